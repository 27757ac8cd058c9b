//! Connection set-up over a Unix stream socket.
//!
//! 1. The client connects to [`HandshakeConfig::socket_path`] and sends its [`Hello`].
//! 2. The server checks magic and version. On a mismatch it answers with a hello whose
//!    status is [`HELLO_VERSION_MISMATCH`] (so the client can report both versions) and
//!    hangs up. Otherwise it creates two rings (client→server, server→client) and answers
//!    with its hello, carrying both ring descriptors as `SCM_RIGHTS`.
//! 3. Both sides attach their ends. Each end watches the socket ([`PeerWatch::Socket`]), so
//!    the death of the other process turns a blocked call into [`Error::PeerDead`].
//!
//! A hello is 32 bytes, little-endian: `magic: u64` = `b"VKRLHELO"`, `version: u32`,
//! `role: u32` (1 client, 2 server), `pid: u32`, `status: u32`, `ring_count: u32`,
//! `reserved: u32` (0).

use std::io::{IoSlice, Read};
use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

use nix::sys::socket::{ControlMessage, MsgFlags, sendmsg};

use crate::error::{Error, Result};
use crate::liveness::PeerWatch;
use crate::ring::{Reader, RingFile, Writer};
use crate::wait::WaitConfig;

/// Magic of a hello (`b"VKRLHELO"` little-endian).
pub const HELLO_MAGIC: u64 = u64::from_le_bytes(*b"VKRLHELO");
/// The handshake protocol version this build speaks.
pub const PROTOCOL_VERSION: u32 = 1;
/// Bytes of a hello.
pub const HELLO_SIZE: usize = 32;
/// Hello status: accepted.
pub const HELLO_OK: u32 = 0;
/// Hello status: the server refuses the client's version.
pub const HELLO_VERSION_MISMATCH: u32 = 1;
/// Role of a client hello.
pub const ROLE_CLIENT: u32 = 1;
/// Role of a server hello.
pub const ROLE_SERVER: u32 = 2;

/// Where to connect and how big the rings are. Nothing here has a built-in default path:
/// the caller's configuration supplies it.
#[derive(Debug, Clone)]
pub struct HandshakeConfig {
    /// Path of the server's Unix socket.
    pub socket_path: PathBuf,
    /// Ring capacity for client→server traffic (power of two), chosen by the server.
    pub client_to_server_capacity: usize,
    /// Ring capacity for server→client traffic (power of two), chosen by the server.
    pub server_to_client_capacity: usize,
    /// How the ring ends wait.
    pub wait: WaitConfig,
    /// Limit for each handshake read and write (a silent peer cannot hang the handshake).
    pub timeout: Duration,
}

impl HandshakeConfig {
    /// A config for `socket_path` with 4 MiB client→server and 1 MiB server→client rings.
    pub fn new(socket_path: impl Into<PathBuf>) -> HandshakeConfig {
        HandshakeConfig {
            socket_path: socket_path.into(),
            client_to_server_capacity: 4 << 20,
            server_to_client_capacity: 1 << 20,
            wait: WaitConfig::default(),
            timeout: Duration::from_secs(5),
        }
    }
}

/// A hello as decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hello {
    /// Protocol version.
    pub version: u32,
    /// [`ROLE_CLIENT`] or [`ROLE_SERVER`].
    pub role: u32,
    /// Sender's process id (informational).
    pub pid: u32,
    /// [`HELLO_OK`] or [`HELLO_VERSION_MISMATCH`].
    pub status: u32,
    /// Number of ring descriptors attached.
    pub ring_count: u32,
}

impl Hello {
    /// The 32 wire bytes.
    pub fn encode(&self) -> [u8; HELLO_SIZE] {
        let mut b = [0u8; HELLO_SIZE];
        b[0..8].copy_from_slice(&HELLO_MAGIC.to_le_bytes());
        b[8..12].copy_from_slice(&self.version.to_le_bytes());
        b[12..16].copy_from_slice(&self.role.to_le_bytes());
        b[16..20].copy_from_slice(&self.pid.to_le_bytes());
        b[20..24].copy_from_slice(&self.status.to_le_bytes());
        b[24..28].copy_from_slice(&self.ring_count.to_le_bytes());
        b
    }

    /// Decodes a hello; checks the magic only (the version is the caller's business).
    pub fn decode(b: &[u8; HELLO_SIZE]) -> Result<Hello> {
        let w = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let mut m = [0u8; 8];
        m.copy_from_slice(&b[0..8]);
        let magic = u64::from_le_bytes(m);
        if magic != HELLO_MAGIC {
            return Err(Error::BadMagic { found: magic });
        }
        if w(28) != 0 {
            return Err(Error::Protocol("reserved hello word is not zero"));
        }
        Ok(Hello {
            version: w(8),
            role: w(12),
            pid: w(16),
            status: w(20),
            ring_count: w(24),
        })
    }
}

/// One side of an established connection: a ring to send on, a ring to receive from, and
/// the socket (kept open: it is the liveness watch, and it can carry more descriptors).
#[derive(Debug)]
pub struct Connection {
    /// Our sending end.
    pub writer: Writer,
    /// Our receiving end.
    pub reader: Reader,
    /// The socket.
    pub socket: UnixStream,
    /// The peer's hello.
    pub peer: Hello,
}

/// A bound server socket.
#[derive(Debug)]
pub struct Listener {
    listener: UnixListener,
    config: HandshakeConfig,
}

impl Listener {
    /// Binds `config.socket_path` (an existing socket file there is replaced).
    pub fn bind(config: HandshakeConfig) -> Result<Listener> {
        let path: &Path = &config.socket_path;
        if std::fs::symlink_metadata(path)
            .map(|m| {
                use std::os::unix::fs::FileTypeExt;
                m.file_type().is_socket()
            })
            .unwrap_or(false)
        {
            std::fs::remove_file(path)?;
        }
        let listener = UnixListener::bind(path)?;
        Ok(Listener { listener, config })
    }

    /// Accepts one client and runs the server side of the handshake.
    pub fn accept(&self) -> Result<Connection> {
        let (stream, _) = self.listener.accept()?;
        server_handshake(stream, &self.config)
    }

    /// The underlying listener (e.g. to poll it).
    pub fn listener(&self) -> &UnixListener {
        &self.listener
    }
}

/// Connects to `config.socket_path` and runs the client side of the handshake.
pub fn connect(config: &HandshakeConfig) -> Result<Connection> {
    let stream = UnixStream::connect(&config.socket_path)?;
    client_handshake(stream, config)
}

fn our_hello(role: u32, status: u32, ring_count: u32) -> Hello {
    Hello {
        version: PROTOCOL_VERSION,
        role,
        pid: std::process::id(),
        status,
        ring_count,
    }
}

/// Runs the client side on an already connected stream.
pub fn client_handshake(stream: UnixStream, config: &HandshakeConfig) -> Result<Connection> {
    stream.set_read_timeout(Some(config.timeout))?;
    stream.set_write_timeout(Some(config.timeout))?;
    send_hello(&stream, &our_hello(ROLE_CLIENT, HELLO_OK, 0), &[])?;
    let (peer, fds) = recv_hello(&stream)?;
    if peer.version != PROTOCOL_VERSION || peer.status == HELLO_VERSION_MISMATCH {
        return Err(Error::VersionMismatch {
            ours: PROTOCOL_VERSION,
            theirs: peer.version,
        });
    }
    if peer.role != ROLE_SERVER || peer.status != HELLO_OK {
        return Err(Error::Protocol("unexpected role or status in server hello"));
    }
    let [c2s, s2c]: [OwnedFd; 2] = fds
        .try_into()
        .map_err(|_| Error::Protocol("server hello must carry exactly two ring descriptors"))?;
    if peer.ring_count != 2 {
        return Err(Error::Protocol("server hello ring count is not 2"));
    }
    finish(
        stream,
        config,
        peer,
        RingFile::from_fd(c2s),
        RingFile::from_fd(s2c),
    )
}

/// Runs the server side on an accepted stream: creates the rings and sends them.
pub fn server_handshake(stream: UnixStream, config: &HandshakeConfig) -> Result<Connection> {
    stream.set_read_timeout(Some(config.timeout))?;
    stream.set_write_timeout(Some(config.timeout))?;
    let (peer, fds) = recv_hello(&stream)?;
    if !fds.is_empty() {
        return Err(Error::Protocol("client hello must not carry descriptors"));
    }
    if peer.version != PROTOCOL_VERSION {
        // Best effort: tell the client which version we speak, then hang up.
        let _ = send_hello(
            &stream,
            &our_hello(ROLE_SERVER, HELLO_VERSION_MISMATCH, 0),
            &[],
        );
        return Err(Error::VersionMismatch {
            ours: PROTOCOL_VERSION,
            theirs: peer.version,
        });
    }
    if peer.role != ROLE_CLIENT || peer.status != HELLO_OK || peer.ring_count != 0 {
        return Err(Error::Protocol(
            "unexpected role, status or ring count in client hello",
        ));
    }
    let c2s = RingFile::create(config.client_to_server_capacity)?;
    let s2c = RingFile::create(config.server_to_client_capacity)?;
    send_hello(
        &stream,
        &our_hello(ROLE_SERVER, HELLO_OK, 2),
        &[c2s.as_fd().as_raw_fd(), s2c.as_fd().as_raw_fd()],
    )?;
    // Server writes s2c and reads c2s.
    let watch = PeerWatch::socket(stream.as_fd())?;
    let writer = s2c.writer(config.wait, watch.try_clone()?)?;
    let reader = c2s.reader(config.wait, watch)?;
    stream.set_read_timeout(None)?;
    stream.set_write_timeout(None)?;
    Ok(Connection {
        writer,
        reader,
        socket: stream,
        peer,
    })
}

fn finish(
    stream: UnixStream,
    config: &HandshakeConfig,
    peer: Hello,
    c2s: RingFile,
    s2c: RingFile,
) -> Result<Connection> {
    let watch = PeerWatch::socket(stream.as_fd())?;
    let writer = c2s.writer(config.wait, watch.try_clone()?)?;
    let reader = s2c.reader(config.wait, watch)?;
    stream.set_read_timeout(None)?;
    stream.set_write_timeout(None)?;
    Ok(Connection {
        writer,
        reader,
        socket: stream,
        peer,
    })
}

/// One `recvmsg` into `buf`, collecting `SCM_RIGHTS` descriptors (close-on-exec) into
/// `fds`. Returns the byte count and whether control data was truncated.
///
/// Written against libc rather than nix: after the call the control buffer is walked from
/// our own pointer, not from the `msg_control` the kernel (or an emulator such as
/// qemu-user, which rewrites it) hands back.
fn recvmsg_fds(
    stream: &UnixStream,
    buf: &mut [u8],
    fds: &mut Vec<OwnedFd>,
) -> Result<(usize, bool)> {
    const MAX_FDS: usize = 4;
    // u64 elements keep the control buffer aligned for `cmsghdr`.
    let mut control = [0u64; 16];
    // SAFETY: CMSG_SPACE is a pure size computation.
    let space =
        unsafe { libc::CMSG_SPACE((MAX_FDS * std::mem::size_of::<RawFd>()) as u32) } as usize;
    debug_assert!(space <= std::mem::size_of_val(&control));
    let mut iov = libc::iovec {
        iov_base: buf.as_mut_ptr().cast(),
        iov_len: buf.len(),
    };
    loop {
        // SAFETY: an all-zero msghdr is valid; the fields set below point at live buffers.
        let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
        msg.msg_iov = &mut iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.as_mut_ptr().cast();
        msg.msg_controllen = space as _;
        // SAFETY: `msg` describes `buf` and `control`, both valid for writes of the given
        // lengths for the duration of the call.
        let n = unsafe { libc::recvmsg(stream.as_raw_fd(), &mut msg, libc::MSG_CMSG_CLOEXEC) };
        if n < 0 {
            let e = std::io::Error::last_os_error();
            match e.raw_os_error() {
                Some(libc::EINTR) => continue,
                Some(libc::EAGAIN) => return Err(Error::Timeout),
                Some(libc::ECONNRESET) => return Err(Error::SocketClosed),
                _ => return Err(e.into()),
            }
        }
        let truncated = msg.msg_flags & libc::MSG_CTRUNC != 0;
        let controllen = (msg.msg_controllen as usize).min(space);
        msg.msg_control = control.as_mut_ptr().cast();
        msg.msg_controllen = controllen as _;
        // SAFETY: `msg` now describes exactly the `controllen` bytes of `control` that the
        // kernel filled; CMSG_FIRSTHDR/CMSG_NXTHDR stay inside that range.
        let mut c = unsafe { libc::CMSG_FIRSTHDR(&msg) };
        while !c.is_null() {
            // SAFETY: `c` is a header inside the filled control area (see above).
            let (level, ty, len) =
                unsafe { ((*c).cmsg_level, (*c).cmsg_type, (*c).cmsg_len as usize) };
            if level == libc::SOL_SOCKET && ty == libc::SCM_RIGHTS {
                // SAFETY: CMSG_LEN(0) is a pure size computation.
                let hdr = unsafe { libc::CMSG_LEN(0) } as usize;
                let count = len.saturating_sub(hdr) / std::mem::size_of::<RawFd>();
                // SAFETY: CMSG_DATA points just after the header inside the same message.
                let data = unsafe { libc::CMSG_DATA(c) }.cast::<RawFd>();
                for i in 0..count {
                    // SAFETY: `i < count`, and `count` descriptors fit in `len` bytes of this
                    // message; unaligned read because the data need not be aligned for i32
                    // on every ABI. The kernel installed each descriptor for us.
                    let fd = unsafe { data.add(i).read_unaligned() };
                    // SAFETY: the kernel gave us this fresh descriptor; nobody else owns it.
                    fds.push(unsafe { OwnedFd::from_raw_fd(fd) });
                }
            }
            // SAFETY: `msg` and `c` are as above.
            c = unsafe { libc::CMSG_NXTHDR(&msg, c) };
        }
        return Ok((n as usize, truncated));
    }
}

/// Sends a hello with optional descriptors.
pub fn send_hello(stream: &UnixStream, hello: &Hello, fds: &[RawFd]) -> Result<()> {
    let bytes = hello.encode();
    let iov = [IoSlice::new(&bytes)];
    let cmsg = [ControlMessage::ScmRights(fds)];
    let cmsgs: &[ControlMessage<'_>] = if fds.is_empty() { &[] } else { &cmsg };
    let sent = loop {
        match sendmsg::<()>(
            stream.as_raw_fd(),
            &iov,
            cmsgs,
            MsgFlags::MSG_NOSIGNAL,
            None,
        ) {
            Err(nix::errno::Errno::EINTR) => continue,
            Err(nix::errno::Errno::EPIPE) | Err(nix::errno::Errno::ECONNRESET) => {
                return Err(Error::SocketClosed);
            }
            r => break r?,
        }
    };
    if sent < bytes.len() {
        use std::io::Write;
        let mut s = stream;
        s.write_all(&bytes[sent..])?;
    }
    Ok(())
}

/// Receives one hello and the descriptors that came with it.
pub fn recv_hello(stream: &UnixStream) -> Result<(Hello, Vec<OwnedFd>)> {
    let mut buf = [0u8; HELLO_SIZE];
    let mut fds = Vec::new();
    let mut got = 0usize;
    {
        let (n, truncated) = recvmsg_fds(stream, &mut buf, &mut fds)?;
        got += n;
        if truncated {
            return Err(Error::Protocol("too many descriptors attached to hello"));
        }
    }
    if got == 0 {
        return Err(Error::SocketClosed);
    }
    let mut s = stream;
    while got < HELLO_SIZE {
        match s.read(&mut buf[got..]) {
            Ok(0) => {
                return Err(Error::Truncated {
                    got,
                    expected: HELLO_SIZE,
                });
            }
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.kind() == std::io::ErrorKind::TimedOut =>
            {
                return Err(Error::Truncated {
                    got,
                    expected: HELLO_SIZE,
                });
            }
            Err(e) => return Err(e.into()),
        }
    }
    Ok((Hello::decode(&buf)?, fds))
}
