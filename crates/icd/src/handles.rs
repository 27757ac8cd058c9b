//! Handles the application sees, and the 64-bit ids the wire carries.
//!
//! Ids are assigned by this side for objects the application creates (`1..2^63`); the renderer
//! assigns ids with the top bit set for objects it reports (physical devices). A
//! non-dispatchable handle *is* its id. A dispatchable handle is a pointer to a [`Dispatch`]
//! allocation whose first word is the loader's slot (initialised to [`ICD_LOADER_MAGIC`]; the
//! loader overwrites it with its dispatch table) and whose second word is the id.
//! Dispatchable objects live until their destroy command; each id maps to one allocation, so
//! `vkEnumeratePhysicalDevices` returns the same handles every time.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

use ash::vk;
use vk_wire::{DecodeError, DecodeErrorKind, EncodeError, HandleTable, IdMap};

/// The value the loader expects in the first word of a dispatchable object.
pub const ICD_LOADER_MAGIC: usize = 0x01CD_C0DE;

/// A dispatchable object as the loader sees it.
#[repr(C)]
#[derive(Debug)]
pub struct Dispatch {
    /// The loader's slot (`ICD_LOADER_MAGIC` until the loader writes its dispatch pointer).
    pub loader_data: usize,
    /// The object's wire id.
    pub id: u64,
    /// Its type.
    pub ty: vk::ObjectType,
    /// Command buffers: the commands recorded and not shipped yet, as wire messages; shipped
    /// when they reach `call::CHUNK` bytes and at `vkEndCommandBuffer` (empty and
    /// unused for other types).
    pub recording: Mutex<Vec<u8>>,
    /// Command buffers: allocated at the secondary level (only these read their
    /// `pInheritanceInfo`; see `call::call_raw`).
    pub secondary: std::sync::atomic::AtomicBool,
    /// Command buffers: the id of the pool they came from (0 for other types), so that
    /// destroying the pool frees them ([`release_pool`]).
    pub pool: AtomicU64,
}

/// Whether handles of `ty` are pointers (dispatchable).
pub fn is_dispatchable(ty: vk::ObjectType) -> bool {
    matches!(
        ty,
        vk::ObjectType::INSTANCE
            | vk::ObjectType::PHYSICAL_DEVICE
            | vk::ObjectType::DEVICE
            | vk::ObjectType::QUEUE
            | vk::ObjectType::COMMAND_BUFFER
    )
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// id → dispatchable allocation (address).
static OBJECTS: Mutex<Option<HashMap<u64, usize>>> = Mutex::new(None);

fn objects() -> MutexGuard<'static, Option<HashMap<u64, usize>>> {
    OBJECTS.lock().unwrap_or_else(|e| e.into_inner())
}

/// A fresh client-assigned id (below 2^63).
pub fn new_id() -> u64 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

/// The dispatchable object for `id`, created on first sight.
pub fn dispatchable(ty: vk::ObjectType, id: u64) -> u64 {
    let mut g = objects();
    let map = g.get_or_insert_with(HashMap::new);
    *map.entry(id).or_insert_with(|| {
        Box::into_raw(Box::new(Dispatch {
            loader_data: ICD_LOADER_MAGIC,
            id,
            ty,
            recording: Mutex::new(Vec::new()),
            secondary: std::sync::atomic::AtomicBool::new(false),
            pool: AtomicU64::new(0),
        })) as usize
    }) as u64
}

/// A new handle of type `ty` with a fresh id: for the output arrays of create commands.
pub fn create(ty: vk::ObjectType) -> u64 {
    let id = new_id();
    if is_dispatchable(ty) {
        dispatchable(ty, id)
    } else {
        id
    }
}

/// Command pool id → the command buffers (raw handles) allocated from it and not freed.
static POOLS: Mutex<Option<HashMap<u64, std::collections::HashSet<u64>>>> = Mutex::new(None);

fn pools() -> MutexGuard<'static, Option<HashMap<u64, std::collections::HashSet<u64>>>> {
    POOLS.lock().unwrap_or_else(|e| e.into_inner())
}

/// The command buffers `cbs` (raw handles of this module) were allocated from pool `pool`.
///
/// # Safety
/// Each of `cbs` is a live dispatchable handle made by this module.
pub unsafe fn pool_allocated(pool: u64, cbs: &[u64]) {
    for &cb in cbs {
        // SAFETY: caller.
        unsafe {
            (*(cb as *const Dispatch))
                .pool
                .store(pool, Ordering::Relaxed)
        };
    }
    pools()
        .get_or_insert_with(HashMap::new)
        .entry(pool)
        .or_default()
        .extend(cbs.iter().copied());
}

/// Frees the command buffers pool `pool` still has (after `vkDestroyCommandPool`, which frees
/// them implicitly).
///
/// # Safety
/// The application no longer uses the pool's command buffers.
pub unsafe fn release_pool(pool: u64) {
    let cbs = pools().as_mut().and_then(|m| m.remove(&pool));
    for cb in cbs.into_iter().flatten() {
        // SAFETY: caller; each was made by `dispatchable` and is unlinked from the pool.
        unsafe { release(cb) };
    }
}

/// Frees the dispatchable object `raw` (after its destroy command, or a failed create).
///
/// # Safety
/// `raw` is a dispatchable handle made by this module that the application no longer uses.
pub unsafe fn release(raw: u64) {
    if raw == 0 {
        return;
    }
    // SAFETY: caller: `raw` points to a live `Dispatch` made by `dispatchable`.
    let (id, pool) = unsafe {
        let d = &*(raw as *const Dispatch);
        (d.id, d.pool.load(Ordering::Relaxed))
    };
    if pool != 0
        && let Some(m) = pools().as_mut()
        && let Some(set) = m.get_mut(&pool)
    {
        set.remove(&raw);
    }
    if let Some(map) = objects().as_mut() {
        if map.remove(&id) == Some(raw as usize) {
            // SAFETY: the allocation came from `Box::into_raw` and was just unlinked.
            drop(unsafe { Box::from_raw(raw as *mut Dispatch) });
        }
    }
}

/// The handle ↔ id translation of the ICD.
#[derive(Debug, Default, Clone, Copy)]
pub struct ClientIds;

impl IdMap for ClientIds {
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        if is_dispatchable(ty) {
            // SAFETY: the application passes dispatchable handles this ICD made (Vulkan's valid
            // usage), each pointing to a live `Dispatch`.
            Ok(unsafe { (*(raw as *const Dispatch)).id })
        } else {
            Ok(raw)
        }
    }

    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        let e = templates().as_ref()?.get(&template).cloned();
        if e.is_none() {
            tracing::debug!(template, "unknown descriptor update template");
        }
        e
    }
}

/// The entries of each descriptor update template (by id), remembered at creation: the
/// layout of `vkUpdateDescriptorSetWithTemplate`'s data comes from them.
/// Shared (`Arc`), so that encoding a call hands them out without copying.
type Entries = std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>;

static TEMPLATES: Mutex<Option<HashMap<u64, Entries>>> = Mutex::new(None);

fn templates() -> MutexGuard<'static, Option<HashMap<u64, Entries>>> {
    TEMPLATES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Remembers the entries of the new template `id`.
///
/// # Safety
/// `info` is a valid `VkDescriptorUpdateTemplateCreateInfo` (the application's).
pub unsafe fn remember_template(id: u64, info: &vk::DescriptorUpdateTemplateCreateInfo<'_>) {
    let entries =
        if info.descriptor_update_entry_count == 0 || info.p_descriptor_update_entries.is_null() {
            Vec::new()
        } else {
            // SAFETY: caller: the array holds `descriptor_update_entry_count` entries.
            unsafe {
                std::slice::from_raw_parts(
                    info.p_descriptor_update_entries,
                    info.descriptor_update_entry_count as usize,
                )
            }
            .to_vec()
        };
    tracing::trace!(id, entries = entries.len(), "descriptor update template");
    templates()
        .get_or_insert_with(HashMap::new)
        .insert(id, entries.into());
}

/// Forgets the destroyed template `id`.
pub fn forget_template(id: u64) {
    if let Some(t) = templates().as_mut() {
        t.remove(&id);
    }
}

impl HandleTable for ClientIds {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        if id == 0 {
            return Err(DecodeError::new(DecodeErrorKind::BadHandle, "handle"));
        }
        Ok(if is_dispatchable(ty) {
            dispatchable(ty, id)
        } else {
            id
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live(id: u64) -> bool {
        objects().as_ref().is_some_and(|m| m.contains_key(&id))
    }

    #[test]
    fn destroying_a_pool_frees_the_command_buffers_it_still_has() {
        let pool = new_id();
        let cbs: Vec<u64> = (0..3)
            .map(|_| create(vk::ObjectType::COMMAND_BUFFER))
            .collect();
        // SAFETY: live handles of this module.
        unsafe { pool_allocated(pool, &cbs) };
        // SAFETY: as above.
        let ids: Vec<u64> = cbs
            .iter()
            .map(|&c| unsafe { (*(c as *const Dispatch)).id })
            .collect();
        assert!(ids.iter().all(|&id| live(id)));
        // One freed with vkFreeCommandBuffers, the pool destroyed with the other two.
        // SAFETY: not used afterwards.
        unsafe { release(cbs[0]) };
        assert_eq!(pools().as_ref().map(|m| m[&pool].len()), Some(2));
        // SAFETY: not used afterwards.
        unsafe { release_pool(pool) };
        assert!(ids.iter().all(|&id| !live(id)));
        assert!(pools().as_ref().is_some_and(|m| !m.contains_key(&pool)));
        // A pool with nothing left, or never seen, frees nothing.
        // SAFETY: no command buffers.
        unsafe { release_pool(pool) };
    }
}
