//! The on-disk form of a pipeline cache: our header, the key, then the driver's data.
//!
//! All integers are little-endian.
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 8 | magic, [`MAGIC`] |
//! | 8 | 4 | format version, [`VERSION`] |
//! | 12 | 4 | key length `k` (at most [`MAX_KEY`]) |
//! | 16 | 8 | data length `n` |
//! | 24 | 4 | CRC-32 (IEEE) of the key and the data together |
//! | 28 | 4 | zero |
//! | 32 | `k` | the key ([`super::Key::bytes`]) |
//! | 32 + `k` | `n` | what `vkGetPipelineCacheData` returned |
//!
//! The file is exactly `32 + k + n` bytes long. [`decode`] accepts a file only if every field
//! checks out and its key equals the expected one; [`check_driver_header`] then checks the
//! data's own `VkPipelineCacheHeaderVersionOne` against the device before the driver sees it.
//! Both are total: any byte sequence gives a value or an error, never a panic.

/// The first eight bytes of every file.
pub const MAGIC: [u8; 8] = *b"VKRLPCCH";

/// The format version this renderer writes and reads.
pub const VERSION: u32 = 1;

/// Bytes before the key.
pub const HEADER_LEN: usize = 32;

/// The longest key accepted (application and engine names are truncated well below it).
pub const MAX_KEY: usize = 4096;

/// Why a file was not used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Shorter than the header, or than the lengths it gives.
    #[error("truncated ({0} bytes)")]
    Truncated(usize),
    /// The magic is not [`MAGIC`].
    #[error("not a vkrelay pipeline cache (bad magic)")]
    Magic,
    /// Another format version.
    #[error("format version {0}, expected {VERSION}")]
    Version(u32),
    /// The lengths do not add up to the file's size (or the key is too long, or the reserved
    /// word is not zero).
    #[error("bad lengths")]
    Length,
    /// The checksum does not match.
    #[error("checksum mismatch")]
    Checksum,
    /// Made for another application, engine, device or driver.
    #[error("made for another application or driver")]
    Key,
    /// The driver's own header is missing or names another device or cache UUID.
    #[error("the driver's cache header does not match this device ({0})")]
    Driver(&'static str),
}

/// The file for `key` holding the driver's `data`.
pub fn encode(key: &[u8], data: &[u8]) -> Vec<u8> {
    let mut crc = crc32fast::Hasher::new();
    crc.update(key);
    crc.update(data);
    let mut out = Vec::with_capacity(HEADER_LEN + key.len() + data.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(key.len() as u32).to_le_bytes());
    out.extend_from_slice(&(data.len() as u64).to_le_bytes());
    out.extend_from_slice(&crc.finalize().to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    out.extend_from_slice(key);
    out.extend_from_slice(data);
    out
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut w = [0u8; 4];
    w.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(w)
}

/// The driver's data in `file`, if `file` is a whole, intact file for `key`.
pub fn decode<'a>(file: &'a [u8], key: &[u8]) -> Result<&'a [u8], FileError> {
    if file.len() < HEADER_LEN {
        return Err(FileError::Truncated(file.len()));
    }
    if file[..8] != MAGIC {
        return Err(FileError::Magic);
    }
    let version = u32_at(file, 8);
    if version != VERSION {
        return Err(FileError::Version(version));
    }
    let key_len = u32_at(file, 12) as usize;
    let mut n = [0u8; 8];
    n.copy_from_slice(&file[16..24]);
    let data_len = u64::from_le_bytes(n);
    let crc = u32_at(file, 24);
    if key_len > MAX_KEY || u32_at(file, 28) != 0 {
        return Err(FileError::Length);
    }
    let body = &file[HEADER_LEN..];
    let want = (key_len as u64)
        .checked_add(data_len)
        .ok_or(FileError::Length)?;
    if (body.len() as u64) < want {
        return Err(FileError::Truncated(file.len()));
    }
    if body.len() as u64 != want {
        return Err(FileError::Length);
    }
    let (k, data) = body.split_at(key_len);
    let mut h = crc32fast::Hasher::new();
    h.update(k);
    h.update(data);
    if h.finalize() != crc {
        return Err(FileError::Checksum);
    }
    if k != key {
        return Err(FileError::Key);
    }
    Ok(data)
}

/// What `VkPipelineCacheHeaderVersionOne` must say for a device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DriverHeader {
    /// `VkPhysicalDeviceProperties::vendorID`.
    pub vendor_id: u32,
    /// `VkPhysicalDeviceProperties::deviceID`.
    pub device_id: u32,
    /// `VkPhysicalDeviceProperties::pipelineCacheUUID`.
    pub uuid: [u8; 16],
}

/// The size of `VkPipelineCacheHeaderVersionOne`.
pub const DRIVER_HEADER_LEN: usize = 32;

/// Checks the driver's own header at the start of `data` (`headerSize` at least 32,
/// `headerVersion` `VK_PIPELINE_CACHE_HEADER_VERSION_ONE`, vendor, device and UUID as
/// `want`); empty data (nothing cached yet) passes.
pub fn check_driver_header(data: &[u8], want: &DriverHeader) -> Result<(), FileError> {
    if data.is_empty() {
        return Ok(());
    }
    if data.len() < DRIVER_HEADER_LEN {
        return Err(FileError::Driver("shorter than its header"));
    }
    let size = u32_at(data, 0) as usize;
    if size < DRIVER_HEADER_LEN || size > data.len() {
        return Err(FileError::Driver("headerSize"));
    }
    if u32_at(data, 4) != ash::vk::PipelineCacheHeaderVersion::ONE.as_raw() as u32 {
        return Err(FileError::Driver("headerVersion"));
    }
    if u32_at(data, 8) != want.vendor_id || u32_at(data, 12) != want.device_id {
        return Err(FileError::Driver("vendorID or deviceID"));
    }
    if data[16..32] != want.uuid {
        return Err(FileError::Driver("pipelineCacheUUID"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn driver_data(h: &DriverHeader, extra: &[u8]) -> Vec<u8> {
        let mut d = Vec::new();
        d.extend_from_slice(&32u32.to_le_bytes());
        d.extend_from_slice(&1u32.to_le_bytes());
        d.extend_from_slice(&h.vendor_id.to_le_bytes());
        d.extend_from_slice(&h.device_id.to_le_bytes());
        d.extend_from_slice(&h.uuid);
        d.extend_from_slice(extra);
        d
    }

    const H: DriverHeader = DriverHeader {
        vendor_id: 0x10005,
        device_id: 7,
        uuid: *b"0123456789abcdef",
    };

    #[test]
    fn a_file_round_trips() {
        let data = driver_data(&H, b"blobs");
        let file = encode(b"key", &data);
        assert_eq!(file.len(), HEADER_LEN + 3 + data.len());
        assert_eq!(decode(&file, b"key"), Ok(&data[..]));
        assert_eq!(check_driver_header(&data, &H), Ok(()));
    }

    #[test]
    fn each_damage_is_named() {
        let file = encode(b"key", b"data");
        assert_eq!(decode(&file[..10], b"key"), Err(FileError::Truncated(10)));
        assert_eq!(
            decode(&file[..file.len() - 1], b"key"),
            Err(FileError::Truncated(file.len() - 1))
        );
        let mut longer = file.clone();
        longer.push(0);
        assert_eq!(decode(&longer, b"key"), Err(FileError::Length));
        let mut f = file.clone();
        f[0] = b'x';
        assert_eq!(decode(&f, b"key"), Err(FileError::Magic));
        let mut f = file.clone();
        f[8] = 2;
        assert_eq!(decode(&f, b"key"), Err(FileError::Version(2)));
        let mut f = file.clone();
        *f.last_mut().unwrap() ^= 1;
        assert_eq!(decode(&f, b"key"), Err(FileError::Checksum));
        assert_eq!(decode(&file, b"kez"), Err(FileError::Key));
        let mut f = file.clone();
        f[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(decode(&f, b"key"), Err(FileError::Length));
        let mut f = file;
        f[16..24].copy_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(decode(&f, b"key"), Err(FileError::Length));
    }

    #[test]
    fn the_driver_header_is_checked() {
        assert_eq!(check_driver_header(&[], &H), Ok(()));
        let ok = driver_data(&H, &[]);
        assert!(check_driver_header(&ok[..31], &H).is_err());
        let other = DriverHeader {
            uuid: *b"fedcba9876543210",
            ..H
        };
        assert_eq!(
            check_driver_header(&ok, &other),
            Err(FileError::Driver("pipelineCacheUUID"))
        );
        let other = DriverHeader { device_id: 8, ..H };
        assert!(check_driver_header(&ok, &other).is_err());
        let mut bad = ok.clone();
        bad[4] = 2;
        assert_eq!(
            check_driver_header(&bad, &H),
            Err(FileError::Driver("headerVersion"))
        );
        let mut bad = ok;
        bad[0] = 64;
        assert_eq!(
            check_driver_header(&bad, &H),
            Err(FileError::Driver("headerSize"))
        );
    }

    proptest! {
        /// Arbitrary bytes decode or fail; they never panic, and what decodes is a suffix of
        /// the input of the length the header gives.
        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..256),
                                       key in proptest::collection::vec(any::<u8>(), 0..8)) {
            if let Ok(d) = decode(&bytes, &key) {
                prop_assert!(bytes.ends_with(d));
            }
            let _ = check_driver_header(&bytes, &H);
        }

        /// A valid file with its magic in place and anything after it: still no panic.
        #[test]
        fn arbitrary_tails_never_panic(tail in proptest::collection::vec(any::<u8>(), 0..128)) {
            let mut f = MAGIC.to_vec();
            f.extend_from_slice(&tail);
            let _ = decode(&f, b"k");
        }

        /// Any truncation or any single flipped byte of a valid file is refused.
        #[test]
        fn damage_is_refused(key in proptest::collection::vec(any::<u8>(), 0..16),
                             data in proptest::collection::vec(any::<u8>(), 0..64),
                             cut in any::<prop::sample::Index>(),
                             flip in any::<prop::sample::Index>(),
                             bit in 0u8..8) {
            let file = encode(&key, &data);
            prop_assert_eq!(decode(&file, &key), Ok(&data[..]));
            let at = cut.index(file.len());
            prop_assert!(decode(&file[..at], &key).is_err());
            let mut f = file.clone();
            f[flip.index(file.len())] ^= 1 << bit;
            prop_assert!(decode(&f, &key).is_err());
        }
    }
}
