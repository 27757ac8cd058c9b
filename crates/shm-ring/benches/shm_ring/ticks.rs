//! A cheap per-sample clock: the time-stamp counter on x86_64, the virtual counter on
//! aarch64 (both readable from user space without a system call), `Instant` elsewhere. On
//! some virtual machines `Instant::now()` is a system call that costs as much as the round
//! trip itself; reading it twice per sample would add the same constant to every peer and
//! squeeze their ratio. Ticks are converted to time with a calibration against `Instant`
//! over the whole sample run.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Whether `now` reads the hardware counter (else `Instant`); decided by `choose`.
static COUNTER: AtomicBool =
    AtomicBool::new(cfg!(any(target_arch = "x86_64", target_arch = "aarch64")));

fn epoch() -> Instant {
    static E: OnceLock<Instant> = OnceLock::new();
    *E.get_or_init(Instant::now)
}

#[inline(always)]
fn counter() -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: RDTSC has no preconditions (user space may read it unless the OS
        // forbids it, which Linux does not by default).
        unsafe { core::arch::x86_64::_rdtsc() }
    }
    #[cfg(target_arch = "aarch64")]
    {
        let v: u64;
        // SAFETY: CNTVCT_EL0 is readable from EL0 on Linux; the read has no side effects.
        unsafe {
            core::arch::asm!("isb", "mrs {v}, cntvct_el0", v = out(reg) v, options(nostack, preserves_flags))
        };
        v
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        epoch().elapsed().as_nanos() as u64
    }
}

#[inline(always)]
pub fn now() -> u64 {
    if COUNTER.load(Ordering::Relaxed) {
        counter()
    } else {
        epoch().elapsed().as_nanos() as u64
    }
}

/// Average cost of one call of `f`, over 10 000 calls.
fn cost(mut f: impl FnMut() -> u64) -> Duration {
    let t = Instant::now();
    let mut x = 0u64;
    for _ in 0..10_000 {
        x = x.wrapping_add(f());
    }
    std::hint::black_box(x);
    t.elapsed() / 10_000
}

/// Uses the hardware counter unless reading it costs more than `Instant::now()` (a
/// hypervisor may trap it); prints both costs.
pub fn choose() {
    let _ = epoch();
    let c = cost(counter);
    let i = cost(|| epoch().elapsed().as_nanos() as u64);
    let use_counter = COUNTER.load(Ordering::Relaxed) && c <= i;
    COUNTER.store(use_counter, Ordering::Relaxed);
    println!(
        "clock: counter read {c:?}, Instant::now() {i:?}; samples use {}",
        if use_counter {
            "the counter"
        } else {
            "Instant"
        }
    );
}

/// Starts a calibration window.
pub fn start() -> (Instant, u64) {
    let _ = epoch();
    (Instant::now(), now())
}

/// Nanoseconds per tick over the window begun by `start`.
pub fn ns_per_tick((i0, t0): (Instant, u64)) -> f64 {
    let (ns, t) = (i0.elapsed().as_nanos() as f64, now());
    ns / (t.wrapping_sub(t0).max(1) as f64)
}
