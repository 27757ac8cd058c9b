//! Loading the real Vulkan driver through the Khronos loader and looking at what it offers.

use std::fmt;

use ash::vk;

/// Why the real driver could not be reached.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The Vulkan loader (`libvulkan.so.1`) could not be loaded.
    #[error("cannot load the Vulkan loader: {0}")]
    Loader(#[from] ash::LoadingError),
    /// A Vulkan call failed.
    #[error("{call} failed: {result}")]
    Vulkan {
        /// The Vulkan command that failed.
        call: &'static str,
        /// What it returned.
        result: vk::Result,
    },
}

fn vk_err(call: &'static str) -> impl FnOnce(vk::Result) -> DriverError {
    move |result| DriverError::Vulkan { call, result }
}

/// A Vulkan API version, shown as `major.minor.patch`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ApiVersion(pub u32);

impl fmt::Display for ApiVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.{}.{}",
            vk::api_version_major(self.0),
            vk::api_version_minor(self.0),
            vk::api_version_patch(self.0)
        )
    }
}

/// One physical device the loader exposes, read back from a logical device created on it.
#[derive(Clone, Debug)]
pub struct ProbedDevice {
    /// `VkPhysicalDeviceProperties::deviceName`.
    pub name: String,
    /// The device's Vulkan version.
    pub api_version: ApiVersion,
    /// The driver's version, as the driver encodes it.
    pub driver_version: u32,
    /// `VkPhysicalDeviceProperties::deviceType`.
    pub device_type: vk::PhysicalDeviceType,
    /// Number of queue families.
    pub queue_families: usize,
}

/// Loads the system Vulkan loader, creates an instance, and on every physical device creates a
/// logical device with one queue, then reports what it found.
///
/// Creating the device (not only listing it) proves the driver really works.
pub fn probe() -> Result<Vec<ProbedDevice>, DriverError> {
    // SAFETY: loading libvulkan runs its initialisers; the loader is a well-behaved library and
    // the returned `Entry` keeps it loaded for as long as it is used.
    let entry = unsafe { ash::Entry::load()? };
    let app = vk::ApplicationInfo::default()
        .application_name(c"vkrelay-probe")
        .api_version(vk::API_VERSION_1_1);
    let create = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: `create` and `app` are valid for the call; no allocator is passed.
    let instance =
        unsafe { entry.create_instance(&create, None) }.map_err(vk_err("vkCreateInstance"))?;
    let result = probe_instance(&instance);
    // SAFETY: every child object was destroyed inside `probe_instance`.
    unsafe { instance.destroy_instance(None) };
    result
}

fn probe_instance(instance: &ash::Instance) -> Result<Vec<ProbedDevice>, DriverError> {
    // SAFETY: `instance` is a live instance.
    let physical = unsafe { instance.enumerate_physical_devices() }
        .map_err(vk_err("vkEnumeratePhysicalDevices"))?;
    let mut out = Vec::with_capacity(physical.len());
    for pd in physical {
        // SAFETY: `pd` was just returned by the live instance.
        let props = unsafe { instance.get_physical_device_properties(pd) };
        // SAFETY: as above.
        let families = unsafe { instance.get_physical_device_queue_family_properties(pd) };
        let priority = [1.0f32];
        let queue = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&priority)];
        let create = vk::DeviceCreateInfo::default().queue_create_infos(&queue);
        // SAFETY: `create` points at `queue` and `priority`, alive across the call; every
        // device exposes at least one queue family, so index 0 is valid.
        let device = unsafe { instance.create_device(pd, &create, None) }
            .map_err(vk_err("vkCreateDevice"))?;
        // SAFETY: the device is idle; nothing was created from it.
        unsafe { device.destroy_device(None) };
        let name = props
            .device_name_as_c_str()
            .unwrap_or(c"<unterminated device name>")
            .to_string_lossy()
            .into_owned();
        out.push(ProbedDevice {
            name,
            api_version: ApiVersion(props.api_version),
            driver_version: props.driver_version,
            device_type: props.device_type,
            queue_families: families.len(),
        });
    }
    Ok(out)
}
