//! Unit tests of the pictures' bookkeeping: layouts through submissions, refusals, resolve
//! attachments.

use super::*;

fn image(p: &mut Pictures, raw: u64, usage: vk::ImageUsageFlags) {
    p.images.insert(
        raw,
        Image {
            ty: vk::ImageType::TYPE_2D,
            format: vk::Format::B8G8R8A8_UNORM,
            extent: vk::Extent3D {
                width: 64,
                height: 32,
                depth: 1,
            },
            samples: vk::SampleCountFlags::TYPE_1,
            usage,
        },
    );
}

fn usage() -> vk::ImageUsageFlags {
    vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC
}

#[test]
fn the_last_target_in_the_layout_the_submissions_left() {
    let mut p = Pictures::default();
    image(&mut p, 7, usage());
    image(&mut p, 8, usage());
    p.views.insert(
        70,
        View {
            image: 7,
            levels: 0..1,
            layers: 0..1,
        },
    );
    p.views.insert(
        80,
        View {
            image: 8,
            levels: 0..1,
            layers: 0..1,
        },
    );
    assert!(p.source().is_err());
    // cb 1 renders into 7, then 8; cb 2 moves 8 on.
    p.view_layout(1, 70, vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL);
    p.view_target(1, 70);
    p.view_layout(1, 80, vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL);
    p.view_target(1, 80);
    let all = vk::ImageSubresourceRange {
        aspect_mask: vk::ImageAspectFlags::COLOR,
        base_mip_level: 0,
        level_count: vk::REMAINING_MIP_LEVELS,
        base_array_layer: 0,
        layer_count: vk::REMAINING_ARRAY_LAYERS,
    };
    p.barrier(
        2,
        vk::Image::from_raw(8),
        all,
        vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
    );
    p.submitted(5, &[1, 2]);
    let (queue, s) = p.source().unwrap();
    assert_eq!(queue, 5);
    assert_eq!(s.image.as_raw(), 8);
    assert_eq!(s.layout, vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL);
    assert_eq!((s.extent.width, s.extent.height), (64, 32));
    // A submission that renders nothing keeps the target; one that recorded nothing too.
    p.barrier(
        3,
        vk::Image::from_raw(8),
        all,
        vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
    );
    p.submitted(6, &[3, 99]);
    let (queue, s) = p.source().unwrap();
    assert_eq!(
        (queue, s.layout),
        (5, vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
    );
    // Re-recording starts the command buffer afresh.
    // SAFETY: BEGIN_COMMAND_BUFFER reads no arguments.
    unsafe { p.recorded(id::BEGIN_COMMAND_BUFFER, 1, std::ptr::null()) };
    assert!(!p.recordings.contains_key(&1));
    // The image gone: no picture.
    let x = args::DestroyImage {
        device: vk::Device::null(),
        image: vk::Image::from_raw(8),
        p_allocator: std::ptr::null(),
    };
    // SAFETY: `x` is a DestroyImage argument block.
    unsafe { p.after(id::DESTROY_IMAGE, (&raw const x).cast(), 0) };
    assert!(p.source().is_err());
}

#[test]
fn pictures_are_refused_with_a_reason() {
    let mut p = Pictures::default();
    image(&mut p, 7, vk::ImageUsageFlags::COLOR_ATTACHMENT);
    p.views.insert(
        70,
        View {
            image: 7,
            levels: 0..1,
            layers: 0..1,
        },
    );
    p.view_target(1, 70);
    p.submitted(5, &[1]);
    let e = p.source().unwrap_err();
    assert!(e.contains("TRANSFER_SRC"), "{e}");
    image(&mut p, 7, usage());
    let e = p.source().unwrap_err();
    assert!(e.contains("layout"), "{e}");
    // A layer the known range does not cover is still unknown.
    p.views.insert(
        71,
        View {
            image: 7,
            levels: 0..1,
            layers: 1..2,
        },
    );
    p.view_layout(2, 71, vk::ImageLayout::GENERAL);
    p.submitted(5, &[2]);
    assert!(p.source().is_err());
    p.view_layout(3, 70, vk::ImageLayout::GENERAL);
    p.submitted(5, &[3]);
    assert_eq!(p.source().unwrap().1.layout, vk::ImageLayout::GENERAL);
    // A command buffer whose events overflowed forgets every layout.
    p.recordings.entry(4).or_default().overflowed = true;
    p.submitted(5, &[4]);
    assert!(p.source().is_err());
}

#[test]
fn the_resolve_attachment_is_taken_where_there_is_one() {
    let u = vk::ATTACHMENT_UNUSED;
    assert_eq!(pick([u, 2, 3].into_iter(), [].into_iter()), Some(2));
    assert_eq!(pick([0, 1].into_iter(), [4, u].into_iter()), Some(4));
    assert_eq!(pick([0, 1].into_iter(), [u, 5].into_iter()), Some(0));
    assert_eq!(pick([u].into_iter(), [3].into_iter()), None);
}
