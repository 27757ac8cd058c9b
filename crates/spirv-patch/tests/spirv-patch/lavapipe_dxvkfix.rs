//! On a real driver (lavapipe): a pipeline whose vertex shader lost `PointSize` and whose
//! fragment shader reads its varyings at the vertex shader's width draws the same pixels as
//! the original pair.

use ash::vk;
use spirv::StorageClass;
use spirv_patch::{Module, dxvkfix};

use crate::lavapipe::gpu_with;
use crate::lavapipe_clip_draw::draw;
use crate::util::{self, VULKAN_1_1};

#[test]
fn point_size_removal_and_widened_inputs_draw_the_same_pixels_on_lavapipe() {
    let g = gpu_with(vk::PhysicalDeviceFeatures::default());
    let vert = util::words(&util::compile("dxvkfix_draw.vert", VULKAN_1_1));
    let frag = util::words(&util::compile("dxvkfix_draw.frag", VULKAN_1_1));
    let native = draw(
        &g,
        &[
            (vk::ShaderStageFlags::VERTEX, &vert),
            (vk::ShaderStageFlags::FRAGMENT, &frag),
        ],
        true,
    );

    let mut v = Module::from_words(vert.clone()).unwrap();
    let rv = dxvkfix::remove_point_size(&mut v).unwrap();
    assert_eq!(rv.stores, 1, "{rv:?}");
    let producer = dxvkfix::stage_interface(&v, StorageClass::Output).unwrap();
    let mut f = Module::from_words(frag.clone()).unwrap();
    let rf = dxvkfix::widen_inputs(&mut f, &producer).unwrap();
    assert_eq!(rf.widened.len(), 3, "{rf:?}");
    for (m, what) in [(&v, "vertex"), (&f, "fragment")] {
        util::assert_valid(&m.to_bytes(), VULKAN_1_1, what);
    }
    let patched = draw(
        &g,
        &[
            (vk::ShaderStageFlags::VERTEX, v.words()),
            (vk::ShaderStageFlags::FRAGMENT, f.words()),
        ],
        true,
    );

    let color = native.color.as_ref().unwrap();
    // The triangles cover part of the frame, and their colours come from the varyings.
    let covered = color.chunks_exact(4).filter(|p| p[3] != 0).count();
    assert!(
        covered > color.len() / 4 / 10,
        "only {covered} pixels drawn"
    );
    assert_eq!(patched.color.as_ref(), Some(color), "colours differ");
    assert_eq!(patched.depth, native.depth, "depths differ");
    // SAFETY: every object made from the device was destroyed in draw.
    unsafe {
        g.device.destroy_device(None);
        g.instance.destroy_instance(None);
    }
}
