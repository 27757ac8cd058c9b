//! Repairs applied around the driver's call: what the application is told (versions, heaps,
//! features) after the driver answered.
//!
//! The hooks consult [`crate::config::Config`]; with the default configuration they change
//! nothing.

use crate::config::Config;
use vk_wire::desc::CommandDesc;

/// Runs after the driver executed `cmd` with the decoded arguments at `a`; may rewrite the
/// outputs and the return value `ret` before the reply is encoded.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd`, their outputs written by the driver.
pub unsafe fn after(config: &Config, cmd: &'static CommandDesc, a: *const u8, ret: &mut u64) {
    let _ = (config, cmd, a, ret);
}
