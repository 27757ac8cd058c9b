//! Shared helpers: compiling the test shaders with glslangValidator, validating with
//! spirv-val, disassembling with spirv-dis.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// SPIR-V target environments the tests compile for: (glslang/spirv-val name).
pub const VULKAN_1_0: &str = "vulkan1.0"; // SPIR-V 1.0
pub const VULKAN_1_1: &str = "vulkan1.1"; // SPIR-V 1.3
pub const VULKAN_1_3: &str = "vulkan1.3"; // SPIR-V 1.6

pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh temporary path (unique per process and call).
pub fn temp_path(stem: &str, ext: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("spirv-patch-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create temp dir");
    dir.join(format!("{stem}-{n}.{ext}"))
}

/// Compiles `tests/shaders/<name>` for `env` and returns the SPIR-V bytes. `.hlsl` files are
/// compiled as HLSL vertex shaders with entry point `main`.
pub fn compile(name: &str, env: &str) -> Vec<u8> {
    compile_with(name, env, &[])
}

/// [`compile`] with preprocessor definitions (`"CLIP=3"`). `.spvasm` files are assembled
/// with spirv-as for `env` (they take no definitions).
pub fn compile_with(name: &str, env: &str, defines: &[String]) -> Vec<u8> {
    let src = crate_dir().join("tests/shaders").join(name);
    if name.ends_with(".spvasm") {
        assert!(defines.is_empty(), "{name}: assembly takes no definitions");
        return assemble_file(&src, env);
    }
    let out = temp_path(name, "spv");
    let mut cmd = Command::new("glslangValidator");
    cmd.arg("--target-env").arg(env).arg("-V");
    if name.ends_with(".hlsl") {
        cmd.args(["-D", "-e", "main", "-S", "vert"]);
    }
    for d in defines {
        cmd.arg(format!("-D{d}"));
    }
    cmd.arg(&src).arg("-o").arg(&out);
    let o = cmd.output().expect("run glslangValidator (glslang-tools)");
    assert!(
        o.status.success(),
        "glslangValidator failed on {name}:\n{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let bytes = std::fs::read(&out).expect("read compiled shader");
    let _ = std::fs::remove_file(&out);
    bytes
}

/// Assembles the SPIR-V assembly file `src` with spirv-as for `env`.
pub fn assemble_file(src: &Path, env: &str) -> Vec<u8> {
    let out = temp_path("assembled", "spv");
    let o = Command::new("spirv-as")
        .arg("--target-env")
        .arg(env)
        .arg(src)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("run spirv-as (spirv-tools)");
    assert!(
        o.status.success(),
        "spirv-as failed on {}:\n{}{}",
        src.display(),
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let bytes = std::fs::read(&out).expect("read assembled module");
    let _ = std::fs::remove_file(&out);
    bytes
}

fn with_file<T>(bytes: &[u8], f: impl FnOnce(&Path) -> T) -> T {
    let p = temp_path("module", "spv");
    std::fs::write(&p, bytes).expect("write temp module");
    let r = f(&p);
    let _ = std::fs::remove_file(&p);
    r
}

/// Runs spirv-val; `Err(message)` if it rejects the module.
pub fn spirv_val(bytes: &[u8], env: &str) -> Result<(), String> {
    with_file(bytes, |p| {
        let o = Command::new("spirv-val")
            .arg("--target-env")
            .arg(env)
            .arg(p)
            .output()
            .expect("run spirv-val (spirv-tools)");
        if o.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            ))
        }
    })
}

/// Asserts that spirv-val accepts the module.
#[track_caller]
pub fn assert_valid(bytes: &[u8], env: &str, what: &str) {
    if let Err(e) = spirv_val(bytes, env) {
        panic!(
            "spirv-val --target-env {env} rejects {what}:\n{e}\n{}",
            disassemble(bytes)
        );
    }
}

/// The spirv-dis disassembly (without the header comment, which names the tool versions).
pub fn disassemble(bytes: &[u8]) -> String {
    with_file(bytes, |p| {
        let o = Command::new("spirv-dis")
            .arg("--no-header")
            .arg(p)
            .output()
            .expect("run spirv-dis (spirv-tools)");
        assert!(o.status.success(), "spirv-dis failed");
        String::from_utf8(o.stdout).expect("utf-8 disassembly")
    })
}

/// Module words from bytes (little-endian).
pub fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Bytes from words (little-endian).
pub fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Loads a module with rspirv (the independent oracle).
pub fn rspirv_load(bytes: &[u8]) -> rspirv::dr::Module {
    rspirv::dr::load_bytes(bytes).expect("rspirv loads the module")
}

/// Ids listed in the interfaces of the module's entry points, and the ids of global
/// variables by storage class, via rspirv.
pub fn interface_ids(bytes: &[u8]) -> Vec<u32> {
    let m = rspirv_load(bytes);
    let mut ids = Vec::new();
    for ep in &m.entry_points {
        for op in &ep.operands[3..] {
            if let rspirv::dr::Operand::IdRef(id) = op {
                ids.push(*id);
            }
        }
    }
    ids
}

/// Storage class of global variable `id`, via rspirv.
pub fn storage_class(bytes: &[u8], id: u32) -> Option<spirv::StorageClass> {
    let m = rspirv_load(bytes);
    m.types_global_values
        .iter()
        .find(|i| i.class.opcode == spirv::Op::Variable && i.result_id == Some(id))
        .and_then(|i| match i.operands.first() {
            Some(rspirv::dr::Operand::StorageClass(sc)) => Some(*sc),
            _ => None,
        })
}

/// Assembles `tests/shaders/<name>` (SPIR-V assembly) with spirv-as for `env`.
pub fn assemble(name: &str, env: &str) -> Vec<u8> {
    assemble_file(&crate_dir().join("tests/shaders").join(name), env)
}
