//! zink (OpenGL on Vulkan) through vkrelay with `--emulate-missing bc`, on lavapipe, which has
//! BCn natively: native is the reference. zink offers S3TC, RGTC and BPTC to OpenGL programs as
//! it does natively, and piglit's texture-compression programs (Debian's `piglit` package),
//! which upload and sample such textures, pass their own checks and draw the same frames as
//! natively.
//!
//! Frames: each program runs natively under `apitrace` (`-auto -fbo`: it draws into a
//! framebuffer object and checks it); `glretrace` replays the trace natively and through
//! vkrelay and takes a snapshot after each call where the program reads its framebuffer back
//! to check it (`glReadPixels`), or after each draw where it reads none. The program's own
//! calls reach zink in both replays: its `glCompressedTexImage2D` blocks, and the blocks Mesa
//! compresses on the CPU for a `glTexImage2D` of uncompressed data into a compressed format;
//! zink uploads both with `vkCmdCopyBufferToImage`, which the repair decodes (each trace is
//! replayed through vkrelay twice: decoding on the CPU, then on the GPU).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, TempDir, run_app};
use crate::repairs::{log, logged};

/// Where Debian's `piglit` package installs its test programs.
const PIGLIT_BIN: &str = "/usr/lib/x86_64-linux-gnu/piglit/bin";

/// What a piglit program prints when all its checks passed.
const PASS: &str = r#"PIGLIT: {"result": "pass" }"#;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `program` as an OpenGL program on zink under the X server `x`.
fn zink(program: impl AsRef<std::ffi::OsStr>, x: &Xvfb) -> Command {
    let mut cmd = Command::new(program);
    cmd.env("DISPLAY", &x.display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("GALLIUM_DRIVER", "zink")
        .env("PIGLIT_PLATFORM", "glx");
    cmd
}

/// Runs `cmd` natively on lavapipe, killing it after `limit`.
fn native(mut cmd: Command, dir: &Path, limit: Duration) -> Output {
    cmd.env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env_remove("VK_ICD_FILENAMES")
        .env("XDG_RUNTIME_DIR", dir)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e} (cargo xtask test installs it)"));
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut b = Vec::new();
            let _ = r.read_to_end(&mut b);
            b
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

/// Waits up to 20 s for the renderer logging into `dir` to print its client's stats (it does
/// when it notices the client left); the log.
fn stats_log(dir: &Path) -> String {
    let start = Instant::now();
    while !log(dir).contains("client stats") && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    log(dir)
}

/// A count in the BC repair's stats line of a renderer's log (`bc: N images emulated, M
/// uploads decoded (B bytes), G on the GPU, …, R commands refused, C copies from the kept
/// blocks`): the number before the part that contains `what`.
fn bc_count(log: &str, what: &str) -> u64 {
    let line = log
        .lines()
        .find_map(|l| l.strip_prefix("bc: "))
        .unwrap_or_else(|| panic!("no bc stats line:\n{log}"));
    line.split(", ")
        .find(|part| part.contains(what))
        .and_then(|part| part.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no {what:?} in {line}"))
}

/// `(images emulated, uploads decoded on the CPU or the GPU)` by a renderer's log, after
/// checking that the log has no error and the repair refused no command.
fn bc_stats(log: &str, what: &str) -> (u64, u64) {
    assert!(!log.contains("ERROR"), "{what}:\n{log}");
    assert_eq!(bc_count(log, "refused"), 0, "{what}:\n{log}");
    (
        bc_count(log, "emulated"),
        bc_count(log, "decoded") + bc_count(log, "on the GPU"),
    )
}

/// The extensions of each section of `glxinfo`'s output ("OpenGL extensions", "OpenGL core
/// profile extensions", ...) that name texture compression.
fn compression_extensions(glxinfo: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut sections: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut section = None;
    for line in glxinfo.lines() {
        if !line.starts_with(' ') {
            section = line
                .strip_suffix(':')
                .filter(|s| s.contains("extensions"))
                .map(str::to_owned);
            continue;
        }
        let Some(s) = &section else { continue };
        for name in line.split(',').map(str::trim) {
            if name.contains("compress") {
                sections
                    .entry(s.clone())
                    .or_default()
                    .insert(name.to_owned());
            }
        }
    }
    sections
}

/// zink on lavapipe through vkrelay with BCn emulated offers the texture-compression extensions
/// exactly as natively, S3TC, RGTC and BPTC among them, in the core and the compatibility
/// profile; the renderer did not ask the driver for `textureCompressionBC`.
#[test]
fn zink_offers_s3tc_rgtc_and_bptc_as_natively() {
    let dir = TempDir::new("zink-bc-glxinfo");
    let x = Xvfb::start();
    let want = native(zink("glxinfo", &x), &dir.0, Duration::from_secs(120));
    assert!(want.status.success(), "{}", text(&want.stderr));
    let renderer = logged(&dir.0, &["--emulate-missing", "bc"], &[]);
    let got = run_app(
        zink("glxinfo", &x),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    assert!(got.status.success(), "{}", text(&got.stderr));
    let (want, got) = (text(&want.stdout), text(&got.stdout));
    assert!(got.contains("zink (llvmpipe"), "{got}");
    let (want, got) = (compression_extensions(&want), compression_extensions(&got));
    assert_eq!(
        want, got,
        "compression extensions, native and through vkrelay"
    );
    for section in ["OpenGL core profile extensions", "OpenGL extensions"] {
        for e in [
            "GL_EXT_texture_compression_s3tc",
            "GL_ARB_texture_compression_rgtc",
            "GL_ARB_texture_compression_bptc",
        ] {
            assert!(
                got.get(section).is_some_and(|s| s.contains(e)),
                "{section}: no {e} in {:?}",
                got.get(section)
            );
        }
    }
    drop(renderer);
    let log = log(&dir.0);
    assert!(
        log.contains("VkPhysicalDeviceFeatures.textureCompressionBC is not asked of the driver"),
        "{log}"
    );
    assert!(!log.contains("ERROR"), "{log}");
}

/// One call of a trace as `apitrace dump` prints it: its number and its text.
fn dump(trace: &Path, dir: &Path) -> Vec<(u64, String)> {
    let mut cmd = Command::new("apitrace");
    cmd.args(["dump", "--color=never"]).arg(trace);
    let out = native(cmd, dir, Duration::from_secs(120));
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .lines()
        .filter_map(|l| {
            let (n, call) = l.split_once(' ')?;
            Some((n.parse().ok()?, call.to_owned()))
        })
        .collect()
}

/// A call to snapshot, and the compressed formats (`GL_COMPRESSED_…`) whose textures it
/// may show.
struct Shot {
    call: u64,
    /// The formats drawn since the framebuffer was last cleared.
    shown: BTreeSet<String>,
    /// The formats drawn since the snapshot before (since the start for the first).
    new: BTreeSet<String>,
}

/// The calls to snapshot: where the program reads its framebuffer back, or where it draws
/// (`glDraw*`; `glEnd` closes a draw of immediate mode) if it reads none; each after
/// something compressed was drawn.
fn snapshots(calls: &[(u64, String)]) -> Vec<Shot> {
    let pick = |snapshot: &str| {
        let mut bound = "";
        let mut formats: BTreeMap<&str, &str> = BTreeMap::new();
        let (mut shown, mut new) = (BTreeSet::new(), BTreeSet::new());
        let mut picked = Vec::new();
        for (n, call) in calls {
            if call.starts_with("glBindTexture(") {
                bound = call.rsplit("texture = ").next().unwrap_or("");
            } else if let Some(i) = call.find("internalformat = GL_COMPRESSED_") {
                let f = &call[i + "internalformat = ".len()..];
                let end = f
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(f.len());
                formats.insert(bound, &f[..end]);
            } else if call.starts_with("glClear(") {
                shown.clear();
            } else if call.starts_with("glDraw") || call.starts_with("glEnd(") {
                if let Some(f) = formats.get(bound) {
                    shown.insert(f.to_string());
                    new.insert(f.to_string());
                }
            }
            if call.starts_with(snapshot) && !shown.is_empty() {
                picked.push(Shot {
                    call: *n,
                    shown: shown.clone(),
                    new: std::mem::take(&mut new),
                });
            }
        }
        picked
    };
    let reads = pick("glReadPixels(");
    if reads.is_empty() {
        pick("glDraw")
    } else {
        reads
    }
}

/// The largest difference, per channel, that a snapshot of a texture of `format` may show
/// between native and vkrelay.
///
/// - BC6H and BC7 (`*_BPTC_*`): none. Their decoding is exactly specified, and lavapipe's own
///   and the repair's decoders agree bit for bit.
/// - BC7 sRGB (`GL_COMPRESSED_SRGB_ALPHA_BPTC_UNORM`): 1. sRGB changes no bit of the
///   block decode (BC7 UNORM is bit-exact in the same program); the difference is in how
///   lavapipe turns sRGB into linear: a BC7 sRGB texel goes through util_format's C fetch
///   (exact), the replacement `R8G8B8A8_SRGB` through llvmpipe's generated sampler code, which
///   uses a third-order polynomial (`lp_build_srgb_to_linear`), so some values land on the
///   neighbouring byte of the 8-bit framebuffer. S3TC sRGB, which llvmpipe decodes in
///   generated code too, is bit-exact.
/// - BC1–BC5 (S3TC, RGTC, LATC and the generic formats Mesa stores in them): 1. Their colour
///   and value interpolation may be rounded either way by a conforming decoder, and the two
///   here do: llvmpipe's generated S3TC decoder expands the endpoints to 8 bits and takes the
///   1/3 and 2/3 points as `v0 + (85 * (v1 - v0) >> 8)` and `>> 7` (truncating), its alpha
///   steps likewise; the repair's (`bcn-decode`) rounds the exact value to the nearest byte.
///   A BC4/BC5 decoder may also keep more precision (floats, for the signed forms) than the
///   8-bit replacement holds.
fn tolerance(format: &str) -> u8 {
    if format.contains("BPTC") {
        u8::from(format.contains("SRGB"))
    } else {
        1
    }
}

/// The size and RGBA pixels of a snapshot.
fn rgba(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba, "{}", path.display());
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// The snapshots glretrace wrote into `dir`, by name.
fn pngs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect();
    files.sort();
    files
}

/// Runs the piglit program `args` (`-auto -fbo`) through vkrelay with BCn emulated, a renderer
/// logging into `dir`: it passes its own checks, and the repair emulated images and decoded
/// uploads without refusing anything. The renderer's log.
fn passes_through_vkrelay(x: &Xvfb, args: &[&str], dir: &Path) -> String {
    let tag = args.join(" ");
    std::fs::create_dir_all(dir).unwrap();
    let renderer = logged(dir, &["--emulate-missing", "bc", "--stats"], &[]);
    let mut cmd = zink(Path::new(PIGLIT_BIN).join(args[0]), x);
    cmd.args(&args[1..]).args(["-auto", "-fbo"]);
    let out = run_app(cmd, dir, &renderer.socket, Duration::from_secs(180));
    let log = stats_log(dir);
    drop(renderer);
    assert!(
        out.status.success() && text(&out.stdout).contains(PASS),
        "{tag} through vkrelay:\n{}\n{}\nrenderer:\n{log}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let (images, uploads) = bc_stats(&log, &tag);
    assert!(images > 0 && uploads > 0, "{tag}: the repair did not run");
    log
}

/// Runs the piglit program `args` natively under apitrace and directly through vkrelay (both
/// must pass their own checks), then replays its trace natively and through vkrelay (the
/// repair decoding on the CPU, then on the GPU); checks
/// each snapshot's pixels against [`tolerance`] (the strictest of the formats that drew them)
/// and the renderers' logs. The largest difference in the pixels each format drew.
fn piglit(x: &Xvfb, args: &[&str]) -> BTreeMap<String, u8> {
    let tag = args.join("-");
    // A directory per call, named by a number: the renderer's socket path must stay within
    // the 108 bytes of a Unix socket address.
    static CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = TempDir::new(&format!("zink-bc-{call}"));
    let dir = &dir.0;
    let program = Path::new(PIGLIT_BIN).join(args[0]);
    let run = |cmd: &mut Command| {
        cmd.args(&args[1..]).args(["-auto", "-fbo"]);
    };
    let trace = dir.join("program.trace");
    let mut cmd = zink("apitrace", x);
    cmd.args(["trace", "-o"]).arg(&trace).arg(&program);
    run(&mut cmd);
    let out = native(cmd, dir, Duration::from_secs(180));
    assert!(
        out.status.success() && text(&out.stdout).contains(PASS),
        "{tag} natively:\n{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );

    passes_through_vkrelay(x, args, &dir.join("direct"));

    // Its trace, natively and through vkrelay.
    let shots = snapshots(&dump(&trace, dir));
    assert!(!shots.is_empty(), "{tag}: nothing to snapshot");
    let callset = shots
        .iter()
        .map(|s| s.call.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let replay = |out: &Path| {
        std::fs::create_dir_all(out).unwrap();
        let mut cmd = zink("glretrace", x);
        cmd.args(["--snapshot-alpha", "-S", &callset, "-s"])
            .arg(format!("{}/", out.display()))
            .arg(&trace);
        cmd
    };
    let out = native(replay(&dir.join("native")), dir, Duration::from_secs(180));
    assert!(out.status.success(), "{tag}: {}", text(&out.stderr));
    let want = pngs(&dir.join("native"));
    assert_eq!(want.len(), shots.len(), "{tag}: snapshots natively");
    let mut worst = BTreeMap::new();
    let mut colours = BTreeSet::new();
    // The repair's two decode paths: the CPU at submission (the default for zink's
    // host-visible upload buffers) and the GPU in the command buffer.
    for (path, flags) in [("cpu", &[][..]), ("gpu", &["--bc-decode", "gpu"])] {
        let relayed = dir.join(path);
        std::fs::create_dir_all(&relayed).unwrap();
        let mut all = vec!["--emulate-missing", "bc", "--stats"];
        all.extend_from_slice(flags);
        let renderer = logged(&relayed, &all, &[]);
        let out = run_app(
            replay(&relayed.join("shots")),
            &relayed,
            &renderer.socket,
            Duration::from_secs(180),
        );
        let log = stats_log(&relayed);
        drop(renderer);
        assert!(out.status.success(), "{tag}: {}\n{log}", text(&out.stderr));
        let (images, _) = bc_stats(&log, &tag);
        let decoded = bc_count(
            &log,
            if path == "gpu" {
                "on the GPU"
            } else {
                "decoded"
            },
        );
        assert!(
            images > 0 && decoded > 0,
            "{tag}: the replay bypassed the repair's {path} decode\n{log}"
        );
        let got = pngs(&relayed.join("shots"));
        assert_eq!(got.len(), shots.len(), "{tag}: snapshots through vkrelay");
        let tag = format!("{tag} ({path} decode)");
        compare(&tag, &shots, &want, &got, &mut worst, &mut colours);
    }
    // The frames hold what the program drew, not only a cleared framebuffer: the background
    // and at least two colours of texels (`texwrap`'s RGTC frames have black and red).
    assert!(colours.len() >= 3, "{tag}: {} colours", colours.len());
    eprintln!("{tag}: largest difference per format: {worst:?}");
    worst
}

/// Checks the snapshots `got` through vkrelay against the native ones, `want`, for the calls
/// `shots`; adds the largest difference per format to `worst` and every native colour to
/// `colours`.
fn compare(
    tag: &str,
    shots: &[Shot],
    want: &[PathBuf],
    got: &[PathBuf],
    worst: &mut BTreeMap<String, u8>,
    colours: &mut BTreeSet<[u8; 4]>,
) {
    // A pixel is checked where it changed since the snapshot before, natively or through
    // vkrelay, against the formats drawn since then: programs that draw one format after
    // another into one frame leave the earlier ones' pixels, already checked, in place.
    let mut before: Option<(Vec<u8>, Vec<u8>)> = None;
    for ((w, g), shot) in want.iter().zip(got).zip(shots) {
        assert_eq!(w.file_name(), g.file_name());
        let ((ww, wh, a), (gw, gh, b)) = (rgba(w), rgba(g));
        let call = shot.call;
        assert_eq!((ww, wh), (gw, gh), "{tag}: call {call}");
        let formats = if shot.new.is_empty() {
            &shot.shown
        } else {
            &shot.new
        };
        let limit = formats.iter().map(|f| tolerance(f)).min().unwrap();
        let mut largest = 0u8;
        for (i, (p, q)) in a.chunks_exact(4).zip(b.chunks_exact(4)).enumerate() {
            colours.insert(<[u8; 4]>::try_from(p).unwrap());
            let px = i * 4..i * 4 + 4;
            if let Some((pa, pb)) = &before {
                if pa[px.clone()] == *p && pb[px] == *q {
                    continue;
                }
            }
            for c in 0..4 {
                let d = p[c].abs_diff(q[c]);
                largest = largest.max(d);
                assert!(
                    d <= limit,
                    "{tag}, call {call} ({formats:?}), pixel ({}, {}) channel {c}: native {p:?}, \
                     vkrelay {q:?}",
                    i % ww as usize,
                    i / ww as usize
                );
            }
        }
        for f in formats {
            let e = worst.entry(f.clone()).or_insert(0);
            *e = (*e).max(largest);
        }
        before = Some((a, b));
    }
}

/// Adds `more` to `all`, keeping the larger difference of a format.
fn merge(all: &mut BTreeMap<String, u8>, more: BTreeMap<String, u8>) {
    for (format, d) in more {
        let e = all.entry(format).or_insert(0);
        *e = (*e).max(d);
    }
}

/// piglit's S3TC programs (BC1–BC3, linear and sRGB) through zink and the repair: `texwrap`
/// draws each format with every wrap mode, `s3tc-teximage` and `s3tc-texsubimage` every mip
/// level of textures Mesa compressed on the CPU, `fbo-generatemipmap-formats` the mip levels
/// `glGenerateMipmap` makes (Mesa decodes the base level with a draw that samples it, then
/// scales and compresses each level on the CPU).
#[test]
fn piglit_s3tc_through_the_bc_repair_matches_native() {
    let x = Xvfb::start();
    let mut formats = BTreeMap::new();
    for args in [
        &["texwrap", "GL_EXT_texture_compression_s3tc"][..],
        &["texwrap", "GL_EXT_texture_sRGB-s3tc"],
        &["s3tc-teximage"],
        &["s3tc-texsubimage"],
        &[
            "fbo-generatemipmap-formats",
            "GL_EXT_texture_compression_s3tc",
        ],
    ] {
        merge(&mut formats, piglit(&x, args));
    }
    for f in [
        "GL_COMPRESSED_RGB_S3TC_DXT1_EXT",
        "GL_COMPRESSED_RGBA_S3TC_DXT1_EXT",
        "GL_COMPRESSED_RGBA_S3TC_DXT3_EXT",
        "GL_COMPRESSED_RGBA_S3TC_DXT5_EXT",
        "GL_COMPRESSED_SRGB_S3TC_DXT1_EXT",
        "GL_COMPRESSED_SRGB_ALPHA_S3TC_DXT5_EXT",
    ] {
        assert!(formats.contains_key(f), "{f} not drawn: {formats:?}");
    }
}

/// piglit's `texwrap` with RGTC (BC4, BC5, unsigned and signed) and LATC (the same blocks as
/// luminance and luminance-alpha) through zink and the repair; `rgtc-teximage-01` and `-02`
/// pass their own checks through it.
#[test]
fn piglit_rgtc_through_the_bc_repair_matches_native() {
    let x = Xvfb::start();
    let mut formats = BTreeMap::new();
    for args in [
        &["texwrap", "GL_EXT_texture_compression_rgtc"][..],
        &["texwrap", "GL_EXT_texture_compression_latc"],
    ] {
        merge(&mut formats, piglit(&x, args));
    }
    // `fbo-generatemipmap-formats` is left out for RGTC: natively, two runs of its trace differ
    // in a texel of the 2x2 level of `GL_COMPRESSED_RG_RGTC2` (by up to 105), so it has no
    // reference frame.
    // apitrace 11.1 cannot trace these two (its tracer spins after `rgtc-teximage-01` ends and
    // crashes in `rgtc-teximage-02`), so they only run through vkrelay and are judged by their
    // own checks: each uploads an image that Mesa compresses on the CPU (BC4 in 01, BC5 in 02,
    // unsigned and signed), reads it back as texels with `glGetTexImage` (Mesa decodes with a
    // draw that samples the texture) and compares them with the image it uploaded.
    let dir = TempDir::new("zink-bc-rgtc-teximage");
    for program in ["rgtc-teximage-01", "rgtc-teximage-02"] {
        passes_through_vkrelay(&x, &[program], &dir.0.join(program));
    }
    for f in [
        "GL_COMPRESSED_RED_RGTC1",
        "GL_COMPRESSED_SIGNED_RED_RGTC1",
        "GL_COMPRESSED_RG_RGTC2",
        "GL_COMPRESSED_SIGNED_RG_RGTC2",
        "GL_COMPRESSED_LUMINANCE_ALPHA_LATC2_EXT",
    ] {
        assert!(formats.contains_key(f), "{f} not drawn: {formats:?}");
    }
}

/// piglit's BPTC programs (BC6H and BC7) through zink and the repair: `bptc-modes` and
/// `bptc-float-modes` upload hand-made blocks of every mode and partition, `texwrap` and
/// `fbo-generatemipmap-formats` textures Mesa compressed on the CPU.
#[test]
fn piglit_bptc_through_the_bc_repair_matches_native() {
    let x = Xvfb::start();
    let mut formats = BTreeMap::new();
    for args in [
        &["bptc-modes"][..],
        &["bptc-float-modes"],
        &["texwrap", "GL_ARB_texture_compression_bptc"],
        &[
            "fbo-generatemipmap-formats",
            "GL_ARB_texture_compression_bptc-unorm",
        ],
        &[
            "fbo-generatemipmap-formats",
            "GL_ARB_texture_compression_bptc-float",
        ],
    ] {
        merge(&mut formats, piglit(&x, args));
    }
    for f in [
        "GL_COMPRESSED_RGBA_BPTC_UNORM",
        "GL_COMPRESSED_SRGB_ALPHA_BPTC_UNORM",
        "GL_COMPRESSED_RGB_BPTC_UNSIGNED_FLOAT",
        "GL_COMPRESSED_RGB_BPTC_SIGNED_FLOAT",
    ] {
        assert!(formats.contains_key(f), "{f} not drawn: {formats:?}");
    }
}

/// piglit's `compressedteximage` for every BC format: it uploads blocks with
/// `glCompressedTexImage2D` and reads them back with `glGetCompressedTexImage` (zink copies the
/// image into a buffer, which the repair serves from the blocks it keeps), comparing them with
/// what it uploaded. It passes natively and through vkrelay.
#[test]
fn piglit_reads_the_uploaded_blocks_back_through_the_bc_repair() {
    let dir = TempDir::new("zink-bc-readback");
    let x = Xvfb::start();
    for (i, format) in [
        "GL_COMPRESSED_RGB_S3TC_DXT1_EXT",
        "GL_COMPRESSED_RGBA_S3TC_DXT1_EXT",
        "GL_COMPRESSED_RGBA_S3TC_DXT3_EXT",
        "GL_COMPRESSED_RGBA_S3TC_DXT5_EXT",
        "GL_COMPRESSED_SRGB_S3TC_DXT1_EXT",
        "GL_COMPRESSED_SRGB_ALPHA_S3TC_DXT1_EXT",
        "GL_COMPRESSED_SRGB_ALPHA_S3TC_DXT3_EXT",
        "GL_COMPRESSED_SRGB_ALPHA_S3TC_DXT5_EXT",
        "GL_COMPRESSED_RED_RGTC1_EXT",
        "GL_COMPRESSED_SIGNED_RED_RGTC1_EXT",
        "GL_COMPRESSED_RED_GREEN_RGTC2_EXT",
        "GL_COMPRESSED_SIGNED_RED_GREEN_RGTC2_EXT",
        "GL_COMPRESSED_RGBA_BPTC_UNORM",
        "GL_COMPRESSED_SRGB_ALPHA_BPTC_UNORM",
        "GL_COMPRESSED_RGB_BPTC_UNSIGNED_FLOAT",
        "GL_COMPRESSED_RGB_BPTC_SIGNED_FLOAT",
    ]
    .into_iter()
    .enumerate()
    {
        let args = ["compressedteximage", format];
        let mut cmd = zink(Path::new(PIGLIT_BIN).join(args[0]), &x);
        cmd.args(&args[1..]).args(["-auto", "-fbo"]);
        let out = native(cmd, &dir.0, Duration::from_secs(120));
        assert!(
            text(&out.stdout).contains(PASS),
            "{format} natively: {}",
            text(&out.stdout)
        );
        let log = passes_through_vkrelay(&x, &args, &dir.0.join(i.to_string()));
        assert!(
            bc_count(&log, "from the kept blocks") > 0,
            "{format}: no readback\n{log}"
        );
    }
}
