//! The `spirv-patch` binary.

use std::process::Command;

use crate::util::{self, VULKAN_1_1};

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_spirv-patch"))
}

#[test]
fn scaled_vertex_pass_from_the_command_line() {
    let input = util::temp_path("cli-in", "spv");
    let output = util::temp_path("cli-out", "spv");
    std::fs::write(&input, util::compile("scaled_access.vert", VULKAN_1_1)).unwrap();
    let o = cli()
        .args([
            "--pass",
            "scaled-vertex",
            "--attr",
            "1=R16G16_SSCALED",
            "--attr",
        ])
        .arg("3=VK_FORMAT_A2B10G10R10_USCALED_PACK32")
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains("location 1: R16G16_SSCALED -> R16G16_SINT (82)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("location 3: A2B10G10R10_USCALED_PACK32 -> A2B10G10R10_UINT_PACK32 (68)"),
        "{stdout}"
    );
    let out = std::fs::read(&output).unwrap();
    util::assert_valid(&out, VULKAN_1_1, "CLI output");
    assert!(util::disassemble(&out).contains("OpConvertSToF"));
}

#[test]
fn clip_pass_and_report_from_the_command_line() {
    let input = util::temp_path("cli-in", "spv");
    let output = util::temp_path("cli-out", "spv");
    std::fs::write(&input, util::compile("clip_block.vert", VULKAN_1_1)).unwrap();
    let o = cli().arg("--report").arg(&input).output().unwrap();
    assert!(o.status.success());
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("ClipDistance"), "{stdout}");
    assert!(stdout.contains("uses clip distance: true"), "{stdout}");
    let o = cli()
        .args([
            "--pass",
            "clip-distance",
            "--pass",
            "cull-distance",
            "--report",
        ])
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("uses clip distance: false"), "{stdout}");
    assert!(stdout.contains("uses cull distance: false"), "{stdout}");
    util::assert_valid(&std::fs::read(&output).unwrap(), VULKAN_1_1, "CLI output");
}

#[test]
fn bad_arguments_and_bad_modules_fail_cleanly() {
    let input = util::temp_path("cli-bad", "spv");
    std::fs::write(&input, [3u8, 2, 35, 7, 0, 0]).unwrap();
    let o = cli().arg("--report").arg(&input).output().unwrap();
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a multiple of 4"));
    let o = cli()
        .args(["--pass", "scaled-vertex", "--attr", "0=R32_SFLOAT"])
        .arg(&input)
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown vertex format"));
    let o = cli()
        .args(["--pass", "clip-distance"])
        .arg(&input)
        .output()
        .unwrap();
    assert!(!o.status.success());
}

#[test]
fn dxvk_workarounds_from_the_command_line() {
    let vert = util::temp_path("cli-vert", "spv");
    let frag = util::temp_path("cli-frag", "spv");
    let output = util::temp_path("cli-out", "spv");
    std::fs::write(&vert, util::compile("widen.vert", VULKAN_1_1)).unwrap();
    std::fs::write(&frag, util::compile("widen.frag", VULKAN_1_1)).unwrap();
    let o = cli()
        .args(["--pass", "widen-inputs", "--producer"])
        .arg(&vert)
        .arg(&frag)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("location 1: 1 -> 4 components"), "{stdout}");
    util::assert_valid(&std::fs::read(&output).unwrap(), VULKAN_1_1, "CLI widen");
    // Without a producer the pass cannot run.
    let o = cli()
        .args(["--pass", "widen-inputs"])
        .arg(&frag)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("--producer"));
    let o = cli()
        .args(["--pass", "point-size", "--pass", "image-bound-check"])
        .arg(&vert)
        .arg("-o")
        .arg(&output)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = std::fs::read(&output).unwrap();
    util::assert_valid(&out, VULKAN_1_1, "CLI point size");
    assert!(!util::disassemble(&out).contains("PointSize"));
}
