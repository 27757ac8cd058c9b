//! Noticing that the peer process died.
//!
//! A clean close sets a `CLOSED` bit in the shared status word and wakes the peer, but a
//! process killed with `SIGKILL` cannot do that. So every end may carry a [`PeerWatch`]: a
//! file descriptor that the kernel signals when the peer is gone, polled (without blocking)
//! each time a waiting end's futex slice ([`crate::WaitConfig::liveness_slice`], 100 ms by
//! default) ends. A blocked end therefore returns [`crate::Error::PeerDead`] within one slice
//! plus scheduling delay of the peer's death, and costs nothing while the peer is alive.
//!
//! The handshake uses [`PeerWatch::Socket`]: the Unix stream socket of the connection. The
//! kernel closes the peer's end when the process dies, however it dies, and our end then
//! reports `POLLHUP`. This needs no pid (so it works across pid namespaces, in containers and
//! under qemu-user) and cannot be fooled by pid reuse. [`PeerWatch::pidfd`] is offered for
//! rings shared without a socket.

use std::io;
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, FromRawFd, OwnedFd};

/// How an end learns that its peer process is gone.
#[derive(Debug, Default)]
#[non_exhaustive]
pub enum PeerWatch {
    /// No watch: only the shared status bits are looked at (threads of one process).
    #[default]
    None,
    /// A connected stream socket whose other end the peer holds; hang-up means gone.
    Socket(OwnedFd),
    /// A pidfd of the peer process; readable means it exited.
    Pidfd(OwnedFd),
}

impl PeerWatch {
    /// Watches a connected socket (the descriptor is duplicated).
    pub fn socket(fd: BorrowedFd<'_>) -> io::Result<PeerWatch> {
        Ok(PeerWatch::Socket(fd.try_clone_to_owned()?))
    }

    /// Watches process `pid` through a pidfd (Linux 5.3 and later).
    pub fn pidfd(pid: u32) -> io::Result<PeerWatch> {
        let pid =
            libc::pid_t::try_from(pid).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
        // SAFETY: pidfd_open takes a pid and flags and returns a new fd or -1.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `fd` is a fresh descriptor owned by nobody else.
        let fd = unsafe { OwnedFd::from_raw_fd(fd as i32) };
        // pidfds are not close-on-exec by default on older kernels; make it so.
        // SAFETY: plain fcntl on an fd we own.
        unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_SETFD, libc::FD_CLOEXEC) };
        Ok(PeerWatch::Pidfd(fd))
    }

    /// Duplicates the watch (the reader and writer of a connection each hold one).
    pub fn try_clone(&self) -> io::Result<PeerWatch> {
        Ok(match self {
            PeerWatch::None => PeerWatch::None,
            PeerWatch::Socket(fd) => PeerWatch::Socket(fd.try_clone()?),
            PeerWatch::Pidfd(fd) => PeerWatch::Pidfd(fd.try_clone()?),
        })
    }

    /// Non-blocking: `true` once the peer is known to be gone.
    pub fn peer_gone(&self) -> bool {
        let (fd, events, gone_mask) = match self {
            PeerWatch::None => return false,
            PeerWatch::Socket(fd) => (
                fd.as_fd(),
                libc::POLLRDHUP,
                libc::POLLHUP | libc::POLLRDHUP | libc::POLLERR | libc::POLLNVAL,
            ),
            PeerWatch::Pidfd(fd) => (
                fd.as_fd(),
                libc::POLLIN,
                libc::POLLIN | libc::POLLHUP | libc::POLLERR | libc::POLLNVAL,
            ),
        };
        let mut p = libc::pollfd {
            fd: fd.as_raw_fd(),
            events,
            revents: 0,
        };
        // SAFETY: one valid pollfd, zero timeout.
        let n = unsafe { libc::poll(&mut p, 1, 0) };
        n > 0 && p.revents & gone_mask != 0
    }
}
