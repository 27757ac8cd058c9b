//! Vertex attribute formats the scaled-vertex pass knows, as plain data.
//!
//! The numeric values are the `VkFormat` values, so a caller holding a
//! `VkVertexInputAttributeDescription` converts with [`Format::from_vk`] and [`Format::vk`].

use std::fmt;
use std::str::FromStr;

use crate::Error;

macro_rules! formats {
    ($( $name:ident = $vk:literal, $text:literal, $kind:ident, $repl:ident; )*) => {
        /// A vertex attribute format: every 8-/16-bit and packed `*SCALED` format, the
        /// `UINT`/`SINT` format that replaces each, and `R32_UINT` (the fetch format when
        /// packed formats are unpacked in the shader).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(non_camel_case_types)]
        pub enum Format {
            $(
                #[doc = concat!("`VK_FORMAT_", $text, "` (", stringify!($vk), ").")]
                $name = $vk,
            )*
        }

        impl Format {
            /// Every format in the table.
            pub const ALL: &'static [Format] = &[$(Format::$name),*];

            /// The `VkFormat` value.
            pub fn vk(self) -> u32 {
                self as u32
            }

            /// The format with this `VkFormat` value, if the table has it.
            pub fn from_vk(vk: u32) -> Option<Format> {
                match vk {
                    $($vk => Some(Format::$name),)*
                    _ => None,
                }
            }

            /// The name without the `VK_FORMAT_` prefix, e.g. `R8G8_USCALED`.
            pub fn name(self) -> &'static str {
                match self {
                    $(Format::$name => $text,)*
                }
            }

            /// Whether it is a `*SCALED` format, and if so whether signed.
            pub fn scaled(self) -> Option<bool> {
                match self {
                    $(Format::$name => formats!(@kind $kind),)*
                }
            }

            /// The integer format that replaces a `*SCALED` one (itself otherwise).
            pub fn replacement(self) -> Format {
                match self {
                    $(Format::$name => Format::$repl,)*
                }
            }
        }
    };
    (@kind U) => { Some(false) };
    (@kind S) => { Some(true) };
    (@kind I) => { None };
}

formats! {
    R8_USCALED = 11, "R8_USCALED", U, R8_UINT;
    R8_SSCALED = 12, "R8_SSCALED", S, R8_SINT;
    R8_UINT = 13, "R8_UINT", I, R8_UINT;
    R8_SINT = 14, "R8_SINT", I, R8_SINT;
    R8G8_USCALED = 18, "R8G8_USCALED", U, R8G8_UINT;
    R8G8_SSCALED = 19, "R8G8_SSCALED", S, R8G8_SINT;
    R8G8_UINT = 20, "R8G8_UINT", I, R8G8_UINT;
    R8G8_SINT = 21, "R8G8_SINT", I, R8G8_SINT;
    R8G8B8_USCALED = 25, "R8G8B8_USCALED", U, R8G8B8_UINT;
    R8G8B8_SSCALED = 26, "R8G8B8_SSCALED", S, R8G8B8_SINT;
    R8G8B8_UINT = 27, "R8G8B8_UINT", I, R8G8B8_UINT;
    R8G8B8_SINT = 28, "R8G8B8_SINT", I, R8G8B8_SINT;
    B8G8R8_USCALED = 32, "B8G8R8_USCALED", U, B8G8R8_UINT;
    B8G8R8_SSCALED = 33, "B8G8R8_SSCALED", S, B8G8R8_SINT;
    B8G8R8_UINT = 34, "B8G8R8_UINT", I, B8G8R8_UINT;
    B8G8R8_SINT = 35, "B8G8R8_SINT", I, B8G8R8_SINT;
    R8G8B8A8_USCALED = 39, "R8G8B8A8_USCALED", U, R8G8B8A8_UINT;
    R8G8B8A8_SSCALED = 40, "R8G8B8A8_SSCALED", S, R8G8B8A8_SINT;
    R8G8B8A8_UINT = 41, "R8G8B8A8_UINT", I, R8G8B8A8_UINT;
    R8G8B8A8_SINT = 42, "R8G8B8A8_SINT", I, R8G8B8A8_SINT;
    B8G8R8A8_USCALED = 46, "B8G8R8A8_USCALED", U, B8G8R8A8_UINT;
    B8G8R8A8_SSCALED = 47, "B8G8R8A8_SSCALED", S, B8G8R8A8_SINT;
    B8G8R8A8_UINT = 48, "B8G8R8A8_UINT", I, B8G8R8A8_UINT;
    B8G8R8A8_SINT = 49, "B8G8R8A8_SINT", I, B8G8R8A8_SINT;
    A8B8G8R8_USCALED_PACK32 = 53, "A8B8G8R8_USCALED_PACK32", U, A8B8G8R8_UINT_PACK32;
    A8B8G8R8_SSCALED_PACK32 = 54, "A8B8G8R8_SSCALED_PACK32", S, A8B8G8R8_SINT_PACK32;
    A8B8G8R8_UINT_PACK32 = 55, "A8B8G8R8_UINT_PACK32", I, A8B8G8R8_UINT_PACK32;
    A8B8G8R8_SINT_PACK32 = 56, "A8B8G8R8_SINT_PACK32", I, A8B8G8R8_SINT_PACK32;
    A2R10G10B10_USCALED_PACK32 = 60, "A2R10G10B10_USCALED_PACK32", U, A2R10G10B10_UINT_PACK32;
    A2R10G10B10_SSCALED_PACK32 = 61, "A2R10G10B10_SSCALED_PACK32", S, A2R10G10B10_SINT_PACK32;
    A2R10G10B10_UINT_PACK32 = 62, "A2R10G10B10_UINT_PACK32", I, A2R10G10B10_UINT_PACK32;
    A2R10G10B10_SINT_PACK32 = 63, "A2R10G10B10_SINT_PACK32", I, A2R10G10B10_SINT_PACK32;
    A2B10G10R10_USCALED_PACK32 = 66, "A2B10G10R10_USCALED_PACK32", U, A2B10G10R10_UINT_PACK32;
    A2B10G10R10_SSCALED_PACK32 = 67, "A2B10G10R10_SSCALED_PACK32", S, A2B10G10R10_SINT_PACK32;
    A2B10G10R10_UINT_PACK32 = 68, "A2B10G10R10_UINT_PACK32", I, A2B10G10R10_UINT_PACK32;
    A2B10G10R10_SINT_PACK32 = 69, "A2B10G10R10_SINT_PACK32", I, A2B10G10R10_SINT_PACK32;
    R16_USCALED = 72, "R16_USCALED", U, R16_UINT;
    R16_SSCALED = 73, "R16_SSCALED", S, R16_SINT;
    R16_UINT = 74, "R16_UINT", I, R16_UINT;
    R16_SINT = 75, "R16_SINT", I, R16_SINT;
    R16G16_USCALED = 79, "R16G16_USCALED", U, R16G16_UINT;
    R16G16_SSCALED = 80, "R16G16_SSCALED", S, R16G16_SINT;
    R16G16_UINT = 81, "R16G16_UINT", I, R16G16_UINT;
    R16G16_SINT = 82, "R16G16_SINT", I, R16G16_SINT;
    R16G16B16_USCALED = 86, "R16G16B16_USCALED", U, R16G16B16_UINT;
    R16G16B16_SSCALED = 87, "R16G16B16_SSCALED", S, R16G16B16_SINT;
    R16G16B16_UINT = 88, "R16G16B16_UINT", I, R16G16B16_UINT;
    R16G16B16_SINT = 89, "R16G16B16_SINT", I, R16G16B16_SINT;
    R16G16B16A16_USCALED = 93, "R16G16B16A16_USCALED", U, R16G16B16A16_UINT;
    R16G16B16A16_SSCALED = 94, "R16G16B16A16_SSCALED", S, R16G16B16A16_SINT;
    R16G16B16A16_UINT = 95, "R16G16B16A16_UINT", I, R16G16B16A16_UINT;
    R16G16B16A16_SINT = 96, "R16G16B16A16_SINT", I, R16G16B16A16_SINT;
    R32_UINT = 98, "R32_UINT", I, R32_UINT;
}

impl Format {
    /// For the 32-bit packed formats: `(bit offset, bit count)` of R, G, B and A in the
    /// little-endian word (what `scaled::Options::unpack_packed` extracts in the shader).
    pub fn packed_fields(self) -> Option<[(u32, u32); 4]> {
        let n = self.name();
        if n.starts_with("A2R10G10B10") {
            Some([(20, 10), (10, 10), (0, 10), (30, 2)])
        } else if n.starts_with("A2B10G10R10") {
            Some([(0, 10), (10, 10), (20, 10), (30, 2)])
        } else if n.starts_with("A8B8G8R8") {
            Some([(0, 8), (8, 8), (16, 8), (24, 8)])
        } else {
            None
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = Error;

    /// Accepts `R8G8_USCALED`, `VK_FORMAT_R8G8_USCALED` (any case) or the numeric value.
    fn from_str(s: &str) -> Result<Self, Error> {
        if let Ok(n) = s.parse::<u32>() {
            return Format::from_vk(n).ok_or_else(|| Error::UnknownFormat(s.to_owned()));
        }
        let up = s.to_ascii_uppercase();
        let name = up.strip_prefix("VK_FORMAT_").unwrap_or(&up);
        Format::ALL
            .iter()
            .copied()
            .find(|f| f.name() == name)
            .ok_or_else(|| Error::UnknownFormat(s.to_owned()))
    }
}
