//! AHardwareBuffer images for presenting on Android: what to allocate, how the driver imports
//! it, and which of a buffer's file descriptors holds its pixels.
//!
//! Every swapchain image is its own AHardwareBuffer ([`ImageSet`]): nothing is aliased, so
//! the display never shows an image the application is drawing. Two paths, chosen per device
//! from what it reports ([`plan()`], [`query_caps`]):
//!
//! - **Direct**: the application renders into the imported AHB itself. Where the driver
//!   imports a `B8G8R8A8` AHB, that is the image; where it imports only `R8G8B8A8` AHBs (most
//!   drivers: Android's public formats have no BGRA), the image is the `R8G8B8A8` AHB created
//!   `MUTABLE_FORMAT`, and the application's `B8G8R8A8` views of it write the bytes in the
//!   order an X11 (BGRX) window shows.
//! - **Blit**, for drivers that import neither with the application's usage (Arm Mali
//!   drivers refuse BGRA views of imported AHBs): the application renders into ordinary
//!   `B8G8R8A8` images, and each present copies the image into the `R8G8B8A8` AHB with
//!   `vkCmdCopyImage`, which copies bits, so the byte order is kept.
//!
//! The rules follow the Vulkan specification's AHardwareBuffer sections (usage equivalence,
//! dedicated allocations for image imports) and what Android drivers are known to refuse.
//!
//! The AHardwareBuffer calls go through the [`Api`] trait: [`ndk::Ndk`] loads them from
//! `libnativewindow.so` at run time (so building needs no NDK), and the tests use a model.
//! Which descriptor of a buffer's native handle holds its pixels is [`select_fd`]'s job:
//! some gralloc implementations put metadata or per-plane descriptors beside the buffer's.

pub mod ndk;
pub mod plan;
pub mod window;

use std::os::fd::RawFd;

pub use plan::{Caps, Path, Plan, ahb_usage, plan, query_caps};

/// AHardwareBuffer formats (`AHARDWAREBUFFER_FORMAT_*`).
pub mod format {
    /// `R8G8B8A8_UNORM`.
    pub const R8G8B8A8_UNORM: u32 = 1;
    /// `R8G8B8X8_UNORM`.
    pub const R8G8B8X8_UNORM: u32 = 2;
    /// The HAL's `BGRA_8888` (not in the public NDK enum, but accepted by gralloc).
    pub const B8G8R8A8_UNORM: u32 = 5;
}

/// AHardwareBuffer usage bits (`AHARDWAREBUFFER_USAGE_*`).
pub mod usage {
    /// Read rarely by the CPU.
    pub const CPU_READ_RARELY: u64 = 2;
    /// Sampled by the GPU.
    pub const GPU_SAMPLED_IMAGE: u64 = 1 << 8;
    /// Rendered to by the GPU.
    pub const GPU_FRAMEBUFFER: u64 = 1 << 9;
    /// Shown by the composer as an overlay.
    pub const COMPOSER_OVERLAY: u64 = 1 << 11;
    /// Protected content.
    pub const PROTECTED_CONTENT: u64 = 1 << 14;
    /// A cube map.
    pub const GPU_CUBE_MAP: u64 = 1 << 25;
    /// With a full mip chain.
    pub const GPU_MIPMAP_COMPLETE: u64 = 1 << 26;
}

/// `AHardwareBuffer_Desc`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Desc {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Layers.
    pub layers: u32,
    /// [`format`](mod@format).
    pub format: u32,
    /// [`usage`](mod@usage) bits.
    pub usage: u64,
    /// Row stride in pixels (filled in by `describe`).
    pub stride: u32,
    /// Reserved.
    pub rfu0: u32,
    /// Reserved.
    pub rfu1: u64,
}
const _: () = assert!(std::mem::size_of::<Desc>() == 40);

/// Why an AHardwareBuffer could not be made or used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Error {
    /// The library or one of its functions is missing (not Android, or too old).
    #[error("AHardwareBuffer is not available: {0}")]
    Unavailable(String),
    /// `AHardwareBuffer_allocate` failed.
    #[error(
        "AHardwareBuffer_allocate({width}x{height}, format {format}, usage {usage:#x}) failed: {code}"
    )]
    Allocate {
        /// Width.
        width: u32,
        /// Height.
        height: u32,
        /// Format.
        format: u32,
        /// Usage.
        usage: u64,
        /// The status returned.
        code: i32,
    },
    /// No descriptor of the buffer's native handle is large enough for its pixels.
    #[error("no descriptor of the buffer holds its {need} bytes (sizes: {sizes:?})")]
    NoPixelFd {
        /// The bytes the pixels take.
        need: u64,
        /// The descriptors' sizes (`None`: not seekable).
        sizes: Vec<Option<u64>>,
    },
    /// The driver can import AHardwareBuffers in no way the swapchain can use.
    #[error("the driver imports no AHardwareBuffer this swapchain can use ({0})")]
    Unsupported(&'static str),
}

/// The AHardwareBuffer calls the swapchain makes.
pub trait Api {
    /// A buffer (one reference to it).
    type Buffer;
    /// `AHardwareBuffer_allocate`.
    fn allocate(&self, desc: &Desc) -> Result<Self::Buffer, Error>;
    /// `AHardwareBuffer_describe`.
    fn describe(&self, buffer: &Self::Buffer) -> Desc;
    /// The file descriptors of `AHardwareBuffer_getNativeHandle` (owned by the buffer).
    fn handle_fds(&self, buffer: &Self::Buffer) -> Vec<RawFd>;
    /// The size of descriptor `fd` (`lseek(fd, 0, SEEK_END)`), `None` where it cannot seek.
    fn fd_size(&self, fd: RawFd) -> Option<u64>;
    /// `AHardwareBuffer_release`.
    fn release(&self, buffer: Self::Buffer);
}

/// The bytes a buffer's pixels take: `stride × height × 4` (every format here is 32-bit).
pub fn pixel_bytes(desc: &Desc) -> u64 {
    u64::from(desc.stride.max(desc.width))
        * u64::from(desc.height)
        * 4
        * u64::from(desc.layers.max(1))
}

/// Which of `sizes` (the sizes of a native handle's descriptors, in order) holds `need` bytes
/// of pixels: the first that is large enough. Handles with one descriptor are common; gralloc
/// implementations with several put the buffer's first on some devices and a small metadata
/// descriptor first on others, so the size decides, not the position. A single descriptor
/// that cannot seek is taken as it is (the driver's import is then the check).
pub fn select_fd(sizes: &[Option<u64>], need: u64) -> Result<usize, Error> {
    if let [None] = sizes {
        return Ok(0);
    }
    sizes
        .iter()
        .position(|s| s.is_some_and(|s| s >= need))
        .ok_or_else(|| Error::NoPixelFd {
            need,
            sizes: sizes.to_vec(),
        })
}

/// One swapchain image's buffer.
#[derive(Debug)]
pub struct Buffer<B> {
    /// The buffer.
    pub buffer: B,
    /// What `describe` said (the real stride).
    pub desc: Desc,
    /// The descriptor that holds its pixels (owned by the buffer): for DRI3 `PixmapFromBuffers`
    /// or MIT-SHM, where the display takes a descriptor.
    pub fd: RawFd,
}

/// The buffers of one swapchain: one per image, never shared.
#[derive(Debug)]
pub struct ImageSet<B> {
    /// The buffers, in image order.
    pub buffers: Vec<Buffer<B>>,
}

impl<B> ImageSet<B> {
    /// Allocates `count` buffers for `plan` at `width`×`height`, each with the descriptor of
    /// its pixels. On failure every buffer already allocated is released.
    pub fn allocate<A: Api<Buffer = B>>(
        api: &A,
        plan: &Plan,
        width: u32,
        height: u32,
        count: u32,
    ) -> Result<ImageSet<B>, Error> {
        let want = Desc {
            width,
            height,
            layers: 1,
            format: plan.ahb_format,
            usage: plan.ahb_usage,
            ..Desc::default()
        };
        let mut buffers: Vec<Buffer<B>> = Vec::with_capacity(count as usize);
        let fail = |buffers: Vec<Buffer<B>>, e: Error| {
            for b in buffers {
                api.release(b.buffer);
            }
            Err(e)
        };
        for _ in 0..count {
            let buffer = match api.allocate(&want) {
                Ok(b) => b,
                Err(e) => return fail(buffers, e),
            };
            let desc = api.describe(&buffer);
            let fds = api.handle_fds(&buffer);
            let sizes: Vec<Option<u64>> = fds.iter().map(|&fd| api.fd_size(fd)).collect();
            match select_fd(&sizes, pixel_bytes(&desc)) {
                Ok(i) => buffers.push(Buffer {
                    buffer,
                    desc,
                    fd: fds[i],
                }),
                Err(e) => {
                    api.release(buffer);
                    return fail(buffers, e);
                }
            }
        }
        Ok(ImageSet { buffers })
    }

    /// Releases every buffer.
    pub fn release<A: Api<Buffer = B>>(self, api: &A) {
        for b in self.buffers {
            api.release(b.buffer);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::collections::HashMap;

    /// A model of gralloc: buffers with chosen native-handle layouts; counts live buffers.
    #[derive(Default)]
    struct Model {
        next: RefCell<u32>,
        live: RefCell<HashMap<u32, Desc>>,
        /// Per allocation, the descriptor sizes its handle gets (cycled); default one fd of
        /// the right size.
        layouts: Vec<Vec<Option<u64>>>,
        /// Fail the allocation with this index.
        fail_at: Option<u32>,
        sizes: RefCell<HashMap<RawFd, Option<u64>>>,
    }

    impl Api for Model {
        type Buffer = u32;
        fn allocate(&self, desc: &Desc) -> Result<u32, Error> {
            let id = *self.next.borrow();
            *self.next.borrow_mut() += 1;
            if self.fail_at == Some(id) {
                return Err(Error::Allocate {
                    width: desc.width,
                    height: desc.height,
                    format: desc.format,
                    usage: desc.usage,
                    code: -12,
                });
            }
            // Gralloc pads rows to 64 pixels.
            let stride = desc.width.div_ceil(64) * 64;
            self.live.borrow_mut().insert(id, Desc { stride, ..*desc });
            Ok(id)
        }
        fn describe(&self, b: &u32) -> Desc {
            self.live.borrow()[b]
        }
        fn handle_fds(&self, b: &u32) -> Vec<RawFd> {
            let d = self.live.borrow()[b];
            let layout = if self.layouts.is_empty() {
                vec![Some(pixel_bytes(&d))]
            } else {
                self.layouts[*b as usize % self.layouts.len()].clone()
            };
            layout
                .into_iter()
                .enumerate()
                .map(|(i, s)| {
                    let fd = (*b * 16 + i as u32 + 100) as RawFd;
                    self.sizes.borrow_mut().insert(fd, s);
                    fd
                })
                .collect()
        }
        fn fd_size(&self, fd: RawFd) -> Option<u64> {
            self.sizes.borrow()[&fd]
        }
        fn release(&self, b: u32) {
            assert!(
                self.live.borrow_mut().remove(&b).is_some(),
                "double release"
            );
        }
    }

    fn direct() -> Plan {
        plan(
            &Caps {
                rgba_with_bgra_views: true,
                ..Caps::default()
            },
            ash::vk::Format::B8G8R8A8_UNORM,
            ash::vk::ImageUsageFlags::COLOR_ATTACHMENT,
        )
        .unwrap()
    }

    #[test]
    fn every_image_gets_its_own_buffer_and_its_pixel_descriptor() {
        let m = Model::default();
        let set = ImageSet::allocate(&m, &direct(), 1280, 720, 3).unwrap();
        assert_eq!(set.buffers.len(), 3);
        let ids: std::collections::BTreeSet<u32> = set.buffers.iter().map(|b| b.buffer).collect();
        assert_eq!(ids.len(), 3, "images alias a buffer");
        for b in &set.buffers {
            assert_eq!(b.desc.stride, 1280);
            assert_eq!(b.desc.format, format::R8G8B8A8_UNORM);
        }
        set.release(&m);
        assert!(m.live.borrow().is_empty());
    }

    #[test]
    fn the_pixel_descriptor_is_found_by_size_not_position() {
        let need = 1344 * 720 * 4; // 1300 wide: stride 1344.
        let m = Model {
            layouts: vec![
                vec![Some(4096), Some(need)],         // metadata first
                vec![Some(need), Some(4096)],         // buffer first
                vec![Some(64), None, Some(need + 8)], // an fd that cannot seek
            ],
            ..Model::default()
        };
        let set = ImageSet::allocate(&m, &direct(), 1300, 720, 3).unwrap();
        let picked: Vec<Option<u64>> = set.buffers.iter().map(|b| m.fd_size(b.fd)).collect();
        assert_eq!(picked, vec![Some(need), Some(need), Some(need + 8)]);
        set.release(&m);
    }

    #[test]
    fn a_buffer_without_its_pixels_fails_and_releases_everything() {
        let m = Model {
            layouts: vec![vec![Some(1 << 30)], vec![Some(4096), Some(4096)]],
            ..Model::default()
        };
        let e = ImageSet::allocate(&m, &direct(), 640, 480, 3).unwrap_err();
        assert!(
            matches!(e, Error::NoPixelFd { need, .. } if need == 640 * 480 * 4),
            "{e}"
        );
        assert!(m.live.borrow().is_empty(), "leaked buffers");
    }

    #[test]
    fn a_failed_allocation_releases_the_earlier_ones() {
        let m = Model {
            fail_at: Some(2),
            ..Model::default()
        };
        let e = ImageSet::allocate(&m, &direct(), 64, 64, 4).unwrap_err();
        assert!(matches!(e, Error::Allocate { code: -12, .. }), "{e}");
        assert!(m.live.borrow().is_empty());
    }

    #[test]
    fn select_fd_rules() {
        assert_eq!(select_fd(&[Some(10)], 10), Ok(0));
        assert_eq!(select_fd(&[None], 10), Ok(0));
        assert_eq!(select_fd(&[Some(1), Some(10), Some(20)], 10), Ok(1));
        assert_eq!(select_fd(&[None, Some(20)], 10), Ok(1));
        assert!(select_fd(&[Some(9)], 10).is_err());
        assert!(select_fd(&[None, None], 10).is_err());
        assert!(select_fd(&[], 10).is_err());
    }

    #[test]
    fn desc_has_the_ndk_layout() {
        assert_eq!(std::mem::offset_of!(Desc, usage), 16);
        assert_eq!(std::mem::offset_of!(Desc, stride), 24);
        assert_eq!(std::mem::offset_of!(Desc, rfu1), 32);
    }
}
