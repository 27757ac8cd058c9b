//! The renderer's pipeline cache on disk ([`vkrelay_renderer::pipeline_cache`]), on
//! lavapipe: the bundled example (whose pipelines pass no cache) run twice through a
//! renderer with a private `XDG_CACHE_HOME`; the first run writes the file, the second
//! loads it; damaged or foreign files are ignored with one warning and the example still
//! draws; the size bound holds.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use vkrelay_renderer::pipeline_cache::file;

use crate::relay::{Renderer, TempDir, run_app};

/// The cache files in `dir`.
fn cache_files(dir: &Path) -> Vec<PathBuf> {
    files_with(dir, "vkpc")
}

/// The files in `dir` whose extension is `ext`, in name order (none if `dir` is missing).
pub(crate) fn files_with(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut v: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    v.sort();
    v
}

struct Run {
    /// The renderer's log (warnings and the stats summary).
    log: String,
}

/// Runs the example once through a fresh renderer whose cache lives under `cache_home`
/// (`XDG_CACHE_HOME`), with `--stats` and the extra `config` lines; waits for the client's
/// stats line and, where `expect_file`, for a cache file to appear in the directory.
fn run_once(dir: &Path, tag: &str, cache_home: &Path, config: &str, expect_file: bool) -> Run {
    run_with(
        dir,
        tag,
        cache_home,
        config,
        &[],
        expect_file.then(|| cache_home.join("vkrelay")).as_deref(),
    )
}

/// [`run_once`] with extra renderer `flags`, waiting for a new cache file in `expect_in`
/// where it is given.
fn run_with(
    dir: &Path,
    tag: &str,
    cache_home: &Path,
    config: &str,
    flags: &[&str],
    expect_in: Option<&Path>,
) -> Run {
    let dir = dir.join(tag);
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("renderer.toml");
    std::fs::write(&cfg, format!("stats = true\n{config}")).unwrap();
    let log_path = dir.join("renderer.log");
    let cache_dir = expect_in.map_or_else(|| cache_home.join("vkrelay"), Path::to_path_buf);
    let before: Vec<(PathBuf, std::time::SystemTime)> = cache_files(&cache_dir)
        .into_iter()
        .filter_map(|p| Some((p.clone(), std::fs::metadata(&p).ok()?.modified().ok()?)))
        .collect();
    let mut args = vec!["--config", cfg.to_str().unwrap()];
    args.extend_from_slice(flags);
    let renderer = Renderer::start_env(
        &dir,
        &args,
        &[
            ("XDG_CACHE_HOME", cache_home.to_str().unwrap()),
            ("VKRELAY_LOG", "warn"),
        ],
        Some(&log_path),
    );
    let mut cmd = Command::new(crate::clients::offscreen_binary());
    cmd.arg("--out").arg(dir.join("out.png"));
    let out = run_app(cmd, &dir, &renderer.socket, Duration::from_secs(180));
    assert!(
        out.status.success(),
        "the example failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let log = || std::fs::read_to_string(&log_path).unwrap_or_default();
    let start = Instant::now();
    while !stats_seen(&log()) && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    if expect_in.is_some() {
        // The writer thread renames the file into place after the client left.
        let fresh = || {
            cache_files(&cache_dir).into_iter().any(|p| {
                let m = std::fs::metadata(&p).and_then(|m| m.modified()).ok();
                !before.iter().any(|(q, t)| *q == p && Some(*t) == m)
            })
        };
        while !fresh() && start.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(fresh(), "no cache file written; log:\n{}", log());
    }
    drop(renderer);
    Run { log: log() }
}

/// The numbers of the stats line `pipeline cache: N loads (B bytes), M saves (C bytes), ...`.
fn cache_stats(log: &str) -> Option<(u64, u64, u64, u64, u64)> {
    let line = log.lines().find(|l| l.starts_with("pipeline cache: "))?;
    let nums: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    Some((nums[0], nums[1], nums[2], nums[3], nums[4]))
}

/// Whether the renderer printed a client's stats (`vkrelay-renderer: client PID stats: ...`).
fn stats_seen(log: &str) -> bool {
    log.lines()
        .any(|l| l.starts_with("vkrelay-renderer: client ") && l.contains(" stats: "))
}

fn warnings(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains("pipeline cache:") && l.contains(" ignored: "))
        .collect()
}

/// The key stored in a valid file, and the driver's data.
fn split(bytes: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let k = u32::from_le_bytes(bytes[12..16].try_into().unwrap()) as usize;
    let key = bytes[32..32 + k].to_vec();
    let data = file::decode(bytes, &key).unwrap().to_vec();
    (key, data)
}

#[test]
fn a_second_run_loads_what_the_first_saved_and_damage_is_ignored() {
    let dir = TempDir::new("pcache");
    let home = dir.0.join("cache");
    let cache_dir = home.join("vkrelay");

    let first = run_once(&dir.0, "first", &home, "", true);
    let (loads, _, saves, saved, ignored) = cache_stats(&first.log)
        .unwrap_or_else(|| panic!("no pipeline cache stats:\n{}", first.log));
    assert_eq!((loads, ignored), (0, 0), "{}", first.log);
    assert!(saves >= 1 && saved > 0, "{}", first.log);
    let files = cache_files(&cache_dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let path = files[0].clone();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("vkrelay_offscreen_example-"), "{name}");
    let good = std::fs::read(&path).unwrap();
    let (key, data) = split(&good);
    assert!(
        data.len() >= 32,
        "the driver's data has at least its header"
    );

    let second = run_once(&dir.0, "second", &home, "", false);
    let (loads, loaded, _, _, ignored) = cache_stats(&second.log)
        .unwrap_or_else(|| panic!("no pipeline cache stats:\n{}", second.log));
    assert_eq!(loads, 1, "{}", second.log);
    assert_eq!(loaded, data.len() as u64, "{}", second.log);
    assert_eq!(ignored, 0, "{}", second.log);
    assert!(warnings(&second.log).is_empty(), "{}", second.log);

    // Each damaged file: one warning naming why, nothing loaded, the example still draws,
    // and a good file written over it.
    let mut wrong_version = good.clone();
    wrong_version[8] = 9;
    let mut other_uuid = data.clone();
    other_uuid[16] ^= 0xff;
    let mut other_key = key.clone();
    *other_key.last_mut().unwrap() ^= 0xff;
    let cases: [(&str, Vec<u8>, &str); 6] = [
        ("truncated", good[..good.len() / 2].to_vec(), "truncated"),
        ("garbage", vec![0x5a; 4096], "bad magic"),
        ("empty", Vec::new(), "truncated"),
        ("version", wrong_version, "format version 9"),
        ("uuid", file::encode(&key, &other_uuid), "pipelineCacheUUID"),
        (
            "key",
            file::encode(&other_key, &data),
            "another application or driver",
        ),
    ];
    for (tag, bytes, why) in cases {
        std::fs::write(&path, &bytes).unwrap();
        let run = run_once(&dir.0, tag, &home, "", true);
        let w = warnings(&run.log);
        assert_eq!(w.len(), 1, "{tag}: {}", run.log);
        assert!(w[0].contains(why), "{tag}: {w:?}");
        let (loads, _, saves, _, ignored) = cache_stats(&run.log).unwrap();
        assert_eq!((loads, ignored), (0, 1), "{tag}: {}", run.log);
        assert!(saves >= 1, "{tag}: {}", run.log);
        let (k, _) = split(&std::fs::read(&path).unwrap());
        assert_eq!(k, key, "{tag}: the rewritten file has the right key");
    }
}

#[test]
fn the_size_bound_evicts_the_oldest_files_and_off_writes_nothing() {
    let dir = TempDir::new("pcache-bound");
    let home = dir.0.join("cache");
    let cache_dir = home.join("vkrelay");
    std::fs::create_dir_all(&cache_dir).unwrap();
    let now = std::time::SystemTime::now();
    for (name, age) in [("old.vkpc", 300), ("mid.vkpc", 200), ("new.vkpc", 100)] {
        let p = cache_dir.join(name);
        std::fs::write(&p, vec![0u8; 64 << 10]).unwrap();
        let f = std::fs::File::options().write(true).open(&p).unwrap();
        f.set_modified(now - Duration::from_secs(age)).unwrap();
    }
    // Room for the two newest old files and the new one (lavapipe's data is small).
    let bound = (64 << 10) * 2 + (32 << 10);
    run_once(
        &dir.0,
        "bound",
        &home,
        &format!("pipeline_cache_max = {bound}\n"),
        true,
    );
    let files = cache_files(&cache_dir);
    let total: u64 = files
        .iter()
        .map(|p| std::fs::metadata(p).unwrap().len())
        .sum();
    assert!(total <= bound, "{total} bytes in {files:?}");
    assert!(!cache_dir.join("old.vkpc").exists(), "{files:?}");
    assert!(cache_dir.join("new.vkpc").exists(), "{files:?}");
    assert_eq!(files.len(), 3, "{files:?}");

    // Off: nothing loaded or written, no stats line.
    let off = dir.0.join("off-cache");
    let run = run_once(&dir.0, "off", &off, "pipeline_cache = false\n", false);
    assert!(cache_stats(&run.log).is_none(), "{}", run.log);
    // (The driver may keep its own cache there: Mesa's `mesa_shader_cache`.)
    assert!(!off.join("vkrelay").exists());
}

/// The command-line flags override the configuration file: `--pipeline-cache-dir` moves the
/// files, `--pipeline-cache-max` bounds them, and `--no-pipeline-cache` turns the cache off
/// although the file says `pipeline_cache = true`.
#[test]
fn the_command_line_flags_override_the_file() {
    let dir = TempDir::new("pcache-flags");
    let home = dir.0.join("cache");
    let elsewhere = dir.0.join("elsewhere");
    let old = elsewhere.join("old.vkpc");
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::fs::write(&old, vec![0u8; 64 << 10]).unwrap();
    // Less than the old file, more than lavapipe's data for the example.
    let bound = 48u64 << 10;
    let bound_flag = bound.to_string();
    let run = run_with(
        &dir.0,
        "dir",
        &home,
        "pipeline_cache_max = \"1GiB\"\n",
        &[
            "--pipeline-cache-dir",
            elsewhere.to_str().unwrap(),
            "--pipeline-cache-max",
            &bound_flag,
        ],
        Some(&elsewhere),
    );
    let (loads, _, saves, _, _) = cache_stats(&run.log).expect("no pipeline cache stats");
    assert!(loads == 0 && saves >= 1, "{}", run.log);
    let files = cache_files(&elsewhere);
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(!old.exists(), "the flag's bound did not evict: {files:?}");
    assert!(std::fs::metadata(&files[0]).unwrap().len() <= bound);
    assert!(
        !home.join("vkrelay").exists(),
        "written where the flag said not to"
    );

    let run = run_with(
        &dir.0,
        "off",
        &home,
        "pipeline_cache = true\n",
        &["--no-pipeline-cache"],
        None,
    );
    assert!(cache_stats(&run.log).is_none(), "{}", run.log);
    assert!(!home.join("vkrelay").exists());
}

/// zink (which makes its own `VkPipelineCache`s and passes them) through vkrelay: its caches
/// are merged into the renderer's, when it destroys them or at the latest when its device
/// goes away (here: glxgears is killed, and the renderer tears its client down).
#[test]
fn an_applications_own_caches_are_merged() {
    let dir = TempDir::new("pcache-zink");
    let home = dir.0.join("cache");
    let x = crate::clients::Xvfb::start();
    let cfg = dir.0.join("renderer.toml");
    std::fs::write(&cfg, "stats = true\n").unwrap();
    let log_path = dir.0.join("renderer.log");
    let renderer = Renderer::start_env(
        &dir.0,
        &["--config", cfg.to_str().unwrap()],
        &[("XDG_CACHE_HOME", home.to_str().unwrap())],
        Some(&log_path),
    );
    let mut cmd = crate::clients::zink("glxgears", &x);
    cmd.env("VK_DRIVER_FILES", crate::relay::manifest(&dir.0))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    let mut child = cmd.spawn().unwrap();
    // glxgears draws until it is stopped.
    std::thread::sleep(Duration::from_secs(3));
    let _ = child.kill();
    let _ = child.wait();
    let log = || std::fs::read_to_string(&log_path).unwrap_or_default();
    let start = Instant::now();
    while !stats_seen(&log()) && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let files = || cache_files(&home.join("vkrelay"));
    while files().is_empty() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(renderer);
    let log = log();
    let line = log
        .lines()
        .find(|l| l.starts_with("pipeline cache: "))
        .unwrap_or_else(|| panic!("no pipeline cache stats:\n{log}"));
    let merged: u64 = line
        .split(", ")
        .find(|p| p.contains("merged"))
        .and_then(|p| p.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(merged >= 1, "{line}");
    let files = files();
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("glxgears-"), "{name}");
}
