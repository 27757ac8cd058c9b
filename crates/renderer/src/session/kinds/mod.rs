//! What a command needs beyond the generated dispatch, by the kind of object it acts on:
//! [`instance`], [`physical`] (physical-device queries), [`device`], [`memory`], [`buffer`],
//! [`image`] (images, views and format queries), [`shader`] (shader modules), [`pipeline`],
//! [`descriptor`], [`command_buffer`] (command pools and buffers), [`queue`] (submissions)
//! and [`sync`] (fences and semaphores).
//!
//! Each file holds every hand-written handler of its commands, in the order
//! `Session::handle` runs them: the extension policy ([`crate::hooks`]), the version raise
//! ([`crate::version`]), the repairs ([`crate::repair`]), the session's own edits, the driver
//! call where the renderer does more than call the driver, what runs after the call whatever
//! it returned, and what the session keeps once it succeeded. Handlers take their command's
//! typed arguments (`&mut args::X`); which command has which handler is the table in
//! `crates/driver-glue-gen/src/handlers.rs`, from which [`crate::generated::handlers`] is
//! written, with the one cast from the decoder's argument block. Every other command goes
//! through [`crate::generated::dispatch`].
//!
//! Cross-cutting policies plug in through these handlers, not by matching on command ids:
//! the BC repair's side data of images, buffers, memory, command pools and command buffers
//! is kept by the `Keep` handlers of their creations and the `After` handlers of their
//! destructions and resets, each calling a typed method of [`crate::repair::bc::Device`].

mod buffer;
mod command_buffer;
mod descriptor;
mod device;
mod image;
mod instance;
mod memory;
mod physical;
mod pipeline;
mod queue;
pub(crate) use queue::queue_family;
mod shader;
mod sync;

use shm_ring::timeline::{self, Event};
use vk_wire::desc::CommandDesc;
use vk_wire::id;

use super::{Pfn, SessionError};

/// The generated dispatch of `cmd`, with the timeline's submission events around it.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd`, their handles translated to the driver's by the
/// type-checking object table; `pfn` is the driver's function for `cmd`.
pub(crate) unsafe fn dispatch(
    cmd: &'static CommandDesc,
    a: *mut u8,
    pfn: Pfn,
) -> Result<u64, SessionError> {
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

/// [`dispatch`] of the typed arguments `x` of `cmd`: for handlers that do their work around
/// the generated driver call.
///
/// # Safety
/// `x` is `cmd`'s argument structure (the handler's own), its handles the driver's; `pfn` is
/// the driver's function for `cmd`.
unsafe fn dispatch_typed<T: vk_wire::CommandArgs>(
    cmd: &'static CommandDesc,
    x: &mut T,
    pfn: Pfn,
) -> Result<u64, SessionError> {
    debug_assert_eq!(
        cmd.id,
        T::ID,
        "{}: not the command of these arguments",
        cmd.name
    );
    // SAFETY: caller: `x` is `cmd`'s decoded argument structure.
    unsafe { dispatch(cmd, (x as *mut T).cast(), pfn) }
}
