//! The ten recorded commands the `replay` and `proxy` benches both use, of the kinds a zink
//! frame is made of: dynamic state, vertex and index buffer binds, two draws.

use ash::vk;

/// The usage the buffer given to [`record_ten`] needs.
pub const BUFFER_USAGE: vk::BufferUsageFlags = vk::BufferUsageFlags::from_raw(
    vk::BufferUsageFlags::VERTEX_BUFFER.as_raw() | vk::BufferUsageFlags::INDEX_BUFFER.as_raw(),
);

/// A command pool (its buffers resettable one by one), one command buffer from it in the
/// recording state, and a buffer with [`BUFFER_USAGE`], on `d`; the caller destroys them.
pub fn objects(d: &ash::Device) -> (vk::CommandPool, vk::CommandBuffer, vk::Buffer) {
    // SAFETY: valid create infos; nothing is submitted.
    unsafe {
        let pool = d
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default()
                    .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                None,
            )
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let buffer = d
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(1 << 16)
                    .usage(BUFFER_USAGE),
                None,
            )
            .unwrap();
        d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        (pool, cb, buffer)
    }
}

/// Records the ten commands into `cb`, `buffer` as vertex and index buffer.
///
/// # Safety
/// `cb` is a command buffer of `d` in the recording state; `buffer` is a buffer of `d` made
/// with [`BUFFER_USAGE`]. The recording is never submitted.
pub unsafe fn record_ten(d: &ash::Device, cb: vk::CommandBuffer, buffer: vk::Buffer) {
    let viewport = [vk::Viewport::default()
        .width(320.0)
        .height(240.0)
        .max_depth(1.0)];
    let scissor = [vk::Rect2D::default().extent(vk::Extent2D {
        width: 320,
        height: 240,
    })];
    // SAFETY: caller; the arguments are valid for recording.
    unsafe {
        d.cmd_set_viewport(cb, 0, &viewport);
        d.cmd_set_scissor(cb, 0, &scissor);
        d.cmd_bind_vertex_buffers(cb, 0, &[buffer], &[0]);
        d.cmd_bind_index_buffer(cb, buffer, 0, vk::IndexType::UINT16);
        d.cmd_set_depth_bias(cb, 0.0, 0.0, 0.0);
        d.cmd_set_blend_constants(cb, &[0.0; 4]);
        d.cmd_set_stencil_reference(cb, vk::StencilFaceFlags::FRONT_AND_BACK, 1);
        d.cmd_draw(cb, 3, 1, 0, 0);
        d.cmd_draw_indexed(cb, 6, 1, 0, 0, 0);
        d.cmd_set_line_width(cb, 1.0);
    }
}
