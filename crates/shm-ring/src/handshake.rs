//! Connection set-up over a Unix stream socket.
//!
//! The framing is Winlator's (its `VortekRendererComponent` owns the socket in Java and
//! reads it 8 bytes at a time), so the same client works with the standalone renderer and
//! with the renderer loaded into Winlator as `libvortekrenderer.so`:
//!
//! 1. The client connects to [`HandshakeConfig::socket_path`] and sends the create-context
//!    request: the header `{code: u32 = 1, length: u32 = 0}` ([`REQUEST_CREATE_CONTEXT`]).
//! 2. It sends its [`Hello`] as extra data: the header
//!    `{code = (REQUEST_EXTRA_DATA << 16) | EXTRA_HELLO, length = 32}`, then the 32 bytes.
//!    Whoever reads the socket (Winlator's Java loop, or [`server_handshake`]) reads the
//!    header; the server's code ([`server_handshake_extra`]) reads the `length` bytes.
//! 3. The server checks magic and version. On a mismatch it answers with a hello whose
//!    status is [`HELLO_VERSION_MISMATCH`] (so the client can report both versions) and
//!    hangs up. Otherwise it creates two rings (client→server, server→client) and answers
//!    with its hello, carrying both ring descriptors as `SCM_RIGHTS`.
//! 4. Both sides attach their ends. Each end watches the socket ([`PeerWatch::Socket`]), so
//!    the death of the other process turns a blocked call into [`Error::PeerDead`].
//!
//! After that the client writes nothing more on the socket: every message goes through the
//! rings. The server may still send descriptors to the client over it. Headers are
//! little-endian; a hello is 32 bytes, little-endian: `magic: u64` = `b"VKRLHELO"`,
//! `version: u32`, `role: u32` (1 client, 2 server), `pid: u32`, `status: u32`,
//! `ring_count: u32`, `reserved: u32` (0).

use std::io::IoSlice;
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
/// The protocol version this build speaks; the peers' versions must be equal. 2: Winlator's
/// framing around the hello. 3: the messages on the rings changed so that a version-2 server
/// would drop a version-3 client mid-session (the list is in `docs/protocol.md`, *Versions*).
pub const PROTOCOL_VERSION: u32 = 3;
/// Bytes of a request header: `{code: u32, length: u32}`, little-endian.
pub const HEADER_SIZE: usize = 8;
/// The code of the request that opens every connection (Winlator: create a context).
pub const REQUEST_CREATE_CONTEXT: u32 = 1;
/// Extra data: a header whose code has this value in its high 16 bits (and is above
/// `i16::MAX`) is followed by `length` bytes that the server's code reads itself.
pub const REQUEST_EXTRA_DATA: u32 = 2;
/// The extra-data request (low 16 bits of the code) that carries the client's hello.
pub const EXTRA_HELLO: u16 = 1;
/// Bytes a client sends before its rings exist: two headers and its hello.
pub const OPENING_SIZE: usize = 2 * HEADER_SIZE + HELLO_SIZE;
/// Headers that are neither extra data nor the opening request, which the standalone
/// server reads and ignores (as Winlator does) before it gives up on a connection.
pub const MAX_IGNORED_HEADERS: usize = 16;
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
    ///
    /// The socket file appears only once the socket listens: it is bound and listening under
    /// a temporary name beside the path, then renamed onto it, so a client that finds the
    /// file never gets `ECONNREFUSED` from a socket that is bound but not yet listening.
    /// Where the temporary name would be too long for a socket address, the path is bound
    /// directly.
    pub fn bind(config: HandshakeConfig) -> Result<Listener> {
        let path: &Path = &config.socket_path;
        let is_socket = |p: &Path| {
            std::fs::symlink_metadata(p)
                .map(|m| {
                    use std::os::unix::fs::FileTypeExt;
                    m.file_type().is_socket()
                })
                .unwrap_or(false)
        };
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(format!(".{}.binding", std::process::id()));
        let tmp = std::path::PathBuf::from(tmp);
        // The longest path a `sockaddr_un` holds, with its terminating zero.
        const SUN_PATH: usize = 107;
        if tmp.as_os_str().len() <= SUN_PATH {
            if is_socket(&tmp) {
                std::fs::remove_file(&tmp)?;
            }
            let listener = UnixListener::bind(&tmp)?;
            if let Err(e) = std::fs::rename(&tmp, path) {
                let _ = std::fs::remove_file(&tmp);
                return Err(e.into());
            }
            return Ok(Listener { listener, config });
        }
        if is_socket(path) {
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

/// The bytes a client sends to open a connection: the create-context request, then the
/// extra-data header of its hello, then the hello ([module docs](self)).
pub fn encode_opening(hello: &Hello) -> [u8; OPENING_SIZE] {
    let mut b = [0u8; OPENING_SIZE];
    b[0..8].copy_from_slice(&encode_header(REQUEST_CREATE_CONTEXT, 0));
    b[8..16].copy_from_slice(&encode_header(
        (REQUEST_EXTRA_DATA << 16) | u32::from(EXTRA_HELLO),
        HELLO_SIZE as u32,
    ));
    b[16..].copy_from_slice(&hello.encode());
    b
}

/// A request header's 8 wire bytes.
pub fn encode_header(code: u32, length: u32) -> [u8; HEADER_SIZE] {
    let mut b = [0u8; HEADER_SIZE];
    b[0..4].copy_from_slice(&code.to_le_bytes());
    b[4..8].copy_from_slice(&length.to_le_bytes());
    b
}

/// What a request header means under Winlator's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// `{1, _}`: open a context (the first header of every connection).
    CreateContext,
    /// Extra data: `length` bytes for request `id` follow.
    ExtraData {
        /// The low 16 bits of the code.
        id: u16,
        /// Bytes that follow the header.
        length: u32,
    },
    /// Anything else: read and ignored.
    Other(u32),
}

/// Decodes a header as Winlator's Java side does.
pub fn decode_header(b: &[u8; HEADER_SIZE]) -> Request {
    let code = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let length = u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    // Java compares the signed code: `code > Short.MAX_VALUE && (code >> 16) == 2`.
    let signed = code as i32;
    if code == REQUEST_CREATE_CONTEXT {
        Request::CreateContext
    } else if signed > i32::from(i16::MAX) && (signed >> 16) == REQUEST_EXTRA_DATA as i32 {
        Request::ExtraData {
            id: (code & 0xffff) as u16,
            length,
        }
    } else {
        Request::Other(code)
    }
}

/// Runs the client side on an already connected stream.
pub fn client_handshake(stream: UnixStream, config: &HandshakeConfig) -> Result<Connection> {
    stream.set_read_timeout(Some(config.timeout))?;
    stream.set_write_timeout(Some(config.timeout))?;
    send_bytes(
        &stream,
        &encode_opening(&our_hello(ROLE_CLIENT, HELLO_OK, 0)),
    )?;
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

/// Runs the server side on an accepted stream, reading the headers itself as Winlator's
/// Java loop does: the create-context request first, then headers until the extra data of
/// the hello (other headers are ignored, at most [`MAX_IGNORED_HEADERS`]); then
/// [`server_handshake_extra`].
pub fn server_handshake(stream: UnixStream, config: &HandshakeConfig) -> Result<Connection> {
    stream.set_read_timeout(Some(config.timeout))?;
    let mut h = [0u8; HEADER_SIZE];
    recv_exact(&stream, &mut h, config.timeout, &mut Vec::new())?;
    if decode_header(&h) != Request::CreateContext {
        if h == HELLO_MAGIC.to_le_bytes() {
            return Err(Error::Protocol(
                "the client sent a hello without the create-context request: it is a \
                 vkrelay ICD older than this renderer (protocol version 1)",
            ));
        }
        return Err(Error::Protocol(
            "a connection must start with the create-context request {1, 0}",
        ));
    }
    for _ in 0..=MAX_IGNORED_HEADERS {
        recv_exact(&stream, &mut h, config.timeout, &mut Vec::new())?;
        if let Request::ExtraData { id, length } = decode_header(&h) {
            return server_handshake_extra(stream, config, id, length);
        }
    }
    Err(Error::Protocol(
        "no hello after the create-context request (too many other headers)",
    ))
}

/// Runs the server side after someone else read the create-context request and the
/// extra-data header `{(REQUEST_EXTRA_DATA << 16) | request, length}` (Winlator's Java loop,
/// which then calls the native side): reads the `length`-byte hello, creates the rings and
/// answers with them. The stream may be blocking or not; reads and writes are bounded by
/// `config.timeout`.
pub fn server_handshake_extra(
    stream: UnixStream,
    config: &HandshakeConfig,
    request: u16,
    length: u32,
) -> Result<Connection> {
    if request != EXTRA_HELLO {
        return Err(Error::Protocol(
            "the first extra-data request of a connection must be the hello",
        ));
    }
    if length as usize != HELLO_SIZE {
        return Err(Error::Truncated {
            got: length as usize,
            expected: HELLO_SIZE,
        });
    }
    stream.set_read_timeout(Some(config.timeout))?;
    stream.set_write_timeout(Some(config.timeout))?;
    let mut buf = [0u8; HELLO_SIZE];
    let mut fds = Vec::new();
    recv_exact(&stream, &mut buf, config.timeout, &mut fds)?;
    if !fds.is_empty() {
        return Err(Error::Protocol("client hello must not carry descriptors"));
    }
    let peer = Hello::decode(&buf)?;
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
    send_with_fds(stream, &hello.encode(), fds)
}

/// Sends `bytes` (no descriptors).
fn send_bytes(stream: &UnixStream, bytes: &[u8]) -> Result<()> {
    send_with_fds(stream, bytes, &[])
}

fn send_with_fds(stream: &UnixStream, bytes: &[u8], fds: &[RawFd]) -> Result<()> {
    let iov = [IoSlice::new(bytes)];
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

/// Reads exactly `buf.len()` bytes (never more: the rest of the socket belongs to whoever
/// reads it next), collecting descriptors into `fds`. Works on blocking and non-blocking
/// sockets; gives up after `timeout` without progress.
fn recv_exact(
    stream: &UnixStream,
    buf: &mut [u8],
    timeout: Duration,
    fds: &mut Vec<OwnedFd>,
) -> Result<()> {
    let deadline = std::time::Instant::now() + timeout;
    let mut got = 0usize;
    while got < buf.len() {
        match recvmsg_fds(stream, &mut buf[got..], fds) {
            Ok((0, _)) if got == 0 => return Err(Error::SocketClosed),
            Ok((0, _)) => {
                return Err(Error::Truncated {
                    got,
                    expected: buf.len(),
                });
            }
            Ok((_, true)) => return Err(Error::Protocol("too many descriptors attached")),
            Ok((n, false)) => got += n,
            // A non-blocking socket with nothing yet, or a blocking one whose read timed out.
            Err(Error::Timeout) => {
                let mut p = libc::pollfd {
                    fd: stream.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
                let left = deadline.saturating_duration_since(std::time::Instant::now());
                let ms = left.as_millis().min(i32::MAX as u128) as i32;
                let r = if ms == 0 {
                    0
                } else {
                    // SAFETY: one valid pollfd for the duration of the call.
                    unsafe { libc::poll(&mut p, 1, ms) }
                };
                if r == 0 {
                    return if got == 0 {
                        Err(Error::Timeout)
                    } else {
                        Err(Error::Truncated {
                            got,
                            expected: buf.len(),
                        })
                    };
                }
                if r < 0
                    && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
                {
                    return Err(std::io::Error::last_os_error().into());
                }
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Receives one hello and the descriptors that came with it.
pub fn recv_hello(stream: &UnixStream) -> Result<(Hello, Vec<OwnedFd>)> {
    let mut buf = [0u8; HELLO_SIZE];
    let mut fds = Vec::new();
    let timeout = stream.read_timeout()?.unwrap_or(Duration::from_secs(5));
    recv_exact(stream, &mut buf, timeout, &mut fds)?;
    Ok((Hello::decode(&buf)?, fds))
}
