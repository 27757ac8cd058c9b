//! Fence and timeline-semaphore status and host waits through the real path (Khronos loader
//! → ICD → renderer → lavapipe), answered from the feedback page: every status and wait
//! case, device loss, a renderer killed mid-wait, and a capture screenshot of a frame whose
//! work waits for a later host signal. A self-spawned client
//! ([`sync_client`]) runs the Vulkan calls and asserts their results; it prints one line
//! per passed case.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ash::vk;

use crate::relay::{Renderer, TempDir, icd_library, manifest, run_app};

#[path = "sync/capture.rs"]
mod capture;
#[path = "sync/parked.rs"]
mod parked;
#[path = "sync/poll.rs"]
mod poll;

const NS: u64 = 1_000_000;

/// A device with timeline semaphores enabled and its first queue.
struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    queue: vk::Queue,
}

impl Gpu {
    fn new() -> Gpu {
        // SAFETY: the system loader (its `VK_DRIVER_FILES` names the vkrelay ICD).
        let entry = unsafe { ash::Entry::load() }.unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        // SAFETY: valid create infos; the objects are destroyed by `Drop`.
        unsafe {
            let instance = entry
                .create_instance(
                    &vk::InstanceCreateInfo::default().application_info(&app),
                    None,
                )
                .unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let prio = [1.0];
            let q = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio)];
            let mut f12 = vk::PhysicalDeviceVulkan12Features::default().timeline_semaphore(true);
            let info = vk::DeviceCreateInfo::default()
                .queue_create_infos(&q)
                .push_next(&mut f12);
            let device = instance.create_device(pd, &info, None).unwrap();
            let queue = device.get_device_queue(0, 0);
            Gpu {
                _entry: entry,
                instance,
                device,
                queue,
            }
        }
    }

    fn fence(&self, signaled: bool) -> vk::Fence {
        let flags = if signaled {
            vk::FenceCreateFlags::SIGNALED
        } else {
            vk::FenceCreateFlags::empty()
        };
        // SAFETY: a valid create info on a live device.
        unsafe {
            self.device
                .create_fence(&vk::FenceCreateInfo::default().flags(flags), None)
        }
        .unwrap()
    }

    fn timeline(&self, initial: u64) -> vk::Semaphore {
        crate::relay::timeline_semaphore(&self.device, initial)
    }

    /// An empty submission that waits for `wait` (timeline, value), signals `signal`
    /// (timeline, value) and `fence`.
    fn submit(
        &self,
        wait: Option<(vk::Semaphore, u64)>,
        signal: Option<(vk::Semaphore, u64)>,
        fence: vk::Fence,
    ) {
        let (ws, wv): (Vec<_>, Vec<_>) = wait.into_iter().unzip();
        let (ss, sv): (Vec<_>, Vec<_>) = signal.into_iter().unzip();
        let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; ws.len()];
        let mut t = vk::TimelineSemaphoreSubmitInfo::default()
            .wait_semaphore_values(&wv)
            .signal_semaphore_values(&sv);
        let s = vk::SubmitInfo::default()
            .wait_semaphores(&ws)
            .wait_dst_stage_mask(&stages)
            .signal_semaphores(&ss)
            .push_next(&mut t);
        // SAFETY: live objects of the device; the arrays outlive the call.
        unsafe { self.device.queue_submit(self.queue, &[s], fence) }.unwrap();
    }

    /// `vkWaitForFences`' raw result.
    fn wait(&self, fences: &[vk::Fence], all: bool, timeout: u64) -> vk::Result {
        // SAFETY: live fences of the device.
        unsafe {
            (self.device.fp_v1_0().wait_for_fences)(
                self.device.handle(),
                fences.len() as u32,
                fences.as_ptr(),
                all.into(),
                timeout,
            )
        }
    }

    fn status(&self, f: vk::Fence) -> vk::Result {
        // SAFETY: a live fence of the device.
        unsafe { (self.device.fp_v1_0().get_fence_status)(self.device.handle(), f) }
    }

    fn wait_values(
        &self,
        sems: &[vk::Semaphore],
        values: &[u64],
        any: bool,
        timeout: u64,
    ) -> vk::Result {
        let flags = if any {
            vk::SemaphoreWaitFlags::ANY
        } else {
            vk::SemaphoreWaitFlags::empty()
        };
        let info = vk::SemaphoreWaitInfo::default()
            .flags(flags)
            .semaphores(sems)
            .values(values);
        // SAFETY: live semaphores of the device; the arrays outlive the call.
        unsafe { (self.device.fp_v1_2().wait_semaphores)(self.device.handle(), &info, timeout) }
    }

    fn value(&self, s: vk::Semaphore) -> u64 {
        // SAFETY: a live timeline semaphore of the device.
        unsafe { self.device.get_semaphore_counter_value(s) }.unwrap()
    }

    fn signal(&self, s: vk::Semaphore, value: u64) {
        let info = vk::SemaphoreSignalInfo::default().semaphore(s).value(value);
        // SAFETY: a live timeline semaphore of the device.
        unsafe { self.device.signal_semaphore(&info) }.unwrap();
    }

    fn reset(&self, f: vk::Fence) {
        // SAFETY: a live fence with no pending submission.
        unsafe { self.device.reset_fences(&[f]) }.unwrap();
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: the device is idle (the caller waited) and nothing uses it any more.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

fn passed(case: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "PASSED {case}").unwrap();
    out.flush().unwrap();
}

/// Every status and wait case on real fences and timeline semaphores.
fn cases(g: &Gpu) {
    use vk::Result as R;
    // Unsignalled, never submitted.
    let a = g.fence(false);
    assert_eq!(g.status(a), R::NOT_READY);
    assert_eq!(g.wait(&[a], true, 0), R::TIMEOUT);
    assert_eq!(g.wait(&[a], true, 10 * NS), R::TIMEOUT);
    passed("unsignaled");
    // Created signalled; reset.
    let s = g.fence(true);
    assert_eq!(g.status(s), R::SUCCESS);
    assert_eq!(g.wait(&[s], true, 0), R::SUCCESS);
    assert_eq!(g.wait(&[s], true, u64::MAX), R::SUCCESS);
    g.reset(s);
    assert_eq!(g.status(s), R::NOT_READY);
    assert_eq!(g.wait(&[s], true, 5 * NS), R::TIMEOUT);
    passed("created signaled, reset");
    // Submitted, waited, reset and submitted again, many times.
    for _ in 0..20 {
        g.submit(None, None, a);
        assert_eq!(g.wait(&[a], true, u64::MAX), R::SUCCESS);
        assert_eq!(g.status(a), R::SUCCESS);
        g.reset(a);
        assert_eq!(g.status(a), R::NOT_READY);
        assert_eq!(g.wait(&[a], true, 0), R::TIMEOUT);
    }
    passed("reset then resubmit");
    // Wait-all against wait-any: `a` signalled, `s` not.
    g.submit(None, None, a);
    assert_eq!(g.wait(&[a], true, u64::MAX), R::SUCCESS);
    assert_eq!(g.wait(&[s, a], false, 0), R::SUCCESS);
    assert_eq!(g.wait(&[s, a], false, u64::MAX), R::SUCCESS);
    assert_eq!(g.wait(&[s, a], true, 0), R::TIMEOUT);
    assert_eq!(g.wait(&[a, s], true, 10 * NS), R::TIMEOUT);
    passed("wait-all and wait-any");
    // A submission held back by a timeline wait: its fence stays unsignalled until the host
    // signals the semaphore.
    let t = g.timeline(0);
    let b = g.fence(false);
    g.submit(Some((t, 1)), None, b);
    assert_eq!(g.status(b), R::NOT_READY);
    assert_eq!(g.wait(&[b], true, 20 * NS), R::TIMEOUT);
    assert_eq!(g.wait_values(&[t], &[1], false, 0), R::TIMEOUT);
    g.signal(t, 1);
    assert_eq!(g.value(t), 1);
    assert_eq!(g.wait(&[b], true, u64::MAX), R::SUCCESS);
    assert_eq!(g.status(b), R::SUCCESS);
    passed("pending fence, host signal");
    // Timeline values reached and not reached.
    let u = g.timeline(5);
    assert_eq!(g.value(u), 5);
    assert_eq!(g.wait_values(&[u], &[5], false, 0), R::SUCCESS);
    assert_eq!(g.wait_values(&[u], &[3], false, u64::MAX), R::SUCCESS);
    assert_eq!(g.wait_values(&[u], &[6], false, 0), R::TIMEOUT);
    assert_eq!(g.wait_values(&[u], &[6], false, 10 * NS), R::TIMEOUT);
    g.submit(None, Some((u, 7)), vk::Fence::null());
    assert_eq!(g.wait_values(&[u], &[7], false, u64::MAX), R::SUCCESS);
    assert_eq!(g.value(u), 7);
    g.signal(u, 9);
    assert_eq!(g.value(u), 9);
    assert_eq!(g.wait_values(&[u, t], &[9, 100], true, 0), R::SUCCESS);
    assert_eq!(
        g.wait_values(&[u, t], &[9, 100], false, 10 * NS),
        R::TIMEOUT
    );
    passed("timeline values");
    // A submission whose signal waits for a host signal: the wait-before-signal case, and a
    // waiter on another thread woken by it.
    g.submit(Some((t, 2)), Some((u, 12)), vk::Fence::null());
    std::thread::scope(|sc| {
        let h = sc.spawn(|| g.wait_values(&[u], &[12], false, u64::MAX));
        let h2 = sc.spawn(|| g.wait_values(&[u, t], &[100, 3], true, u64::MAX));
        std::thread::sleep(Duration::from_millis(20));
        g.signal(t, 2);
        assert_eq!(h.join().unwrap(), R::SUCCESS);
        g.signal(t, 3);
        assert_eq!(h2.join().unwrap(), R::SUCCESS);
    });
    assert_eq!(g.value(u), 12);
    passed("waiters on other threads");
    // A frame loop on a timeline: each submission signals the next value, held back until
    // the host signals `t`, and is waited for; the semaphore is destroyed right after its
    // last wait.
    let c = g.timeline(0);
    for i in 1..=20u64 {
        g.submit(Some((t, 3 + i)), Some((c, i)), vk::Fence::null());
        assert_eq!(g.wait_values(&[c], &[i], false, 0), R::TIMEOUT);
        g.signal(t, 3 + i);
        assert_eq!(g.wait_values(&[c], &[i], false, u64::MAX), R::SUCCESS);
        assert_eq!(g.value(c), i);
    }
    // SAFETY: its submissions completed (waited above).
    unsafe { g.device.destroy_semaphore(c, None) };
    passed("a frame loop on a timeline");
    // SAFETY: idle objects of the device.
    unsafe {
        g.device.queue_wait_idle(g.queue).unwrap();
        for f in [a, s, b] {
            g.device.destroy_fence(f, None);
        }
        g.device.destroy_semaphore(t, None);
        g.device.destroy_semaphore(u, None);
    }
    // Slots given back are given again: new objects start from their own state.
    for _ in 0..3 {
        let f = g.fence(false);
        assert_eq!(g.status(f), R::NOT_READY);
        let v = g.timeline(2);
        assert_eq!(g.value(v), 2);
        // SAFETY: idle objects.
        unsafe {
            g.device.destroy_fence(f, None);
            g.device.destroy_semaphore(v, None);
        }
    }
    passed("slots reused");
}

/// The application half of the tests below; `VKRELAY_SYNC_MODE` picks what it does.
#[test]
#[ignore = "helper process of the sync tests"]
fn sync_client() {
    let Ok(mode) = std::env::var("VKRELAY_SYNC_MODE") else {
        return;
    };
    let g = Gpu::new();
    match mode.as_str() {
        "cases" => cases(&g),
        "frames" => poll::frames(&g),
        "parked" => parked::parked(&g),
        "lost" => {
            // `--max-objects` makes one of these creations fail, a command the client does
            // not wait for: the device is lost, and waits that could only end by a signal
            // end with that.
            let f = g.fence(false);
            let t = g.timeline(0);
            for _ in 0..64 {
                let _ = g.fence(false);
            }
            assert_eq!(g.wait(&[f], true, u64::MAX), vk::Result::ERROR_DEVICE_LOST);
            assert_eq!(
                g.wait_values(&[t], &[1], false, u64::MAX),
                vk::Result::ERROR_DEVICE_LOST
            );
            passed("device lost");
            std::mem::forget(g);
        }
        "kill" => {
            // Waits that nothing will end but the renderer's death.
            let f = g.fence(false);
            let t = g.timeline(0);
            g.submit(Some((t, 1)), None, f);
            std::thread::scope(|sc| {
                let h = sc.spawn(|| g.wait_values(&[t], &[1], false, u64::MAX));
                println!("WAITING");
                let start = Instant::now();
                let r = g.wait(&[f], true, u64::MAX);
                println!("fence wait ended after {:?}", start.elapsed());
                assert_eq!(r, vk::Result::ERROR_DEVICE_LOST);
                assert_eq!(h.join().unwrap(), vk::Result::ERROR_DEVICE_LOST);
            });
            passed("renderer killed");
            std::mem::forget(g);
        }
        "kill-poll" => {
            // Statuses polled without a wait (no message carries them either) while nothing
            // ends the submission but the renderer's death.
            let f = g.fence(false);
            let t = g.timeline(0);
            g.submit(Some((t, 1)), None, f);
            println!("WAITING");
            let start = Instant::now();
            loop {
                let r = g.status(f);
                let mut v = 0;
                // SAFETY: a live timeline semaphore of the device.
                let c = unsafe {
                    (g.device.fp_v1_2().get_semaphore_counter_value)(g.device.handle(), t, &mut v)
                };
                assert!(
                    matches!(r, vk::Result::NOT_READY | vk::Result::ERROR_DEVICE_LOST),
                    "{r:?}"
                );
                assert!(
                    matches!(c, vk::Result::SUCCESS | vk::Result::ERROR_DEVICE_LOST),
                    "{c:?}"
                );
                if r == vk::Result::ERROR_DEVICE_LOST && c == vk::Result::ERROR_DEVICE_LOST {
                    break;
                }
                assert!(start.elapsed() < Duration::from_secs(60), "never lost");
                std::thread::sleep(Duration::from_millis(1));
            }
            passed("renderer killed");
            std::mem::forget(g);
        }
        "picture" => {
            // A frame (a render pass's submission) held back by a timeline value that the
            // host signals only afterwards, on the same stream: the renderer's live
            // screenshot of that frame cannot end before the signal, which cannot run before
            // the screenshot gives up.
            let t = g.timeline(0);
            let (cb, objects) = g.cleared_frame();
            let cbs = [cb];
            let stages = [vk::PipelineStageFlags::ALL_COMMANDS];
            let waits = [t];
            let values = [1];
            let mut tv = vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
            let submit = vk::SubmitInfo::default()
                .wait_semaphores(&waits)
                .wait_dst_stage_mask(&stages)
                .command_buffers(&cbs)
                .push_next(&mut tv);
            // SAFETY: live objects of the device; the arrays outlive the call.
            unsafe { g.device.queue_submit(g.queue, &[submit], vk::Fence::null()) }.unwrap();
            g.signal(t, 1);
            // SAFETY: the device's queue; then idle objects of the device.
            unsafe {
                g.device.queue_wait_idle(g.queue).unwrap();
                objects.destroy(&g.device);
                g.device.destroy_semaphore(t, None);
            }
            passed("picture held back");
        }
        "idle" => {
            // Objects made, nothing submitted (frame 0 never ends), then idle until killed:
            // what a capture holds of this client is written only when it finishes.
            let f = g.fence(false);
            let _t = g.timeline(3);
            assert_eq!(g.status(f), vk::Result::NOT_READY);
            // A round trip: the renderer ran (and captured) every request before it.
            // SAFETY: a live device.
            unsafe { g.device.device_wait_idle() }.unwrap();
            passed("idle");
            std::thread::sleep(Duration::from_secs(120));
        }
        m => panic!("unknown mode {m}"),
    }
}

/// What [`Gpu::cleared_frame`] made.
struct FrameObjects {
    image: vk::Image,
    memory: vk::DeviceMemory,
    view: vk::ImageView,
    pass: vk::RenderPass,
    framebuffer: vk::Framebuffer,
    pool: vk::CommandPool,
}

impl FrameObjects {
    /// # Safety
    /// Nothing pending uses them.
    unsafe fn destroy(self, d: &ash::Device) {
        // SAFETY: caller.
        unsafe {
            d.destroy_command_pool(self.pool, None);
            d.destroy_framebuffer(self.framebuffer, None);
            d.destroy_render_pass(self.pass, None);
            d.destroy_image_view(self.view, None);
            d.destroy_image(self.image, None);
            d.free_memory(self.memory, None);
        }
    }
}

impl Gpu {
    /// A command buffer that clears a 16×16 RGBA image in a render pass (left in
    /// `COLOR_ATTACHMENT_OPTIMAL`), and what it uses.
    fn cleared_frame(&self) -> (vk::CommandBuffer, FrameObjects) {
        let d = &self.device;
        let format = vk::Format::R8G8B8A8_UNORM;
        let extent = vk::Extent2D {
            width: 16,
            height: 16,
        };
        // SAFETY: valid create infos on a live device; the objects go to the caller.
        unsafe {
            let image = d
                .create_image(
                    &vk::ImageCreateInfo::default()
                        .image_type(vk::ImageType::TYPE_2D)
                        .format(format)
                        .extent(extent.into())
                        .mip_levels(1)
                        .array_layers(1)
                        .samples(vk::SampleCountFlags::TYPE_1)
                        .usage(vk::ImageUsageFlags::COLOR_ATTACHMENT),
                    None,
                )
                .unwrap();
            let req = d.get_image_memory_requirements(image);
            let memory = d
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(req.memory_type_bits.trailing_zeros()),
                    None,
                )
                .unwrap();
            d.bind_image_memory(image, memory, 0).unwrap();
            let range = vk::ImageSubresourceRange::default()
                .aspect_mask(vk::ImageAspectFlags::COLOR)
                .level_count(1)
                .layer_count(1);
            let view = d
                .create_image_view(
                    &vk::ImageViewCreateInfo::default()
                        .image(image)
                        .view_type(vk::ImageViewType::TYPE_2D)
                        .format(format)
                        .subresource_range(range),
                    None,
                )
                .unwrap();
            let attachment = [vk::AttachmentDescription::default()
                .format(format)
                .samples(vk::SampleCountFlags::TYPE_1)
                .load_op(vk::AttachmentLoadOp::CLEAR)
                .store_op(vk::AttachmentStoreOp::STORE)
                .initial_layout(vk::ImageLayout::UNDEFINED)
                .final_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)];
            let color = [vk::AttachmentReference::default()
                .attachment(0)
                .layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)];
            let subpass = [vk::SubpassDescription::default()
                .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
                .color_attachments(&color)];
            let pass = d
                .create_render_pass(
                    &vk::RenderPassCreateInfo::default()
                        .attachments(&attachment)
                        .subpasses(&subpass),
                    None,
                )
                .unwrap();
            let views = [view];
            let framebuffer = d
                .create_framebuffer(
                    &vk::FramebufferCreateInfo::default()
                        .render_pass(pass)
                        .attachments(&views)
                        .width(16)
                        .height(16)
                        .layers(1),
                    None,
                )
                .unwrap();
            let (pool, cb) = crate::relay::begun_command_buffer(d);
            let clear = [vk::ClearValue {
                color: vk::ClearColorValue {
                    float32: [0.25, 0.5, 0.75, 1.0],
                },
            }];
            d.cmd_begin_render_pass(
                cb,
                &vk::RenderPassBeginInfo::default()
                    .render_pass(pass)
                    .framebuffer(framebuffer)
                    .render_area(extent.into())
                    .clear_values(&clear),
                vk::SubpassContents::INLINE,
            );
            d.cmd_end_render_pass(cb);
            d.end_command_buffer(cb).unwrap();
            let objects = FrameObjects {
                image,
                memory,
                view,
                pass,
                framebuffer,
                pool,
            };
            (cb, objects)
        }
    }
}

pub(crate) fn client(mode: &str) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "sync::sync_client",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("VKRELAY_SYNC_MODE", mode)
    .env("VKRELAY_TEST_ICD", icd_library());
    cmd
}

pub(crate) fn check(out: &std::process::Output, cases: &[&str]) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}\n{stdout}\n{stderr}", out.status);
    for c in cases {
        assert!(
            stdout.contains(&format!("PASSED {c}")),
            "{c} not passed:\n{stdout}\n{stderr}"
        );
    }
    stdout
}

/// Every status and wait path, with the renderer's counters showing none of them was a
/// round trip past the setup (one `vkrelay:Feedback`, no `vkWaitForFences` and the like).
#[test]
fn fence_and_timeline_waits_are_answered_from_the_feedback_page() {
    let dir = TempDir::new("sync-cases");
    let json = dir.0.join("stats.json");
    let json_arg = json.to_str().unwrap().to_owned();
    let renderer = Renderer::start_with(&dir.0, &["--stats-json", &json_arg]);
    let out = run_app(
        client("cases"),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    check(
        &out,
        &[
            "unsignaled",
            "created signaled, reset",
            "reset then resubmit",
            "wait-all and wait-any",
            "pending fence, host signal",
            "timeline values",
            "waiters on other threads",
            "a frame loop on a timeline",
            "slots reused",
        ],
    );
    let text = stats_lines(&json);
    drop(renderer);
    let stats: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    let calls = &stats["commands"];
    assert_eq!(calls["vkrelay:Feedback"], 1, "{stats}");
    for c in [
        "vkWaitForFences",
        "vkGetFenceStatus",
        "vkWaitSemaphores",
        "vkGetSemaphoreCounterValue",
    ] {
        assert!(calls[c].is_null(), "{c} went to the renderer: {stats}");
    }
    // lavapipe runs a submission before `vkQueueSubmit` returns: the submitting stream
    // published those completions itself.
    let at_submission = stats["feedback"]["at_submission"].as_u64().unwrap();
    assert!(at_submission > 0, "{stats}");
}

/// A failed command the client did not wait for loses the device: blocked fence and
/// semaphore waits return `VK_ERROR_DEVICE_LOST`.
#[test]
fn a_lost_device_ends_feedback_waits() {
    let dir = TempDir::new("sync-lost");
    let renderer = Renderer::start_with(&dir.0, &["--max-objects", "24"]);
    let out = run_app(
        client("lost"),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    check(&out, &["device lost"]);
}

/// The renderer killed while a fence wait and a semaphore wait block: both return
/// `VK_ERROR_DEVICE_LOST` (the page's waits poll the renderer's liveness every 100 ms).
#[test]
fn a_renderer_killed_mid_wait_ends_it_with_device_lost() {
    let dir = TempDir::new("sync-kill");
    let all = kill_while(client("kill"), &dir);
    assert!(all.contains("fence wait ended after"), "{all}");
}

/// The renderer killed while the application polls a fence's status and a timeline
/// semaphore's value (answered from the page): both turn to `VK_ERROR_DEVICE_LOST` (polled
/// answers look at the renderer's socket every 100 ms).
#[test]
fn a_renderer_killed_mid_poll_ends_it_with_device_lost() {
    let dir = TempDir::new("sync-kill-poll");
    kill_while(client("kill-poll"), &dir);
}

/// Runs `cmd` (a client that prints `WAITING`, then blocks or polls until the renderer is
/// gone and prints `PASSED renderer killed`) against a renderer in `dir`, and kills the
/// renderer 300 ms after `WAITING`; the client's output.
pub(crate) fn kill_while(mut cmd: Command, dir: &TempDir) -> String {
    let mut renderer = Renderer::start(&dir.0);
    cmd.env("VK_DRIVER_FILES", manifest(&dir.0))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .current_dir(&dir.0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut seen = Vec::new();
    for l in lines.by_ref() {
        let l = l.unwrap();
        let waiting = l.contains("WAITING");
        seen.push(l);
        if waiting {
            break;
        }
    }
    assert!(seen.iter().any(|l| l.contains("WAITING")), "{seen:?}");
    // Let the waits block (or the polls go on), then kill.
    std::thread::sleep(Duration::from_millis(300));
    renderer.child.kill().unwrap();
    let _ = renderer.child.wait();
    for l in lines {
        seen.push(l.unwrap());
    }
    let status = child.wait().unwrap();
    let mut err = String::new();
    use std::io::Read;
    let _ = child.stderr.take().unwrap().read_to_string(&mut err);
    let all = seen.join("\n");
    eprintln!("{all}");
    assert!(status.success(), "{status}\n{all}\n{err}");
    assert!(all.contains("PASSED renderer killed"), "{all}\n{err}");
    all
}

/// The renderer's round trips for a run of the bundled example with `frames` frames.
fn example_round_trips(frames: u32) -> u64 {
    let dir = TempDir::new(&format!("sync-example-{frames}"));
    let json = dir.0.join("stats.json");
    let json_arg = json.to_str().unwrap().to_owned();
    let renderer = Renderer::start_with(&dir.0, &["--stats-json", &json_arg]);
    let mut cmd = Command::new(crate::clients::offscreen_binary());
    cmd.args(["--frames", &frames.to_string(), "--out"])
        .arg(dir.0.join("out.png"));
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(300));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stats_lines(&json);
    drop(renderer);
    let stats: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    stats["round_trips"].as_u64().unwrap()
}

/// The bundled example's frames cost no round trip in steady state: a run of 60 frames makes
/// as many as one of 20 (its waits are fence waits, answered from the feedback page).
#[test]
fn the_example_makes_no_round_trip_per_frame() {
    let short = example_round_trips(20);
    let long = example_round_trips(60);
    eprintln!("round trips: 20 frames {short}, 60 frames {long}");
    assert_eq!(
        long,
        short,
        "{} round trips per frame",
        (long - short) as f64 / 40.0
    );
}

/// The `--stats-json` file once it holds a whole line. The renderer writes a client's line once
/// it has seen the client leave, which can come after the client's exit: this waits for the
/// line, not for a time (30 s at most, then fails).
pub(crate) fn stats_lines(json: &std::path::Path) -> String {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        match std::fs::read_to_string(json) {
            Ok(t) if t.ends_with('\n') => return t,
            _ if std::time::Instant::now() > deadline => panic!("no stats line in {json:?}"),
            _ => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}
