//! `--capture` of the bundled example through vkrelay on lavapipe, read back with
//! `trace info` and `trace dump`, whole and cut short.

use std::process::Command;
use std::time::Duration;

use crate::clients::offscreen_binary;
use crate::relay::{Renderer, TempDir, run_app};

fn trace_cmd(what: &str, file: &std::path::Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["trace", what])
        .arg(file)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The example's trace shows its stream, requests, memory writes and frames; every request
/// decodes; a copy cut inside a chunk gives the records before the cut and says it was
/// truncated.
#[test]
fn capturing_the_offscreen_example_gives_a_readable_trace() {
    let dir = TempDir::new("capture");
    let file = dir.0.join("offscreen.trace");
    let renderer = Renderer::start_with(
        &dir.0,
        &["--isolation", "none", "--capture", file.to_str().unwrap()],
    );
    let mut cmd = Command::new(offscreen_binary());
    cmd.arg("--out")
        .arg(dir.0.join("o.png"))
        .args(["--frames", "3"]);
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The client is gone once its trace is finished: `trace info` reads to the end only
    // then, so wait for a whole file (the renderer finishes it as the client's last stream
    // ends, right after the application exits).
    let start = std::time::Instant::now();
    let (whole, info) = loop {
        let (ok, info) = trace_cmd("info", &file);
        if ok && info.contains("opened, closed") {
            break (ok, info);
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the trace was not finished:\n{info}"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    drop(renderer);
    assert!(whole, "{info}");
    assert!(info.contains("driver: llvmpipe"), "{info}");
    assert!(info.contains("client 0 stream 0: opened, closed"), "{info}");
    let frames: usize = info
        .lines()
        .find_map(|l| l.strip_prefix("frames: "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no frame count:\n{info}"));
    // Frame 0 (setup and the texture upload), one per rendered frame.
    assert!(frames >= 4, "{info}");
    let total = info.lines().find(|l| l.starts_with("total: ")).unwrap();
    let count = |what: &str| -> u64 {
        let i = total
            .find(what)
            .unwrap_or_else(|| panic!("{what} in {total}"));
        total[..i]
            .rsplit(|c: char| !c.is_ascii_digit() && c != ' ')
            .next()
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    };
    assert!(count(" requests") > 50, "{total}");
    assert!(count(" memory writes") > 0, "{total}");

    let (ok, dump) = trace_cmd("dump", &file);
    assert!(ok);
    assert!(!dump.contains("undecodable"), "{dump}");
    assert!(dump.contains(" s0 vkrelay:Async vkQueueSubmit"), "{dump}");
    assert!(dump.contains(" s0 vkCmdDrawIndexed"), "{dump}");
    let requests = dump
        .lines()
        .filter(|l| {
            l.split(' ')
                .next()
                .is_some_and(|w| w.parse::<u64>().is_ok())
        })
        .filter(|l| !l.contains(" reply"))
        .count() as u64;
    assert_eq!(requests, count(" requests"));

    // Cut inside the last chunk: the records of the whole chunks before it (the environment
    // and the setup go as chunks of their own), then the truncation.
    let bytes = std::fs::read(&file).unwrap();
    let cut = dir.0.join("cut.trace");
    std::fs::write(&cut, &bytes[..bytes.len() - 16]).unwrap();
    let (ok, info) = trace_cmd("info", &cut);
    assert!(!ok);
    assert!(info.contains("driver: llvmpipe"), "{info}");
    assert!(
        info.lines().last().unwrap().starts_with("truncated: "),
        "{info}"
    );
    let (ok, dump) = trace_cmd("dump", &cut);
    assert!(!ok);
    assert!(dump.contains("0 s0 vkrelay:Session"), "{dump}");
    assert!(
        dump.lines().last().unwrap().starts_with("truncated: "),
        "{dump}"
    );
}
