//! Commands of extensions (or core versions) that the object they name did not enable: a
//! client that sends one is dropped with the command named in the renderer's log, and the
//! renderer goes on serving others; the same commands work where they are enabled.
//!
//! The clients speak the wire directly (ids chosen here, no ICD, no loader): the ICD and the
//! loader would not hand an application these entry points, but a hostile client does not ask.
//! Before the check, each refused call below crashed the renderer (a jump through the loader's
//! NULL dispatch entry) or hit the loader's "not supported by this physical device" abort.

use std::ffi::CStr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use shm_ring::handshake::{self, Connection, HandshakeConfig};
use vk_wire::{CommandArgs, HEADER_SIZE, Header, IdentityIds, args, relay};

use crate::relay::{LVP_MANIFEST, TempDir, run_app};

/// A renderer on lavapipe whose log (`VKRELAY_LOG=warn`) goes to a file; killed on drop.
pub(crate) struct Logged {
    child: Child,
    pub(crate) socket: PathBuf,
    log: PathBuf,
}

impl Logged {
    pub(crate) fn start(dir: &Path) -> Logged {
        Logged::start_with(dir, &[])
    }

    /// [`Logged::start`] with further environment variables (they may replace `VKRELAY_LOG`);
    /// the renderer's standard output goes to the log too (where the validation layer
    /// writes).
    pub(crate) fn start_with(dir: &Path, envs: &[(&str, &str)]) -> Logged {
        let socket = dir.join("vkrelay.sock");
        let log = dir.join("renderer.log");
        let file = std::fs::File::create(&log).unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
            .args(["serve", "--socket"])
            .arg(&socket)
            .env("VK_DRIVER_FILES", LVP_MANIFEST)
            .env("XDG_RUNTIME_DIR", dir)
            .env("VKRELAY_LOG", "warn")
            .envs(envs.iter().copied())
            .stdin(Stdio::null())
            .stdout(file.try_clone().unwrap())
            .stderr(file)
            .spawn()
            .unwrap();
        let start = Instant::now();
        while !socket.exists() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the renderer did not listen"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Logged { child, socket, log }
    }

    pub(crate) fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits (up to 10 s) until the log holds `what`.
    pub(crate) fn wait_for(&self, what: &str) -> String {
        let start = Instant::now();
        loop {
            let log = self.log();
            if log.contains(what) || start.elapsed() > Duration::from_secs(10) {
                return log;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub(crate) fn alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }
}

impl Drop for Logged {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The renderer closed the connection (the client was dropped).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Gone;

impl From<shm_ring::Error> for Gone {
    fn from(e: shm_ring::Error) -> Gone {
        assert!(
            matches!(e, shm_ring::Error::PeerClosed | shm_ring::Error::PeerDead),
            "{e}"
        );
        Gone
    }
}

/// A client speaking the wire: handles are the ids written here.
pub(crate) struct Wire {
    conn: Connection,
    payload: Vec<u8>,
}

pub(crate) const INSTANCE: u64 = 1;
pub(crate) const DEVICE: u64 = 2;
pub(crate) const QUEUE: u64 = 3;
pub(crate) const POOL: u64 = 4;
pub(crate) const CMD: u64 = 5;

pub(crate) fn encode<A: CommandArgs>(a: &A) -> Vec<u8> {
    // SAFETY: every pointer in `a` is valid (the callers build them from live locals).
    unsafe {
        let mut b = vec![0u8; vk_wire::request_size(a).unwrap()];
        let n = vk_wire::encode_request(a, &mut IdentityIds, &mut b).unwrap();
        b.truncate(n);
        b
    }
}

impl Wire {
    pub(crate) fn connect(socket: &Path) -> Wire {
        Wire {
            conn: handshake::connect(&HandshakeConfig::new(socket)).unwrap(),
            payload: Vec::new(),
        }
    }

    fn send(&mut self, msg: &[u8]) -> Result<(), shm_ring::Error> {
        let h = Header::read(msg).unwrap();
        self.conn
            .writer
            .send(h.command, h.flags, &msg[HEADER_SIZE..])
    }

    /// Sends `a`; for a command with a reply, waits for it and writes its outputs through
    /// `a`'s pointers. The return value (a `VkResult` for those that have one).
    pub(crate) fn call<A: CommandArgs>(&mut self, a: &A) -> Result<i32, Gone> {
        self.send(&encode(a)).map_err(Gone::from)?;
        if !vk_wire::command(A::ID).unwrap().reply {
            return Ok(0);
        }
        let h = self
            .conn
            .reader
            .recv(1 << 24, &mut self.payload)
            .map_err(Gone::from)?;
        let mut msg = vec![0u8; HEADER_SIZE];
        Header {
            command: h.command,
            flags: h.flags,
            size: h.size,
        }
        .write(&mut msg)
        .unwrap();
        msg.extend_from_slice(&self.payload);
        // SAFETY: `a`'s output pointers are live and writable (callers).
        let r = unsafe { vk_wire::decode_reply(&msg, a, &mut IdentityIds) }.unwrap();
        Ok(r as u32 as i32)
    }

    /// This client's session token (`relay::SESSION`), for [`Wire::attach`].
    pub(crate) fn token(&mut self) -> u64 {
        self.conn.writer.send(relay::SESSION, 0, &[]).unwrap();
        let h = self.conn.reader.recv(1 << 20, &mut self.payload).unwrap();
        assert_eq!((h.command, h.flags), (relay::SESSION, vk_wire::FLAG_REPLY));
        relay::word(&self.payload, 0).unwrap()
    }

    /// A further stream of the client whose session token is `token` (`relay::ATTACH`).
    pub(crate) fn attach(socket: &Path, token: u64) -> Wire {
        let mut w = Wire::connect(socket);
        let m = relay::message(relay::ATTACH, 0, &[token]);
        w.conn
            .writer
            .send(relay::ATTACH, 0, &m[HEADER_SIZE..])
            .unwrap();
        let h = w.conn.reader.recv(1 << 20, &mut w.payload).unwrap();
        assert_eq!((h.command, h.flags), (relay::ATTACH, vk_wire::FLAG_REPLY));
        assert_eq!(relay::word(&w.payload, 0), Some(0), "attached");
        w
    }

    /// Recorded commands, as the ICD ships them at `vkEndCommandBuffer`.
    pub(crate) fn batch(&mut self, msgs: &[Vec<u8>]) -> Result<(), shm_ring::Error> {
        self.conn.writer.send(relay::BATCH, 0, &msgs.concat())
    }

    /// Whether the renderer dropped this client: a call with a reply fails.
    pub(crate) fn dropped(&mut self) -> bool {
        let r = self.call(&args::DeviceWaitIdle {
            device: vk::Device::from_raw(DEVICE),
        });
        r.is_err()
    }

    pub(crate) fn instance(&mut self, api: u32, exts: &[&CStr]) -> vk::PhysicalDevice {
        let app = vk::ApplicationInfo::default().api_version(api);
        let names: Vec<_> = exts.iter().map(|e| e.as_ptr()).collect();
        let info = vk::InstanceCreateInfo::default()
            .application_info(&app)
            .enabled_extension_names(&names);
        let mut inst = vk::Instance::from_raw(INSTANCE);
        let r = self.call(&args::CreateInstance {
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_instance: &mut inst,
        });
        assert_eq!(r, Ok(0));
        let mut n = 1u32;
        let mut pd = vk::PhysicalDevice::null();
        let r = self.call(&args::EnumeratePhysicalDevices {
            instance: inst,
            p_physical_device_count: &mut n,
            p_physical_devices: &mut pd,
        });
        assert!(
            r == Ok(0) || r == Ok(vk::Result::INCOMPLETE.as_raw()),
            "{r:?}"
        );
        assert!(!pd.is_null());
        pd
    }

    /// A device with `exts`, its queue, and a command buffer in the recording state.
    pub(crate) fn device(&mut self, pd: vk::PhysicalDevice, exts: &[&CStr]) {
        let prio = [1.0f32];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let names: Vec<_> = exts.iter().map(|e| e.as_ptr()).collect();
        let info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&q)
            .enabled_extension_names(&names);
        let mut device = vk::Device::from_raw(DEVICE);
        let r = self.call(&args::CreateDevice {
            physical_device: pd,
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_device: &mut device,
        });
        assert_eq!(r, Ok(0));
        let mut queue = vk::Queue::from_raw(QUEUE);
        self.call(&args::GetDeviceQueue {
            device,
            queue_family_index: 0,
            queue_index: 0,
            p_queue: &mut queue,
        })
        .unwrap();
        let pool_info = vk::CommandPoolCreateInfo::default();
        let mut pool = vk::CommandPool::from_raw(POOL);
        let r = self.call(&args::CreateCommandPool {
            device,
            p_create_info: (&raw const pool_info).cast(),
            p_allocator: std::ptr::null(),
            p_command_pool: &mut pool,
        });
        assert_eq!(r, Ok(0));
        let alloc = vk::CommandBufferAllocateInfo::default()
            .command_pool(pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        let mut cb = vk::CommandBuffer::from_raw(CMD);
        let r = self.call(&args::AllocateCommandBuffers {
            device,
            p_allocate_info: (&raw const alloc).cast(),
            p_command_buffers: &mut cb,
        });
        assert_eq!(r, Ok(0));
        let begin = vk::CommandBufferBeginInfo::default();
        let r = self.call(&args::BeginCommandBuffer {
            command_buffer: cb,
            p_begin_info: (&raw const begin).cast(),
        });
        assert_eq!(r, Ok(0));
    }

    fn stipple(&mut self) -> Result<(), shm_ring::Error> {
        self.batch(&[encode(&args::CmdSetLineStippleEXT {
            command_buffer: vk::CommandBuffer::from_raw(CMD),
            line_stipple_factor: 1,
            line_stipple_pattern: 0xF0F0,
        })])
    }

    pub(crate) fn end(&mut self) -> Result<i32, Gone> {
        self.call(&args::EndCommandBuffer {
            command_buffer: vk::CommandBuffer::from_raw(CMD),
        })
    }

    fn private_data_slot(&mut self, id: u64) -> Result<i32, Gone> {
        let info = vk::PrivateDataSlotCreateInfo::default();
        let mut slot = vk::PrivateDataSlot::from_raw(id);
        self.call(&args::CreatePrivateDataSlot {
            device: vk::Device::from_raw(DEVICE),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_private_data_slot: &mut slot,
        })
    }

    fn debug_message(&mut self) -> Result<i32, Gone> {
        let data = vk::DebugUtilsMessengerCallbackDataEXT::default().message(c"gating test");
        self.call(&args::SubmitDebugUtilsMessageEXT {
            instance: vk::Instance::from_raw(INSTANCE),
            message_severity: vk::DebugUtilsMessageSeverityFlagsEXT::INFO,
            message_types: vk::DebugUtilsMessageTypeFlagsEXT::GENERAL,
            p_callback_data: (&raw const data).cast(),
        })
    }
}

pub(crate) fn vulkaninfo_works(dir: &Path, r: &Logged) {
    let socket = &r.socket;
    let mut cmd = Command::new("vulkaninfo");
    cmd.arg("--summary");
    let out = run_app(cmd, dir, socket, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("llvmpipe"),
        "{stdout}\n{}\nrenderer:\n{}",
        String::from_utf8_lossy(&out.stderr),
        r.log()
    );
}

/// A recorded `vkCmdSetLineStippleEXT` and a direct `vkCreatePrivateDataSlot` (core 1.3 only;
/// `VK_EXT_private_data` not enabled) on devices that did not enable them: each client is
/// dropped, the log names the command, and the renderer serves the next client, which enables
/// the extensions and runs the same calls.
#[test]
fn device_commands_that_were_not_enabled_drop_the_client() {
    let dir = TempDir::new("gating-device");
    let mut r = Logged::start(&dir.0);

    // The extension is supported by lavapipe, not enabled on this device.
    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_3, &[]);
    w.device(pd, &[]);
    w.stipple().unwrap();
    assert!(w.dropped(), "the stipple batch was accepted");
    let log = r.wait_for("vkCmdSetLineStippleEXT: not enabled on this device");
    assert!(
        log.contains("vkCmdSetLineStippleEXT: not enabled on this device"),
        "{log}"
    );
    assert!(log.contains("dropping client"), "{log}");
    assert!(r.alive(), "the renderer died:\n{log}");

    // Core 1.3, but the instance is 1.1 and VK_EXT_private_data is not enabled.
    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_1, &[]);
    w.device(pd, &[]);
    assert!(
        w.private_data_slot(10).is_err(),
        "vkCreatePrivateDataSlot answered"
    );
    let log = r.wait_for("vkCreatePrivateDataSlot: not enabled on this device");
    assert!(
        log.contains("vkCreatePrivateDataSlot: not enabled on this device"),
        "{log}"
    );
    assert!(r.alive(), "the renderer died:\n{log}");

    // Enabled: the same calls work (the private-data command through its EXT alias).
    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_1, &[]);
    w.device(
        pd,
        &[
            ash::ext::line_rasterization::NAME,
            ash::ext::private_data::NAME,
        ],
    );
    w.stipple().unwrap();
    assert_eq!(w.end(), Ok(0));
    assert_eq!(w.private_data_slot(10), Ok(0));
    assert!(!w.dropped());
    // On a 1.3 instance the core command needs no extension.
    let mut w3 = Wire::connect(&r.socket);
    let pd = w3.instance(vk::API_VERSION_1_3, &[]);
    w3.device(pd, &[]);
    assert_eq!(w3.private_data_slot(11), Ok(0));
    assert!(!w3.dropped());
    drop((w, w3));

    assert!(r.alive());
    vulkaninfo_works(&dir.0, &r);
    let log = r.log();
    assert_eq!(
        log.matches("dropping client").count(),
        2,
        "only the two offending clients were dropped:\n{log}"
    );
}

/// A batch of recorded commands holding one that is not a recorded `vkCmd*` (here
/// `vkDestroyCommandPool`, which returns nothing, so it once ran inside the batch like any
/// recorded command) drops the client before that command runs; the recorded commands around
/// it are replayed as before, and the renderer serves the next client.
#[test]
fn a_batch_holds_only_recorded_commands() {
    let dir = TempDir::new("gating-batch");
    let mut r = Logged::start(&dir.0);
    let viewport = [vk::Viewport::default()
        .width(8.0)
        .height(8.0)
        .max_depth(1.0)];
    let set_viewport = encode(&args::CmdSetViewport {
        command_buffer: vk::CommandBuffer::from_raw(CMD),
        first_viewport: 0,
        viewport_count: 1,
        p_viewports: viewport.as_ptr(),
    });

    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_1, &[]);
    w.device(pd, &[]);
    let destroy = encode(&args::DestroyCommandPool {
        device: vk::Device::from_raw(DEVICE),
        command_pool: vk::CommandPool::from_raw(POOL),
        p_allocator: std::ptr::null(),
    });
    w.batch(&[set_viewport.clone(), destroy]).unwrap();
    assert!(
        w.dropped(),
        "the batch holding vkDestroyCommandPool was accepted"
    );
    let log = r.wait_for("dropping client");
    assert!(
        log.contains("a command that is not recorded inside a batch"),
        "{log}"
    );
    assert!(r.alive(), "the renderer died:\n{log}");

    // Recorded commands only: replayed, and the command buffer ends.
    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_1, &[]);
    w.device(pd, &[]);
    w.batch(&[set_viewport.clone(), set_viewport]).unwrap();
    assert_eq!(w.end(), Ok(0));
    assert!(!w.dropped());
    drop(w);
    assert!(r.alive());
    assert_eq!(r.log().matches("dropping client").count(), 1, "{}", r.log());
}

/// `vkSubmitDebugUtilsMessageEXT` on an instance without `VK_EXT_debug_utils`, and
/// `vkGetPhysicalDeviceFragmentShadingRatesKHR` on a physical device that does not advertise
/// `VK_KHR_fragment_shading_rate` (lavapipe), drop their clients; with the instance extension
/// enabled the message goes through.
#[test]
fn instance_and_physical_device_commands_are_checked() {
    let dir = TempDir::new("gating-instance");
    let mut r = Logged::start(&dir.0);

    let mut w = Wire::connect(&r.socket);
    let _ = w.instance(vk::API_VERSION_1_3, &[]);
    w.debug_message().unwrap();
    let mut n = 0u32;
    let r2 = w.call(&args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(INSTANCE),
        p_physical_device_count: &mut n,
        p_physical_devices: std::ptr::null_mut(),
    });
    assert!(r2.is_err(), "the client was not dropped: {r2:?}");
    let want = "vkSubmitDebugUtilsMessageEXT: not enabled on this instance";
    let log = r.wait_for(want);
    assert!(
        log.contains(want) && log.contains("VK_EXT_debug_utils"),
        "{log}"
    );
    assert!(r.alive(), "the renderer died:\n{log}");

    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_3, &[]);
    let mut count = 0u32;
    let res = w.call(&args::GetPhysicalDeviceFragmentShadingRatesKHR {
        physical_device: pd,
        p_fragment_shading_rate_count: &mut count,
        p_fragment_shading_rates: std::ptr::null_mut(),
    });
    assert!(res.is_err(), "answered: {res:?}");
    let want = "vkGetPhysicalDeviceFragmentShadingRatesKHR: not supported by this physical device";
    let log = r.wait_for(want);
    assert!(log.contains(want), "{log}");
    assert!(r.alive(), "the renderer died:\n{log}");

    // Enabled on the instance: the message goes through and the client stays.
    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_3, &[ash::ext::debug_utils::NAME]);
    w.debug_message().unwrap();
    w.device(pd, &[]);
    assert!(!w.dropped());
    drop(w);

    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive());
}

/// An instance at `version` through the loader, and its first physical device.
fn instance_at(entry: &ash::Entry, version: u32) -> (ash::Instance, vk::PhysicalDevice) {
    let app = vk::ApplicationInfo::default().api_version(version);
    // SAFETY: a valid create info.
    let instance = unsafe {
        entry.create_instance(
            &vk::InstanceCreateInfo::default().application_info(&app),
            None,
        )
    }
    .unwrap();
    // SAFETY: a live instance.
    let pd = unsafe { instance.enumerate_physical_devices() }.unwrap()[0];
    (instance, pd)
}

/// The application half of [`the_icd_hands_out_only_what_the_device_enabled`]: through the
/// Khronos loader and the ICD.
#[test]
#[ignore = "helper process of the_icd_hands_out_only_what_the_device_enabled"]
fn icd_client() {
    if std::env::var_os("VKRELAY_TEST_GATING").is_none() {
        return;
    }
    // SAFETY: the system loader.
    let entry = unsafe { ash::Entry::load() }.unwrap();
    let (instance, pd) = instance_at(&entry, vk::API_VERSION_1_3);
    let stipple = c"vkCmdSetLineStippleEXT";
    for (exts, want) in [
        (&[][..], false),
        (&[ash::ext::line_rasterization::NAME.as_ptr()][..], true),
    ] {
        let device = device_with(&instance, pd, exts);
        // SAFETY: a live device; valid names.
        let (f, draw) = unsafe {
            (
                instance.get_device_proc_addr(device.handle(), stipple.as_ptr()),
                instance.get_device_proc_addr(device.handle(), c"vkCmdDraw".as_ptr()),
            )
        };
        assert_eq!(f.is_some(), want, "vkCmdSetLineStippleEXT with {exts:?}");
        assert!(draw.is_some());
        if let Some(f) = f {
            // SAFETY: valid create infos on the live device.
            unsafe {
                let pool = device
                    .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
                    .unwrap();
                let cb = device
                    .allocate_command_buffers(
                        &vk::CommandBufferAllocateInfo::default()
                            .command_pool(pool)
                            .command_buffer_count(1),
                    )
                    .unwrap()[0];
                device
                    .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                    .unwrap();
                let f = std::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u16),
                >(f);
                f(cb, 1, 0xF0F0);
                device.end_command_buffer(cb).unwrap();
                device.device_wait_idle().unwrap();
                device.destroy_command_pool(pool, None);
            }
        }
        // SAFETY: nothing of it is in use.
        unsafe { device.destroy_device(None) };
    }
    // SAFETY: its devices are gone.
    unsafe { instance.destroy_instance(None) };

    // A 1.1 instance: core 1.2 commands only through their extension.
    let (instance, pd) = instance_at(&entry, vk::API_VERSION_1_1);
    for (exts, want) in [
        (&[][..], false),
        (&[ash::ext::host_query_reset::NAME.as_ptr()][..], true),
    ] {
        let device = device_with(&instance, pd, exts);
        let get = |n: &CStr| {
            // SAFETY: a live device; a valid name.
            unsafe { instance.get_device_proc_addr(device.handle(), n.as_ptr()) }.is_some()
        };
        // Core 1.2 on a 1.1 instance: only with the extension (then under both names, which
        // are one function).
        assert_eq!(get(c"vkResetQueryPool"), want, "{exts:?}");
        assert_eq!(get(c"vkResetQueryPoolEXT"), want, "{exts:?}");
        assert!(get(c"vkTrimCommandPool"), "core 1.1");
        assert!(!get(c"vkCmdBeginRendering"), "core 1.3 on a 1.1 instance");
        // SAFETY: nothing of it is in use.
        unsafe { device.destroy_device(None) };
    }
    // SAFETY: its devices are gone.
    unsafe { instance.destroy_instance(None) };
    println!("GATING ICD OK");
}

/// Through the loader and the ICD, `vkGetDeviceProcAddr` gives no `vkCmdSetLineStippleEXT` on a
/// device without `VK_EXT_line_rasterization`, and a working one on a device with it; on a 1.1
/// instance, no core 1.2 or 1.3 command, but the EXT alias of one when its extension is enabled.
#[test]
fn the_icd_hands_out_only_what_the_device_enabled() {
    let dir = TempDir::new("gating-icd");
    let r = Logged::start(&dir.0);
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", "gating::icd_client", "--ignored", "--nocapture"])
        .env("VKRELAY_TEST_GATING", "1");
    let out = run_app(cmd, &dir.0, &r.socket, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("GATING ICD OK"),
        "{stdout}\n{}\nrenderer:\n{}",
        String::from_utf8_lossy(&out.stderr),
        r.log()
    );
    assert!(!r.log().contains("dropping client"), "{}", r.log());
}

/// A device of `pd` (one queue of family 0) with the extensions `exts`, through the loader.
fn device_with(
    instance: &ash::Instance,
    pd: vk::PhysicalDevice,
    exts: &[*const std::ffi::c_char],
) -> ash::Device {
    let prio = [1.0];
    let q = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&prio)];
    let info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&q)
        .enabled_extension_names(exts);
    // SAFETY: a valid create info on a physical device of `instance`.
    unsafe { instance.create_device(pd, &info, None) }.unwrap()
}
