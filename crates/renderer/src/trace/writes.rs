//! Memory the device writes, left out of the trace: replay's own device writes it again.
//!
//! This concerns hashed memory only: what a client reports written ([`super::watch`]) is the
//! application's alone. A capture point cannot tell the application's writes into hashed
//! memory from the device's: both change the pages' hashes ([`super::pages`]). Without help, a readback
//! buffer that a copy fills every frame is recorded every frame, although replay's copy
//! writes it again. The renderer knows more than the pages, though:
//!
//! - **What the device writes entirely.** While command buffers are recorded
//!   (`Recorder::recorded`), the byte spans of host-memory buffers that transfer commands
//!   write whole are noted per command buffer: `vkCmdCopyBuffer{,2}`, `vkCmdUpdateBuffer`,
//!   `vkCmdFillBuffer` (not `VK_WHOLE_SIZE`) and `vkCmdCopyImageToBuffer{,2}` of colour
//!   formats with tightly packed rows. `vkBeginCommandBuffer` starts a command buffer's list
//!   afresh, and `vkCmdExecuteCommands` adds the secondaries'. A submission collects the spans
//!   of its command buffers (`Recorder::submitted`); the pages those spans cover whole are
//!   the submission's. Anything else the device writes (storage buffers, other formats) is
//!   recorded as before.
//! - **When it has ended, before the client knows.** The client may write those pages again
//!   only once it knows the submission ended. The renderer learns it first in three places,
//!   and there, before anyone is told, it hashes the submission's pages again without
//!   recording them (`Watch::settle`): the fence watcher, before it publishes a fence's
//!   signal to the feedback page (`feedback::Hook`); a host wait the renderer runs
//!   (`vkWaitForFences` of every fence, `vkQueueWaitIdle`, `vkDeviceWaitIdle`), and
//!   `vkGetFenceStatus` returning `VK_SUCCESS`, before the reply goes. A fence's signal also
//!   ends every earlier submission of its queue (its first synchronization scope). Until
//!   then, capture points leave those pages out: only the device may write them while the
//!   submission runs.
//! - **Anything else that may tell the client** drops the pending submissions instead, so
//!   that they are recorded as before: a timeline semaphore's value published or waited for,
//!   query results, an event's status, a wait for any one of several fences, a fence that no
//!   pending submission carries (an acquire's), a swapchain request (an acquire, a
//!   presentation, a present wait), a fence reset or destroyed before the renderer saw it
//!   signalled. Their pages' changes are then found at the next capture point, as any
//!   others.
//!
//! What is not covered: a client that learns of a submission's end only by reading memory the
//! device wrote (no fence, semaphore or wait), and then writes those very bytes before any
//! synchronization the renderer sees, loses that write from the trace.

use std::collections::{HashMap, VecDeque};
use std::ops::Range;

use ash::vk::{self, Handle};
use vk_wire::{args, id};

use super::pages::PAGE;

/// Spans one command buffer keeps at most (more are not noted: they are recorded as before).
const MAX_SPANS: usize = 4096;

/// Command buffers with lists at most; beyond, every list is forgotten (their writes are
/// recorded as before).
const MAX_COMMAND_BUFFERS: usize = 1 << 16;

/// Submissions pending at most; beyond, the oldest is forgotten.
const MAX_PENDING: usize = 4096;

/// Bytes `start..end` of device memory `memory` (driver handle) that a command writes whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span {
    pub memory: u64,
    pub start: u64,
    pub end: u64,
}

/// One submission's pages, not known to have ended yet.
#[derive(Debug)]
pub(crate) struct Pending {
    /// The queue (driver handle).
    queue: u64,
    /// Its fence (driver handle), 0 for none.
    fence: u64,
    /// Merged spans, by memory and start.
    spans: Vec<Span>,
}

/// What the stream threads note (under the client's lock).
#[derive(Debug, Default)]
pub(crate) struct Recorder {
    /// Buffer → (memory, offset) it is bound at.
    buffers: HashMap<u64, (u64, u64)>,
    /// Image → its format.
    images: HashMap<u64, vk::Format>,
    /// Command buffer → spans its recorded commands write whole.
    written: HashMap<u64, Vec<Span>>,
}

/// The bytes a texel of `format` takes in a buffer, for colour formats (`None` for the
/// rest: depth, stencil, compressed and multi-planar formats are not noted).
pub(crate) fn texel_size(format: vk::Format) -> Option<u64> {
    Some(match format.as_raw() {
        1 | 9..=15 => 1,
        2..=8 | 16..=22 | 70..=76 => 2,
        23..=36 => 3,
        37..=69 | 77..=83 | 98..=100 | 122 | 123 => 4,
        84..=90 => 6,
        91..=97 | 101..=103 | 110..=112 => 8,
        104..=106 => 12,
        107..=109 | 113..=115 => 16,
        116..=118 => 24,
        119..=121 => 32,
        _ => return None,
    })
}

/// The bytes a tightly packed colour copy of `extent` × `layers` texels of `size` bytes
/// writes from `offset`, where `row`/`height` (0: tight) say how the buffer is laid out;
/// `None` where the written bytes have gaps, or a value overflows.
fn image_copy_span(
    offset: u64,
    row: u32,
    height: u32,
    extent: vk::Extent3D,
    layers: u32,
    size: u64,
) -> Option<(u64, u64)> {
    let (w, h, d) = (extent.width, extent.height, extent.depth);
    if layers == vk::REMAINING_ARRAY_LAYERS || w == 0 || h == 0 || d == 0 || layers == 0 {
        return None;
    }
    let slices = u64::from(d).checked_mul(u64::from(layers))?;
    let rows = u64::from(h).checked_mul(slices)?;
    if row != 0 && row != w && rows > 1 {
        return None;
    }
    if height != 0 && height != h && slices > 1 {
        return None;
    }
    let len = rows.checked_mul(u64::from(w))?.checked_mul(size)?;
    Some((offset, offset.checked_add(len)?))
}

/// `count` elements at `p` (an array the decoder checked against its count), or none.
///
/// # Safety
/// `p` is null or points to `count` valid `T`s.
pub(crate) unsafe fn slice<'a, T>(p: *const T, count: u32) -> &'a [T] {
    if p.is_null() || count == 0 {
        &[]
    } else {
        // SAFETY: caller.
        unsafe { std::slice::from_raw_parts(p, count as usize) }
    }
}

impl Recorder {
    /// A buffer write of `start..end` (bytes of buffer `buffer`) by command buffer `cb`.
    fn note(&mut self, cb: u64, buffer: u64, start: u64, end: u64) {
        let Some(&(memory, at)) = self.buffers.get(&buffer) else {
            return;
        };
        let (Some(start), Some(end)) = (at.checked_add(start), at.checked_add(end)) else {
            return;
        };
        if start >= end {
            return;
        }
        if self.written.len() >= MAX_COMMAND_BUFFERS && !self.written.contains_key(&cb) {
            self.written.clear();
        }
        let list = self.written.entry(cb).or_default();
        if list.len() < MAX_SPANS {
            list.push(Span { memory, start, end });
        }
    }

    /// A colour copy from `image` into `buffer` by `cb` (one region's fields).
    #[allow(clippy::too_many_arguments)]
    fn note_image_copy(
        &mut self,
        cb: u64,
        image: u64,
        buffer: u64,
        offset: u64,
        row: u32,
        height: u32,
        sub: vk::ImageSubresourceLayers,
        extent: vk::Extent3D,
    ) {
        if sub.aspect_mask != vk::ImageAspectFlags::COLOR {
            return;
        }
        let Some(size) = self.images.get(&image).copied().and_then(texel_size) else {
            return;
        };
        if let Some((s, e)) = image_copy_span(offset, row, height, extent, sub.layer_count, size) {
            self.note(cb, buffer, s, e);
        }
    }

    /// A command recorded into command buffer `cb` (driver handles in its arguments `a`):
    /// what it writes whole is noted.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(crate) unsafe fn recorded(&mut self, cmd: u32, cb: u64, a: *const u8) {
        match cmd {
            id::BEGIN_COMMAND_BUFFER => {
                self.written.remove(&cb);
            }
            id::CMD_COPY_BUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdCopyBuffer>() };
                // SAFETY: the decoder checked the array against its count.
                for r in unsafe { slice(x.p_regions, x.region_count) } {
                    if let Some(end) = r.dst_offset.checked_add(r.size) {
                        self.note(cb, x.dst_buffer.as_raw(), r.dst_offset, end);
                    }
                }
            }
            id::CMD_COPY_BUFFER2 => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdCopyBuffer2>() };
                if x.p_copy_buffer_info.is_null() {
                    return;
                }
                // SAFETY: decoded, non-null.
                let info = unsafe { &*x.p_copy_buffer_info };
                // SAFETY: as above.
                for r in unsafe { slice(info.p_regions, info.region_count) } {
                    if let Some(end) = r.dst_offset.checked_add(r.size) {
                        self.note(cb, info.dst_buffer.as_raw(), r.dst_offset, end);
                    }
                }
            }
            id::CMD_UPDATE_BUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdUpdateBuffer>() };
                if let Some(end) = x.dst_offset.checked_add(x.data_size) {
                    self.note(cb, x.dst_buffer.as_raw(), x.dst_offset, end);
                }
            }
            id::CMD_FILL_BUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdFillBuffer>() };
                if x.size != vk::WHOLE_SIZE
                    && let Some(end) = x.dst_offset.checked_add(x.size)
                {
                    self.note(cb, x.dst_buffer.as_raw(), x.dst_offset, end);
                }
            }
            id::CMD_COPY_IMAGE_TO_BUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdCopyImageToBuffer>() };
                // SAFETY: as above.
                for r in unsafe { slice(x.p_regions, x.region_count) } {
                    self.note_image_copy(
                        cb,
                        x.src_image.as_raw(),
                        x.dst_buffer.as_raw(),
                        r.buffer_offset,
                        r.buffer_row_length,
                        r.buffer_image_height,
                        r.image_subresource,
                        r.image_extent,
                    );
                }
            }
            id::CMD_COPY_IMAGE_TO_BUFFER2 => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdCopyImageToBuffer2>() };
                if x.p_copy_image_to_buffer_info.is_null() {
                    return;
                }
                // SAFETY: decoded, non-null.
                let info = unsafe { &*x.p_copy_image_to_buffer_info };
                // SAFETY: as above.
                for r in unsafe { slice(info.p_regions, info.region_count) } {
                    self.note_image_copy(
                        cb,
                        info.src_image.as_raw(),
                        info.dst_buffer.as_raw(),
                        r.buffer_offset,
                        r.buffer_row_length,
                        r.buffer_image_height,
                        r.image_subresource,
                        r.image_extent,
                    );
                }
            }
            id::CMD_EXECUTE_COMMANDS => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdExecuteCommands>() };
                // SAFETY: as above.
                let secondaries = unsafe { slice(x.p_command_buffers, x.command_buffer_count) };
                let mut add = Vec::new();
                for s in secondaries {
                    if let Some(l) = self.written.get(&s.as_raw()) {
                        add.extend_from_slice(l);
                    }
                }
                for s in add {
                    self.note_span(cb, s);
                }
            }
            _ => {}
        }
    }

    fn note_span(&mut self, cb: u64, s: Span) {
        let list = self.written.entry(cb).or_default();
        if list.len() < MAX_SPANS {
            list.push(s);
        }
    }

    /// After `cmd` (arguments `a`, driver handles) returned `ret`: bindings and image
    /// formats are noted, destroyed objects and freed command buffers forgotten.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, outputs written by the driver.
    pub(crate) unsafe fn after(&mut self, cmd: u32, a: *const u8, ret: u64) {
        let ok = ret as u32 as i32 >= 0;
        match cmd {
            id::BIND_BUFFER_MEMORY if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::BindBufferMemory>() };
                self.buffers
                    .insert(x.buffer.as_raw(), (x.memory.as_raw(), x.memory_offset));
            }
            id::BIND_BUFFER_MEMORY2 if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::BindBufferMemory2>() };
                // SAFETY: as above.
                for b in unsafe { slice(x.p_bind_infos, x.bind_info_count) } {
                    self.buffers
                        .insert(b.buffer.as_raw(), (b.memory.as_raw(), b.memory_offset));
                }
            }
            id::CREATE_IMAGE if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CreateImage>() };
                if !x.p_create_info.is_null() && !x.p_image.is_null() {
                    // SAFETY: decoded input; the driver wrote the output.
                    let (info, image) = unsafe { (&*x.p_create_info, *x.p_image) };
                    self.images.insert(image.as_raw(), info.format);
                }
            }
            id::DESTROY_BUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyBuffer>() };
                self.buffers.remove(&x.buffer.as_raw());
            }
            id::DESTROY_IMAGE => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyImage>() };
                self.images.remove(&x.image.as_raw());
            }
            id::FREE_COMMAND_BUFFERS => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::FreeCommandBuffers>() };
                // SAFETY: as above.
                for c in unsafe { slice(x.p_command_buffers, x.command_buffer_count) } {
                    self.written.remove(&c.as_raw());
                }
            }
            _ => {}
        }
    }

    /// A submission on `queue` with `fence` (driver handles, 0 for none) of command buffers
    /// `cbs`: the spans they write whole, merged, or `None` if there are none.
    pub(crate) fn submitted(
        &self,
        queue: u64,
        fence: u64,
        cbs: impl Iterator<Item = u64>,
    ) -> Option<Pending> {
        let mut spans: Vec<Span> = cbs
            .filter_map(|c| self.written.get(&c))
            .flatten()
            .copied()
            .collect();
        if spans.is_empty() {
            return None;
        }
        spans.sort_unstable_by_key(|s| (s.memory, s.start));
        let mut merged: Vec<Span> = Vec::with_capacity(spans.len());
        for s in spans {
            match merged.last_mut() {
                Some(m) if m.memory == s.memory && s.start <= m.end => m.end = m.end.max(s.end),
                _ => merged.push(s),
            }
        }
        Some(Pending {
            queue,
            fence,
            spans: merged,
        })
    }
}

/// The pages `span` covers whole in an allocation of `len` bytes (its last page counts as
/// whole when the span reaches the allocation's end).
pub(crate) fn whole_pages(span: &Span, len: usize) -> Range<usize> {
    let len = len as u64;
    let page = PAGE as u64;
    let first = span.start.div_ceil(page);
    let end = if span.end >= len {
        len.div_ceil(page)
    } else {
        span.end / page
    };
    let first = usize::try_from(first).unwrap_or(usize::MAX);
    let end = usize::try_from(end).unwrap_or(0);
    first..end.max(first)
}

/// Submissions whose pages are re-hashed, unrecorded, once they are known to have ended
/// (part of the capture's shared state, `trace::Watch`).
#[derive(Debug, Default)]
pub(crate) struct Queue {
    pending: VecDeque<Pending>,
}

impl Queue {
    /// A submission's pages, after its capture point.
    pub(crate) fn push(&mut self, p: Pending) {
        if self.pending.len() >= MAX_PENDING {
            self.pending.pop_front();
        }
        self.pending.push_back(p);
    }

    /// Takes out the submissions that fence `fence` ends: its own and every earlier one of
    /// its queue. Submissions of other queues are dropped (the client may learn of them
    /// through semaphores), and so is everything when no pending submission carries the
    /// fence (an acquire's fence, say, may tell of any).
    pub(crate) fn fence_signalled(&mut self, fence: u64) -> Vec<Pending> {
        let Some(last) = self.pending.iter().rposition(|p| p.fence == fence) else {
            self.pending.clear();
            return Vec::new();
        };
        let queue = self.pending[last].queue;
        let ended: Vec<Pending> = self.pending.drain(..=last).collect();
        ended.into_iter().filter(|p| p.queue == queue).collect()
    }

    /// Takes out every submission of `queue` (`None`: of every queue); drops the others.
    pub(crate) fn idle(&mut self, queue: Option<u64>) -> Vec<Pending> {
        let all: Vec<Pending> = self.pending.drain(..).collect();
        all.into_iter()
            .filter(|p| queue.is_none_or(|q| p.queue == q))
            .collect()
    }

    /// The whole pages of the pending submissions, by memory: ascending, merged ranges of
    /// page indices (`len` gives an allocation's length, `None` if it is not watched).
    pub(crate) fn busy_pages(
        &self,
        len: impl Fn(u64) -> Option<usize>,
    ) -> HashMap<u64, Vec<Range<usize>>> {
        let mut busy: HashMap<u64, Vec<Range<usize>>> = HashMap::new();
        for s in self.pending.iter().flat_map(|p| p.spans.iter()) {
            if let Some(n) = len(s.memory) {
                let r = whole_pages(s, n);
                if !r.is_empty() {
                    busy.entry(s.memory).or_default().push(r);
                }
            }
        }
        for ranges in busy.values_mut() {
            ranges.sort_unstable_by_key(|r| r.start);
            let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
            for r in ranges.drain(..) {
                match merged.last_mut() {
                    Some(m) if r.start <= m.end => m.end = m.end.max(r.end),
                    _ => merged.push(r),
                }
            }
            *ranges = merged;
        }
        busy
    }

    /// Drops every pending submission: they are recorded as before.
    pub(crate) fn drop_all(&mut self) {
        self.pending.clear();
    }

    /// Drops the submissions that carry one of `fences`.
    pub(crate) fn drop_fences(&mut self, fences: &[u64]) {
        self.pending.retain(|p| !fences.contains(&p.fence));
    }
}

impl Pending {
    /// Its merged spans.
    pub(crate) fn spans(&self) -> &[Span] {
        &self.spans
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(memory: u64, start: u64, end: u64) -> Span {
        Span { memory, start, end }
    }

    #[test]
    fn texel_sizes_of_common_formats() {
        assert_eq!(texel_size(vk::Format::R8G8B8A8_UNORM), Some(4));
        assert_eq!(texel_size(vk::Format::B8G8R8A8_SRGB), Some(4));
        assert_eq!(texel_size(vk::Format::R16G16B16A16_SFLOAT), Some(8));
        assert_eq!(texel_size(vk::Format::R32G32B32A32_SFLOAT), Some(16));
        assert_eq!(texel_size(vk::Format::R8_UNORM), Some(1));
        assert_eq!(texel_size(vk::Format::R5G6B5_UNORM_PACK16), Some(2));
        assert_eq!(texel_size(vk::Format::A2B10G10R10_UNORM_PACK32), Some(4));
        assert_eq!(texel_size(vk::Format::B10G11R11_UFLOAT_PACK32), Some(4));
        assert_eq!(texel_size(vk::Format::R64G64B64A64_SFLOAT), Some(32));
        assert_eq!(texel_size(vk::Format::D32_SFLOAT), None);
        assert_eq!(texel_size(vk::Format::D24_UNORM_S8_UINT), None);
        assert_eq!(texel_size(vk::Format::BC1_RGB_UNORM_BLOCK), None);
        assert_eq!(texel_size(vk::Format::UNDEFINED), None);
    }

    #[test]
    fn image_copies_count_only_without_gaps() {
        let e = |w, h, d| vk::Extent3D {
            width: w,
            height: h,
            depth: d,
        };
        assert_eq!(
            image_copy_span(256, 0, 0, e(256, 256, 1), 1, 4),
            Some((256, 256 + 256 * 256 * 4))
        );
        // Rows as wide as the copy, layers stacked tightly.
        assert_eq!(
            image_copy_span(0, 16, 8, e(16, 8, 1), 3, 2),
            Some((0, 16 * 8 * 3 * 2))
        );
        // A row pitch wider than the copy leaves gaps.
        assert_eq!(image_copy_span(0, 32, 0, e(16, 8, 1), 1, 4), None);
        // ...unless there is one row.
        assert_eq!(image_copy_span(0, 32, 0, e(16, 1, 1), 1, 4), Some((0, 64)));
        // A taller image height gaps between layers.
        assert_eq!(image_copy_span(0, 0, 9, e(16, 8, 1), 2, 4), None);
        assert_eq!(image_copy_span(0, 0, 9, e(16, 8, 1), 1, 4), Some((0, 512)));
        // Nothing, or sizes that overflow.
        assert_eq!(image_copy_span(0, 0, 0, e(0, 8, 1), 1, 4), None);
        assert_eq!(
            image_copy_span(0, 0, 0, e(16, 8, 1), vk::REMAINING_ARRAY_LAYERS, 4),
            None
        );
        assert_eq!(image_copy_span(u64::MAX - 8, 0, 0, e(16, 8, 1), 1, 4), None);
        assert_eq!(
            image_copy_span(0, 0, 0, e(u32::MAX, u32::MAX, u32::MAX), u32::MAX - 1, 32),
            None
        );
    }

    #[test]
    fn whole_pages_only() {
        let p = PAGE as u64;
        // Inside one page: none.
        assert_eq!(whole_pages(&span(1, 10, 20), 4 * PAGE), 1..1);
        // Page-aligned: exactly those.
        assert_eq!(whole_pages(&span(1, p, 3 * p), 4 * PAGE), 1..3);
        // Ragged ends shrink to whole pages.
        assert_eq!(whole_pages(&span(1, 1, 3 * p + 5), 4 * PAGE), 1..3);
        // Up to the allocation's (partial) end: its last page counts.
        assert_eq!(whole_pages(&span(1, 0, 2 * p + 100), 2 * PAGE + 100), 0..3);
        assert_eq!(whole_pages(&span(1, 0, u64::MAX), 100), 0..1);
        // Past the end entirely.
        assert_eq!(whole_pages(&span(1, 8 * p, 9 * p), 4 * PAGE), 8..8);
    }

    fn recorder() -> Recorder {
        let mut r = Recorder::default();
        r.buffers.insert(10, (1, 0));
        r.buffers.insert(11, (1, 8192));
        r.buffers.insert(20, (2, 100));
        r
    }

    #[test]
    fn submissions_merge_their_command_buffers_spans() {
        let mut r = recorder();
        r.note(100, 10, 0, 4096);
        r.note(100, 11, 0, 4096); // memory 1, 8192..12288
        r.note(101, 10, 4096, 8192); // joins the two above
        r.note(101, 20, 0, 50); // memory 2, 100..150
        r.note(101, 99, 0, 50); // an unbound buffer: nothing
        let p = r.submitted(7, 8, [100, 101, 102].into_iter()).unwrap();
        assert_eq!(p.spans(), &[span(1, 0, 12288), span(2, 100, 150)]);
        assert!(r.submitted(7, 8, [102].into_iter()).is_none());
        // Beginning again forgets the list.
        // SAFETY: the command reads no arguments.
        unsafe { r.recorded(id::BEGIN_COMMAND_BUFFER, 100, std::ptr::null()) };
        let p = r.submitted(7, 8, [100].into_iter());
        assert!(p.is_none());
    }

    #[test]
    fn a_fence_ends_its_queues_earlier_submissions() {
        let pending = |queue, fence| Pending {
            queue,
            fence,
            spans: vec![span(1, 0, 1)],
        };
        let mut q = Queue::default();
        q.push(pending(1, 0));
        q.push(pending(2, 0));
        q.push(pending(1, 5));
        q.push(pending(1, 6));
        let ended = q.fence_signalled(5);
        assert_eq!(
            ended.iter().map(|p| (p.queue, p.fence)).collect::<Vec<_>>(),
            [(1, 0), (1, 5)]
        );
        // Queue 2's submission was dropped; the later one stays.
        assert_eq!(q.pending.len(), 1);
        q.drop_fences(&[6]);
        assert!(q.pending.is_empty());
        // A fence no pending submission carries drops them all.
        q.push(pending(1, 6));
        assert!(q.fence_signalled(5).is_empty());
        assert!(q.pending.is_empty());
        q.push(pending(1, 0));
        q.push(pending(2, 0));
        assert_eq!(q.idle(Some(2)).len(), 1);
        assert!(q.pending.is_empty());
    }
}
