//! The per-call cost of [`vkrelay_renderer::gate`]: resolving a device-level command through
//! the device's table (one handle hash, one indexed load) against the lookup every call made
//! before it (the session's `HashMap<u32, Pfn>` by command id, SipHash), for a replay of
//! recorded `vkCmd*` commands, in the same run.
//!
//! `cargo bench -p vkrelay-renderer --bench gate`. No driver is needed: the device's
//! `vkGetDeviceProcAddr` is a stand-in that answers one function for every name.

use std::collections::HashMap;
use std::ffi::c_char;
use std::hint::black_box;

use ash::vk::{self, Handle};
use criterion::Criterion;
use vkrelay_renderer::gate::Gate;

type Pfn = unsafe extern "system" fn();

unsafe extern "system" fn nothing() {}

unsafe extern "system" fn gdpa(_: vk::Device, _: *const c_char) -> vk::PFN_vkVoidFunction {
    Some(nothing)
}

fn main() {
    let names = [
        "vkCmdBindPipeline",
        "vkCmdBindDescriptorSets",
        "vkCmdBindVertexBuffers",
        "vkCmdPushConstants",
        "vkCmdSetViewport",
        "vkCmdSetScissor",
        "vkCmdDraw",
        "vkCmdDrawIndexed",
    ];
    let cmds: Vec<_> = names
        .iter()
        .map(|n| vk_wire::command_by_name(n).unwrap())
        .collect();
    let mut gate = Gate::default();
    gate.device_created(0x1000, 0x10, 0x1, gdpa);
    // A few devices' worth of command buffers, as a busy client has.
    for k in 0..64u64 {
        gate.child(0x1000, 0x2000 + k * 0x40);
    }
    let cb = 0x2000 + 17 * 0x40;
    let mut old: HashMap<u32, Pfn> = HashMap::new();
    for c in &cmds {
        old.insert(c.id, nothing);
        gate.device_pfn(c, cb).unwrap();
    }
    let mut c = Criterion::default().configure_from_args();
    let mut g = c.benchmark_group("device-level command lookup (8 vkCmd*)");
    g.bench_function("before: HashMap<u32, Pfn> by id", |b| {
        b.iter(|| {
            for c in &cmds {
                black_box(old.get(&black_box(c.id)));
            }
        })
    });
    g.bench_function("after: gate (owner + per-device table)", |b| {
        b.iter(|| {
            for c in &cmds {
                let _ = black_box(gate.device_pfn(c, black_box(cb)));
            }
        })
    });
    g.finish();
    let _ = vk::Device::from_raw(0);
    c.final_summary();
}
