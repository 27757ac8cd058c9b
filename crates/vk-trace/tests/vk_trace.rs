//! vk-trace's tests: round trips, truncation, corruption and limits.

use proptest::prelude::*;
use vk_trace::format::{CHUNK_HEADER_LEN, ChunkHeader, FILE_HEADER_LEN};
use vk_trace::{AddressObject, Error, Limits, Reader, Record, Writer, WriterOptions};

/// One record of every kind.
fn every_kind() -> Vec<Record> {
    vec![
        Record::Environment {
            renderer_version: "0.1.0".into(),
            driver_name: "llvmpipe".into(),
            driver_version: "24.2.8".into(),
            device_name: "llvmpipe (LLVM 19.1.7, 256 bits)".into(),
            config: "repairs = [\"bcn\"]\nÜnïcode = ✓".into(),
        },
        Record::StreamOpened {
            client: 7,
            stream: 3,
        },
        Record::Request {
            stream: 3,
            sequence: u64::MAX,
            bytes: (0..=255).collect(),
        },
        Record::Reply {
            stream: 3,
            sequence: 0,
            bytes: vec![],
        },
        Record::MemoryWrite {
            client: 7,
            memory: 0xdead_beef_0000_0001,
            offset: 4096,
            bytes: vec![0xab; 1000],
        },
        Record::Frame { number: 42 },
        Record::OpaqueAddress {
            client: 7,
            object: AddressObject::Buffer,
            id: 0x11,
            address: 0x7f00_0000_1000,
        },
        Record::OpaqueAddress {
            client: 7,
            object: AddressObject::Memory,
            id: u64::MAX,
            address: 0,
        },
        Record::StreamClosed {
            client: 7,
            stream: 3,
        },
    ]
}

fn write(records: &[Record], options: WriterOptions) -> Vec<u8> {
    let mut w = Writer::with_options(Vec::new(), options).unwrap();
    for r in records {
        w.write(r).unwrap();
    }
    w.finish().unwrap()
}

fn small_chunks() -> WriterOptions {
    WriterOptions {
        chunk_threshold: 200,
        ..WriterOptions::default()
    }
}

/// Reads everything: the records before the first error, and that error.
fn read(bytes: &[u8], limits: Limits) -> (Vec<Record>, Option<Error>) {
    let mut records = Vec::new();
    for r in Reader::with_limits(bytes, limits) {
        match r {
            Ok(r) => records.push(r),
            Err(e) => return (records, Some(e)),
        }
    }
    (records, None)
}

/// Each chunk's end offset and the records before that end, from the headers.
fn chunk_ends(file: &[u8]) -> Vec<(usize, usize)> {
    let mut ends = Vec::new();
    let (mut pos, mut records) = (FILE_HEADER_LEN, 0);
    while pos < file.len() {
        let h: [u8; CHUNK_HEADER_LEN] = file[pos..pos + CHUNK_HEADER_LEN].try_into().unwrap();
        let h = ChunkHeader::from_bytes(&h).unwrap();
        pos += CHUNK_HEADER_LEN + h.compressed_len as usize;
        records += h.record_count as usize;
        ends.push((pos, records));
    }
    assert_eq!(pos, file.len());
    ends
}

fn arb_record() -> impl Strategy<Value = Record> {
    let bytes = || proptest::collection::vec(any::<u8>(), 0..300);
    prop_oneof![
        (".*", ".*", ".*", ".*", ".*").prop_map(|(a, b, c, d, e)| Record::Environment {
            renderer_version: a,
            driver_name: b,
            driver_version: c,
            device_name: d,
            config: e,
        }),
        (any::<u32>(), any::<u32>())
            .prop_map(|(client, stream)| Record::StreamOpened { client, stream }),
        (any::<u32>(), any::<u32>())
            .prop_map(|(client, stream)| Record::StreamClosed { client, stream }),
        (any::<u32>(), any::<u64>(), bytes()).prop_map(|(stream, sequence, bytes)| {
            Record::Request {
                stream,
                sequence,
                bytes,
            }
        }),
        (any::<u32>(), any::<u64>(), bytes()).prop_map(|(stream, sequence, bytes)| {
            Record::Reply {
                stream,
                sequence,
                bytes,
            }
        }),
        (any::<u32>(), any::<u64>(), any::<u64>(), bytes()).prop_map(
            |(client, memory, offset, bytes)| Record::MemoryWrite {
                client,
                memory,
                offset,
                bytes,
            }
        ),
        any::<u64>().prop_map(|number| Record::Frame { number }),
        (any::<u32>(), any::<bool>(), any::<u64>(), any::<u64>()).prop_map(
            |(client, buffer, id, address)| Record::OpaqueAddress {
                client,
                object: if buffer {
                    AddressObject::Buffer
                } else {
                    AddressObject::Memory
                },
                id,
                address,
            }
        ),
    ]
}

#[test]
fn every_kind_round_trips() {
    let records = every_kind();
    for options in [WriterOptions::default(), small_chunks()] {
        let file = write(&records, options);
        let (read_back, err) = read(&file, Limits::default());
        assert!(err.is_none(), "{err:?}");
        assert_eq!(read_back, records);
    }
    // Small chunks really cut several chunks.
    assert!(chunk_ends(&write(&records, small_chunks())).len() > 2);
}

#[test]
fn empty_trace_is_empty() {
    let file = Writer::new(Vec::new()).unwrap().finish().unwrap();
    assert_eq!(file.len(), FILE_HEADER_LEN);
    let (records, err) = read(&file, Limits::default());
    assert!(records.is_empty() && err.is_none(), "{err:?}");
}

#[test]
fn flush_cuts_a_chunk() {
    let mut w = Writer::new(Vec::new()).unwrap();
    w.write(&Record::Frame { number: 1 }).unwrap();
    assert_eq!(w.get_ref().len(), FILE_HEADER_LEN);
    w.flush().unwrap();
    let after_flush = w.get_ref().clone();
    let (records, err) = read(&after_flush, Limits::default());
    assert_eq!(records, [Record::Frame { number: 1 }]);
    assert!(err.is_none());
    w.flush().unwrap(); // nothing buffered: no empty chunk
    assert_eq!(w.finish().unwrap(), after_flush);
}

#[test]
fn unknown_record_kinds_are_skipped() {
    // A chunk of: Frame 1, a record of kind 200 with a 3-byte body, Frame 2.
    let mut data = Vec::new();
    for r in [
        &[7u8, 8, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0][..],
        &[200, 3, 0, 0, 0, 9, 9, 9],
    ] {
        data.extend_from_slice(r);
    }
    data.extend_from_slice(&[7, 8, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
    let frame = zstd::bulk::compress(&data, 3).unwrap();
    let header = ChunkHeader {
        compressed_len: frame.len() as u32,
        record_count: 3,
        uncompressed_len: data.len() as u32,
        checksum: crc32fast::hash(&frame),
    };
    let mut file = vk_trace::format::file_header().to_vec();
    file.extend_from_slice(&header.to_bytes());
    file.extend_from_slice(&frame);
    let (records, err) = read(&file, Limits::default());
    assert!(err.is_none(), "{err:?}");
    assert_eq!(
        records,
        [Record::Frame { number: 1 }, Record::Frame { number: 2 }]
    );
}

/// One chunk of `data`'s records (`count` of them), as a whole file.
fn one_chunk(data: &[u8], count: u32) -> Vec<u8> {
    let frame = zstd::bulk::compress(data, 3).unwrap();
    let header = ChunkHeader {
        compressed_len: frame.len() as u32,
        record_count: count,
        uncompressed_len: data.len() as u32,
        checksum: crc32fast::hash(&frame),
    };
    let mut file = vk_trace::format::file_header().to_vec();
    file.extend_from_slice(&header.to_bytes());
    file.extend_from_slice(&frame);
    file
}

/// An opaque address record whose object byte names no object, or whose body is cut, makes
/// its chunk corrupt (no record of it yielded), with a reason that names the record.
#[test]
fn bad_opaque_address_records_are_corrupt() {
    let good = Record::OpaqueAddress {
        client: 1,
        object: AddressObject::Memory,
        id: 5,
        address: 0x1000,
    };
    let mut data = Vec::new();
    // Frame 1, then the address record (kind 8, 21 bytes).
    data.extend_from_slice(&[7u8, 8, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    let at = data.len();
    data.extend_from_slice(&[8, 21, 0, 0, 0, 1, 0, 0, 0, 2]);
    data.extend_from_slice(&5u64.to_le_bytes());
    data.extend_from_slice(&0x1000u64.to_le_bytes());
    let (records, err) = read(&one_chunk(&data, 2), Limits::default());
    assert!(err.is_none(), "{err:?}");
    assert_eq!(records, [Record::Frame { number: 1 }, good]);

    let mut unknown = data.clone();
    unknown[at + 9] = 3;
    let (records, err) = read(&one_chunk(&unknown, 2), Limits::default());
    assert!(records.is_empty());
    match err {
        Some(Error::Corrupt { reason, .. }) => assert!(reason.contains("unknown kind of object")),
        e => panic!("{e:?}"),
    }

    let mut short = data[..data.len() - 1].to_vec();
    short[at + 1] = 20;
    let (records, err) = read(&one_chunk(&short, 2), Limits::default());
    assert!(records.is_empty());
    match err {
        Some(Error::Corrupt { reason, .. }) => assert!(reason.contains("too short")),
        e => panic!("{e:?}"),
    }
}

/// A cut at any offset gives the records of the whole chunks before it, then `Truncated`
/// with that count; a cut exactly at a chunk boundary ends cleanly.
#[test]
fn truncation_at_every_offset() {
    let mut records = every_kind();
    records.extend(every_kind());
    let file = write(&records, small_chunks());
    let ends = chunk_ends(&file);
    for cut in 0..=file.len() {
        let (got, err) = read(&file[..cut], Limits::default());
        let whole = ends
            .iter()
            .rev()
            .find(|(end, _)| *end <= cut)
            .map_or(0, |(_, n)| *n);
        assert_eq!(got, records[..whole], "cut at {cut}");
        let at_boundary = cut == FILE_HEADER_LEN || ends.iter().any(|(end, _)| *end == cut);
        match err {
            None => assert!(at_boundary, "cut at {cut} ended cleanly"),
            Some(Error::Truncated { after_records }) => {
                assert!(!at_boundary, "cut at boundary {cut} said truncated");
                assert_eq!(after_records, whole as u64);
            }
            Some(e) => panic!("cut at {cut}: {e}"),
        }
    }
}

/// Any flipped byte gives an error (never a panic, never silently different records); in a
/// chunk's frame or checksum, that error is `Corrupt`.
#[test]
fn flipped_bytes_are_caught() {
    let records = every_kind();
    let file = write(&records, small_chunks());
    let ends = chunk_ends(&file);
    for i in 0..file.len() {
        for mask in [0x01u8, 0x80, 0xff] {
            let mut bad = file.clone();
            bad[i] ^= mask;
            let (got, err) = read(&bad, Limits::default());
            let err = err.unwrap_or_else(|| panic!("flip of byte {i} by {mask:#x} unnoticed"));
            assert_eq!(got, records[..got.len()], "byte {i}");
            // Where byte `i` falls: its chunk's start, and whether it is in the header.
            let start = ends
                .iter()
                .rev()
                .find(|(end, _)| *end <= i)
                .map_or(FILE_HEADER_LEN, |(end, _)| *end);
            let in_frame_or_checksum = i >= start + 16;
            if i >= FILE_HEADER_LEN && in_frame_or_checksum {
                assert!(
                    matches!(err, Error::Corrupt { .. }),
                    "byte {i} by {mask:#x}: {err}"
                );
            }
        }
    }
}

#[test]
fn limits_are_enforced() {
    let big = Record::MemoryWrite {
        client: 1,
        memory: 2,
        offset: 0,
        bytes: vec![1; 64 << 10],
    };
    let file = write(std::slice::from_ref(&big), WriterOptions::default());
    let (got, err) = read(
        &file,
        Limits {
            max_chunk_len: 1 << 16,
        },
    );
    assert!(got.is_empty());
    assert!(
        matches!(
            err,
            Some(Error::LimitExceeded {
                what: "uncompressed length",
                ..
            })
        ),
        "{err:?}"
    );
    let (got, err) = read(&file, Limits::default());
    assert!(err.is_none());
    assert_eq!(got, std::slice::from_ref(&big));

    // A header claiming 4 GiB is refused before anything is allocated or read.
    let header = ChunkHeader {
        compressed_len: u32::MAX,
        record_count: 1,
        uncompressed_len: u32::MAX,
        checksum: 0,
    };
    let mut file = vk_trace::format::file_header().to_vec();
    file.extend_from_slice(&header.to_bytes());
    let (_, err) = read(&file, Limits::default());
    assert!(matches!(err, Some(Error::LimitExceeded { .. })), "{err:?}");
    let header = ChunkHeader {
        uncompressed_len: 16,
        ..header
    };
    file.truncate(FILE_HEADER_LEN);
    file.extend_from_slice(&header.to_bytes());
    let (_, err) = read(&file, Limits::default());
    assert!(
        matches!(
            err,
            Some(Error::LimitExceeded {
                what: "compressed length",
                ..
            })
        ),
        "{err:?}"
    );

    // The writer refuses a record that no chunk within its limit could hold.
    let mut w = Writer::with_options(
        Vec::new(),
        WriterOptions {
            max_chunk_len: 1 << 10,
            ..WriterOptions::default()
        },
    )
    .unwrap();
    let e = w.write(&big).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput);
    // Records that fit are split over chunks within the limit.
    let small = Record::Request {
        stream: 0,
        sequence: 0,
        bytes: vec![5; 600],
    };
    w.write(&small).unwrap();
    w.write(&small).unwrap();
    let file = w.finish().unwrap();
    assert_eq!(chunk_ends(&file).len(), 2);
    let (got, err) = read(
        &file,
        Limits {
            max_chunk_len: 1 << 10,
        },
    );
    assert!(err.is_none());
    assert_eq!(got, [small.clone(), small]);
}

#[test]
fn wrong_magic_and_version() {
    let mut file = write(&every_kind(), WriterOptions::default());
    file[8] = 2;
    let (got, err) = read(&file, Limits::default());
    assert!(got.is_empty());
    assert!(
        matches!(
            err,
            Some(Error::UnsupportedVersion {
                found: 2,
                supported: 1
            })
        ),
        "{err:?}"
    );
    let (_, err) = read(b"PNG\x89 not a trace at all", Limits::default());
    assert!(matches!(err, Some(Error::NotATrace)), "{err:?}");
}

proptest! {
    #[test]
    fn random_records_round_trip(
        records in proptest::collection::vec(arb_record(), 0..40),
        threshold in 1usize..4000,
    ) {
        let file = write(&records, WriterOptions { chunk_threshold: threshold, ..WriterOptions::default() });
        let (got, err) = read(&file, Limits::default());
        prop_assert!(err.is_none(), "{:?}", err);
        prop_assert_eq!(got, records);
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let mut file = vk_trace::format::file_header().to_vec();
        file.extend_from_slice(&bytes);
        let _ = read(&file, Limits { max_chunk_len: 1 << 16 });
        let _ = read(&bytes, Limits { max_chunk_len: 1 << 16 });
    }
}
