//! The socket handshake: success, and each error it must report clearly.

use std::io::{Read, Write};
use std::os::unix::net::UnixStream;
use std::time::Duration;

use shm_ring::Error;
use shm_ring::handshake::{
    EXTRA_HELLO, HEADER_SIZE, HELLO_MAGIC, HELLO_SIZE, HELLO_VERSION_MISMATCH, HandshakeConfig,
    Hello, Listener, MAX_IGNORED_HEADERS, OPENING_SIZE, PROTOCOL_VERSION, REQUEST_EXTRA_DATA,
    ROLE_CLIENT, ROLE_SERVER, Request, client_handshake, connect, decode_header, encode_header,
    encode_opening, recv_hello, server_handshake, server_handshake_extra,
};

use crate::util::socket_path;

fn config(tag: &str) -> HandshakeConfig {
    let mut c = HandshakeConfig::new(socket_path(tag));
    c.client_to_server_capacity = 1 << 16;
    c.server_to_client_capacity = 1 << 14;
    c.timeout = Duration::from_secs(2);
    c
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn handshake_connects_both_rings() {
    let cfg = config("ok");
    let listener = Listener::bind(cfg.clone()).unwrap();
    let client_cfg = cfg.clone();
    let t = std::thread::spawn(move || {
        let mut c = connect(&client_cfg).unwrap();
        assert_eq!(c.peer.role, ROLE_SERVER);
        assert_eq!(c.writer.capacity(), 1 << 16);
        assert_eq!(c.reader.capacity(), 1 << 14);
        c.writer.send(1, 0, b"ping").unwrap();
        let mut v = Vec::new();
        let h = c.reader.recv(64, &mut v).unwrap();
        assert_eq!((h.command, v.as_slice()), (2, &b"pong"[..]));
    });
    let mut s = listener.accept().unwrap();
    assert_eq!(
        (s.peer.role, s.peer.version),
        (ROLE_CLIENT, PROTOCOL_VERSION)
    );
    let mut v = Vec::new();
    let h = s.reader.recv(64, &mut v).unwrap();
    assert_eq!((h.command, v.as_slice()), (1, &b"ping"[..]));
    s.writer.send(2, 0, b"pong").unwrap();
    t.join().unwrap();
    // The client is gone: its rings are closed.
    assert!(matches!(s.reader.recv(64, &mut v), Err(Error::PeerClosed)));
    let _ = std::fs::remove_file(&cfg.socket_path);
}

fn hello(version: u32, role: u32, status: u32) -> [u8; HELLO_SIZE] {
    Hello {
        version,
        role,
        pid: 1,
        status,
        ring_count: 0,
    }
    .encode()
}

/// What a client sends first: the create-context request, the hello's extra-data header,
/// then `hello`.
fn opening(hello: &[u8; HELLO_SIZE]) -> Vec<u8> {
    let mut v = encode_header(1, 0).to_vec();
    v.extend(encode_header((2 << 16) | 1, HELLO_SIZE as u32));
    v.extend(hello);
    v
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn server_reports_and_answers_version_mismatch() {
    let (mut a, b) = UnixStream::pair().unwrap();
    a.write_all(&opening(&hello(PROTOCOL_VERSION + 6, ROLE_CLIENT, 0)))
        .unwrap();
    let e = server_handshake(b, &config("vm")).unwrap_err();
    assert!(matches!(
        e,
        Error::VersionMismatch { ours, theirs } if ours == PROTOCOL_VERSION && theirs == PROTOCOL_VERSION + 6
    ));
    assert!(e.to_string().contains("version mismatch"));
    // The client is told which version the server speaks.
    let (h, fds) = recv_hello(&a).unwrap();
    assert_eq!(
        (h.version, h.status, fds.len()),
        (PROTOCOL_VERSION, HELLO_VERSION_MISMATCH, 0)
    );
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn client_reports_version_mismatch() {
    let (a, mut b) = UnixStream::pair().unwrap();
    let t = std::thread::spawn(move || {
        let mut buf = [0u8; OPENING_SIZE];
        b.read_exact(&mut buf).unwrap();
        b.write_all(&hello(
            PROTOCOL_VERSION + 1,
            ROLE_SERVER,
            HELLO_VERSION_MISMATCH,
        ))
        .unwrap();
    });
    let e = client_handshake(a, &config("cvm")).unwrap_err();
    assert!(matches!(e, Error::VersionMismatch { theirs, .. } if theirs == PROTOCOL_VERSION + 1));
    t.join().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn wrong_magic_is_reported() {
    let (mut a, b) = UnixStream::pair().unwrap();
    let mut bad = hello(PROTOCOL_VERSION, ROLE_CLIENT, 0);
    bad[0] ^= 0x20;
    a.write_all(&opening(&bad)).unwrap();
    let e = server_handshake(b, &config("magic")).unwrap_err();
    assert!(matches!(e, Error::BadMagic { found } if found.to_le_bytes()[0] == bad[0]));
    assert!(e.to_string().contains("wrong magic"));
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn truncated_hello_is_reported() {
    let (mut a, b) = UnixStream::pair().unwrap();
    a.write_all(&opening(&hello(PROTOCOL_VERSION, ROLE_CLIENT, 0))[..2 * HEADER_SIZE + 10])
        .unwrap();
    drop(a);
    let e = server_handshake(b, &config("trunc")).unwrap_err();
    assert!(matches!(
        e,
        Error::Truncated {
            got: 10,
            expected: HELLO_SIZE
        }
    ));
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn closed_socket_is_reported() {
    let (a, b) = UnixStream::pair().unwrap();
    drop(a);
    assert!(matches!(
        server_handshake(b, &config("closed")),
        Err(Error::SocketClosed)
    ));

    // The client side: the server hangs up after reading the hello.
    let (a, mut b) = UnixStream::pair().unwrap();
    let t = std::thread::spawn(move || {
        let mut buf = [0u8; OPENING_SIZE];
        b.read_exact(&mut buf).unwrap();
    });
    let e = client_handshake(a, &config("closed2")).unwrap_err();
    assert!(matches!(e, Error::SocketClosed), "{e:?}");
    t.join().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn silent_peer_times_out_instead_of_hanging() {
    let (_a, b) = UnixStream::pair().unwrap();
    let mut cfg = config("silent");
    cfg.timeout = Duration::from_millis(50);
    assert!(matches!(server_handshake(b, &cfg), Err(Error::Timeout)));
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn server_hello_without_descriptors_is_a_protocol_error() {
    let (a, mut b) = UnixStream::pair().unwrap();
    let t = std::thread::spawn(move || {
        let mut buf = [0u8; OPENING_SIZE];
        b.read_exact(&mut buf).unwrap();
        b.write_all(
            &Hello {
                version: PROTOCOL_VERSION,
                role: ROLE_SERVER,
                pid: 1,
                status: 0,
                ring_count: 2,
            }
            .encode(),
        )
        .unwrap();
    });
    assert!(matches!(
        client_handshake(a, &config("nofd")),
        Err(Error::Protocol(_))
    ));
    t.join().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn connect_to_missing_socket_is_io_error() {
    let cfg = config("missing");
    assert!(matches!(connect(&cfg), Err(Error::Io(_))));
}

#[test]
fn the_opening_is_winlators_framing() {
    let o = encode_opening(&Hello {
        version: PROTOCOL_VERSION,
        role: ROLE_CLIENT,
        pid: 7,
        status: 0,
        ring_count: 0,
    });
    // {1, 0}, then {(2 << 16) | 1, 32}, little-endian, then the hello.
    assert_eq!(&o[..16], &[1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 32, 0, 0, 0]);
    assert_eq!(&o[16..24], &HELLO_MAGIC.to_le_bytes());
    assert_eq!(
        decode_header(o[..8].try_into().unwrap()),
        Request::CreateContext
    );
    assert_eq!(
        decode_header(o[8..16].try_into().unwrap()),
        Request::ExtraData {
            id: EXTRA_HELLO,
            length: HELLO_SIZE as u32
        }
    );
    // Java's test is on the signed code: `code > Short.MAX_VALUE && (code >> 16) == 2`.
    assert_eq!(decode_header(&encode_header(2, 8)), Request::Other(2));
    assert_eq!(
        decode_header(&encode_header(0x8002_0001, 8)),
        Request::Other(0x8002_0001)
    );
    assert_eq!(
        decode_header(&encode_header((REQUEST_EXTRA_DATA << 16) | 0xffff, 3)),
        Request::ExtraData {
            id: 0xffff,
            length: 3
        }
    );
}

/// Reads `n` bytes exactly, as Winlator's Java loop reads each header.
fn read_header(s: &mut UnixStream) -> [u8; HEADER_SIZE] {
    let mut h = [0u8; HEADER_SIZE];
    s.read_exact(&mut h).unwrap();
    h
}

/// A server driven as Winlator drives `libvortekrenderer.so`: a "Java" loop reads the
/// headers 8 bytes at a time and hands the hello's extra data to `server_handshake_extra`,
/// which reads the hello itself. After the rings exist, the client writes nothing more on
/// the socket.
#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn a_winlator_style_reader_serves_the_client() {
    let cfg = config("winlator");
    let listener = std::os::unix::net::UnixListener::bind(&cfg.socket_path).unwrap();
    let client_cfg = cfg.clone();
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    let t = std::thread::spawn(move || {
        let mut c = connect(&client_cfg).unwrap();
        c.writer.send(1, 0, b"ping").unwrap();
        let mut v = Vec::new();
        let h = c.reader.recv(64, &mut v).unwrap();
        assert_eq!((h.command, v.as_slice()), (2, &b"pong"[..]));
        // Keep the connection open until the server has looked at the socket.
        done_rx.recv().unwrap();
    });
    let (mut java, _) = listener.accept().unwrap();
    assert_eq!(
        decode_header(&read_header(&mut java)),
        Request::CreateContext
    );
    let Request::ExtraData { id, length } = decode_header(&read_header(&mut java)) else {
        panic!("the second header is not extra data");
    };
    let native = java.try_clone().unwrap();
    // Winlator's sockets are blocking; make this one non-blocking to show both work.
    native.set_nonblocking(true).unwrap();
    let mut s = server_handshake_extra(native, &cfg, id, length).unwrap();
    let mut v = Vec::new();
    let h = s.reader.recv(64, &mut v).unwrap();
    assert_eq!((h.command, v.as_slice()), (1, &b"ping"[..]));
    s.writer.send(2, 0, b"pong").unwrap();
    // Nothing more arrived on the socket: Java would have nothing to read.
    java.set_nonblocking(true).unwrap();
    let mut b = [0u8; 1];
    let e = java.read(&mut b).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::WouldBlock);
    done_tx.send(()).unwrap();
    t.join().unwrap();
    let _ = std::fs::remove_file(&cfg.socket_path);
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn headers_before_the_hello_are_ignored_up_to_a_limit() {
    let h = hello(PROTOCOL_VERSION, ROLE_CLIENT, 0);
    // A few ignored headers: served.
    let (mut a, b) = UnixStream::pair().unwrap();
    let mut bytes = encode_header(1, 0).to_vec();
    for _ in 0..3 {
        bytes.extend(encode_header(7, 0));
    }
    bytes.extend(encode_header((2 << 16) | 1, HELLO_SIZE as u32));
    bytes.extend(h);
    a.write_all(&bytes).unwrap();
    let s = server_handshake(b, &config("ignored")).unwrap();
    assert_eq!(s.peer.role, ROLE_CLIENT);
    // Too many: refused.
    let (mut a, b) = UnixStream::pair().unwrap();
    let mut bytes = encode_header(1, 0).to_vec();
    for _ in 0..=MAX_IGNORED_HEADERS {
        bytes.extend(encode_header(7, 0));
    }
    a.write_all(&bytes).unwrap();
    let e = server_handshake(b, &config("ignored2")).unwrap_err();
    assert!(matches!(e, Error::Protocol(_)), "{e:?}");
}

#[test]
#[cfg_attr(miri, ignore = "sockets and memfd rings: not in Miri")]
fn an_old_client_and_bad_requests_are_refused_clearly() {
    // A protocol-1 client sent its hello first.
    let (mut a, b) = UnixStream::pair().unwrap();
    a.write_all(&hello(1, ROLE_CLIENT, 0)).unwrap();
    let e = server_handshake(b, &config("old")).unwrap_err();
    assert!(e.to_string().contains("older than this renderer"), "{e}");
    // Something else entirely.
    let (mut a, b) = UnixStream::pair().unwrap();
    a.write_all(&encode_header(9, 0)).unwrap();
    let e = server_handshake(b, &config("junk")).unwrap_err();
    assert!(e.to_string().contains("create-context"), "{e}");
    // Extra data that is not the hello, or a hello of the wrong length.
    let (_a, b) = UnixStream::pair().unwrap();
    let e = server_handshake_extra(b, &config("id"), 2, HELLO_SIZE as u32).unwrap_err();
    assert!(matches!(e, Error::Protocol(_)), "{e:?}");
    let (_a, b) = UnixStream::pair().unwrap();
    let e = server_handshake_extra(b, &config("len"), EXTRA_HELLO, 1 << 30).unwrap_err();
    assert!(matches!(e, Error::Truncated { .. }), "{e:?}");
}

/// The socket file appears listening: a client that connects as soon as it sees the file
/// is accepted (the file is renamed into place after `listen`). Binding again replaces an
/// existing socket file, and no temporary name is left beside it. A path too long for the
/// temporary name is bound directly.
#[test]
#[cfg_attr(miri, ignore = "sockets: not in Miri")]
fn the_socket_file_appears_listening_and_leaves_nothing_beside_it() {
    let cfg = config("bind");
    let path = cfg.socket_path.clone();
    let first = Listener::bind(cfg.clone()).unwrap();
    assert!(
        UnixStream::connect(&path).is_ok(),
        "the file is not listening"
    );
    drop(first);
    // A stale socket file (its listener gone) is replaced.
    assert!(path.exists());
    let _second = Listener::bind(cfg.clone()).unwrap();
    assert!(
        UnixStream::connect(&path).is_ok(),
        "the new socket does not listen"
    );
    let dir = path.parent().unwrap();
    let name = path.file_name().unwrap().to_str().unwrap().to_owned();
    let beside: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with(&name) && *n != name)
        .collect();
    assert!(beside.is_empty(), "left beside the socket: {beside:?}");
    std::fs::remove_file(&path).unwrap();

    // 100 bytes: the path fits a socket address, the temporary name does not.
    let dir = std::env::temp_dir();
    let stem = format!("shm-ring-{}-long-", std::process::id());
    let pad = 100usize.saturating_sub(dir.as_os_str().len() + 1 + stem.len() + 5);
    let long = dir.join(format!("{stem}{}.sock", "x".repeat(pad)));
    assert_eq!(long.as_os_str().len(), 100, "{}", long.display());
    let mut cfg = config("long");
    cfg.socket_path = long.clone();
    let _l = Listener::bind(cfg).unwrap();
    assert!(UnixStream::connect(&long).is_ok());
    std::fs::remove_file(&long).unwrap();
}
