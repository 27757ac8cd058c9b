//! Capture on the Winlator path: the library, configured to capture (`capture`,
//! `capture_screenshots` in its configuration file), writes the client's trace and the
//! pictures of the chosen frames of a swapchain it presents into the stand-in's window; replay
//! (the renderer binary, with no window) renders the same frames to the same bytes.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::harness::{TempDir, Xvfb, have_jdk, renderer_binary};
use crate::hosted::{FRAMES, run_client, standin_with_window};

/// The frames screenshot (as the trace numbers them: presentation k ends frame k).
const SHOTS: [usize; 2] = [1, 3];

/// A PNG's size and RGBA pixels.
fn decode(path: &Path) -> (u32, u32, Vec<u8>) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = png::Decoder::new(&bytes[..]).read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(
        (info.color_type, info.bit_depth),
        (png::ColorType::Rgba, png::BitDepth::Eight)
    );
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// The live screenshots of a hosted swapchain's frames hold exactly the colour the client
/// cleared each of those frames to, at the swapchain's size; replaying the trace writes the
/// same PNG files, byte for byte, and every reply as recorded.
#[test]
fn hosted_frames_are_captured_with_screenshots_that_replay_equals() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("hosted-capture");
    let x = Xvfb::start();
    let trace = dir.0.join("hosted.trace");
    let config = dir.0.join("renderer.toml");
    std::fs::write(
        &config,
        format!(
            "capture = {:?}\ncapture_screenshots = [{}, {}]\n",
            trace.to_str().unwrap(),
            SHOTS[0],
            SHOTS[1]
        ),
    )
    .unwrap();
    let standin = standin_with_window(&dir.0, &[("VKRELAY_CONFIG", &config)]);
    let (ok, out, err) = run_client(&standin, &dir.0, &x.display, &[]);
    assert!(ok, "the client failed:\n{out}\n{err}\n{}", standin.log());
    assert_eq!(
        standin.wait_logged("client gone", 1),
        1,
        "{}",
        standin.log()
    );
    let (_, log) = standin.finish();
    assert!(
        log.contains("the renderer presents the client's swapchain into the host's window"),
        "{log}"
    );
    let live = |n: usize| -> PathBuf {
        let mut p = trace.clone().into_os_string();
        p.push(format!(".frame-{n}.png"));
        PathBuf::from(p)
    };
    for n in SHOTS {
        let (w, h, rgba) = decode(&live(n));
        assert_eq!(
            (w, h),
            (
                u32::from(crate::hosted::WIDTH),
                u32::from(crate::hosted::HEIGHT)
            )
        );
        let want = FRAMES[n].map(|c| (c * 255.0).round() as u8);
        assert!(
            rgba.chunks(4).all(|px| px == want),
            "frame {n}: not all pixels are {want:?}"
        );
    }

    let replayed = dir.0.join("replayed");
    let shots = format!("{},{}", SHOTS[0], SHOTS[1]);
    let r = Command::new(renderer_binary())
        .arg("replay")
        .arg(&trace)
        .args(["--screenshot", &shots, "--out"])
        .arg(&replayed)
        .env("VK_DRIVER_FILES", crate::harness::LVP_MANIFEST)
        .env_remove("VK_ICD_FILENAMES")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&r.stdout);
    assert!(
        r.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&r.stderr)
    );
    assert!(stdout.contains(" 0 replies differ"), "{stdout}");
    for n in SHOTS {
        let again = std::fs::read(replayed.join(format!("frame-{n}.png"))).unwrap();
        assert!(
            again == std::fs::read(live(n)).unwrap(),
            "frame {n}: the replay's picture differs from the live one"
        );
    }
}
