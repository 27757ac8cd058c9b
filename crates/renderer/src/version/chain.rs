//! The `VkPhysicalDeviceVulkan1{1,2,3}{Features,Properties}` structures a driver below their
//! version does not know, translated to and from the extension (and 1.1 core) structures that
//! carry the same members.
//!
//! [`Edit::unlink`] takes such structures out of a chain and appends the structures that
//! stand in for them; after the driver call, [`Edit::fill`] answers the core structures from
//! what the driver wrote, and [`Edit::restore`] puts the chain back as the application built
//! it (the reply encoder walks it).
//!
//! [`CORES`] lists the core structures; the parts that stand in for each are tabled in
//! `features` and `properties`.

use std::ffi::CStr;

use ash::vk;

use super::table::Mask;

mod features;
mod properties;

use features::{V11_FEATURES, V12_FEATURES, V13_FEATURES, v12_feature_extras};
use properties::{
    V11_PROPERTIES, V12_PROPERTIES, V13_PROPERTIES, v12_property_extras, v13_property_extras,
};

type Base = vk::BaseOutStructure<'static>;

/// Which way [`Part`] copies members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// From the extension structure into the core one (a query's answer).
    ToCore,
    /// From the core structure into the extension one (a device creation's request).
    ToPart,
}

/// An extension structure (or a 1.1 core one) standing in for some members of a core one.
pub trait Part {
    /// The structure, to link into a chain.
    fn head(&mut self) -> *mut Base;
    /// Copies the members between the core structure `core` and this one; with
    /// [`Dir::ToPart`], whether any copied feature is requested.
    ///
    /// # Safety
    /// `core` points to the core structure this part belongs to.
    unsafe fn copy(&mut self, core: *mut Base, dir: Dir) -> bool;
}

struct P<T: 'static, C: 'static> {
    s: T,
    f: fn(&mut C, &mut T, Dir) -> bool,
}

impl<T: 'static, C: 'static> Part for P<T, C> {
    fn head(&mut self) -> *mut Base {
        (&raw mut self.s).cast()
    }

    unsafe fn copy(&mut self, core: *mut Base, dir: Dir) -> bool {
        // SAFETY: caller: `core` is a `C` (its sType chose the descriptor that made this).
        (self.f)(unsafe { &mut *core.cast::<C>() }, &mut self.s, dir)
    }
}

/// How one part is made: the extension that must be present (`None`: 1.1 core).
#[derive(Debug)]
pub struct PartDesc {
    /// The extension whose structure it is.
    pub ext: Option<&'static CStr>,
    /// A default-initialized part (its sType set).
    pub make: fn() -> Box<dyn Part>,
}

/// One core structure and what stands in for it.
#[derive(Debug)]
pub struct CoreDesc {
    /// Its sType.
    pub stype: vk::StructureType,
    /// Its name, for logs.
    pub name: &'static str,
    /// The lowest driver version that knows it (`major.minor`).
    pub known_from: u32,
    /// The structures that carry its members.
    pub parts: &'static [PartDesc],
    /// The members no structure carries: set from extension support ([`Dir::ToCore`]), or
    /// checked against it ([`Dir::ToPart`]: the name of one requested but not backed).
    pub extras: unsafe fn(core: *mut Base, have: Mask, dir: Dir) -> Option<&'static str>,
    /// Zeroes every member but `sType` and `pNext`.
    pub clear: unsafe fn(core: *mut Base),
}

macro_rules! clear {
    ($Core:ident) => {{
        unsafe fn clear(core: *mut Base) {
            // SAFETY: caller: `core` is this structure (its sType chose the descriptor).
            unsafe {
                let c = core.cast::<vk::$Core<'static>>();
                let p_next = (*c).p_next;
                c.write(vk::$Core {
                    p_next,
                    ..Default::default()
                });
            }
        }
        clear
    }};
}

unsafe fn no_extras(_: *mut Base, _: Mask, _: Dir) -> Option<&'static str> {
    None
}

/// The core structures a driver below their version does not know.
pub static CORES: [CoreDesc; 6] = [
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
        name: "VkPhysicalDeviceVulkan11Features",
        known_from: vk::API_VERSION_1_2,
        parts: &V11_FEATURES,
        extras: no_extras,
        clear: clear!(PhysicalDeviceVulkan11Features),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
        name: "VkPhysicalDeviceVulkan12Features",
        known_from: vk::API_VERSION_1_2,
        parts: &V12_FEATURES,
        extras: v12_feature_extras,
        clear: clear!(PhysicalDeviceVulkan12Features),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
        name: "VkPhysicalDeviceVulkan13Features",
        known_from: vk::API_VERSION_1_3,
        parts: &V13_FEATURES,
        extras: no_extras,
        clear: clear!(PhysicalDeviceVulkan13Features),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES,
        name: "VkPhysicalDeviceVulkan11Properties",
        known_from: vk::API_VERSION_1_2,
        parts: &V11_PROPERTIES,
        extras: no_extras,
        clear: clear!(PhysicalDeviceVulkan11Properties),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES,
        name: "VkPhysicalDeviceVulkan12Properties",
        known_from: vk::API_VERSION_1_2,
        parts: &V12_PROPERTIES,
        extras: v12_property_extras,
        clear: clear!(PhysicalDeviceVulkan12Properties),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES,
        name: "VkPhysicalDeviceVulkan13Properties",
        known_from: vk::API_VERSION_1_3,
        parts: &V13_PROPERTIES,
        extras: v13_property_extras,
        clear: clear!(PhysicalDeviceVulkan13Properties),
    },
];

/// Longest chain walked; the decoder's chains are far shorter.
const MAX_CHAIN: usize = 256;

/// What the structures are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A query the driver answers into the parts.
    Query,
    /// A device creation: the parts carry the request.
    Create,
}

/// One edit of a chain, undone by [`Edit::restore`].
#[derive(Default)]
pub struct Edit {
    /// The core structures taken out: (the structure before it, it, its descriptor), in the
    /// order taken.
    unlinked: Vec<(*mut Base, *mut Base, &'static CoreDesc)>,
    /// The structures appended, each with the index in `unlinked` of its core structure.
    parts: Vec<(usize, Box<dyn Part>)>,
    /// The last structure of the chain before the parts were appended.
    tail: Option<*mut Base>,
    /// Extensions the parts of a [`Mode::Create`] edit need enabled.
    pub needs: Vec<&'static CStr>,
}

impl std::fmt::Debug for Edit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.unlinked.iter().map(|u| u.2.name).collect();
        f.debug_struct("Edit")
            .field("unlinked", &names)
            .field("parts", &self.parts.len())
            .finish()
    }
}

impl Edit {
    /// Whether the chain was left as it was.
    pub fn is_empty(&self) -> bool {
        self.unlinked.is_empty()
    }

    /// Takes the core structures a driver of version `driver` (`major.minor`) does not know
    /// out of the chain after `head`, and appends the structures of `have`'s extensions (and
    /// the 1.1 core ones) that carry their members. In [`Mode::Create`] the parts take the
    /// request, only those with a requested feature are appended, and a requested feature
    /// no extension of `have` backs is an error naming it (the chain is then restored).
    ///
    /// # Safety
    /// `head` is a valid, writable structure chain (every structure as large as its sType
    /// says) that outlives the returned edit's [`Edit::restore`].
    pub unsafe fn unlink(
        head: *mut Base,
        driver: u32,
        have: Mask,
        mode: Mode,
    ) -> Result<Edit, &'static str> {
        let mut edit = Edit::default();
        let mut prev = head;
        // SAFETY: caller: a valid chain.
        let mut cur = unsafe { (*head).p_next };
        let mut steps = 0;
        while !cur.is_null() && steps < MAX_CHAIN {
            steps += 1;
            // SAFETY: caller: every structure of the chain is valid and writable.
            let (stype, next) = unsafe { ((*cur).s_type, (*cur).p_next) };
            match CORES.iter().find(|c| c.stype == stype) {
                Some(core) if core.known_from > driver => {
                    // SAFETY: as above.
                    unsafe { (*prev).p_next = next };
                    edit.unlinked.push((prev, cur, core));
                }
                _ => prev = cur,
            }
            cur = next;
        }
        if !cur.is_null() {
            // Longer than any chain the decoder builds: left as it is.
            edit.restore();
            return Ok(edit);
        }
        if edit.unlinked.is_empty() {
            return Ok(edit);
        }
        edit.tail = Some(prev);
        let unlinked = edit.unlinked.clone();
        for (k, &(_, core_ptr, core)) in unlinked.iter().enumerate() {
            for desc in core.parts {
                let backed = desc.ext.is_none_or(|e| have.has(e));
                let mut part = (desc.make)();
                if mode == Mode::Create {
                    // SAFETY: `core_ptr` is `core`'s structure (its sType matched).
                    let asked = unsafe { part.copy(core_ptr, Dir::ToPart) };
                    if !asked {
                        continue;
                    }
                    if !backed {
                        edit.restore();
                        return Err(core.name);
                    }
                    edit.needs.extend(desc.ext);
                } else if !backed {
                    continue;
                }
                edit.parts.push((k, part));
            }
            if mode == Mode::Create {
                // SAFETY: as above.
                if let Some(name) = unsafe { (core.extras)(core_ptr, have, Dir::ToPart) } {
                    edit.restore();
                    return Err(name);
                }
            }
        }
        // Link the parts after the tail, in order.
        let mut last = prev;
        for (_, part) in edit.parts.iter_mut() {
            let h = part.head();
            // SAFETY: `last` is the chain's tail or a previous part, both writable; `h` is
            // a boxed part that lives in `edit`.
            unsafe {
                (*last).p_next = h;
                (*h).p_next = std::ptr::null_mut();
            }
            last = h;
        }
        Ok(edit)
    }

    /// Answers each core structure taken out from its parts (members no extension of `have`
    /// backs read false or the default) after the driver filled them.
    pub fn fill(&mut self, have: Mask) {
        for (k, &(_, core_ptr, core)) in self.unlinked.iter().enumerate() {
            // SAFETY: `core_ptr` is `core`'s structure, valid while the chain is (as for
            // `unlink`, whose caller guarantees it outlives the edit's restore).
            unsafe { (core.clear)(core_ptr) };
            for (_, part) in self.parts.iter_mut().filter(|(i, _)| *i == k) {
                // SAFETY: as above; the part was made from `core`'s descriptor.
                unsafe { part.copy(core_ptr, Dir::ToCore) };
            }
            // SAFETY: as above.
            unsafe { (core.extras)(core_ptr, have, Dir::ToCore) };
        }
    }

    /// Puts the chain back as it was before [`Edit::unlink`].
    pub fn restore(&mut self) {
        if let Some(tail) = self.tail.take() {
            // SAFETY: the tail is a structure of the chain `unlink` was given (valid until
            // restored, by its caller).
            unsafe { (*tail).p_next = std::ptr::null_mut() };
        }
        for &(prev, cur, _) in self.unlinked.iter().rev() {
            // SAFETY: as above: both are structures of that chain; `cur`'s own `pNext` was
            // never changed.
            unsafe { (*prev).p_next = cur };
        }
        self.unlinked.clear();
        self.parts.clear();
    }
}

#[cfg(test)]
mod tests;
