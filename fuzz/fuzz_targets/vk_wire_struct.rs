//! Fuzzes vk-wire's structure decoder for every generated structure (the first 2 bytes pick
//! the structure).
#![no_main]

use libfuzzer_sys::fuzz_target;
use vk_wire::{Arena, IdentityIds, generated::STRUCTS};

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let d = &STRUCTS[u16::from_le_bytes([data[0], data[1]]) as usize % STRUCTS.len()];
    let arena = Arena::with_limit(16 << 20);
    let _ = vk_wire::decode_struct(d, &data[2..], &mut IdentityIds, &arena);
});
