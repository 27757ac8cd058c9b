//! Hostile `SWAPCHAIN_CREATE` messages (`vk_wire::present`, a swapchain the renderer presents
//! into a real Xvfb window): images of a size or usage the device cannot make are answered
//! `VK_ERROR_INITIALIZATION_FAILED` before the driver is asked, and the renderer (serving
//! with `--isolation none`, so that a crash fails the test) lives. A valid request on the
//! same window succeeds, so the window and the device are not what failed.

use std::time::Duration;

use ash::vk;
use vk_wire::present::{Create, SWAPCHAIN_CREATE};

use super::client::{Outcome, Raw, behave};
use super::{A_DEVICE, A_QUEUE, Bad, Prefix};
use crate::clients::{Xvfb, window};
use crate::relay::{Renderer, TempDir};

fn create(display: &str, window: u32, swapchain: u64, f: impl FnOnce(&mut Create)) -> Bad {
    let mut c = Create {
        device: A_DEVICE,
        queue: A_QUEUE,
        swapchain,
        window,
        format: vk::Format::B8G8R8A8_UNORM.as_raw(),
        width: 64,
        height: 64,
        usage: (vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_DST).as_raw(),
        images: vec![swapchain + 1, swapchain + 2],
        flags: 0,
        modes: vec![],
        view_formats: vec![],
        display: display.to_owned(),
    };
    f(&mut c);
    Bad {
        command: SWAPCHAIN_CREATE,
        flags: 0,
        payload: c.words().iter().flat_map(|w| w.to_le_bytes()).collect(),
        prefix: Prefix::Device,
    }
}

#[test]
fn swapchain_images_the_device_cannot_make_are_refused_before_the_driver() {
    let dir = TempDir::new("hostile-swapchain");
    let log = dir.0.join("renderer.log");
    let x = Xvfb::start();
    let (_conn, win) = window(&x.display, 64, 64);
    let mut renderer = Renderer::start_env(
        &dir.0,
        &["--isolation", "none"],
        &[("VKRELAY_LOG", "error")],
        Some(&log),
    );
    let failed = vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64;
    let cases: Vec<(&str, Bad, Outcome)> = vec![
        (
            "width 0",
            create(&x.display, win, 0x60, |c| c.width = 0),
            Outcome::Replied(failed),
        ),
        (
            "height 0",
            create(&x.display, win, 0x60, |c| c.height = 0),
            Outcome::Replied(failed),
        ),
        (
            "width 2^20",
            create(&x.display, win, 0x60, |c| c.width = 1 << 20),
            Outcome::Replied(failed),
        ),
        (
            "height u32::MAX",
            create(&x.display, win, 0x60, |c| c.height = u32::MAX),
            Outcome::Replied(failed),
        ),
        (
            "no usage",
            create(&x.display, win, 0x60, |c| c.usage = 0),
            Outcome::Replied(failed),
        ),
        (
            "every usage bit",
            create(&x.display, win, 0x60, |c| c.usage = u32::MAX),
            Outcome::Replied(failed),
        ),
        (
            "a video usage bit",
            create(&x.display, win, 0x60, |c| {
                c.usage |= vk::ImageUsageFlags::VIDEO_DECODE_DST_KHR.as_raw()
            }),
            Outcome::Replied(failed),
        ),
        (
            "a valid swapchain",
            create(&x.display, win, 0x60, |_| {}),
            Outcome::Replied(0),
        ),
    ];
    let mut failures = Vec::new();
    for (what, bad, want) in cases {
        let mut raw = Raw::connect(&renderer.socket);
        behave(&mut raw, Prefix::Device);
        let got = raw.attack(&bad, Duration::from_secs(30));
        if let Some(status) = renderer.child.try_wait().unwrap() {
            panic!(
                "the renderer died ({status}) at {what}:\n{}",
                std::fs::read_to_string(&log).unwrap_or_default()
            );
        }
        if got != want {
            failures.push(format!("{what}: {got:?}, expected {want:?}"));
        }
    }
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(failures.is_empty(), "{}\n{text}", failures.join("\n"));
    assert!(!text.contains("panicked"), "{text}");
    assert!(text.contains("the device makes 1 to"), "{text}");
}
