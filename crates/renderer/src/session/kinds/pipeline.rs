//! Pipelines and pipeline caches: creations that pass no cache use the renderer's, and an
//! application's cache is merged into it before it is destroyed ([`crate::pipeline_cache`]).

use vk_wire::args;

use super::super::Session;

impl Session {
    /// `vkCreateGraphicsPipelines` without a cache gets the renderer's.
    pub(super) fn before_graphics_pipelines(&mut self, x: &mut args::CreateGraphicsPipelines) {
        x.pipeline_cache = self
            .pipeline_cache
            .for_pipelines(x.device, x.pipeline_cache);
    }

    /// `vkCreateComputePipelines` without a cache gets the renderer's.
    pub(super) fn before_compute_pipelines(&mut self, x: &mut args::CreateComputePipelines) {
        x.pipeline_cache = self
            .pipeline_cache
            .for_pipelines(x.device, x.pipeline_cache);
    }

    /// Pipelines made through the renderer's cache count, and may make it due for a save.
    pub(super) fn keep_graphics_pipelines(&mut self, x: &mut args::CreateGraphicsPipelines) {
        self.pipeline_cache.pipelines_created(
            x.device,
            x.pipeline_cache,
            x.create_info_count,
            &mut self.stats.pipeline_cache,
        );
    }

    /// As [`Session::keep_graphics_pipelines`].
    pub(super) fn keep_compute_pipelines(&mut self, x: &mut args::CreateComputePipelines) {
        self.pipeline_cache.pipelines_created(
            x.device,
            x.pipeline_cache,
            x.create_info_count,
            &mut self.stats.pipeline_cache,
        );
    }

    /// Before `vkDestroyPipelineCache`: the application's cache goes into the renderer's.
    pub(super) fn before_destroy_pipeline_cache(&mut self, x: &mut args::DestroyPipelineCache) {
        use ash::vk::Handle;
        if x.pipeline_cache.is_null() {
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
