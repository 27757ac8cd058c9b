//! Process isolation for `serve`: each client is served by a worker process of its own, so
//! a driver crash ends only that client.
//!
//! - The **supervisor** ([`supervisor`]) binds the socket and accepts connections. It never
//!   loads the Vulkan driver. It keeps one spare worker started ahead (so a new client does
//!   not wait for a driver to load) and hands every accepted socket, by `SCM_RIGHTS` on the
//!   worker's control socket, to the worker that serves the connecting process: the first
//!   connection of a process takes the spare, its further streams (one per application thread,
//!   [`crate::client`]) go to the same worker. A process is known by its `SO_PEERCRED` pid and
//!   its start time, so a reused pid is a new client.
//! - A **worker** ([`worker`]) is this same executable started again (`exec`, so no driver
//!   thread is ever forked), with the supervisor's arguments and configuration text. It loads
//!   the driver, says it is ready, and serves the sockets it is given exactly as a renderer
//!   without isolation does: handshake, rings, session. When its client is gone it says so,
//!   the supervisor stops routing to it, and it exits. It dies with the supervisor
//!   (`PR_SET_PDEATHSIG`).
//! - **When a worker dies**, its client's sockets close with it: the ICD turns that into
//!   `VK_ERROR_DEVICE_LOST` within its liveness slice (100 ms). The worker's crash handler
//!   writes one line first (signal, command, client: [`state`]), and the supervisor, which
//!   mapped the worker's [`state`] page, logs which client it served and what it was running.
//!   Other workers, and the supervisor, go on.
//!
//! `serve --restart` runs the supervisor itself under a watchdog ([`restart`]).
//!
//! `--isolation none` keeps every client in the one renderer process (the Winlator drop-in and
//! `vkrelay-renderer run` always work that way).

pub mod restart;
pub mod state;
pub mod supervisor;
pub mod worker;

use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd};

/// How `serve` isolates its clients from one another.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Isolation {
    /// A worker process per client (the default).
    #[default]
    Process,
    /// Every client in the renderer's own process.
    None,
}

impl std::str::FromStr for Isolation {
    type Err = String;
    fn from_str(s: &str) -> Result<Isolation, String> {
        match s {
            "process" => Ok(Isolation::Process),
            "none" => Ok(Isolation::None),
            _ => Err(format!("unknown isolation {s:?} (process or none)")),
        }
    }
}

impl std::fmt::Display for Isolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Isolation::Process => "process",
            Isolation::None => "none",
        })
    }
}

/// Control messages between supervisor and worker (one byte, then text for an error).
mod tag {
    /// Supervisor → worker: a client socket (as `SCM_RIGHTS`).
    pub const CONNECTION: u8 = b'C';
    /// Worker → supervisor: the driver is loaded and works.
    pub const READY: u8 = b'R';
    /// Worker → supervisor: the driver failed; the rest is the message.
    pub const FAILED: u8 = b'E';
    /// Worker → supervisor: no client left; route nothing more here.
    pub const IDLE: u8 = b'I';
}

/// The longest control message.
const MAX_CONTROL: usize = 4096;

/// Sends one control message, with `fd` attached if given.
fn send(control: BorrowedFd<'_>, msg: &[u8], fd: Option<RawFd>) -> std::io::Result<()> {
    use nix::sys::socket::{ControlMessage, MsgFlags, sendmsg};
    let iov = [std::io::IoSlice::new(msg)];
    let fds: Vec<RawFd> = fd.into_iter().collect();
    let cmsg = [ControlMessage::ScmRights(&fds)];
    let cmsg: &[ControlMessage<'_>] = if fds.is_empty() { &[] } else { &cmsg };
    loop {
        match sendmsg::<()>(
            control.as_raw_fd(),
            &iov,
            cmsg,
            MsgFlags::MSG_NOSIGNAL,
            None,
        ) {
            Ok(_) => return Ok(()),
            Err(nix::errno::Errno::EINTR) => {}
            Err(e) => return Err(e.into()),
        }
    }
}

/// Receives one control message: its bytes and an attached descriptor (close-on-exec). An
/// empty message is the peer's end of file.
fn recv(control: BorrowedFd<'_>) -> std::io::Result<(Vec<u8>, Option<OwnedFd>)> {
    use nix::sys::socket::{ControlMessageOwned, MsgFlags, recvmsg};
    let mut buf = vec![0u8; MAX_CONTROL];
    let mut space = nix::cmsg_space!([RawFd; 2]);
    loop {
        let mut iov = [std::io::IoSliceMut::new(&mut buf)];
        let r = recvmsg::<()>(
            control.as_raw_fd(),
            &mut iov,
            Some(&mut space),
            MsgFlags::MSG_CMSG_CLOEXEC,
        );
        let msg = match r {
            Ok(m) => m,
            Err(nix::errno::Errno::EINTR) => continue,
            Err(e) => return Err(e.into()),
        };
        let n = msg.bytes;
        let mut fd = None;
        for c in msg.cmsgs()? {
            if let ControlMessageOwned::ScmRights(fds) = c {
                for raw in fds {
                    // SAFETY: the kernel just installed `raw` in this process for us.
                    let owned = unsafe { OwnedFd::from_raw_fd(raw) };
                    // Keep the first; any other is dropped (closed).
                    fd.get_or_insert(owned);
                }
            }
        }
        buf.truncate(n);
        return Ok((buf, fd));
    }
}
