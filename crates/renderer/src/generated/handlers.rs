// @generated DO NOT EDIT: written by driver-glue-gen from vk-wire's tables (vk.xml 1.3.239).
//! The renderer's handler table: what runs for a command beyond the generated dispatch, by hook.
//!
//! Each function is one hook of `Session::handle`; its arms call the hand-written handlers of `crate::session::kinds`, each given its command's typed arguments. The table is `crates/driver-glue-gen/src/handlers.rs`.

use vk_wire::args;
use vk_wire::desc::CommandDesc;

use crate::session::{Pfn, Session, SessionError};

/// The configuration's extension policy on `cmd`'s request ([`crate::hooks`]): the edited list's owner, to keep until the driver call returned.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn policy(
    s: &mut Session,
    cmd: &'static CommandDesc,
    a: *mut u8,
) -> Result<crate::hooks::Before, crate::hooks::HookError> {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            239 => s.policy_create_instance(cmd, &mut *a.cast::<args::CreateInstance>()), // vkCreateInstance: kinds/instance.rs
            228 => s.policy_create_device(cmd, &mut *a.cast::<args::CreateDevice>()), // vkCreateDevice: kinds/device.rs
            _ => Ok(crate::hooks::Before::default()),
        }
    }
}

/// The version raise's edit of `cmd`'s request ([`crate::version`]): its owner, to keep until [`after`].
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn version(
    s: &mut Session,
    cmd: &'static CommandDesc,
    a: *mut u8,
) -> crate::version::Held {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            239 => s.version_create_instance(&mut *a.cast::<args::CreateInstance>()), // vkCreateInstance: kinds/instance.rs
            399 => s.version_properties(&mut *a.cast::<args::GetPhysicalDeviceProperties>()), // vkGetPhysicalDeviceProperties: kinds/physical.rs
            400 => s.version_properties2(&mut *a.cast::<args::GetPhysicalDeviceProperties2>()), // vkGetPhysicalDeviceProperties2: kinds/physical.rs
            388 => s.version_features2(&mut *a.cast::<args::GetPhysicalDeviceFeatures2>()), // vkGetPhysicalDeviceFeatures2: kinds/physical.rs
            228 => s.version_create_device(&mut *a.cast::<args::CreateDevice>()), // vkCreateDevice: kinds/device.rs
            _ => crate::version::Held::default(),
        }
    }
}

/// The repairs' edit or refusal of `cmd`'s request ([`crate::repair`]): its owner, to keep until the driver call returned.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn repair(
    s: &mut Session,
    cmd: &'static CommandDesc,
    a: *mut u8,
) -> crate::repair::Held {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            228 => s.repair_create_device(&mut *a.cast::<args::CreateDevice>()), // vkCreateDevice: kinds/device.rs
            392 => s.repair_image_format_properties(
                &mut *a.cast::<args::GetPhysicalDeviceImageFormatProperties>(),
            ), // vkGetPhysicalDeviceImageFormatProperties: kinds/image.rs
            393 => s.repair_image_format_properties2(
                &mut *a.cast::<args::GetPhysicalDeviceImageFormatProperties2>(),
            ), // vkGetPhysicalDeviceImageFormatProperties2: kinds/image.rs
            236 => s.repair_create_image(&mut *a.cast::<args::CreateImage>()), // vkCreateImage: kinds/image.rs
            237 => s.repair_create_image_view(&mut *a.cast::<args::CreateImageView>()), // vkCreateImageView: kinds/image.rs
            234 => s.repair_graphics_pipelines(&mut *a.cast::<args::CreateGraphicsPipelines>()), // vkCreateGraphicsPipelines: kinds/pipeline.rs
            452 => s.repair_submit(&mut *a.cast::<args::QueueSubmit>()), // vkQueueSubmit: kinds/queue.rs
            453 => s.repair_submit2(&mut *a.cast::<args::QueueSubmit2>()), // vkQueueSubmit2: kinds/queue.rs
            _ => crate::repair::Held::default(),
        }
    }
}

/// What the session changes in `cmd`'s request once nothing refused it.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn before(s: &mut Session, cmd: &'static CommandDesc, a: *mut u8) {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            216 => s.before_create_buffer(&mut *a.cast::<args::CreateBuffer>()), // vkCreateBuffer: kinds/buffer.rs
            234 => s.before_graphics_pipelines(&mut *a.cast::<args::CreateGraphicsPipelines>()), // vkCreateGraphicsPipelines: kinds/pipeline.rs
            219 => s.before_compute_pipelines(&mut *a.cast::<args::CreateComputePipelines>()), // vkCreateComputePipelines: kinds/pipeline.rs
            285 => s.before_destroy_pipeline_cache(&mut *a.cast::<args::DestroyPipelineCache>()), // vkDestroyPipelineCache: kinds/pipeline.rs
            _ => {}
        }
    }
}

/// Runs `cmd` on the driver: its handler, else the generated dispatch. Returns what the driver returned (a `VkResult` or 0).
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn call(
    s: &mut Session,
    cmd: &'static CommandDesc,
    a: *mut u8,
    pfn: Pfn,
) -> Result<u64, SessionError> {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            302 => s.enumerate_instance_extensions(
                &mut *a.cast::<args::EnumerateInstanceExtensionProperties>(),
                pfn,
            ), // vkEnumerateInstanceExtensionProperties: kinds/instance.rs
            239 => s.create_instance(&mut *a.cast::<args::CreateInstance>(), pfn), // vkCreateInstance: kinds/instance.rs
            281 => s.destroy_instance(cmd, &mut *a.cast::<args::DestroyInstance>(), pfn), // vkDestroyInstance: kinds/instance.rs
            300 => s.enumerate_device_extensions(
                &mut *a.cast::<args::EnumerateDeviceExtensionProperties>(),
                pfn,
            ), // vkEnumerateDeviceExtensionProperties: kinds/device.rs
            228 => s.create_device(&mut *a.cast::<args::CreateDevice>(), pfn), // vkCreateDevice: kinds/device.rs
            274 => s.destroy_device(cmd, &mut *a.cast::<args::DestroyDevice>(), pfn), // vkDestroyDevice: kinds/device.rs
            8 => s.allocate_memory(&mut *a.cast::<args::AllocateMemory>(), pfn), // vkAllocateMemory: kinds/memory.rs
            311 => s.free_memory(cmd, &mut *a.cast::<args::FreeMemory>(), pfn), // vkFreeMemory: kinds/memory.rs
            465 => s.reset_fences(cmd, &mut *a.cast::<args::ResetFences>(), pfn), // vkResetFences: kinds/sync.rs
            276 => s.destroy_fence(cmd, &mut *a.cast::<args::DestroyFence>(), pfn), // vkDestroyFence: kinds/sync.rs
            292 => s.destroy_semaphore(cmd, &mut *a.cast::<args::DestroySemaphore>(), pfn), // vkDestroySemaphore: kinds/sync.rs
            _ => crate::session::kinds::dispatch(cmd, a, pfn),
        }
    }
}

/// After `cmd` ran on the driver (or was refused) and returned `ret`, whatever it returned: outputs answered as the configuration, the version raise and the repairs make them, side data of destroyed objects forgotten (and of new ones kept, where a handler tests `ret`). `held` is what [`version`] returned.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn after(
    s: &mut Session,
    cmd: &'static CommandDesc,
    a: *mut u8,
    ret: u64,
    held: &mut crate::version::Held,
) {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            239 => s.after_create_instance(&mut *a.cast::<args::CreateInstance>(), ret), // vkCreateInstance: kinds/instance.rs
            399 => s.after_properties(
                &mut *a.cast::<args::GetPhysicalDeviceProperties>(),
                ret,
                held,
            ), // vkGetPhysicalDeviceProperties: kinds/physical.rs
            400 => s.after_properties2(
                &mut *a.cast::<args::GetPhysicalDeviceProperties2>(),
                ret,
                held,
            ), // vkGetPhysicalDeviceProperties2: kinds/physical.rs
            387 => s.after_features(&mut *a.cast::<args::GetPhysicalDeviceFeatures>()), // vkGetPhysicalDeviceFeatures: kinds/physical.rs
            388 => s.after_features2(
                &mut *a.cast::<args::GetPhysicalDeviceFeatures2>(),
                ret,
                held,
            ), // vkGetPhysicalDeviceFeatures2: kinds/physical.rs
            394 => {
                s.after_memory_properties(&mut *a.cast::<args::GetPhysicalDeviceMemoryProperties>())
            } // vkGetPhysicalDeviceMemoryProperties: kinds/physical.rs
            395 => s.after_memory_properties2(
                &mut *a.cast::<args::GetPhysicalDeviceMemoryProperties2>(),
            ), // vkGetPhysicalDeviceMemoryProperties2: kinds/physical.rs
            228 => s.after_create_device(&mut *a.cast::<args::CreateDevice>(), ret, held), // vkCreateDevice: kinds/device.rs
            274 => s.after_destroy_device(&mut *a.cast::<args::DestroyDevice>()), // vkDestroyDevice: kinds/device.rs
            311 => s.after_free_memory(&mut *a.cast::<args::FreeMemory>()), // vkFreeMemory: kinds/memory.rs
            263 => s.after_destroy_buffer(&mut *a.cast::<args::DestroyBuffer>()), // vkDestroyBuffer: kinds/buffer.rs
            389 => {
                s.after_format_properties(&mut *a.cast::<args::GetPhysicalDeviceFormatProperties>())
            } // vkGetPhysicalDeviceFormatProperties: kinds/image.rs
            390 => s.after_format_properties2(
                &mut *a.cast::<args::GetPhysicalDeviceFormatProperties2>(),
            ), // vkGetPhysicalDeviceFormatProperties2: kinds/image.rs
            278 => s.after_destroy_image(&mut *a.cast::<args::DestroyImage>()), // vkDestroyImage: kinds/image.rs
            253 => s.after_create_shader_module(&mut *a.cast::<args::CreateShaderModule>(), ret), // vkCreateShaderModule: kinds/shader.rs
            293 => s.after_destroy_shader_module(&mut *a.cast::<args::DestroyShaderModule>()), // vkDestroyShaderModule: kinds/shader.rs
            265 => s.after_destroy_command_pool(&mut *a.cast::<args::DestroyCommandPool>()), // vkDestroyCommandPool: kinds/command_buffer.rs
            462 => s.after_reset_command_pool(&mut *a.cast::<args::ResetCommandPool>()), // vkResetCommandPool: kinds/command_buffer.rs
            309 => s.after_free_command_buffers(&mut *a.cast::<args::FreeCommandBuffers>()), // vkFreeCommandBuffers: kinds/command_buffer.rs
            9 => s.after_begin_command_buffer(&mut *a.cast::<args::BeginCommandBuffer>()), // vkBeginCommandBuffer: kinds/command_buffer.rs
            461 => s.after_reset_command_buffer(&mut *a.cast::<args::ResetCommandBuffer>()), // vkResetCommandBuffer: kinds/command_buffer.rs
            275 => s.after_destroy_event(&mut *a.cast::<args::DestroyEvent>()), // vkDestroyEvent: kinds/sync.rs
            _ => {}
        }
    }
}

/// Keeps, in the session's tables and the repairs' side data, what `cmd` made or changed: called once it succeeded and its new objects are in the object table.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed during the call), their handles translated to the driver's by the type-checking object table, outputs written by the driver once it ran; the session's instance is null or the client's newest live instance; `pfn` (where given) is the driver's function for `cmd`.
pub(crate) unsafe fn keep(s: &mut Session, cmd: &'static CommandDesc, a: *mut u8) {
    // SAFETY: in every arm the id is the command whose argument structure `a` is cast to, and the caller guarantees `a` holds that command's decoded arguments, writable and not otherwise borrowed; the handler's own conditions are the caller's.
    unsafe {
        match cmd.id {
            239 => s.keep_instance(&mut *a.cast::<args::CreateInstance>()), // vkCreateInstance: kinds/instance.rs
            281 => s.forget_instance(&mut *a.cast::<args::DestroyInstance>()), // vkDestroyInstance: kinds/instance.rs
            228 => s.keep_device(&mut *a.cast::<args::CreateDevice>()), // vkCreateDevice: kinds/device.rs
            8 => s.keep_memory(&mut *a.cast::<args::AllocateMemory>()), // vkAllocateMemory: kinds/memory.rs
            216 => s.keep_buffer(&mut *a.cast::<args::CreateBuffer>()), // vkCreateBuffer: kinds/buffer.rs
            11 => s.keep_buffer_binding(&mut *a.cast::<args::BindBufferMemory>()), // vkBindBufferMemory: kinds/buffer.rs
            12 => s.keep_buffer_bindings(&mut *a.cast::<args::BindBufferMemory2>()), // vkBindBufferMemory2: kinds/buffer.rs
            236 => s.keep_image(&mut *a.cast::<args::CreateImage>()), // vkCreateImage: kinds/image.rs
            234 => s.keep_graphics_pipelines(&mut *a.cast::<args::CreateGraphicsPipelines>()), // vkCreateGraphicsPipelines: kinds/pipeline.rs
            219 => s.keep_compute_pipelines(&mut *a.cast::<args::CreateComputePipelines>()), // vkCreateComputePipelines: kinds/pipeline.rs
            227 => s.keep_template(&mut *a.cast::<args::CreateDescriptorUpdateTemplate>()), // vkCreateDescriptorUpdateTemplate: kinds/descriptor.rs
            273 => s.forget_template(&mut *a.cast::<args::DestroyDescriptorUpdateTemplate>()), // vkDestroyDescriptorUpdateTemplate: kinds/descriptor.rs
            463 => s.reset_descriptor_pool(&mut *a.cast::<args::ResetDescriptorPool>()), // vkResetDescriptorPool: kinds/descriptor.rs
            218 => s.keep_command_pool(&mut *a.cast::<args::CreateCommandPool>()), // vkCreateCommandPool: kinds/command_buffer.rs
            6 => s.keep_command_buffers(&mut *a.cast::<args::AllocateCommandBuffers>()), // vkAllocateCommandBuffers: kinds/command_buffer.rs
            452 => s.submitted(&mut *a.cast::<args::QueueSubmit>()), // vkQueueSubmit: kinds/queue.rs
            453 => s.submitted2(&mut *a.cast::<args::QueueSubmit2>()), // vkQueueSubmit2: kinds/queue.rs
            447 => s.bound_sparse(&mut *a.cast::<args::QueueBindSparse>()), // vkQueueBindSparse: kinds/queue.rs
            252 => s.keep_semaphore(&mut *a.cast::<args::CreateSemaphore>()), // vkCreateSemaphore: kinds/sync.rs
            474 => s.host_signaled(&mut *a.cast::<args::SignalSemaphore>()), // vkSignalSemaphore: kinds/sync.rs
            _ => {}
        }
    }
}
