//! Timelines (`VKRELAY_TIMELINE`): the ICD's and the renderer's line up across the two
//! processes, compare with a native run's (the timing layer), and plot.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use super::gpu::{Gpu, render_pass_frames};
use super::processes::{helper, run_client, start_renderer_with};
use crate::relay::{TempDir, built_library, native_manifest};

/// The application half of [`timelines_line_up_across_the_two_processes`].
#[test]
#[ignore = "helper process of timelines_line_up_across_the_two_processes"]
fn timeline_client() {
    let Some(g) = Gpu::new() else { return };
    render_pass_frames(&g, TIMELINE_FRAMES);
    println!("TIMELINE CLIENT OK");
}

const TIMELINE_FRAMES: usize = 40;

/// The file `<prefix>.<pid>` a process wrote under `dir` (waits up to 30 s for it).
fn timeline_file(dir: &Path, prefix: &str) -> Vec<shm_ring::timeline::Record> {
    shm_ring::timeline::parse(&std::fs::read(timeline_path(dir, prefix)).unwrap()).unwrap()
}

/// The path of the file `<prefix>.<pid>` under `dir` (waits up to 30 s for it).
fn timeline_path(dir: &Path, prefix: &str) -> std::path::PathBuf {
    let start = Instant::now();
    loop {
        let found = std::fs::read_dir(dir).unwrap().flatten().find(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.strip_prefix(prefix)
                .and_then(|rest| rest.strip_prefix('.'))
                .is_some_and(|pid| pid.parse::<u32>().is_ok())
        });
        if let Some(e) = found {
            return e.path();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no {prefix}.<pid> file in {}",
            dir.display()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// With `VKRELAY_TIMELINE` set, the ICD and the renderer each write a timeline, and the two
/// line up frame by frame: every host wait's reply is sent after the wait's request and
/// before the application's wait returns (one clock for both processes), and every phase of
/// the report finds its events.
#[test]
fn timelines_line_up_across_the_two_processes() {
    use shm_ring::timeline::Event;
    use vkrelay_renderer::timeline::{Report, WARM_UP};
    let dir = TempDir::new("threads-timeline");
    let (renderer, log) = start_renderer_with(
        &dir.0,
        &[],
        &[("VKRELAY_TIMELINE", &dir.0.join("renderer"))],
    );
    let socket = dir.0.join("vkrelay.sock");
    let mut client = helper("threads::timeline::timeline_client", &socket, &dir.0);
    client.env("VKRELAY_TIMELINE", dir.0.join("app"));
    // The timeline pairs each host wait with the renderer's driver wait: the waits take the
    // round trip here, not the feedback page (which answers them with no message).
    client.env("VKRELAY_FEEDBACK", "off");
    run_client(client, "TIMELINE CLIENT OK", &log);
    let app = timeline_file(&dir.0, "app");
    let ren = timeline_file(&dir.0, "renderer");
    drop(renderer);
    let count =
        |r: &[shm_ring::timeline::Record], e: Event| r.iter().filter(|x| x.event == e).count();
    assert_eq!(count(&app, Event::EndCommandBuffer), TIMELINE_FRAMES);
    assert_eq!(count(&app, Event::Submit), TIMELINE_FRAMES);
    assert_eq!(count(&app, Event::EndRendering), TIMELINE_FRAMES);
    assert_eq!(count(&ren, Event::EndDone), TIMELINE_FRAMES);
    assert_eq!(count(&ren, Event::SubmitDone), TIMELINE_FRAMES);
    // A wait per frame, and the device wait when the client tears its device down.
    let waits = count(&app, Event::WaitReturn);
    assert!(waits > TIMELINE_FRAMES, "{waits} waits");
    assert_eq!(count(&ren, Event::WaitDriverReturn), waits);
    let report = Report::new(&app, &ren);
    assert_eq!(report.unmatched, 0, "{report}");
    let measured = TIMELINE_FRAMES - WARM_UP;
    for p in &report.phases {
        assert!(
            p.spans.len() + 1 >= measured,
            "phase {:?} found {} spans of {measured} frames:\n{report}",
            p.name,
            p.spans.len()
        );
    }
    assert_eq!(
        report.paced_polling + report.paced_early + report.unpaced,
        waits - WARM_UP,
        "{report}"
    );
    // The same client natively on the same driver, with the timing layer: the same events, and
    // application phases that compare with those through vkrelay.
    let layer = built_library("libvkrelay_timing_layer.so", "timing-layer");
    std::fs::write(
        dir.0.join("vkrelay_timing.json"),
        vkrelay_timing_layer::manifest(&layer),
    )
    .unwrap();
    let mut native = helper("threads::timeline::timeline_client", &socket, &dir.0);
    native
        .env("VKRELAY_TEST_ICD", "loader")
        .env("VK_DRIVER_FILES", native_manifest())
        .env("VK_LAYER_PATH", &dir.0)
        .env("VK_INSTANCE_LAYERS", vkrelay_timing_layer::LAYER_NAME)
        .env("VKRELAY_TIMELINE", dir.0.join("native"));
    run_client(native, "TIMELINE CLIENT OK", &log);
    let nat = timeline_file(&dir.0, "native");
    for e in [Event::EndCommandBuffer, Event::Submit, Event::EndRendering] {
        assert_eq!(count(&nat, e), count(&app, e), "{e:?}");
    }
    assert_eq!(count(&nat, Event::WaitReturn), count(&nat, Event::WaitCall));
    assert!(count(&nat, Event::WaitReturn) > TIMELINE_FRAMES);
    let cmp = vkrelay_renderer::timeline::Comparison::new(&nat, &app);
    for p in cmp.native.iter().chain(&cmp.relay) {
        assert!(
            p.spans.len() + 2 >= measured,
            "phase {:?} found {} spans of {measured} frames:\n{cmp}",
            p.name,
            p.spans.len()
        );
    }
    // `timeline --native … --plot` draws the same phases: a bar per run and phase.
    let svg = dir.0.join("phases.svg");
    let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .arg("timeline")
        .arg(timeline_path(&dir.0, "app"))
        .arg(timeline_path(&dir.0, "renderer"))
        .arg("--native")
        .arg(timeline_path(&dir.0, "native"))
        .arg("--plot")
        .arg(&svg)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    let picture = std::fs::read_to_string(&svg).unwrap();
    for p in &cmp.native {
        assert!(text.contains(p.name), "{text}");
        assert!(
            // SVG text escapes `->`'s `>`.
            picture.contains(&format!("\n{}\n", p.name.replace('>', "&gt;"))),
            "{} not drawn",
            p.name
        );
    }
    let bars = picture
        .lines()
        .filter(|l| l.starts_with("<rect") && !l.contains("height=\"10\""))
        .filter(|l| l.contains("#4C72B0") || l.contains("#DD8452"))
        .count();
    assert_eq!(bars, 2 * cmp.native.len(), "{picture}");
}
