//! What a command needs beyond the generated dispatch, by the kind of object it acts on:
//! [`instance`], [`physical`] (physical-device queries), [`device`], [`memory`],
//! [`descriptor`], [`pipeline`], [`sync`] (fences and semaphores). Each file holds both the
//! driver call of its commands (where the renderer does more than call the driver: extension lists
//! filtered, API versions raised, memory shared with the client, what a client left on a
//! device destroyed) and what the session keeps of them once they succeeded. Every other
//! command goes through [`crate::generated::dispatch`]. The repairs have their own hooks
//! ([`crate::repair`]).
//!
//! Handlers take their command's typed arguments (`&mut args::X`); the one cast from the
//! decoder's argument block to them is [`typed`].

mod descriptor;
mod device;
mod instance;
mod memory;
pub(super) mod physical;
mod pipeline;
mod sync;

use shm_ring::timeline::{self, Event};
use vk_wire::desc::CommandDesc;
use vk_wire::{CommandArgs, id};

use super::{Pfn, Session, SessionError};

/// The decoded arguments `a` of `cmd` as their typed structure.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (writable arena memory, not otherwise borrowed
/// while the reference lives), and `cmd` is `T`'s command (checked in debug builds).
unsafe fn typed<'a, T: CommandArgs>(cmd: &CommandDesc, a: *mut u8) -> &'a mut T {
    debug_assert_eq!(
        cmd.id,
        T::ID,
        "{}: not the command of these arguments",
        cmd.name
    );
    // SAFETY: caller; the decoder lays the arguments out as `T` (`CommandArgs`' contract).
    unsafe { &mut *a.cast::<T>() }
}

impl Session {
    /// Runs `cmd` on the driver: its kind's handler where it has one, else the generated
    /// dispatch. Returns what the driver returned (a `VkResult` or 0).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, their handles translated to the driver's by
    /// the type-checking object table; `pfn` is the driver's function for `cmd`.
    pub(super) unsafe fn call(
        &mut self,
        cmd: &'static CommandDesc,
        a: *mut u8,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        // SAFETY: in every arm the id says what `a` holds (caller).
        unsafe {
            Ok(match cmd.id {
                id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES => {
                    self.enumerate_instance_extensions(typed(cmd, a), pfn)
                }
                id::CREATE_INSTANCE => self.create_instance(typed(cmd, a), pfn),
                id::DESTROY_INSTANCE => self.destroy_instance(cmd, typed(cmd, a), pfn)?,
                id::ENUMERATE_DEVICE_EXTENSION_PROPERTIES => {
                    self.enumerate_device_extensions(typed(cmd, a), pfn)
                }
                id::CREATE_DEVICE => self.create_device(typed(cmd, a), pfn),
                id::DESTROY_DEVICE => self.destroy_device(cmd, typed(cmd, a), pfn)?,
                id::ALLOCATE_MEMORY => self.allocate_memory(typed(cmd, a), pfn),
                id::FREE_MEMORY => self.free_memory(cmd, typed(cmd, a), pfn)?,
                id::RESET_FENCES => self.reset_fences(cmd, typed(cmd, a), pfn)?,
                id::DESTROY_FENCE => self.destroy_fence(cmd, typed(cmd, a), pfn)?,
                id::DESTROY_SEMAPHORE => self.destroy_semaphore(cmd, typed(cmd, a), pfn)?,
                _ => dispatch(cmd, a, pfn)?,
            })
        }
    }

    /// The configuration's extension policy on `cmd`'s request ([`crate::hooks`]): the
    /// edited list's owner, to keep until the driver call returned.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd` (writable), handles translated;
    /// `self.instance` is null or the client's newest live instance.
    pub(super) unsafe fn extension_policy(
        &self,
        cmd: &'static CommandDesc,
        a: *mut u8,
    ) -> Result<crate::hooks::Before, crate::hooks::HookError> {
        // SAFETY: in every arm the id says what `a` holds (caller).
        unsafe {
            match cmd.id {
                id::CREATE_INSTANCE => {
                    crate::hooks::create_instance(&self.config, &self.driver, cmd, typed(cmd, a))
                }
                id::CREATE_DEVICE => crate::hooks::create_device(
                    &self.config,
                    &self.driver,
                    self.instance,
                    cmd,
                    typed(cmd, a),
                ),
                _ => Ok(crate::hooks::Before::default()),
            }
        }
    }

    /// What the session changes in `cmd`'s arguments before the driver (or a slow call's
    /// thread) sees them, once the hooks and repairs let it through: the renderer's pipeline
    /// cache given to pipeline creations that pass none, an application's cache merged into
    /// it before it is destroyed ([`crate::pipeline_cache`]).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd` (writable), handles translated.
    pub(super) unsafe fn before(&mut self, cmd: &'static CommandDesc, a: *mut u8) {
        if !self.pipeline_cache.on() {
            return;
        }
        // SAFETY: in every arm the id says what `a` holds (caller).
        unsafe {
            match cmd.id {
                id::CREATE_GRAPHICS_PIPELINES => self.before_graphics_pipelines(typed(cmd, a)),
                id::CREATE_COMPUTE_PIPELINES => self.before_compute_pipelines(typed(cmd, a)),
                id::DESTROY_PIPELINE_CACHE => self.before_destroy_pipeline_cache(typed(cmd, a)),
                _ => {}
            }
        }
    }

    /// Keeps, in the session's tables, what `cmd` changed: called once it succeeded.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, outputs written by the driver.
    pub(super) unsafe fn keep(&mut self, cmd: &'static CommandDesc, a: *mut u8) {
        // SAFETY: in every arm the id says what `a` holds (caller).
        unsafe {
            match cmd.id {
                id::CREATE_INSTANCE => self.keep_instance(typed(cmd, a)),
                id::CREATE_DEVICE => self.keep_device(typed(cmd, a)),
                id::CREATE_GRAPHICS_PIPELINES => self.keep_graphics_pipelines(typed(cmd, a)),
                id::CREATE_COMPUTE_PIPELINES => self.keep_compute_pipelines(typed(cmd, a)),
                id::DESTROY_INSTANCE => self.forget_instance(typed(cmd, a)),
                id::CREATE_DESCRIPTOR_UPDATE_TEMPLATE => self.keep_template(typed(cmd, a)),
                id::DESTROY_DESCRIPTOR_UPDATE_TEMPLATE => self.forget_template(typed(cmd, a)),
                id::RESET_DESCRIPTOR_POOL => self.reset_descriptor_pool(typed(cmd, a)),
                id::QUEUE_SUBMIT => self.submitted(typed(cmd, a)),
                id::QUEUE_SUBMIT2 => self.submitted2(typed(cmd, a)),
                id::QUEUE_BIND_SPARSE => self.bound_sparse(typed(cmd, a)),
                id::SIGNAL_SEMAPHORE => self.host_signaled(typed(cmd, a)),
                _ => {}
            }
        }
    }
}

/// The generated dispatch of `cmd`, with the timeline's submission events around it.
///
/// # Safety
/// As for [`Session::call`].
unsafe fn dispatch(cmd: &'static CommandDesc, a: *mut u8, pfn: Pfn) -> Result<u64, SessionError> {
    let submit = vk_wire::relay::is_submission(cmd.id);
    if submit {
        timeline::record(Event::SubmitCall);
    }
    // SAFETY: caller.
    let r = unsafe { crate::generated::dispatch::dispatch(cmd.id, a, pfn) }
        .ok_or(SessionError::Missing(cmd.name))?;
    if submit {
        timeline::record(Event::SubmitDone);
    } else if cmd.id == id::END_COMMAND_BUFFER {
        timeline::record(Event::EndDone);
    }
    Ok(r)
}
