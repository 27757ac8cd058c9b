//! Fuzzes vk-trace's reader: any bytes give records, then at most one error, and the
//! iterator ends; nothing panics or allocates past the limit. The first byte picks what the
//! rest is: a whole file (raw); the records of one chunk, wrapped in a valid file header,
//! chunk header and zstd frame (reaches the record decoder past the checksum); or a zstd
//! frame under a valid checksum (reaches the decompressor with lying lengths).
#![no_main]

use libfuzzer_sys::fuzz_target;
use vk_trace::format::{ChunkHeader, file_header};
use vk_trace::{Limits, Reader};

const LIMITS: Limits = Limits {
    max_chunk_len: 1 << 20,
};

fn chunk(file: &mut Vec<u8>, frame: &[u8], record_count: u32, uncompressed_len: u32) {
    let header = ChunkHeader {
        compressed_len: frame.len() as u32,
        record_count,
        uncompressed_len,
        checksum: crc32fast::hash(frame),
    };
    file.extend_from_slice(&header.to_bytes());
    file.extend_from_slice(frame);
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let file = match mode % 3 {
        0 => rest.to_vec(),
        1 => {
            let Some((&count, records)) = rest.split_first() else {
                return;
            };
            let Ok(frame) = zstd::bulk::compress(records, 1) else {
                return;
            };
            let mut file = file_header().to_vec();
            chunk(&mut file, &frame, count.into(), records.len() as u32);
            file
        }
        _ => {
            if rest.len() < 2 {
                return;
            }
            let (lens, frame) = rest.split_at(2);
            let mut file = file_header().to_vec();
            chunk(&mut file, frame, lens[0].into(), u32::from(lens[1]) << 4);
            file
        }
    };
    let mut reader = Reader::with_limits(file.as_slice(), LIMITS);
    let mut errors = 0;
    for r in reader.by_ref() {
        if r.is_err() {
            errors += 1;
        }
    }
    assert!(errors <= 1);
    assert!(reader.next().is_none());
});
