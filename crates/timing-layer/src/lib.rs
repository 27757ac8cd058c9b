//! A Vulkan layer (`libvkrelay_timing_layer.so`, named `VK_LAYER_VKRELAY_timing`) that writes
//! the application timeline `vkrelay-icd` writes, on any driver: run the same application
//! natively with the layer, and through vkrelay without it, and compare the two phase by phase
//! (`vkrelay-renderer timeline APP RENDERER --native NATIVE`).
//!
//! With `VKRELAY_TIMELINE=PREFIX` set, it records (through [`shm_ring::timeline`], into
//! `PREFIX.<pid>` at exit) the same application events as the ICD: the ends of render passes,
//! `vkEndCommandBuffer`, `vkQueueSubmit(2)`, and the calls and returns of host waits
//! (`vkWaitForFences` and `vkWaitSemaphores` with a timeout, `vkQueueWaitIdle`,
//! `vkDeviceWaitIdle`). Every call goes on to the next layer or the driver unchanged. It is
//! not for use on top of vkrelay's ICD: both would write the same file.
//!
//! ```
//! let json = vkrelay_timing_layer::manifest(std::path::Path::new("/opt/libvkrelay_timing_layer.so"));
//! assert!(json.contains("\"VK_LAYER_VKRELAY_timing\""));
//! ```

use std::ffi::{CStr, c_char, c_void};
use std::path::Path;
use std::sync::{Mutex, RwLock};

use ash::vk::{self, Handle};
use shm_ring::timeline::{self, Event};

/// The layer's name in its manifest (what `VK_INSTANCE_LAYERS` names).
pub const LAYER_NAME: &str = "VK_LAYER_VKRELAY_timing";

/// The layer's JSON manifest for the library at `library` (what `VK_LAYER_PATH` finds).
pub fn manifest(library: &Path) -> String {
    let path = library.display().to_string();
    let escaped = path.replace('\\', "\\\\").replace('"', "\\\"");
    format!(
        concat!(
            "{{\"file_format_version\": \"1.0.0\", \"layer\": {{",
            "\"name\": \"{name}\", \"type\": \"GLOBAL\", \"library_path\": \"{lib}\", ",
            "\"api_version\": \"1.3.239\", \"implementation_version\": \"1\", ",
            "\"description\": \"vkrelay's application timeline on any driver\", ",
            "\"functions\": {{\"vkGetInstanceProcAddr\": \"vkrelay_timing_GetInstanceProcAddr\", ",
            "\"vkGetDeviceProcAddr\": \"vkrelay_timing_GetDeviceProcAddr\"}}}}}}\n"
        ),
        name = LAYER_NAME,
        lib = escaped
    )
}

/// `VK_LAYER_LINK_INFO` of the loader's `VkLayerFunction`.
const LAYER_LINK_INFO: i32 = 0;

/// The loader's `VkLayerInstanceLink` (`vk_layer.h`).
#[repr(C)]
struct InstanceLink {
    next: *mut InstanceLink,
    next_get_instance_proc_addr: vk::PFN_vkGetInstanceProcAddr,
    next_get_physical_device_proc_addr: *const c_void,
}

/// The loader's `VkLayerInstanceCreateInfo`, with the union's `pLayerInfo` member.
#[repr(C)]
struct InstanceCreateInfo {
    s_type: vk::StructureType,
    p_next: *const c_void,
    function: i32,
    layer_info: *mut InstanceLink,
}

/// The loader's `VkLayerDeviceLink`.
#[repr(C)]
struct DeviceLink {
    next: *mut DeviceLink,
    next_get_instance_proc_addr: vk::PFN_vkGetInstanceProcAddr,
    next_get_device_proc_addr: vk::PFN_vkGetDeviceProcAddr,
}

/// The loader's `VkLayerDeviceCreateInfo`, with the union's `pLayerInfo` member.
#[repr(C)]
struct DeviceCreateInfo {
    s_type: vk::StructureType,
    p_next: *const c_void,
    function: i32,
    layer_info: *mut DeviceLink,
}

/// What the loader's link infos (instance and device) start with.
#[repr(C)]
struct LinkHeader {
    s_type: vk::StructureType,
    p_next: *const c_void,
    function: i32,
}

/// The first link-info structure of type `s_type` with the layer link in the chain starting
/// at `p_next`.
///
/// # Safety
/// `p_next` is a valid structure chain; structures of `s_type` are the loader's link infos
/// (they start as [`LinkHeader`]).
unsafe fn link_info<T>(mut p_next: *const c_void, s_type: vk::StructureType) -> *mut T {
    while !p_next.is_null() {
        // SAFETY: caller: each element of the chain starts with sType and pNext.
        let base = unsafe { &*p_next.cast::<vk::BaseInStructure<'_>>() };
        if base.s_type == s_type {
            // SAFETY: caller: a link info.
            let h = unsafe { &*p_next.cast::<LinkHeader>() };
            if h.function == LAYER_LINK_INFO {
                return p_next.cast_mut().cast();
            }
        }
        p_next = base.p_next.cast();
    }
    std::ptr::null_mut()
}

/// The next layer's instance-level entry point (one loader per process: the same for every
/// instance).
static NEXT_GIPA: Mutex<Option<vk::PFN_vkGetInstanceProcAddr>> = Mutex::new(None);

/// The next layer's functions for one device.
#[derive(Clone, Copy)]
struct Next {
    gdpa: vk::PFN_vkGetDeviceProcAddr,
    end_command_buffer: Option<vk::PFN_vkEndCommandBuffer>,
    queue_submit: Option<vk::PFN_vkQueueSubmit>,
    queue_submit2: Option<vk::PFN_vkQueueSubmit2>,
    wait_for_fences: Option<vk::PFN_vkWaitForFences>,
    wait_semaphores: Option<vk::PFN_vkWaitSemaphores>,
    queue_wait_idle: Option<vk::PFN_vkQueueWaitIdle>,
    device_wait_idle: Option<vk::PFN_vkDeviceWaitIdle>,
    end_rendering: Option<vk::PFN_vkCmdEndRendering>,
    end_render_pass: Option<vk::PFN_vkCmdEndRenderPass>,
    end_render_pass2: Option<vk::PFN_vkCmdEndRenderPass2>,
}

/// Each device's next functions, by the dispatch key its handles (device, queues, command
/// buffers) share: the loader's dispatch table pointer, their first word.
static DEVICES: RwLock<Vec<(usize, Next)>> = RwLock::new(Vec::new());

/// The dispatch key of a dispatchable handle.
///
/// # Safety
/// `raw` is a live dispatchable handle (the loader's: it starts with the dispatch pointer).
unsafe fn key(raw: u64) -> usize {
    // SAFETY: caller.
    unsafe { *(raw as *const usize) }
}

/// The next functions of the device that owns the dispatchable handle `raw`.
///
/// # Safety
/// As [`key`].
unsafe fn next(raw: u64) -> Option<Next> {
    // SAFETY: caller.
    let k = unsafe { key(raw) };
    let list = DEVICES.read().unwrap_or_else(|e| e.into_inner());
    list.iter().find(|(d, _)| *d == k).map(|(_, n)| *n)
}

unsafe extern "system" fn create_instance(
    info: *const vk::InstanceCreateInfo<'_>,
    allocator: *const vk::AllocationCallbacks<'_>,
    instance: *mut vk::Instance,
) -> vk::Result {
    // SAFETY: the loader's create info chain (Vulkan's rules for layers).
    let link: *mut InstanceCreateInfo = unsafe {
        link_info(
            (*info).p_next,
            vk::StructureType::LOADER_INSTANCE_CREATE_INFO,
        )
    };
    // SAFETY: the loader puts a link info with this layer's link first.
    let Some(layer) = (unsafe { link.as_mut() }).and_then(|l| unsafe { l.layer_info.as_mut() })
    else {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    };
    let gipa = layer.next_get_instance_proc_addr;
    // The next layer finds its own link next.
    // SAFETY: `link` is valid (checked above).
    unsafe { (*link).layer_info = layer.next };
    // SAFETY: the loader's entry point, asked for a global command.
    let Some(create) = (unsafe { gipa(vk::Instance::null(), c"vkCreateInstance".as_ptr()) }) else {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    };
    // SAFETY: the function returned for vkCreateInstance.
    let create: vk::PFN_vkCreateInstance = unsafe { std::mem::transmute(create) };
    *NEXT_GIPA.lock().unwrap_or_else(|e| e.into_inner()) = Some(gipa);
    timeline::save_at_exit();
    // SAFETY: the application's arguments.
    unsafe { create(info, allocator, instance) }
}

unsafe extern "system" fn create_device(
    physical_device: vk::PhysicalDevice,
    info: *const vk::DeviceCreateInfo<'_>,
    allocator: *const vk::AllocationCallbacks<'_>,
    device: *mut vk::Device,
) -> vk::Result {
    // SAFETY: the loader's create info chain.
    let link: *mut DeviceCreateInfo =
        unsafe { link_info((*info).p_next, vk::StructureType::LOADER_DEVICE_CREATE_INFO) };
    // SAFETY: as in `create_instance`.
    let Some(layer) = (unsafe { link.as_mut() }).and_then(|l| unsafe { l.layer_info.as_mut() })
    else {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    };
    let (gipa, gdpa) = (
        layer.next_get_instance_proc_addr,
        layer.next_get_device_proc_addr,
    );
    // SAFETY: `link` is valid (checked above).
    unsafe { (*link).layer_info = layer.next };
    // SAFETY: the next layer's entry point.
    let Some(create) = (unsafe { gipa(vk::Instance::null(), c"vkCreateDevice".as_ptr()) }) else {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    };
    // SAFETY: the function returned for vkCreateDevice.
    let create: vk::PFN_vkCreateDevice = unsafe { std::mem::transmute(create) };
    // SAFETY: the application's arguments.
    let r = unsafe { create(physical_device, info, allocator, device) };
    if r != vk::Result::SUCCESS {
        return r;
    }
    // SAFETY: `*device` is the new device.
    let d = unsafe { *device };
    let get = |name: &CStr| {
        // SAFETY: the next layer's device entry point, for the new device.
        unsafe { gdpa(d, name.as_ptr()) }
    };
    macro_rules! load {
        ($name:literal) => {
            // SAFETY: the function the next layer returned for this name has its type.
            get($name).map(|f| unsafe { std::mem::transmute::<unsafe extern "system" fn(), _>(f) })
        };
    }
    let next = Next {
        gdpa,
        end_command_buffer: load!(c"vkEndCommandBuffer"),
        queue_submit: load!(c"vkQueueSubmit"),
        queue_submit2: load!(c"vkQueueSubmit2").or(load!(c"vkQueueSubmit2KHR")),
        wait_for_fences: load!(c"vkWaitForFences"),
        wait_semaphores: load!(c"vkWaitSemaphores").or(load!(c"vkWaitSemaphoresKHR")),
        queue_wait_idle: load!(c"vkQueueWaitIdle"),
        device_wait_idle: load!(c"vkDeviceWaitIdle"),
        end_rendering: load!(c"vkCmdEndRendering").or(load!(c"vkCmdEndRenderingKHR")),
        end_render_pass: load!(c"vkCmdEndRenderPass"),
        end_render_pass2: load!(c"vkCmdEndRenderPass2").or(load!(c"vkCmdEndRenderPass2KHR")),
    };
    // SAFETY: a live device.
    let k = unsafe { key(d.as_raw()) };
    let mut list = DEVICES.write().unwrap_or_else(|e| e.into_inner());
    list.retain(|(old, _)| *old != k);
    list.push((k, next));
    r
}

unsafe extern "system" fn destroy_device(
    device: vk::Device,
    allocator: *const vk::AllocationCallbacks<'_>,
) {
    if device == vk::Device::null() {
        return;
    }
    // SAFETY: a live device (Vulkan's rules).
    let k = unsafe { key(device.as_raw()) };
    let next = {
        let mut list = DEVICES.write().unwrap_or_else(|e| e.into_inner());
        let n = list.iter().find(|(d, _)| *d == k).map(|(_, n)| *n);
        list.retain(|(d, _)| *d != k);
        n
    };
    if let Some(n) = next
        // SAFETY: the next layer's entry point.
        && let Some(f) = unsafe { (n.gdpa)(device, c"vkDestroyDevice".as_ptr()) }
    {
        // SAFETY: the function returned for vkDestroyDevice; the application's arguments.
        unsafe {
            std::mem::transmute::<unsafe extern "system" fn(), vk::PFN_vkDestroyDevice>(f)(
                device, allocator,
            )
        };
    }
}

/// Calls `$field` of the device owning `$handle` with the arguments, or returns `$missing`.
macro_rules! forward {
    ($handle:expr, $field:ident, $missing:expr, ($($arg:expr),*)) => {{
        // SAFETY: the application's live dispatchable handle (Vulkan's rules).
        let f = unsafe { next($handle.as_raw()) }.and_then(|n| n.$field);
        match f {
            // SAFETY: the next layer's function for this device, called with the
            // application's arguments.
            Some(f) => unsafe { f($($arg),*) },
            None => $missing,
        }
    }};
}

unsafe extern "system" fn end_command_buffer(cb: vk::CommandBuffer) -> vk::Result {
    timeline::record(Event::EndCommandBuffer);
    forward!(cb, end_command_buffer, vk::Result::ERROR_DEVICE_LOST, (cb))
}

unsafe extern "system" fn queue_submit(
    q: vk::Queue,
    n: u32,
    s: *const vk::SubmitInfo<'_>,
    f: vk::Fence,
) -> vk::Result {
    timeline::record(Event::Submit);
    forward!(q, queue_submit, vk::Result::ERROR_DEVICE_LOST, (q, n, s, f))
}

unsafe extern "system" fn queue_submit2(
    q: vk::Queue,
    n: u32,
    s: *const vk::SubmitInfo2<'_>,
    f: vk::Fence,
) -> vk::Result {
    timeline::record(Event::Submit);
    forward!(
        q,
        queue_submit2,
        vk::Result::ERROR_DEVICE_LOST,
        (q, n, s, f)
    )
}

/// Records a host wait's call and return around `call` (when it may block).
fn host_wait(blocks: bool, call: impl FnOnce() -> vk::Result) -> vk::Result {
    if blocks {
        timeline::record(Event::WaitCall);
    }
    let r = call();
    if blocks {
        timeline::record(Event::WaitReturn);
    }
    r
}

unsafe extern "system" fn wait_for_fences(
    d: vk::Device,
    n: u32,
    fences: *const vk::Fence,
    all: vk::Bool32,
    timeout: u64,
) -> vk::Result {
    host_wait(timeout > 0, || {
        forward!(
            d,
            wait_for_fences,
            vk::Result::ERROR_DEVICE_LOST,
            (d, n, fences, all, timeout)
        )
    })
}

unsafe extern "system" fn wait_semaphores(
    d: vk::Device,
    info: *const vk::SemaphoreWaitInfo<'_>,
    timeout: u64,
) -> vk::Result {
    host_wait(timeout > 0, || {
        forward!(
            d,
            wait_semaphores,
            vk::Result::ERROR_DEVICE_LOST,
            (d, info, timeout)
        )
    })
}

unsafe extern "system" fn queue_wait_idle(q: vk::Queue) -> vk::Result {
    host_wait(true, || {
        forward!(q, queue_wait_idle, vk::Result::ERROR_DEVICE_LOST, (q))
    })
}

unsafe extern "system" fn device_wait_idle(d: vk::Device) -> vk::Result {
    host_wait(true, || {
        forward!(d, device_wait_idle, vk::Result::ERROR_DEVICE_LOST, (d))
    })
}

unsafe extern "system" fn end_rendering(cb: vk::CommandBuffer) {
    timeline::record(Event::EndRendering);
    forward!(cb, end_rendering, (), (cb))
}

unsafe extern "system" fn end_render_pass(cb: vk::CommandBuffer) {
    timeline::record(Event::EndRendering);
    forward!(cb, end_render_pass, (), (cb))
}

unsafe extern "system" fn end_render_pass2(
    cb: vk::CommandBuffer,
    info: *const vk::SubpassEndInfo<'_>,
) {
    timeline::record(Event::EndRendering);
    forward!(cb, end_render_pass2, (), (cb, info))
}

/// `f` (of the Vulkan function type `$t`) as the loader's generic function pointer, which the
/// loader casts back to the type of the command it was asked for.
macro_rules! void {
    ($f:expr, $t:ty) => {{
        let f: $t = $f;
        // SAFETY: function pointers of any signature have one size and representation; the
        // caller casts it back to `$t` before calling it.
        unsafe { std::mem::transmute::<$t, unsafe extern "system" fn()>(f) }
    }};
}

/// This layer's function for the device-level command `name`, if it intercepts it.
fn device_function(name: &[u8]) -> Option<unsafe extern "system" fn()> {
    Some(match name {
        b"vkGetDeviceProcAddr" => void!(
            vkrelay_timing_GetDeviceProcAddr,
            vk::PFN_vkGetDeviceProcAddr
        ),
        b"vkDestroyDevice" => void!(destroy_device, vk::PFN_vkDestroyDevice),
        b"vkEndCommandBuffer" => void!(end_command_buffer, vk::PFN_vkEndCommandBuffer),
        b"vkQueueSubmit" => void!(queue_submit, vk::PFN_vkQueueSubmit),
        b"vkQueueSubmit2" | b"vkQueueSubmit2KHR" => void!(queue_submit2, vk::PFN_vkQueueSubmit2),
        b"vkWaitForFences" => void!(wait_for_fences, vk::PFN_vkWaitForFences),
        b"vkWaitSemaphores" | b"vkWaitSemaphoresKHR" => {
            void!(wait_semaphores, vk::PFN_vkWaitSemaphores)
        }
        b"vkQueueWaitIdle" => void!(queue_wait_idle, vk::PFN_vkQueueWaitIdle),
        b"vkDeviceWaitIdle" => void!(device_wait_idle, vk::PFN_vkDeviceWaitIdle),
        b"vkCmdEndRendering" | b"vkCmdEndRenderingKHR" => {
            void!(end_rendering, vk::PFN_vkCmdEndRendering)
        }
        b"vkCmdEndRenderPass" => void!(end_render_pass, vk::PFN_vkCmdEndRenderPass),
        b"vkCmdEndRenderPass2" | b"vkCmdEndRenderPass2KHR" => {
            void!(end_render_pass2, vk::PFN_vkCmdEndRenderPass2)
        }
        _ => return None,
    })
}

/// The layer's `vkGetDeviceProcAddr` (named in its manifest).
///
/// # Safety
/// Vulkan's rules for `vkGetDeviceProcAddr`.
#[unsafe(no_mangle)]
pub unsafe extern "system" fn vkrelay_timing_GetDeviceProcAddr(
    device: vk::Device,
    name: *const c_char,
) -> vk::PFN_vkVoidFunction {
    if name.is_null() || device == vk::Device::null() {
        return None;
    }
    // SAFETY: a NUL-terminated name (Vulkan's rules).
    let n = unsafe { CStr::from_ptr(name) }.to_bytes();
    // SAFETY: a live device.
    let next = unsafe { next(device.as_raw()) }?;
    // SAFETY: the next layer's entry point, with the application's arguments.
    let theirs = unsafe { (next.gdpa)(device, name) };
    match device_function(n) {
        // Only what the layers below provide.
        Some(mine) if theirs.is_some() => Some(mine),
        _ => theirs,
    }
}

/// The layer's `vkGetInstanceProcAddr` (named in its manifest).
///
/// # Safety
/// Vulkan's rules for `vkGetInstanceProcAddr`.
#[unsafe(no_mangle)]
pub unsafe extern "system" fn vkrelay_timing_GetInstanceProcAddr(
    instance: vk::Instance,
    name: *const c_char,
) -> vk::PFN_vkVoidFunction {
    if name.is_null() {
        return None;
    }
    // SAFETY: a NUL-terminated name (Vulkan's rules).
    let n = unsafe { CStr::from_ptr(name) }.to_bytes();
    let mine = match n {
        b"vkGetInstanceProcAddr" => Some(void!(
            vkrelay_timing_GetInstanceProcAddr,
            vk::PFN_vkGetInstanceProcAddr
        )),
        b"vkCreateInstance" => Some(void!(create_instance, vk::PFN_vkCreateInstance)),
        b"vkCreateDevice" => Some(void!(create_device, vk::PFN_vkCreateDevice)),
        _ => device_function(n),
    };
    if mine.is_some() {
        return mine;
    }
    let gipa = *NEXT_GIPA.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: the next layer's entry point, with the application's arguments.
    gipa.and_then(|g| unsafe { g(instance, name) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_names_the_library_and_the_entry_points() {
        let m = manifest(Path::new("/a \"b\"/libvkrelay_timing_layer.so"));
        assert!(
            m.contains(r#""library_path": "/a \"b\"/libvkrelay_timing_layer.so""#),
            "{m}"
        );
        assert!(m.contains("vkrelay_timing_GetInstanceProcAddr"));
        assert!(m.contains("vkrelay_timing_GetDeviceProcAddr"));
    }

    #[cfg(target_pointer_width = "64")]
    #[test]
    fn the_loader_link_structures_match_vk_layer_h() {
        // sType, pNext, the enum, then the union at 24 on 64-bit targets.
        assert_eq!(std::mem::offset_of!(InstanceCreateInfo, layer_info), 24);
        assert_eq!(std::mem::offset_of!(DeviceCreateInfo, layer_info), 24);
        assert_eq!(std::mem::offset_of!(InstanceCreateInfo, function), 16);
        assert_eq!(std::mem::offset_of!(LinkHeader, function), 16);
        assert_eq!(std::mem::size_of::<DeviceLink>(), 24);
    }
}
