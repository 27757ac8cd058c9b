//! Capture of what the application writes into mapped memory, with the ICD tracking its
//! writes (userfaultfd) and without (`VKRELAY_WRITE_TRACKING=off`: the renderer hashes): an
//! application writes a buffer in the ways a tracker could miss (right after mapping, the
//! same page between two submissions, through a second, placed mapping that it unmaps before
//! the submission), and the GPU copies the buffer after each submission's writes into a
//! readback buffer. Replay's readback must equal the live one byte for byte: each copy reads
//! the recorded writes of its capture point.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use crate::relay::{Renderer, TempDir, run_app};
use crate::replay::{holds, info, replay, snapshots, wait_whole};

/// Pages of the written buffer.
const PAGES: usize = 8;
/// Submissions, each copying the written buffer into its own part of the readback.
const ROUNDS: usize = 4;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The application half of [`writes_into_mapped_memory_replay_exactly`]: writes the buffer,
/// copies it after each round's writes, and writes the readback to `VKRELAY_TEST_WRITTEN`.
#[test]
#[ignore = "helper process of writes_into_mapped_memory_replay_exactly"]
fn written_client() {
    use ash::vk;

    let Some(out) = std::env::var_os("VKRELAY_TEST_WRITTEN") else {
        return;
    };
    let pg = placed_mem::page_size();
    let size = (PAGES * pg) as u64;
    // SAFETY: the loader from the system; valid create infos throughout; every object is
    // destroyed before the end; the mapped pointers are used within their mappings.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let names = [
            vk::KHR_MAP_MEMORY2_NAME.as_ptr(),
            vk::EXT_MAP_MEMORY_PLACED_NAME.as_ptr(),
        ];
        let mut enable = vk::PhysicalDeviceMapMemoryPlacedFeaturesEXT::default()
            .memory_map_placed(true)
            .memory_map_range_placed(true);
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .enabled_extension_names(&names)
                    .push_next(&mut enable),
                None,
            )
            .unwrap();
        // `VK_KHR_map_memory2` (ash 0.38 has only its function pointers).
        let fns = ash::khr::map_memory2::Device::new(&instance, &device);
        let props = instance.get_physical_device_memory_properties(pd);
        let buffer = |size, usage| {
            let b = device
                .create_buffer(
                    &vk::BufferCreateInfo::default().size(size).usage(usage),
                    None,
                )
                .unwrap();
            let req = device.get_buffer_memory_requirements(b);
            let ty = (0..props.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && props.memory_types[i as usize].property_flags.contains(
                            vk::MemoryPropertyFlags::HOST_VISIBLE
                                | vk::MemoryPropertyFlags::HOST_COHERENT,
                        )
                })
                .unwrap();
            let m = device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(ty),
                    None,
                )
                .unwrap();
            device.bind_buffer_memory(b, m, 0).unwrap();
            (b, m)
        };
        let (src, src_mem) = buffer(size, vk::BufferUsageFlags::TRANSFER_SRC);
        let (dst, dst_mem) = buffer(size * ROUNDS as u64, vk::BufferUsageFlags::TRANSFER_DST);
        let a = device
            .map_memory(src_mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            .unwrap()
            .cast::<u8>();
        let d = device
            .map_memory(dst_mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            .unwrap()
            .cast::<u8>();
        // Garbage in the readback, written by the application: replay must not need it.
        std::ptr::write_bytes(d, 0x5a, size as usize * ROUNDS);

        let pool = device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cb = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let fence = device
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let queue = device.get_device_queue(0, 0);
        let fill = |at: usize, n: usize, seed: u8| {
            for i in 0..n {
                *a.add(at + i) = seed.wrapping_add((i * 7) as u8);
            }
        };
        for round in 0..ROUNDS {
            match round {
                // Right after the mapping: the first page and the fourth.
                0 => {
                    fill(0, 16, 1);
                    fill(3 * pg + 100, 8, 2);
                }
                // The fourth page again (written between two submissions), the last page.
                1 => {
                    fill(3 * pg + 104, 8, 3);
                    fill(size as usize - 1, 1, 4);
                }
                // Through a second mapping, placed at an address of the application's, of
                // pages 1 and 2 only; unmapped before the submission.
                2 => {
                    let base = libc::mmap(
                        std::ptr::null_mut(),
                        4 * pg,
                        libc::PROT_NONE,
                        libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                        -1,
                        0,
                    );
                    assert_ne!(base, libc::MAP_FAILED);
                    let at = base as usize + pg;
                    let mut placed =
                        vk::MemoryMapPlacedInfoEXT::default().placed_address(at as *mut _);
                    let mut p = std::ptr::null_mut();
                    (fns.fp().map_memory2_khr)(
                        device.handle(),
                        &vk::MemoryMapInfoKHR::default()
                            .memory(src_mem)
                            .flags(vk::MemoryMapFlags::PLACED_EXT)
                            .offset(pg as u64)
                            .size(2 * pg as u64)
                            .push_next(&mut placed),
                        &mut p,
                    )
                    .result()
                    .unwrap();
                    let p = p.cast::<u8>();
                    for i in 0..32 {
                        *p.add(10 + i) = 0x80 + i as u8;
                        *p.add(pg + 20 + i) = 0x90 + i as u8;
                    }
                    (fns.fp().unmap_memory2_khr)(
                        device.handle(),
                        &vk::MemoryUnmapInfoKHR::default().memory(src_mem),
                    )
                    .result()
                    .unwrap();
                    libc::munmap(base, 4 * pg);
                }
                // The whole buffer, through the first mapping again.
                _ => fill(0, size as usize, 5),
            }
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            device.cmd_copy_buffer(
                cb,
                src,
                dst,
                &[vk::BufferCopy::default()
                    .dst_offset(round as u64 * size)
                    .size(size)],
            );
            device.end_command_buffer(cb).unwrap();
            let cbs = [cb];
            device
                .queue_submit(
                    queue,
                    &[vk::SubmitInfo::default().command_buffers(&cbs)],
                    fence,
                )
                .unwrap();
            device.wait_for_fences(&[fence], true, u64::MAX).unwrap();
            device.reset_fences(&[fence]).unwrap();
        }
        let readback = std::slice::from_raw_parts(d, size as usize * ROUNDS).to_vec();
        std::fs::write(out, &readback).unwrap();

        device.destroy_fence(fence, None);
        device.destroy_command_pool(pool, None);
        device.destroy_buffer(src, None);
        device.destroy_buffer(dst, None);
        device.free_memory(src_mem, None);
        device.free_memory(dst_mem, None);
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
    println!("WRITTEN OK");
}

/// Captures [`written_client`] (with `env`) and replays it: the replay's readback, after its
/// last frame, equals the live one. The renderer's log and the application's.
fn capture_and_replay(dir: &Path, name: &str, env: &[(&str, &str)]) -> (String, String) {
    let dir = dir.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("app.trace");
    let log = dir.join("renderer.log");
    let renderer = Renderer::start_env(
        &dir,
        &["--isolation", "none", "--capture", file.to_str().unwrap()],
        &[("VKRELAY_LOG", "info")],
        Some(&log),
    );
    let live = dir.join("live.bin");
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "written::written_client",
        "--ignored",
        "--nocapture",
    ])
    .env("VKRELAY_TEST_WRITTEN", &live)
    .env("VKRELAY_LOG", "info")
    .envs(env.iter().copied());
    let out = run_app(cmd, &dir, &renderer.socket, Duration::from_secs(120));
    assert!(
        text(&out.stdout).contains("WRITTEN OK"),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    wait_whole(&file);
    drop(renderer);
    let live = std::fs::read(&live).unwrap();

    let (whole, frames) = info(&file);
    // Setup, a frame per submission, the teardown.
    assert!(whole && frames >= ROUNDS as u64, "{frames} frames");
    let last = frames - 2;
    let shots = dir.join("shots");
    let r = replay(
        &file,
        &[],
        &[
            "--screenshot",
            &last.to_string(),
            "--out",
            shots.to_str().unwrap(),
        ],
    );
    let stdout = text(&r.stdout);
    assert!(r.status.success(), "{stdout}{}", text(&r.stderr));
    let snaps = snapshots(&shots, last);
    assert!(
        holds(&snaps, &live),
        "{name}: no replayed memory of frame {last} equals the live readback ({} snapshots)",
        snaps.len()
    );
    (std::fs::read_to_string(&log).unwrap(), text(&out.stderr))
}

#[test]
fn writes_into_mapped_memory_replay_exactly() {
    let dir = TempDir::new("written");
    // Where the kernel tracks writes (Linux 6.7 and later, userfaultfd allowed) both
    // allocations are reported; elsewhere the ICD says why not.
    let (log, app) = capture_and_replay(&dir.0, "tracked", &[]);
    assert!(
        log.contains("reported=2") || app.contains("cannot be tracked here"),
        "{log}\n{app}"
    );
    let (log, app) = capture_and_replay(&dir.0, "hashed", &[("VKRELAY_WRITE_TRACKING", "off")]);
    assert!(log.contains("reported=0"), "{log}");
    assert!(app.contains("VKRELAY_WRITE_TRACKING=off"), "{app}");
}
