//! Which threads may create, use and destroy a Vulkan instance on the system driver: each
//! `MODE` makes an instance and a device, uses them, destroys them, and ends the threads
//! involved in a given order, `ROUNDS` times (default 5); it prints `MODE round N ok` for each.
//! A driver that kills a thread at its end for what another thread did to its instance dies
//! with a signal instead. `tools/h200/instance-threads.sh` runs every mode on NVIDIA's driver,
//! where `cross` and `instonly` die unless `KEEP=1` (the reason for
//! `vkrelay_renderer::driver::Driver::keep_loaded`).
//!
//! | `MODE` | instance and device made on | destroyed on | then ends |
//! |---|---|---|---|
//! | `same` | A | A | A |
//! | `late` | A | B, after A ended | B |
//! | `cross` | A | B, while A lives | A |
//! | `instonly` | A (A destroys the device) | B destroys the instance, while A lives | A |
//! | `devonly` | A | B destroys the device, while A lives; the instance last, on the main thread | A |
//! | `creator` | the instance on a thread that never ends; the device on A | B, while A lives | A |
//! | `creator-global` | as `creator`, and A enumerates the instance extensions, layers and version first | B, while A lives | A |
//!
//! With `KEEP=1` an instance made by the main thread first lives through every round (the
//! loader then never unloads the driver).
//!
//! Run: `MODE=cross cargo run --release -p vkrelay-renderer --example instance_threads`.

use std::sync::mpsc;
use std::time::Duration;

use ash::vk;

struct Objects {
    instance: ash::Instance,
    device: ash::Device,
}

fn make_instance(entry: &ash::Entry) -> ash::Instance {
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: a valid create info.
    unsafe { entry.create_instance(&info, None) }.expect("vkCreateInstance")
}

fn make_device(instance: ash::Instance) -> Objects {
    // SAFETY: a live instance; queue family 0 exists on every device.
    unsafe {
        let physical = instance.enumerate_physical_devices().expect("no device")[0];
        let priority = [1.0f32];
        let queues = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&priority)];
        let info = vk::DeviceCreateInfo::default().queue_create_infos(&queues);
        let device = instance
            .create_device(physical, &info, None)
            .expect("vkCreateDevice");
        let sampler = device
            .create_sampler(&vk::SamplerCreateInfo::default(), None)
            .expect("vkCreateSampler");
        device.destroy_sampler(sampler, None);
        device.device_wait_idle().expect("vkDeviceWaitIdle");
        Objects { instance, device }
    }
}

fn destroy_device(o: &Objects) {
    // SAFETY: idle and no longer used.
    unsafe { o.device.destroy_device(None) };
}

fn destroy_instance(o: &Objects) {
    // SAFETY: its device is gone and nothing uses it.
    unsafe { o.instance.destroy_instance(None) };
}

/// Runs `a` on a new thread that hands its objects over and then lives on for a while; runs
/// `b` on another thread while it does; returns once both have ended.
fn while_alive(
    a: impl FnOnce() -> Objects + Send + 'static,
    b: impl FnOnce(Objects) -> Objects + Send + 'static,
) -> Objects {
    let (tx, rx) = mpsc::channel();
    let first = std::thread::spawn(move || {
        let _ = tx.send(a());
        std::thread::sleep(Duration::from_millis(50));
    });
    let o = rx.recv().expect("the first thread failed");
    let o = std::thread::spawn(move || b(o))
        .join()
        .expect("the second thread failed");
    first.join().expect("the first thread failed");
    o
}

fn main() {
    let mode = std::env::var("MODE").unwrap_or_else(|_| "same".into());
    let rounds: u32 = std::env::var("ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    // SAFETY: loads the system's Vulkan loader.
    let entry = unsafe { ash::Entry::load() }.expect("no Vulkan loader");
    // KEEP=1: an instance of the main thread's lives through every round, so the loader
    // never unloads the driver.
    let _kept = std::env::var_os("KEEP").map(|_| make_instance(&entry));
    for round in 0..rounds {
        let e = entry.clone();
        match mode.as_str() {
            "same" => std::thread::spawn(move || {
                let o = make_device(make_instance(&e));
                destroy_device(&o);
                destroy_instance(&o);
            })
            .join()
            .expect("the thread failed"),
            "late" => {
                let o = std::thread::spawn(move || make_device(make_instance(&e)))
                    .join()
                    .expect("the first thread failed");
                std::thread::spawn(move || {
                    destroy_device(&o);
                    destroy_instance(&o);
                })
                .join()
                .expect("the second thread failed");
            }
            "cross" => {
                while_alive(
                    move || make_device(make_instance(&e)),
                    |o| {
                        destroy_device(&o);
                        destroy_instance(&o);
                        o
                    },
                );
            }
            "instonly" => {
                while_alive(
                    move || {
                        let o = make_device(make_instance(&e));
                        destroy_device(&o);
                        o
                    },
                    |o| {
                        destroy_instance(&o);
                        o
                    },
                );
            }
            "devonly" => {
                let o = while_alive(
                    move || make_device(make_instance(&e)),
                    |o| {
                        destroy_device(&o);
                        o
                    },
                );
                destroy_instance(&o);
            }
            "creator" | "creator-global" => {
                let global = mode == "creator-global";
                let (tx, rx) = mpsc::channel();
                std::thread::spawn(move || {
                    let _ = tx.send(make_instance(&e));
                    loop {
                        std::thread::park();
                    }
                });
                let instance = rx.recv().expect("the creating thread failed");
                let e = entry.clone();
                while_alive(
                    move || {
                        if global {
                            // SAFETY: global commands of a loaded entry.
                            unsafe {
                                let _ = e.enumerate_instance_extension_properties(None);
                                let _ = e.enumerate_instance_layer_properties();
                                let _ = e.try_enumerate_instance_version();
                            }
                        }
                        make_device(instance)
                    },
                    |o| {
                        destroy_device(&o);
                        destroy_instance(&o);
                        o
                    },
                );
            }
            other => {
                eprintln!("unknown MODE {other}: same, late, cross, instonly, devonly or creator");
                std::process::exit(2);
            }
        }
        println!("{mode} round {round} ok");
    }
}
