//! The checked-in SPIR-V of `shaders/*.comp` (built by `glslangValidator`; the crate's tests
//! rebuild every shader and fail when a checked-in `.spv` differs).

use crate::Format;

/// One compute shader; several formats share one (BC1 RGBA/RGB, signed and unsigned
/// BC4/BC5/BC6H), told apart by [`super::PushConstants::flags`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shader {
    /// `bc1.comp`: BC1 → RGBA8.
    Bc1,
    /// `bc2.comp`: BC2 → RGBA8.
    Bc2,
    /// `bc3.comp`: BC3 → RGBA8.
    Bc3,
    /// `bc4.comp`: BC4 → R8.
    Bc4,
    /// `bc5.comp`: BC5 → RG8.
    Bc5,
    /// `bc6h.comp`: BC6H → RGBA16F.
    Bc6h,
    /// `bc7.comp`: BC7 → RGBA8.
    Bc7,
}

/// SPIR-V bytes with the 4-byte alignment that viewing them as words needs.
#[repr(C, align(4))]
struct Aligned<B: ?Sized>(B);

macro_rules! spirv {
    ($name:literal) => {{
        static BYTES: &Aligned<[u8]> =
            &Aligned(*include_bytes!(concat!("shaders/", $name, ".spv")));
        &BYTES.0
    }};
}

/// Every shader with its name (the file stem of `src/gpu/shaders/<name>.comp` and `.spv`), for
/// the build check and tools.
pub const SOURCES: [(Shader, &str); 7] = [
    (Shader::Bc1, "bc1"),
    (Shader::Bc2, "bc2"),
    (Shader::Bc3, "bc3"),
    (Shader::Bc4, "bc4"),
    (Shader::Bc5, "bc5"),
    (Shader::Bc6h, "bc6h"),
    (Shader::Bc7, "bc7"),
];

impl Shader {
    /// The checked-in SPIR-V module as bytes (little-endian words).
    pub fn spirv_bytes(self) -> &'static [u8] {
        match self {
            Shader::Bc1 => spirv!("bc1"),
            Shader::Bc2 => spirv!("bc2"),
            Shader::Bc3 => spirv!("bc3"),
            Shader::Bc4 => spirv!("bc4"),
            Shader::Bc5 => spirv!("bc5"),
            Shader::Bc6h => spirv!("bc6h"),
            Shader::Bc7 => spirv!("bc7"),
        }
    }

    /// The SPIR-V module as words, for `VkShaderModuleCreateInfo::pCode`.
    pub fn spirv(self) -> &'static [u32] {
        // `Aligned` makes the bytes 4-aligned and SPIR-V is a whole number of words, so the
        // cast cannot fail (it would panic otherwise).
        bytemuck::cast_slice(self.spirv_bytes())
    }

    /// The file stem of the shader's source, `src/gpu/shaders/<name>.comp`.
    pub fn name(self) -> &'static str {
        SOURCES[self as usize].1
    }
}

/// The shader that decodes `format`.
pub const fn shader_kind(format: Format) -> Shader {
    match format {
        Format::Bc1Rgba | Format::Bc1Rgb => Shader::Bc1,
        Format::Bc2 => Shader::Bc2,
        Format::Bc3 => Shader::Bc3,
        Format::Bc4Unorm | Format::Bc4Snorm => Shader::Bc4,
        Format::Bc5Unorm | Format::Bc5Snorm => Shader::Bc5,
        Format::Bc6hUfloat | Format::Bc6hSfloat => Shader::Bc6h,
        Format::Bc7 => Shader::Bc7,
    }
}

/// The SPIR-V words of the shader that decodes `format` (set [`super::PushConstants::flags`]
/// to [`super::flags`]`(format)`).
pub fn shader(format: Format) -> &'static [u32] {
    shader_kind(format).spirv()
}
