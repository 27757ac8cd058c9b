//! A waiting end burns no CPU once its spin budget is spent (a resource check, not a speed
//! assertion: the bound is CPU time far below wall time).

use std::time::{Duration, Instant};

use shm_ring::{WaitConfig, channel};

/// `RUSAGE_THREAD` (1 on Linux; the libc crate lacks it for Android).
const RUSAGE_THREAD: libc::c_int = 1;

fn thread_cpu() -> Duration {
    // SAFETY: an all-zero rusage is valid; getrusage fills it.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: valid out-pointer.
    let rc = unsafe { libc::getrusage(RUSAGE_THREAD, &mut ru) };
    assert_eq!(rc, 0);
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(ru.ru_utime) + tv(ru.ru_stime)
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn idle_reader_sleeps_after_spinning() {
    let (_w, mut r) = channel(1 << 16, WaitConfig::default()).unwrap();
    let cpu0 = thread_cpu();
    let t0 = Instant::now();
    let got = r.wait_timeout(1, Duration::from_millis(700)).unwrap();
    let wall = t0.elapsed();
    let cpu = thread_cpu() - cpu0;
    assert!(got.is_none());
    assert!(wall >= Duration::from_millis(700));
    eprintln!("idle wait: wall {wall:?}, cpu {cpu:?}");
    // The spin budget is 50 µs; each 100 ms liveness slice costs a syscall or two.
    assert!(cpu < wall / 10, "waiting burned {cpu:?} of CPU in {wall:?}");
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn idle_writer_sleeps_on_full_ring() {
    let (mut w, _r) = channel(1 << 16, WaitConfig::default()).unwrap();
    w.reserve(1 << 16).unwrap();
    w.commit(1 << 16);
    let cpu0 = thread_cpu();
    let t0 = Instant::now();
    assert!(w.reserve_timeout(1, Duration::from_millis(500)).is_err());
    let wall = t0.elapsed();
    let cpu = thread_cpu() - cpu0;
    assert!(cpu < wall / 10, "waiting burned {cpu:?} of CPU in {wall:?}");
}

/// `Reader::set_wait` changes how later waits wait: a reader made to spin for a long time
/// sleeps at once with a zero spin, and is still woken by data that arrives later.
#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn set_wait_without_spin_sleeps_at_once_and_still_wakes() {
    let long = WaitConfig {
        spin: Duration::from_secs(5),
        ..WaitConfig::default()
    };
    let (mut w, mut r) = channel(1 << 16, long).unwrap();
    assert_eq!(r.wait_config(), long);
    let no_spin = WaitConfig {
        spin: Duration::ZERO,
        ..long
    };
    r.set_wait(no_spin);
    assert_eq!(r.wait_config(), no_spin);
    let writer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(400));
        w.write_all(b"late").unwrap();
        w
    });
    let cpu0 = thread_cpu();
    let t0 = Instant::now();
    let got = r.wait(4).unwrap().to_vec();
    let wall = t0.elapsed();
    let cpu = thread_cpu() - cpu0;
    assert_eq!(got, b"late");
    assert!(
        wall >= Duration::from_millis(300),
        "returned before the data: {wall:?}"
    );
    // With the 5 s spin of the reader's first config this wait would burn its whole wall time.
    assert!(cpu < wall / 10, "waiting burned {cpu:?} of CPU in {wall:?}");
    drop(writer.join().unwrap());
}

/// A spinning reader that shares its core with a busy thread loses the core while it spins:
/// it stops spinning and sleeps, and its waits sleep at once
/// for a while ([`shm_ring::wait::SPIN_PAUSE`]), and the writer sees it
/// (`Writer::reader_contended`); data still wakes it.
#[test]
#[cfg_attr(miri, ignore = "memfd rings and affinity: not in Miri")]
fn a_spin_that_loses_its_core_makes_the_next_waits_sleep() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Pins the calling thread to CPU `cpu`.
    fn pin(cpu: usize) {
        let mut set = nix::sched::CpuSet::new();
        set.set(cpu).unwrap();
        nix::sched::sched_setaffinity(nix::unistd::Pid::from_raw(0), &set).unwrap();
    }
    let cpu = nix::sched::sched_getaffinity(nix::unistd::Pid::from_raw(0))
        .ok()
        .and_then(|s| (0..nix::sched::CpuSet::count()).find(|&c| s.is_set(c).unwrap_or(false)))
        .expect("a CPU to run on");
    let stop = Arc::new(AtomicBool::new(false));
    let busy = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            pin(cpu);
            while !stop.load(Ordering::Relaxed) {
                std::hint::spin_loop();
            }
        })
    };
    let (mut w, mut r) = channel(
        1 << 16,
        WaitConfig {
            spin: Duration::from_millis(20),
            ..WaitConfig::default()
        },
    )
    .unwrap();
    let lost = std::thread::spawn(move || {
        pin(cpu);
        assert!(!shm_ring::wait::spin_paused());
        assert!(!w.reader_contended());
        // Nothing comes: the spin yields its core to the busy thread, which keeps it for a
        // time slice, far longer than `CORE_LOST`.
        let mut lost = false;
        for _ in 0..20 {
            assert!(
                r.wait_timeout(1, Duration::from_millis(30))
                    .unwrap()
                    .is_none()
            );
            if shm_ring::wait::spin_paused() {
                lost = true;
                break;
            }
        }
        // The writer sees that the reader's wake-ups wait for a CPU now.
        assert_eq!(w.reader_contended(), lost);
        // Data written later still wakes the reader, which now sleeps at once.
        let writer = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            let buf = w.reserve(8).unwrap();
            buf[..8].copy_from_slice(&[7; 8]);
            w.commit(8);
            w
        });
        assert!(
            r.wait_timeout(8, Duration::from_secs(10))
                .unwrap()
                .is_some()
        );
        let _w = writer.join().unwrap();
        lost
    })
    .join()
    .unwrap();
    stop.store(true, Ordering::Relaxed);
    busy.join().unwrap();
    assert!(
        lost,
        "20 spins beside a busy thread on one core never lost the core"
    );
}
