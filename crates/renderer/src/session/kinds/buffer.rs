//! Buffers: the BC repair keeps each buffer's size and the memory it is bound to, for the
//! uploads it decodes from them ([`crate::repair::bc`]); capture and replay make buffers for
//! device addresses at reproducible addresses ([`crate::trace::addresses`]). On a client
//! without the repair, capture or replay each handler returns after a test or two.

use vk_wire::args;

use super::super::Session;

impl Session {
    /// `vkCreateBuffer` under capture or replay: a buffer for device addresses is made for
    /// capture/replay, at its recorded address under replay ([`crate::trace::addresses`]).
    ///
    /// # Safety
    /// `x` holds the decoded arguments in the writable arena, handles translated.
    pub(crate) unsafe fn before_create_buffer(&mut self, x: &mut args::CreateBuffer) {
        if let Some(d) = &mut self.addresses {
            // SAFETY: caller.
            unsafe { d.before_create_buffer(x) };
        }
    }

    /// Once `vkCreateBuffer` succeeded: the BC repair keeps the buffer's size; under capture,
    /// the opaque address of a buffer for device addresses is written
    /// ([`crate::trace::addresses`]).
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the buffer.
    pub(crate) unsafe fn keep_buffer(&mut self, x: &mut args::CreateBuffer) {
        if let Some(d) = &mut self.addresses {
            // SAFETY: caller.
            unsafe { d.buffer_created(x, self.trace.as_ref()) };
        }
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
