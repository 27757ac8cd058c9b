//! Integration tests of `placed-mem`: the mapping side (no GPU) and the driver side against
//! whatever Vulkan driver the loader finds (CI: lavapipe via `VK_DRIVER_FILES`).

#[path = "placed-mem/gpu.rs"]
mod gpu;
#[path = "placed-mem/gpu_copy.rs"]
mod gpu_copy;
#[path = "placed-mem/mapping.rs"]
mod mapping;
#[path = "placed-mem/paths.rs"]
mod paths;

use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

/// Tests that check that a range became free (or map at an address they just freed) would race
/// with tests mapping memory on other threads under `cargo test`; they hold this exclusively,
/// every other test holds it shared. (nextest runs each test in its own process anyway.)
static ADDRESS_SPACE: RwLock<()> = RwLock::new(());

pub fn shared_address_space() -> RwLockReadGuard<'static, ()> {
    ADDRESS_SPACE.read().unwrap_or_else(|p| p.into_inner())
}

pub fn exclusive_address_space() -> RwLockWriteGuard<'static, ()> {
    ADDRESS_SPACE.write().unwrap_or_else(|p| p.into_inner())
}
