//! `cargo xtask soak [--minutes N | --seconds N] [--tolerance PCT]`: one renderer serves, for
//! N minutes (default 10), glmark2 through zink and `vkcube`, both under a private Xvfb and
//! each started again when it finishes, while the bundled example (`offscreen`) is started
//! and killed (`SIGKILL`) after a random 0.5–3 s, over and over. The renderer's resident
//! memory and open descriptors are read when it is idle after a warm-up of the same load and
//! again when it is idle after the soak; the task fails when either moved by more than the
//! tolerance (default 5 %), when the renderer died or logged a panic, when a glmark2 run
//! printed no score, or when a `vkcube` run failed or printed an error.
//!
//! The renderer runs with `--isolation none`: every client is served in its one process, so
//! what a client's service leaves behind stays in the counted process. (With process
//! isolation each client's worker exits with its client and takes any leak with it; only the
//! supervisor's figures would be left to compare.)

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::steps::{Error, cargo, root, run, target_dir};
use crate::system;

/// The features every test build of the renderer has (so that this build is shared with them).
const FEATURES: &str = "vkrelay-renderer/test-crash,vkrelay-renderer/corpus";

/// The glmark2 scenes of one run: a mix of geometry, texturing, shading and 2D effects, each
/// for a few seconds (about half a minute per run on lavapipe), so that over a soak glmark2
/// connects, creates its device and pipelines, and leaves many times.
const GLMARK2_SCENES: &[&str] = &[
    "build:use-vbo=true:duration=3",
    "texture:texture-filter=mipmap:duration=3",
    "shading:shading=phong:duration=3",
    "bump:bump-render=normals:duration=3",
    "effect2d:kernel=0,1,0;1,-4,1;0,1,0;:duration=3",
    "pulsar:duration=3",
];

/// Frames of one `vkcube` run.
const VKCUBE_FRAMES: &str = "600";

/// How long one client may run before it counts as hung.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(300);

/// What the command line asks for.
struct Options {
    soak: Duration,
    warmup: Duration,
    tolerance: f64,
}

fn parse(args: &[String]) -> Result<Options, Error> {
    let mut soak = Duration::from_secs(600);
    let mut tolerance = 5.0;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|v| v.is_finite() && *v > 0.0)
                .ok_or_else(|| Error::msg(format!("{name} needs a positive number")))
        };
        match a.as_str() {
            "--minutes" => soak = Duration::from_secs_f64(value("--minutes")? * 60.0),
            "--seconds" => soak = Duration::from_secs_f64(value("--seconds")?),
            "--tolerance" => tolerance = value("--tolerance")?,
            other => {
                return Err(Error::msg(format!(
                    "soak: unknown argument {other} (usage: soak [--minutes N | --seconds N] \
                     [--tolerance PCT])"
                )));
            }
        }
    }
    // Long enough for one glmark2 run, and for the allocator and the driver to reach the
    // sizes they keep.
    let warmup = (soak / 10).clamp(Duration::from_secs(20), Duration::from_secs(60));
    Ok(Options {
        soak,
        warmup,
        tolerance,
    })
}

/// The renderer's figures at one moment.
#[derive(Clone, Copy, Debug)]
struct Figures {
    rss_kib: u64,
    fds: u64,
    /// Its threads serving a client's stream (`vkrelay-stream`): 0 when it is idle.
    streams: u64,
}

fn figures(pid: u32) -> Result<Figures, Error> {
    let status = fs::read_to_string(format!("/proc/{pid}/status"))
        .map_err(|e| Error::msg(format!("cannot read the renderer's status: {e}")))?;
    let rss_kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .ok_or_else(|| Error::msg("the renderer's status has no VmRSS"))?;
    let count = |dir: String| fs::read_dir(dir).map(|d| d.count() as u64);
    let fds = count(format!("/proc/{pid}/fd"))
        .map_err(|e| Error::msg(format!("cannot list the renderer's fds: {e}")))?;
    let streams = fs::read_dir(format!("/proc/{pid}/task"))
        .map_err(|e| Error::msg(format!("cannot list the renderer's threads: {e}")))?
        .filter_map(Result::ok)
        .filter(|t| {
            fs::read_to_string(t.path().join("comm")).is_ok_and(|c| c.trim() == "vkrelay-stream")
        })
        .count() as u64;
    Ok(Figures {
        rss_kib,
        fds,
        streams,
    })
}

/// A child process killed on drop.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A private X server on the first free display from :150.
fn xvfb() -> Result<(Killed, String), Error> {
    for n in 150..190 {
        if Path::new(&format!("/tmp/.X{n}-lock")).exists() {
            continue;
        }
        let display = format!(":{n}");
        let socket = PathBuf::from(format!("/tmp/.X11-unix/X{n}"));
        let mut child = Killed(
            Command::new("Xvfb")
                .args([
                    &display,
                    "-screen",
                    "0",
                    "1024x768x24",
                    "-nolisten",
                    "tcp",
                    "-noreset",
                ])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| Error::msg(format!("cannot start Xvfb: {e}")))?,
        );
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(20) {
            if socket.exists() {
                return Ok((child, display));
            }
            if child.0.try_wait().ok().flatten().is_some() {
                break;
            }
            thread::sleep(Duration::from_millis(50));
        }
        let _ = child.0.kill();
    }
    Err(Error::msg("no free X display in :150..:190 for Xvfb"))
}

/// What the soak's clients need: where the renderer listens and how to reach it.
struct Env {
    dir: PathBuf,
    socket: PathBuf,
    manifest: PathBuf,
    display: String,
    offscreen: PathBuf,
}

impl Env {
    /// `program` as a client of the renderer.
    fn client(&self, program: &Path) -> Command {
        let mut cmd = Command::new(program);
        cmd.env("VK_DRIVER_FILES", &self.manifest)
            .env_remove("VK_ICD_FILENAMES")
            .env("VKRELAY_SERVER_PATH", &self.socket)
            .env("DISPLAY", &self.display)
            .current_dir(&self.dir)
            .stdin(Stdio::null());
        cmd
    }
}

/// Runs `cmd` to its end (killed after [`CLIENT_TIMEOUT`]): its status and output.
fn finish(mut cmd: Command) -> Result<(std::process::ExitStatus, String, String), String> {
    let shown = format!("{:?}", cmd.get_program());
    let out_path = std::env::temp_dir().join(format!(
        "vkrelay-soak-{}-{:?}.out",
        std::process::id(),
        thread::current().id()
    ));
    let err_path = out_path.with_extension("err");
    let file = |p: &Path| fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()));
    let mut child = cmd
        .stdout(file(&out_path)?)
        .stderr(file(&err_path)?)
        .spawn()
        .map_err(|e| format!("cannot start {shown}: {e}"))?;
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if start.elapsed() > CLIENT_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{shown} hung for {CLIENT_TIMEOUT:?}"));
        }
        thread::sleep(Duration::from_millis(100));
    };
    let read = |p: &Path| fs::read_to_string(p).unwrap_or_default();
    let (out, err) = (read(&out_path), read(&err_path));
    let _ = fs::remove_file(&out_path);
    let _ = fs::remove_file(&err_path);
    Ok((status, out, err))
}

/// What one kind of client did during a phase.
#[derive(Default)]
struct Tally {
    runs: u64,
    /// How each failed run failed.
    failures: Vec<String>,
    /// glmark2's scores, or the killed clients' lifetimes in ms.
    values: Vec<u64>,
}

/// glmark2 through zink, one run after another until `stop`.
fn glmark2(env: &Env, stop: &AtomicBool) -> Tally {
    let mut t = Tally::default();
    while !stop.load(Ordering::Relaxed) {
        let mut cmd = env.client(Path::new("glmark2"));
        cmd.args(["--off-screen", "-s", "320x240"])
            .env("LIBGL_ALWAYS_SOFTWARE", "1")
            .env("GALLIUM_DRIVER", "zink");
        for scene in GLMARK2_SCENES {
            cmd.args(["-b", scene]);
        }
        t.runs += 1;
        match finish(cmd) {
            Ok((status, out, err)) => {
                let score = out
                    .lines()
                    .find_map(|l| l.trim().strip_prefix("glmark2 Score:"))
                    .and_then(|s| s.trim().parse::<u64>().ok());
                match score {
                    Some(s) if status.success() && out.contains("zink") => t.values.push(s),
                    _ => t.failures.push(format!(
                        "glmark2 ({status}) printed no score:\n{out}\n{err}"
                    )),
                }
            }
            Err(e) => t.failures.push(e),
        }
    }
    t
}

/// `vkcube` for [`VKCUBE_FRAMES`] frames, one run after another until `stop`.
fn vkcube(env: &Env, stop: &AtomicBool) -> Tally {
    let mut t = Tally::default();
    while !stop.load(Ordering::Relaxed) {
        let mut cmd = env.client(Path::new("vkcube"));
        cmd.args(["--c", VKCUBE_FRAMES]);
        t.runs += 1;
        match finish(cmd) {
            Ok((status, out, err)) => {
                if !status.success() || err.to_lowercase().contains("error") {
                    t.failures
                        .push(format!("vkcube ({status}) failed:\n{out}\n{err}"));
                }
            }
            Err(e) => t.failures.push(e),
        }
    }
    t
}

/// A small xorshift generator: the kill delays need no more.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// The example rendering many frames, killed with `SIGKILL` after 0.5–3 s, until `stop`.
/// A run that ended by itself before its kill counts as a failure (it was not killed
/// mid-work, or it failed).
fn killed(env: &Env, stop: &AtomicBool, seed: u64) -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng(seed | 1);
    while !stop.load(Ordering::Relaxed) {
        let delay = Duration::from_millis(500 + rng.next() % 2501);
        let mut cmd = env.client(&env.offscreen);
        cmd.args(["--frames", "1000000", "--out"])
            .arg(env.dir.join("killed.png"))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        t.runs += 1;
        let mut child = match cmd.spawn() {
            Ok(c) => c,
            Err(e) => {
                t.failures.push(format!("cannot start offscreen: {e}"));
                break;
            }
        };
        thread::sleep(delay);
        match child.try_wait() {
            Ok(None) => {
                // `Child::kill` sends SIGKILL.
                let _ = child.kill();
                t.values.push(delay.as_millis() as u64);
            }
            Ok(Some(status)) => t.failures.push(format!(
                "offscreen ended by itself ({status}) before its kill after {delay:?}"
            )),
            Err(e) => t.failures.push(e.to_string()),
        }
        let _ = child.wait();
        // A gap between killed clients: one every few seconds.
        thread::sleep(Duration::from_millis(rng.next() % 2000));
    }
    t
}

/// The three loads, run together for `length`, then stopped (each finishes its current run).
/// Returns the tallies and the largest resident size and fd count seen meanwhile.
fn load(env: &Env, renderer: u32, length: Duration, seed: u64) -> ([Tally; 3], Figures) {
    let stop = Arc::new(AtomicBool::new(false));
    thread::scope(|s| {
        let g = s.spawn(|| glmark2(env, &stop));
        let v = s.spawn(|| vkcube(env, &stop));
        let k = s.spawn(|| killed(env, &stop, seed));
        let mut peak = Figures {
            rss_kib: 0,
            fds: 0,
            streams: 0,
        };
        let start = Instant::now();
        while start.elapsed() < length {
            thread::sleep(Duration::from_secs(1));
            if let Ok(f) = figures(renderer) {
                peak.rss_kib = peak.rss_kib.max(f.rss_kib);
                peak.fds = peak.fds.max(f.fds);
                peak.streams = peak.streams.max(f.streams);
            }
        }
        stop.store(true, Ordering::Relaxed);
        let tallies = [g, v, k].map(|h| h.join().unwrap_or_default());
        (tallies, peak)
    })
}

/// Waits (up to 60 s) until the renderer serves no stream, then 2 s more for what a client's
/// teardown frees after its last stream ends; its figures then.
fn idle(renderer: u32) -> Result<Figures, Error> {
    let start = Instant::now();
    loop {
        let f = figures(renderer)?;
        if f.streams == 0 {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            return Err(Error::msg(format!(
                "the renderer still serves {} stream(s) 60 s after its clients ended",
                f.streams
            )));
        }
        thread::sleep(Duration::from_millis(200));
    }
    thread::sleep(Duration::from_secs(2));
    figures(renderer)
}

/// `100 * (b - a) / a`.
fn change(a: u64, b: u64) -> f64 {
    100.0 * (b as f64 - a as f64) / a.max(1) as f64
}

fn report(phase: &str, tallies: &[Tally; 3], peak: Figures, length: Duration) {
    let [g, v, k] = tallies;
    let scores = if g.values.is_empty() {
        "none".to_owned()
    } else {
        format!(
            "{}..{}",
            g.values.iter().min().unwrap_or(&0),
            g.values.iter().max().unwrap_or(&0)
        )
    };
    println!(
        "==> soak: {phase} ({length:.0?}): glmark2 {} run(s) (scores {scores}), vkcube {} run(s), \
         {} client(s) killed mid-work; {} failure(s); under load at most {} KiB resident, {} \
         fds, {} streams",
        g.runs,
        v.runs,
        k.values.len(),
        g.failures.len() + v.failures.len() + k.failures.len(),
        peak.rss_kib,
        peak.fds,
        peak.streams
    );
}

/// `cargo xtask soak`.
pub fn soak(args: &[String]) -> Result<(), Error> {
    let opts = parse(args)?;
    system::install_packages()?;
    run(cargo().current_dir(root()).args([
        "build",
        "--quiet",
        "--locked",
        "-p",
        "vkrelay-renderer",
        "-p",
        "vkrelay-icd",
        "-p",
        "offscreen",
        "--features",
        FEATURES,
    ]))?;
    let bin = target_dir().join("debug");
    let dir = target_dir().join("vkrelay-soak");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", dir.display())))?;
    let manifest = dir.join("vkrelay_icd.json");
    fs::write(
        &manifest,
        crate::install::manifest_json(&bin.join("libvulkan_vkrelay.so"))?,
    )
    .map_err(|e| Error::msg(format!("cannot write {}: {e}", manifest.display())))?;
    let (_x, display) = xvfb()?;
    let socket = dir.join("vkrelay.sock");
    let log_path = dir.join("renderer.log");
    let log = fs::File::create(&log_path)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", log_path.display())))?;
    let mut renderer = Killed(
        Command::new(bin.join("vkrelay-renderer"))
            .args(["serve", "--isolation", "none", "--socket"])
            .arg(&socket)
            .arg("--stats-json")
            .arg(dir.join("stats.jsonl"))
            .env("VK_DRIVER_FILES", system::lavapipe_manifest()?)
            .env_remove("VK_ICD_FILENAMES")
            .env("VKRELAY_LOG", "info")
            .env("XDG_CACHE_HOME", &dir)
            .env("XDG_RUNTIME_DIR", &dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .map_err(|e| Error::msg(format!("cannot start the renderer: {e}")))?,
    );
    let pid = renderer.0.id();
    let start = Instant::now();
    while !socket.exists() {
        if start.elapsed() > Duration::from_secs(60)
            || renderer.0.try_wait().ok().flatten().is_some()
        {
            return Err(Error::msg(format!(
                "the renderer did not start listening; its log is {}",
                log_path.display()
            )));
        }
        thread::sleep(Duration::from_millis(50));
    }
    let env = Env {
        dir: dir.clone(),
        socket,
        manifest,
        display,
        offscreen: bin.join("offscreen"),
    };
    println!(
        "==> soak: renderer pid {pid} (--isolation none), {:.0?} of warm-up, then {:.0?} of \
         glmark2 (zink), vkcube and killed clients together; log {}",
        opts.warmup,
        opts.soak,
        log_path.display()
    );
    let seed = u64::from(pid) ^ start.elapsed().as_nanos() as u64;
    let (warm, warm_peak) = load(&env, pid, opts.warmup, seed);
    report("warm-up", &warm, warm_peak, opts.warmup);
    let before = idle(pid)?;
    println!(
        "==> soak: start (idle after the warm-up): {} KiB resident, {} open fds",
        before.rss_kib, before.fds
    );
    let (soaked, peak) = load(&env, pid, opts.soak, seed.rotate_left(17));
    report("soak", &soaked, peak, opts.soak);
    let after = idle(pid)?;
    let rss = change(before.rss_kib, after.rss_kib);
    let fds = change(before.fds, after.fds);
    println!(
        "==> soak: end (idle after the soak): {} KiB resident ({rss:+.1} %), {} open fds \
         ({fds:+.1} %); tolerance {} %",
        after.rss_kib, after.fds, opts.tolerance
    );
    let text = fs::read_to_string(&log_path).unwrap_or_default();
    let clients = text.matches("client gone").count();
    let stats = fs::read_to_string(dir.join("stats.jsonl")).unwrap_or_default();
    let peak = stats
        .lines()
        .map(|l| crate::demo::counter(l, "peak_message_rate"))
        .max()
        .unwrap_or(0);
    let slowed: u64 = stats
        .lines()
        .map(|l| crate::demo::counter(l, "slowed_seconds"))
        .sum();
    println!(
        "==> soak: the renderer served {clients} clients; the busiest sent {peak} messages in \
         a second; clients were slowed for their message rate in {slowed} second(s)"
    );
    let mut problems: Vec<String> = warm
        .iter()
        .chain(soaked.iter())
        .flat_map(|t| t.failures.iter().cloned())
        .collect();
    if let Ok(Some(status)) = renderer.0.try_wait() {
        problems.push(format!("the renderer died: {status}"));
    }
    if text.contains("panicked") {
        problems.push(format!(
            "the renderer logged a panic (see {})",
            log_path.display()
        ));
    }
    if slowed > 0 {
        problems.push(format!(
            "clients were slowed in {slowed} second(s): the default max_message_rate is too low"
        ));
    }
    if soaked[0].values.is_empty() {
        problems.push("no glmark2 run finished during the soak".into());
    }
    if soaked[2].values.is_empty() {
        problems.push("no client was killed mid-work during the soak".into());
    }
    for (what, d) in [("resident memory", rss), ("open fds", fds)] {
        if d.abs() > opts.tolerance {
            problems.push(format!(
                "the renderer's {what} moved by {d:+.1} %, past {} %",
                opts.tolerance
            ));
        }
    }
    if problems.is_empty() {
        println!(
            "==> soak: flat within {} %, every client served",
            opts.tolerance
        );
        Ok(())
    } else {
        Err(Error::msg(problems.join("\n")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_read() {
        let a = |s: &[&str]| parse(&s.iter().map(|&x| x.to_owned()).collect::<Vec<_>>());
        let o = a(&[]).unwrap();
        assert_eq!(o.soak, Duration::from_secs(600));
        assert_eq!(o.warmup, Duration::from_secs(60));
        assert_eq!(o.tolerance, 5.0);
        let o = a(&["--seconds", "60", "--tolerance", "8"]).unwrap();
        assert_eq!(o.soak, Duration::from_secs(60));
        assert_eq!(o.warmup, Duration::from_secs(20));
        assert_eq!(o.tolerance, 8.0);
        assert_eq!(
            a(&["--minutes", "2"]).unwrap().soak,
            Duration::from_secs(120)
        );
        assert!(a(&["--minutes"]).is_err());
        assert!(a(&["--minutes", "-1"]).is_err());
        assert!(a(&["--what"]).is_err());
        assert_eq!(change(100, 105), 5.0);
        assert_eq!(change(100, 95), -5.0);
    }
}
