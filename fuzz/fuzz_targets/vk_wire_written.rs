//! Fuzzes vk-wire's decoder of the `WRITTEN` private message (`vk_wire::relay::written_entries`),
//! which the renderer runs on a capturing client's bytes: any payload gives entries or `None`,
//! and entries encode back to the payload they came from.
#![no_main]

use libfuzzer_sys::fuzz_target;
use vk_wire::relay;

fuzz_target!(|data: &[u8]| {
    if let Some(entries) = relay::written_entries(data) {
        let words = relay::written_words(&entries);
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(bytes, data);
    }
});
