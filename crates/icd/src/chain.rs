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

/// Members taken out of an application's output chain for the length of a call (the
/// structures of the ICD's own extensions, which the renderer must not see); [`Detached::
/// reattach`] puts them back where they were.
#[derive(Debug)]
pub struct Detached {
    /// (the member before, the member taken out), in the order they were taken out.
    links: Vec<(
        *mut vk::BaseOutStructure<'static>,
        *mut vk::BaseOutStructure<'static>,
    )>,
}

/// Takes the members of `head`'s chain whose sType is one of `s_types` out of it (`head`
/// itself stays).
///
/// # Safety
/// `head` is a valid, writable output structure with a valid chain, which nobody else uses
/// until [`Detached::reattach`].
pub unsafe fn detach(head: *mut c_void, s_types: &[vk::StructureType]) -> Detached {
    let mut links = Vec::new();
    let mut prev = head.cast::<vk::BaseOutStructure<'static>>();
    // SAFETY: caller: each member starts with sType and pNext, and is writable.
    unsafe {
        let mut cur = (*prev).p_next;
        for _ in 0..256 {
            if cur.is_null() {
                break;
            }
            if s_types.contains(&(*cur).s_type) {
                (*prev).p_next = (*cur).p_next;
                links.push((prev, cur));
            } else {
                prev = cur;
            }
            cur = (*prev).p_next;
        }
    }
    Detached { links }
}

impl Detached {
    /// Puts the members back.
    ///
    /// # Safety
    /// As [`detach`]; the chain has not been changed since (but for what the callee wrote into
    /// its members).
    pub unsafe fn reattach(self) {
        for &(prev, cur) in self.links.iter().rev() {
            // SAFETY: caller: the members [`detach`] took out, still valid.
            unsafe {
                (*cur).p_next = (*prev).p_next;
                (*prev).p_next = cur;
            }
        }
    }
}

/// Shallow copies of an input chain's members, without some, to which more may be added.
#[derive(Debug, Default)]
pub struct Copied {
    copies: Vec<Vec<u64>>,
}

impl Copied {
    /// Copies the members of `head` whose sType is not one of `without`; members the wire does
    /// not know are left out too (the wire would skip them).
    ///
    /// # Safety
    /// `head` is null or a valid input `pNext` chain.
    pub unsafe fn new(head: *const c_void, without: &[vk::StructureType]) -> Copied {
        let mut out = Copied::default();
        let mut p = head.cast::<u8>();
        for _ in 0..256 {
            if p.is_null() {
                break;
            }
            // SAFETY: caller: each member starts with sType, pNext.
            let (st, next) = unsafe {
                (
                    p.cast::<i32>().read_unaligned(),
                    p.add(8).cast::<*const u8>().read_unaligned(),
                )
            };
            if !without.contains(&vk::StructureType::from_raw(st))
                && let Some(d) = vk_wire::struct_by_stype(st)
            {
                let mut copy = vec![0u64; (d.size as usize).div_ceil(8)];
                // SAFETY: caller: the member is a structure of `d`, `d.size` bytes.
                unsafe {
                    std::ptr::copy_nonoverlapping(p, copy.as_mut_ptr().cast(), d.size as usize)
                };
                out.copies.push(copy);
            }
            p = next;
        }
        out
    }

    /// The copy of the member whose sType is `s_type`.
    pub fn find_mut(&mut self, s_type: vk::StructureType) -> Option<*mut c_void> {
        self.copies
            .iter_mut()
            .find(|c| c[0] as u32 as i32 == s_type.as_raw())
            .map(|c| c.as_mut_ptr().cast())
    }

    /// Adds `value`, a structure that starts with sType and pNext.
    pub fn push<T: Copy>(&mut self, value: T) {
        let mut copy = vec![0u64; size_of::<T>().div_ceil(8)];
        // SAFETY: `copy` has room for a `T` and is 8-aligned (as every Vulkan structure).
        unsafe { copy.as_mut_ptr().cast::<T>().write(value) };
        self.copies.push(copy);
    }

    /// Links the copies to each other: the chain's head (null when empty), valid while `self`
    /// lives and is not changed.
    pub fn link(&mut self) -> *const c_void {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detached_members_are_put_back_in_place() {
        let mut a = vk::PhysicalDevicePresentIdFeaturesKHR::default();
        let mut b = vk::PhysicalDeviceVulkan12Features::default();
        let mut c = vk::PhysicalDevicePresentWaitFeaturesKHR::default();
        let mut d = vk::PhysicalDeviceSwapchainMaintenance1FeaturesEXT::default();
        let mut f = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut d)
            .push_next(&mut c)
            .push_next(&mut b)
            .push_next(&mut a);
        let order = |f: &vk::PhysicalDeviceFeatures2<'_>| {
            let mut v = Vec::new();
            let mut p = f.p_next.cast::<vk::BaseOutStructure<'static>>();
            while !p.is_null() {
                // SAFETY: the chain made above.
                unsafe {
                    v.push((*p).s_type);
                    p = (*p).p_next;
                }
            }
            v
        };
        let before = order(&f);
        let own = [
            vk::StructureType::PHYSICAL_DEVICE_PRESENT_ID_FEATURES_KHR,
            vk::StructureType::PHYSICAL_DEVICE_PRESENT_WAIT_FEATURES_KHR,
            vk::StructureType::PHYSICAL_DEVICE_SWAPCHAIN_MAINTENANCE_1_FEATURES_EXT,
        ];
        // SAFETY: the chain made above, used by nobody else.
        let taken = unsafe { detach((&raw mut f).cast(), &own) };
        assert_eq!(
            order(&f),
            [vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES]
        );
        // SAFETY: as above.
        unsafe { taken.reattach() };
        assert_eq!(order(&f), before);
    }

    #[test]
    fn copies_leave_out_what_is_asked_and_take_additions() {
        let mut a = vk::PhysicalDevicePresentIdFeaturesKHR::default().present_id(true);
        let mut b = vk::PhysicalDeviceVulkan12Features::default();
        let info = vk::DeviceCreateInfo::default()
            .push_next(&mut a)
            .push_next(&mut b);
        let present_id = vk::StructureType::PHYSICAL_DEVICE_PRESENT_ID_FEATURES_KHR;
        let v12 = vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
        // SAFETY: the chain made above.
        let mut c = unsafe { Copied::new(info.p_next, &[present_id]) };
        assert!(c.find_mut(present_id).is_none());
        let p = c.find_mut(v12).unwrap();
        // SAFETY: the copy of a Vulkan12Features.
        unsafe {
            (*p.cast::<vk::PhysicalDeviceVulkan12Features<'static>>()).timeline_semaphore = 1
        };
        c.push(vk::PhysicalDeviceTimelineSemaphoreFeatures::default());
        let head = c.link();
        // SAFETY: the copies, linked.
        unsafe {
            let first = &*head.cast::<vk::PhysicalDeviceVulkan12Features<'static>>();
            assert_eq!(first.s_type, v12);
            assert_eq!(first.timeline_semaphore, vk::TRUE);
            let second = &*first.p_next.cast::<vk::BaseInStructure<'static>>();
            assert_eq!(
                second.s_type,
                vk::StructureType::PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES
            );
            assert!(second.p_next.is_null());
        }
        // The application's structure is untouched.
        assert_eq!(b.timeline_semaphore, vk::FALSE);
    }
}
