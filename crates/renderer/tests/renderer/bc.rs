//! The BC repair (`--emulate-missing bc`) on lavapipe, which has BCn natively: native is the
//! reference. The example's `--mode bc` picture through vkrelay matches native (BC6H and BC7
//! bit for bit, BC1-BC5 within the rounding the example's own tests allow); many uploads
//! leave the renderer's memory where it was and are counted by `--stats`; what the repair
//! cannot do is refused with a log line and a Vulkan error.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::clients::offscreen_binary;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};
use crate::repairs::{log, logged, unrepaired_vuids, vuids, wait_for_log};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// An RGBA8 PNG's size and pixels.
fn png_pixels(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    pixels.truncate(info.buffer_size());
    (info.width, info.height, pixels)
}

/// The example's cells (64 x 64, row-major, in its `TEXTURES` order): BC1..BC5 UNORM/SNORM,
/// sRGB, and BC6H/BC7. Largest accepted difference per 8-bit channel against native: BC6H
/// and BC7 decode bit-exactly by specification, so their UNORM and float cells must be
/// equal. BC7 sRGB decodes to the same bits, but lavapipe converts sRGB to linear in its
/// BCn path and in its `R8G8B8A8_SRGB` path with different precision (1 step, seen here).
/// BC1-BC5 interpolation may round one step differently in lavapipe and in bcn-decode,
/// each within the example's tolerance of the exact value (2 steps, 4 through an sRGB view),
/// so the two may differ by that much.
fn tolerance(cell: usize) -> u8 {
    match cell {
        12..=14 => 0,
        15 => 1,
        1 | 3 | 5 | 7 => 4,
        _ => 2,
    }
}

/// `offscreen --mode bc`: 16 formats, 3 levels, 2 layers, five regions per texture (one
/// with `bufferRowLength` and `bufferImageHeight`, partial edge blocks) through vkrelay with
/// BCn emulated, against lavapipe's own BCn: decoded on the CPU.
#[test]
fn offscreen_bc_through_vkrelay_matches_native() {
    offscreen_bc("cpu");
}

/// The same, decoded on the GPU by the compute shaders.
#[test]
fn offscreen_bc_decoded_on_the_gpu_matches_native() {
    offscreen_bc("gpu");
}

fn offscreen_bc(decode: &str) {
    let dir = TempDir::new(&format!("bc-offscreen-{decode}"));
    let native = Command::new(offscreen_binary())
        .args(["--mode", "bc", "--out"])
        .arg(dir.0.join("native.png"))
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .output()
        .unwrap();
    assert!(native.status.success(), "{}", text(&native.stderr));
    let renderer = logged(
        &dir.0,
        &["--emulate-missing", "bc", "--stats", "--bc-decode", decode],
        &[("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")],
    );
    let mut cmd = Command::new(offscreen_binary());
    cmd.args(["--mode", "bc", "--out"])
        .arg(dir.0.join("relay.png"));
    let relayed = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(
        relayed.status.success(),
        "{}\n{}",
        text(&relayed.stderr),
        log(&dir.0)
    );
    let (w, h, a) = png_pixels(&dir.0.join("native.png"));
    let (w2, h2, b) = png_pixels(&dir.0.join("relay.png"));
    assert_eq!((w, h), (w2, h2));
    assert_eq!((w, h), (256, 256));
    let mut worst = [0u8; 16];
    let mut distinct = std::collections::HashSet::new();
    for y in 0..h as usize {
        for x in 0..w as usize {
            let cell = y / 64 * 4 + x / 64;
            let i = (y * w as usize + x) * 4;
            distinct.insert(<[u8; 4]>::try_from(&a[i..i + 4]).unwrap());
            for c in 0..4 {
                let d = a[i + c].abs_diff(b[i + c]);
                worst[cell] = worst[cell].max(d);
                assert!(
                    d <= tolerance(cell),
                    "cell {cell} pixel ({x}, {y}) channel {c}: native {:?}, vkrelay {:?}",
                    &a[i..i + 4],
                    &b[i..i + 4]
                );
            }
        }
    }
    // The picture holds the textures, not only the background.
    assert!(distinct.len() > 1000, "{} colours", distinct.len());
    eprintln!("largest difference per cell: {worst:?}");
    let l = wait_for_log(&dir.0, "bc: ");
    assert!(l.contains("bc (16 formats; emulate_missing)"), "{l}");
    // 16 textures, five regions each, one upload.
    let counted = if decode == "gpu" {
        "bc: 16 images emulated, 0 uploads decoded (0 bytes), 80 on the GPU"
    } else {
        "bc: 16 images emulated, 80 uploads decoded"
    };
    assert!(l.contains(counted), "{l}");
    assert!(
        l.contains("VkPhysicalDeviceFeatures.textureCompressionBC is not asked of the driver"),
        "{l}"
    );
    assert!(renderer_errors(&l).is_empty(), "{l}");
    // The validation layer in the renderer: nothing that a run without the repair lacks.
    let added: Vec<String> = vuids(&l)
        .difference(&unrepaired_vuids(&dir.0, "bc"))
        .cloned()
        .collect();
    assert!(
        added.is_empty(),
        "validation in the renderer: {added:?}\n{l}"
    );
}

/// The validation layer's findings (in the renderer) when the client runs `modes` through
/// vkrelay without the repair, on lavapipe's own BCn: what the repair must not add to. Each
/// mode must print its `ok` line.
fn plain_vuids(dir: &Path, modes: &[(&str, &str)]) -> std::collections::BTreeSet<String> {
    let plain_dir = dir.join("plain");
    std::fs::create_dir_all(&plain_dir).unwrap();
    let plain = logged(
        &plain_dir,
        &[],
        &[("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")],
    );
    for &(mode, ok) in modes {
        let out = client_on(&plain_dir, Some(&plain.socket), mode, false);
        assert!(
            text(&out.stdout).contains(ok),
            "{mode}: {}",
            text(&out.stderr)
        );
    }
    drop(plain);
    vuids(&log(&plain_dir))
}

/// The renderer's own error lines in its log (the validation layer's reports say `ERROR`
/// too; [`vuids`] compares those).
fn renderer_errors(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains(" ERROR vkrelay"))
        .collect()
}

/// Runs [`bc_client`] in `mode` against the renderer at `socket`.
fn client(dir: &Path, socket: &Path, mode: &str) -> Output {
    client_on(dir, Some(socket), mode, true)
}

/// Runs [`bc_client`] in `mode` through vkrelay (the renderer at `socket`), or on lavapipe
/// itself (`None`); `repaired`: it checks the BC repair's answers to its queries.
fn client_on(dir: &Path, socket: Option<&Path>, mode: &str, repaired: bool) -> Output {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", "bc::bc_client", "--ignored", "--nocapture"])
        .env("VKRELAY_TEST_BC", mode)
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(Stdio::null());
    match socket {
        Some(s) => cmd
            .env("VKRELAY_TEST_ICD", crate::relay::icd_library())
            .env("VKRELAY_SERVER_PATH", s),
        None => cmd.env("VKRELAY_TEST_ICD", lvp_library()),
    };
    if !repaired {
        cmd.env("VKRELAY_TEST_BC_NATIVE", "1");
    }
    cmd.output().unwrap()
}

/// Lavapipe's driver library (its manifest's `library_path`), which the client loads
/// directly for the native runs.
fn lvp_library() -> String {
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(LVP_MANIFEST).unwrap()).unwrap();
    m["ICD"]["library_path"].as_str().unwrap().to_owned()
}

/// The renderer's resident memory, KiB.
fn rss_kib(renderer: &Renderer) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", renderer.child.id())).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap()
}

/// Waits up to 60 s for `path` to exist.
fn wait_for_file(path: &Path, child: &mut std::process::Child) {
    let start = Instant::now();
    while !path.exists() {
        if let Some(status) = child.try_wait().unwrap() {
            panic!(
                "the client exited ({status}) before writing {}",
                path.display()
            );
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no {}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// 21 000 submissions of uploads into an emulated BC1 image from one client (re-recorded
/// every fourth time, new source bytes every other time). The renderer's RSS is read after
/// 1 000, 11 000 and 21 000 and once the client left: the last 10 000 uploads add less than
/// 1 MiB (the first 10 000 warm the allocator up: about 4 MiB here), none is more than a
/// few MB above the first, and `--stats` counts what was decoded and what was unchanged.
#[test]
fn ten_thousand_uploads_leave_the_renderer_memory_where_it_was() {
    uploads("cpu");
}

/// The same with the GPU decode: each re-recording decodes in the command buffer (one
/// descriptor set and one staging buffer, freed with the recording).
#[test]
fn ten_thousand_gpu_decoded_uploads_leave_the_renderer_memory_where_it_was() {
    uploads("gpu");
}

fn uploads(decode: &str) {
    let dir = TempDir::new(&format!("bc-uploads-{decode}"));
    let renderer = logged(
        &dir.0,
        // One process, whose memory is the renderer's (a worker would leave with its client).
        &[
            "--emulate-missing",
            "bc",
            "--stats",
            "--bc-decode",
            decode,
            "--isolation",
            "none",
        ],
        &[],
    );
    let sync = dir.0.join("sync");
    std::fs::create_dir_all(&sync).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "bc::bc_client", "--ignored", "--nocapture"])
        .env("VKRELAY_TEST_ICD", crate::relay::icd_library())
        .env("VKRELAY_TEST_BC", "uploads:21000")
        .env("VKRELAY_TEST_BC_SYNC", &sync)
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut rss = Vec::new();
    for at in ["1000", "11000", "21000"] {
        wait_for_file(&sync.join(format!("at-{at}")), &mut child);
        rss.push(rss_kib(&renderer));
        std::fs::write(sync.join(format!("go-{at}")), b"").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(
        text(&out.stdout).contains("UPLOADED 21000"),
        "{}",
        log(&dir.0)
    );
    let l = wait_for_log(&dir.0, "uploads unchanged");
    rss.push(rss_kib(&renderer));
    eprintln!(
        "renderer RSS (KiB) after 1000 uploads, 11000, 21000, after the client left: {rss:?}"
    );
    // Every fourth submission re-records, every other one changes the source bytes: on the
    // CPU, half of them decode (64 x 64 RGBA8 each), half find their source unchanged; on
    // the GPU, each of the 5250 recordings decodes in the command buffer.
    let counted = if decode == "gpu" {
        "1 image emulated, 0 uploads decoded (0 bytes), 5250 on the GPU, 0 uploads unchanged"
    } else {
        "1 image emulated, 10500 uploads decoded (172032000 bytes), 0 on the GPU, 10500 \
         uploads unchanged"
    };
    assert!(l.contains(counted), "{l}");
    assert!(
        rss[2] < rss[1] + 1024,
        "10 000 uploads grew the renderer from {} KiB to {} KiB",
        rss[1],
        rss[2]
    );
    for &r in &rss[1..] {
        assert!(
            r < rss[0] + 8 * 1024,
            "the renderer grew from {} KiB to {r} KiB",
            rss[0]
        );
    }
}

/// Readbacks and copies that need the blocks (into an image of the same BC format, into an
/// uncompressed image of the block's size) are served from the blocks the repair keeps: the
/// client reads back exactly the bytes it uploaded, as it does on lavapipe's own BCn. Copies
/// into an emulated image from another BC format or from an uncompressed image put the blocks
/// in its shadow and decode them on the GPU: the image samples as those bytes decoded.
#[test]
fn readbacks_and_block_copies_return_the_uploaded_blocks() {
    let dir = TempDir::new("bc-readback");
    let modes = [
        ("readback", "READBACK OK"),
        ("copy-image", "COPIED OK"),
        ("reinterpret", "REINTERPRET OK"),
        ("copy-in", "COPY-IN OK"),
    ];
    for (mode, ok) in modes {
        let native = client_on(&dir.0, None, mode, false);
        assert!(
            text(&native.stdout).contains(ok),
            "natively, {mode}: {}",
            text(&native.stderr)
        );
    }
    let validation = [("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")];
    let before = plain_vuids(&dir.0, &modes);
    let renderer = logged(&dir.0, &["--emulate-missing", "bc", "--stats"], &validation);
    for (mode, ok) in modes {
        let out = client(&dir.0, &renderer.socket, mode);
        assert!(
            text(&out.stdout).contains(ok),
            "{mode}: {}\n{}",
            text(&out.stderr),
            log(&dir.0)
        );
    }
    // Each client's statistics: one readback (of two regions); two image copies and one
    // readback of an emulated image; and twice a copy into the BC7 image (decoded on the
    // GPU) and its readback.
    // Every client's statistics are written when it leaves, after it exited, twice (the
    // log's line and the plain one on stderr): wait for all of them.
    let start = Instant::now();
    let l = loop {
        let l = log(&dir.0);
        if l.matches(" from the kept blocks").count() >= 2 * modes.len()
            || start.elapsed() > Duration::from_secs(30)
        {
            break l;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        l.contains("0 commands refused, 3 copies from the kept blocks"),
        "{l}"
    );
    assert!(
        l.contains("0 commands refused, 1 copy from the kept blocks"),
        "{l}"
    );
    assert_eq!(
        l.matches(
            "1 on the GPU, 0 uploads unchanged, 0 commands refused, 2 copies from the kept blocks"
        )
        .count(),
        2 * 2,
        "two clients, each summary written twice: {l}"
    );
    assert!(renderer_errors(&l).is_empty(), "{l}");
    let added: Vec<String> = vuids(&l).difference(&before).cloned().collect();
    assert!(
        added.is_empty(),
        "validation in the renderer: {added:?}\n{l}"
    );
}

/// An upload whose source bytes the GPU writes in the same command buffer, decoded on the
/// GPU (`--bc-decode gpu`), submitted twice with new bytes: the texels, read back through a
/// blit, equal bcn-decode's, as lavapipe's own do (on the CPU, at submission, those bytes
/// are not there yet). And a GPU decode between the application's compute bindings and its
/// dispatch: the dispatch sees the application's pipeline, set and push constants. The
/// validation layer in the renderer adds nothing.
#[test]
fn bytes_the_gpu_wrote_are_decoded_on_the_gpu() {
    gpu_mode("gpu-written", "GPU-WRITTEN OK");
}

/// See [`bytes_the_gpu_wrote_are_decoded_on_the_gpu`].
#[test]
fn a_gpu_decode_keeps_the_application_s_compute_state() {
    gpu_mode("compute-state", "COMPUTE-STATE OK");
}

fn gpu_mode(mode: &str, ok: &str) {
    let dir = TempDir::new(&format!("bc-{mode}"));
    let native = client_on(&dir.0, None, mode, false);
    assert!(
        text(&native.stdout).contains(ok),
        "natively: {}",
        text(&native.stderr)
    );
    let validation = [("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")];
    let before = plain_vuids(&dir.0, &[(mode, ok)]);
    let renderer = logged(
        &dir.0,
        &["--emulate-missing", "bc", "--stats", "--bc-decode", "gpu"],
        &validation,
    );
    let out = client(&dir.0, &renderer.socket, mode);
    assert!(
        text(&out.stdout).contains(ok),
        "{}\n{}",
        text(&out.stderr),
        log(&dir.0)
    );
    let l = wait_for_log(&dir.0, "on the GPU");
    assert!(l.contains("1 on the GPU"), "{l}");
    assert!(renderer_errors(&l).is_empty(), "{l}");
    let added: Vec<String> = vuids(&l).difference(&before).cloned().collect();
    assert!(
        added.is_empty(),
        "validation in the renderer: {added:?}\n{l}"
    );
}

/// What the repair cannot do fails with a Vulkan error and a log line, and the renderer
/// goes on serving.
#[test]
fn what_the_repair_cannot_do_is_refused_with_an_error() {
    let dir = TempDir::new("bc-refusals");
    let renderer = logged(
        &dir.0,
        &["--emulate-missing", "bc", "--image-cache-mb", "1"],
        &[],
    );
    for (mode, logged) in [
        ("view", "a view that reinterprets BCn blocks"),
        (
            "region",
            "the compressed bytes lie outside the source buffer",
        ),
        ("cache", "would pass image_cache_mb"),
    ] {
        let out = client(&dir.0, &renderer.socket, mode);
        assert!(
            text(&out.stdout).contains("REFUSED"),
            "{mode}: {}\n{}",
            text(&out.stderr),
            log(&dir.0)
        );
        let l = wait_for_log(&dir.0, logged);
        assert!(l.contains(logged), "{mode}: {l}");
    }
    // The renderer still serves: uploads work for the next client.
    let out = client(&dir.0, &renderer.socket, "uploads:4");
    assert!(
        text(&out.stdout).contains("UPLOADED 4"),
        "{}",
        text(&out.stderr)
    );
}

/// The application half of the tests above: `VKRELAY_TEST_BC` says what it does.
#[test]
#[ignore = "helper process of the bc tests"]
fn bc_client() {
    let Some(mode) = std::env::var("VKRELAY_TEST_BC").ok() else {
        return;
    };
    let icd = std::env::var_os("VKRELAY_TEST_ICD").unwrap();
    // SAFETY: a test client with valid Vulkan usage except where `mode` breaks a rule the
    // renderer must catch.
    unsafe { client::run(icd.into(), &mode) };
}

#[path = "bc_client.rs"]
mod client;
