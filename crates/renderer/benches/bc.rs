//! BCn upload throughput: the driver's own BCn against vkrelay with `--emulate-missing bc`,
//! the renderer decoding each upload on the CPU at the submission (`--bc-decode cpu`) and on
//! the GPU in the command buffer (`--bc-decode gpu`), in one run. The ICD talks to one
//! renderer per process, so the GPU rows come from this bench run again as a child process
//! (`VKRELAY_BENCH_BC_DECODE=gpu`), after the others.
//!
//! Each iteration changes the source bytes (so the renderer's unchanged-source check never
//! skips the decode), submits a recorded `vkCmdCopyBufferToImage` of a whole 1024 x 1024
//! image and waits for it. Throughput is in texels.
//!
//! `cargo build --release -p vkrelay-icd && cargo bench -p vkrelay-renderer --bench bc`.
//! The driver is the one `VK_DRIVER_FILES` selects (default lavapipe).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use ash::vk;
use criterion::{Criterion, Throughput};
use vkrelay_renderer::driver::{Driver, DriverSource};

#[path = "common/serve.rs"]
mod serve;
use serve::{native_manifest, profile_dir};

const SIDE: u32 = 1024;

/// The driver library a manifest names.
fn library_of(manifest: &str) -> PathBuf {
    let text = std::fs::read_to_string(manifest).unwrap();
    let i = text.find("\"library_path\"").unwrap();
    let rest = &text[i + 14..];
    let start = rest.find('"').unwrap() + 1;
    let end = start + rest[start..].find('"').unwrap();
    PathBuf::from(&rest[start..end])
}

/// A renderer with the BC repair, killed on drop.
struct Renderer {
    child: Child,
    socket: PathBuf,
    dir: PathBuf,
}

impl Renderer {
    fn start(decode: &str) -> Renderer {
        let dir = std::env::temp_dir().join(format!("vkrelay-bench-bc-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let socket = dir.join("vkrelay.sock");
        let bin = serve::renderer_binary();
        let mut child = Command::new(bin)
            .args([
                "serve",
                "--emulate-missing",
                "bc",
                "--bc-decode",
                decode,
                "--socket",
            ])
            .arg(&socket)
            .env("VK_DRIVER_FILES", native_manifest())
            .env("XDG_RUNTIME_DIR", &dir)
            .stdin(Stdio::null())
            .spawn()
            .unwrap();
        serve::wait_listening(&mut child, &socket, Duration::from_secs(30));
        Renderer { child, socket, dir }
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// One device with a host-visible source buffer, a BCn image and a recorded upload.
struct Uploader {
    instance: ash::Instance,
    device: ash::Device,
    queue: vk::Queue,
    pool: vk::CommandPool,
    cb: vk::CommandBuffer,
    fence: vk::Fence,
    buffer: vk::Buffer,
    image: vk::Image,
    memory: [vk::DeviceMemory; 2],
    source: *mut u8,
    len: usize,
    round: u8,
    _driver: Driver,
}

impl Uploader {
    fn new(library: &Path, format: vk::Format, block_bytes: u32) -> Uploader {
        let driver = Driver::load(&DriverSource::Library(library.to_path_buf())).unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        // SAFETY: valid create infos and calls; every object is destroyed in Drop.
        unsafe {
            let instance = driver
                .entry()
                .create_instance(
                    &vk::InstanceCreateInfo::default().application_info(&app),
                    None,
                )
                .unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let props = instance.get_physical_device_memory_properties(pd);
            let prio = [1.0];
            let q = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio)];
            let features = vk::PhysicalDeviceFeatures::default().texture_compression_bc(true);
            let device = instance
                .create_device(
                    pd,
                    &vk::DeviceCreateInfo::default()
                        .queue_create_infos(&q)
                        .enabled_features(&features),
                    None,
                )
                .unwrap();
            let memory = |req: vk::MemoryRequirements, flags| {
                let ty = (0..props.memory_type_count)
                    .find(|&i| {
                        req.memory_type_bits & (1 << i) != 0
                            && props.memory_types[i as usize]
                                .property_flags
                                .contains(flags)
                    })
                    .unwrap();
                let info = vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty);
                device.allocate_memory(&info, None).unwrap()
            };
            let len = ((SIDE / 4) * (SIDE / 4) * block_bytes) as usize;
            let buffer = device
                .create_buffer(
                    &vk::BufferCreateInfo::default()
                        .size(len as u64)
                        .usage(vk::BufferUsageFlags::TRANSFER_SRC),
                    None,
                )
                .unwrap();
            let m0 = memory(
                device.get_buffer_memory_requirements(buffer),
                vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT,
            );
            device.bind_buffer_memory(buffer, m0, 0).unwrap();
            let source = device
                .map_memory(m0, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .unwrap()
                .cast::<u8>();
            // Fixed-seed blocks (every bit pattern decodes).
            let mut x = 0x9e37_79b9_7f4a_7c15u64;
            for i in 0..len {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                source.add(i).write(x as u8);
            }
            let image = device
                .create_image(
                    &vk::ImageCreateInfo::default()
                        .image_type(vk::ImageType::TYPE_2D)
                        .format(format)
                        .extent(vk::Extent3D {
                            width: SIDE,
                            height: SIDE,
                            depth: 1,
                        })
                        .mip_levels(1)
                        .array_layers(1)
                        .samples(vk::SampleCountFlags::TYPE_1)
                        .tiling(vk::ImageTiling::OPTIMAL)
                        .usage(vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::TRANSFER_DST)
                        .initial_layout(vk::ImageLayout::UNDEFINED),
                    None,
                )
                .unwrap();
            let m1 = memory(
                device.get_image_memory_requirements(image),
                vk::MemoryPropertyFlags::empty(),
            );
            device.bind_image_memory(image, m1, 0).unwrap();
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
            let range = vk::ImageSubresourceRange {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                base_mip_level: 0,
                level_count: 1,
                base_array_layer: 0,
                layer_count: 1,
            };
            let barrier = vk::ImageMemoryBarrier::default()
                .old_layout(vk::ImageLayout::UNDEFINED)
                .new_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(image)
                .subresource_range(range);
            let region = vk::BufferImageCopy::default()
                .image_subresource(vk::ImageSubresourceLayers {
                    aspect_mask: vk::ImageAspectFlags::COLOR,
                    mip_level: 0,
                    base_array_layer: 0,
                    layer_count: 1,
                })
                .image_extent(vk::Extent3D {
                    width: SIDE,
                    height: SIDE,
                    depth: 1,
                });
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            device.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TOP_OF_PIPE,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &[barrier],
            );
            device.cmd_copy_buffer_to_image(
                cb,
                buffer,
                image,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                &[region],
            );
            device.end_command_buffer(cb).unwrap();
            Uploader {
                queue: device.get_device_queue(0, 0),
                fence: device
                    .create_fence(&vk::FenceCreateInfo::default(), None)
                    .unwrap(),
                instance,
                device,
                pool,
                cb,
                buffer,
                image,
                memory: [m0, m1],
                source,
                len,
                round: 0,
                _driver: driver,
            }
        }
    }

    /// New source bytes, then the upload, waited for.
    fn upload(&mut self) {
        self.round = self.round.wrapping_add(1);
        let cbs = [self.cb];
        // SAFETY: the source is mapped, `len` bytes; no submission is pending while it is
        // written; the command buffer was recorded once and is resubmitted after each wait.
        unsafe {
            for i in (0..self.len).step_by(4096) {
                self.source.add(i).write(self.round);
            }
            let submit = vk::SubmitInfo::default().command_buffers(&cbs);
            self.device
                .queue_submit(self.queue, &[submit], self.fence)
                .unwrap();
            self.device
                .wait_for_fences(&[self.fence], true, u64::MAX)
                .unwrap();
            self.device.reset_fences(&[self.fence]).unwrap();
        }
    }
}

impl Drop for Uploader {
    fn drop(&mut self) {
        // SAFETY: objects made in `new`, idle.
        unsafe {
            self.device.device_wait_idle().unwrap();
            self.device.destroy_fence(self.fence, None);
            self.device.destroy_command_pool(self.pool, None);
            self.device.destroy_image(self.image, None);
            self.device.destroy_buffer(self.buffer, None);
            for m in self.memory {
                self.device.free_memory(m, None);
            }
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

fn main() {
    let mut c = Criterion::default()
        .configure_from_args()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .sample_size(20);
    let native_lib = library_of(&native_manifest());
    let decode = std::env::var("VKRELAY_BENCH_BC_DECODE").unwrap_or_else(|_| "cpu".into());
    let r = Renderer::start(&decode);
    // SAFETY: set before this process talks to the renderer; the ICD reads it at its first
    // call, on this thread.
    unsafe { std::env::set_var("VKRELAY_SERVER_PATH", &r.socket) };
    let icd = profile_dir().join("libvulkan_vkrelay.so");
    assert!(
        icd.exists(),
        "build vkrelay-icd first ({} missing)",
        icd.display()
    );
    for (name, format, block) in [
        ("BC1", vk::Format::BC1_RGBA_UNORM_BLOCK, 8),
        ("BC3", vk::Format::BC3_UNORM_BLOCK, 16),
        ("BC7", vk::Format::BC7_UNORM_BLOCK, 16),
    ] {
        let mut g = c.benchmark_group(format!("upload {name} {SIDE}x{SIDE}"));
        g.throughput(Throughput::Elements(u64::from(SIDE * SIDE)));
        if decode == "cpu" {
            let mut native = Uploader::new(&native_lib, format, block);
            g.bench_function("native BCn", |b| b.iter(|| native.upload()));
            drop(native);
        }
        let mut relayed = Uploader::new(&icd, format, block);
        g.bench_function(
            format!("vkrelay, decoded on the {}", decode.to_uppercase()),
            |b| b.iter(|| relayed.upload()),
        );
        drop(relayed);
        g.finish();
    }
    c.final_summary();
    drop(r);
    if decode == "cpu" {
        let status = Command::new(std::env::current_exe().unwrap())
            .args(std::env::args_os().skip(1))
            .env("VKRELAY_BENCH_BC_DECODE", "gpu")
            .status()
            .unwrap();
        assert!(status.success(), "the GPU rows failed");
    }
}
