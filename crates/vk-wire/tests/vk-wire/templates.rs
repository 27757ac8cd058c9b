//! Descriptor update template data, encoded and rebuilt from the entries both sides know.

use crate::common::{Ids, server_table};
use ash::vk;
use ash::vk::Handle as _;
use vk_wire::{Arena, EncodeError, args, decode_request, encode_request};

fn h<T: vk::Handle>(id: u64) -> T {
    T::from_raw(0x1000 + id)
}

/// Both sides know the template's entries: combined image samplers, a uniform buffer, a
/// texel buffer view and an inline uniform block, interleaved in the application's struct.
struct TemplateIds(Vec<vk::DescriptorUpdateTemplateEntry>);
impl vk_wire::IdMap for TemplateIds {
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        Ids.id(ty, raw)
    }
    fn template_entries(
        &mut self,
        t: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        (t == 0x1000 + 90).then(|| self.0.as_slice().into())
    }
}
struct TemplateTable(crate::common::Table, Vec<vk::DescriptorUpdateTemplateEntry>);
impl vk_wire::HandleTable for TemplateTable {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, vk_wire::DecodeError> {
        self.0.handle(ty, id)
    }
    fn template_entries(
        &mut self,
        t: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        (t == 0x9000_0000 + 90).then(|| self.1.as_slice().into())
    }
}

#[test]
fn descriptor_update_template_data() {
    #[repr(C)]
    struct Data {
        images: [vk::DescriptorImageInfo; 2],
        buffer: vk::DescriptorBufferInfo,
        texel: vk::BufferView,
        inline: [u8; 16],
    }
    let entry = |binding, count, ty, offset, stride| vk::DescriptorUpdateTemplateEntry {
        dst_binding: binding,
        dst_array_element: 0,
        descriptor_count: count,
        descriptor_type: ty,
        offset,
        stride,
    };
    let entries = vec![
        entry(0, 2, vk::DescriptorType::COMBINED_IMAGE_SAMPLER, 0, 24),
        entry(1, 1, vk::DescriptorType::UNIFORM_BUFFER, 48, 24),
        entry(2, 1, vk::DescriptorType::UNIFORM_TEXEL_BUFFER, 72, 8),
        entry(3, 16, vk::DescriptorType::INLINE_UNIFORM_BLOCK, 80, 0),
    ];
    let data = Data {
        images: [
            vk::DescriptorImageInfo {
                sampler: h(80),
                image_view: h(81),
                image_layout: vk::ImageLayout::GENERAL,
            },
            vk::DescriptorImageInfo {
                sampler: h(80),
                image_view: h(82),
                image_layout: vk::ImageLayout::GENERAL,
            },
        ],
        buffer: vk::DescriptorBufferInfo {
            buffer: h(70),
            offset: 256,
            range: 64,
        },
        texel: h(83),
        inline: [9; 16],
    };
    let a = args::UpdateDescriptorSetWithTemplate {
        device: h(1),
        descriptor_set: h(60),
        descriptor_update_template: h(90),
        p_data: &data as *const Data as *const _,
    };
    let mut buf = vec![0u8; 1024];
    // SAFETY: valid arguments.
    let n = unsafe { encode_request(&a, &mut TemplateIds(entries.clone()), &mut buf) }.unwrap();
    // SAFETY: as above.
    let e = unsafe { encode_request(&a, &mut Ids, &mut [0u8; 1024]) }.unwrap_err();
    assert!(
        matches!(e, EncodeError::NotCarried { .. }),
        "an unknown template is refused"
    );
    let arena = Arena::new();
    let t = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::DESCRIPTOR_SET, 60),
        (vk::ObjectType::DESCRIPTOR_UPDATE_TEMPLATE, 90),
        (vk::ObjectType::SAMPLER, 80),
        (vk::ObjectType::IMAGE_VIEW, 81),
        (vk::ObjectType::IMAGE_VIEW, 82),
        (vk::ObjectType::BUFFER, 70),
        (vk::ObjectType::BUFFER_VIEW, 83),
    ]);
    let mut table = TemplateTable(t, entries);
    let req = decode_request(&buf[..n], &mut table, &arena).unwrap();
    let d = req.args::<args::UpdateDescriptorSetWithTemplate>().unwrap();
    // SAFETY: the decoder laid out a `Data` per the entries.
    let got = unsafe { &*(d.p_data as *const Data) };
    assert_eq!(
        got.images[1].image_view,
        vk::ImageView::from_raw(0x9000_0000 + 82)
    );
    assert_eq!(
        got.images[0].sampler,
        vk::Sampler::from_raw(0x9000_0000 + 80)
    );
    assert_eq!(got.images[1].image_layout, vk::ImageLayout::GENERAL);
    assert_eq!(got.buffer.buffer, vk::Buffer::from_raw(0x9000_0000 + 70));
    assert_eq!((got.buffer.offset, got.buffer.range), (256, 64));
    assert_eq!(got.texel, vk::BufferView::from_raw(0x9000_0000 + 83));
    assert_eq!(got.inline, [9; 16]);
    for cut in 0..n {
        assert!(decode_request(&buf[..cut], &mut table, &arena).is_err());
    }
}

/// Entries deep inside the application's structure (zink's start some 27 KiB in): the decoder
/// allocates the span they cover only, and the driver's `pData + offset` finds each descriptor.
#[test]
fn template_data_far_into_a_structure_allocates_only_its_span() {
    const FAR: usize = 27 * 1024;
    let entries = vec![
        vk::DescriptorUpdateTemplateEntry {
            dst_binding: 0,
            dst_array_element: 0,
            descriptor_count: 2,
            descriptor_type: vk::DescriptorType::UNIFORM_BUFFER,
            offset: FAR,
            stride: 24,
        },
        vk::DescriptorUpdateTemplateEntry {
            dst_binding: 1,
            dst_array_element: 0,
            descriptor_count: 8,
            descriptor_type: vk::DescriptorType::INLINE_UNIFORM_BLOCK,
            offset: FAR + 48,
            stride: 0,
        },
    ];
    let mut app = vec![0u8; FAR + 56];
    let infos = [
        vk::DescriptorBufferInfo {
            buffer: h(70),
            offset: 512,
            range: 64,
        },
        vk::DescriptorBufferInfo {
            buffer: h(71),
            offset: 1024,
            range: 32,
        },
    ];
    for (i, b) in infos.iter().enumerate() {
        // SAFETY: 24 bytes at FAR + 24 i, inside `app`.
        unsafe {
            std::ptr::write_unaligned(
                app.as_mut_ptr()
                    .add(FAR + 24 * i)
                    .cast::<vk::DescriptorBufferInfo>(),
                *b,
            )
        };
    }
    app[FAR + 48..].copy_from_slice(&[7; 8]);
    let a = args::CmdPushDescriptorSetWithTemplateKHR {
        command_buffer: h(5),
        descriptor_update_template: h(90),
        layout: h(91),
        set: 0,
        p_data: app.as_ptr().cast(),
    };
    let mut buf = vec![0u8; 1024];
    // SAFETY: valid arguments.
    let n = unsafe { encode_request(&a, &mut TemplateIds(entries.clone()), &mut buf) }.unwrap();
    let t = server_table(&[
        (vk::ObjectType::COMMAND_BUFFER, 5),
        (vk::ObjectType::DESCRIPTOR_UPDATE_TEMPLATE, 90),
        (vk::ObjectType::PIPELINE_LAYOUT, 91),
        (vk::ObjectType::BUFFER, 70),
        (vk::ObjectType::BUFFER, 71),
    ]);
    let mut table = TemplateTable(t, entries);
    let arena = Arena::new();
    let req = decode_request(&buf[..n], &mut table, &arena).unwrap();
    assert!(
        arena.allocated() < 1024,
        "only the entries' span is allocated, not the {FAR} bytes before it: {}",
        arena.allocated()
    );
    let d = req
        .args::<args::CmdPushDescriptorSetWithTemplateKHR>()
        .unwrap();
    let base = d.p_data.cast::<u8>();
    for (i, b) in infos.iter().enumerate() {
        // SAFETY: the decoder laid descriptor `i` out at `pData + FAR + 24 i`.
        let got = unsafe {
            std::ptr::read_unaligned(
                base.wrapping_add(FAR + 24 * i)
                    .cast::<vk::DescriptorBufferInfo>(),
            )
        };
        assert_eq!(
            got.buffer,
            vk::Buffer::from_raw(0x9000_0000 + 70 + i as u64)
        );
        assert_eq!((got.offset, got.range), (b.offset, b.range));
    }
    // SAFETY: the inline block's 8 bytes at `pData + FAR + 48`.
    let inline = unsafe { std::slice::from_raw_parts(base.wrapping_add(FAR + 48), 8) };
    assert_eq!(inline, [7; 8]);
}
