//! Descriptor update template data (`pData` of `vkUpdateDescriptorSetWithTemplate` and
//! `vkCmdPushDescriptorSetWithTemplateKHR`): its layout comes from the template's entries,
//! which both sides remember (the caller's [`IdMap`] / [`HandleTable`] give them).
//!
//! Wire: for each entry in order, for each of its `descriptorCount` descriptors, only the
//! fields the descriptor type uses, as `u64`s (handles as ids); an inline uniform block is
//! its `descriptorCount` bytes, padded to 8.

use crate::decode::{Dec, write_uw};
use crate::encode::{Enc, Sink, read_uw};
use crate::error::{DecodeError, DecodeErrorKind as K, EncodeError};
use ash::vk;

/// What one descriptor of a type carries: (object type of the first handle, handle fields,
/// trailing numbers) as offsets in the C structure.
enum Shape {
    /// `VkDescriptorImageInfo`: sampler (if used), image view (if used), layout.
    Image { sampler: bool, view: bool },
    /// `VkDescriptorBufferInfo`.
    Buffer,
    /// A bare handle of this type.
    Handle(vk::ObjectType),
    /// Inline uniform block bytes.
    Inline,
}

fn shape(t: vk::DescriptorType) -> Option<Shape> {
    use vk::DescriptorType as D;
    Some(match t {
        D::SAMPLER => Shape::Image {
            sampler: true,
            view: false,
        },
        D::COMBINED_IMAGE_SAMPLER => Shape::Image {
            sampler: true,
            view: true,
        },
        D::SAMPLED_IMAGE | D::STORAGE_IMAGE | D::INPUT_ATTACHMENT => Shape::Image {
            sampler: false,
            view: true,
        },
        D::UNIFORM_BUFFER
        | D::STORAGE_BUFFER
        | D::UNIFORM_BUFFER_DYNAMIC
        | D::STORAGE_BUFFER_DYNAMIC => Shape::Buffer,
        D::UNIFORM_TEXEL_BUFFER | D::STORAGE_TEXEL_BUFFER => {
            Shape::Handle(vk::ObjectType::BUFFER_VIEW)
        }
        D::ACCELERATION_STRUCTURE_KHR => Shape::Handle(vk::ObjectType::ACCELERATION_STRUCTURE_KHR),
        D::ACCELERATION_STRUCTURE_NV => Shape::Handle(vk::ObjectType::ACCELERATION_STRUCTURE_NV),
        D::INLINE_UNIFORM_BLOCK => Shape::Inline,
        _ => return None,
    })
}

const NOT_CARRIED: EncodeError = EncodeError::NotCarried {
    name: "pData",
    reason: "descriptor type in a template",
};

impl<S: Sink> Enc<'_, S> {
    fn tid(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        if raw == 0 {
            Ok(0)
        } else {
            self.ids.id(ty, raw)
        }
    }

    /// Encodes template data read from `data`.
    ///
    /// # Safety
    /// `data` holds the descriptors the entries describe (Vulkan rule).
    pub(crate) unsafe fn template_data(
        &mut self,
        template: u64,
        data: *const u8,
    ) -> Result<(), EncodeError> {
        let entries = self
            .ids
            .template_entries(template)
            .ok_or(EncodeError::NotCarried {
                name: "pData",
                reason: "unknown descriptor update template",
            })?;
        for e in entries.iter() {
            let sh = shape(e.descriptor_type).ok_or(NOT_CARRIED)?;
            if let Shape::Inline = sh {
                // SAFETY: `descriptor_count` bytes at `offset` (Vulkan rule). (Wrapping
                // arithmetic: decoded data points before its span, see `Dec::template_data`.)
                unsafe {
                    self.s
                        .put_raw(data.wrapping_add(e.offset), e.descriptor_count as usize)?
                };
                self.s.pad8()?;
                continue;
            }
            for i in 0..e.descriptor_count as usize {
                // Descriptor `i` at `offset + i * stride` (Vulkan rule).
                let p = data.wrapping_add(e.offset + i * e.stride);
                // SAFETY: each read is inside the descriptor's structure.
                unsafe {
                    match sh {
                        Shape::Image { sampler, view } => {
                            if sampler {
                                let id = self.tid(vk::ObjectType::SAMPLER, read_uw(p, 8))?;
                                self.s.put_u64(id)?;
                            }
                            if view {
                                let id =
                                    self.tid(vk::ObjectType::IMAGE_VIEW, read_uw(p.add(8), 8))?;
                                self.s.put_u64(id)?;
                                self.s.put_u64(read_uw(p.add(16), 4))?;
                            }
                        }
                        Shape::Buffer => {
                            let id = self.tid(vk::ObjectType::BUFFER, read_uw(p, 8))?;
                            self.s.put_u64(id)?;
                            self.s.put_u64(read_uw(p.add(8), 8))?;
                            self.s.put_u64(read_uw(p.add(16), 8))?;
                        }
                        Shape::Handle(ty) => {
                            let id = self.tid(ty, read_uw(p, 8))?;
                            self.s.put_u64(id)?;
                        }
                        Shape::Inline => {}
                    }
                }
            }
        }
        Ok(())
    }
}

impl Dec<'_, '_> {
    fn th(&mut self, ty: vk::ObjectType) -> Result<u64, DecodeError> {
        let id = self.r.u64("pData")?;
        if id == 0 {
            Ok(0)
        } else {
            self.t.handle(ty, id)
        }
    }

    /// Rebuilds template data in the arena, laid out by the renderer's copy of the entries.
    ///
    /// Only the span the entries cover is allocated: applications point templates into large
    /// structures (zink's descriptor data starts some 27 KiB into its context), and zeroing
    /// everything before the first entry cost more than the rest of the decoding. The pointer
    /// returned is the span's start minus the first entry's offset, so the driver's
    /// `pData + offset` lands inside the span; it is never read through directly.
    pub(crate) fn template_data(&mut self, template: u64) -> Result<*mut u8, DecodeError> {
        let at = "pData";
        let entries = self
            .t
            .template_entries(template)
            .ok_or(DecodeError::new(K::BadHandle, at))?;
        let start = entries.iter().map(|e| e.offset).min().unwrap_or(0);
        let mut size = 0usize;
        for e in entries.iter() {
            let elem = match shape(e.descriptor_type).ok_or(DecodeError::new(K::NotCarried, at))? {
                Shape::Inline => e.descriptor_count as usize,
                Shape::Handle(_) => 8,
                _ => 24,
            };
            let last = (e.descriptor_count as usize).saturating_sub(1);
            let end = last
                .checked_mul(e.stride)
                .and_then(|x| x.checked_add(e.offset))
                .and_then(|x| x.checked_add(elem))
                .ok_or(DecodeError::new(K::TooLarge, at))?;
            size = size.max(end);
        }
        // `start` is the smallest offset, so no entry starts (or ends) before it.
        let base = self.arena.alloc(size - start, true)?.wrapping_sub(start);
        for e in entries.iter() {
            let sh = shape(e.descriptor_type).ok_or(DecodeError::new(K::NotCarried, at))?;
            if let Shape::Inline = sh {
                let n = e.descriptor_count as usize;
                let b = self.r.take(n, at)?;
                // SAFETY: `start <= offset` and `offset + n <= size` (computed above): inside
                // the span allocated.
                unsafe {
                    std::ptr::copy_nonoverlapping(b.as_ptr(), base.wrapping_add(e.offset), n)
                };
                self.r.align8(at)?;
                continue;
            }
            for i in 0..e.descriptor_count as usize {
                // `start <= offset` and `offset + i * stride + 24 <= size` (or + 8 for bare
                // handles): inside the span allocated.
                let p = base.wrapping_add(e.offset + i * e.stride);
                // SAFETY: writes inside the descriptor's slot, as above.
                unsafe {
                    match sh {
                        Shape::Image { sampler, view } => {
                            if sampler {
                                write_uw(p, 8, self.th(vk::ObjectType::SAMPLER)?);
                            }
                            if view {
                                write_uw(p.add(8), 8, self.th(vk::ObjectType::IMAGE_VIEW)?);
                                let layout = self.r.u64(at)?;
                                write_uw(
                                    p.add(16),
                                    4,
                                    u64::from(
                                        u32::try_from(layout)
                                            .map_err(|_| DecodeError::new(K::BadSize, at))?,
                                    ),
                                );
                            }
                        }
                        Shape::Buffer => {
                            write_uw(p, 8, self.th(vk::ObjectType::BUFFER)?);
                            write_uw(p.add(8), 8, self.r.u64(at)?);
                            write_uw(p.add(16), 8, self.r.u64(at)?);
                        }
                        Shape::Handle(ty) => write_uw(p, 8, self.th(ty)?),
                        Shape::Inline => {}
                    }
                }
            }
        }
        Ok(base)
    }
}
