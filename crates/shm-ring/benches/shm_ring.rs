//! shm-ring benchmarks, self-contained: the bench binary re-executes itself as the peer
//! process (env `SHM_RING_BENCH_PEER`), and pins the two processes to different cores when
//! more than one is available.
//!
//! - `roundtrip/*`: 64-byte request, 16-byte reply between two processes; shm-ring while
//!   both sides spin, shm-ring with spinning disabled (every wait is a futex sleep), and a
//!   Vortek-style ring (one process-shared mutex, `sched_yield` x400 then `usleep(100)`)
//!   implemented below. Median and p99 of 20 000 individually timed round trips are printed
//!   after the criterion group.
//! - `throughput/*`: one-way streaming of 64 B, 4 KiB and 1 MiB messages to a peer that
//!   reads every cache line in place, beside `memcpy` of the same sizes into a 4 MiB buffer
//!   at rotating offsets (the ring's working set).
//! - `idle`: the CPU time a waiting peer process burns over 1 s once its spin budget is
//!   spent (printed).
//!
//! Run: `cargo bench -p shm-ring -- --warm-up-time 1 --measurement-time 3`

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, black_box};
use shm_ring::handshake::{Connection, HandshakeConfig, Listener, connect};
use shm_ring::{Error, WaitConfig};

const ENV_PEER: &str = "SHM_RING_BENCH_PEER";
const ENV_SOCK: &str = "SHM_RING_BENCH_SOCKET";
const ENV_FD: &str = "SHM_RING_BENCH_FD";
const ENV_SPIN: &str = "SHM_RING_BENCH_SPIN_US";

const CMD_REQ: u32 = 1;
const CMD_SYNC: u32 = 2;
const CMD_IDLE_START: u32 = 3;
const CMD_IDLE_END: u32 = 4;
const CMD_DATA: u32 = 5;

/// The cores this bench may use, read once before anything is pinned (a child inherits its
/// parent's affinity, so it cannot read the original set itself).
fn cores() -> &'static [usize] {
    static CORES: std::sync::OnceLock<Vec<usize>> = std::sync::OnceLock::new();
    CORES.get_or_init(|| {
        let Ok(set) = nix::sched::sched_getaffinity(nix::unistd::Pid::from_raw(0)) else {
            return Vec::new();
        };
        (0..nix::sched::CpuSet::count())
            .filter(|&c| set.is_set(c).unwrap_or(false))
            .collect()
    })
}

/// Pins process `pid` (0: this one) to the `core_index`-th usable core, when there are two.
fn pin(pid: i32, core_index: usize) {
    if std::env::var_os("SHM_RING_BENCH_NO_PIN").is_some() {
        return;
    }
    let cores = cores();
    if cores.len() < 2 {
        return;
    }
    let mut one = nix::sched::CpuSet::new();
    if one.set(cores[core_index % cores.len()]).is_ok() {
        let _ = nix::sched::sched_setaffinity(nix::unistd::Pid::from_raw(pid), &one);
    }
}

fn cpu_time() -> Duration {
    // SAFETY: an all-zero rusage is valid; getrusage fills it.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: valid out-pointer.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(ru.ru_utime) + tv(ru.ru_stime)
}

fn wait_config(spin_us: u64) -> WaitConfig {
    WaitConfig {
        spin: Duration::from_micros(spin_us),
        ..WaitConfig::default()
    }
}

// ---------------------------------------------------------------- peer process side

fn peer_main(role: &str) {
    if role == "vortek" {
        let fd: i32 = std::env::var(ENV_FD).unwrap().parse().unwrap();
        // SAFETY: the parent left this descriptor open for us; nobody else owns it here.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let pair = vortek::Pair::map(&fd);
        let mut req = [0u8; 64];
        loop {
            pair.a_to_b().read(&mut req);
            if req[0] == 0xff {
                return;
            }
            pair.b_to_a().write(&req[..16]);
        }
    }
    let spin: u64 = std::env::var(ENV_SPIN)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let mut cfg = HandshakeConfig::new(std::env::var(ENV_SOCK).unwrap());
    cfg.wait = wait_config(spin);
    let mut c = connect(&cfg).expect("peer connect");
    let mut idle_cpu = Duration::ZERO;
    loop {
        let (h, payload) = match c.reader.wait_frame() {
            Ok(f) => f,
            Err(Error::PeerClosed) | Err(Error::PeerDead) => return,
            Err(e) => panic!("peer: {e}"),
        };
        let len = h.frame_len() as usize;
        match h.command {
            CMD_REQ => {
                let mut reply = [0u8; 16];
                reply.copy_from_slice(&payload[..16]);
                c.reader.consume(len);
                c.writer.send(CMD_REQ, 0, &reply).unwrap();
            }
            CMD_DATA => {
                // Read every cache line in place, as a decoder would.
                let mut x = 0u8;
                for b in payload.iter().step_by(64) {
                    x ^= *b;
                }
                black_box(x);
                c.reader.consume(len);
            }
            CMD_SYNC => {
                c.reader.consume(len);
                c.writer.send(CMD_SYNC, 0, &[]).unwrap();
            }
            CMD_IDLE_START => {
                c.reader.consume(len);
                idle_cpu = cpu_time();
                c.writer.send(CMD_IDLE_START, 0, &[]).unwrap();
            }
            CMD_IDLE_END => {
                let used = cpu_time() - idle_cpu;
                c.reader.consume(len);
                c.writer
                    .send(CMD_IDLE_END, 0, &(used.as_nanos() as u64).to_le_bytes())
                    .unwrap();
            }
            _ => panic!("peer: unknown command"),
        }
    }
}

// ---------------------------------------------------------------- parent side

struct ShmPeer {
    conn: Connection,
    child: Child,
}

impl ShmPeer {
    fn spawn(tag: &str, spin_us: u64) -> ShmPeer {
        let path =
            std::env::temp_dir().join(format!("shm-ring-bench-{}-{tag}.sock", std::process::id()));
        let mut cfg = HandshakeConfig::new(&path);
        cfg.client_to_server_capacity = 4 << 20;
        cfg.server_to_client_capacity = 4 << 20;
        cfg.wait = wait_config(spin_us);
        let listener = Listener::bind(cfg).unwrap();
        let child = Command::new(std::env::current_exe().unwrap())
            .env(ENV_PEER, "shm")
            .env(ENV_SOCK, &path)
            .env(ENV_SPIN, spin_us.to_string())
            .spawn()
            .unwrap();
        pin(child.id() as i32, 1);
        let conn = listener.accept().unwrap();
        let _ = std::fs::remove_file(&path);
        ShmPeer { conn, child }
    }

    fn roundtrip(&mut self, req: &[u8; 64]) {
        self.conn.writer.send(CMD_REQ, 0, req).unwrap();
        let (_, p) = self.conn.reader.wait_frame().unwrap();
        black_box(p[0]);
        self.conn.reader.consume(32);
    }

    fn sync(&mut self) {
        self.conn.writer.send(CMD_SYNC, 0, &[]).unwrap();
        let (h, _) = self.conn.reader.wait_frame().unwrap();
        assert_eq!(h.command, CMD_SYNC);
        self.conn.reader.consume(16);
    }

    fn call(&mut self, cmd: u32) -> Vec<u8> {
        self.conn.writer.send(cmd, 0, &[]).unwrap();
        let mut v = Vec::new();
        self.conn.reader.recv(64, &mut v).unwrap();
        v
    }

    fn finish(self) {
        let ShmPeer { conn, mut child } = self;
        drop(conn);
        let _ = child.wait();
    }
}

struct VortekPeer {
    pair: vortek::Pair,
    child: Child,
}

impl VortekPeer {
    fn spawn() -> VortekPeer {
        let fd = vortek::Pair::create();
        let pair = vortek::Pair::map(&fd);
        let child = Command::new(std::env::current_exe().unwrap())
            .env(ENV_PEER, "vortek")
            .env(ENV_FD, fd.as_raw_fd().to_string())
            .spawn()
            .unwrap();
        pin(child.id() as i32, 1);
        VortekPeer { pair, child }
    }

    fn roundtrip(&mut self, req: &[u8; 64]) {
        self.pair.a_to_b().write(req);
        let mut reply = [0u8; 16];
        self.pair.b_to_a().read(&mut reply);
        black_box(reply);
    }

    fn finish(mut self) {
        self.pair.a_to_b().write(&[0xff; 64]);
        let _ = self.child.wait();
    }
}

fn percentiles(name: &str, mut f: impl FnMut()) -> (Duration, Duration) {
    for _ in 0..2000 {
        f();
    }
    let n = 20_000;
    let mut t = Vec::with_capacity(n);
    for _ in 0..n {
        let s = Instant::now();
        f();
        t.push(s.elapsed());
    }
    t.sort();
    let (med, p99) = (t[n / 2], t[n * 99 / 100]);
    println!("roundtrip {name:<24} median {med:>10.2?}  p99 {p99:>10.2?}");
    (med, p99)
}

fn bench_roundtrip(c: &mut Criterion) {
    let req = [7u8; 64];
    // One peer process at a time, so an idle peer never competes for the other's core.
    let spin_us: u64 = std::env::var(ENV_SPIN)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let mut g = c.benchmark_group("roundtrip");

    let mut shm_spin = ShmPeer::spawn("spin", spin_us);
    g.bench_function("shm-ring-spin", |b| b.iter(|| shm_spin.roundtrip(&req)));
    let (a, _) = percentiles("shm-ring (spin)", || shm_spin.roundtrip(&req));
    // Idle: the peer waits 1 s with nothing to do, past its spin budget.
    shm_spin.call(CMD_IDLE_START);
    let wall = Instant::now();
    std::thread::sleep(Duration::from_secs(1));
    let v = shm_spin.call(CMD_IDLE_END);
    let wall = wall.elapsed();
    let cpu = Duration::from_nanos(u64::from_le_bytes(v[..8].try_into().unwrap()));
    println!(
        "idle: waiting peer process used {cpu:?} CPU over {wall:?} wall ({:.3}%)",
        100.0 * cpu.as_secs_f64() / wall.as_secs_f64()
    );
    shm_spin.finish();

    let mut shm_sleep = ShmPeer::spawn("sleep", 0);
    g.bench_function("shm-ring-futex", |b| b.iter(|| shm_sleep.roundtrip(&req)));
    let (b, _) = percentiles("shm-ring (futex only)", || shm_sleep.roundtrip(&req));
    shm_sleep.finish();

    let mut vortek = VortekPeer::spawn();
    g.bench_function("vortek-style", |b| b.iter(|| vortek.roundtrip(&req)));
    let (v, _) = percentiles("vortek-style", || vortek.roundtrip(&req));
    vortek.finish();
    g.finish();

    println!(
        "roundtrip median ratio vortek/shm-ring(spin) = {:.2}x, vortek/shm-ring(futex) = {:.2}x",
        v.as_secs_f64() / a.as_secs_f64(),
        v.as_secs_f64() / b.as_secs_f64()
    );
}

fn bench_throughput(c: &mut Criterion) {
    let mut peer = ShmPeer::spawn("tput", 50);
    let mut g = c.benchmark_group("throughput");
    for size in [64usize, 4096, 1 << 20] {
        let src = vec![0x3cu8; size];
        // The memcpy baseline writes to rotating positions of a 4 MiB buffer: the same
        // working set as the 4 MiB ring, so neither side gets an L1-resident destination.
        let mut dst = vec![0u8; 4 << 20];
        let slots = dst.len() / size;
        let mut slot = 0;
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_with_input(BenchmarkId::new("shm-ring", size), &size, |b, _| {
            b.iter_custom(|iters| {
                let t = Instant::now();
                for _ in 0..iters {
                    peer.conn.writer.send(CMD_DATA, 0, &src).unwrap();
                }
                peer.sync();
                t.elapsed()
            })
        });
        g.bench_with_input(BenchmarkId::new("memcpy", size), &size, |b, _| {
            b.iter(|| {
                slot = (slot + 1) % slots;
                dst[slot * size..(slot + 1) * size].copy_from_slice(black_box(&src));
                black_box(&mut dst);
            })
        });
    }
    g.finish();
    peer.finish();
}

fn main() {
    if let Ok(role) = std::env::var(ENV_PEER) {
        peer_main(&role);
        return;
    }
    cores();
    pin(0, 0);
    let mut c = Criterion::default().configure_from_args();
    bench_roundtrip(&mut c);
    bench_throughput(&mut c);
    c.final_summary();
}

/// The Vortek-style baseline: a byte ring whose counters are guarded by one process-shared
/// mutex, waiting with `sched_yield` 400 times, then `usleep(100)` per retry.
mod vortek {
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

    const CAP: usize = 1 << 16;

    #[repr(C)]
    pub struct Ring {
        mutex: libc::pthread_mutex_t,
        head: usize,
        tail: usize,
        data: [u8; CAP],
    }

    pub struct Pair {
        base: *mut Ring,
    }

    impl Pair {
        /// A memfd holding two rings, left open across exec (no CLOEXEC).
        pub fn create() -> OwnedFd {
            let len = 2 * std::mem::size_of::<Ring>();
            // SAFETY: valid name; flags 0 keeps the fd across exec for the peer.
            let fd = unsafe { libc::memfd_create(c"vortek-bench".as_ptr(), 0) };
            assert!(fd >= 0);
            // SAFETY: fresh descriptor owned by nobody else.
            let fd = unsafe { OwnedFd::from_raw_fd(fd) };
            // SAFETY: plain syscall on our fd.
            assert_eq!(unsafe { libc::ftruncate(fd.as_raw_fd(), len as i64) }, 0);
            let p = Pair::map(&fd);
            for r in [p.base, p.base.wrapping_add(1)] {
                // SAFETY: `r` points at a zeroed Ring in our shared mapping; the attr is
                // initialised before use and destroyed after.
                unsafe {
                    let mut attr: libc::pthread_mutexattr_t = std::mem::zeroed();
                    libc::pthread_mutexattr_init(&mut attr);
                    libc::pthread_mutexattr_setpshared(&mut attr, libc::PTHREAD_PROCESS_SHARED);
                    libc::pthread_mutex_init(&mut (*r).mutex, &attr);
                    libc::pthread_mutexattr_destroy(&mut attr);
                }
            }
            // `p`'s mapping stays for the process lifetime (Pair never unmaps).
            fd
        }

        pub fn map(fd: &OwnedFd) -> Pair {
            let len = 2 * std::mem::size_of::<Ring>();
            // SAFETY: shared mapping of the whole file.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_SHARED,
                    fd.as_raw_fd(),
                    0,
                )
            };
            assert_ne!(p, libc::MAP_FAILED);
            Pair { base: p.cast() }
        }

        pub fn a_to_b(&self) -> RingRef {
            RingRef(self.base)
        }

        pub fn b_to_a(&self) -> RingRef {
            RingRef(self.base.wrapping_add(1))
        }
    }

    pub struct RingRef(*mut Ring);

    fn backoff(i: &mut u32) {
        if *i < 400 {
            // SAFETY: no preconditions.
            unsafe { libc::sched_yield() };
        } else {
            // SAFETY: no preconditions.
            unsafe { libc::usleep(100) };
        }
        *i += 1;
    }

    impl RingRef {
        pub fn write(&self, bytes: &[u8]) {
            let r = self.0;
            let mut i = 0;
            loop {
                // SAFETY: `r` points into the live shared mapping; head/tail/data are only
                // touched under the process-shared mutex.
                unsafe {
                    libc::pthread_mutex_lock(&mut (*r).mutex);
                    let free = CAP - ((*r).head - (*r).tail);
                    if free >= bytes.len() {
                        for (k, b) in bytes.iter().enumerate() {
                            (*r).data[((*r).head + k) % CAP] = *b;
                        }
                        (*r).head += bytes.len();
                        libc::pthread_mutex_unlock(&mut (*r).mutex);
                        return;
                    }
                    libc::pthread_mutex_unlock(&mut (*r).mutex);
                }
                backoff(&mut i);
            }
        }

        pub fn read(&self, out: &mut [u8]) {
            let r = self.0;
            let mut i = 0;
            loop {
                // SAFETY: as in `write`.
                unsafe {
                    libc::pthread_mutex_lock(&mut (*r).mutex);
                    if (*r).head - (*r).tail >= out.len() {
                        for (k, b) in out.iter_mut().enumerate() {
                            *b = (*r).data[((*r).tail + k) % CAP];
                        }
                        (*r).tail += out.len();
                        libc::pthread_mutex_unlock(&mut (*r).mutex);
                        return;
                    }
                    libc::pthread_mutex_unlock(&mut (*r).mutex);
                }
                backoff(&mut i);
            }
        }
    }
}
