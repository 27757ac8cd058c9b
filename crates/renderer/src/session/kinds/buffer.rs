//! Buffers: the BC repair keeps each buffer's size and the memory it is bound to, for the
//! uploads it decodes from them ([`crate::repair::bc`]). On a client without the repair
//! each handler returns after one test.

use vk_wire::args;

use super::super::Session;

impl Session {
    /// Once `vkCreateBuffer` succeeded: the BC repair keeps the buffer's size.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the buffer.
    pub(crate) unsafe fn keep_buffer(&mut self, x: &mut args::CreateBuffer) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.buffer_created(x) };
        }
    }

    /// After `vkDestroyBuffer`: the BC repair forgets the buffer.
    pub(crate) fn after_destroy_buffer(&mut self, x: &mut args::DestroyBuffer) {
        if let Some(bc) = self.repairs.bc(x.device) {
            bc.buffer_destroyed(x);
        }
    }

    /// Once `vkBindBufferMemory` succeeded: the BC repair keeps where the buffer's bytes are.
    pub(crate) fn keep_buffer_binding(&mut self, x: &mut args::BindBufferMemory) {
        if let Some(bc) = self.repairs.bc(x.device) {
            bc.buffer_bound(x);
        }
    }

    /// Once `vkBindBufferMemory2` succeeded: as [`Session::keep_buffer_binding`], for each
    /// buffer.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated, the array checked against its
    /// count by the decoder.
    pub(crate) unsafe fn keep_buffer_bindings(&mut self, x: &mut args::BindBufferMemory2) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.buffers_bound(x) };
        }
    }
}
