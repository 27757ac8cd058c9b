//! The copies of the BC tests: an emulated image read back into buffers, copied to another
//! image of its format or to an uncompressed one, and filled from another BC format's image
//! or from an uncompressed one.

use ash::vk;

use super::device::Gpu;
use super::{differ_from_decoded, fill, layers, whole};

/// `readback`: random blocks read back whole, then a box of them into rows of 12 blocks:
/// the bytes uploaded come back.
///
/// # Safety
/// `gpu` is the client's live device (as [`super::run`] makes it).
pub(super) unsafe fn readback(gpu: &Gpu) {
    // SAFETY: caller; valid create infos and calls, and reads of the mapped buffers within
    // their sizes.
    unsafe {
        let bytes = 16 * 16 * 16;
        let (buffer, p) = gpu.buffer(bytes as u64);
        let blocks = fill(p, bytes, 7);
        let (back, q) = gpu.buffer(2 * bytes as u64);
        let image = gpu.image(
            vk::Format::BC7_UNORM_BLOCK,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let boxed = vk::BufferImageCopy {
            buffer_offset: bytes as u64,
            buffer_row_length: 48,
            image_offset: vk::Offset3D { x: 16, y: 8, z: 0 },
            image_extent: vk::Extent3D {
                width: 32,
                height: 16,
                depth: 1,
            },
            ..whole(64)
        };
        gpu.record(buffer, image, vk::Image::null(), 64, |g| {
            g.transfer_barrier(image);
            g.device.cmd_copy_image_to_buffer(
                g.cb,
                image,
                vk::ImageLayout::GENERAL,
                back,
                &[whole(64), boxed],
            );
            g.host_barrier();
        });
        gpu.submit().unwrap();
        let got = std::slice::from_raw_parts(q, 2 * bytes);
        assert!(
            got[..bytes] == blocks[..],
            "the whole image read back differs"
        );
        for row in 0..4 {
            let at = bytes + row * 12 * 16;
            let from = ((2 + row) * 16 + 4) * 16;
            assert_eq!(
                got[at..at + 8 * 16],
                blocks[from..from + 8 * 16],
                "row {row}"
            );
        }
        println!("READBACK OK");
    }
}

/// `copy-image`: between two images of one BC format (UNORM and sRGB): the decoded texels
/// and the blocks are copied; read back, the blocks are there.
///
/// # Safety
/// `gpu` is the client's live device (as [`super::run`] makes it).
pub(super) unsafe fn copy_image(gpu: &Gpu) {
    // SAFETY: caller; valid create infos and calls, and reads of the mapped buffers within
    // their sizes.
    unsafe {
        let bytes = 16 * 16 * 16;
        let (buffer, p) = gpu.buffer(bytes as u64);
        let blocks = fill(p, bytes, 11);
        let (back, q) = gpu.buffer(bytes as u64);
        let a = gpu.image(
            vk::Format::BC7_UNORM_BLOCK,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let b = gpu.image(
            vk::Format::BC7_SRGB_BLOCK,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let region = vk::ImageCopy {
            src_subresource: layers(),
            src_offset: vk::Offset3D::default(),
            dst_subresource: layers(),
            dst_offset: vk::Offset3D { x: 32, y: 16, z: 0 },
            extent: vk::Extent3D {
                width: 32,
                height: 48,
                depth: 1,
            },
        };
        gpu.record(buffer, a, b, 64, |g| {
            g.transfer_barrier(a);
            g.device.cmd_copy_image(
                g.cb,
                a,
                vk::ImageLayout::GENERAL,
                b,
                vk::ImageLayout::GENERAL,
                &[region],
            );
            g.transfer_barrier(b);
            g.device.cmd_copy_image_to_buffer(
                g.cb,
                b,
                vk::ImageLayout::GENERAL,
                back,
                &[whole(64)],
            );
            g.host_barrier();
        });
        gpu.submit().unwrap();
        let got = std::slice::from_raw_parts(q, bytes);
        for row in 0..12 {
            let at = ((4 + row) * 16 + 8) * 16;
            let from = row * 16 * 16;
            assert_eq!(got[at..at + 128], blocks[from..from + 128], "row {row}");
        }
        // Into an uncompressed image of the block's size: each block is a texel.
        let c = gpu.image(
            vk::Format::R32G32B32A32_UINT,
            16,
            vk::ImageCreateFlags::empty(),
        );
        let region = vk::ImageCopy {
            dst_offset: vk::Offset3D::default(),
            extent: vk::Extent3D {
                width: 64,
                height: 64,
                depth: 1,
            },
            ..region
        };
        gpu.record(buffer, a, c, 64, |g| {
            g.transfer_barrier(a);
            g.device.cmd_copy_image(
                g.cb,
                a,
                vk::ImageLayout::GENERAL,
                c,
                vk::ImageLayout::GENERAL,
                &[region],
            );
            g.transfer_barrier(c);
            g.device.cmd_copy_image_to_buffer(
                g.cb,
                c,
                vk::ImageLayout::GENERAL,
                back,
                &[whole(16)],
            );
            g.host_barrier();
        });
        gpu.submit().unwrap();
        let got = std::slice::from_raw_parts(q, bytes);
        assert!(
            got == &blocks[..],
            "the blocks copied into R32G32B32A32_UINT differ"
        );
        println!("COPIED OK");
    }
}

/// `reinterpret` and `copy-in`: blocks copied into a BC7 image from a BC3 image (read as
/// BC7 blocks), or from an R32G32B32A32_UINT image (each texel one block): the BC7 image
/// then samples as bcn-decode decodes those bytes as BC7, read back through a blit into
/// RGBA8; and its blocks read back are those bytes.
///
/// # Safety
/// `gpu` is the client's live device (as [`super::run`] makes it).
pub(super) unsafe fn reinterpret_or_copy_in(gpu: &Gpu, mode: &str) {
    // SAFETY: caller; valid create infos and calls, and reads of the mapped buffers within
    // their sizes.
    unsafe {
        let bytes = 16 * 16 * 16;
        let (buffer, p) = gpu.buffer(bytes as u64);
        let blocks = fill(p, bytes, 19);
        let (back, q) = gpu.buffer((bytes + 64 * 64 * 4) as u64);
        let (from, side) = if mode == "reinterpret" {
            (
                gpu.image(
                    vk::Format::BC3_UNORM_BLOCK,
                    64,
                    vk::ImageCreateFlags::empty(),
                ),
                64,
            )
        } else {
            (
                gpu.image(
                    vk::Format::R32G32B32A32_UINT,
                    16,
                    vk::ImageCreateFlags::empty(),
                ),
                16,
            )
        };
        let bc7 = gpu.image(
            vk::Format::BC7_UNORM_BLOCK,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let rgba = gpu.image(
            vk::Format::R8G8B8A8_UNORM,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let region = vk::ImageCopy {
            src_subresource: layers(),
            src_offset: vk::Offset3D::default(),
            dst_subresource: layers(),
            dst_offset: vk::Offset3D::default(),
            extent: vk::Extent3D {
                width: side,
                height: side,
                depth: 1,
            },
        };
        let full = vk::Offset3D { x: 64, y: 64, z: 1 };
        let blit = vk::ImageBlit {
            src_subresource: layers(),
            src_offsets: [vk::Offset3D::default(), full],
            dst_subresource: layers(),
            dst_offsets: [vk::Offset3D::default(), full],
        };
        gpu.record(buffer, from, bc7, side, |g| {
            let d = &g.device;
            g.transfer_barrier(from);
            d.cmd_copy_image(
                g.cb,
                from,
                vk::ImageLayout::GENERAL,
                bc7,
                vk::ImageLayout::GENERAL,
                &[region],
            );
            g.transfer_barrier(bc7);
            g.layout_barrier(rgba);
            d.cmd_blit_image(
                g.cb,
                bc7,
                vk::ImageLayout::GENERAL,
                rgba,
                vk::ImageLayout::GENERAL,
                &[blit],
                vk::Filter::NEAREST,
            );
            d.cmd_copy_image_to_buffer(g.cb, bc7, vk::ImageLayout::GENERAL, back, &[whole(64)]);
            g.transfer_barrier(rgba);
            d.cmd_copy_image_to_buffer(
                g.cb,
                rgba,
                vk::ImageLayout::GENERAL,
                back,
                &[vk::BufferImageCopy {
                    buffer_offset: bytes as u64,
                    ..whole(64)
                }],
            );
            g.host_barrier();
        });
        gpu.submit().unwrap();
        let got = std::slice::from_raw_parts(q, bytes + 64 * 64 * 4);
        assert!(
            got[..bytes] == blocks[..],
            "{mode}: the BC7 image's blocks differ"
        );
        let differ = differ_from_decoded(bcn_decode::Format::Bc7, &blocks, &got[bytes..]);
        assert_eq!(differ, 0, "{mode}: {differ} bytes of the texels differ");
        println!("{} OK", mode.to_uppercase());
    }
}
