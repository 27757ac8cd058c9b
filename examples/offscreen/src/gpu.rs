//! The Vulkan instance, the optional validation messenger, the physical device, the logical
//! device with its one graphics+compute queue, and the objects created from that device.
//!
//! Teardown is by ownership: every object the example creates is recorded in a teardown
//! list ([`Gpu::own`]) the moment it exists, and [`Gpu`]'s `Drop` waits for the device to
//! go idle and destroys them in reverse order (so a framebuffer goes before its image view,
//! a view before its image, an image before its memory: [`Gpu::bound`] moves a buffer or
//! image behind the memory it is bound to), then the device, the messenger and the
//! instance. The same path runs on success and on every error.

use std::ffi::{CStr, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::{Context, Result, anyhow, bail};
use ash::vk;

/// Name of the Khronos validation layer, enabled by `--validate`.
const VALIDATION_LAYER: &CStr = c"VK_LAYER_KHRONOS_validation";

/// Number of warnings and errors the debug messenger has received (process-wide: the
/// callback has no other place to put it that outlives the instance).
static REPORTED_PROBLEMS: AtomicUsize = AtomicUsize::new(0);

/// How many validation warnings or errors were reported so far.
pub fn reported_problems() -> usize {
    REPORTED_PROBLEMS.load(Ordering::Relaxed)
}

/// A Vulkan object this example created and must destroy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owned {
    Buffer(vk::Buffer),
    Memory(vk::DeviceMemory),
    /// A `vkMapMemory` of this memory, undone with `vkUnmapMemory` (recorded after the
    /// memory, so unmapped before it is freed).
    Mapping(vk::DeviceMemory),
    Image(vk::Image),
    ImageView(vk::ImageView),
    Sampler(vk::Sampler),
    RenderPass(vk::RenderPass),
    Framebuffer(vk::Framebuffer),
    ShaderModule(vk::ShaderModule),
    DescriptorSetLayout(vk::DescriptorSetLayout),
    DescriptorPool(vk::DescriptorPool),
    PipelineLayout(vk::PipelineLayout),
    Pipeline(vk::Pipeline),
    CommandPool(vk::CommandPool),
    Fence(vk::Fence),
}

/// An optional core feature (`VkPhysicalDeviceFeatures` member) a mode needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// `shaderClipDistance`: `ClipDistance` in shaders.
    ShaderClipDistance,
    /// `shaderCullDistance`: `CullDistance` in shaders.
    ShaderCullDistance,
    /// `textureCompressionBC`: BC1..BC7 images.
    TextureCompressionBc,
}

impl Feature {
    /// The member's name in `VkPhysicalDeviceFeatures`.
    pub fn name(self) -> &'static str {
        match self {
            Feature::ShaderClipDistance => "shaderClipDistance",
            Feature::ShaderCullDistance => "shaderCullDistance",
            Feature::TextureCompressionBc => "textureCompressionBC",
        }
    }

    /// Whether `features` has this one.
    fn get(self, features: &vk::PhysicalDeviceFeatures) -> bool {
        let flag = match self {
            Feature::ShaderClipDistance => features.shader_clip_distance,
            Feature::ShaderCullDistance => features.shader_cull_distance,
            Feature::TextureCompressionBc => features.texture_compression_bc,
        };
        flag == vk::TRUE
    }

    /// Turns this one on in `features`.
    fn set(self, features: &mut vk::PhysicalDeviceFeatures) {
        let flag = match self {
            Feature::ShaderClipDistance => &mut features.shader_clip_distance,
            Feature::ShaderCullDistance => &mut features.shader_cull_distance,
            Feature::TextureCompressionBc => &mut features.texture_compression_bc,
        };
        *flag = vk::TRUE;
    }
}

/// The instance half: loader entry, instance and (with `--validate`) the debug messenger.
/// Dropped after [`DeviceHalf`] because it is declared after it in [`Gpu`].
struct InstanceHalf {
    entry: ash::Entry,
    instance: ash::Instance,
    debug: Option<(ash::ext::debug_utils::Instance, vk::DebugUtilsMessengerEXT)>,
}

impl Drop for InstanceHalf {
    fn drop(&mut self) {
        // SAFETY: the messenger and the instance were created by this struct; the device
        // (the only child object) is destroyed first because `DeviceHalf` is dropped before
        // this struct (field order in `Gpu`, or explicit order in `Gpu::new`).
        unsafe {
            if let Some((loader, messenger)) = self.debug.take() {
                loader.destroy_debug_utils_messenger(messenger, None);
            }
            self.instance.destroy_instance(None);
        }
    }
}

/// The device half: the logical device and everything created from it.
struct DeviceHalf {
    device: ash::Device,
    owned: Vec<Owned>,
}

impl Drop for DeviceHalf {
    fn drop(&mut self) {
        let d = &self.device;
        // SAFETY: every handle in `owned` was created from `d` and recorded exactly once;
        // waiting for idle first guarantees no submitted work still uses them, and reverse
        // creation order destroys children before the objects they were made from.
        unsafe {
            if let Err(e) = d.device_wait_idle() {
                eprintln!("offscreen: vkDeviceWaitIdle during teardown failed: {e}");
            }
            for object in self.owned.drain(..).rev() {
                match object {
                    Owned::Buffer(h) => d.destroy_buffer(h, None),
                    Owned::Memory(h) => d.free_memory(h, None),
                    Owned::Mapping(h) => d.unmap_memory(h),
                    Owned::Image(h) => d.destroy_image(h, None),
                    Owned::ImageView(h) => d.destroy_image_view(h, None),
                    Owned::Sampler(h) => d.destroy_sampler(h, None),
                    Owned::RenderPass(h) => d.destroy_render_pass(h, None),
                    Owned::Framebuffer(h) => d.destroy_framebuffer(h, None),
                    Owned::ShaderModule(h) => d.destroy_shader_module(h, None),
                    Owned::DescriptorSetLayout(h) => d.destroy_descriptor_set_layout(h, None),
                    Owned::DescriptorPool(h) => d.destroy_descriptor_pool(h, None),
                    Owned::PipelineLayout(h) => d.destroy_pipeline_layout(h, None),
                    Owned::Pipeline(h) => d.destroy_pipeline(h, None),
                    Owned::CommandPool(h) => d.destroy_command_pool(h, None),
                    Owned::Fence(h) => d.destroy_fence(h, None),
                }
            }
            d.destroy_device(None);
        }
    }
}

/// Everything needed to create and use Vulkan objects on one device.
pub struct Gpu {
    // Field order is drop order: the device half must go before the instance half.
    dev: DeviceHalf,
    /// Dropped after `dev`; also answers physical-device queries.
    inst: InstanceHalf,
    /// Its name, for the log line.
    pub device_name: String,
    /// Its memory types and heaps.
    memory: vk::PhysicalDeviceMemoryProperties,
    /// The physical device, for format queries.
    physical: vk::PhysicalDevice,
    /// Family of [`Gpu::queue`].
    pub queue_family: u32,
    /// The one queue used for graphics, compute and transfers.
    pub queue: vk::Queue,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gpu")
            .field("device_name", &self.device_name)
            .field("queue_family", &self.queue_family)
            .field("owned", &self.dev.owned.len())
            .finish_non_exhaustive()
    }
}

impl Gpu {
    /// Loads the system Vulkan loader, creates an instance (with the validation layer and a
    /// debug messenger when `validate` is set), picks physical device `device_index` and
    /// creates a device with one queue that supports graphics and compute and with exactly
    /// the optional `features` enabled (an error names the first one the device lacks).
    pub fn new(validate: bool, device_index: usize, features: &[Feature]) -> Result<Self> {
        // SAFETY: loading the system loader runs its initialisers; this is what every Vulkan
        // application does, and nothing else in this process has loaded it differently.
        let entry = unsafe { ash::Entry::load() }
            .context("cannot load the Vulkan loader (libvulkan.so.1)")?;
        let inst = create_instance(entry, validate)?;
        let instance = &inst.instance;

        // SAFETY: `instance` is a valid instance for the lifetime of `inst`.
        let physicals = unsafe { instance.enumerate_physical_devices() }
            .context("vkEnumeratePhysicalDevices failed")?;
        let physical = *physicals.get(device_index).ok_or_else(|| {
            anyhow!(
                "--device-index {device_index} is out of range: {} physical device(s)",
                physicals.len()
            )
        })?;
        // SAFETY: `physical` was just returned by this instance.
        let props = unsafe { instance.get_physical_device_properties(physical) };
        let device_name = props
            .device_name_as_c_str()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|_| "<unnamed>".to_owned());
        // SAFETY: as above.
        let memory = unsafe { instance.get_physical_device_memory_properties(physical) };
        // SAFETY: as above.
        let families = unsafe { instance.get_physical_device_queue_family_properties(physical) };
        let wanted = vk::QueueFlags::GRAPHICS | vk::QueueFlags::COMPUTE;
        let queue_family = families
            .iter()
            .position(|f| f.queue_flags.contains(wanted) && f.queue_count > 0)
            .ok_or_else(|| {
                anyhow!("{device_name} has no queue family with graphics and compute")
            })?;
        let queue_family = u32::try_from(queue_family).context("queue family index")?;

        // SAFETY: as above.
        let supported = unsafe { instance.get_physical_device_features(physical) };
        let mut enabled = vk::PhysicalDeviceFeatures::default();
        for feature in features {
            if !feature.get(&supported) {
                bail!(
                    "{device_name} does not support {}, which the chosen --mode needs",
                    feature.name()
                );
            }
            feature.set(&mut enabled);
        }
        let priorities = [1.0f32];
        let queue_infos = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(queue_family)
            .queue_priorities(&priorities)];
        let device_info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&queue_infos)
            .enabled_features(&enabled);
        // SAFETY: `device_info` and what it points to live until the call returns; the queue
        // family index was taken from this physical device's own list.
        let device = unsafe { instance.create_device(physical, &device_info, None) }
            .with_context(|| format!("vkCreateDevice on {device_name} failed"))?;
        // SAFETY: queue 0 of `queue_family` was requested in `device_info`.
        let queue = unsafe { device.get_device_queue(queue_family, 0) };

        Ok(Gpu {
            dev: DeviceHalf {
                device,
                owned: Vec::new(),
            },
            inst,
            device_name,
            memory,
            physical,
            queue_family,
            queue,
        })
    }

    /// The device's format properties of `format`.
    pub fn format_properties(&self, format: vk::Format) -> vk::FormatProperties {
        // SAFETY: `physical` was enumerated from this instance, which lives as long as `self`.
        unsafe {
            self.inst
                .instance
                .get_physical_device_format_properties(self.physical, format)
        }
    }

    /// The device's limits for optimal-tiled 2D images of `format` with `usage` and `flags`,
    /// or why it has none.
    pub fn image_format_properties(
        &self,
        format: vk::Format,
        usage: vk::ImageUsageFlags,
        flags: vk::ImageCreateFlags,
    ) -> Result<vk::ImageFormatProperties> {
        // SAFETY: as in `format_properties`; every argument is a valid enum or flag value.
        unsafe {
            self.inst
                .instance
                .get_physical_device_image_format_properties(
                    self.physical,
                    format,
                    vk::ImageType::TYPE_2D,
                    vk::ImageTiling::OPTIMAL,
                    usage,
                    flags,
                )
        }
        .with_context(|| {
            format!("vkGetPhysicalDeviceImageFormatProperties {format:?} {usage:?} {flags:?}")
        })
    }

    /// The logical device.
    pub fn device(&self) -> &ash::Device {
        &self.dev.device
    }

    /// Records `object` for destruction at teardown. Call it right after the object is
    /// created, before anything else can fail.
    pub fn own(&mut self, object: Owned) {
        self.dev.owned.push(object);
    }

    /// Moves an already recorded `resource` to the end of the teardown list. Called when a
    /// buffer or image has been bound to memory allocated after it, so that it is destroyed
    /// before that memory is freed.
    pub fn bound(&mut self, resource: Owned) {
        if let Some(i) = self.dev.owned.iter().rposition(|o| *o == resource) {
            let object = self.dev.owned.remove(i);
            self.dev.owned.push(object);
        }
    }

    /// Index of a memory type allowed by `type_bits` that has all of `flags`.
    pub fn memory_type(&self, type_bits: u32, flags: vk::MemoryPropertyFlags) -> Result<u32> {
        let count = self
            .memory
            .memory_type_count
            .min(vk::MAX_MEMORY_TYPES as u32);
        (0..count)
            .find(|&i| {
                type_bits & (1 << i) != 0
                    && self.memory.memory_types[i as usize]
                        .property_flags
                        .contains(flags)
            })
            .ok_or_else(|| anyhow!("no memory type with {flags:?} in bits {type_bits:#b}"))
    }
}

impl Gpu {
    /// Makes one harmless, deliberate valid-usage error: a sampler with anisotropy enabled
    /// although the `samplerAnisotropy` feature was not enabled on the device. Drivers
    /// create such a sampler anyway; the validation layer must report it. Used by the tests
    /// to prove that `--validate` really fails a run that breaks the rules.
    pub fn provoke_validation_error(&mut self) -> Result<()> {
        let info = vk::SamplerCreateInfo::default()
            .anisotropy_enable(true)
            .max_anisotropy(2.0);
        // SAFETY: the create info is well-formed memory; it breaks only a valid-usage rule
        // about a feature flag, which no driver relies on for memory safety of a sampler
        // that is never used. Recorded for teardown right away.
        let sampler = unsafe { self.device().create_sampler(&info, None) }
            .context("vkCreateSampler (deliberately invalid) failed")?;
        self.own(Owned::Sampler(sampler));
        Ok(())
    }
}

/// Creates the instance, with the validation layer and a messenger when asked.
fn create_instance(entry: ash::Entry, validate: bool) -> Result<InstanceHalf> {
    let app = vk::ApplicationInfo::default()
        .application_name(c"vkrelay offscreen example")
        .application_version(1)
        .engine_name(c"none")
        .api_version(vk::API_VERSION_1_1);
    let layers = [VALIDATION_LAYER.as_ptr()];
    let extensions = [ash::ext::debug_utils::NAME.as_ptr()];
    let mut messenger_info = vk::DebugUtilsMessengerCreateInfoEXT::default()
        .message_severity(
            vk::DebugUtilsMessageSeverityFlagsEXT::WARNING
                | vk::DebugUtilsMessageSeverityFlagsEXT::ERROR,
        )
        .message_type(
            vk::DebugUtilsMessageTypeFlagsEXT::GENERAL
                | vk::DebugUtilsMessageTypeFlagsEXT::VALIDATION
                | vk::DebugUtilsMessageTypeFlagsEXT::PERFORMANCE,
        )
        .pfn_user_callback(Some(debug_callback));

    let mut info = vk::InstanceCreateInfo::default().application_info(&app);
    if validate {
        // SAFETY: plain global query; `entry` holds the loaded loader.
        let available = unsafe { entry.enumerate_instance_layer_properties() }
            .context("vkEnumerateInstanceLayerProperties failed")?;
        let found = available
            .iter()
            .any(|l| l.layer_name_as_c_str() == Ok(VALIDATION_LAYER));
        if !found {
            bail!(
                "--validate: the loader does not list {} (install vulkan-validationlayers)",
                VALIDATION_LAYER.to_string_lossy()
            );
        }
        // Chaining the messenger info also reports problems in vkCreateInstance and
        // vkDestroyInstance themselves.
        info = info
            .enabled_layer_names(&layers)
            .enabled_extension_names(&extensions)
            .push_next(&mut messenger_info);
    }
    // SAFETY: `info` and everything it points to (app info, name arrays, messenger info)
    // live until the call returns.
    let instance =
        unsafe { entry.create_instance(&info, None) }.context("vkCreateInstance failed")?;
    let mut half = InstanceHalf {
        entry,
        instance,
        debug: None,
    };
    if validate {
        let loader = ash::ext::debug_utils::Instance::new(&half.entry, &half.instance);
        // `push_next` left `messenger_info.p_next` null (the chain of `info` was empty).
        // SAFETY: VK_EXT_debug_utils was enabled on this instance; the callback is a plain
        // `extern "system"` function that lives for the whole program.
        let messenger = unsafe { loader.create_debug_utils_messenger(&messenger_info, None) }
            .context("vkCreateDebugUtilsMessengerEXT failed")?;
        half.debug = Some((loader, messenger));
    }
    Ok(half)
}

/// Prints each message from the validation layer and counts warnings and errors.
unsafe extern "system" fn debug_callback(
    severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    types: vk::DebugUtilsMessageTypeFlagsEXT,
    data: *const vk::DebugUtilsMessengerCallbackDataEXT<'_>,
    _user: *mut c_void,
) -> vk::Bool32 {
    // SAFETY: the caller (loader or layer) passes a valid callback-data struct, or null;
    // its strings are valid NUL-terminated strings for the duration of the call.
    let message = unsafe {
        data.as_ref()
            .and_then(|d| d.message_as_c_str())
            .map(|m| m.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    if severity.intersects(
        vk::DebugUtilsMessageSeverityFlagsEXT::WARNING
            | vk::DebugUtilsMessageSeverityFlagsEXT::ERROR,
    ) {
        REPORTED_PROBLEMS.fetch_add(1, Ordering::Relaxed);
    }
    eprintln!("offscreen: validation {severity:?} {types:?}: {message}");
    vk::FALSE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_feature_sets_and_reads_its_own_member() {
        let all = [
            Feature::ShaderClipDistance,
            Feature::ShaderCullDistance,
            Feature::TextureCompressionBc,
        ];
        for f in all {
            let mut features = vk::PhysicalDeviceFeatures::default();
            assert!(!f.get(&features));
            f.set(&mut features);
            for g in all {
                assert_eq!(
                    g.get(&features),
                    g == f,
                    "{} after setting {}",
                    g.name(),
                    f.name()
                );
            }
        }
    }
}
