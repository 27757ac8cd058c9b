//! Buffers kept from one rewrite for the next.

use crate::Error;
use crate::clip;
use crate::clipemu;
use crate::globals::Globals;
use crate::module::{Edit, Module};

/// Spare buffers of each kind a [`Scratch`] keeps at most (a pipeline's two stages, each
/// with an input and an output buffer, fit).
const KEEP: usize = 4;

/// Buffers that the `_in` entry points (such as
/// [`Stage::new_in`](crate::clipemu::Stage::new_in)) reuse instead of allocating: the
/// module's words, its analysis and the edits of a rewrite. A caller that rewrites a
/// stream of modules (a renderer's pipeline-cache misses) keeps one per device or per
/// thread, so that a steady stream allocates little more than the words it keeps.
///
/// It holds at most a few buffers of each kind, each as large as the largest module it
/// served. Results do not depend on what it holds.
///
/// ```
/// use spirv_patch::{Scratch, clipemu::{self, ExecutionModel, Slots}};
///
/// let words = clipemu::discard_only_fragment(&Slots::default())?;
/// let mut scratch = Scratch::new();
/// for _ in 0..2 {
///     let module = scratch.module(&words)?;
///     let stage = clipemu::Stage::new_in(module, ExecutionModel::Fragment, &mut scratch)?;
///     let slots = Slots { first_location: 0, clip: 1, cull: 0 };
///     let (m, _) = stage.discard_fragments_in(&slots, &mut scratch)?;
///     assert!(m.words().len() > words.len());
///     scratch.recycle(m);
/// }
/// # Ok::<(), spirv_patch::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct Scratch {
    /// Spare word buffers; one of capacity 0 is a free place.
    words: [Vec<u32>; KEEP],
    /// Boxed: a pass hands its globals on by value several times.
    globals: [Option<Box<Globals>>; KEEP],
    splices: [Option<(Vec<Edit>, Vec<u32>)>; KEEP],
    /// The clip-distance removal's maps and lists (one removal runs at a time).
    clip: Option<Box<clip::Buffers>>,
    /// The lists of the emulation's interface reading.
    interface: clipemu::InterfaceBuffers,
    /// Code a pass builds before it inserts it.
    code: Vec<u32>,
}

/// Takes a kept item out of `pool`, if any.
fn take<T>(pool: &mut [Option<T>]) -> Option<T> {
    pool.iter_mut().find_map(Option::take)
}

/// Keeps `item` in a free place of `pool`, or drops it when there is none.
fn keep<T>(pool: &mut [Option<T>], item: T) {
    if let Some(free) = pool.iter_mut().find(|p| p.is_none()) {
        *free = Some(item);
    }
}

impl Scratch {
    /// An empty scratch (no allocation): the first runs allocate what later ones reuse.
    pub fn new() -> Scratch {
        Scratch::default()
    }

    /// [`Module::from_words`] of a copy of `words`, made in a kept buffer.
    pub fn module(&mut self, words: &[u32]) -> Result<Module, Error> {
        let mut buf = self.words(words.len());
        buf.extend_from_slice(words);
        Module::from_words(buf)
    }

    /// Keeps the buffer of a module the caller is done with.
    pub fn recycle(&mut self, module: Module) {
        self.put_words(module.into_words());
    }

    /// An empty word buffer with room for `capacity` words.
    pub(crate) fn words(&mut self, capacity: usize) -> Vec<u32> {
        // The smallest kept buffer that holds `capacity` words: a larger one stays for a
        // larger module, a smaller one would have to grow (a copy).
        let fit = self
            .words
            .iter_mut()
            .filter(|v| v.capacity() >= capacity && v.capacity() > 0)
            .min_by_key(|v| v.capacity());
        match fit {
            Some(v) => {
                let mut v = std::mem::take(v);
                v.clear();
                v
            }
            None => Vec::with_capacity(capacity),
        }
    }

    /// Keeps `v` for [`Scratch::words`].
    pub(crate) fn put_words(&mut self, v: Vec<u32>) {
        // A free place, else the place of the smallest buffer if `v` is larger.
        if let Some(place) = self
            .words
            .iter_mut()
            .min_by_key(|kept| kept.capacity())
            .filter(|kept| kept.capacity() < v.capacity())
        {
            *place = v;
        }
    }

    /// Globals whose buffers [`Globals::refill`] reuses.
    pub(crate) fn globals(&mut self) -> Box<Globals> {
        take(&mut self.globals).unwrap_or_default()
    }

    /// Keeps `g` for [`Scratch::globals`].
    pub(crate) fn put_globals(&mut self, g: Box<Globals>) {
        keep(&mut self.globals, g);
    }

    /// Empty buffers for a splice's edits and words.
    pub(crate) fn splice_buffers(&mut self) -> (Vec<Edit>, Vec<u32>) {
        let (mut edits, mut buf) = take(&mut self.splices).unwrap_or_default();
        edits.clear();
        buf.clear();
        (edits, buf)
    }

    /// Keeps a splice's buffers for [`Scratch::splice_buffers`].
    pub(crate) fn put_splice_buffers(&mut self, edits: Vec<Edit>, buf: Vec<u32>) {
        keep(&mut self.splices, (edits, buf));
    }

    /// The clip-distance removal's buffers.
    pub(crate) fn clip_buffers(&mut self) -> Box<clip::Buffers> {
        self.clip.take().unwrap_or_default()
    }

    /// An empty buffer for code a pass builds.
    pub(crate) fn code_buffer(&mut self) -> Vec<u32> {
        let mut code = std::mem::take(&mut self.code);
        code.clear();
        code
    }

    /// Keeps `code` for [`Scratch::code_buffer`].
    pub(crate) fn put_code_buffer(&mut self, code: Vec<u32>) {
        self.code = code;
    }

    /// The emulation's interface-reading lists.
    pub(crate) fn interface_buffers(&mut self) -> clipemu::InterfaceBuffers {
        std::mem::take(&mut self.interface)
    }

    /// Keeps `b` for [`Scratch::interface_buffers`].
    pub(crate) fn put_interface_buffers(&mut self, b: clipemu::InterfaceBuffers) {
        self.interface = b;
    }

    /// Keeps `b` for [`Scratch::clip_buffers`].
    pub(crate) fn put_clip_buffers(&mut self, b: Box<clip::Buffers>) {
        self.clip = Some(b);
    }
}
