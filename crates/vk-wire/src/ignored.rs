//! Pointers of a graphics pipeline that the specification says are ignored in some states, so
//! the application may leave them dangling: the encoder must not follow them. They travel as
//! null (every one of them is optional in `vk.xml`, so the decoder accepts that).
//!
//! Only states visible in the create info itself are used (shader stages, dynamic states,
//! static rasterizer discard). Pipeline libraries keep every pointer (conservatively: which
//! state a library part owns is decided by its flags and the other parts).

use ash::vk;

/// A set of ignored pointers (bits below).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Ignore(u32);

const VIEWPORTS: u32 = 1;
const SCISSORS: u32 = 1 << 1;
const TESSELLATION: u32 = 1 << 2;
const VERTEX_INPUT: u32 = 1 << 3;
const INPUT_ASSEMBLY: u32 = 1 << 4;
const VIEWPORT_STATE: u32 = 1 << 5;
const MULTISAMPLE: u32 = 1 << 6;
const DEPTH_STENCIL: u32 = 1 << 7;
const COLOR_BLEND: u32 = 1 << 8;

const GRAPHICS_PIPELINE: i32 = vk::StructureType::GRAPHICS_PIPELINE_CREATE_INFO.as_raw();
const VIEWPORT: i32 = vk::StructureType::PIPELINE_VIEWPORT_STATE_CREATE_INFO.as_raw();

impl Ignore {
    /// Whether this set holds nothing.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the pointer member `name` of a structure of sType `parent` is ignored.
    pub fn skips(self, parent: Option<i32>, name: &str) -> bool {
        let bit = match (parent, name) {
            (Some(GRAPHICS_PIPELINE), "pTessellationState") => TESSELLATION,
            (Some(GRAPHICS_PIPELINE), "pVertexInputState") => VERTEX_INPUT,
            (Some(GRAPHICS_PIPELINE), "pInputAssemblyState") => INPUT_ASSEMBLY,
            (Some(GRAPHICS_PIPELINE), "pViewportState") => VIEWPORT_STATE,
            (Some(GRAPHICS_PIPELINE), "pMultisampleState") => MULTISAMPLE,
            (Some(GRAPHICS_PIPELINE), "pDepthStencilState") => DEPTH_STENCIL,
            (Some(GRAPHICS_PIPELINE), "pColorBlendState") => COLOR_BLEND,
            (Some(VIEWPORT), "pViewports") => VIEWPORTS,
            (Some(VIEWPORT), "pScissors") => SCISSORS,
            _ => return false,
        };
        self.0 & bit != 0
    }

    /// The pointers of the graphics pipeline create info at `p` that are ignored.
    ///
    /// # Safety
    /// `p` is a valid `VkGraphicsPipelineCreateInfo` (the pointers it reads — `pNext` chain,
    /// `pStages`, `pDynamicState`, `pRasterizationState` — are valid when the specification
    /// says they are used).
    pub unsafe fn pipeline(p: *const u8) -> Ignore {
        // SAFETY: caller; the descriptor's layout is ash's (checked at compile time).
        let ci = unsafe { &*p.cast::<vk::GraphicsPipelineCreateInfo<'_>>() };
        if ci.flags.contains(vk::PipelineCreateFlags::LIBRARY_KHR) {
            return Ignore(0);
        }
        let mut next = ci.p_next.cast::<vk::BaseInStructure<'_>>();
        let mut steps = 0;
        while !next.is_null() && steps < crate::encode::MAX_CHAIN {
            // SAFETY: a valid chain (Vulkan rule).
            let b = unsafe { &*next };
            if matches!(
                b.s_type,
                vk::StructureType::GRAPHICS_PIPELINE_LIBRARY_CREATE_INFO_EXT
                    | vk::StructureType::PIPELINE_LIBRARY_CREATE_INFO_KHR
            ) {
                return Ignore(0);
            }
            next = b.p_next;
            steps += 1;
        }
        let mut stages = vk::ShaderStageFlags::empty();
        if !ci.p_stages.is_null() {
            for i in 0..ci.stage_count as usize {
                // SAFETY: `stageCount` stages (Vulkan rule for a complete pipeline).
                stages |= unsafe { (*ci.p_stages.add(i)).stage };
            }
        }
        let mut dynamic: &[vk::DynamicState] = &[];
        if !ci.p_dynamic_state.is_null() {
            // SAFETY: a valid dynamic state (optional pointer, non-null here).
            let d = unsafe { &*ci.p_dynamic_state };
            if !d.p_dynamic_states.is_null() {
                // SAFETY: `dynamicStateCount` states.
                dynamic = unsafe {
                    std::slice::from_raw_parts(d.p_dynamic_states, d.dynamic_state_count as usize)
                };
            }
        }
        let dyn_has = |s: vk::DynamicState| dynamic.contains(&s);
        let mut bits = 0;
        let tess = vk::ShaderStageFlags::TESSELLATION_CONTROL
            | vk::ShaderStageFlags::TESSELLATION_EVALUATION;
        if !stages.contains(tess) {
            bits |= TESSELLATION;
        }
        if stages.intersects(vk::ShaderStageFlags::MESH_EXT) {
            bits |= VERTEX_INPUT | INPUT_ASSEMBLY;
        }
        if dyn_has(vk::DynamicState::VERTEX_INPUT_EXT) {
            bits |= VERTEX_INPUT;
        }
        if dyn_has(vk::DynamicState::VIEWPORT) || dyn_has(vk::DynamicState::VIEWPORT_WITH_COUNT) {
            bits |= VIEWPORTS;
        }
        if dyn_has(vk::DynamicState::SCISSOR) || dyn_has(vk::DynamicState::SCISSOR_WITH_COUNT) {
            bits |= SCISSORS;
        }
        if !ci.p_rasterization_state.is_null()
            && !dyn_has(vk::DynamicState::RASTERIZER_DISCARD_ENABLE)
            // SAFETY: a valid rasterization state (non-null).
            && unsafe { (*ci.p_rasterization_state).rasterizer_discard_enable } == vk::TRUE
        {
            bits |= VIEWPORT_STATE | MULTISAMPLE | DEPTH_STENCIL | COLOR_BLEND;
        }
        Ignore(bits)
    }
}
