//! Fuzzes vk-wire's request decoder and the dump: any bytes give Ok or Err, never a panic.
//! The first 4 bytes pick a command id so most inputs reach a real command's decoder; the
//! fast path must decide like the generic interpreter.
#![no_main]

use libfuzzer_sys::fuzz_target;
use vk_wire::{Arena, IdentityIds, generated::COMMANDS};

fuzz_target!(|data: &[u8]| {
    let arena = Arena::with_limit(16 << 20);
    let _ = vk_wire::decode_request(data, &mut IdentityIds, &arena);
    let _ = vk_wire::dump(data);
    if data.len() >= 4 {
        let pick = u32::from_le_bytes([data[0], data[1], data[2], data[3]]) as usize;
        let cmd = &COMMANDS[pick % COMMANDS.len()];
        let body = &data[4..];
        let size = (body.len() & !7) as u32;
        let mut msg = Vec::with_capacity(16 + body.len());
        msg.extend_from_slice(&cmd.id.to_le_bytes());
        msg.extend_from_slice(&0u32.to_le_bytes());
        msg.extend_from_slice(&size.to_le_bytes());
        msg.extend_from_slice(&0u32.to_le_bytes());
        msg.extend_from_slice(&body[..size as usize]);
        // The fast path and the interpreter accept and refuse the same messages. Each gets
        // an arena of its own: what one decode took counts against the other's limit.
        let fast_arena = Arena::with_limit(16 << 20);
        let slow_arena = Arena::with_limit(16 << 20);
        let fast = vk_wire::decode_request(&msg, &mut IdentityIds, &fast_arena).is_ok();
        let slow = vk_wire::decode_request_generic(&msg, &mut IdentityIds, &slow_arena).is_ok();
        assert_eq!(fast, slow, "{}", cmd.name);
        let _ = vk_wire::dump(&msg);
    }
});
