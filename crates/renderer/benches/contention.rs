//! glmark2 through zink, natively and through vkrelay, on a machine whose CPUs other
//! processes keep busy: what a phone running a game under box64 or FEX looks like.
//!
//! Each round runs every load level; within a level, the native and the vkrelay run
//! alternate which goes first, so a machine whose speed drifts drifts for both. The table
//! gives each scene's median fps natively and through vkrelay and the median of the per-round
//! ratios (the fair figure under load: a round's two runs share its conditions), with a
//! distribution-free interval that holds that median with at least 90 % probability (from
//! 5 rounds on): a goal is shown met at that confidence only where the lower end reaches it.
//!
//! `cargo bench -p vkrelay-renderer --bench contention` (needs `glmark2`, zink and an X
//! display in `DISPLAY`, e.g. a running Xvfb; builds of `vkrelay-icd` and `vkrelay-renderer`
//! in the same profile). Knobs, all optional:
//!
//! | variable | meaning | default |
//! |---|---|---|
//! | `CONTENTION_LOADS` | busy-looping processes per level, comma-separated | `0,N` (N: the CPUs this bench may use) |
//! | `CONTENTION_CPUS` | CPU list (`taskset -c`) for glmark2, the renderer and the busy loops | all |
//! | `CONTENTION_BUSY_CPUS` | CPU list for the busy loops alone (uneven cores: load some CPUs, not others) | `CONTENTION_CPUS` |
//! | `CONTENTION_PIN_EACH` | `1`: busy loop i on the i-th CPU of that list alone, so that no run's loops share a CPU while another CPU has none | off: the scheduler places them |
//! | `CONTENTION_ROUNDS` | rounds | 4 |
//! | `CONTENTION_SCENES` | glmark2 benchmarks, `;`-separated | `texture`, `build`, `shading` (3 s each) |
//! | `CONTENTION_VARIANTS` | renderer settings to compare, `;`-separated, each a space-separated list of `serve` flags (`--contention-hint never;--contention-hint auto`) | one: the defaults |
//! | `CONTENTION_LOOPS_MIN` | leave out of the table the rounds in which the busy loops got less than this percentage of the machine's busy CPU time in any run | 0: keep every round |
//!
//! Each round's line gives the busy loops' share of the machine's busy CPU time during each
//! glmark2 run (two loops beside glmark2 on two CPUs usually get 65–75 %). A much lower share
//! means that another busy process (such as a VM's agent at a raised priority) took CPU time
//! from the loops, which is another load than the one asked for.
//!
//! With several variants, each round runs native and every variant, in an order that
//! rotates from round to round, and the table has a line per variant.
//! The busy loops are this binary run with `--busy-loop`: a thread spinning at the default
//! priority, as a translated game's threads do.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

#[path = "common/glmark2.rs"]
mod glmark2;

#[path = "common/serve.rs"]
mod serve;
use serve::{native_manifest, profile_dir};

/// Busy-looping processes, killed when dropped.
struct Load(Vec<Child>);

impl Load {
    /// The loops' CPU time so far and the machine's busy CPU time (user, nice, system, irq
    /// and softirq in `/proc/stat`), in clock ticks.
    fn ticks(&self) -> (u64, u64) {
        let field = |text: &str, i: usize| -> u64 {
            text.split_whitespace()
                .nth(i)
                .and_then(|v| v.parse().ok())
                .unwrap_or(0)
        };
        let loops = self
            .0
            .iter()
            .filter_map(|c| std::fs::read_to_string(format!("/proc/{}/stat", c.id())).ok())
            // utime and stime: the line's 14th and 15th fields, the 12th and 13th after the
            // command's name (which ends with the last `)`), counted from 1.
            .map(|t| {
                t.rsplit_once(')')
                    .map_or(0, |(_, rest)| field(rest, 11) + field(rest, 12))
            })
            .sum();
        let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
        let cpu = stat.lines().next().unwrap_or_default();
        let busy = [1, 2, 3, 6, 7].iter().map(|&i| field(cpu, i)).sum();
        (loops, busy)
    }

    /// The loops' share of the machine's busy CPU time since `then`, in percent; `None`
    /// without loops.
    fn share_since(&self, then: (u64, u64)) -> Option<f64> {
        let now = self.ticks();
        let busy = now.1.saturating_sub(then.1);
        (!self.0.is_empty() && busy > 0)
            .then(|| 100.0 * now.0.saturating_sub(then.0) as f64 / busy as f64)
    }

    /// `n` busy loops on `cpus`; with `each`, loop i on the i-th of them alone (modulo their
    /// number), so that no two loops share a CPU while others have none.
    fn start(n: usize, cpus: Option<&str>, each: bool) -> Load {
        let exe = std::env::current_exe().unwrap();
        let list = cpu_list(cpus);
        Load(
            (0..n)
                .map(|i| {
                    let one = each.then(|| list[i % list.len()].to_string());
                    pinned(one.as_deref().or(cpus), exe.as_os_str())
                        .arg("--busy-loop")
                        .stdin(Stdio::null())
                        .stdout(Stdio::null())
                        .spawn()
                        .unwrap()
                })
                .collect(),
        )
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// `program`, started under `taskset -c cpus` when a CPU list is given.
fn pinned(cpus: Option<&str>, program: &std::ffi::OsStr) -> Command {
    match cpus {
        Some(list) => {
            let mut c = Command::new("taskset");
            c.args(["-c", list]).arg(program);
            c
        }
        None => Command::new(program),
    }
}

/// A renderer serving one level's vkrelay runs.
struct Renderer {
    child: Child,
    socket: PathBuf,
    dir: PathBuf,
}

impl Renderer {
    fn start(cpus: Option<&str>, flags: &[String]) -> Renderer {
        let dir = std::env::temp_dir().join(format!("vkrelay-contention-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let socket = dir.join("vkrelay.sock");
        let mut child = pinned(cpus, serve::renderer_binary().as_os_str())
            .args(["serve", "--socket"])
            .arg(&socket)
            .args(flags)
            .env("VK_DRIVER_FILES", native_manifest())
            .env("XDG_RUNTIME_DIR", &dir)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        serve::wait_listening(&mut child, &socket, Duration::from_secs(30));
        let lib = profile_dir().join("libvulkan_vkrelay.so");
        assert!(
            lib.exists(),
            "build vkrelay-icd first ({} missing)",
            lib.display()
        );
        std::fs::write(
            dir.join("vkrelay_icd.json"),
            vulkan_vkrelay::manifest_json(&lib),
        )
        .unwrap();
        Renderer { child, socket, dir }
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// What one glmark2 run reported: (scene, fps) for each scene.
type Scores = Vec<(String, f64)>;

/// One glmark2 run of `scenes`: (scene, fps) for each scene it reported.
fn glmark2(cpus: Option<&str>, scenes: &[String], relay: Option<&Renderer>) -> Scores {
    let mut cmd = pinned(cpus, "glmark2".as_ref());
    cmd.args(["--off-screen", "-s", "320x240"])
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("GALLIUM_DRIVER", "zink")
        .stdin(Stdio::null())
        .stderr(Stdio::null());
    for s in scenes {
        cmd.args(["-b", s]);
    }
    match relay {
        Some(r) => cmd
            .env("VK_DRIVER_FILES", r.dir.join("vkrelay_icd.json"))
            .env("VKRELAY_SERVER_PATH", &r.socket),
        None => cmd.env("VK_DRIVER_FILES", native_manifest()),
    };
    let out = cmd.output().unwrap();
    glmark2::scores(&String::from_utf8_lossy(&out.stdout))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// A distribution-free interval for the median of `v`: the `j`-th smallest and the `j`-th
/// largest value, with `j` the largest rank whose interval still covers the median with at
/// least 90 % probability (the number of values below the median is binomial, n and 1/2).
/// Returns the two ends and the interval's exact coverage; `None` below 5 values, where
/// even the whole range covers less than 90 %.
fn median_interval(mut v: Vec<f64>) -> Option<(f64, f64, f64)> {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    // P(fewer than j of n values lie below the median), for j = 0, 1, ...
    let mut below = 0.0;
    let mut term = 0.5f64.powi(i32::try_from(n).ok()?);
    let mut best = None;
    for j in 0..n / 2 {
        below += term; // now P(at most j below)
        term *= (n - j) as f64 / (j + 1) as f64;
        let coverage = 1.0 - 2.0 * below;
        if coverage < 0.9 {
            break;
        }
        best = Some((v[j], v[n - 1 - j], coverage));
    }
    best
}

/// The CPUs `taskset -c list` names (`0-3,6` is 0, 1, 2, 3, 6), or all of this process's.
fn cpu_list(list: Option<&str>) -> Vec<usize> {
    let Some(list) = list else {
        let n = std::thread::available_parallelism().map_or(1, |n| n.get());
        return (0..n).collect();
    };
    let read = |part: &str, x: &str| {
        x.trim()
            .parse::<usize>()
            .unwrap_or_else(|_| panic!("CPU list {list:?}: cannot read {part:?}"))
    };
    list.split(',')
        .flat_map(|part| match part.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (read(part, a), read(part, b));
                assert!(b >= a, "CPU list {list:?}: cannot read {part:?}");
                (a..=b).collect::<Vec<_>>()
            }
            None => vec![read(part, part)],
        })
        .collect()
}

fn main() {
    if std::env::args().any(|a| a == "--busy-loop") {
        let mut x = 0u64;
        loop {
            x = std::hint::black_box(x.wrapping_add(1));
        }
    }
    if std::env::var_os("DISPLAY").is_none()
        || Command::new("glmark2").arg("--help").output().is_err()
    {
        println!("contention: skipped (needs glmark2 and an X display in DISPLAY)");
        return;
    }
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let cpus = env("CONTENTION_CPUS");
    let busy_cpus = env("CONTENTION_BUSY_CPUS").or_else(|| cpus.clone());
    let n = cpu_list(cpus.as_deref()).len();
    let pin_each = env("CONTENTION_PIN_EACH").is_some_and(|v| v == "1");
    let loads: Vec<usize> = env("CONTENTION_LOADS")
        .map(|v| {
            v.split(',')
                .map(|x| x.trim().parse().expect("CONTENTION_LOADS: numbers"))
                .collect()
        })
        .unwrap_or_else(|| vec![0, n]);
    let rounds: usize = env("CONTENTION_ROUNDS").map_or(4, |v| v.parse().expect("rounds"));
    let loops_min: f64 = env("CONTENTION_LOOPS_MIN").map_or(0.0, |v| v.parse().expect("percent"));
    let scenes: Vec<String> = env("CONTENTION_SCENES").map_or_else(
        || {
            ["texture", "build", "shading:shading=phong"]
                .map(|s| format!("{s}:duration=3"))
                .to_vec()
        },
        |v| v.split(';').map(str::to_owned).collect(),
    );
    let variants: Vec<Vec<String>> = env("CONTENTION_VARIANTS").map_or_else(
        || vec![Vec::new()],
        |v| {
            v.split(';')
                .map(|f| f.split_whitespace().map(str::to_owned).collect())
                .collect()
        },
    );
    let label = |v: &[String]| {
        if v.is_empty() {
            "defaults".to_owned()
        } else {
            v.join(" ")
        }
    };
    println!(
        "glmark2 through zink (off-screen, 320x240), {rounds} rounds; CPUs {}, busy loops on {}{}",
        cpus.as_deref().unwrap_or("all"),
        busy_cpus.as_deref().unwrap_or("all"),
        if pin_each { ", one CPU each" } else { "" }
    );
    // runs[level][round] = (native, one run per variant)
    let mut runs: Vec<Vec<(Scores, Vec<Scores>)>> = vec![Vec::new(); loads.len()];
    // held[level][round]: whether the loops kept at least `loops_min` % in every run.
    let mut held: Vec<Vec<bool>> = vec![Vec::new(); loads.len()];
    for round in 0..rounds {
        for (level, &busy) in loads.iter().enumerate() {
            let renderers: Vec<Renderer> = variants
                .iter()
                .map(|f| Renderer::start(cpus.as_deref(), f))
                .collect();
            let load = Load::start(busy, busy_cpus.as_deref(), pin_each);
            std::thread::sleep(Duration::from_millis(200));
            // Native is slot 0, variant k slot k + 1; the first slot rotates by round.
            let slots = variants.len() + 1;
            let mut got: Vec<Option<Scores>> = vec![None; slots];
            let mut shares: Vec<Option<f64>> = vec![None; slots];
            for i in 0..slots {
                let slot = (round + i) % slots;
                let relay = slot.checked_sub(1).map(|k| &renderers[k]);
                let then = load.ticks();
                got[slot] = Some(glmark2(cpus.as_deref(), &scenes, relay));
                shares[slot] = load.share_since(then);
            }
            drop(load);
            let share = |s: Option<f64>| s.map_or("-".to_owned(), |v| format!("{v:.0} %"));
            let mut got = got.into_iter().map(Option::unwrap_or_default);
            let native = got.next().unwrap_or_default();
            let relayed: Vec<Scores> = got.collect();
            for (k, (v, r)) in variants.iter().zip(&relayed).enumerate() {
                let line: Vec<String> = native
                    .iter()
                    .filter_map(|(s, nf)| {
                        let (_, vf) = r.iter().find(|(t, _)| t == s)?;
                        Some(format!("{s} {nf:.0}/{vf:.0}"))
                    })
                    .collect();
                println!(
                    "  round {round}, {busy} busy, {}: native/vkrelay fps {}; the loops' share of the busy CPU time {}/{}",
                    label(v),
                    line.join(", "),
                    share(shares[0]),
                    share(shares[1 + k]),
                );
            }
            runs[level].push((native, relayed));
            held[level].push(shares.iter().flatten().all(|&s| s >= loops_min));
        }
    }
    println!(
        "\n| busy loops | renderer | scene | native fps | vkrelay fps | vkrelay/native, median of rounds | interval of the median (coverage) | rounds{} |",
        if loops_min > 0.0 {
            format!(" (where the loops kept {loops_min:.0} %)")
        } else {
            String::new()
        }
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (level, &busy) in loads.iter().enumerate() {
        let names: Vec<String> = runs[level]
            .first()
            .map(|(n, _)| n.iter().map(|(s, _)| s.clone()).collect())
            .unwrap_or_default();
        for name in names {
            for (k, v) in variants.iter().enumerate() {
                let of = |v: &Scores| v.iter().find(|(s, _)| *s == name).map(|x| x.1);
                let pairs: Vec<(f64, f64)> = runs[level]
                    .iter()
                    .zip(&held[level])
                    .filter(|&(_, &h)| h)
                    .filter_map(|((n, r), _)| Some((of(n)?, of(r.get(k)?)?)))
                    .collect();
                let ratios: Vec<String> =
                    pairs.iter().map(|(n, r)| format!("{:.2}", r / n)).collect();
                let interval = match median_interval(pairs.iter().map(|p| p.1 / p.0).collect()) {
                    Some((lo, hi, c)) => {
                        format!("{:.1}–{:.1} % ({:.0} %)", 100.0 * lo, 100.0 * hi, 100.0 * c)
                    }
                    None => "too few rounds".to_string(),
                };
                println!(
                    "| {busy} | {} | {} | {:.0} | {:.0} | **{:.1} %** | {interval} | {} |",
                    label(v),
                    name.split(':').next().unwrap_or(&name),
                    median(pairs.iter().map(|p| p.0).collect()),
                    median(pairs.iter().map(|p| p.1).collect()),
                    100.0 * median(pairs.iter().map(|p| p.1 / p.0).collect()),
                    ratios.join(" ")
                );
            }
        }
    }
}
