//! Seeds for the fuzz targets, taken from real clients (feature `corpus`): with
//! `VKRELAY_CORPUS_DIR` set, each request the renderer decodes (the messages of a recorded
//! command buffer's batch one by one) is written into that directory, at most [`PER_COMMAND`]
//! distinct ones per command, as `<command id in hex>-<hash of the bytes>`. The files are
//! messages as `vk_wire::decode_request` takes them, header included: the `vk_wire_request`
//! target's input. `tools/fuzz-corpus.sh` runs real programs through such a renderer.
//!
//! Without the feature the call sites compile to nothing.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

/// The most distinct messages kept per command.
pub const PER_COMMAND: usize = 8;

struct Recorder {
    dir: PathBuf,
    /// The hashes written, by command id.
    seen: Mutex<HashMap<u32, Vec<u64>>>,
}

fn recorder() -> Option<&'static Recorder> {
    static R: OnceLock<Option<Recorder>> = OnceLock::new();
    R.get_or_init(|| {
        let dir = PathBuf::from(std::env::var_os("VKRELAY_CORPUS_DIR")?);
        if let Err(e) = std::fs::create_dir_all(&dir) {
            tracing::warn!(dir = %dir.display(), "no fuzz corpus: {e}");
            return None;
        }
        Some(Recorder {
            dir,
            seen: Mutex::new(HashMap::new()),
        })
    })
    .as_ref()
}

/// Keeps `msg` (a request, header included) if its command has fewer than [`PER_COMMAND`]
/// messages kept and none with the same bytes.
pub fn record(msg: &[u8]) {
    let (Some(r), Some(id)) = (recorder(), msg.get(..4)) else {
        return;
    };
    let id = u32::from_le_bytes([id[0], id[1], id[2], id[3]]);
    let mut h = rustc_hash::FxHasher::default();
    msg.hash(&mut h);
    let hash = h.finish();
    {
        let mut seen = r.seen.lock().unwrap_or_else(|e| e.into_inner());
        let kept = seen.entry(id).or_default();
        if kept.len() >= PER_COMMAND || kept.contains(&hash) {
            return;
        }
        kept.push(hash);
    }
    let path = r.dir.join(format!("{id:04x}-{hash:016x}"));
    if let Err(e) = std::fs::write(&path, msg) {
        tracing::warn!(path = %path.display(), "fuzz corpus: {e}");
    }
}
