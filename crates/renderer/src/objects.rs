//! A client's object table: wire ids ↔ the driver's handles, with the object type checked
//! on every use.
//!
//! Ids below 2^63 are assigned by the client (new objects it creates); ids with the top bit
//! set are assigned here, for handles the driver reports (physical devices).

use std::collections::HashMap;

use ash::vk;
use vk_wire::{DecodeError, DecodeErrorKind, EncodeError, HandleTable, IdMap};

const SERVER_ID: u64 = 1 << 63;

/// One client's objects.
#[derive(Debug, Default)]
pub struct Objects {
    by_id: HashMap<u64, (vk::ObjectType, u64)>,
    by_handle: HashMap<(i32, u64), u64>,
    /// Ids in creation order (teardown walks it backwards).
    order: Vec<u64>,
    next: u64,
    /// The device each device-level object was created on (id → raw device).
    parents: HashMap<u64, u64>,
    /// Entries of each descriptor update template (by driver handle).
    templates: HashMap<u64, Vec<vk::DescriptorUpdateTemplateEntry>>,
}

fn bad(at: &'static str) -> DecodeError {
    DecodeError::new(DecodeErrorKind::BadHandle, at)
}

impl Objects {
    /// Records `id → raw` for a new object.
    pub fn insert(&mut self, ty: vk::ObjectType, id: u64, raw: u64) -> Result<(), DecodeError> {
        if self.by_id.contains_key(&id) {
            return Err(bad("duplicate id"));
        }
        self.by_id.insert(id, (ty, raw));
        self.by_handle.insert((ty.as_raw(), raw), id);
        self.order.push(id);
        Ok(())
    }

    /// Records that object `id` was created on the device `device` (a raw handle).
    pub fn set_parent(&mut self, id: u64, device: u64) {
        self.parents.insert(id, device);
    }

    /// Forgets the object `raw` of type `ty` (it was destroyed).
    pub fn remove_handle(&mut self, ty: vk::ObjectType, raw: u64) {
        if let Some(id) = self.by_handle.remove(&(ty.as_raw(), raw)) {
            self.by_id.remove(&id);
            self.parents.remove(&id);
            self.order.retain(|&i| i != id);
        }
    }

    /// The live objects created on `device`, newest first: (type, raw handle).
    pub fn children_newest_first(&self, device: u64) -> Vec<(vk::ObjectType, u64)> {
        self.order
            .iter()
            .rev()
            .filter(|id| self.parents.get(id) == Some(&device))
            .filter_map(|id| self.by_id.get(id).copied())
            .collect()
    }

    /// The live objects of type `ty`, newest first.
    pub fn newest_first(&self, ty: vk::ObjectType) -> Vec<u64> {
        self.order
            .iter()
            .rev()
            .filter_map(|id| self.by_id.get(id))
            .filter(|(t, _)| *t == ty)
            .map(|&(_, raw)| raw)
            .collect()
    }

    /// Remembers the entries of the new template `raw`: they give the layout of
    /// `vkUpdateDescriptorSetWithTemplate` data.
    pub fn remember_template(&mut self, raw: u64, entries: Vec<vk::DescriptorUpdateTemplateEntry>) {
        self.templates.insert(raw, entries);
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
        match self.by_id.get(&id) {
            Some(&(t, raw)) if t == ty => Ok(raw),
            Some(_) => Err(bad("id of another object type")),
            None => Err(bad("unknown id")),
        }
    }

    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<Vec<vk::DescriptorUpdateTemplateEntry>> {
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
        self.by_id.insert(id, (ty, raw));
        self.by_handle.insert((ty.as_raw(), raw), id);
        self.order.push(id);
        Ok(id)
    }
}
