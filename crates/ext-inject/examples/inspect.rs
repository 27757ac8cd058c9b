//! Shows what an application would be told under a policy, on the first Vulkan device.
//!
//! ```text
//! VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
//!     cargo run -p ext-inject --example inspect -- [policy.toml] [engine-name]
//! ```

use ash::vk;
use ext_inject::device;
use ext_inject::extensions::property_name;
use ext_inject::{ChainLimits, FeatureChain, Policy, mask_extensions};

const DEFAULT_POLICY: &str = r#"
max_api_version = "1.2"
max_heap_size = 1073741824
driver_name_suffix = " (vkrelay)"
[device_extensions]
deny = ["VK_KHR_maintenance1"]
emulate = [{ name = "VK_EXT_map_memory_placed", spec_version = 1 }]
[features]
emulate = ["textureCompressionBC", "shaderClipDistance"]
hide = ["geometryShader"]
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let text = match args.next() {
        Some(path) => std::fs::read_to_string(path)?,
        None => DEFAULT_POLICY.to_string(),
    };
    let engine = args.next();
    let policy = Policy::from_toml(&text)?.resolve(engine.as_deref())?;

    // SAFETY: loading the system Vulkan loader.
    let entry = unsafe { ash::Entry::load()? };
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: `info` is valid for the call.
    let instance = unsafe { entry.create_instance(&info, None)? };
    // SAFETY: a live instance.
    let pdev = unsafe { instance.enumerate_physical_devices()? }
        .into_iter()
        .next()
        .ok_or("no Vulkan device")?;
    let caps = device::query(&instance, pdev, vk::API_VERSION_1_3)?;

    let inst_driver = device::instance_extensions(&entry)?;
    let (mut inst, _) = mask_extensions(&inst_driver, &policy.instance_mask);
    let api = policy
        .properties
        .max_api_version
        .unwrap_or(caps.api_version)
        .min(caps.api_version);
    ext_inject::deps::prune_instance(&mut inst, api);
    let (mut dev, report) = mask_extensions(&caps.extensions, &policy.device_mask);
    let pruned = ext_inject::deps::prune_device(&mut dev, &inst, api);
    println!(
        "device extensions: {} of the driver's {}",
        dev.len(),
        caps.extensions.len()
    );
    println!("  hidden: {:?}", report.hidden);
    println!("  emulated: {:?}", report.added);
    println!("  pruned for dependencies: {pruned:?}");

    let mut p2 = vk::PhysicalDeviceProperties2::default();
    // SAFETY: live handles and an empty chain.
    unsafe { instance.get_physical_device_properties2(pdev, &mut p2) };
    // SAFETY: the chain the driver filled.
    let prep = unsafe {
        policy
            .properties
            .apply_to_chain(&mut p2, ChainLimits::default())?
    };
    println!("apiVersion: {:?}", prep.api_version);

    let has = |n: &str| {
        dev.iter()
            .any(|p| property_name(p).and_then(|c| c.to_str().ok()) == Some(n))
    };
    let mut chain = FeatureChain::for_device(api, has);
    // SAFETY: live handles; the chain holds structures the device knows.
    unsafe { instance.get_physical_device_features2(pdev, chain.features2_mut()) };
    // SAFETY: our own chain.
    let changed = unsafe {
        policy
            .features
            .apply_to_chain(chain.as_mut_ptr().cast(), ChainLimits::default())?
    };
    for c in changed {
        println!("feature {} -> {}", c.feature, c.value);
    }
    // SAFETY: no child objects were created.
    unsafe { instance.destroy_instance(None) };
    Ok(())
}
