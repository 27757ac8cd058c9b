//! Fuzzes the renderer's rewritten-SPIR-V cache file (`.vkspv`), read from disk at
//! `vkCreateDevice` (`vkrelay_renderer::repair::spirv_cache`): any bytes give a store or an
//! error, never a panic. The first byte picks what the rest is: a whole file, as the renderer
//! reads it (`Store::fill`, what `Store::load` does after reading the file); or entries, given
//! this build's header, tag and checksum (so that they reach the entry decoders: a raw file
//! rarely passes the checksum, and a file of another build never passes the tag), the entry
//! count in the two bytes before them.
//!
//! What loads must hold: every entry looked up decodes, and the file the store would save
//! loads again with the same entries.
#![no_main]

use libfuzzer_sys::fuzz_target;
use vkrelay_renderer::repair::spirv_cache::{Store, file};

/// The bound `pipeline_cache_max` gives a store (the renderer's default is larger; a file
/// above it is refused before it is decoded).
const DIR_MAX: u64 = 1 << 20;

fn store() -> Store {
    Store::new("/nonexistent".into(), "fuzz.vkspv".into(), DIR_MAX)
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let bytes = if mode & 1 == 0 {
        rest.to_vec()
    } else {
        let [a, b, entries @ ..] = rest else {
            return;
        };
        let tag = file::tag();
        let mut crc = crc32fast::Hasher::new();
        crc.update(tag.as_bytes());
        crc.update(entries);
        let count = usize::from(u16::from_le_bytes([*a, *b]));
        file::encode(tag.as_bytes(), count, crc.finalize(), entries)
    };
    let mut s = store();
    if s.fill(&bytes).is_err() {
        assert!(s.is_empty(), "a refused file leaves entries");
        return;
    }
    // Every entry's value decoded once in `fill`: looking it up decodes it again.
    let tag = file::tag();
    let d = file::decode(&bytes, tag.as_bytes()).expect("a file the store took decodes");
    for e in &d.index {
        match e.kind {
            file::Kind::Rewrite => assert!(s.rewrite(e.key).is_some(), "a rewrite is lost"),
            file::Kind::Plan => assert!(s.plan(e.key).is_some(), "a plan is lost"),
        }
    }
    let saved = s.file();
    let mut again = store();
    again.fill(&saved).expect("the file the store saves loads");
    assert_eq!(again.len(), s.len());
    assert_eq!(again.file(), saved);
});
