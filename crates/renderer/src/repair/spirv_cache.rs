//! Rewritten SPIR-V kept on disk beside the pipeline cache, so that a second run of an
//! application skips the rewrites ([`super::pipeline`]) it paid for in the first.
//!
//! # Rules
//!
//! - **What.** Two kinds of entries ([`file::Kind`]): a stage's rewrite, keyed by the
//!   original module (its XXH3-128 hash and length) and the [`Edit`](super::pipeline::Edit)
//!   serialized byte for byte ([`file::rewrite_key`]), holding the rewritten words, the
//!   scaled locations' new formats and whether the passes changed anything
//!   ([`file::Rewrite`]); and a pipeline's clip and cull distance plan
//!   ([`super::clip::Plan`]), keyed by its stages' kinds and modules, the device's varying
//!   locations and the distance repairs ([`file::plan_key`]). A refused rewrite or plan is
//!   not kept: it is tried again, and refused again, in the next run.
//! - **Trust.** The file's tag ([`file::tag`]) names the renderer's and spirv-patch's
//!   versions and the format's: a file of another rewriter is ignored as a whole. The rewrite
//!   depends on nothing else: not on the driver or its version.
//! - **Where.** The pipeline cache's directory ([`crate::pipeline_cache`]), one file per
//!   application, engine and device model, named as the pipeline cache's file with the
//!   extension [`EXTENSION`] ([`crate::pipeline_cache::Key::file_name_with`]). Off with
//!   `pipeline_cache = false`; only devices with shader repairs have one.
//! - **Load.** At `vkCreateDevice` ([`super::Repairs::device_created`]). A file that fails a
//!   check ([`file::decode`]: header, lengths, checksum, tag, and every entry: known kinds,
//!   formats and edit kinds, words that start as a SPIR-V module does; no key twice) is
//!   ignored with one warning line; a missing file is not an error. A hit still goes
//!   through the validator when `VKRELAY_SPIRV_VAL` names one, and a module the driver
//!   refuses makes the stage go to the driver as it was, as a refused rewrite does.
//! - **Save.** Rewrites and plans made in this run are appended to the entries; after a
//!   pipeline creation that left entries unsaved, when [`SAVE_INTERVAL`] passed since the
//!   last save (or since the load), and when the device goes away, the whole file is queued
//!   for the pipeline cache's [`writer`] thread, which writes it atomically and keeps the
//!   directory under `pipeline_cache_max` (these files count).
//! - **Bound.** At most [`file::MAX_ENTRIES`] entries and the smaller of [`MAX_BYTES`] and
//!   `pipeline_cache_max` bytes per file; once full, new rewrites are made but not kept.
//! - **Stats.** Entries loaded and files ignored, rewrites and plans taken from disk
//!   ([`crate::stats::RepairStats`]'s `disk_entries_loaded`, `disk_files_ignored`,
//!   `rewrites_from_disk` and `plans_from_disk`); a rewrite from disk is not counted as
//!   patched.

pub mod file;

use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::Instant;

use rustc_hash::FxHashMap;

use crate::pipeline_cache::{SAVE_INTERVAL, writer};
use crate::stats::RepairStats;
use file::{FileError, Kind};

/// The extension of these files.
pub const EXTENSION: &str = writer::SPIRV_EXTENSION;

/// The most bytes one file holds (less where `pipeline_cache_max` is less).
pub const MAX_BYTES: u64 = 64 << 20;

/// One device's rewrites on disk: the entries of its file and those made since.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    name: String,
    /// `pipeline_cache_max`: the bound of the directory's cache files together.
    dir_max: u64,
    /// The bound of this file.
    max_bytes: u64,
    tag: Vec<u8>,
    /// The encoded entries ([`file::encode_entry`]), loaded then appended to.
    entries: Vec<u8>,
    /// CRC-32 of the tag and `entries`, kept up to date as entries are appended.
    crc: crc32fast::Hasher,
    /// Where each key's value lies in `entries`, by kind.
    rewrites: FxHashMap<Box<[u8]>, Range<usize>>,
    plans: FxHashMap<Box<[u8]>, Range<usize>>,
    /// Entries appended since the last save.
    unsaved: usize,
    last_save: Instant,
}

impl Store {
    /// An empty store whose file is `dir/name`, under the directory bound `dir_max`
    /// (`pipeline_cache_max`).
    pub fn new(dir: PathBuf, name: String, dir_max: u64) -> Store {
        let tag = file::tag().into_bytes();
        let mut crc = crc32fast::Hasher::new();
        crc.update(&tag);
        Store {
            dir,
            name,
            dir_max,
            max_bytes: MAX_BYTES.min(dir_max),
            tag,
            entries: Vec::new(),
            crc,
            rewrites: FxHashMap::default(),
            plans: FxHashMap::default(),
            unsaved: 0,
            last_save: Instant::now(),
        }
    }

    /// The store of `dir/name`, with the file's entries if it holds a good one; a file that
    /// fails a check is logged (one warning line), counted in `stats.disk_files_ignored` and
    /// left for the next save to replace. The entries loaded count in
    /// `stats.disk_entries_loaded`.
    pub fn load(dir: &Path, name: &str, dir_max: u64, stats: &mut RepairStats) -> Store {
        let mut store = Store::new(dir.to_owned(), name.to_owned(), dir_max);
        let path = dir.join(name);
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return store,
            Err(e) => {
                tracing::warn!("rewritten SPIR-V cache: {} ignored: {e}", path.display());
                stats.disk_files_ignored += 1;
                return store;
            }
        };
        match store.fill(&bytes) {
            Ok(()) => {
                tracing::info!(
                    path = %path.display(),
                    entries = store.len(),
                    "rewritten SPIR-V cache: loaded"
                );
                stats.disk_entries_loaded += store.len() as u64;
            }
            Err(e) => {
                tracing::warn!("rewritten SPIR-V cache: {} ignored: {e}", path.display());
                stats.disk_files_ignored += 1;
            }
        }
        store
    }

    /// Takes the entries of `bytes`, a whole file, in place of the store's (unchanged on an
    /// error). A file whose entries decode ([`file::decode`]) is still refused if it holds a
    /// key twice under one kind.
    pub fn fill(&mut self, bytes: &[u8]) -> Result<(), FileError> {
        if bytes.len() as u64 > self.max_bytes {
            return Err(FileError::Length);
        }
        let d = file::decode(bytes, &self.tag)?;
        let mut entries = Vec::with_capacity(d.entries.len());
        let (mut rewrites, mut plans) = (FxHashMap::default(), FxHashMap::default());
        entries.extend_from_slice(d.entries);
        for e in &d.index {
            let map = match e.kind {
                Kind::Rewrite => &mut rewrites,
                Kind::Plan => &mut plans,
            };
            // The store never writes a key twice; a file that does would save with an entry
            // count (`len`) that is not its number of entries.
            if map.insert(e.key.into(), e.value.clone()).is_some() {
                return Err(FileError::Entry("a key twice"));
            }
        }
        let mut crc = crc32fast::Hasher::new();
        crc.update(&self.tag);
        crc.update(&entries);
        self.entries = entries;
        self.crc = crc;
        self.rewrites = rewrites;
        self.plans = plans;
        self.unsaved = 0;
        self.last_save = Instant::now();
        Ok(())
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.rewrites.len() + self.plans.len()
    }

    /// Whether it holds no entry.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn value(&self, kind: Kind, key: &[u8]) -> Option<&[u8]> {
        let map = match kind {
            Kind::Rewrite => &self.rewrites,
            Kind::Plan => &self.plans,
        };
        map.get(key).and_then(|r| self.entries.get(r.clone()))
    }

    /// The rewrite of `key` ([`file::rewrite_key`]), if kept.
    pub fn rewrite(&self, key: &[u8]) -> Option<file::Rewrite> {
        // Every value was decoded once already (at the load, or made here).
        file::decode_rewrite(self.value(Kind::Rewrite, key)?).ok()
    }

    /// The distance plan of `key` ([`file::plan_key`]), if kept.
    pub fn plan(&self, key: &[u8]) -> Option<super::clip::Plan> {
        file::decode_plan(self.value(Kind::Plan, key)?).ok()
    }

    /// Keeps `value` under `key`, unless the key is there or the store is full.
    pub fn insert(&mut self, kind: Kind, key: Vec<u8>, value: &[u8]) {
        let size = file::ENTRY_HEADER_LEN + key.len() + value.len();
        let file_len = file::HEADER_LEN + self.tag.len() + self.entries.len() + size;
        if self.len() >= file::MAX_ENTRIES
            || file_len as u64 > self.max_bytes
            || key.len() > file::MAX_KEY
        {
            super::warn_once(format!("spirv-cache-full {}", self.name), || {
                format!(
                    "rewritten SPIR-V cache: {} is full ({} entries, {} bytes); new rewrites \
                     are not kept",
                    self.name,
                    self.len(),
                    self.entries.len()
                )
            });
            return;
        }
        let map = match kind {
            Kind::Rewrite => &mut self.rewrites,
            Kind::Plan => &mut self.plans,
        };
        if map.contains_key(key.as_slice()) {
            return;
        }
        let start = self.entries.len();
        file::encode_entry(&mut self.entries, kind, &key, value);
        self.crc.update(&self.entries[start..]);
        let at = self.entries.len() - value.len();
        map.insert(key.into(), at..self.entries.len());
        self.unsaved += 1;
    }

    /// The whole file.
    pub fn file(&self) -> Vec<u8> {
        file::encode(
            &self.tag,
            self.len(),
            self.crc.clone().finalize(),
            &self.entries,
        )
    }

    /// Whether entries are unsaved and [`SAVE_INTERVAL`] passed since the last save.
    pub fn save_due(&self) -> bool {
        self.unsaved > 0 && self.last_save.elapsed() >= SAVE_INTERVAL
    }

    /// Queues the file for the writer thread if entries are unsaved.
    pub fn save(&mut self) {
        if self.unsaved == 0 {
            return;
        }
        self.unsaved = 0;
        self.last_save = Instant::now();
        writer::save(writer::Job {
            dir: self.dir.clone(),
            name: self.name.clone(),
            bytes: self.file(),
            max_bytes: self.dir_max,
        });
    }
}

/// The XXH3-128 hash of a module's words (their bytes in memory order).
pub fn hash_words(words: &[u32]) -> u128 {
    // SAFETY: `words` is valid for `4 * len` bytes; `u8` has no alignment or validity
    // requirement, and `u32` has no padding.
    let bytes = unsafe { std::slice::from_raw_parts(words.as_ptr().cast::<u8>(), words.len() * 4) };
    xxhash_rust::xxh3::xxh3_128(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(extra: u32) -> Vec<u32> {
        vec![spirv::MAGIC_NUMBER, 0x0001_0000, 0, 8, 0, extra]
    }

    #[test]
    fn entries_round_trip_through_a_file() {
        let mut s = Store::new("/nonexistent".into(), "a.vkspv".into(), 1 << 20);
        assert!(s.is_empty() && s.rewrite(b"k").is_none());
        let w = module(1);
        s.insert(
            Kind::Rewrite,
            b"k".to_vec(),
            &file::encode_rewrite(true, &[], &w),
        );
        s.insert(
            Kind::Rewrite,
            b"n".to_vec(),
            &file::encode_rewrite(false, &[], &[]),
        );
        // A second insert of a key keeps the first value.
        s.insert(
            Kind::Rewrite,
            b"k".to_vec(),
            &file::encode_rewrite(true, &[], &module(2)),
        );
        let plan = crate::repair::clip::Plan::default();
        s.insert(Kind::Plan, b"k".to_vec(), &file::encode_plan(&plan));
        assert_eq!(s.len(), 3);
        let bytes = s.file();
        let mut t = Store::new("/nonexistent".into(), "a.vkspv".into(), 1 << 20);
        t.fill(&bytes).unwrap();
        assert_eq!(t.len(), 3);
        assert_eq!(t.rewrite(b"k").unwrap().words, w);
        assert!(!t.rewrite(b"n").unwrap().changed);
        assert!(t.plan(b"k").is_some() && t.plan(b"n").is_none());
        assert!(t.rewrite(b"x").is_none());
        // Appending after a load keeps the checksum right.
        t.insert(
            Kind::Rewrite,
            b"x".to_vec(),
            &file::encode_rewrite(true, &[], &w),
        );
        let mut u = Store::new("/nonexistent".into(), "a.vkspv".into(), 1 << 20);
        u.fill(&t.file()).unwrap();
        assert_eq!(u.len(), 4);
        assert_eq!(u.file(), t.file());
    }

    #[test]
    fn the_bounds_hold() {
        let w = module(1);
        let value = file::encode_rewrite(true, &[], &w);
        let mut s = Store::new("/nonexistent".into(), "b.vkspv".into(), 300);
        for i in 0u32..100 {
            s.insert(Kind::Rewrite, i.to_le_bytes().to_vec(), &value);
        }
        assert!(!s.is_empty() && s.file().len() <= 300, "{}", s.file().len());
        // A file above the bound is not taken.
        let mut big = Store::new("/nonexistent".into(), "b.vkspv".into(), 1 << 20);
        for i in 0u32..100 {
            big.insert(Kind::Rewrite, i.to_le_bytes().to_vec(), &value);
        }
        let mut small = Store::new("/nonexistent".into(), "b.vkspv".into(), 300);
        assert_eq!(small.fill(&big.file()), Err(FileError::Length));
        assert!(small.is_empty());
    }

    #[test]
    fn saves_are_due_after_the_interval_only_with_new_entries() {
        let mut s = Store::new("/nonexistent".into(), "c.vkspv".into(), 1 << 20);
        assert!(!s.save_due());
        s.last_save -= SAVE_INTERVAL;
        assert!(!s.save_due(), "nothing to save");
        s.insert(
            Kind::Plan,
            b"k".to_vec(),
            &file::encode_plan(&Default::default()),
        );
        assert!(s.save_due());
    }

    /// A file of two rewrites and a plan, as the store saves it.
    fn sample_file() -> Vec<u8> {
        let mut s = Store::new("/nonexistent".into(), "d.vkspv".into(), 1 << 20);
        let w = module(3);
        s.insert(
            Kind::Rewrite,
            b"a".to_vec(),
            &file::encode_rewrite(true, &[], &w),
        );
        s.insert(
            Kind::Rewrite,
            b"b".to_vec(),
            &file::encode_rewrite(false, &[], &[]),
        );
        let plan = crate::repair::clip::Plan::default();
        s.insert(Kind::Plan, b"a".to_vec(), &file::encode_plan(&plan));
        s.file()
    }

    #[test]
    fn a_file_with_a_key_twice_is_refused() {
        let tag = file::tag();
        let rewrite = file::encode_rewrite(true, &[], &module(1));
        let plan = file::encode_plan(&crate::repair::clip::Plan::default());
        let file_of = |entries: &[(Kind, &[u8], &[u8])]| {
            let mut e = Vec::new();
            for &(kind, key, value) in entries {
                file::encode_entry(&mut e, kind, key, value);
            }
            let mut crc = crc32fast::Hasher::new();
            crc.update(tag.as_bytes());
            crc.update(&e);
            file::encode(tag.as_bytes(), entries.len(), crc.finalize(), &e)
        };
        // Every entry decodes, but a store that took both would count one entry and save a
        // file that says one while holding two.
        let twice = file_of(&[
            (Kind::Rewrite, b"k", &rewrite),
            (Kind::Rewrite, b"k", &rewrite),
        ]);
        assert_eq!(file::decode(&twice, tag.as_bytes()).unwrap().index.len(), 2);
        let mut s = Store::new("/nonexistent".into(), "e.vkspv".into(), 1 << 20);
        s.fill(&sample_file()).unwrap();
        assert_eq!(s.fill(&twice), Err(FileError::Entry("a key twice")));
        assert_eq!(s.len(), 3, "a refused file leaves the store as it was");
        // One key under both kinds is two entries, and what loads saves a file that loads.
        let both = file_of(&[(Kind::Rewrite, b"k", &rewrite), (Kind::Plan, b"k", &plan)]);
        let mut t = Store::new("/nonexistent".into(), "e.vkspv".into(), 1 << 20);
        t.fill(&both).unwrap();
        assert_eq!(t.len(), 2);
        let mut u = Store::new("/nonexistent".into(), "e.vkspv".into(), 1 << 20);
        u.fill(&t.file()).unwrap();
        assert_eq!(u.len(), 2);
    }

    /// `tracing`'s output, kept.
    #[derive(Clone, Default)]
    struct Sink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Sink {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// [`Store::load`] of `bytes` written to a file: the store, the stats and the warnings
    /// logged.
    fn load_bytes(bytes: &[u8]) -> (Store, RepairStats, String) {
        use std::sync::atomic::{AtomicU32, Ordering};
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "vkrelay-spirv-cache-test-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("f.vkspv"), bytes).unwrap();
        let sink = Sink::default();
        let w = sink.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::WARN)
            .with_ansi(false)
            .with_writer(move || w.clone())
            .finish();
        let mut stats = RepairStats::default();
        let store = tracing::subscriber::with_default(subscriber, || {
            Store::load(&dir, "f.vkspv", 1 << 20, &mut stats)
        });
        let _ = std::fs::remove_dir_all(&dir);
        let log = String::from_utf8_lossy(&sink.0.lock().unwrap()).into_owned();
        (store, stats, log)
    }

    #[test]
    fn a_good_file_on_disk_loads_without_a_warning() {
        let (store, stats, log) = load_bytes(&sample_file());
        assert_eq!(store.len(), 3);
        assert_eq!(
            (stats.disk_entries_loaded, stats.disk_files_ignored),
            (3, 0)
        );
        assert!(log.is_empty(), "{log}");
    }

    proptest::proptest! {
        /// A truncated file, one with bytes overwritten by garbage, and garbage alone are
        /// each ignored with one warning line and counted; the store starts empty.
        #[test]
        fn a_damaged_file_on_disk_is_ignored_with_one_warning(
            how in 0u8..3,
            at in proptest::prelude::any::<proptest::sample::Index>(),
            garbage in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..96),
        ) {
            let good = sample_file();
            let bad = match how {
                0 => good[..at.index(good.len())].to_vec(),
                1 => {
                    let mut b = good.clone();
                    let i = at.index(b.len());
                    let end = (i + garbage.len()).min(b.len());
                    b.splice(i..end, garbage.iter().copied());
                    b
                }
                _ => garbage,
            };
            proptest::prop_assume!(bad != good);
            let (store, stats, log) = load_bytes(&bad);
            proptest::prop_assert!(store.is_empty());
            proptest::prop_assert_eq!((stats.disk_entries_loaded, stats.disk_files_ignored), (0, 1));
            let warnings: Vec<&str> = log.lines().collect();
            proptest::prop_assert_eq!(warnings.len(), 1, "{}", log);
            proptest::prop_assert!(
                warnings[0].contains("WARN") && warnings[0].contains("f.vkspv ignored: "),
                "{}",
                log
            );
        }
    }

    #[test]
    fn hashes_tell_modules_apart() {
        assert_eq!(hash_words(&module(1)), hash_words(&module(1)));
        assert_ne!(hash_words(&module(1)), hash_words(&module(2)));
        assert_ne!(hash_words(&[0]), hash_words(&[0, 0]));
    }
}
