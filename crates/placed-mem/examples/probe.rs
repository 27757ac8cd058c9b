//! Which path shares each host-visible memory type of this machine's first Vulkan device:
//! for every such type, one 64 KiB allocation through every path in turn, then through the
//! default order, with each failure's reason.
//!
//! `cargo run -p placed-mem --example probe` (`VK_DRIVER_FILES` picks the driver).

use ash::vk;
use placed_mem::{Allocator, Config, Path, Request};

fn main() {
    // SAFETY: loading the system Vulkan loader.
    let entry = unsafe { ash::Entry::load() }.expect("no Vulkan loader");
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    // SAFETY: valid create info.
    let instance = unsafe {
        entry.create_instance(
            &vk::InstanceCreateInfo::default().application_info(&app),
            None,
        )
    }
    .expect("vkCreateInstance");
    // SAFETY: a live instance.
    let pd = *unsafe { instance.enumerate_physical_devices() }
        .expect("vkEnumeratePhysicalDevices")
        .first()
        .expect("no Vulkan device");
    // SAFETY: `pd` belongs to `instance` (here and below).
    let props = unsafe { instance.get_physical_device_properties(pd) };
    // SAFETY: as above.
    let extensions = unsafe { Allocator::usable_extensions(&instance, pd) };
    let names: Vec<_> = extensions.iter().map(|e| e.as_ptr()).collect();
    let prio = [1.0];
    let queues = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&prio)];
    let info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_extension_names(&names);
    // SAFETY: valid create info for `pd`.
    let device = unsafe { instance.create_device(pd, &info, None) }.expect("vkCreateDevice");
    println!(
        "{}; extensions: {:?}",
        props
            .device_name_as_c_str()
            .unwrap_or(c"?")
            .to_string_lossy(),
        extensions
    );
    // SAFETY: as above.
    let memory = unsafe { instance.get_physical_device_memory_properties(pd) };
    let config = |order: Vec<Path>| Config {
        order,
        ..Config::default()
    };
    for (i, ty) in memory.memory_types_as_slice().iter().enumerate() {
        println!("type {i}: heap {} {:?}", ty.heap_index, ty.property_flags);
        if !ty
            .property_flags
            .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
        {
            continue;
        }
        let orders = Path::ALL
            .iter()
            .map(|&p| (p.to_string(), vec![p]))
            .chain([("default order".to_string(), Config::default().order)]);
        for (what, order) in orders {
            // SAFETY: related handles; `extensions` is what the device was made with; the
            // allocator is dropped before the device.
            let alloc =
                unsafe { Allocator::new(&instance, pd, &device, &extensions, config(order)) };
            match alloc.allocate(&Request::new(64 << 10, i as u32)) {
                Ok(mem) => {
                    println!("  {what}: shared via {:?}", mem.path());
                    // SAFETY: nothing uses the memory.
                    unsafe { alloc.free(mem) };
                }
                Err(e) => println!("  {what}: {e}"),
            }
        }
    }
    // SAFETY: nothing is left on the device or the instance.
    unsafe {
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
}
