//! A client's object table: wire ids ↔ the driver's handles, with the object type checked
//! on every use.
//!
//! Ids below 2^63 are assigned by the client (new objects it creates); ids with the top bit
//! set are assigned here, for handles the driver reports (physical devices).

// FxHash (one multiplication) rather than SipHash: every decoded handle is looked up here.
// Ids are the client's; one that chooses colliding ids only slows its own lookups.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ash::vk;
use vk_wire::{DecodeError, DecodeErrorKind, EncodeError, HandleTable, IdMap, args, id};

const SERVER_ID: u64 = 1 << 63;

/// One live object.
#[derive(Debug, Clone, Copy)]
struct Entry {
    ty: vk::ObjectType,
    raw: u64,
    /// When it was entered (a value of [`Objects::seq`]): tells its place in `order` from a
    /// stale place of an earlier object under the same id.
    seq: u64,
}

/// Slots of [`Objects`]'s cache of recent lookups (a power of two).
const RECENT: usize = 16;

/// One client's objects.
#[derive(Debug, Default)]
pub struct Objects {
    by_id: HashMap<u64, Entry>,
    /// The last lookups, direct-mapped by id (slot `id % RECENT`; id 0, which no object has,
    /// marks an empty slot): a frame's recorded commands name the same few objects over and
    /// over (the command buffer in every one of them), and a slot read is one cache line where a
    /// hash probe is two, cold after the GPU phase. `enter` and `remove_id`, the only places
    /// that change `by_id`, clear the slot of the id they change.
    recent: [(u64, vk::ObjectType, u64); RECENT],
    by_handle: HashMap<(i32, u64), u64>,
    /// (id, seq) in creation order (teardown walks it backwards). Removal is lazy: a place
    /// whose seq is not its id's live entry's is stale; stale places are swept out when they
    /// outnumber the live ones, so a removal costs O(1) amortized.
    order: Vec<(u64, u64)>,
    /// The next value of [`Entry::seq`].
    seq: u64,
    next: u64,
    /// The device each device-level object was created on (id → raw device).
    parents: HashMap<u64, u64>,
    /// The command buffers and descriptor sets allocated from each live pool (pool id →
    /// child ids): they die with their pool (and descriptor sets with its reset).
    pools: HashMap<u64, HashSet<u64>>,
    /// The pool each live command buffer or descriptor set came from (child id → pool id).
    pool_of: HashMap<u64, u64>,
    /// Entries of each descriptor update template (by driver handle).
    templates: HashMap<u64, std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>>,
    /// While `Some`, every handle the decoder translates is also pushed here (type, raw).
    pub collecting: Option<Vec<(vk::ObjectType, u64)>>,
}

pub(crate) fn bad(at: &'static str) -> DecodeError {
    DecodeError::new(DecodeErrorKind::BadHandle, at)
}

/// Where [`Objects`]' lookup of an id it does not hold fails.
pub(crate) const UNKNOWN_ID: &str = "unknown id";

/// Whether `e` is a lookup of an id the table does not hold.
pub(crate) fn is_unknown_id(e: &DecodeError) -> bool {
    e.kind() == DecodeErrorKind::BadHandle && e.at() == UNKNOWN_ID
}

/// The pool that `cmd` (`vkAllocateCommandBuffers` or `vkAllocateDescriptorSets`) allocates
/// from: its type and raw handle; `None` for other commands.
///
/// # Safety
/// `a` holds decoded arguments of `cmd` (the allocate info checked by the decoder).
pub unsafe fn allocation_pool(cmd: u32, a: *const u8) -> Option<(vk::ObjectType, u64)> {
    use ash::vk::Handle;
    // SAFETY: (both arms) the id says which argument structure `a` holds; the decoder made
    // the allocate info (null only if the client sent none).
    unsafe {
        match cmd {
            id::ALLOCATE_COMMAND_BUFFERS => {
                let x = &*a.cast::<args::AllocateCommandBuffers>();
                let info = x.p_allocate_info.as_ref()?;
                Some((vk::ObjectType::COMMAND_POOL, info.command_pool.as_raw()))
            }
            id::ALLOCATE_DESCRIPTOR_SETS => {
                let x = &*a.cast::<args::AllocateDescriptorSets>();
                let info = x.p_allocate_info.as_ref()?;
                Some((
                    vk::ObjectType::DESCRIPTOR_POOL,
                    info.descriptor_pool.as_raw(),
                ))
            }
            _ => None,
        }
    }
}

/// The `n` handles at `p` (none when `p` is null).
///
/// # Safety
/// `p` is null or points to `n` handles that outlive the slice.
unsafe fn raw_slice<'a>(p: *const u64, n: u32) -> &'a [u64] {
    if p.is_null() || n == 0 {
        return &[];
    }
    // SAFETY: caller.
    unsafe { std::slice::from_raw_parts(p, n as usize) }
}

impl Objects {
    /// Clears the cached lookup of `id`, if any (its entry changes).
    fn forget_recent(&mut self, id: u64) {
        let slot = &mut self.recent[id as usize % RECENT];
        if slot.0 == id {
            slot.0 = 0;
        }
    }

    fn enter(&mut self, ty: vk::ObjectType, id: u64, raw: u64) {
        self.forget_recent(id);
        let seq = self.seq;
        self.seq += 1;
        self.by_id.insert(id, Entry { ty, raw, seq });
        self.by_handle.insert((ty.as_raw(), raw), id);
        self.order.push((id, seq));
    }

    /// Records `id → raw` for a new object.
    pub fn insert(&mut self, ty: vk::ObjectType, id: u64, raw: u64) -> Result<(), DecodeError> {
        if self.by_id.contains_key(&id) {
            return Err(bad("duplicate id"));
        }
        self.enter(ty, id, raw);
        Ok(())
    }

    /// Records that object `id` was created on the device `device` (a raw handle).
    pub fn set_parent(&mut self, id: u64, device: u64) {
        self.parents.insert(id, device);
    }

    /// The device (raw handle) object `id` was created on, if recorded.
    pub fn parent(&self, id: u64) -> Option<u64> {
        self.parents.get(&id).copied()
    }

    /// Records that the command buffer or descriptor set `id` was allocated from the pool
    /// `pool_raw` of type `pool_ty` (a live object of this table; otherwise nothing is
    /// recorded).
    pub fn set_pool(&mut self, id: u64, pool_ty: vk::ObjectType, pool_raw: u64) {
        let Some(&pool) = self.by_handle.get(&(pool_ty.as_raw(), pool_raw)) else {
            return;
        };
        if !self.by_id.contains_key(&id) {
            return;
        }
        if let Some(old) = self.pool_of.insert(id, pool)
            && let Some(set) = self.pools.get_mut(&old)
        {
            set.remove(&id);
        }
        self.pools.entry(pool).or_default().insert(id);
    }

    /// Forgets `id` (and its place in its pool's list), returning what it was.
    fn remove_id(&mut self, id: u64) -> Option<Entry> {
        self.forget_recent(id);
        let e = self.by_id.remove(&id)?;
        if self.by_handle.get(&(e.ty.as_raw(), e.raw)) == Some(&id) {
            self.by_handle.remove(&(e.ty.as_raw(), e.raw));
        }
        self.parents.remove(&id);
        if let Some(pool) = self.pool_of.remove(&id)
            && let Some(set) = self.pools.get_mut(&pool)
        {
            set.remove(&id);
        }
        if self.order.len() > 2 * self.by_id.len() + 64 {
            let by_id = &self.by_id;
            self.order
                .retain(|(i, seq)| by_id.get(i).is_some_and(|e| e.seq == *seq));
        }
        Some(e)
    }

    /// Forgets the children of the pool with id `pool`: (type, raw handle) of each.
    fn remove_children(&mut self, pool: u64) -> Vec<(vk::ObjectType, u64)> {
        let Some(children) = self.pools.remove(&pool) else {
            return Vec::new();
        };
        children
            .into_iter()
            .filter_map(|c| self.remove_id(c))
            .map(|e| (e.ty, e.raw))
            .collect()
    }

    /// Forgets the object `raw` of type `ty` (it was destroyed), and, for a pool, the command
    /// buffers or descriptor sets allocated from it, which the driver freed with it. Returns
    /// those children: (type, raw handle).
    pub fn remove_handle(&mut self, ty: vk::ObjectType, raw: u64) -> Vec<(vk::ObjectType, u64)> {
        let Some(&id) = self.by_handle.get(&(ty.as_raw(), raw)) else {
            return Vec::new();
        };
        self.remove_id(id);
        self.remove_children(id)
    }

    /// For `vkFreeCommandBuffers` and `vkFreeDescriptorSets`: an error unless every handle
    /// freed was allocated from the pool named (the driver would free it from the wrong pool's
    /// memory). Other commands pass.
    ///
    /// # Safety
    /// `a` holds decoded arguments of `cmd` (the decoder checked the array against its count).
    pub unsafe fn check_free(&self, cmd: u32, a: *const u8) -> Result<(), DecodeError> {
        use ash::vk::Handle;
        // SAFETY: (both arms) the id says which argument structure `a` holds; the array has
        // `count` elements (or is null).
        let (pool_ty, pool, child_ty, children) = unsafe {
            match cmd {
                id::FREE_COMMAND_BUFFERS => {
                    let x = &*a.cast::<args::FreeCommandBuffers>();
                    (
                        vk::ObjectType::COMMAND_POOL,
                        x.command_pool.as_raw(),
                        vk::ObjectType::COMMAND_BUFFER,
                        raw_slice(x.p_command_buffers.cast(), x.command_buffer_count),
                    )
                }
                id::FREE_DESCRIPTOR_SETS => {
                    let x = &*a.cast::<args::FreeDescriptorSets>();
                    (
                        vk::ObjectType::DESCRIPTOR_POOL,
                        x.descriptor_pool.as_raw(),
                        vk::ObjectType::DESCRIPTOR_SET,
                        raw_slice(x.p_descriptor_sets.cast(), x.descriptor_set_count),
                    )
                }
                _ => return Ok(()),
            }
        };
        let pool = self.by_handle.get(&(pool_ty.as_raw(), pool));
        for &raw in children {
            // VK_NULL_HANDLE elements are ignored by the driver.
            if raw == 0 {
                continue;
            }
            let id = self.by_handle.get(&(child_ty.as_raw(), raw));
            if pool.is_none() || id.and_then(|id| self.pool_of.get(id)) != pool {
                return Err(bad("freed from a pool it was not allocated from"));
            }
        }
        Ok(())
    }

    /// Forgets the children of the live pool `raw` of type `ty` (`vkResetDescriptorPool`
    /// freed them); the pool stays. Returns them: (type, raw handle).
    pub fn reset_pool(&mut self, ty: vk::ObjectType, raw: u64) -> Vec<(vk::ObjectType, u64)> {
        match self.by_handle.get(&(ty.as_raw(), raw)) {
            Some(&id) => self.remove_children(id),
            None => Vec::new(),
        }
    }

    /// The live entries, newest first: (id, entry).
    fn live_newest_first(&self) -> impl Iterator<Item = (u64, Entry)> + '_ {
        self.order.iter().rev().filter_map(|&(id, seq)| {
            self.by_id
                .get(&id)
                .filter(|e| e.seq == seq)
                .map(|&e| (id, e))
        })
    }

    /// The live objects created on `device`, newest first: (type, raw handle).
    pub fn children_newest_first(&self, device: u64) -> Vec<(vk::ObjectType, u64)> {
        self.live_newest_first()
            .filter(|(id, _)| self.parents.get(id) == Some(&device))
            .map(|(_, e)| (e.ty, e.raw))
            .collect()
    }

    /// Forgets every object still recorded as made on `device` (a raw handle): for a device
    /// being destroyed, whose queues and anything its destroy did not reach die with it.
    /// Returns them: (type, raw handle).
    pub fn forget_children(&mut self, device: u64) -> Vec<(vk::ObjectType, u64)> {
        let ids: Vec<u64> = self
            .parents
            .iter()
            .filter(|&(_, d)| *d == device)
            .map(|(&id, _)| id)
            .collect();
        ids.into_iter()
            .filter_map(|id| self.remove_id(id))
            .map(|e| (e.ty, e.raw))
            .collect()
    }

    /// The live objects of type `ty`, newest first.
    pub fn newest_first(&self, ty: vk::ObjectType) -> Vec<u64> {
        self.live_newest_first()
            .filter(|(_, e)| e.ty == ty)
            .map(|(_, e)| e.raw)
            .collect()
    }

    /// Remembers the entries of the new template `raw`: they give the layout of
    /// `vkUpdateDescriptorSetWithTemplate` data.
    pub fn remember_template(&mut self, raw: u64, entries: Vec<vk::DescriptorUpdateTemplateEntry>) {
        self.templates.insert(raw, entries.into());
    }

    /// Forgets the destroyed template `raw`.
    pub fn forget_template(&mut self, raw: u64) {
        self.templates.remove(&raw);
    }

    /// Number of live objects.
    pub fn len(&self) -> usize {
        self.by_id.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.by_id.is_empty()
    }
}

impl HandleTable for Objects {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        let slot = id as usize % RECENT;
        let (known, kty, kraw) = self.recent[slot];
        let (found_ty, raw) = if known == id && id != 0 {
            (kty, kraw)
        } else {
            match self.by_id.get(&id) {
                Some(e) => {
                    self.recent[slot] = (id, e.ty, e.raw);
                    (e.ty, e.raw)
                }
                None => return Err(bad(UNKNOWN_ID)),
            }
        };
        if found_ty != ty {
            return Err(bad("id of another object type"));
        }
        if let Some(v) = self.collecting.as_mut() {
            v.push((ty, raw));
        }
        Ok(raw)
    }

    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        self.templates.get(&template).cloned()
    }

    fn reserve(&mut self, _ty: vk::ObjectType, id: u64) -> Result<(), DecodeError> {
        if id == 0 || id & SERVER_ID != 0 || self.by_id.contains_key(&id) {
            return Err(bad("new id in use or out of the client's range"));
        }
        Ok(())
    }
}

impl IdMap for Objects {
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        if let Some(&id) = self.by_handle.get(&(ty.as_raw(), raw)) {
            return Ok(id);
        }
        self.next += 1;
        let id = SERVER_ID | self.next;
        self.enter(ty, id, raw);
        Ok(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use vk::ObjectType as T;

    fn table() -> Objects {
        let mut o = Objects::default();
        o.insert(T::DEVICE, 1, 0xD0).unwrap();
        o.insert(T::COMMAND_POOL, 2, 0xC0).unwrap();
        o.insert(T::DESCRIPTOR_POOL, 3, 0xE0).unwrap();
        for (id, raw) in [(10, 0xC1), (11, 0xC2)] {
            o.insert(T::COMMAND_BUFFER, id, raw).unwrap();
            o.set_pool(id, T::COMMAND_POOL, 0xC0);
        }
        for (id, raw) in [(20, 0xE1), (21, 0xE2)] {
            o.insert(T::DESCRIPTOR_SET, id, raw).unwrap();
            o.set_pool(id, T::DESCRIPTOR_POOL, 0xE0);
        }
        o
    }

    fn unknown(o: &mut Objects, ty: T, id: u64) -> bool {
        o.handle(ty, id)
            .is_err_and(|e| e.to_string().contains("unknown id"))
    }

    #[test]
    fn destroying_a_command_pool_forgets_its_command_buffers() {
        let mut o = table();
        let mut freed = o.remove_handle(T::COMMAND_POOL, 0xC0);
        freed.sort();
        assert_eq!(
            freed,
            [(T::COMMAND_BUFFER, 0xC1), (T::COMMAND_BUFFER, 0xC2)]
        );
        assert!(unknown(&mut o, T::COMMAND_POOL, 2));
        assert!(unknown(&mut o, T::COMMAND_BUFFER, 10));
        assert!(unknown(&mut o, T::COMMAND_BUFFER, 11));
        assert_eq!(o.handle(T::DESCRIPTOR_SET, 20), Ok(0xE1));
        assert_eq!(o.len(), 4);
        assert!(
            o.pools
                .values()
                .all(|s| !s.contains(&10) && !s.contains(&11))
        );
        assert!(o.pool_of.keys().all(|k| *k != 10 && *k != 11));
    }

    #[test]
    fn resetting_or_destroying_a_descriptor_pool_forgets_its_sets() {
        let mut o = table();
        assert_eq!(o.reset_pool(T::DESCRIPTOR_POOL, 0xE0).len(), 2);
        assert!(unknown(&mut o, T::DESCRIPTOR_SET, 20));
        assert!(unknown(&mut o, T::DESCRIPTOR_SET, 21));
        assert_eq!(o.handle(T::DESCRIPTOR_POOL, 3), Ok(0xE0));
        // Allocated again after the reset (the driver may hand out the same handles), then
        // the pool destroyed.
        o.insert(T::DESCRIPTOR_SET, 20, 0xE1).unwrap();
        o.set_pool(20, T::DESCRIPTOR_POOL, 0xE0);
        assert_eq!(o.handle(T::DESCRIPTOR_SET, 20), Ok(0xE1));
        assert_eq!(
            o.remove_handle(T::DESCRIPTOR_POOL, 0xE0),
            [(T::DESCRIPTOR_SET, 0xE1)]
        );
        assert!(unknown(&mut o, T::DESCRIPTOR_SET, 20));
        assert!(unknown(&mut o, T::DESCRIPTOR_POOL, 3));
        assert!(o.pools.is_empty() || o.pools.keys().all(|k| *k == 2));
    }

    #[test]
    fn freeing_children_leaves_their_pool_list() {
        let mut o = table();
        assert!(o.remove_handle(T::COMMAND_BUFFER, 0xC1).is_empty());
        assert!(o.remove_handle(T::DESCRIPTOR_SET, 0xE2).is_empty());
        assert_eq!(o.pools[&2].len(), 1);
        assert_eq!(o.pools[&3].len(), 1);
        // The freed id is reused in another pool: the old pool's destroy leaves it alone.
        o.insert(T::COMMAND_POOL, 4, 0xF0).unwrap();
        o.insert(T::COMMAND_BUFFER, 10, 0xF1).unwrap();
        o.set_pool(10, T::COMMAND_POOL, 0xF0);
        assert_eq!(
            o.remove_handle(T::COMMAND_POOL, 0xC0),
            [(T::COMMAND_BUFFER, 0xC2)]
        );
        assert_eq!(o.handle(T::COMMAND_BUFFER, 10), Ok(0xF1));
    }

    #[test]
    fn freeing_from_another_pool_is_refused() {
        use ash::vk::Handle;
        let mut o = table();
        o.insert(T::COMMAND_POOL, 4, 0xF0).unwrap();
        let free = |o: &Objects, pool: u64, cbs: &[u64]| {
            let x = args::FreeCommandBuffers {
                device: vk::Device::from_raw(0xD0),
                command_pool: vk::CommandPool::from_raw(pool),
                command_buffer_count: cbs.len() as u32,
                p_command_buffers: cbs.as_ptr().cast(),
            };
            // SAFETY: `x` is a live `FreeCommandBuffers` whose array has its count.
            unsafe { o.check_free(id::FREE_COMMAND_BUFFERS, (&raw const x).cast()) }
        };
        assert_eq!(free(&o, 0xC0, &[0xC1, 0, 0xC2]), Ok(()));
        assert!(free(&o, 0xF0, &[0xC1]).is_err());
        assert!(free(&o, 0xC0, &[0xC1, 0xBAD]).is_err());
        let sets = [0xE1u64];
        let x = args::FreeDescriptorSets {
            device: vk::Device::from_raw(0xD0),
            descriptor_pool: vk::DescriptorPool::from_raw(0xE0),
            descriptor_set_count: 1,
            p_descriptor_sets: sets.as_ptr().cast(),
        };
        let free_sets = |o: &Objects| {
            // SAFETY: `x` is a live `FreeDescriptorSets` whose array has its count.
            unsafe { o.check_free(id::FREE_DESCRIPTOR_SETS, (&raw const x).cast()) }
        };
        assert_eq!(free_sets(&o), Ok(()));
        o.reset_pool(T::DESCRIPTOR_POOL, 0xE0);
        assert!(free_sets(&o).is_err());
    }

    #[test]
    fn cached_lookups_follow_removals_reuses_and_types() {
        let mut o = Objects::default();
        o.insert(T::BUFFER, 5, 0x50).unwrap();
        // 5 + RECENT lands in the same cache slot.
        let twin = 5 + RECENT as u64;
        o.insert(T::IMAGE, twin, 0x60).unwrap();
        for _ in 0..2 {
            assert_eq!(o.handle(T::BUFFER, 5).unwrap(), 0x50);
            assert_eq!(o.handle(T::IMAGE, twin).unwrap(), 0x60);
        }
        // A cached id is still checked for its type.
        assert_eq!(o.handle(T::BUFFER, 5).unwrap(), 0x50);
        assert!(o.handle(T::IMAGE, 5).is_err());
        // Destroyed: unknown, though it was cached.
        o.remove_handle(T::BUFFER, 0x50);
        assert!(o.handle(T::BUFFER, 5).is_err());
        // The same id for a new object: the new handle.
        o.insert(T::SAMPLER, 5, 0x70).unwrap();
        assert_eq!(o.handle(T::SAMPLER, 5).unwrap(), 0x70);
        assert!(o.handle(T::BUFFER, 5).is_err());
        // Id 0 names no object (the decoder maps it to null without asking).
        assert!(o.handle(T::BUFFER, 0).is_err());
        // Handles collected for pinning come from the cache too.
        o.collecting = Some(Vec::new());
        o.handle(T::SAMPLER, 5).unwrap();
        assert_eq!(o.collecting.take().unwrap(), [(T::SAMPLER, 0x70)]);
    }

    #[test]
    fn creation_order_survives_removals_and_reused_ids() {
        let mut o = Objects::default();
        o.insert(T::DEVICE, 1, 0xD0).unwrap();
        for round in 0..100u64 {
            o.insert(T::BUFFER, 2, 0x100 + round).unwrap();
            o.set_parent(2, 0xD0);
            o.insert(T::IMAGE, 3, 0x1000 + round).unwrap();
            o.set_parent(3, 0xD0);
            o.remove_handle(T::BUFFER, 0x100 + round);
            o.remove_handle(T::IMAGE, 0x1000 + round);
        }
        o.insert(T::IMAGE, 3, 0xAA).unwrap();
        o.set_parent(3, 0xD0);
        o.insert(T::BUFFER, 2, 0xBB).unwrap();
        o.set_parent(2, 0xD0);
        assert_eq!(
            o.children_newest_first(0xD0),
            [(T::BUFFER, 0xBB), (T::IMAGE, 0xAA)]
        );
        assert_eq!(o.newest_first(T::DEVICE), [0xD0]);
        // Stale places are swept: the order stays near the live count.
        assert!(o.order.len() <= 2 * o.len() + 64 + 1, "{}", o.order.len());
    }
}
