//! shm-ring benchmarks, self-contained: the bench binary re-executes itself as the peer
//! process (env `SHM_RING_BENCH_PEER`), and pins the two processes to different cores when
//! more than one is available.
//!
//! - `roundtrip/*`: 64-byte request, 16-byte reply between two processes (framed, zero
//!   copy on the serving side): shm-ring while both sides spin, shm-ring with spinning
//!   disabled (every wait is a futex sleep), a Vortek-style ring (one process-shared mutex
//!   per ring, `sched_yield` x400 then `usleep(100)`, Vortek's 4 MiB / 256 KiB rings)
//!   implemented below, and the hardware floor (one word per direction on its own cache
//!   line: two cache-line transfers per round trip, no ring). shm-ring uses the same ring
//!   sizes as the Vortek-style ring. After the criterion group, 20 000 round trips of each
//!   peer are timed one by one with the time-stamp counter (interleaved in rounds, the
//!   peers not being measured parked in the kernel) and median, p99 and ratios are printed.
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
const ENV_PARK: &str = "SHM_RING_BENCH_PARK_FD";

/// First request byte that parks the Vortek-style peer (it answers, then blocks on its park
/// pipe until the parent writes a byte), and the word value that parks the floor peer.
const PARK_BYTE: u8 = 0xfe;
const PARK_WORD: u64 = u64::MAX - 1;

/// A pipe whose read end a peer blocks on while it is parked. The read end is left open
/// across exec (no CLOEXEC) for the child; the parent closes its copy after the spawn.
fn park_pipe() -> (OwnedFd, OwnedFd) {
    let mut fds = [0i32; 2];
    // SAFETY: valid out-array of two descriptors.
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
    // SAFETY: both descriptors are fresh and owned by nobody else.
    unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) }
}

/// Child side: blocks until the parent writes one byte to the park pipe.
fn park_wait() {
    let fd: i32 = std::env::var(ENV_PARK).unwrap().parse().unwrap();
    let mut b = 0u8;
    // SAFETY: one-byte read into a valid buffer from our inherited pipe descriptor.
    unsafe { libc::read(fd, (&mut b as *mut u8).cast(), 1) };
}

/// Parent side: lets a parked peer go.
fn unpark(fd: &OwnedFd) {
    // SAFETY: one-byte write from a valid buffer to our pipe descriptor.
    unsafe { libc::write(fd.as_raw_fd(), [1u8].as_ptr().cast(), 1) };
}

const CMD_REQ: u32 = 1;
const CMD_SYNC: u32 = 2;
const CMD_IDLE_START: u32 = 3;
const CMD_IDLE_END: u32 = 4;
const CMD_DATA: u32 = 5;

/// The cores this bench may use, read once before anything is pinned (a child inherits its
/// parent's affinity, so it cannot read the original set itself). `SHM_RING_BENCH_CORES=a,b`
/// picks the parent's and the peer's core explicitly (e.g. two physical cores rather than
/// two hyper-threads of one core, or two cores of one socket).
fn cores() -> &'static [usize] {
    static CORES: std::sync::OnceLock<Vec<usize>> = std::sync::OnceLock::new();
    CORES.get_or_init(|| {
        if let Ok(list) = std::env::var("SHM_RING_BENCH_CORES") {
            return list
                .split(',')
                .map(|c| c.trim().parse().expect("SHM_RING_BENCH_CORES: a,b"))
                .collect();
        }
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
            if req[0] == PARK_BYTE {
                park_wait();
            }
        }
    }
    if role == "floor" {
        let fd: i32 = std::env::var(ENV_FD).unwrap().parse().unwrap();
        // SAFETY: the parent left this descriptor open for us; nobody else owns it here.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let lines = floor::Lines::map(&fd);
        let mut last = 0;
        loop {
            last = lines.wait_change(0, last);
            lines.store(1, last);
            if last == u64::MAX {
                return;
            }
            if last == PARK_WORD {
                park_wait();
            }
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
                // Zero copy, as a server decoding in place would: answer from the request
                // still in the ring, then release it.
                c.writer.send(CMD_REQ, 0, &payload[..16]).unwrap();
                c.reader.consume(len);
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
    /// A peer connected through rings of `c2s` (requests) and `s2c` (replies) bytes.
    fn spawn(tag: &str, spin_us: u64, c2s: usize, s2c: usize) -> ShmPeer {
        let path =
            std::env::temp_dir().join(format!("shm-ring-bench-{}-{tag}.sock", std::process::id()));
        let mut cfg = HandshakeConfig::new(&path);
        cfg.client_to_server_capacity = c2s;
        cfg.server_to_client_capacity = s2c;
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
    park: OwnedFd,
    child: Child,
}

impl VortekPeer {
    fn spawn() -> VortekPeer {
        let fd = vortek::Pair::create();
        let pair = vortek::Pair::map(&fd);
        let (park_r, park) = park_pipe();
        let child = Command::new(std::env::current_exe().unwrap())
            .env(ENV_PEER, "vortek")
            .env(ENV_FD, fd.as_raw_fd().to_string())
            .env(ENV_PARK, park_r.as_raw_fd().to_string())
            .spawn()
            .unwrap();
        pin(child.id() as i32, 1);
        VortekPeer { pair, park, child }
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

#[path = "shm_ring/ticks.rs"]
mod ticks;

struct FloorPeer {
    lines: floor::Lines,
    next: u64,
    park: OwnedFd,
    child: Child,
}

impl FloorPeer {
    fn spawn() -> FloorPeer {
        let fd = floor::Lines::create();
        let lines = floor::Lines::map(&fd);
        let (park_r, park) = park_pipe();
        let child = Command::new(std::env::current_exe().unwrap())
            .env(ENV_PEER, "floor")
            .env(ENV_FD, fd.as_raw_fd().to_string())
            .env(ENV_PARK, park_r.as_raw_fd().to_string())
            .spawn()
            .unwrap();
        pin(child.id() as i32, 1);
        FloorPeer {
            lines,
            next: 1,
            park,
            child,
        }
    }

    fn roundtrip(&mut self) {
        self.lines.ping(0, self.next);
        self.next += 1;
    }

    fn finish(self) {
        self.lines.store(0, u64::MAX);
        let mut child = self.child;
        let _ = child.wait();
    }
}

/// What `percentiles` measures: a round trip, and a way to take the peer off its core while
/// another peer is measured.
trait Peer {
    fn roundtrip(&mut self);
    /// Blocks the peer process in the kernel until `unpark` (shm-ring peers need nothing:
    /// past their spin budget they sleep on the futex).
    fn park(&mut self) {}
    fn unpark(&mut self) {}
}

impl Peer for FloorPeer {
    fn roundtrip(&mut self) {
        FloorPeer::roundtrip(self)
    }
    fn park(&mut self) {
        self.lines.ping(0, PARK_WORD);
    }
    fn unpark(&mut self) {
        unpark(&self.park);
    }
}

impl Peer for VortekPeer {
    fn roundtrip(&mut self) {
        VortekPeer::roundtrip(self, &REQ)
    }
    fn park(&mut self) {
        VortekPeer::roundtrip(self, &[PARK_BYTE; 64]);
    }
    fn unpark(&mut self) {
        unpark(&self.park);
    }
}

impl Peer for ShmPeer {
    fn roundtrip(&mut self) {
        ShmPeer::roundtrip(self, &REQ)
    }
}

/// The 64-byte request of the round-trip benches.
const REQ: [u8; 64] = [7u8; 64];

/// Times 20 000 single round trips of each peer with the tick clock, interleaved: 10 rounds
/// in which every peer in turn does 200 untimed round trips (waking it from its idle wait)
/// and then 2 000 timed ones. On a shared or virtual machine the cost of a cache-line
/// transfer between the two cores drifts (other load, the host moving virtual CPUs), and
/// interleaving exposes every peer to the same drift, so their ratios stay meaningful.
/// Prints and returns each peer's median and p99.
fn percentiles(peers: &mut [(&str, &mut dyn Peer)]) -> Vec<(Duration, Duration)> {
    const ROUNDS: usize = 10;
    const PER_ROUND: usize = 2000;
    let mut samples: Vec<Vec<u64>> = peers
        .iter()
        .map(|_| Vec::with_capacity(ROUNDS * PER_ROUND))
        .collect();
    let window = ticks::start();
    for _ in 0..ROUNDS {
        for ((_, p), t) in peers.iter_mut().zip(&mut samples) {
            p.unpark();
            for _ in 0..200 {
                p.roundtrip();
            }
            for _ in 0..PER_ROUND {
                let s = ticks::now();
                p.roundtrip();
                t.push(ticks::now().wrapping_sub(s));
            }
            p.park();
        }
    }
    let ns_per_tick = ticks::ns_per_tick(window);
    let d = |ticks: u64| Duration::from_nanos((ticks as f64 * ns_per_tick) as u64);
    peers
        .iter()
        .zip(&mut samples)
        .map(|((name, _), t)| {
            t.sort_unstable();
            let n = t.len();
            let (med, p99) = (d(t[n / 2]), d(t[n * 99 / 100]));
            println!("roundtrip {name:<26} median {med:>10.2?}  p99 {p99:>10.2?}");
            (med, p99)
        })
        .collect()
}

/// Round trips that come after the server has been idle for a while, as a game's calls do
/// (a few per frame, with rendering work in between): the client sleeps `gap` before each
/// timed round trip. Past its spin budget the shm-ring server sleeps on the futex and the
/// client's write wakes it; the Vortek-style server is then in its `usleep(100)` phase and
/// notices the request only when its sleep ends. Prints the medians and their ratio per gap.
fn after_idle(shm: &mut ShmPeer, vortek: &mut VortekPeer) {
    const N: usize = 300;
    for gap_us in [20u64, 200, 1000, 4000] {
        let gap = Duration::from_micros(gap_us);
        let measure = |p: &mut dyn Peer| {
            p.unpark();
            for _ in 0..20 {
                p.roundtrip();
            }
            let mut t: Vec<Duration> = (0..N)
                .map(|_| {
                    std::thread::sleep(gap);
                    let s = Instant::now();
                    p.roundtrip();
                    s.elapsed()
                })
                .collect();
            p.park();
            t.sort_unstable();
            (t[N / 2], t[N * 99 / 100])
        };
        let (sm, sp) = measure(shm);
        let (vm, vp) = measure(vortek);
        println!(
            "roundtrip after {gap_us:>4} us idle: shm-ring median {sm:>9.2?} p99 {sp:>9.2?}, \
             vortek-style median {vm:>9.2?} p99 {vp:>9.2?}, ratio {:.1}x",
            vm.as_secs_f64() / sm.as_secs_f64()
        );
    }
}

fn bench_roundtrip(c: &mut Criterion) {
    let req = REQ;
    let spin_us: u64 = std::env::var(ENV_SPIN)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let mut g = c.benchmark_group("roundtrip");

    // Vortek's ring sizes for both rings (4 MiB requests, 256 KiB replies), so both
    // designs walk the same working set.
    let (c2s, s2c) = (4 << 20, 256 << 10);
    ticks::choose();

    // All peers live at once; those not being measured wait without burning the second
    // core: shm-ring peers sleep on their futex once their spin budget is spent, the
    // Vortek-style and floor peers are parked (blocked reading a pipe).
    let mut floor = FloorPeer::spawn();
    let mut shm_spin = ShmPeer::spawn("spin", spin_us, c2s, s2c);
    let mut shm_sleep = ShmPeer::spawn("sleep", 0, c2s, s2c);
    let mut vortek = VortekPeer::spawn();

    vortek.park();
    g.bench_function("floor", |b| b.iter(|| floor.roundtrip()));
    floor.park();
    g.bench_function("shm-ring-spin", |b| b.iter(|| shm_spin.roundtrip(&req)));
    g.bench_function("shm-ring-futex", |b| b.iter(|| shm_sleep.roundtrip(&req)));
    Peer::unpark(&mut vortek);
    g.bench_function("vortek-style", |b| b.iter(|| vortek.roundtrip(&req)));
    vortek.park();
    g.finish();

    let r = percentiles(&mut [
        ("floor (2 line transfers)", &mut floor),
        ("shm-ring (spin)", &mut shm_spin),
        ("shm-ring (futex only)", &mut shm_sleep),
        ("vortek-style", &mut vortek),
    ]);
    Peer::unpark(&mut floor);
    Peer::unpark(&mut vortek);
    let (fl, a, b, v) = (r[0].0, r[1].0, r[2].0, r[3].0);
    println!(
        "roundtrip median ratio vortek/shm-ring(spin) = {:.2}x, vortek/shm-ring(futex) = {:.2}x, \
         shm-ring(spin)/floor = {:.2}x, vortek/floor = {:.2}x",
        v.as_secs_f64() / a.as_secs_f64(),
        v.as_secs_f64() / b.as_secs_f64(),
        a.as_secs_f64() / fl.as_secs_f64(),
        v.as_secs_f64() / fl.as_secs_f64()
    );
    floor.finish();
    shm_sleep.finish();
    Peer::park(&mut vortek);
    after_idle(&mut shm_spin, &mut vortek);
    Peer::unpark(&mut vortek);
    vortek.finish();

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
}

fn bench_throughput(c: &mut Criterion) {
    let mut peer = ShmPeer::spawn("tput", 50, 4 << 20, 4 << 20);
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
    if std::env::var_os("SHM_RING_BENCH_NO_PIN").is_some() || cores().len() < 2 {
        println!("cores: not pinned");
    } else {
        println!("cores: parent on {}, peers on {}", cores()[0], cores()[1]);
    }
    pin(0, 0);
    let mut c = Criterion::default().configure_from_args();
    bench_roundtrip(&mut c);
    bench_throughput(&mut c);
    c.final_summary();
}

#[path = "shm_ring/vortek.rs"]
mod vortek;

#[path = "shm_ring/floor.rs"]
mod floor;
