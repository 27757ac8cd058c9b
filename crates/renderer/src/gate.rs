//! Which commands a client may run on which object: a command reaches the driver only when
//! its extension (or core version) is available on the instance, physical device or device it
//! names. Calling a command that is not is undefined behaviour in the driver and the loader
//! (a jump through a NULL dispatch entry, the loader's "not supported" `abort()`, a driver
//! touching state it never set up); one hostile or buggy client would take the renderer and
//! every other client down with it.
//!
//! | first parameter | how the command is resolved and checked |
//! |---|---|
//! | `VkDevice`, `VkQueue`, `VkCommandBuffer` (also the `vkCmd*` of a [`vk_wire::relay::BATCH`]) | `vkGetDeviceProcAddr(device, name)` for the command's name and its aliases, once per device and command (a table per device, indexed by command id). NULL (neither core at the device's version nor from an enabled extension) refuses it. A command provided only by instance extensions (`VK_EXT_debug_utils`) also needs one of them enabled on the device's instance. |
//! | `VkInstance` | [`vk_wire::provided_by`]: a core version at most the instance's, or an instance extension the instance enabled (the final `VkInstanceCreateInfo` the driver saw, after [`crate::hooks`]). |
//! | `VkPhysicalDevice` | the same, where a device extension counts when the physical device advertises it (the driver's own list, before [`crate::expose`] hides anything; read once per physical device). |
//! | none (global commands) | not checked. |
//!
//! The instance's version is the `apiVersion` the driver was given (the renderer raises it to
//! 1.1, see [`crate::session`]), capped by the loader's `vkEnumerateInstanceVersion`.
//!
//! A refused command is a protocol violation: the client gets no Vulkan error, it is dropped
//! ([`GateError`] names the command and what was missing) and its objects are destroyed, like
//! for any other bad request. A legitimate application never gets there: the loader and the
//! ICD hand out no entry point for a device command that is not enabled, and the instance and
//! physical-device cases are valid-usage violations of the application.
//!
//! Every check after the first of a (device, command) pair is one hash of the handle (a
//! multiplication) and one indexed load; nothing hashes or compares names per call.

use std::ffi::{CString, c_char};

use ash::vk::{self, Handle};
use vk_wire::desc::{CommandDesc, Kind, Provider};
use vk_wire::generated::{COMMANDS, EXTENSIONS};
use vk_wire::{args, id};

type Pfn = unsafe extern "system" fn();

/// Why a command was refused.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// `vkGetDeviceProcAddr` returned NULL for it on the device the command names.
    #[error(
        "{0}: not enabled on this device (neither core at its version nor from an enabled extension)"
    )]
    Device(&'static str),
    /// It needs an instance extension (or core version) the instance did not enable.
    #[error("{0}: not enabled on this instance (needs one of: {1})")]
    Instance(&'static str, String),
    /// A physical-device command of a device extension the physical device does not
    /// advertise (or of a core version above the instance's).
    #[error("{0}: not supported by this physical device (needs one of: {1})")]
    Physical(&'static str, String),
    /// The queue or command buffer (or device) it names belongs to no device of this client.
    #[error("{0}: its device is unknown")]
    Owner(&'static str),
}

/// A set of [`EXTENSIONS`] indices.
#[derive(Clone, Debug, Default)]
struct ExtSet(Vec<u64>);

impl ExtSet {
    fn from_names<'a>(names: impl IntoIterator<Item = &'a [u8]>) -> ExtSet {
        let mut s = ExtSet(vec![0; EXTENSIONS.len().div_ceil(64)]);
        for n in names {
            if let Some(i) = vk_wire::extension_index(n) {
                s.0[i as usize / 64] |= 1 << (i % 64);
            }
        }
        s
    }

    fn has(&self, i: u16) -> bool {
        self.0
            .get(i as usize / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

/// Handles are unique 64-bit values: FxHash (one multiplication) rather than SipHash. A
/// client choosing colliding ids only slows its own lookups.
type ByHandle<V> = rustc_hash::FxHashMap<u64, V>;

#[derive(Debug)]
struct InstanceInfo {
    /// `major.minor` of the instance, packed (patch 0).
    version: u32,
    enabled: ExtSet,
}

#[derive(Debug)]
struct PhysicalInfo {
    instance: u64,
    /// The device extensions the driver advertises (read on first use).
    supported: Option<ExtSet>,
}

#[derive(Clone, Copy)]
enum Slot {
    Unknown,
    Absent,
    Fn(Pfn),
}

/// The driver's functions of one device, by command id, looked up on first use.
struct DeviceTable {
    raw: u64,
    instance: u64,
    gdpa: vk::PFN_vkGetDeviceProcAddr,
    slots: Box<[Slot]>,
}

/// What one client's instances, physical devices and devices make available.
#[derive(Default)]
pub struct Gate {
    instances: ByHandle<InstanceInfo>,
    physical: ByHandle<PhysicalInfo>,
    devices: Vec<Option<DeviceTable>>,
    /// device, queue or command buffer → index in `devices`.
    owners: ByHandle<u32>,
    /// The last `owners` lookup of [`Gate::device_pfn`] (handle 0: none): a batch's recorded
    /// commands all name the same command buffer. Cleared by every change of `owners`.
    last_owner: (u64, u32),
    /// Core commands above this version are looked up by their extension aliases only
    /// ([`crate::version::candidates`]).
    hide_core_above: Option<u32>,
}

impl std::fmt::Debug for Gate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gate")
            .field("instances", &self.instances.len())
            .field("physical", &self.physical.len())
            .field("owners", &self.owners.len())
            .finish()
    }
}

/// Which object a command runs on (by its first parameter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// No dispatchable first parameter.
    Global,
    /// A `VkInstance`.
    Instance,
    /// A `VkPhysicalDevice`.
    Physical,
    /// A `VkDevice`, `VkQueue` or `VkCommandBuffer`.
    Device,
}

/// The level of `cmd` and the raw handle of its first parameter in the decoded arguments `a`.
///
/// # Safety
/// `a` holds decoded arguments of `cmd`.
pub unsafe fn level(cmd: &CommandDesc, a: *const u8) -> (Level, u64) {
    let Some(first) = cmd.args.members.first() else {
        return (Level::Global, 0);
    };
    let Kind::Handle { ty, .. } = first.kind else {
        return (Level::Global, 0);
    };
    let level = match vk::ObjectType::from_raw(ty) {
        vk::ObjectType::INSTANCE => Level::Instance,
        vk::ObjectType::PHYSICAL_DEVICE => Level::Physical,
        vk::ObjectType::DEVICE | vk::ObjectType::QUEUE | vk::ObjectType::COMMAND_BUFFER => {
            Level::Device
        }
        _ => return (Level::Global, 0),
    };
    // SAFETY: caller: a handle member of the decoded arguments.
    (level, unsafe {
        a.add(first.off as usize).cast::<u64>().read()
    })
}

fn table_len() -> usize {
    COMMANDS.iter().map(|c| c.id as usize).max().unwrap_or(0) + 1
}

fn major_minor(v: u32) -> u32 {
    vk::make_api_version(0, vk::api_version_major(v), vk::api_version_minor(v), 0)
}

fn describe(providers: &[Provider]) -> String {
    let names: Vec<String> = providers
        .iter()
        .map(|p| match *p {
            Provider::Core(v) => format!(
                "Vulkan {}.{}",
                vk::api_version_major(v),
                vk::api_version_minor(v)
            ),
            Provider::Extension(i) => EXTENSIONS
                .get(i as usize)
                .map_or("?", |e| e.name)
                .to_owned(),
        })
        .collect();
    names.join(", ")
}

/// # Safety
/// `names` is null or points to `count` valid NUL-terminated strings.
unsafe fn names<'a>(names: *const *const c_char, count: u32) -> Vec<&'a [u8]> {
    if names.is_null() {
        return Vec::new();
    }
    // SAFETY: caller.
    let list = unsafe { std::slice::from_raw_parts(names, count as usize) };
    list.iter()
        .filter(|n| !n.is_null())
        // SAFETY: caller: valid C strings.
        .map(|&n| unsafe { std::ffi::CStr::from_ptr(n) }.to_bytes())
        .collect()
}

impl Gate {
    /// A gate that looks core commands above `version` up by their extension aliases only
    /// (`None`: by their own name first).
    pub fn hiding_core_above(version: Option<u32>) -> Gate {
        Gate {
            hide_core_above: version,
            ..Gate::default()
        }
    }

    /// Records the instance `raw` the driver created from `info` (the final create info);
    /// `loader_version` is what `vkEnumerateInstanceVersion` reports.
    ///
    /// # Safety
    /// `info` is a valid create info (the decoder's, possibly edited by the hooks).
    pub unsafe fn instance_created(
        &mut self,
        raw: u64,
        info: &vk::InstanceCreateInfo<'_>,
        loader_version: u32,
    ) {
        // SAFETY: caller: a valid application info or null.
        let asked = unsafe { info.p_application_info.as_ref() }
            .map(|a| a.api_version)
            .filter(|&v| v != 0)
            .unwrap_or(vk::API_VERSION_1_0);
        let version = major_minor(asked.min(loader_version));
        // SAFETY: caller.
        let list = unsafe {
            names(
                info.pp_enabled_extension_names,
                info.enabled_extension_count,
            )
        };
        let enabled = ExtSet::from_names(list);
        self.instances
            .insert(raw, InstanceInfo { version, enabled });
    }

    /// Forgets a destroyed instance.
    pub fn instance_destroyed(&mut self, raw: u64) {
        self.instances.remove(&raw);
        self.physical.retain(|_, p| p.instance != raw);
    }

    /// Records that the physical devices `pds` belong to `instance`.
    pub fn physical_devices(&mut self, instance: u64, pds: impl IntoIterator<Item = u64>) {
        for pd in pds {
            self.physical.entry(pd).or_insert(PhysicalInfo {
                instance,
                supported: None,
            });
        }
    }

    /// Records the new device `raw` on `physical`; `gdpa` is the driver's
    /// `vkGetDeviceProcAddr`; `fallback` the instance used when the physical device's is not
    /// known.
    pub fn device_created(
        &mut self,
        raw: u64,
        physical: u64,
        fallback: u64,
        gdpa: vk::PFN_vkGetDeviceProcAddr,
    ) {
        let instance = self
            .physical
            .get(&physical)
            .map_or(fallback, |p| p.instance);
        let table = DeviceTable {
            raw,
            instance,
            gdpa,
            slots: vec![Slot::Unknown; table_len()].into_boxed_slice(),
        };
        let i = match self.devices.iter().position(Option::is_none) {
            Some(i) => {
                self.devices[i] = Some(table);
                i
            }
            None => {
                self.devices.push(Some(table));
                self.devices.len() - 1
            }
        };
        self.last_owner = (0, 0);
        self.owners.insert(raw, i as u32);
    }

    /// Records that the queue or command buffer `child` belongs to `device`.
    pub fn child(&mut self, device: u64, child: u64) {
        if let Some(&i) = self.owners.get(&device) {
            self.last_owner = (0, 0);
            self.owners.insert(child, i);
        }
    }

    /// Forgets a freed command buffer.
    pub fn forget(&mut self, raw: u64) {
        self.last_owner = (0, 0);
        self.owners.remove(&raw);
    }

    /// The device (raw handle) that owns `handle` (a device, queue or command buffer).
    pub fn device_of(&self, handle: u64) -> Option<u64> {
        let i = *self.owners.get(&handle)?;
        self.devices.get(i as usize)?.as_ref().map(|t| t.raw)
    }

    /// The instance (raw handle) of the device that owns `handle` (a device, queue or command
    /// buffer).
    pub fn instance_of(&self, handle: u64) -> Option<u64> {
        let i = *self.owners.get(&handle)?;
        self.devices.get(i as usize)?.as_ref().map(|t| t.instance)
    }

    /// The devices made on physical devices of `instance` (raw handles).
    pub fn devices_of(&self, instance: u64) -> Vec<u64> {
        self.devices
            .iter()
            .flatten()
            .filter(|t| t.instance == instance)
            .map(|t| t.raw)
            .collect()
    }

    /// Forgets a destroyed device, its queues and its command buffers.
    pub fn device_destroyed(&mut self, raw: u64) {
        let Some(i) = self.owners.get(&raw).copied() else {
            return;
        };
        if self
            .devices
            .get(i as usize)
            .and_then(Option::as_ref)
            .map(|t| t.raw)
            != Some(raw)
        {
            return;
        }
        self.devices[i as usize] = None;
        self.last_owner = (0, 0);
        self.owners.retain(|_, o| *o != i);
    }

    /// The driver's function for the device-level `cmd` on the device that owns `handle` (a
    /// device, queue or command buffer).
    #[inline]
    pub fn device_pfn(&mut self, cmd: &'static CommandDesc, handle: u64) -> Result<Pfn, GateError> {
        let owner = if self.last_owner.0 == handle && handle != 0 {
            Some(self.last_owner.1)
        } else {
            let o = self.owners.get(&handle).copied();
            if let Some(i) = o {
                self.last_owner = (handle, i);
            }
            o
        };
        if let Some(i) = owner
            && let Some(Some(t)) = self.devices.get(i as usize)
            && let Some(Slot::Fn(f)) = t.slots.get(cmd.id as usize)
        {
            return Ok(*f);
        }
        self.resolve(cmd, handle)
    }

    /// [`Gate::device_pfn`] for a command not looked up yet on its device (or refused).
    #[cold]
    fn resolve(&mut self, cmd: &'static CommandDesc, handle: u64) -> Result<Pfn, GateError> {
        let i = *self.owners.get(&handle).ok_or(GateError::Owner(cmd.name))?;
        let Some(Some(t)) = self.devices.get_mut(i as usize) else {
            return Err(GateError::Owner(cmd.name));
        };
        match t.slots.get(cmd.id as usize) {
            Some(Slot::Fn(f)) => return Ok(*f),
            Some(Slot::Absent) | None => return Err(GateError::Device(cmd.name)),
            Some(Slot::Unknown) => {}
        }
        let instance = t.instance;
        let providers = vk_wire::provided_by(cmd);
        let instance_only = !providers.is_empty()
            && providers.iter().all(|p| match *p {
                Provider::Extension(e) => EXTENSIONS.get(e as usize).is_some_and(|x| !x.device),
                Provider::Core(_) => false,
            });
        if instance_only {
            let ok = self.instances.get(&instance).is_some_and(|inst| {
                providers.iter().any(|p| match *p {
                    Provider::Extension(e) => inst.enabled.has(e),
                    Provider::Core(_) => false,
                })
            });
            if !ok {
                return Err(GateError::Instance(cmd.name, describe(providers)));
            }
        }
        let Some(Some(t)) = self.devices.get_mut(i as usize) else {
            return Err(GateError::Owner(cmd.name));
        };
        let found = crate::version::candidates(cmd, self.hide_core_above).find_map(|name| {
            let name = CString::new(name).ok()?;
            // SAFETY: `t.raw` is a live device of this client (it is removed from the
            // table when destroyed); `name` is a valid C string.
            unsafe { (t.gdpa)(vk::Device::from_raw(t.raw), name.as_ptr()) }
        });
        let slot = found.map_or(Slot::Absent, Slot::Fn);
        if let Some(s) = t.slots.get_mut(cmd.id as usize) {
            *s = slot;
        }
        found.ok_or(GateError::Device(cmd.name))
    }

    /// Learns from a successful command what it created or destroyed: instances (their
    /// version and extensions), physical devices and their instance, devices (their `vkGetDeviceProcAddr` looked up through `newest`, the
    /// client's newest instance, on `entry`), freed command buffers, destroyed devices and
    /// instances.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, outputs written by the driver; `newest` is 0
    /// or a live instance of the driver `entry` loaded.
    pub unsafe fn record(
        &mut self,
        cmd: &CommandDesc,
        a: *const u8,
        entry: &ash::Entry,
        newest: u64,
    ) {
        // SAFETY: (every arm) the ids say which argument structure `a` holds; the decoder
        // checked output arrays against their counts and the driver filled them.
        unsafe {
            match cmd.id {
                id::CREATE_INSTANCE => {
                    // The create info the driver was given (edited in the arena by the hooks,
                    // which keep their lists alive until the reply is sent).
                    let x = &*a.cast::<args::CreateInstance>();
                    let (Some(info), Some(inst)) =
                        (x.p_create_info.as_ref(), x.p_instance.as_ref())
                    else {
                        return;
                    };
                    let loader = entry
                        .try_enumerate_instance_version()
                        .ok()
                        .flatten()
                        .unwrap_or(vk::API_VERSION_1_0);
                    self.instance_created(inst.as_raw(), info, loader);
                }
                id::ENUMERATE_PHYSICAL_DEVICES => {
                    let x = &*a.cast::<args::EnumeratePhysicalDevices>();
                    if !x.p_physical_devices.is_null() && !x.p_physical_device_count.is_null() {
                        let n = *x.p_physical_device_count as usize;
                        let pds = std::slice::from_raw_parts(x.p_physical_devices, n);
                        self.physical_devices(x.instance.as_raw(), pds.iter().map(|p| p.as_raw()));
                    }
                }
                id::ENUMERATE_PHYSICAL_DEVICE_GROUPS => {
                    let x = &*a.cast::<args::EnumeratePhysicalDeviceGroups>();
                    if !x.p_physical_device_group_properties.is_null()
                        && !x.p_physical_device_group_count.is_null()
                    {
                        let n = *x.p_physical_device_group_count as usize;
                        let groups =
                            std::slice::from_raw_parts(x.p_physical_device_group_properties, n);
                        for g in groups {
                            let k =
                                (g.physical_device_count as usize).min(g.physical_devices.len());
                            self.physical_devices(
                                x.instance.as_raw(),
                                g.physical_devices[..k].iter().map(|p| p.as_raw()),
                            );
                        }
                    }
                }
                id::CREATE_DEVICE => {
                    let x = &*a.cast::<args::CreateDevice>();
                    let Some(device) = x.p_device.as_ref().map(|d| d.as_raw()) else {
                        return;
                    };
                    let gipa = entry.static_fn().get_instance_proc_addr;
                    let name = c"vkGetDeviceProcAddr";
                    let Some(gdpa) = gipa(vk::Instance::from_raw(newest), name.as_ptr()) else {
                        return;
                    };
                    let gdpa = std::mem::transmute::<Pfn, vk::PFN_vkGetDeviceProcAddr>(gdpa);
                    self.device_created(device, x.physical_device.as_raw(), newest, gdpa);
                }
                id::DESTROY_DEVICE => {
                    let x = &*a.cast::<args::DestroyDevice>();
                    self.device_destroyed(x.device.as_raw());
                }
                id::DESTROY_INSTANCE => {
                    let x = &*a.cast::<args::DestroyInstance>();
                    self.instance_destroyed(x.instance.as_raw());
                }
                id::FREE_COMMAND_BUFFERS => {
                    let x = &*a.cast::<args::FreeCommandBuffers>();
                    if !x.p_command_buffers.is_null() {
                        let n = x.command_buffer_count as usize;
                        for cb in std::slice::from_raw_parts(x.p_command_buffers, n) {
                            self.forget(cb.as_raw());
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Checks the instance-level `cmd` on the instance `raw`.
    pub fn check_instance(&self, cmd: &'static CommandDesc, raw: u64) -> Result<(), GateError> {
        let providers = vk_wire::provided_by(cmd);
        let Some(inst) = self.instances.get(&raw) else {
            // Not created through this session (the object table would not have decoded it).
            return Err(GateError::Owner(cmd.name));
        };
        if providers.is_empty() || providers.iter().any(|p| inst_has(inst, p)) {
            Ok(())
        } else {
            Err(GateError::Instance(cmd.name, describe(providers)))
        }
    }

    /// Checks the physical-device-level `cmd` on the physical device `raw`; `fallback` is the
    /// instance used when the physical device's is not known; `enumerate` reads the device
    /// extensions the driver advertises for it (called once per physical device).
    pub fn check_physical(
        &mut self,
        cmd: &'static CommandDesc,
        raw: u64,
        fallback: u64,
        enumerate: impl FnOnce(u64, u64) -> Vec<vk::ExtensionProperties>,
    ) -> Result<(), GateError> {
        let providers = vk_wire::provided_by(cmd);
        if providers.is_empty() {
            return Ok(());
        }
        let info = self.physical.entry(raw).or_insert(PhysicalInfo {
            instance: fallback,
            supported: None,
        });
        let Some(inst) = self.instances.get(&info.instance) else {
            return Err(GateError::Owner(cmd.name));
        };
        if providers.iter().any(|p| inst_has(inst, p)) {
            return Ok(());
        }
        let device_exts = providers.iter().any(|p| {
            matches!(*p, Provider::Extension(e) if EXTENSIONS.get(e as usize).is_some_and(|x| x.device))
        });
        if device_exts {
            let instance = info.instance;
            let supported = info.supported.get_or_insert_with(|| {
                let list = enumerate(instance, raw);
                ExtSet::from_names(list.iter().map(|e| {
                    let n = e
                        .extension_name_as_c_str()
                        .map_or(&[][..], |c| c.to_bytes());
                    // The driver's names live in `list`; ExtSet keeps indices only.
                    n
                }))
            });
            if providers.iter().any(|p| {
                matches!(*p, Provider::Extension(e)
                    if EXTENSIONS.get(e as usize).is_some_and(|x| x.device) && supported.has(e))
            }) {
                return Ok(());
            }
        }
        Err(GateError::Physical(cmd.name, describe(providers)))
    }
}

/// The device extensions the driver advertises for `pd` (empty if it fails).
///
/// # Safety
/// `instance` is a live instance of the driver loaded by `entry` that owns `pd`.
pub unsafe fn device_extensions(
    entry: &ash::Entry,
    instance: u64,
    pd: u64,
) -> Vec<vk::ExtensionProperties> {
    let Ok(name) = CString::new("vkEnumerateDeviceExtensionProperties") else {
        return Vec::new();
    };
    let instance = vk::Instance::from_raw(instance);
    // SAFETY: caller; a valid C string.
    let Some(f) = (unsafe { (entry.static_fn().get_instance_proc_addr)(instance, name.as_ptr()) })
    else {
        return Vec::new();
    };
    // SAFETY: the driver's function of that name has this signature.
    let f = unsafe { std::mem::transmute::<Pfn, vk::PFN_vkEnumerateDeviceExtensionProperties>(f) };
    let pd = vk::PhysicalDevice::from_raw(pd);
    for _ in 0..4 {
        let mut n = 0u32;
        // SAFETY: a count query on a physical device of `instance` (caller).
        if unsafe { f(pd, std::ptr::null(), &mut n, std::ptr::null_mut()) } != vk::Result::SUCCESS {
            return Vec::new();
        }
        let mut list = vec![vk::ExtensionProperties::default(); n as usize];
        // SAFETY: `list` has room for `n` entries.
        match unsafe { f(pd, std::ptr::null(), &mut n, list.as_mut_ptr()) } {
            vk::Result::SUCCESS => {
                list.truncate(n as usize);
                return list;
            }
            vk::Result::INCOMPLETE => continue,
            _ => return Vec::new(),
        }
    }
    Vec::new()
}

/// Whether `p` is a core version at most the instance's or an instance extension it enabled.
fn inst_has(inst: &InstanceInfo, p: &Provider) -> bool {
    match *p {
        Provider::Core(v) => v <= inst.version,
        Provider::Extension(e) => {
            EXTENSIONS.get(e as usize).is_some_and(|x| !x.device) && inst.enabled.has(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(name: &str) -> &'static CommandDesc {
        vk_wire::command_by_name(name).unwrap()
    }

    fn gate(version: u32, exts: &[&std::ffi::CStr]) -> Gate {
        let mut g = Gate::default();
        let app = vk::ApplicationInfo::default().api_version(version);
        let ptrs: Vec<*const c_char> = exts.iter().map(|e| e.as_ptr()).collect();
        let info = vk::InstanceCreateInfo::default()
            .application_info(&app)
            .enabled_extension_names(&ptrs);
        // SAFETY: a valid create info.
        unsafe { g.instance_created(1, &info, vk::API_VERSION_1_3) };
        g.physical_devices(1, [10]);
        g
    }

    #[test]
    fn instance_commands_need_their_extension_or_version() {
        let g = gate(vk::API_VERSION_1_0, &[]);
        let submit = cmd("vkSubmitDebugUtilsMessageEXT");
        let e = g.check_instance(submit, 1).unwrap_err().to_string();
        assert!(e.contains("VK_EXT_debug_utils"), "{e}");
        assert!(
            g.check_instance(cmd("vkEnumeratePhysicalDevices"), 1)
                .is_ok()
        );
        // Core 1.1 or VK_KHR_device_group_creation.
        let groups = cmd("vkEnumeratePhysicalDeviceGroups");
        assert!(g.check_instance(groups, 1).is_err());
        let g = gate(vk::API_VERSION_1_1, &[]);
        assert!(g.check_instance(groups, 1).is_ok());
        let g = gate(
            vk::API_VERSION_1_0,
            &[ash::khr::device_group_creation::NAME],
        );
        assert!(g.check_instance(groups, 1).is_ok());
        let g = gate(vk::API_VERSION_1_0, &[ash::ext::debug_utils::NAME]);
        assert!(g.check_instance(submit, 1).is_ok());
        // An instance the session never created.
        assert!(matches!(
            g.check_instance(submit, 2),
            Err(GateError::Owner(_))
        ));
    }

    #[test]
    fn physical_commands_need_the_device_extension_advertised() {
        let mut g = gate(vk::API_VERSION_1_3, &[]);
        let rates = cmd("vkGetPhysicalDeviceFragmentShadingRatesKHR");
        let mut calls = 0;
        let none = |_, _| Vec::new();
        let e = g.check_physical(rates, 10, 1, none).unwrap_err();
        assert!(
            e.to_string().contains("VK_KHR_fragment_shading_rate"),
            "{e}"
        );
        // Read once per physical device.
        let r = g.check_physical(rates, 10, 1, |_, _| {
            calls += 1;
            Vec::new()
        });
        assert!(r.is_err());
        assert_eq!(calls, 0);
        // Advertised by another physical device.
        let with = |_, _| {
            vec![
                vk::ExtensionProperties::default()
                    .extension_name(ash::khr::fragment_shading_rate::NAME)
                    .unwrap(),
            ]
        };
        g.physical_devices(1, [11]);
        assert!(g.check_physical(rates, 11, 1, with).is_ok());
        // Core at the instance's version: no enumeration needed.
        let tools = cmd("vkGetPhysicalDeviceToolProperties");
        assert!(
            g.check_physical(tools, 10, 1, |_, _| unreachable!())
                .is_ok()
        );
        let mut g = gate(vk::API_VERSION_1_2, &[]);
        assert!(g.check_physical(tools, 10, 1, none).is_err());
        // Core 1.0.
        assert!(
            g.check_physical(cmd("vkGetPhysicalDeviceProperties"), 10, 1, none)
                .is_ok()
        );
        // Instance extensions count for physical-device commands too.
        let surface = cmd("vkGetPhysicalDeviceSurfaceSupportKHR");
        assert!(g.check_physical(surface, 10, 1, none).is_err());
        let mut g = gate(vk::API_VERSION_1_2, &[ash::khr::surface::NAME]);
        assert!(g.check_physical(surface, 10, 1, none).is_ok());
    }

    #[test]
    fn queues_and_command_buffers_follow_their_device() {
        unsafe extern "system" fn no_gdpa(
            _: vk::Device,
            _: *const c_char,
        ) -> vk::PFN_vkVoidFunction {
            None
        }
        let mut g = gate(vk::API_VERSION_1_3, &[]);
        g.device_created(100, 10, 1, no_gdpa);
        g.child(100, 200);
        g.child(999, 201);
        let draw = cmd("vkCmdDraw");
        assert!(matches!(g.device_pfn(draw, 200), Err(GateError::Device(_))));
        // Cached: still absent.
        assert!(matches!(g.device_pfn(draw, 200), Err(GateError::Device(_))));
        assert!(matches!(g.device_pfn(draw, 201), Err(GateError::Owner(_))));
        // Device commands of an instance extension need it on the instance.
        let label = cmd("vkCmdBeginDebugUtilsLabelEXT");
        let e = g.device_pfn(label, 200).unwrap_err();
        assert!(matches!(e, GateError::Instance(..)), "{e}");
        // A freed command buffer has no device, though it was the last one looked up.
        g.child(100, 202);
        assert!(matches!(g.device_pfn(draw, 202), Err(GateError::Device(_))));
        g.forget(202);
        assert!(matches!(g.device_pfn(draw, 202), Err(GateError::Owner(_))));
        assert!(matches!(g.device_pfn(draw, 200), Err(GateError::Device(_))));
        g.device_destroyed(100);
        assert!(matches!(g.device_pfn(draw, 200), Err(GateError::Owner(_))));
        assert!(matches!(g.device_pfn(draw, 100), Err(GateError::Owner(_))));
    }
}
