//! One client: decode its requests, run them on the real driver, send the replies, and
//! destroy what it left behind when it goes away.

use std::ffi::CString;
use std::sync::{Arc, Mutex, MutexGuard};

use ash::vk::{self, Handle};
use shm_ring::timeline::{self, Event};
use vk_wire::desc::{CommandDesc, Kind};
use vk_wire::{Arena, HEADER_SIZE, Header, id};

use crate::config::Config;
use crate::driver::Driver;
use crate::gate::{Gate, Level};
use crate::generated::handlers;
use crate::memory::Memory;
use crate::objects::Objects;
use crate::stats::Stats;

mod destroy;
mod error;
mod instance;
pub(crate) mod kinds;
mod local;
mod pictures;
mod private;
mod wait;
mod watch;
use destroy::destroys;
pub use error::SessionError;
use error::request_error;
pub use local::Local;
pub use wait::WAIT_SLICE;
use wait::{host_wait, run_slow};

/// Largest request a client may send.
pub const MAX_REQUEST: usize = 1 << 30;

/// Sends `fd` on the connection's socket (one byte of data, the descriptor as
/// `SCM_RIGHTS`).
pub(crate) fn send_fd(
    socket: &std::os::unix::net::UnixStream,
    fd: std::os::fd::RawFd,
) -> std::io::Result<()> {
    use nix::sys::socket::{ControlMessage, MsgFlags, sendmsg};
    use std::os::fd::AsRawFd;
    let iov = [std::io::IoSlice::new(&[0u8])];
    let fds = [fd];
    let cmsg = [ControlMessage::ScmRights(&fds)];
    sendmsg::<()>(
        socket.as_raw_fd(),
        &iov,
        &cmsg,
        MsgFlags::MSG_NOSIGNAL,
        None,
    )
    .map(|_| ())
    .map_err(std::io::Error::from)
}

/// A driver function, as the loader returns it.
pub(crate) type Pfn = unsafe extern "system" fn();

/// Locks a client's session (a panic in another stream's thread leaves it usable: every
/// change to it is a table update that is complete or not made).
pub fn lock(shared: &Mutex<Session>) -> MutexGuard<'_, Session> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// Commands that can take long on the driver: they run with the client's lock released.
/// Their arguments are the stream's own decoded copy; their outputs (new pipelines, shader
/// modules) are entered in the object table after the lock is taken again.
pub fn slow(command: u32) -> bool {
    matches!(
        command,
        id::CREATE_GRAPHICS_PIPELINES
            | id::CREATE_COMPUTE_PIPELINES
            | id::CREATE_SHADER_MODULE
            | id::WAIT_FOR_FENCES
            | id::WAIT_SEMAPHORES
            | id::QUEUE_WAIT_IDLE
            | id::DEVICE_WAIT_IDLE
            | id::GET_QUERY_POOL_RESULTS
    )
}

/// Before a presentation into a host's window (`payload`, a `SWAPCHAIN_PRESENT`): waits,
/// without the session lock, until the swapchain's earlier presentations were shown, so that
/// the presentation does not wait for the host's buffer with the lock held and the client's
/// other streams run meanwhile. Waits in [`crate::client::POLL`] slices and gives up when the
/// client is gone; the presentation itself then waits as it must.
fn wait_drained(shared: &Mutex<Session>, local: &Local, payload: &[u8]) {
    let Some(drained) = lock(shared).swapchains.drained(payload) else {
        return;
    };
    while !drained.wait(crate::client::POLL) && !(local.gone)() {}
}

/// `cmd` and its `VkResult` if it returned a failure.
fn failure(cmd: &CommandDesc, ret: u64) -> Option<(&'static str, i32)> {
    let r = ret as u32 as i32;
    (cmd.ret == vk_wire::desc::Ret::Result && r < 0).then_some((cmd.name, r))
}

/// Encodes the reply of `cmd` (which returned `ret`) into `out`; its length.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd`, outputs filled by the driver.
unsafe fn reply(
    cmd: &'static CommandDesc,
    a: *const u8,
    ret: u64,
    objects: &mut Objects,
    out: &mut Vec<u8>,
) -> Result<usize, SessionError> {
    // SAFETY: caller.
    let n = unsafe { vk_wire::reply_size(cmd, a, ret, objects)? };
    out.clear();
    out.resize(n, 0);
    // SAFETY: as above.
    Ok(unsafe { vk_wire::encode_reply(cmd, a, ret, objects, out)? })
}

/// The state of one client.
pub struct Session {
    driver: Arc<Driver>,
    /// The client's objects.
    pub objects: Objects,
    /// The newest instance, through which commands are looked up.
    instance: vk::Instance,
    /// Global, instance and physical-device commands through `instance`, by command id.
    pfns: Vec<Option<Pfn>>,
    /// What each instance, physical device and device makes available, and the device-level
    /// functions.
    gate: Gate,
    /// What each device enabled, for the opaque-capture requests.
    capture: crate::capture::Devices,
    /// The swapchains the renderer presents for the client ([`crate::present`]).
    pub(crate) swapchains: crate::present::Swapchains,
    /// The queue family of each queue the client got (raw handles).
    queue_families: rustc_hash::FxHashMap<u64, u32>,
    /// Fences of [`Session::wait_queues_idle`] whose work did not finish within its bound:
    /// (device, fence), destroyed by a later call once signalled, or with their device.
    idle_fences: Vec<(u64, vk::Fence)>,
    /// The driver's functions of the devices [`Session::wait_queues_idle`] used, loaded once
    /// per device (dropped with it).
    ash_devices: rustc_hash::FxHashMap<u64, Arc<ash::Device>>,
    config: Arc<Config>,
    /// What this client asked for (all its streams together).
    pub stats: Stats,
    /// Its shareable host-visible memory.
    memory: Memory,
    /// A command the client did not wait for failed (this one, with its result): every
    /// later `VkResult` is `VK_ERROR_DEVICE_LOST`.
    pub lost: Option<(&'static str, i32)>,
    /// Objects that [`slow`] calls running now (with the lock released) use: (object type,
    /// raw handle) → how many such calls. Destroying one of them is refused.
    pinned: rustc_hash::FxHashMap<(i32, u64), u32>,
    /// What the repairs know of the client's devices ([`crate::repair`]).
    repairs: crate::repair::Repairs,
    /// The renderer's pipeline cache of each device ([`crate::pipeline_cache`]).
    pipeline_cache: crate::pipeline_cache::Caches,
    /// The client's feedback page and its watchers ([`crate::feedback`]).
    pub(crate) feedback: crate::feedback::Feedback,
    /// Its devices' event slots ([`crate::feedback::events`]).
    event_slots: crate::feedback::events::EventSlots,
    /// What the client's physical devices are told of their version ([`crate::version`]).
    versions: crate::version::Versions,
    /// The capture's side of the client's mapped memory, when it is captured
    /// ([`crate::trace`]).
    pub(crate) trace: Option<crate::trace::Tracked>,
    /// Under replay: the capture's memory types against the replay device's
    /// ([`crate::trace::replay::types`]); `None` otherwise.
    pub(crate) memory_types: Option<crate::trace::replay::types::Translation>,
    /// Under replay: the driver handles of memory freed since the replay last took them
    /// ([`crate::trace::replay`], which unmaps them); `None` otherwise.
    pub(crate) freed_memory: Option<Vec<u64>>,
    /// Under capture or replay: device addresses ([`crate::trace::addresses`]); `None`
    /// otherwise.
    pub(crate) addresses: Option<crate::trace::addresses::Addresses>,
    /// Under capture with screenshots, or replay with screenshots: what the pictures of
    /// frames that end at a submission follow ([`crate::trace::pictures`]); `None`
    /// otherwise.
    pub(crate) pictures: Option<crate::trace::pictures::Pictures>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("objects", &self.objects.len())
            .field("calls", &self.stats.calls)
            .finish()
    }
}

fn is_global(id: u32) -> bool {
    matches!(
        id,
        id::CREATE_INSTANCE
            | id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES
            | id::ENUMERATE_INSTANCE_LAYER_PROPERTIES
    )
}

impl Session {
    /// A new client of `driver`.
    pub fn new(driver: Arc<Driver>, config: Arc<Config>) -> Self {
        let memory = Memory::with_heap_limit(config.max_memory.map(|m| m.0))
            .with_paths(config.memory_paths());
        let pipeline_cache = crate::pipeline_cache::Caches::new(&config);
        crate::feedback::start_spawner();
        Session {
            driver,
            memory,
            objects: Objects::default(),
            instance: vk::Instance::null(),
            pfns: Vec::new(),
            gate: Gate::hiding_core_above(crate::version::hidden_core(&config)),
            capture: crate::capture::Devices::default(),
            swapchains: Default::default(),
            queue_families: Default::default(),
            idle_fences: Vec::new(),
            ash_devices: Default::default(),
            memory_types: None,
            config,
            stats: Stats::default(),
            lost: None,
            pinned: Default::default(),
            repairs: Default::default(),
            pipeline_cache,
            feedback: Default::default(),
            event_slots: Default::default(),
            versions: Default::default(),
            trace: None,
            freed_memory: None,
            addresses: None,
            pictures: None,
        }
    }

    fn lookup(&self, instance: vk::Instance, name: &str) -> Option<Pfn> {
        let name = CString::new(name).ok()?;
        // SAFETY: `instance` is null or a live instance of this client; `name` is a valid
        // C string.
        unsafe { (self.driver.entry().static_fn().get_instance_proc_addr)(instance, name.as_ptr()) }
    }

    /// The driver's function for `cmd`, whose decoded arguments are at `a`, once the command
    /// passed [`crate::gate`]'s check for the object it names.
    ///
    /// # Safety
    /// `a` holds decoded arguments of `cmd`.
    unsafe fn pfn(&mut self, cmd: &'static CommandDesc, a: *const u8) -> Result<Pfn, SessionError> {
        // SAFETY: caller.
        let (level, handle) = unsafe { crate::gate::level(cmd, a) };
        match level {
            Level::Device => return Ok(self.gate.device_pfn(cmd, handle)?),
            Level::Instance => self.gate.check_instance(cmd, handle)?,
            Level::Physical => {
                let (entry, fallback) = (self.driver.entry(), self.instance.as_raw());
                self.gate
                    .check_physical(cmd, handle, fallback, |inst, pd| {
                        // SAFETY: `inst` is a live instance of this client that owns `pd`.
                        unsafe { crate::gate::device_extensions(entry, inst, pd) }
                    })?;
            }
            Level::Global => {}
        }
        if let Some(Some(f)) = self.pfns.get(cmd.id as usize) {
            return Ok(*f);
        }
        let instance = if is_global(cmd.id) {
            vk::Instance::null()
        } else if self.instance.is_null() {
            return Err(SessionError::Missing(cmd.name));
        } else {
            self.instance
        };
        let f = crate::version::candidates(cmd, crate::version::hidden_core(&self.config))
            .find_map(|name| self.lookup(instance, name))
            .ok_or(SessionError::Missing(cmd.name))?;
        let i = cmd.id as usize;
        if self.pfns.len() <= i {
            self.pfns.resize(i + 1, None);
        }
        self.pfns[i] = Some(f);
        Ok(f)
    }

    /// Replays one recorded command of a [`vk_wire::relay::BATCH`] (header included), with
    /// the lock already held for the whole batch.
    ///
    /// Only [`vk_wire::relay::recorded`] commands may come this way, and none of
    /// [`Session::handle`]'s other work applies to them: they return nothing, create nothing,
    /// destroy nothing, never run long, and no hook edits them. So this decodes, finds the
    /// driver's function through the command buffer's device, and calls it.
    pub fn replay(&mut self, msg: &[u8], arena: &Arena) -> Result<(), SessionError> {
        let h = Header::read(msg)?;
        if !vk_wire::relay::is_recorded(h.command) {
            return Err(SessionError::Batch);
        }
        #[cfg(feature = "corpus")]
        crate::corpus::record(msg);
        let lost = self.lost;
        let req = vk_wire::decode_request(msg, &mut self.objects, arena)
            .map_err(|e| request_error(h.command, e, lost))?;
        let cmd = req.command;
        self.stats.command(cmd.id, cmd.name, msg.len());
        tracing::trace!(command = cmd.name, "recorded");
        let a = req.args_ptr();
        // SAFETY: `a` holds the decoded arguments of `cmd`, whose first member is the command
        // buffer (a recorded command).
        let (_, cb) = unsafe { crate::gate::level(cmd, a) };
        let pfn = self.gate.device_pfn(cmd, cb).map_err(|e| {
            tracing::error!("refused: {e}");
            SessionError::Gate(e)
        })?;
        if let Some(t) = &mut self.trace {
            // SAFETY: `a` holds the decoded arguments of `cmd`, handles translated.
            unsafe { t.recorded(cmd.id, cb, a) };
        }
        if let Some(p) = &mut self.pictures {
            // SAFETY: as above.
            unsafe { p.recorded(cmd.id, cb, a) };
        }
        let slot_write = if self.event_slots.on() && crate::feedback::events::writes_event(cmd.id) {
            // SAFETY: `a` holds the decoded arguments of `cmd`, handles translated.
            unsafe {
                self.event_slots
                    .write_for(cmd.id, a, self.gate.device_of(cb))
            }
        } else {
            None
        };
        if self.repairs.bc_on() {
            // SAFETY: `a` holds the decoded arguments of `cmd` (recorded into `cb`) in the
            // arena, handles translated by the object table; `pfn` is the driver's function.
            unsafe { self.replay_bc(cmd, cb, a, pfn) }?;
        } else {
            // SAFETY: `a` holds the decoded arguments of `cmd`, their handles translated to
            // the driver's by the type-checking object table, and `pfn` is the driver's
            // function for `cmd`.
            unsafe { crate::generated::dispatch::dispatch(cmd.id, a, pfn) }
                .ok_or(SessionError::Missing(cmd.name))?;
        }
        if let Some(w) = slot_write {
            // SAFETY: `cmd` (an event command, allowed only outside render pass instances)
            // was just recorded into its command buffer.
            unsafe { self.event_slots.write_after(w) };
        }
        Ok(())
    }

    /// [`Session::replay`]'s end on a client with the BC repair: uploads into BCn images the
    /// renderer decodes read from its staging buffers, and what the repair refuses does not
    /// reach the driver ([`crate::repair::bc`]). Without the repair, replay pays one test.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, a recorded command of command buffer `cb`, in
    /// the arena (writable), handles translated to the driver's; `pfn` is the driver's
    /// function for `cmd`.
    #[cold]
    unsafe fn replay_bc(
        &mut self,
        cmd: &'static CommandDesc,
        cb: u64,
        a: *mut u8,
        pfn: Pfn,
    ) -> Result<(), SessionError> {
        let device = self.gate.device_of(cb);
        // SAFETY: caller.
        let staged = unsafe {
            self.repairs
                .replay_bc(&self.memory, device, cmd, a, &mut self.stats.repairs)
        };
        // Refused (logged): the command buffer's submission fails. Replaced: the repair
        // recorded what the command does.
        let Some(_staged) = staged.filter(|s| !s.replaced) else {
            return Ok(());
        };
        // SAFETY: caller; the edited arguments point into `_staged`, alive across the call.
        unsafe { crate::generated::dispatch::dispatch(cmd.id, a, pfn) }
            .ok_or(SessionError::Missing(cmd.name))?;
        Ok(())
    }

    /// Handles one request message (header included); returns the reply's length in `out`,
    /// or `None` for a command without reply.
    ///
    /// `shared` is the client's session, locked for decoding and the object tables; the
    /// [`slow`] commands run on the driver with it released, so other streams of the client
    /// go on meanwhile.
    pub fn handle(
        shared: &Mutex<Session>,
        local: &mut Local,
        msg: &[u8],
        arena: &Arena,
        out: &mut Vec<u8>,
    ) -> Result<Option<usize>, SessionError> {
        let h = Header::read(msg)?;
        if h.command >= vk_wire::relay::FIRST {
            if h.command == vk_wire::relay::SWAPCHAIN_PRESENT {
                wait_drained(shared, local, &msg[HEADER_SIZE..]);
            }
            return lock(shared).private(local, h, &msg[HEADER_SIZE..], out);
        }
        let mut guard = lock(shared);
        let sess = &mut *guard;
        // A slow call runs with the lock released: the objects it names are pinned meanwhile.
        let pin = slow(h.command);
        if pin {
            sess.objects.collecting = Some(Vec::new());
        }
        #[cfg(feature = "corpus")]
        crate::corpus::record(msg);
        let req = vk_wire::decode_request(msg, &mut sess.objects, arena);
        let used = sess.objects.collecting.take().unwrap_or_default();
        let req = req.map_err(|e| request_error(h.command, e, sess.lost))?;
        let cmd = req.command;
        if let Some(d) = &mut sess.addresses {
            d.request(&req.new_handles);
        }
        sess.stats.command(cmd.id, cmd.name, msg.len());
        tracing::trace!(command = cmd.name, "request");
        let a = req.args_ptr();
        // SAFETY: `a` holds the decoded arguments of `cmd`.
        let pfn = unsafe { sess.pfn(cmd, a) }.map_err(|e| {
            if matches!(e, SessionError::Gate(_)) {
                tracing::error!("refused: {e}");
            }
            e
        })?;
        // SAFETY: `a` holds the decoded arguments of `cmd`.
        unsafe { sess.objects.check_free(cmd.id, a) }
            .map_err(|e| SessionError::Request(cmd.name, e))?;
        if !sess.pinned.is_empty() && destroys(cmd) {
            // SAFETY: as above.
            unsafe { sess.check_unpinned(cmd, a) }
                .map_err(|e| SessionError::Request(cmd.name, e))?;
        }
        if !sess.swapchains.is_empty() && destroys(cmd) {
            // SAFETY: as above.
            unsafe { sess.check_not_presented(cmd, a) }
                .map_err(|e| SessionError::Request(cmd.name, e))?;
        }
        // Past the client's object limit, a command that makes objects fails as the driver's
        // would when out of memory (or, with no `VkResult` to say so, drops the client).
        let limit = sess.config.max_objects();
        let over_limit =
            !req.new_handles.is_empty() && sess.objects.len() + req.new_handles.len() > limit;
        if over_limit {
            if cmd.ret != vk_wire::desc::Ret::Result {
                return Err(SessionError::ObjectLimit(cmd.name, limit));
            }
            if !sess.stats.object_limit_hit {
                tracing::warn!(
                    command = cmd.name,
                    limit,
                    "the client reached its object limit (max_objects): creations fail with \
                     VK_ERROR_OUT_OF_HOST_MEMORY until it destroys some"
                );
            }
            sess.stats.object_limit_hit = true;
        }
        // Under replay on another device: a bind at an offset made for the capture's device
        // that does not fit this one stops the replay instead of reaching the driver.
        if let Some(t) = &sess.memory_types
            // SAFETY: `a` holds the decoded arguments of `cmd`.
            && let Some(why) = unsafe { t.misplaced(cmd.id, a) }
        {
            return Err(SessionError::Replay(cmd.name, why));
        }
        if sess.pictures.is_some() && cmd.id == id::CREATE_IMAGE {
            // SAFETY: `a` holds the decoded arguments of vkCreateImage (writable arena
            // memory), whose device the object table checked.
            unsafe { sess.picture_usage(&mut *a.cast::<vk_wire::args::CreateImage>()) };
        }
        // SAFETY: `a` holds the decoded arguments of `cmd` in the arena (writable);
        // `sess.instance` is null or this client's newest live instance, which owns the
        // physical devices the client can name.
        let before = unsafe { handlers::policy(sess, cmd, a) };
        // Keeps the edited extension list alive across the driver call below.
        let (_before, refused) = match before {
            Ok(b) => (b, false),
            Err(e) => {
                tracing::warn!("{e}");
                (crate::hooks::Before::default(), true)
            }
        };
        let mut version = if refused {
            crate::version::Held::default()
        } else {
            // SAFETY: as for the hooks above.
            unsafe { handlers::version(sess, cmd, a) }
        };
        let refused_version = version.refusal();
        // Keeps what the repairs' edits point to alive across the driver call below.
        let _repaired = if refused || refused_version.is_some() || over_limit || sess.lost.is_some()
        {
            crate::repair::Held::default()
        } else {
            // SAFETY: as for the hooks above.
            unsafe { handlers::repair(sess, cmd, a) }
        };
        if !refused && !over_limit && sess.lost.is_none() && _repaired.refusal().is_none() {
            // SAFETY: `a` holds the decoded arguments of `cmd` in the arena (writable).
            unsafe { handlers::before(sess, cmd, a) };
        }
        if let Some(t) = &mut sess.trace {
            // Once the client presents through the renderer, presentations end its frames.
            let presenting = !sess.swapchains.is_empty();
            // SAFETY: `a` holds the decoded arguments of `cmd`.
            unsafe { t.capture_point(cmd, a, local, presenting) };
        }
        let ret = if over_limit {
            vk::Result::ERROR_OUT_OF_HOST_MEMORY.as_raw() as i64 as u64
        } else if let Some(r) = refused_version.or(_repaired.refusal()) {
            // A repair refused the command (and logged why).
            r.as_raw() as i64 as u64
        } else if !refused && sess.lost.is_none() && slow(cmd.id) {
            // The client lock is released while the driver works (or waits).
            for &(ty, raw) in &used {
                *sess.pinned.entry((ty.as_raw(), raw)).or_default() += 1;
            }
            let poll = sess.config.wait_poll();
            drop(guard);
            let wait = host_wait(cmd.id);
            if wait {
                timeline::record(Event::WaitDriverCall);
            }
            // SAFETY: `a` holds the decoded arguments of `cmd`, their handles translated by
            // the object table; `pfn` is the driver's function for `cmd`.
            let r = unsafe { run_slow(cmd, a, pfn, &*local.gone, poll) };
            if wait {
                timeline::record(Event::WaitDriverReturn);
            }
            guard = lock(shared);
            guard.unpin(&used);
            let r = r.ok_or(SessionError::Missing(cmd.name))?;
            if matches!(cmd.id, id::QUEUE_WAIT_IDLE | id::DEVICE_WAIT_IDLE) && r == 0 {
                // The client may read its fences' status from the page as soon as it has
                // the reply.
                guard.feedback.settle();
            }
            if host_wait(cmd.id) {
                // The application waits for this reply, and this thread wakes from the wait
                // with cold caches: the reply (the result alone) goes with no further work,
                // none of which applies to a wait (it creates, records and hooks nothing).
                if let Some(t) = &mut guard.trace {
                    // SAFETY: `a` holds the decoded arguments of `cmd`.
                    unsafe { t.after(cmd, a, r) };
                }
                local.last_failed = failure(cmd, r);
                // SAFETY: `a` holds the decoded arguments of `cmd`; `r` is what it returned.
                return unsafe { reply(cmd, a, r, &mut guard.objects, out) }.map(Some);
            }
            r
        } else if refused {
            vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64 as u64
        } else if sess.lost.is_some() && cmd.ret == vk_wire::desc::Ret::Result {
            // A command the client did not wait for failed: the device is lost to it.
            vk::Result::ERROR_DEVICE_LOST.as_raw() as i64 as u64
        } else {
            // SAFETY: `a` holds the decoded arguments of `cmd`, their handles translated to the
            // driver's by the type-checking object table; `pfn` is the driver's function.
            unsafe { handlers::call(sess, cmd, a, pfn)? }
        };
        let sess = &mut *guard;
        // SAFETY: `a` holds the decoded arguments of `cmd` that the hooks above edited
        // (`version` owning what the version raise's edit points to), outputs written by the
        // driver; `sess.instance` is null or the client's newest live instance.
        unsafe { handlers::after(sess, cmd, a, ret, &mut version) };
        if let Some(t) = &mut sess.trace {
            // SAFETY: `a` holds the decoded arguments of `cmd`, outputs written.
            unsafe { t.after(cmd, a, ret) };
        }
        if sess.pictures.is_some() {
            // SAFETY: as above.
            unsafe { sess.follow_pictures(cmd, a, ret, local) };
        }
        local.last_failed = failure(cmd, ret);
        if local.last_failed.is_none() {
            // Objects made by a command whose first argument is a device belong to it.
            let device = match cmd.args.members.first().map(|m| (m.kind, m.off)) {
                Some((Kind::Handle { ty, .. }, off)) if ty == vk::ObjectType::DEVICE.as_raw() => {
                    // SAFETY: a handle member of the decoded arguments.
                    Some(unsafe { a.add(off as usize).cast::<u64>().read() })
                }
                _ => None,
            };
            // SAFETY: `a` holds the decoded arguments of `cmd`.
            let pool = unsafe { crate::objects::allocation_pool(cmd.id, a) };
            for (k, nh) in req.new_handles.iter().enumerate() {
                // SAFETY: the slot lies in the arena block the decoder made; the driver wrote it.
                let raw = unsafe { nh.slot.read() };
                if raw != 0 {
                    if let Err(e) = sess.objects.insert(nh.ty, nh.id, raw) {
                        // Two new objects under one id: a hostile client, naming it twice in
                        // one call or in two calls racing a slow create on two streams. The
                        // client is dropped; the driver objects left without an id would
                        // outlive it, so they go first.
                        let orphans: Vec<(vk::ObjectType, u64)> = req.new_handles[k..]
                            .iter()
                            // SAFETY: as above.
                            .map(|n| (n.ty, unsafe { n.slot.read() }))
                            .filter(|&(_, r)| r != 0)
                            .collect();
                        // SAFETY: the driver just made these objects; nothing uses them.
                        unsafe { sess.destroy_orphans(device, &orphans) };
                        return Err(e.into());
                    }
                    if let Some((ty, pool)) = pool {
                        sess.objects.set_pool(nh.id, ty, pool);
                    }
                    if let Some(d) = device {
                        sess.objects.set_parent(nh.id, d);
                        if matches!(
                            nh.ty,
                            vk::ObjectType::QUEUE | vk::ObjectType::COMMAND_BUFFER
                        ) {
                            sess.gate.child(d, raw);
                        }
                        if nh.ty == vk::ObjectType::QUEUE {
                            // SAFETY: `a` holds the decoded arguments of `cmd`, which made
                            // the queue.
                            if let Some(f) = unsafe { kinds::queue_family(cmd.id, a) } {
                                sess.queue_families.insert(raw, f);
                            }
                        }
                    }
                }
            }
            // SAFETY: `a` holds the decoded arguments of `cmd`, outputs written by the driver;
            // `sess.instance` is null or the client's newest live instance.
            unsafe {
                sess.gate
                    .record(cmd, a, sess.driver.entry(), sess.instance.as_raw())
            };
            if destroys(cmd) {
                // SAFETY: `a` holds decoded arguments of `cmd`.
                unsafe { sess.forget_destroyed(cmd, a) };
            }
            // SAFETY: as above.
            unsafe { handlers::keep(sess, cmd, a) };
            if let Some(t) = &mut sess.memory_types {
                // SAFETY: as above.
                unsafe { t.after(cmd.id, a) };
            }
        }
        if !cmd.reply {
            return Ok(None);
        }
        // SAFETY: `a` holds the decoded arguments of `cmd`, outputs filled by the driver.
        unsafe { reply(cmd, a, ret, &mut sess.objects, out) }.map(Some)
    }
}
