//! Reading the application's memory through the descriptors: unaligned values, pointers,
//! element counts, and what the registry says about `pNext` chains. The encoder's walk uses
//! them, and so do the decoder, the reply path, the output walks and the dump.

use crate::desc::{Elem, Len};
use crate::generated::STRUCTS;
use ash::vk;

/// Longest `pNext` chain the encoder follows (a guard against cycles).
pub(crate) const MAX_CHAIN: usize = 4096;

/// Reads an unaligned little-endian value of `width` bytes.
///
/// # Safety
/// `p` is readable for `width` bytes.
#[inline]
pub(crate) unsafe fn read_uw(p: *const u8, width: u8) -> u64 {
    // SAFETY: the caller guarantees `width` readable bytes; unaligned reads.
    unsafe {
        match width {
            1 => u64::from(p.read()),
            2 => u64::from(p.cast::<u16>().read_unaligned()),
            4 => u64::from(p.cast::<u32>().read_unaligned()),
            _ => p.cast::<u64>().read_unaligned(),
        }
    }
}

/// # Safety
/// `p` is readable for 8 bytes.
pub(crate) unsafe fn read_ptr(p: *const u8) -> *const u8 {
    // SAFETY: forwarded.
    unsafe { p.cast::<*const u8>().read_unaligned() }
}

/// Element count of a pointer member, read from the structure at `base`.
///
/// # Safety
/// `base` is a valid structure of the descriptor the `len` belongs to, whose pointers are
/// valid as Vulkan requires.
#[inline]
pub(crate) unsafe fn count(len: Len, base: *const u8) -> u64 {
    // SAFETY: offsets come from the generated descriptor of the structure at `base`.
    unsafe {
        match len {
            Len::One => 1,
            Len::Const(n) => u64::from(n),
            Len::Member { off, width, div } => {
                read_uw(base.add(off as usize), width) / u64::from(div.max(1))
            }
            Len::Select {
                off,
                width,
                sel,
                values,
            } => {
                if values.contains(&(read_uw(base.add(sel as usize), 4) as u32 as i32)) {
                    read_uw(base.add(off as usize), width)
                } else {
                    0
                }
            }
            Len::SampleMask { off } => read_uw(base.add(off as usize), 4).div_ceil(32),
            Len::Indirect { ptr, off, width } => {
                let p = read_ptr(base.add(ptr as usize));
                if p.is_null() {
                    0
                } else {
                    read_uw(p.add(off as usize), width)
                }
            }
            Len::OutCount { off, width } => {
                let p = read_ptr(base.add(off as usize));
                if p.is_null() { 0 } else { read_uw(p, width) }
            }
            // Needs the command's arguments: see `outputs::len_of`.
            Len::Arg { .. } => 0,
        }
    }
}

pub(crate) fn objtype(ty: i32) -> vk::ObjectType {
    vk::ObjectType::from_raw(ty)
}

/// Bytes an element of `elem` takes in the C layout.
pub(crate) fn elem_size(elem: Elem) -> usize {
    match elem {
        Elem::Bytes(n) => n as usize,
        Elem::Struct(i) => STRUCTS.get(i as usize).map_or(0, |d| d.size as usize),
        Elem::Handle(_) | Elem::CStr | Elem::CStrArray | Elem::StructPtrs(_) => 8,
    }
}

/// Whether the registry allows a structure of `member` sType in the `pNext` chain of a
/// structure of `parent` sType (`structextends`).
pub fn extends(parent: Option<i32>, member: i32) -> bool {
    let Some(parent) = parent else {
        return false;
    };
    crate::generated::EXTENDS
        .binary_search(&(parent, member))
        .is_ok()
}

/// The `VkObjectType` of a `VkDebugReportObjectTypeEXT`.
pub(crate) fn debug_report_object_type(ty: i32) -> Option<i32> {
    let t = &crate::generated::DEBUG_REPORT_OBJECT_TYPES;
    t.binary_search_by_key(&ty, |e| e.0).ok().map(|i| t[i].1)
}
