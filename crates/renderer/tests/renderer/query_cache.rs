//! The ICD's cache of immutable physical-device queries (`crates/icd/src/query_cache.rs`),
//! through the real path (loader → ICD → renderer → lavapipe): a program asks what DXVK asks
//! at device creation (properties, features, memory, queue families, and every format's
//! format and image-format properties for a few usages and tilings), all of it twice. The
//! second pass costs no round trip (the renderer's `--stats-json` counters of a one-pass run
//! and a two-pass run are equal), and both passes answer what lavapipe answers natively.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use ash::vk;

use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

/// The core formats (`VK_FORMAT_R4G4_UNORM_PACK8` to `VK_FORMAT_ASTC_12x12_SRGB_BLOCK`) and the
/// extension formats an application meets: YCbCr (1.1), PVRTC, ASTC HDR, the 4:4:4 two-plane
/// formats and the 4444 formats (1.3).
fn formats() -> Vec<vk::Format> {
    let ranges = [
        1..=184,
        1_000_156_000..=1_000_156_033,
        1_000_054_000..=1_000_054_007,
        1_000_066_000..=1_000_066_013,
        1_000_330_000..=1_000_330_003,
        1_000_340_000..=1_000_340_001,
    ];
    ranges
        .into_iter()
        .flatten()
        .map(vk::Format::from_raw)
        .collect()
}

/// (type, tiling, usage, flags) asked of every format, as DXVK's format probing does.
const IMAGE_QUERIES: [(vk::ImageType, vk::ImageTiling, u32, u32); 6] = [
    (vk::ImageType::TYPE_2D, vk::ImageTiling::OPTIMAL, 0x7, 0), // sampled | transfer
    (vk::ImageType::TYPE_2D, vk::ImageTiling::OPTIMAL, 0x10, 0), // color attachment
    (vk::ImageType::TYPE_2D, vk::ImageTiling::OPTIMAL, 0x20, 0), // depth/stencil attachment
    (vk::ImageType::TYPE_2D, vk::ImageTiling::OPTIMAL, 0xF, 0x8), // storage, mutable format
    (vk::ImageType::TYPE_2D, vk::ImageTiling::LINEAR, 0x3, 0),  // transfer, linear
    (vk::ImageType::TYPE_3D, vk::ImageTiling::OPTIMAL, 0x4, 0), // sampled 3D
];

/// The bytes of `t` from `skip` on, in hex (`skip` 16 leaves out `sType` and `pNext`).
fn hex<T>(t: &T, skip: usize) -> String {
    // SAFETY: a plain Vulkan structure, read as the bytes it is made of.
    let b = unsafe { std::slice::from_raw_parts((t as *const T).cast::<u8>(), size_of::<T>()) };
    b[skip..].iter().map(|x| format!("{x:02x}")).collect()
}

/// One pass of queries; each answer is one line `Q <what> <answer>`.
///
/// # Safety
/// `pd` is a physical device of `instance`.
unsafe fn pass(instance: &ash::Instance, pd: vk::PhysicalDevice, out: &mut Vec<String>) {
    let mut say = |what: String, answer: String| out.push(format!("Q {what} {answer}"));
    // SAFETY: (whole body) caller; every output structure is valid and writable.
    unsafe {
        // Through the function pointers, into zeroed structures: ash's wrappers start from
        // uninitialised memory, whose holes would differ from run to run.
        let v10 = instance.fp_v1_0();
        let mut p = vk::PhysicalDeviceProperties::default();
        (v10.get_physical_device_properties)(pd, &mut p);
        say("properties".into(), hex(&p, 0));
        let mut v11 = vk::PhysicalDeviceVulkan11Properties::default();
        let mut v12 = vk::PhysicalDeviceVulkan12Properties::default();
        let mut v13 = vk::PhysicalDeviceVulkan13Properties::default();
        let mut p2 = vk::PhysicalDeviceProperties2::default()
            .push_next(&mut v11)
            .push_next(&mut v12)
            .push_next(&mut v13);
        instance.get_physical_device_properties2(pd, &mut p2);
        say("properties2".into(), hex(&p2, 16));
        say("properties2.v11".into(), hex(&v11, 16));
        say("properties2.v12".into(), hex(&v12, 16));
        say("properties2.v13".into(), hex(&v13, 16));

        let mut f = vk::PhysicalDeviceFeatures::default();
        (v10.get_physical_device_features)(pd, &mut f);
        say("features".into(), hex(&f, 0));
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
        let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
        let mut f13 = vk::PhysicalDeviceVulkan13Features::default();
        let mut f2 = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut f11)
            .push_next(&mut f12)
            .push_next(&mut f13);
        instance.get_physical_device_features2(pd, &mut f2);
        say("features2".into(), hex(&f2, 16));
        say("features2.v11".into(), hex(&f11, 16));
        say("features2.v12".into(), hex(&f12, 16));
        say("features2.v13".into(), hex(&f13, 16));

        let mut m = vk::PhysicalDeviceMemoryProperties::default();
        (v10.get_physical_device_memory_properties)(pd, &mut m);
        say("memory".into(), hex(&m, 0));
        let mut m2 = vk::PhysicalDeviceMemoryProperties2::default();
        instance.get_physical_device_memory_properties2(pd, &mut m2);
        say("memory2".into(), hex(&m2, 16));

        for q in instance.get_physical_device_queue_family_properties(pd) {
            say("queue-family".into(), hex(&q, 0));
        }
        let n = instance.get_physical_device_queue_family_properties2_len(pd);
        let mut q2 = vec![vk::QueueFamilyProperties2::default(); n];
        instance.get_physical_device_queue_family_properties2(pd, &mut q2);
        for q in &q2 {
            say("queue-family2".into(), hex(q, 16));
        }

        for f in formats() {
            let p = instance.get_physical_device_format_properties(pd, f);
            say(format!("format {}", f.as_raw()), hex(&p, 0));
            let mut p3 = vk::FormatProperties3::default();
            let mut p2 = vk::FormatProperties2::default().push_next(&mut p3);
            instance.get_physical_device_format_properties2(pd, f, &mut p2);
            say(
                format!("format2 {}", f.as_raw()),
                format!("{} {}", hex(&p2, 16), hex(&p3, 16)),
            );
            for (k, &(ty, tiling, usage, flags)) in IMAGE_QUERIES.iter().enumerate() {
                let usage = vk::ImageUsageFlags::from_raw(usage);
                let flags = vk::ImageCreateFlags::from_raw(flags);
                let r = instance
                    .get_physical_device_image_format_properties(pd, f, ty, tiling, usage, flags);
                let answer = match r {
                    Ok(p) => hex(&p, 0),
                    Err(e) => format!("{e:?}"),
                };
                say(format!("image {} {k}", f.as_raw()), answer);
                if k < 2 {
                    let info = vk::PhysicalDeviceImageFormatInfo2::default()
                        .format(f)
                        .ty(ty)
                        .tiling(tiling)
                        .usage(usage)
                        .flags(flags);
                    let mut p2 = vk::ImageFormatProperties2::default();
                    let r =
                        instance.get_physical_device_image_format_properties2(pd, &info, &mut p2);
                    let answer = match r {
                        Ok(()) => hex(&p2, 16),
                        Err(e) => format!("{e:?}"),
                    };
                    say(format!("image2 {} {k}", f.as_raw()), answer);
                }
            }
        }
    }
}

/// The application: `VKRELAY_TEST_QUERIES` passes of [`pass`] through the system loader
/// (whatever `VK_DRIVER_FILES` names), each answer printed as `P<pass> Q ...`, then
/// `QUERIES DONE`.
#[test]
#[ignore = "helper process of immutable_queries_cost_one_round_trip_each"]
fn query_client() {
    let Some(passes) = std::env::var("VKRELAY_TEST_QUERIES")
        .ok()
        .and_then(|p| p.parse::<u32>().ok())
    else {
        return;
    };
    // SAFETY: the system loader.
    let entry = unsafe { ash::Entry::load() }.unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    // SAFETY: a valid create info; the instance is destroyed before returning.
    unsafe {
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        use std::io::Write;
        let mut stdout = std::io::stdout().lock();
        for p in 1..=passes {
            let mut lines = Vec::new();
            pass(&instance, pd, &mut lines);
            for l in lines {
                writeln!(stdout, "P{p} {l}").unwrap();
            }
        }
        instance.destroy_instance(None);
        writeln!(stdout, "QUERIES DONE").unwrap();
        stdout.flush().unwrap();
    }
}

fn client(passes: u32) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "query_cache::query_client",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("VKRELAY_TEST_QUERIES", passes.to_string());
    cmd
}

/// The answers of pass `p` in a client's output (without the pass number).
fn answers(stdout: &str, p: u32) -> Vec<&str> {
    let tag = format!("P{p} Q ");
    stdout
        .lines()
        .filter_map(|l| l.find(&tag).map(|i| &l[i + tag.len() - 2..]))
        .collect()
}

/// The `n`th JSON line of the renderer's `--stats-json` file, waiting up to 10 s for it (the
/// renderer writes it when the client's last stream closes, just after the client exits).
fn stats_line(path: &Path, n: usize) -> serde_json::Value {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if let Some(l) = text.lines().nth(n) {
            return serde_json::from_str(l).unwrap();
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no statistics line {n} in {}:\n{text}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The second pass of queries costs no round trip, and both passes answer what lavapipe
/// answers natively, byte for byte.
#[test]
fn immutable_queries_cost_one_round_trip_each() {
    let dir = TempDir::new("qcache");
    let out = client(1)
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env_remove("VK_ICD_FILENAMES")
        .env("XDG_RUNTIME_DIR", &dir.0)
        .output()
        .unwrap();
    let native = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(native.contains("QUERIES DONE"), "natively: {native}");
    let stats = dir.0.join("stats.jsonl");
    let renderer = Renderer::start_with(&dir.0, &["--stats-json", stats.to_str().unwrap()]);
    let mut relayed = Vec::new();
    for (k, passes) in [1, 2].into_iter().enumerate() {
        let out = run_app(
            client(passes),
            &dir.0,
            &renderer.socket,
            Duration::from_secs(300),
        );
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            stdout.contains("QUERIES DONE"),
            "{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        relayed.push((stdout, stats_line(&stats, k)));
    }
    drop(renderer);

    let want = answers(&native, 1);
    let formats = formats().len();
    assert!(want.len() > 9 * formats, "{} answers natively", want.len());
    let (one, two) = (&relayed[0], &relayed[1]);
    for (p, got) in [
        (1, answers(&one.0, 1)),
        (1, answers(&two.0, 1)),
        (2, answers(&two.0, 2)),
    ] {
        assert_eq!(got.len(), want.len(), "pass {p}: how many answers");
        for (g, w) in got.iter().zip(&want) {
            assert_eq!(g, w, "pass {p} through vkrelay, then natively");
        }
    }

    let trips = |s: &serde_json::Value| s["round_trips"].as_u64().unwrap();
    let count = |s: &serde_json::Value, c: &str| s["commands"][c].as_u64().unwrap_or(0);
    println!(
        "one pass: {} round trips; two passes: {} ({} queries a pass)",
        trips(&one.1),
        trips(&two.1),
        want.len()
    );
    assert_eq!(
        trips(&one.1),
        trips(&two.1),
        "the second pass made round trips: {} then {}",
        one.1,
        two.1
    );
    assert_eq!(one.1["commands"], two.1["commands"]);
    // The first pass asked each distinct query once (the ICD itself asks for nothing more).
    for (c, n) in [
        ("vkGetPhysicalDeviceFormatProperties", formats),
        ("vkGetPhysicalDeviceFormatProperties2", formats),
        ("vkGetPhysicalDeviceImageFormatProperties", 6 * formats),
        ("vkGetPhysicalDeviceImageFormatProperties2", 2 * formats),
    ] {
        assert_eq!(count(&one.1, c), n as u64, "{c}: {}", one.1);
    }
}
