//! The validator every rewritten module may go through before the driver gets it
//! (`VKRELAY_SPIRV_VAL`, a test mode), and how its verdict on a rewrite is judged against
//! its verdict on the original.

/// The validator every rewritten module goes through before the driver gets it, when
/// `VKRELAY_SPIRV_VAL` names one (e.g. `spirv-val`; a test mode: it runs a process per
/// module). Unset or empty: none.
fn validator() -> Option<&'static str> {
    static V: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    V.get_or_init(|| {
        std::env::var("VKRELAY_SPIRV_VAL")
            .ok()
            .filter(|v| !v.is_empty())
    })
    .as_deref()
}

/// Runs [`validator`] on a rewritten module: a module it rejects is refused (the stage goes
/// to the driver as it was), with the validator's message in the log.
///
/// The validator is run with its default rules for Vulkan 1.3, which are stricter than a
/// device that enabled `scalarBlockLayout`, `uniformBufferStandardLayout` or
/// `workgroupMemoryExplicitLayout` (zink's modules use them). So a rejected rewrite is
/// judged against its `original`: when the validator rejects the original module with the
/// same message, the repair did not cause it, and the rewrite is accepted (logged). Only an
/// error the rewrite brought in refuses it.
pub(crate) fn check_module(words: &[u32], original: &[u32]) -> Result<(), spirv_patch::Error> {
    match validator() {
        Some(tool) => check_with(tool, words, original),
        None => Ok(()),
    }
}

/// [`check_module`] with the validator `tool`.
fn check_with(tool: &str, words: &[u32], original: &[u32]) -> Result<(), spirv_patch::Error> {
    let rewritten = match validate(tool, words) {
        Ok(None) => {
            tracing::info!("{tool} accepted a rewritten module ({} words)", words.len());
            return Ok(());
        }
        Ok(Some(message)) => message,
        Err(e) => {
            tracing::error!("cannot run {tool} on a rewritten module: {e}");
            return Err(spirv_patch::Error::Internal("the validator could not run"));
        }
    };
    match validate(tool, original) {
        Ok(Some(before)) if first_error(&before) == first_error(&rewritten) => {
            tracing::info!(
                "{tool} rejects the application's module as it rejects the rewrite, so the \
                 repair did not cause it ({} words): {}",
                words.len(),
                first_error(&rewritten)
            );
            Ok(())
        }
        before => {
            let before = match before {
                Ok(None) => "it accepts the original".to_string(),
                Ok(Some(m)) => format!("the original: {}", first_error(&m)),
                Err(e) => format!("the original could not be checked: {e}"),
            };
            tracing::error!("{tool} rejected a rewritten module: {rewritten} ({before})");
            Err(spirv_patch::Error::Internal(
                "the validator rejected the rewritten module",
            ))
        }
    }
}

/// The validator's first error line with its numbers (line, ids, offsets: what a rewrite
/// renumbers) replaced by `#`: the rule it broke and where in kind.
fn first_error(message: &str) -> String {
    let line = message
        .lines()
        .find(|l| l.starts_with("error:"))
        .unwrap_or(message);
    let mut out = String::with_capacity(line.len());
    let mut in_number = false;
    for c in line.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                out.push('#');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(c);
        }
    }
    out
}

/// `None` when `tool` accepts `words` (Vulkan 1.3 rules), else its message.
fn validate(tool: &str, words: &[u32]) -> std::io::Result<Option<String>> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("vkrelay-{}-{n}.spv", std::process::id()));
    let run = std::fs::write(&path, &bytes).and_then(|()| {
        std::process::Command::new(tool)
            .args(["--target-env", "vulkan1.3"])
            .arg(&path)
            .output()
    });
    let _ = std::fs::remove_file(&path);
    let out = run?;
    if out.status.success() {
        return Ok(None);
    }
    let mut message = String::from_utf8_lossy(&out.stderr).trim().to_string();
    if message.is_empty() {
        message = String::from_utf8_lossy(&out.stdout).trim().to_string();
    }
    Ok(Some(message))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SPIR-V of vertex shader `src` (glslangValidator, Vulkan 1.3).
    fn compile(src: &str) -> Vec<u32> {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("vkrelay-check-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (glsl, spv) = (dir.join("s.vert"), dir.join("s.spv"));
        std::fs::write(&glsl, src).unwrap();
        let out = std::process::Command::new("glslangValidator")
            .args(["-V", "--target-env", "vulkan1.3", "-o"])
            .arg(&spv)
            .arg(&glsl)
            .output()
            .expect("glslangValidator (glslang-tools) runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        let bytes = std::fs::read(&spv).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    /// A uniform block in the scalar layout (`vec3` at offset 12): valid on a device with
    /// `scalarBlockLayout`, rejected by spirv-val's default Vulkan 1.3 rules, as zink's are.
    const SCALAR: &str = "#version 450\n#extension GL_EXT_scalar_block_layout : require\n\
        layout(scalar, binding = 0) uniform U { vec3 a; vec3 c; float b; } u;\n\
        void main() { gl_Position = vec4(u.a + u.c, u.b); EXTRA }\n";

    #[test]
    fn a_rewrite_is_refused_only_for_an_error_its_original_did_not_have() {
        let original = compile(&SCALAR.replace("EXTRA", ""));
        // The same layout, with more code: other ids and line numbers, the same broken rule.
        let rewrite = compile(&SCALAR.replace("EXTRA", "gl_PointSize = u.b * 2.0;"));
        assert_ne!(original, rewrite);
        let message = validate("spirv-val", &rewrite)
            .unwrap()
            .expect("spirv-val rejects it");
        assert!(message.contains("straddling"), "{message}");
        assert!(check_with("spirv-val", &rewrite, &original).is_ok());
        // The same rewrite of a module the validator accepts: the error is the rewrite's.
        let std140 = compile(
            "#version 450\nlayout(binding = 0) uniform U { vec3 a; float b; vec3 c; } u;\n\
             void main() { gl_Position = vec4(u.a + u.c, u.b); }\n",
        );
        assert_eq!(validate("spirv-val", &std140).unwrap(), None);
        assert!(check_with("spirv-val", &rewrite, &std140).is_err());
        assert!(check_with("spirv-val", &std140, &original).is_ok());
    }

    #[test]
    fn first_error_keeps_the_rule_and_drops_the_numbers() {
        let a = "error: line 44: Structure id 17 decorated as Block must follow relaxed \
                 uniform buffer layout rules: member 1 is an improperly straddling vector at offset 12\n  %U = ...";
        let b = "error: line 61: Structure id 23 decorated as Block must follow relaxed \
                 uniform buffer layout rules: member 1 is an improperly straddling vector at offset 12";
        assert_eq!(first_error(a), first_error(b));
        assert!(first_error(a).contains("straddling vector"));
        assert_ne!(
            first_error(a),
            first_error("error: line 3: Invalid storage class")
        );
    }
}
