//! Shader modules: on devices with shader repairs, the SPIR-V of each module is kept as its
//! side data, for the pipelines that rewrite its stages ([`crate::repair::pipeline`]).
//! Shader module creation is a [`crate::session::slow`] command: it runs with the client's
//! lock released.

use vk_wire::args;

use super::super::Session;

impl Session {
    /// After `vkCreateShaderModule`: once it succeeded, the module's SPIR-V kept.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the module.
    pub(crate) unsafe fn after_create_shader_module(
        &mut self,
        x: &mut args::CreateShaderModule,
        ret: u64,
    ) {
        if ret as u32 as i32 >= 0 {
            // SAFETY: caller.
            unsafe { self.repairs.shader_module_created(x) };
        }
    }

    /// After `vkDestroyShaderModule`: its SPIR-V forgotten.
    pub(crate) fn after_destroy_shader_module(&mut self, x: &mut args::DestroyShaderModule) {
        self.repairs.shader_module_destroyed(x);
    }
}
