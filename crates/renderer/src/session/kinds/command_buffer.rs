//! Command pools and command buffers: the BC repair keeps each pool's queue family and its
//! command buffers, and frees the staging of a recording when its command buffer is begun
//! again, reset or freed, or its pool reset or destroyed ([`crate::repair::bc`]). On a
//! client without the repair each handler returns after one test. Recorded `vkCmd*`
//! commands take `Session::replay`, not these handlers.

use vk_wire::args;

use super::super::Session;

impl Session {
    /// Once `vkCreateCommandPool` succeeded: the BC repair keeps the pool's queue family.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the pool.
    pub(crate) unsafe fn keep_command_pool(&mut self, x: &mut args::CreateCommandPool) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.pool_created(x) };
        }
    }

    /// After `vkDestroyCommandPool`: the BC repair forgets the pool and its command buffers,
    /// and frees their recordings' staging.
    pub(crate) fn after_destroy_command_pool(&mut self, x: &mut args::DestroyCommandPool) {
        if let Some(bc) = self.repairs.bc(x.device) {
            bc.pool_destroyed(x);
        }
    }

    /// After `vkResetCommandPool`, whatever it returned: the BC repair frees the staging of
    /// its command buffers' recordings.
    pub(crate) fn after_reset_command_pool(&mut self, x: &mut args::ResetCommandPool) {
        if let Some(bc) = self.repairs.bc(x.device) {
            bc.pool_reset(x);
        }
    }

    /// Once `vkAllocateCommandBuffers` succeeded: the BC repair keeps the command buffers in
    /// their pool, with its queue family.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the command
    /// buffers, as many as the allocate info says.
    pub(crate) unsafe fn keep_command_buffers(&mut self, x: &mut args::AllocateCommandBuffers) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.command_buffers_allocated(x) };
        }
    }

    /// After `vkFreeCommandBuffers`: the BC repair forgets the command buffers and frees
    /// their recordings' staging.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated, the array checked against its
    /// count by the decoder.
    pub(crate) unsafe fn after_free_command_buffers(&mut self, x: &mut args::FreeCommandBuffers) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.command_buffers_freed(x) };
        }
    }

    /// After `vkBeginCommandBuffer`, whatever it returned: the BC repair frees the staging
    /// of the command buffer's previous recording.
    pub(crate) fn after_begin_command_buffer(&mut self, x: &mut args::BeginCommandBuffer) {
        self.repairs.bc_recording_reset(x.command_buffer);
    }

    /// After `vkResetCommandBuffer`, whatever it returned: as
    /// [`Session::after_begin_command_buffer`].
    pub(crate) fn after_reset_command_buffer(&mut self, x: &mut args::ResetCommandBuffer) {
        self.repairs.bc_recording_reset(x.command_buffer);
    }
}
