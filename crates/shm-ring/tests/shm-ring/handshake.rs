//! The socket handshake: success, and each error it must report clearly.

use std::io::{Read, Write};
use std::os::unix::net::UnixStream;
use std::time::Duration;

use shm_ring::Error;
use shm_ring::handshake::{
    HELLO_SIZE, HELLO_VERSION_MISMATCH, HandshakeConfig, Hello, Listener, PROTOCOL_VERSION,
    ROLE_CLIENT, ROLE_SERVER, client_handshake, connect, recv_hello, server_handshake,
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

#[test]
fn server_reports_and_answers_version_mismatch() {
    let (mut a, b) = UnixStream::pair().unwrap();
    a.write_all(&hello(PROTOCOL_VERSION + 6, ROLE_CLIENT, 0))
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
fn client_reports_version_mismatch() {
    let (a, mut b) = UnixStream::pair().unwrap();
    let t = std::thread::spawn(move || {
        let mut buf = [0u8; HELLO_SIZE];
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
fn wrong_magic_is_reported() {
    let (mut a, b) = UnixStream::pair().unwrap();
    let mut bad = hello(PROTOCOL_VERSION, ROLE_CLIENT, 0);
    bad[0] ^= 0x20;
    a.write_all(&bad).unwrap();
    let e = server_handshake(b, &config("magic")).unwrap_err();
    assert!(matches!(e, Error::BadMagic { found } if found.to_le_bytes()[0] == bad[0]));
    assert!(e.to_string().contains("wrong magic"));
}

#[test]
fn truncated_hello_is_reported() {
    let (mut a, b) = UnixStream::pair().unwrap();
    a.write_all(&hello(PROTOCOL_VERSION, ROLE_CLIENT, 0)[..10])
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
        let mut buf = [0u8; HELLO_SIZE];
        b.read_exact(&mut buf).unwrap();
    });
    let e = client_handshake(a, &config("closed2")).unwrap_err();
    assert!(matches!(e, Error::SocketClosed), "{e:?}");
    t.join().unwrap();
}

#[test]
fn silent_peer_times_out_instead_of_hanging() {
    let (_a, b) = UnixStream::pair().unwrap();
    let mut cfg = config("silent");
    cfg.timeout = Duration::from_millis(50);
    assert!(matches!(server_handshake(b, &cfg), Err(Error::Timeout)));
}

#[test]
fn server_hello_without_descriptors_is_a_protocol_error() {
    let (a, mut b) = UnixStream::pair().unwrap();
    let t = std::thread::spawn(move || {
        let mut buf = [0u8; HELLO_SIZE];
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
fn connect_to_missing_socket_is_io_error() {
    let cfg = config("missing");
    assert!(matches!(connect(&cfg), Err(Error::Io(_))));
}
