//! Descriptors: the entries of update templates (the decoder needs them to read
//! `vkUpdateDescriptorSetWithTemplate` data), and the sets a pool reset frees.

use ash::vk::{self, Handle};
use vk_wire::args;

use super::super::Session;

impl Session {
    /// Remembers a new template's entries.
    pub(crate) fn keep_template(&mut self, x: &mut args::CreateDescriptorUpdateTemplate) {
        // SAFETY: the decoder checked the entry array against its count, and the driver wrote
        // the new handle (the command succeeded).
        unsafe {
            let info = &*x.p_create_info;
            let entries = if info.descriptor_update_entry_count == 0 {
                Vec::new()
            } else {
                std::slice::from_raw_parts(
                    info.p_descriptor_update_entries,
                    info.descriptor_update_entry_count as usize,
                )
                .to_vec()
            };
            self.objects
                .remember_template((*x.p_descriptor_update_template).as_raw(), entries);
        }
    }

    /// Forgets a destroyed template's entries.
    pub(crate) fn forget_template(&mut self, x: &mut args::DestroyDescriptorUpdateTemplate) {
        self.objects
            .forget_template(x.descriptor_update_template.as_raw());
    }

    /// The pool's descriptor sets are freed: their ids no longer decode.
    pub(crate) fn reset_descriptor_pool(&mut self, x: &mut args::ResetDescriptorPool) {
        self.objects
            .reset_pool(vk::ObjectType::DESCRIPTOR_POOL, x.descriptor_pool.as_raw());
    }
}
