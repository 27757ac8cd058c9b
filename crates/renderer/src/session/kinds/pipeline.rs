//! Pipelines and pipeline caches: graphics pipelines' stages and vertex formats repaired on
//! devices with shader repairs ([`crate::repair::pipeline`]); creations that pass no cache
//! use the renderer's, and an application's cache is merged into it before it is destroyed
//! ([`crate::pipeline_cache`]). Pipeline creation is a [`crate::session::slow`] command.

use vk_wire::args;

use super::super::Session;

impl Session {
    /// `vkCreateGraphicsPipelines` on a device with shader repairs: stages rewritten, vertex
    /// formats replaced.
    ///
    /// # Safety
    /// `x` holds the decoded arguments in the writable arena, handles translated.
    pub(crate) unsafe fn repair_graphics_pipelines(
        &mut self,
        x: &mut args::CreateGraphicsPipelines,
    ) -> crate::repair::Held {
        // SAFETY: caller.
        unsafe {
            self.repairs
                .before_graphics_pipelines(x, &mut self.stats.repairs)
        }
    }

    /// `vkCreateGraphicsPipelines` without a cache gets the renderer's.
    pub(crate) fn before_graphics_pipelines(&mut self, x: &mut args::CreateGraphicsPipelines) {
        if !self.pipeline_cache.on() {
            return;
        }
        x.pipeline_cache = self
            .pipeline_cache
            .for_pipelines(x.device, x.pipeline_cache);
    }

    /// `vkCreateComputePipelines` without a cache gets the renderer's.
    pub(crate) fn before_compute_pipelines(&mut self, x: &mut args::CreateComputePipelines) {
        if !self.pipeline_cache.on() {
            return;
        }
        x.pipeline_cache = self
            .pipeline_cache
            .for_pipelines(x.device, x.pipeline_cache);
    }

    /// Pipelines made through the renderer's cache count, and may make it due for a save.
    pub(crate) fn keep_graphics_pipelines(&mut self, x: &mut args::CreateGraphicsPipelines) {
        self.pipeline_cache.pipelines_created(
            x.device,
            x.pipeline_cache,
            x.create_info_count,
            &mut self.stats.pipeline_cache,
        );
    }

    /// As [`Session::keep_graphics_pipelines`].
    pub(crate) fn keep_compute_pipelines(&mut self, x: &mut args::CreateComputePipelines) {
        self.pipeline_cache.pipelines_created(
            x.device,
            x.pipeline_cache,
            x.create_info_count,
            &mut self.stats.pipeline_cache,
        );
    }

    /// Before `vkDestroyPipelineCache`: the application's cache goes into the renderer's.
    pub(crate) fn before_destroy_pipeline_cache(&mut self, x: &mut args::DestroyPipelineCache) {
        use ash::vk::Handle;
        if !self.pipeline_cache.on() || x.pipeline_cache.is_null() {
            return;
        }
        // SAFETY: the object table checked that the device and the cache are the client's
        // live objects, and no slow call uses the cache (destroying a pinned object is
        // refused before this hook).
        unsafe {
            self.pipeline_cache.before_destroy(
                x.device,
                x.pipeline_cache,
                &mut self.stats.pipeline_cache,
            )
        }
    }
}
