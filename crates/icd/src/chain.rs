//! Structures the wire cannot carry, taken out of an input `pNext` chain.
//!
//! The loader (and applications such as vulkaninfo) put debug-callback create infos
//! (`VkDebugReportCallbackCreateInfoEXT`, `VkDebugUtilsMessengerCreateInfoEXT`) and loader-private
//! structures into `VkInstanceCreateInfo::pNext`. Callbacks cannot be called across processes,
//! so until their messages are relayed, the ICD sends the chain without them: it makes shallow
//! copies of the members the wire carries, linked to each other, and leaves the application's
//! chain untouched.

use std::ffi::c_void;

use ash::vk;

use vk_wire::desc::Status;

/// The first member of the `pNext` chain `head` whose sType is `s_type` (at most 256
/// members are walked).
///
/// # Safety
/// `head` is null or a valid `pNext` chain (input or output).
pub unsafe fn find(head: *const c_void, s_type: vk::StructureType) -> Option<*mut c_void> {
    let mut p = head.cast::<vk::BaseInStructure<'static>>();
    for _ in 0..256 {
        if p.is_null() {
            return None;
        }
        // SAFETY: caller: every member starts with sType and pNext.
        let base = unsafe { &*p };
        if base.s_type == s_type {
            return Some(p.cast_mut().cast());
        }
        p = base.p_next;
    }
    None
}

/// Copies of kept chain members; they must outlive the encoding of the request.
#[derive(Debug, Default)]
pub struct Stripped {
    copies: Vec<Vec<u64>>,
}

impl Stripped {
    /// A chain equal to `head` without the members the wire does not carry.
    ///
    /// # Safety
    /// `head` is null or a valid input `pNext` chain.
    pub unsafe fn strip(&mut self, head: *const c_void) -> *const c_void {
        let mut p = head.cast::<u8>();
        let mut steps = 0;
        while !p.is_null() && steps < 256 {
            steps += 1;
            // SAFETY: caller: each member starts with sType, pNext.
            let (st, next) = unsafe {
                (
                    p.cast::<i32>().read_unaligned(),
                    p.add(8).cast::<*const u8>().read_unaligned(),
                )
            };
            match vk_wire::struct_by_stype(st) {
                Some(d) if d.status == Status::Wire => {
                    let mut copy = vec![0u64; (d.size as usize).div_ceil(8)];
                    // SAFETY: caller: the member is a structure of `d`, `d.size` bytes.
                    unsafe {
                        std::ptr::copy_nonoverlapping(p, copy.as_mut_ptr().cast(), d.size as usize)
                    };
                    self.copies.push(copy);
                }
                _ => tracing::debug!(stype = st, "not sent: a chain member the wire cannot carry"),
            }
            p = next;
        }
        let n = self.copies.len();
        for i in 0..n {
            let next = if i + 1 < n {
                self.copies[i + 1].as_ptr() as u64
            } else {
                0
            };
            self.copies[i][1] = next;
        }
        self.copies
            .first()
            .map_or(std::ptr::null(), |c| c.as_ptr().cast())
    }
}
