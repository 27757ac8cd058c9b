//! Helpers shared by the test modules.

use ash::vk;
use std::collections::HashMap;
use vk_wire::{DecodeError, DecodeErrorKind, EncodeError, HandleTable, IdMap};

/// A type-checking handle table: id -> (type, handle), and the reverse for encoding.
#[derive(Default)]
pub struct Table {
    pub by_id: HashMap<u64, (vk::ObjectType, u64)>,
}

impl Table {
    pub fn add(&mut self, ty: vk::ObjectType, id: u64, raw: u64) {
        self.by_id.insert(id, (ty, raw));
    }
}

impl HandleTable for Table {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        match self.by_id.get(&id) {
            Some(&(t, raw)) if t == ty => Ok(raw),
            _ => Err(DecodeError::new(DecodeErrorKind::BadHandle, "table")),
        }
    }
    fn reserve(&mut self, _ty: vk::ObjectType, id: u64) -> Result<(), DecodeError> {
        if self.by_id.contains_key(&id) {
            Err(DecodeError::new(DecodeErrorKind::BadHandle, "id in use"))
        } else {
            Ok(())
        }
    }
}

/// Client side: handle value -> id (handles are `0x1000 + id` in these tests).
pub struct Ids;

impl IdMap for Ids {
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        if raw < 0x1000 {
            return Err(EncodeError::UnknownHandle {
                ty: ty.as_raw(),
                raw,
            });
        }
        Ok(raw - 0x1000)
    }
}

/// A server-side table in which id `n` is the handle `0x9000_0000 + n` of type `ty`.
pub fn server_table(entries: &[(vk::ObjectType, u64)]) -> Table {
    let mut t = Table::default();
    for &(ty, id) in entries {
        t.add(ty, id, 0x9000_0000 + id);
    }
    t
}
