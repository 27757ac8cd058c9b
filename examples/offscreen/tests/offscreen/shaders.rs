//! The checked-in SPIR-V is what glslangValidator makes of the GLSL sources today, and
//! spirv-val accepts it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn shader_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("shaders")
}

/// Every GLSL source in `shaders/`.
fn sources() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(shader_dir())
        .expect("read shaders/")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("vert" | "frag" | "comp")
            )
        })
        .collect();
    found.sort();
    found
}

#[test]
fn every_source_has_a_checked_in_binary_and_vice_versa() {
    let names: Vec<String> = sources()
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "bc.frag",
            "bc.vert",
            "clip.vert",
            "cull.vert",
            "flat.frag",
            "invert.comp",
            "quad.frag",
            "quad.vert",
            "scaled.vert"
        ]
    );
    for entry in std::fs::read_dir(shader_dir()).expect("read shaders/") {
        let path = entry.expect("dir entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("spv") {
            let source = path.with_extension("");
            assert!(source.exists(), "{} has no source", path.display());
        }
    }
}

#[test]
fn checked_in_spirv_matches_glslang_output() {
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("offscreen-spv");
    std::fs::create_dir_all(&out_dir).expect("create the SPIR-V output directory");
    for source in sources() {
        let name = source.file_name().unwrap().to_string_lossy().into_owned();
        let fresh = out_dir.join(format!("{name}.spv"));
        let status = Command::new("glslangValidator")
            .args(["-V", "--target-env", "vulkan1.1", "-o"])
            .arg(&fresh)
            .arg(&source)
            .output()
            .expect("run glslangValidator (glslang-tools)");
        assert!(
            status.status.success(),
            "glslangValidator {name}: {}",
            String::from_utf8_lossy(&status.stdout)
        );
        let checked_in = std::fs::read(shader_dir().join(format!("{name}.spv")))
            .unwrap_or_else(|e| panic!("{name}.spv is not checked in: {e}"));
        let now = std::fs::read(&fresh).expect("read the fresh SPIR-V");
        assert!(
            checked_in == now,
            "shaders/{name}.spv is stale: run `glslangValidator -V --target-env vulkan1.1 \
             -o examples/offscreen/shaders/{name}.spv examples/offscreen/shaders/{name}`"
        );
    }
}

#[test]
fn checked_in_spirv_passes_spirv_val() {
    for source in sources() {
        let spv = source.with_file_name(format!(
            "{}.spv",
            source.file_name().unwrap().to_string_lossy()
        ));
        let out = Command::new("spirv-val")
            .args(["--target-env", "vulkan1.1"])
            .arg(&spv)
            .output()
            .expect("run spirv-val (spirv-tools)");
        assert!(
            out.status.success(),
            "spirv-val rejects {}: {}",
            spv.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
