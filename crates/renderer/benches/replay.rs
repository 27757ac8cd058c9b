//! Replaying recorded commands (a `BATCH` of `vkCmd*`) on the driver, per batch of ten
//! commands, in the same run:
//!
//! - **native**: the same ten commands called on the driver directly (its own recording cost);
//! - **replay**: [`Session::replay`] under one lock per batch (what the renderer does);
//! - **handle per command**: [`Session::handle`] for each command, the general path that took
//!   the lock and did every request's bookkeeping per command (what the renderer did before).
//!
//! `cargo bench -p vkrelay-renderer --bench replay`. The driver is the one `VK_DRIVER_FILES`
//! selects (lavapipe in CI: `/usr/share/vulkan/icd.d/lvp_icd.x86_64.json`).

use std::hint::black_box;
use std::sync::{Arc, Mutex};

use ash::vk::{self, Handle};
use criterion::Criterion;
use vk_wire::{Arena, CommandArgs, IdentityIds, args};
use vkrelay_renderer::config::Config;
use vkrelay_renderer::driver::{Driver, DriverSource};
use vkrelay_renderer::session::{self, Local, Session};

#[path = "common/ten.rs"]
mod ten;

const INSTANCE: u64 = 1;
const DEVICE: u64 = 2;
const POOL: u64 = 4;
const CMD: u64 = 5;
const BUFFER: u64 = 6;
/// Batches recorded into one command buffer before it is reset (lavapipe's recording grows).
const RESET_EVERY: u32 = 2048;

fn encode<A: CommandArgs>(a: &A) -> Vec<u8> {
    // SAFETY: every pointer in `a` is valid (built from live locals below).
    unsafe {
        let mut b = vec![0u8; vk_wire::request_size(a).unwrap()];
        let n = vk_wire::encode_request(a, &mut IdentityIds, &mut b).unwrap();
        b.truncate(n);
        b
    }
}

/// Runs `a` through `Session::handle`; the `VkResult` (0 for commands without one).
fn call<A: CommandArgs>(s: &Mutex<Session>, local: &mut Local, a: &A) -> i32 {
    let arena = Arena::new();
    let mut out = Vec::new();
    let n = Session::handle(s, local, &encode(a), &arena, &mut out).unwrap();
    let Some(n) = n else { return 0 };
    let msg = &out[..n];
    // SAFETY: `a`'s output pointers are live and writable.
    unsafe { vk_wire::decode_reply(msg, a, &mut IdentityIds) }.unwrap() as u32 as i32
}

/// A session with a device, a buffer and a command buffer in the recording state.
fn session(driver: Arc<Driver>) -> (Mutex<Session>, Local) {
    let s = Mutex::new(Session::new(driver, Arc::new(Config::default())));
    let mut local = Local::new(Box::new(|| false));
    let l = &mut local;
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    let mut inst = vk::Instance::from_raw(INSTANCE);
    let r = call(
        &s,
        l,
        &args::CreateInstance {
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_instance: &mut inst,
        },
    );
    assert_eq!(r, 0);
    let (mut n, mut pd) = (1u32, vk::PhysicalDevice::null());
    call(
        &s,
        l,
        &args::EnumeratePhysicalDevices {
            instance: inst,
            p_physical_device_count: &mut n,
            p_physical_devices: &mut pd,
        },
    );
    let prio = [1.0f32];
    let q = [vk::DeviceQueueCreateInfo::default().queue_priorities(&prio)];
    let dinfo = vk::DeviceCreateInfo::default().queue_create_infos(&q);
    let mut device = vk::Device::from_raw(DEVICE);
    let r = call(
        &s,
        l,
        &args::CreateDevice {
            physical_device: pd,
            p_create_info: (&raw const dinfo).cast(),
            p_allocator: std::ptr::null(),
            p_device: &mut device,
        },
    );
    assert_eq!(r, 0);
    let pinfo = vk::CommandPoolCreateInfo::default()
        .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER);
    let mut pool = vk::CommandPool::from_raw(POOL);
    let r = call(
        &s,
        l,
        &args::CreateCommandPool {
            device,
            p_create_info: (&raw const pinfo).cast(),
            p_allocator: std::ptr::null(),
            p_command_pool: &mut pool,
        },
    );
    assert_eq!(r, 0);
    let alloc = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .command_buffer_count(1);
    let mut cb = vk::CommandBuffer::from_raw(CMD);
    let r = call(
        &s,
        l,
        &args::AllocateCommandBuffers {
            device,
            p_allocate_info: (&raw const alloc).cast(),
            p_command_buffers: &mut cb,
        },
    );
    assert_eq!(r, 0);
    let binfo = vk::BufferCreateInfo::default()
        .size(1 << 16)
        .usage(vk::BufferUsageFlags::VERTEX_BUFFER | vk::BufferUsageFlags::INDEX_BUFFER);
    let mut buffer = vk::Buffer::from_raw(BUFFER);
    let r = call(
        &s,
        l,
        &args::CreateBuffer {
            device,
            p_create_info: (&raw const binfo).cast(),
            p_allocator: std::ptr::null(),
            p_buffer: &mut buffer,
        },
    );
    assert_eq!(r, 0);
    begin(&s, l);
    (s, local)
}

fn begin(s: &Mutex<Session>, l: &mut Local) {
    let cb = vk::CommandBuffer::from_raw(CMD);
    call(
        s,
        l,
        &args::ResetCommandBuffer {
            command_buffer: cb,
            flags: vk::CommandBufferResetFlags::empty(),
        },
    );
    let info = vk::CommandBufferBeginInfo::default();
    let r = call(
        s,
        l,
        &args::BeginCommandBuffer {
            command_buffer: cb,
            p_begin_info: (&raw const info).cast(),
        },
    );
    assert_eq!(r, 0);
}

/// The ten commands of one batch ([`ten::record_ten`]'s), as the ICD records them (ids for
/// handles).
fn batch() -> Vec<Vec<u8>> {
    let cb = vk::CommandBuffer::from_raw(CMD);
    let buffer = vk::Buffer::from_raw(BUFFER);
    let viewport = [vk::Viewport::default()
        .width(320.0)
        .height(240.0)
        .max_depth(1.0)];
    let scissor = [vk::Rect2D::default().extent(vk::Extent2D {
        width: 320,
        height: 240,
    })];
    let offsets = [0u64];
    vec![
        encode(&args::CmdSetViewport {
            command_buffer: cb,
            first_viewport: 0,
            viewport_count: 1,
            p_viewports: viewport.as_ptr(),
        }),
        encode(&args::CmdSetScissor {
            command_buffer: cb,
            first_scissor: 0,
            scissor_count: 1,
            p_scissors: scissor.as_ptr(),
        }),
        encode(&args::CmdBindVertexBuffers {
            command_buffer: cb,
            first_binding: 0,
            binding_count: 1,
            p_buffers: &buffer,
            p_offsets: offsets.as_ptr(),
        }),
        encode(&args::CmdBindIndexBuffer {
            command_buffer: cb,
            buffer,
            offset: 0,
            index_type: vk::IndexType::UINT16,
        }),
        encode(&args::CmdSetDepthBias {
            command_buffer: cb,
            depth_bias_constant_factor: 0.0,
            depth_bias_clamp: 0.0,
            depth_bias_slope_factor: 0.0,
        }),
        encode(&args::CmdSetBlendConstants {
            command_buffer: cb,
            blend_constants: &[0.0f32; 4],
        }),
        encode(&args::CmdSetStencilReference {
            command_buffer: cb,
            face_mask: vk::StencilFaceFlags::FRONT_AND_BACK,
            reference: 1,
        }),
        encode(&args::CmdDraw {
            command_buffer: cb,
            vertex_count: 3,
            instance_count: 1,
            first_vertex: 0,
            first_instance: 0,
        }),
        encode(&args::CmdDrawIndexed {
            command_buffer: cb,
            index_count: 6,
            instance_count: 1,
            first_index: 0,
            vertex_offset: 0,
            first_instance: 0,
        }),
        encode(&args::CmdSetLineWidth {
            command_buffer: cb,
            line_width: 1.0,
        }),
    ]
}

/// The same ten commands on the driver directly ([`ten::record_ten`]).
struct Native {
    device: ash::Device,
    cb: vk::CommandBuffer,
    buffer: vk::Buffer,
}

impl Native {
    fn new(driver: &Driver) -> Native {
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create infos, no allocator; the objects live until the process exits.
        unsafe {
            let instance = driver.entry().create_instance(&info, None).unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let prio = [1.0];
            let q = [vk::DeviceQueueCreateInfo::default().queue_priorities(&prio)];
            let dinfo = vk::DeviceCreateInfo::default().queue_create_infos(&q);
            let device = instance.create_device(pd, &dinfo, None).unwrap();
            let (_pool, cb, buffer) = ten::objects(&device);
            Native { device, cb, buffer }
        }
    }

    fn begin(&self) {
        // SAFETY: the command buffer is not pending (never submitted).
        unsafe {
            self.device
                .reset_command_buffer(self.cb, vk::CommandBufferResetFlags::empty())
                .unwrap();
            self.device
                .begin_command_buffer(self.cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
        }
    }

    fn batch(&self) {
        // SAFETY: `cb` is recording; `buffer` was made with `ten::BUFFER_USAGE`.
        unsafe { ten::record_ten(&self.device, self.cb, self.buffer) }
    }
}

fn main() {
    if std::env::var_os("VK_DRIVER_FILES").is_none() {
        // SAFETY: no other thread runs yet.
        unsafe {
            std::env::set_var(
                "VK_DRIVER_FILES",
                "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json",
            )
        };
    }
    let driver = Arc::new(Driver::load(&DriverSource::SystemLoader).unwrap());
    let native = Native::new(&driver);
    let (s, mut local) = session(Arc::clone(&driver));
    let msgs = batch();
    let mut arena = Arena::new();
    let mut out = Vec::new();

    let mut c = Criterion::default().configure_from_args();
    let mut g = c.benchmark_group("replay 10 recorded commands");
    let mut k = 0u32;
    g.bench_function("native driver", |b| {
        b.iter(|| {
            native.batch();
            k += 1;
            if k % RESET_EVERY == 0 {
                native.begin();
            }
        })
    });
    g.bench_function("replay (one lock per batch)", |b| {
        b.iter(|| {
            {
                let mut sess = session::lock(&s);
                for m in &msgs {
                    arena.reset();
                    sess.replay(black_box(m), &arena).unwrap();
                }
            }
            k += 1;
            if k % RESET_EVERY == 0 {
                begin(&s, &mut local);
            }
        })
    });
    g.bench_function("handle per command (before)", |b| {
        b.iter(|| {
            for m in &msgs {
                arena.reset();
                let r = Session::handle(&s, &mut local, black_box(m), &arena, &mut out).unwrap();
                assert!(r.is_none());
            }
            k += 1;
            if k % RESET_EVERY == 0 {
                begin(&s, &mut local);
            }
        })
    });
    g.finish();
    c.final_summary();
}
