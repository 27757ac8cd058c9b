//! Loading the real Vulkan driver — through the Khronos loader, or a driver `.so` directly —
//! and looking at what it offers.
//!
//! The renderer must never run on top of vkrelay itself (the loader would pick
//! `libvulkan_vkrelay.so` if `VK_DRIVER_FILES` pointed at it): [`Driver::load`] refuses a
//! `VK_DRIVER_FILES` manifest naming that library, and [`probe_driver`] refuses when it finds the
//! library mapped into the process once the driver is loaded.

use std::ffi::c_char;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use ash::vk;

/// Why the real driver could not be reached.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The Vulkan loader (`libvulkan.so.1`) could not be loaded.
    #[error(
        "cannot load the Vulkan loader ({0}); install it (libvulkan1 on Debian and Ubuntu), or \
         load a driver directly with --driver PATH"
    )]
    Loader(#[from] ash::LoadingError),
    /// The loader found no driver it could use.
    #[error(
        "the Vulkan loader found no usable driver ({0}); install one (Mesa's lavapipe is in \
         mesa-vulkan-drivers), point VK_DRIVER_FILES at its manifest, or pass --driver PATH"
    )]
    NoDriver(String),
    /// The driver works but offers no device.
    #[error(
        "the Vulkan driver exposes no physical device; point VK_DRIVER_FILES at another \
         driver's manifest, or pass --driver PATH"
    )]
    NoDevice,
    /// A driver library given by path could not be loaded or is not a Vulkan driver.
    #[error("cannot use {path} as a Vulkan driver: {reason}")]
    Library {
        /// The library's path.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// The driver that was loaded is vkrelay's own ICD, which would forward to itself.
    #[error(
        "the Vulkan driver loaded by the renderer is vkrelay's own ICD ({0}); point \
         VK_DRIVER_FILES at the real driver's manifest, or pass --driver"
    )]
    SelfLoad(String),
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

/// Where the real driver comes from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum DriverSource {
    /// The system's Khronos loader (`libvulkan.so.1`), which picks drivers from its manifests
    /// (`VK_DRIVER_FILES` and the standard directories).
    #[default]
    SystemLoader,
    /// A Vulkan driver library loaded directly, without the loader, like Winlator's
    /// custom-driver option. It must export `vk_icdGetInstanceProcAddr` (every installable
    /// client driver does) or `vkGetInstanceProcAddr`.
    Library(PathBuf),
}

/// The loader-ICD interface version the renderer speaks when it loads a driver directly.
const ICD_INTERFACE_VERSION: u32 = 5;

type NegotiateFn = unsafe extern "system" fn(*mut u32) -> vk::Result;

/// A loaded real driver: the global entry points, with the library kept loaded.
pub struct Driver {
    entry: ash::Entry,
    /// Keeps a directly loaded driver mapped for as long as `entry` may call into it.
    _library: Option<libloading::Library>,
    /// The instance [`Driver::keep_loaded`] made, never destroyed.
    resident: OnceLock<vk::Instance>,
}

impl fmt::Debug for Driver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Driver")
            .field("direct", &self._library.is_some())
            .finish()
    }
}

impl Driver {
    /// Loads the driver from `source`.
    pub fn load(source: &DriverSource) -> Result<Self, DriverError> {
        let driver = match source {
            DriverSource::SystemLoader => {
                refuse_own_manifests()?;
                Self {
                    // SAFETY: loading libvulkan runs its initialisers; the loader is a
                    // well-behaved library and the returned `Entry` keeps it loaded for as long
                    // as it is used.
                    entry: unsafe { ash::Entry::load()? },
                    _library: None,
                    resident: OnceLock::new(),
                }
            }
            DriverSource::Library(path) => Self::load_library(path)?,
        };
        Ok(driver)
    }

    fn load_library(path: &Path) -> Result<Self, DriverError> {
        let err = |reason: String| DriverError::Library {
            path: path.to_owned(),
            reason,
        };
        // SAFETY: loading a shared object runs its initialisers. The path was chosen by the
        // renderer's operator to be a Vulkan driver, which is a well-behaved library.
        let library = unsafe { libloading::Library::new(path) }.map_err(|e| err(e.to_string()))?;
        // SAFETY: if present, this symbol has the loader-ICD interface's signature.
        let negotiate =
            unsafe { library.get::<NegotiateFn>(b"vk_icdNegotiateLoaderICDInterfaceVersion\0") };
        if let Ok(negotiate) = negotiate {
            let mut version = ICD_INTERFACE_VERSION;
            // SAFETY: `version` is a valid u32 the driver may read and lower.
            let result = unsafe { negotiate(&mut version) };
            if result != vk::Result::SUCCESS {
                return Err(err(format!(
                    "it refused loader-ICD interface version {ICD_INTERFACE_VERSION}: {result}"
                )));
            }
        }
        // SAFETY: both symbols, when present, have vkGetInstanceProcAddr's signature.
        let gipa = unsafe {
            library
                .get::<vk::PFN_vkGetInstanceProcAddr>(b"vk_icdGetInstanceProcAddr\0")
                .or_else(|_| {
                    library.get::<vk::PFN_vkGetInstanceProcAddr>(b"vkGetInstanceProcAddr\0")
                })
        }
        .map_err(|_| {
            err("it exports neither vk_icdGetInstanceProcAddr nor vkGetInstanceProcAddr".into())
        })?;
        let static_fn = ash::StaticFn {
            get_instance_proc_addr: *gipa,
        };
        // SAFETY: `static_fn` points into `library`, which `Self` keeps loaded as long as
        // `entry` lives.
        let entry = unsafe { ash::Entry::from_static_fn(static_fn) };
        Ok(Self {
            entry,
            _library: Some(library),
            resident: OnceLock::new(),
        })
    }

    /// The driver's global entry points.
    pub fn entry(&self) -> &ash::Entry {
        &self.entry
    }

    /// Makes an instance that is never destroyed, so that the driver stays loaded for as long
    /// as the process lives (once; later calls do nothing).
    ///
    /// The loader unloads a driver when its last instance is destroyed. A driver may leave
    /// per-thread state, with a destructor that runs when the thread ends, in the threads that
    /// called it; the renderer's stream threads end with their streams, often after the
    /// client destroyed its last instance on another stream. NVIDIA's driver (580.159.04) does
    /// this for the thread that created an instance: that thread's end then runs code that is
    /// no longer mapped, and the process dies of `SIGSEGV` (the `instance_threads` example
    /// and `tools/h200/instance-threads.sh` show it). Without isolation that took the whole
    /// renderer down; with it, each such client's worker. With an instance kept, nothing is
    /// unloaded. Failing to make it is logged and changes nothing else.
    pub fn keep_loaded(&self) {
        if self.resident.get().is_some() {
            return;
        }
        let app = vk::ApplicationInfo::default()
            .application_name(c"vkrelay-resident")
            .api_version(vk::API_VERSION_1_0);
        let create = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: `create` and `app` are valid for the call; no allocator is passed.
        match unsafe { self.entry.create_instance(&create, None) } {
            Ok(i) => {
                if self.resident.set(i.handle()).is_err() {
                    // Another thread kept one first.
                    // SAFETY: a fresh instance nothing else knows of.
                    unsafe { i.destroy_instance(None) };
                }
            }
            Err(e) => tracing::warn!(
                "cannot make the instance that keeps the driver loaded ({e}): a driver that \
                 leaves per-thread state may crash a stream thread at its end"
            ),
        }
    }
}

/// The glob (over manifest file names) of vkrelay's installed ICD manifest,
/// `vkrelay_icd.<arch>.json`.
pub const OWN_MANIFEST_GLOB: &str = "vkrelay_icd*";

/// Keeps the Khronos loader's search of the standard manifest directories from handing the
/// renderer vkrelay's own installed ICD (`cargo xtask install` puts its manifest in
/// `~/.local/share/vulkan/icd.d`, where every Vulkan program, the renderer too, finds it):
/// adds [`OWN_MANIFEST_GLOB`] to `VK_LOADER_DRIVERS_DISABLE`. Where `VK_DRIVER_FILES` or
/// `VK_ICD_FILENAMES` name the drivers, nothing changes: an explicit choice of vkrelay's ICD is
/// refused by name ([`DriverError::SelfLoad`]). `run` removes the variable from its program's
/// environment.
///
/// # Safety
/// No other thread reads or writes the environment meanwhile (call it before starting any).
pub unsafe fn skip_own_manifest() {
    let explicit = ["VK_DRIVER_FILES", "VK_ICD_FILENAMES"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|v| !v.is_empty()));
    if explicit {
        return;
    }
    let disable = match std::env::var("VK_LOADER_DRIVERS_DISABLE") {
        Ok(d) if !d.is_empty() => format!("{d},{OWN_MANIFEST_GLOB}"),
        _ => OWN_MANIFEST_GLOB.to_owned(),
    };
    // SAFETY: the caller guarantees no other thread touches the environment.
    unsafe { std::env::set_var("VK_LOADER_DRIVERS_DISABLE", disable) };
}

/// Fails if a manifest that `VK_DRIVER_FILES` (or `VK_ICD_FILENAMES`) names, directly or in a
/// directory it names, points at vkrelay's own ICD: checked before the loader loads it, whose
/// `vkCreateInstance` would try to reach a renderer.
pub fn refuse_own_manifests() -> Result<(), DriverError> {
    let Some(list) = ["VK_DRIVER_FILES", "VK_ICD_FILENAMES"]
        .iter()
        .find_map(|v| std::env::var_os(v).filter(|v| !v.is_empty()))
    else {
        return Ok(());
    };
    for entry in std::env::split_paths(&list) {
        let manifests: Vec<PathBuf> = if entry.is_dir() {
            std::fs::read_dir(&entry)
                .map(|d| {
                    d.filter_map(|e| Some(e.ok()?.path()))
                        .filter(|p| p.extension().is_some_and(|x| x == "json"))
                        .collect()
                })
                .unwrap_or_default()
        } else {
            vec![entry]
        };
        for m in manifests {
            // A manifest the loader cannot read is the loader's to report.
            let text = std::fs::read_to_string(&m).unwrap_or_default();
            if text.contains(crate::OWN_ICD_LIBRARY) {
                return Err(DriverError::SelfLoad(format!(
                    "{} names {}",
                    m.display(),
                    crate::OWN_ICD_LIBRARY
                )));
            }
        }
    }
    Ok(())
}

/// Fails if vkrelay's own ICD is mapped into this process: the real driver must not be vkrelay.
pub fn refuse_self_load() -> Result<(), DriverError> {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    match maps.lines().find(|l| l.contains(crate::OWN_ICD_LIBRARY)) {
        Some(line) => {
            let path = line
                .split_whitespace()
                .last()
                .unwrap_or(crate::OWN_ICD_LIBRARY);
            Err(DriverError::SelfLoad(path.to_owned()))
        }
        None => Ok(()),
    }
}

/// Loads the real driver from the system loader, creates an instance, and on every physical
/// device creates a logical device with one queue, then reports what it found.
///
/// Creating the device (not only listing it) proves the driver really works.
pub fn probe() -> Result<Vec<ProbedDevice>, DriverError> {
    probe_driver(&Driver::load(&DriverSource::SystemLoader)?)
}

/// As [`probe`], on an already loaded driver.
pub fn probe_driver(driver: &Driver) -> Result<Vec<ProbedDevice>, DriverError> {
    let entry = driver.entry();
    let app = vk::ApplicationInfo::default()
        .application_name(c"vkrelay-probe")
        .api_version(vk::API_VERSION_1_1);
    let create = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: `create` and `app` are valid for the call; no allocator is passed.
    let instance = match unsafe { entry.create_instance(&create, None) } {
        Ok(i) => i,
        // The loader's answer when no driver loads, or none takes the instance.
        Err(vk::Result::ERROR_INCOMPATIBLE_DRIVER) => {
            refuse_self_load()?;
            return Err(DriverError::NoDriver(driver_files()));
        }
        Err(result) => {
            refuse_self_load()?;
            return Err(DriverError::Vulkan {
                call: "vkCreateInstance",
                result,
            });
        }
    };
    // The loader has loaded its drivers by now.
    let result = refuse_self_load().and_then(|()| probe_instance(&instance));
    // SAFETY: every child object was destroyed inside `probe_instance`.
    unsafe { instance.destroy_instance(None) };
    result
}

/// As [`probe_driver`], failing with [`DriverError::NoDevice`] where the driver offers no
/// device: what `serve` and `run` check before they take clients. The driver then stays
/// loaded ([`Driver::keep_loaded`]).
pub fn check_driver(driver: &Driver) -> Result<Vec<ProbedDevice>, DriverError> {
    let devices = probe_driver(driver)?;
    if devices.is_empty() {
        return Err(DriverError::NoDevice);
    }
    driver.keep_loaded();
    Ok(devices)
}

/// Where the loader was told to look for drivers, for an error message.
fn driver_files() -> String {
    for var in ["VK_DRIVER_FILES", "VK_ICD_FILENAMES"] {
        if let Some(v) = std::env::var_os(var).filter(|v| !v.is_empty()) {
            return format!("{var}={}", v.to_string_lossy());
        }
    }
    "VK_DRIVER_FILES is unset: the standard manifest directories were searched".into()
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
        let name = c_chars_to_string(&props.device_name);
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

/// A fixed-size, NUL-terminated C string from a driver, as text; unterminated text is cut at the
/// array's end rather than read past it.
fn c_chars_to_string(chars: &[c_char]) -> String {
    let bytes: Vec<u8> = chars
        .iter()
        .take_while(|&&c| c != 0)
        // `c_char` is `i8` on x86-64 and `u8` on aarch64; the byte either way.
        .map(|&c| u8::from_ne_bytes(c.to_ne_bytes()))
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether lavapipe's library is mapped into this process.
    fn lavapipe_mapped() -> bool {
        std::fs::read_to_string("/proc/self/maps")
            .unwrap()
            .contains("libvulkan_lvp.so")
    }

    /// An instance made and destroyed on a thread of its own, as a client's stream does.
    fn client_instance(driver: &Driver) {
        std::thread::scope(|s| {
            s.spawn(|| {
                let create = vk::InstanceCreateInfo::default();
                // SAFETY: a valid create info; destroyed before the thread ends.
                unsafe {
                    let i = driver.entry().create_instance(&create, None).unwrap();
                    i.destroy_instance(None);
                }
            });
        });
    }

    /// The loader unloads lavapipe with its last instance; once the driver is kept loaded,
    /// a client's instance coming and going leaves it mapped. (Each test runs in a process of
    /// its own under nextest, so no other test's instance keeps it.)
    #[test]
    fn a_kept_driver_stays_mapped_when_the_clients_instances_are_gone() {
        let manifest = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";
        if !Path::new(manifest).exists() {
            eprintln!("skipped: no lavapipe ({manifest})");
            return;
        }
        // SAFETY: no other thread of this test process reads the environment yet.
        unsafe { std::env::set_var("VK_DRIVER_FILES", manifest) };
        let driver = Driver::load(&DriverSource::SystemLoader).unwrap();
        client_instance(&driver);
        assert!(
            !lavapipe_mapped(),
            "the loader kept lavapipe without an instance"
        );
        driver.keep_loaded();
        driver.keep_loaded();
        client_instance(&driver);
        assert!(
            lavapipe_mapped(),
            "lavapipe was unloaded with the client's instance"
        );
    }
}
