//! The thread that writes pipeline-cache files, so that no stream thread waits for the disk.
//!
//! Rules:
//! - one thread per renderer process, started by the first [`save`]; jobs run in the order
//!   they were queued;
//! - a file is written whole to a temporary name in the same directory, synced, then renamed
//!   over the old one: a reader sees the old file or the new one, never a part;
//! - a file larger than the bound is not written (logged once per file name);
//! - after each write, the oldest cache files of the directory (by modification time) are
//!   removed until the directory's cache files together fit the bound; the file just written
//!   is removed last. Cache files are the pipeline caches ([`EXTENSION`]) and the rewritten
//!   SPIR-V ([`SPIRV_EXTENSION`], [`crate::repair::spirv_cache`]). Temporary files left by a renderer that died are removed when older
//!   than a minute.
//!
//! A process that ends on purpose (a worker whose client left) first waits for the queued
//! jobs ([`flush`]); a job still queued when the process dies otherwise is lost, and the
//! previous file stays intact.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, SystemTime};

/// The extension of pipeline cache files.
pub const EXTENSION: &str = "vkpc";

/// The extension of rewritten-SPIR-V files ([`crate::repair::spirv_cache`]).
pub const SPIRV_EXTENSION: &str = "vkspv";

/// The extensions of the files eviction counts and removes.
pub const EXTENSIONS: [&str; 2] = [EXTENSION, SPIRV_EXTENSION];

/// One file to write.
#[derive(Debug)]
pub struct Job {
    /// The directory (created if missing).
    pub dir: PathBuf,
    /// The file's name in it.
    pub name: String,
    /// The whole file ([`super::file::encode`]).
    pub bytes: Vec<u8>,
    /// The most bytes the directory's cache files may hold together.
    pub max_bytes: u64,
}

/// Jobs queued and jobs finished (written, skipped or failed): free-running counts.
static QUEUED: AtomicU64 = AtomicU64::new(0);
static FINISHED: AtomicU64 = AtomicU64::new(0);

/// Waits until every job queued before the call has finished, for at most `timeout`;
/// whether they all did.
pub fn flush(timeout: Duration) -> bool {
    // Acquire: pairs with the Release increments, so the files they count are in place.
    let want = QUEUED.load(Ordering::Acquire);
    let start = std::time::Instant::now();
    while FINISHED.load(Ordering::Acquire) < want {
        if start.elapsed() >= timeout {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    true
}

fn sender() -> &'static Mutex<Option<Sender<Job>>> {
    static TX: OnceLock<Mutex<Option<Sender<Job>>>> = OnceLock::new();
    TX.get_or_init(|| {
        let (tx, rx) = channel::<Job>();
        let spawned = std::thread::Builder::new()
            .name("vkrelay-pcache".into())
            .spawn(move || {
                for job in rx {
                    run(&job);
                    // Release: the job's file operations happen before it counts as done.
                    FINISHED.fetch_add(1, Ordering::Release);
                }
            });
        match spawned {
            Ok(_) => Mutex::new(Some(tx)),
            Err(e) => {
                tracing::warn!("pipeline cache: cannot start the writer thread: {e}");
                Mutex::new(None)
            }
        }
    })
}

/// Queues `job` for the writer thread; returns at once.
pub fn save(job: Job) {
    let tx = sender().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(tx) = tx.as_ref() {
        // Counted before the send, so that a flush after this call waits for the job (and
        // the finished count never passes the queued one). Release: see `flush`.
        QUEUED.fetch_add(1, Ordering::Release);
        // The receiver lives as long as the process: a send cannot fail.
        let _ = tx.send(job);
    }
}

/// Writes `job` now, on this thread (what the writer thread does with each job).
pub fn run(job: &Job) {
    if job.bytes.len() as u64 > job.max_bytes {
        crate::repair::warn_once(format!("pcache-bound {}", job.name), || {
            format!(
                "pipeline cache: {} not saved: {} bytes, above pipeline_cache_max ({} bytes)",
                job.name,
                job.bytes.len(),
                job.max_bytes
            )
        });
        return;
    }
    if let Err(e) = write_atomically(&job.dir, &job.name, &job.bytes) {
        tracing::warn!(
            "pipeline cache: cannot write {}: {e}",
            job.dir.join(&job.name).display()
        );
        return;
    }
    evict(&job.dir, &job.name, job.max_bytes);
}

fn write_atomically(dir: &Path, name: &str, bytes: &[u8]) -> std::io::Result<()> {
    static SERIAL: AtomicU64 = AtomicU64::new(0);
    std::fs::create_dir_all(dir)?;
    // Relaxed: only uniqueness matters.
    let n = SERIAL.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
    let r = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_data()?;
        std::fs::rename(&tmp, dir.join(name))
    })();
    if r.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    r
}

/// Removes the oldest cache files of `dir` until they fit `max_bytes`, `keep` last.
pub fn evict(dir: &Path, keep: &str, max_bytes: u64) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let now = SystemTime::now();
    let mut files = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Ok(meta) = e.metadata() else { continue };
        if !meta.is_file() {
            continue;
        }
        let mtime = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
        if name.starts_with('.') && name.ends_with(".tmp") {
            let stale = now
                .duration_since(mtime)
                .is_ok_and(|d| d > Duration::from_secs(60));
            if stale {
                let _ = std::fs::remove_file(e.path());
            }
            continue;
        }
        if Path::new(&name)
            .extension()
            .is_some_and(|x| EXTENSIONS.iter().any(|e| x == *e))
        {
            files.push((name == keep, mtime, meta.len(), e.path()));
        }
    }
    let mut total: u64 = files.iter().map(|f| f.2).sum();
    // The file just written sorts last, then newest last.
    files.sort_by_key(|&(kept, mtime, _, _)| (kept, mtime));
    for (_, _, len, path) in files {
        if total <= max_bytes {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            tracing::info!(path = %path.display(), "pipeline cache: evicted");
            total -= len;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("vkrelay-pcw-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    fn set_age(path: &Path, secs: u64) {
        let t = SystemTime::now() - Duration::from_secs(secs);
        let f = std::fs::File::options().write(true).open(path).unwrap();
        f.set_modified(t).unwrap();
    }

    #[test]
    fn writes_replace_the_file_whole() {
        let d = dir("replace");
        for bytes in [&b"first"[..], b"second, longer"] {
            run(&Job {
                dir: d.clone(),
                name: "a.vkpc".into(),
                bytes: bytes.to_vec(),
                max_bytes: 1 << 20,
            });
            assert_eq!(std::fs::read(d.join("a.vkpc")).unwrap(), bytes);
        }
        let names: Vec<_> = std::fs::read_dir(&d).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "a temporary file stayed behind");
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn the_oldest_files_go_first_and_the_bound_holds() {
        let d = dir("evict");
        std::fs::create_dir_all(&d).unwrap();
        for (name, age) in [("old.vkpc", 300), ("mid.vkspv", 200), ("new.vkpc", 100)] {
            std::fs::write(d.join(name), [0u8; 100]).unwrap();
            set_age(&d.join(name), age);
        }
        std::fs::write(d.join("other.txt"), [0u8; 1000]).unwrap();
        run(&Job {
            dir: d.clone(),
            name: "this.vkpc".into(),
            bytes: vec![1; 150],
            max_bytes: 300,
        });
        assert!(!d.join("old.vkpc").exists());
        assert!(!d.join("mid.vkspv").exists());
        assert!(d.join("new.vkpc").exists());
        assert!(d.join("this.vkpc").exists());
        assert!(d.join("other.txt").exists(), "only cache files are evicted");
        // Above the bound: not written, nothing else removed.
        run(&Job {
            dir: d.clone(),
            name: "huge.vkpc".into(),
            bytes: vec![1; 301],
            max_bytes: 300,
        });
        assert!(!d.join("huge.vkpc").exists());
        assert!(d.join("new.vkpc").exists());
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn flush_waits_for_queued_jobs() {
        let d = dir("flush");
        for n in 0..3 {
            save(Job {
                dir: d.clone(),
                name: format!("{n}.vkpc"),
                bytes: vec![n; 10],
                max_bytes: 1 << 20,
            });
        }
        assert!(flush(Duration::from_secs(10)));
        for n in 0..3 {
            assert!(d.join(format!("{n}.vkpc")).exists());
        }
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn stale_temporary_files_are_removed() {
        let d = dir("stale");
        std::fs::create_dir_all(&d).unwrap();
        let stale = d.join(".x.vkpc.1.0.tmp");
        let fresh = d.join(".x.vkpc.1.1.tmp");
        std::fs::write(&stale, b"x").unwrap();
        std::fs::write(&fresh, b"x").unwrap();
        set_age(&stale, 120);
        evict(&d, "", 0);
        assert!(!stale.exists());
        assert!(fresh.exists(), "a write under way is left alone");
        std::fs::remove_dir_all(&d).unwrap();
    }
}
