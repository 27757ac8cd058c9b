//! Pictures of frames that end at a submission: the image a frame rendered last, read back as
//! a PNG, live under capture (`capture_screenshots`) and in replay (`--screenshot`).
//!
//! A client that shows its frames itself (zink under a software window system, an offscreen
//! renderer, the ICD's own presentation) never presents through the renderer, so its frames
//! end at submissions and there is no presented image to take. What such a frame shows is
//! taken to be the colour attachment it rendered last: the first colour attachment (its
//! resolve attachment, where it has one) of the last render pass instance
//! (`vkCmdBeginRenderPass{,2}`, `vkCmdBeginRendering`) recorded in the command buffers of the
//! submission that ends the frame, or of the last earlier submission that rendered one.
//!
//! It is copied on that submission's queue after everything submitted there before, in the
//! layout the submissions left it in. Layouts are followed through what the command buffers
//! record, in the order they are submitted: a render pass's final layouts, a dynamic
//! rendering's attachment layouts, and image barriers (`vkCmdPipelineBarrier{,2}`,
//! `vkCmdWaitEvents{,2}`). The picture is refused, with the reason, where the image is not
//! 8-bit RGBA or BGRA, is multisampled, was made without `TRANSFER_SRC` usage (colour
//! attachments get it where the driver can copy their format, `Session::picture_usage`), or
//! its layout is not known.
//!
//! The live renderer and replay follow the same commands with this same code and copy the
//! same way ([`crate::present::readback`]), so on one driver their pictures of a frame are
//! equal byte for byte.

use std::collections::HashMap;
use std::ops::Range;

use ash::vk::{self, Handle};
use vk_wire::{args, id};

use super::writes::slice;
use crate::present::readback::{self, Source};

/// Events one command buffer keeps at most; beyond, it is marked overflowed and its
/// submission forgets every layout (pictures are refused until layouts are seen again).
const MAX_EVENTS: usize = 4096;

/// Objects of each kind remembered at most; beyond, that kind's table is forgotten.
const MAX_OBJECTS: usize = 1 << 16;

/// Layout entries kept per image (the oldest go first).
const MAX_LAYOUTS: usize = 64;

/// What a picture needs of an image.
#[derive(Debug, Clone, Copy)]
struct Image {
    ty: vk::ImageType,
    format: vk::Format,
    extent: vk::Extent3D,
    samples: vk::SampleCountFlags,
    usage: vk::ImageUsageFlags,
}

/// An image view's image and subresources.
#[derive(Debug, Clone)]
struct View {
    image: u64,
    levels: Range<u32>,
    layers: Range<u32>,
}

/// A render pass: each attachment's final layout, and the attachment a picture takes.
#[derive(Debug, Clone)]
struct Pass {
    finals: Vec<vk::ImageLayout>,
    target: Option<usize>,
}

/// What a command buffer records that pictures follow.
#[derive(Debug, Clone)]
enum Event {
    /// Subresources of `image` are in `layout` from here on.
    Layout {
        image: u64,
        levels: Range<u32>,
        layers: Range<u32>,
        layout: vk::ImageLayout,
    },
    /// A render pass instance renders into this level and layer of `image`.
    Target { image: u64, level: u32, layer: u32 },
}

#[derive(Debug, Default)]
struct Recording {
    events: Vec<Event>,
    overflowed: bool,
}

/// A layout some subresources of an image are in.
#[derive(Debug, Clone)]
struct Known {
    levels: Range<u32>,
    layers: Range<u32>,
    layout: vk::ImageLayout,
}

/// The image the last rendering submission rendered last (driver handles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shot {
    pub queue: u64,
    image: u64,
    level: u32,
    layer: u32,
}

/// What a session follows for its pictures (see the module's text).
#[derive(Debug, Default)]
pub(crate) struct Pictures {
    images: HashMap<u64, Image>,
    views: HashMap<u64, View>,
    passes: HashMap<u64, Pass>,
    /// Framebuffer → its attachments' views (empty for an imageless one).
    framebuffers: HashMap<u64, Vec<u64>>,
    recordings: HashMap<u64, Recording>,
    layouts: HashMap<u64, Vec<Known>>,
    last: Option<Shot>,
}

/// `base..base+count` where `count` may be `VK_REMAINING_*`, saturating.
fn range(base: u32, count: u32) -> Range<u32> {
    let end = if count == vk::REMAINING_MIP_LEVELS {
        u32::MAX
    } else {
        base.saturating_add(count)
    };
    base..end
}

fn covers(outer: &Range<u32>, inner: &Range<u32>) -> bool {
    outer.start <= inner.start && inner.end <= outer.end
}

/// Inserts into a table that forgets everything once it holds [`MAX_OBJECTS`].
fn insert<V>(map: &mut HashMap<u64, V>, key: u64, value: V) {
    if map.len() >= MAX_OBJECTS && !map.contains_key(&key) {
        map.clear();
    }
    map.insert(key, value);
}

/// The layout after a render pass or barrier of `layout`: the same, except that nothing
/// can be said of `UNDEFINED` (`None`).
fn known(layout: vk::ImageLayout) -> Option<vk::ImageLayout> {
    (layout != vk::ImageLayout::UNDEFINED).then_some(layout)
}

/// The queue and command buffers (driver handles, in order) of a submission `cmd` with
/// arguments `a`; `None` for other commands.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd`.
pub(crate) unsafe fn submission(cmd: u32, a: *const u8) -> Option<(u64, Vec<u64>)> {
    match cmd {
        id::QUEUE_SUBMIT => {
            // SAFETY: caller.
            let x = unsafe { &*a.cast::<args::QueueSubmit>() };
            // SAFETY: the decoder checked the arrays against their counts.
            let submits = unsafe { slice(x.p_submits, x.submit_count) };
            let cbs = submits
                .iter()
                // SAFETY: as above.
                .flat_map(|s| unsafe { slice(s.p_command_buffers, s.command_buffer_count) })
                .map(|c| c.as_raw())
                .collect();
            Some((x.queue.as_raw(), cbs))
        }
        id::QUEUE_SUBMIT2 => {
            // SAFETY: caller.
            let x = unsafe { &*a.cast::<args::QueueSubmit2>() };
            // SAFETY: as above.
            let submits = unsafe { slice(x.p_submits, x.submit_count) };
            let cbs = submits
                .iter()
                .flat_map(|s| {
                    // SAFETY: as above.
                    unsafe { slice(s.p_command_buffer_infos, s.command_buffer_info_count) }
                })
                .map(|c| c.command_buffer.as_raw())
                .collect();
            Some((x.queue.as_raw(), cbs))
        }
        _ => None,
    }
}

/// The [`Pass`] of a render pass create info `$i`: `VkRenderPassCreateInfo` or its `2` form,
/// whose members used here carry the same names. Expands to calls of [`slice`]: use it inside
/// `unsafe`, on a decoded create info (arrays checked against their counts).
macro_rules! pass_of {
    ($i:expr) => {{
        let i = $i;
        let target = slice(i.p_subpasses, i.subpass_count).last().and_then(|s| {
            pick(
                slice(s.p_color_attachments, s.color_attachment_count)
                    .iter()
                    .map(|r| r.attachment),
                slice(s.p_resolve_attachments, s.color_attachment_count)
                    .iter()
                    .map(|r| r.attachment),
            )
        });
        let finals = slice(i.p_attachments, i.attachment_count)
            .iter()
            .map(|d| d.final_layout)
            .collect();
        Pass { finals, target }
    }};
}

impl Pictures {
    /// An event of command buffer `cb`.
    fn push(&mut self, cb: u64, e: Event) {
        if self.recordings.len() >= MAX_OBJECTS && !self.recordings.contains_key(&cb) {
            self.recordings.clear();
        }
        let r = self.recordings.entry(cb).or_default();
        if r.events.len() < MAX_EVENTS {
            r.events.push(e);
        } else {
            r.overflowed = true;
        }
    }

    /// `cb` leaves view `view` in `layout`.
    fn view_layout(&mut self, cb: u64, view: u64, layout: vk::ImageLayout) {
        if let Some(v) = self.views.get(&view) {
            let e = Event::Layout {
                image: v.image,
                levels: v.levels.clone(),
                layers: v.layers.clone(),
                layout,
            };
            self.push(cb, e);
        }
    }

    /// `cb` renders into view `view`.
    fn view_target(&mut self, cb: u64, view: u64) {
        if let Some(v) = self.views.get(&view) {
            let e = Event::Target {
                image: v.image,
                level: v.levels.start,
                layer: v.layers.start,
            };
            self.push(cb, e);
        }
    }

    /// An image barrier's layout transition, recorded into `cb`.
    fn barrier(
        &mut self,
        cb: u64,
        image: vk::Image,
        r: vk::ImageSubresourceRange,
        new: vk::ImageLayout,
    ) {
        self.push(
            cb,
            Event::Layout {
                image: image.as_raw(),
                levels: range(r.base_mip_level, r.level_count),
                layers: range(r.base_array_layer, r.layer_count),
                layout: new,
            },
        );
    }

    /// The barriers of a `VkDependencyInfo`.
    ///
    /// # Safety
    /// `d` is null or a decoded dependency info.
    unsafe fn dependency(&mut self, cb: u64, d: *const vk::DependencyInfo<'_>) {
        if d.is_null() {
            return;
        }
        // SAFETY: caller.
        let d = unsafe { &*d };
        // SAFETY: the decoder checked the array against its count.
        for b in unsafe { slice(d.p_image_memory_barriers, d.image_memory_barrier_count) } {
            self.barrier(cb, b.image, b.subresource_range, b.new_layout);
        }
    }

    /// A command recorded into command buffer `cb` (driver handles in its arguments `a`).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(crate) unsafe fn recorded(&mut self, cmd: u32, cb: u64, a: *const u8) {
        match cmd {
            id::BEGIN_COMMAND_BUFFER => {
                self.recordings.remove(&cb);
            }
            id::CMD_BEGIN_RENDER_PASS | id::CMD_BEGIN_RENDER_PASS2 => {
                let begin = if cmd == id::CMD_BEGIN_RENDER_PASS {
                    // SAFETY: caller.
                    unsafe { (*a.cast::<args::CmdBeginRenderPass>()).p_render_pass_begin }
                } else {
                    // SAFETY: caller.
                    unsafe { (*a.cast::<args::CmdBeginRenderPass2>()).p_render_pass_begin }
                };
                if begin.is_null() {
                    return;
                }
                // SAFETY: decoded (its chain too), non-null.
                unsafe { self.render_pass(cb, &*begin) };
            }
            id::CMD_BEGIN_RENDERING => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdBeginRendering>() };
                if x.p_rendering_info.is_null() {
                    return;
                }
                // SAFETY: decoded, non-null.
                let info = unsafe { &*x.p_rendering_info };
                let mut target = None;
                // SAFETY: the decoder checked the array against its count.
                for c in unsafe { slice(info.p_color_attachments, info.color_attachment_count) } {
                    if c.image_view == vk::ImageView::null() {
                        continue;
                    }
                    self.view_layout(cb, c.image_view.as_raw(), c.image_layout);
                    let resolve = c.resolve_mode != vk::ResolveModeFlags::NONE
                        && c.resolve_image_view != vk::ImageView::null();
                    if resolve {
                        self.view_layout(cb, c.resolve_image_view.as_raw(), c.resolve_image_layout);
                    }
                    target.get_or_insert(if resolve {
                        c.resolve_image_view
                    } else {
                        c.image_view
                    });
                }
                if let Some(v) = target {
                    self.view_target(cb, v.as_raw());
                }
            }
            id::CMD_PIPELINE_BARRIER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdPipelineBarrier>() };
                // SAFETY: as above.
                for b in unsafe { slice(x.p_image_memory_barriers, x.image_memory_barrier_count) } {
                    self.barrier(cb, b.image, b.subresource_range, b.new_layout);
                }
            }
            id::CMD_WAIT_EVENTS => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdWaitEvents>() };
                // SAFETY: as above.
                for b in unsafe { slice(x.p_image_memory_barriers, x.image_memory_barrier_count) } {
                    self.barrier(cb, b.image, b.subresource_range, b.new_layout);
                }
            }
            id::CMD_PIPELINE_BARRIER2 => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdPipelineBarrier2>() };
                // SAFETY: decoded.
                unsafe { self.dependency(cb, x.p_dependency_info) };
            }
            id::CMD_WAIT_EVENTS2 => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdWaitEvents2>() };
                // One dependency info per event.
                // SAFETY: as above.
                let infos = unsafe { slice(x.p_dependency_infos, x.event_count) };
                for d in infos {
                    // SAFETY: a decoded element.
                    unsafe { self.dependency(cb, d) };
                }
            }
            id::CMD_EXECUTE_COMMANDS => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CmdExecuteCommands>() };
                // SAFETY: as above.
                let secondaries = unsafe { slice(x.p_command_buffers, x.command_buffer_count) };
                for s in secondaries {
                    let Some(r) = self.recordings.get(&s.as_raw()) else {
                        continue;
                    };
                    let (events, overflowed) = (r.events.clone(), r.overflowed);
                    for e in events {
                        self.push(cb, e);
                    }
                    if overflowed {
                        self.recordings.entry(cb).or_default().overflowed = true;
                    }
                }
            }
            _ => {}
        }
    }

    /// A render pass begun in `cb`: its attachments' final layouts, and its target.
    ///
    /// # Safety
    /// `begin` is decoded (its `pNext` chain too).
    unsafe fn render_pass(&mut self, cb: u64, begin: &vk::RenderPassBeginInfo<'_>) {
        let Some(pass) = self.passes.get(&begin.render_pass.as_raw()).cloned() else {
            return;
        };
        let mut views = self
            .framebuffers
            .get(&begin.framebuffer.as_raw())
            .cloned()
            .unwrap_or_default();
        if views.is_empty() {
            // An imageless framebuffer: the views come with the begin info.
            let mut p = begin.p_next.cast::<vk::BaseInStructure<'_>>();
            while !p.is_null() {
                // SAFETY: a decoded chain of known structures.
                let s = unsafe { &*p };
                if s.s_type == vk::StructureType::RENDER_PASS_ATTACHMENT_BEGIN_INFO {
                    // SAFETY: its type says so.
                    let info = unsafe { &*p.cast::<vk::RenderPassAttachmentBeginInfo<'_>>() };
                    // SAFETY: the decoder checked the array against its count.
                    views = unsafe { slice(info.p_attachments, info.attachment_count) }
                        .iter()
                        .map(|v| v.as_raw())
                        .collect();
                }
                p = s.p_next;
            }
        }
        for (i, &layout) in pass.finals.iter().enumerate() {
            if let Some(&v) = views.get(i) {
                self.view_layout(cb, v, layout);
            }
        }
        if let Some(&v) = pass.target.and_then(|t| views.get(t)) {
            self.view_target(cb, v);
        }
    }

    /// After `cmd` (arguments `a`, driver handles, outputs written) returned `ret`: images,
    /// views, render passes and framebuffers noted, destroyed ones forgotten.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(crate) unsafe fn after(&mut self, cmd: u32, a: *const u8, ret: u64) {
        let ok = ret as u32 as i32 >= 0;
        match cmd {
            id::CREATE_IMAGE if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CreateImage>() };
                if !x.p_create_info.is_null() && !x.p_image.is_null() {
                    // SAFETY: decoded input; the driver wrote the output.
                    let (i, image) = unsafe { (&*x.p_create_info, *x.p_image) };
                    let info = Image {
                        ty: i.image_type,
                        format: i.format,
                        extent: i.extent,
                        samples: i.samples,
                        usage: i.usage,
                    };
                    insert(&mut self.images, image.as_raw(), info);
                    self.layouts.remove(&image.as_raw());
                }
            }
            id::CREATE_IMAGE_VIEW if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CreateImageView>() };
                if !x.p_create_info.is_null() && !x.p_view.is_null() {
                    // SAFETY: as above.
                    let (i, view) = unsafe { (&*x.p_create_info, *x.p_view) };
                    let r = i.subresource_range;
                    let v = View {
                        image: i.image.as_raw(),
                        levels: range(r.base_mip_level, r.level_count),
                        layers: range(r.base_array_layer, r.layer_count),
                    };
                    insert(&mut self.views, view.as_raw(), v);
                }
            }
            id::CREATE_RENDER_PASS | id::CREATE_RENDER_PASS2 if ok => {
                // SAFETY: caller; the decoder checked the arrays against their counts (resolve
                // attachments: one per colour attachment) and the driver wrote the output.
                let made = unsafe {
                    if cmd == id::CREATE_RENDER_PASS {
                        let x = &*a.cast::<args::CreateRenderPass>();
                        x.p_create_info
                            .as_ref()
                            .zip(x.p_render_pass.as_ref())
                            .map(|(i, p)| (p.as_raw(), pass_of!(i)))
                    } else {
                        let x = &*a.cast::<args::CreateRenderPass2>();
                        x.p_create_info
                            .as_ref()
                            .zip(x.p_render_pass.as_ref())
                            .map(|(i, p)| (p.as_raw(), pass_of!(i)))
                    }
                };
                if let Some((raw, pass)) = made {
                    insert(&mut self.passes, raw, pass);
                }
            }
            id::CREATE_FRAMEBUFFER if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::CreateFramebuffer>() };
                if !x.p_create_info.is_null() && !x.p_framebuffer.is_null() {
                    // SAFETY: as above.
                    let (i, fb) = unsafe { (&*x.p_create_info, *x.p_framebuffer) };
                    let views = if i.flags.contains(vk::FramebufferCreateFlags::IMAGELESS) {
                        Vec::new()
                    } else {
                        // SAFETY: as above.
                        unsafe { slice(i.p_attachments, i.attachment_count) }
                            .iter()
                            .map(|v| v.as_raw())
                            .collect()
                    };
                    insert(&mut self.framebuffers, fb.as_raw(), views);
                }
            }
            id::DESTROY_IMAGE => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyImage>() };
                let image = x.image.as_raw();
                self.images.remove(&image);
                self.layouts.remove(&image);
                if self.last.is_some_and(|s| s.image == image) {
                    self.last = None;
                }
            }
            id::DESTROY_IMAGE_VIEW => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyImageView>() };
                self.views.remove(&x.image_view.as_raw());
            }
            id::DESTROY_RENDER_PASS => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyRenderPass>() };
                self.passes.remove(&x.render_pass.as_raw());
            }
            id::DESTROY_FRAMEBUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyFramebuffer>() };
                self.framebuffers.remove(&x.framebuffer.as_raw());
            }
            id::FREE_COMMAND_BUFFERS => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::FreeCommandBuffers>() };
                // SAFETY: as above.
                for c in unsafe { slice(x.p_command_buffers, x.command_buffer_count) } {
                    self.recordings.remove(&c.as_raw());
                }
            }
            _ => {}
        }
    }

    /// A submission of `cbs` on `queue` (driver handles) went to the driver: their layout
    /// changes apply in order, and the last render target becomes the picture's.
    pub(crate) fn submitted(&mut self, queue: u64, cbs: &[u64]) {
        let mut target = None;
        for cb in cbs {
            let Some(r) = self.recordings.get(cb) else {
                continue;
            };
            if r.overflowed {
                // What it did to layouts is not all known.
                self.layouts.clear();
                self.last = None;
                return;
            }
            for e in &r.events {
                match e {
                    Event::Layout {
                        image,
                        levels,
                        layers,
                        layout,
                    } => {
                        let list = self.layouts.entry(*image).or_default();
                        list.retain(|k| !(covers(levels, &k.levels) && covers(layers, &k.layers)));
                        if list.len() >= MAX_LAYOUTS {
                            list.remove(0);
                        }
                        list.push(Known {
                            levels: levels.clone(),
                            layers: layers.clone(),
                            layout: *layout,
                        });
                    }
                    Event::Target {
                        image,
                        level,
                        layer,
                    } => target = Some((*image, *level, *layer)),
                }
            }
        }
        if let Some((image, level, layer)) = target {
            self.last = Some(Shot {
                queue,
                image,
                level,
                layer,
            });
        }
    }

    /// The layout the submissions left `level` and `layer` of `image` in, if known.
    fn layout(&self, image: u64, level: u32, layer: u32) -> Option<vk::ImageLayout> {
        self.layouts
            .get(&image)?
            .iter()
            .rev()
            .find(|k| k.levels.contains(&level) && k.layers.contains(&layer))
            .and_then(|k| known(k.layout))
    }

    /// What a picture of the frame so far copies, and on which queue; `Err` with the reason
    /// where there is none.
    pub(crate) fn source(&self) -> Result<(u64, Source), String> {
        let s = self
            .last
            .ok_or("no render pass was submitted before the frame ended")?;
        let i = self
            .images
            .get(&s.image)
            .ok_or("the image the frame rendered last is unknown")?;
        if i.ty != vk::ImageType::TYPE_2D {
            return Err(format!(
                "the image the frame rendered last is {:?}, not 2D",
                i.ty
            ));
        }
        if readback::blue_first(i.format).is_none() {
            return Err(format!(
                "the image the frame rendered last is {:?}, not 8-bit RGBA or BGRA",
                i.format
            ));
        }
        if i.samples != vk::SampleCountFlags::TYPE_1 {
            return Err("the image the frame rendered last is multisampled".into());
        }
        if !i.usage.contains(vk::ImageUsageFlags::TRANSFER_SRC) {
            return Err(
                "the image the frame rendered last was made without TRANSFER_SRC usage".into(),
            );
        }
        let layout = self
            .layout(s.image, s.level, s.layer)
            .filter(|&l| l != vk::ImageLayout::PREINITIALIZED)
            .ok_or("the layout of the image the frame rendered last is not known")?;
        let extent = vk::Extent2D {
            width: (i.extent.width >> s.level.min(31)).max(1),
            height: (i.extent.height >> s.level.min(31)).max(1),
        };
        Ok((
            s.queue,
            Source {
                image: vk::Image::from_raw(s.image),
                format: i.format,
                extent,
                layout,
                level: s.level,
                layer: s.layer,
            },
        ))
    }
}

/// The attachment a subpass's picture takes: the first used colour attachment, or its
/// resolve attachment where that is used.
fn pick(colors: impl Iterator<Item = u32>, resolves: impl Iterator<Item = u32>) -> Option<usize> {
    let mut resolves = resolves.fuse();
    for c in colors {
        let r = resolves.next();
        if c == vk::ATTACHMENT_UNUSED {
            continue;
        }
        return Some(match r {
            Some(r) if r != vk::ATTACHMENT_UNUSED => r as usize,
            _ => c as usize,
        });
    }
    None
}

#[cfg(test)]
mod tests;
