//! Recorded commands (`vkCmd*`): encoded into their command buffer's own recording, which
//! ships to the renderer as [`vk_wire::relay::BATCH`] messages (see the module
//! documentation of `call` for when).

use ash::vk::{self, Handle};
use vk_wire::id;

use super::CallError;
use super::messages::note_deferred;
use crate::handles::{self, ClientIds};
use crate::streams::{self, lost};

/// A recording that reaches this many bytes is shipped as a [`vk_wire::relay::BATCH`] before
/// its `vkEndCommandBuffer`: the renderer replays the first commands while the application
/// records the rest, and only the last chunk is replayed after the end.
pub const CHUNK: usize = 1024;

/// While the renderer's thread is idle, a recording also ships each time it grows past a
/// multiple of this many bytes (in `record`): the renderer keeps up with the application,
/// and less is left to replay after `vkEndCommandBuffer`, before the submission can start.
pub const IDLE_STEP: usize = 256;

/// Appends the request for `a` to its command buffer's recording, shipping the recording when
/// it reaches [`CHUNK`] bytes, at the end of a render pass, or when it passes a multiple of
/// [`IDLE_STEP`] while the renderer idles.
///
/// # Safety
/// As [`exchange`](super::messages::exchange); the command `cid` is [`recorded`].
pub(super) unsafe fn record(cid: u32, a: *const u8) -> Result<(), CallError> {
    // SAFETY: `recorded` checked that the first member is the command buffer, a handle this
    // ICD made (Vulkan's valid usage), which points to a live `Dispatch`.
    let d = unsafe { &*(a.cast::<*const handles::Dispatch>().read()) };
    if crate::events::is_recorded_event_command(cid) {
        // SAFETY: caller.
        unsafe { crate::events::recorded(cid, a) };
    }
    let mut rec = d.recording.lock().unwrap_or_else(|e| e.into_inner());
    let before = rec.len();
    // SAFETY: caller.
    if let Err(e) = unsafe { vk_wire::append_request_id(cid, a, &mut ClientIds, &mut rec) } {
        let name = vk_wire::command(cid).map_or("?", |c| c.name);
        tracing::error!("{name}: cannot encode: {e}");
        return Err(CallError::Encode);
    }
    if rec.len() >= CHUNK {
        ship(&mut rec)?;
    } else if ends_render_pass(cid) {
        shm_ring::timeline::record(shm_ring::timeline::Event::EndRendering);
        ship_if_free(&mut rec)?;
    } else if rec.len() / IDLE_STEP != before / IDLE_STEP {
        ship_if_idle(&mut rec)?;
    }
    Ok(())
}

/// Whether `cid` ends a render pass: what an application records after it, before ending the
/// command buffer, is short (a barrier or two), while what it does in between (zink hands the
/// submission to its flush thread) takes microseconds the renderer can use.
fn ends_render_pass(cid: u32) -> bool {
    matches!(
        cid,
        id::CMD_END_RENDERING | id::CMD_END_RENDER_PASS | id::CMD_END_RENDER_PASS2
    )
}

/// Ships `rec` if the stream any thread used last is free, waking its renderer thread if it
/// sleeps: at the end of a render pass, so the renderer replays the pass while the
/// application gets to its `vkEndCommandBuffer`, rather than after it. Not while the
/// renderer's thread finds no idle core (`reader_contended`): there every wake-up waits for
/// a CPU, and the pass goes with the submission, in one wake-up.
fn ship_if_free(rec: &mut Vec<u8>) -> Result<(), CallError> {
    match streams::try_recent() {
        Some(held) if !rec.is_empty() && !held.io.conn.writer.reader_contended() => post(held, rec),
        _ => Ok(()),
    }
}

/// Ships `rec` if the stream any thread used last is free and its renderer thread has run
/// everything sent before and is awake, so it starts replaying at once and without a
/// wake-up; else leaves the commands for a later ship.
fn ship_if_idle(rec: &mut Vec<u8>) -> Result<(), CallError> {
    match streams::try_recent() {
        Some(held) if held.io.conn.writer.reader_idle() => post(held, rec),
        _ => Ok(()),
    }
}

/// Sends `rec` (recorded commands) as one [`vk_wire::relay::BATCH`] and empties it.
fn ship(rec: &mut Vec<u8>) -> Result<(), CallError> {
    if rec.is_empty() {
        return Ok(());
    }
    post(streams::acquire()?, rec)
}

/// Sends `rec` on `held` as one [`vk_wire::relay::BATCH`] and empties it.
fn post(mut held: streams::Held, rec: &mut Vec<u8>) -> Result<(), CallError> {
    // Recorded commands run when their submission comes, which wakes the renderer's thread:
    // they need not wake it themselves where that costs it a wait for a CPU.
    let contended = held.io.conn.writer.reader_contended();
    held.io.conn.writer.defer_wakes(contended);
    if contended {
        note_deferred();
    }
    held.send_dependencies()?;
    // `send` publishes a message that fits the ring with one commit and streams a larger one.
    let sent = held.io.conn.writer.send(vk_wire::relay::BATCH, 0, rec);
    if let Err(e) = sent {
        return Err(lost(&e));
    }
    held.sent(false);
    rec.clear();
    Ok(())
}

/// Ships the commands recorded into `cb` and not shipped yet (before its
/// `vkEndCommandBuffer`).
///
/// # Safety
/// `cb` is a command buffer handle of this ICD.
pub(super) unsafe fn ship_recording(cb: vk::CommandBuffer) -> Result<(), CallError> {
    // SAFETY: caller.
    let d = unsafe { &*(cb.as_raw() as *const handles::Dispatch) };
    ship(&mut d.recording.lock().unwrap_or_else(|e| e.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_ends_of_render_passes_ship_a_recording_early() {
        for cid in [
            id::CMD_END_RENDERING,
            id::CMD_END_RENDER_PASS,
            id::CMD_END_RENDER_PASS2,
        ] {
            assert!(ends_render_pass(cid), "{cid}");
        }
        for cid in [
            id::CMD_BEGIN_RENDER_PASS,
            id::CMD_DRAW,
            id::CMD_PIPELINE_BARRIER,
        ] {
            assert!(!ends_render_pass(cid), "{cid}");
        }
    }
}
