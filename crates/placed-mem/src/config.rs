//! Which allocation paths to try, in which order, and their knobs.
//!
//! The config is plain data (serde), so a renderer can read it from its own config file or
//! from a per-game profile, much as Winlator's `resourceMemoryType` picks the memory path.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use ash::vk;
use serde::{Deserialize, Serialize};

/// One way of getting host-visible memory that another process can map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Path {
    /// Allocate exportable memory and export it as `OPAQUE_FD` (`VK_KHR_external_memory_fd`).
    OpaqueFd,
    /// Allocate exportable memory and export it as `DMA_BUF` (`VK_EXT_external_memory_dma_buf`).
    DmaBuf,
    /// Allocate a dma-buf from `/dev/dma_heap/<heap>` and import it as `DMA_BUF`.
    DmaHeap,
    /// Allocate a dma-buf from `/dev/ion` (legacy or modern UAPI) and import it as `DMA_BUF`.
    Ion,
    /// Allocate a BLOB `AHardwareBuffer` and import it (Android only).
    Ahb,
    /// Create a memfd, map it, and import the mapping with `VK_EXT_external_memory_host`.
    HostMemfd,
}

impl Path {
    /// Every path, in the default order.
    pub const ALL: [Path; 6] = [
        Path::OpaqueFd,
        Path::DmaBuf,
        Path::DmaHeap,
        Path::Ion,
        Path::Ahb,
        Path::HostMemfd,
    ];

    /// The name used in config files and [`FromStr`].
    pub fn name(self) -> &'static str {
        match self {
            Path::OpaqueFd => "opaque-fd",
            Path::DmaBuf => "dma-buf",
            Path::DmaHeap => "dma-heap",
            Path::Ion => "ion",
            Path::Ahb => "ahb",
            Path::HostMemfd => "host-memfd",
        }
    }

    /// The Vulkan handle type the memory is exported or imported as.
    pub fn handle_type(self) -> vk::ExternalMemoryHandleTypeFlags {
        match self {
            Path::OpaqueFd => vk::ExternalMemoryHandleTypeFlags::OPAQUE_FD,
            Path::DmaBuf | Path::DmaHeap | Path::Ion => {
                vk::ExternalMemoryHandleTypeFlags::DMA_BUF_EXT
            }
            Path::Ahb => vk::ExternalMemoryHandleTypeFlags::ANDROID_HARDWARE_BUFFER_ANDROID,
            Path::HostMemfd => vk::ExternalMemoryHandleTypeFlags::HOST_ALLOCATION_EXT,
        }
    }

    /// True when the driver allocates and exports; false when we allocate and the driver imports.
    pub fn is_export(self) -> bool {
        matches!(self, Path::OpaqueFd | Path::DmaBuf)
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A path name that [`Path::from_str`] does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown memory path {0:?} (expected one of opaque-fd, dma-buf, dma-heap, ion, ahb, host-memfd)"
)]
pub struct UnknownPath(pub String);

impl FromStr for Path {
    type Err = UnknownPath;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let norm = s.trim().to_ascii_lowercase().replace('_', "-");
        Path::ALL
            .into_iter()
            .find(|p| p.name() == norm)
            .ok_or_else(|| UnknownPath(s.to_owned()))
    }
}

/// What to do with `VkMemoryDedicatedAllocateInfo` on shared allocations.
///
/// Some Mali drivers fail external allocations that carry dedicated info (a known
/// bionic-vulkan-wrapper bug), so by default it is dropped unless the driver or the
/// application says the resource needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DedicatedPolicy {
    /// Keep it when the path allows it.
    Keep,
    /// Drop it unless the resource requires a dedicated allocation.
    #[default]
    DropUnlessRequired,
}

/// Configuration of an [`Allocator`](crate::Allocator).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Paths to try, first to last. Paths not listed are never tried.
    pub order: Vec<Path>,
    /// Paths that fail at once with [`PathFailure::Forced`](crate::PathFailure::Forced), as if the
    /// driver lacked them (for tests and for `--emulate-missing`).
    pub force_fail: Vec<Path>,
    /// What to do with dedicated-allocation info.
    pub dedicated: DedicatedPolicy,
    /// Before handing out an fd, `mmap` it once, and for exported memory check that a token
    /// written through `vkMapMemory` shows at the same offset of the fd mapping; fail the path
    /// otherwise. An exported opaque fd is driver-private: a driver object that cannot be
    /// mapped, or (lavapipe) a memfd whose data sits behind a header.
    pub verify_shared: bool,
    /// Directory holding the dma-heap devices.
    pub dma_heap_dir: PathBuf,
    /// dma-heaps to try, in order.
    pub dma_heaps: Vec<String>,
    /// The ion device.
    pub ion_device: PathBuf,
    /// Heap mask for ion; `None` uses the system heap (queried on the modern UAPI).
    pub ion_heap_mask: Option<u32>,
    /// Buffer usage used to probe external-memory capabilities when a request names none
    /// (raw `VkBufferUsageFlags`).
    pub probe_buffer_usage: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            order: Path::ALL.to_vec(),
            force_fail: Vec::new(),
            dedicated: DedicatedPolicy::default(),
            verify_shared: true,
            dma_heap_dir: PathBuf::from("/dev/dma_heap"),
            dma_heaps: vec!["system".into(), "system-uncached".into()],
            ion_device: PathBuf::from("/dev/ion"),
            ion_heap_mask: None,
            probe_buffer_usage: (vk::BufferUsageFlags::TRANSFER_SRC
                | vk::BufferUsageFlags::TRANSFER_DST)
                .as_raw(),
        }
    }
}

impl Config {
    /// Sets [`order`](Config::order) from a comma-separated list such as
    /// `"dma-heap,host-memfd"` (the shape of a `resourceMemoryType`-style setting).
    /// `"auto"` or an empty string restores the default order.
    pub fn with_order_str(mut self, list: &str) -> Result<Self, UnknownPath> {
        let list = list.trim();
        self.order = if list.is_empty() || list.eq_ignore_ascii_case("auto") {
            Path::ALL.to_vec()
        } else {
            list.split(',').map(str::parse).collect::<Result<_, _>>()?
        };
        Ok(self)
    }

    pub(crate) fn probe_usage(&self) -> vk::BufferUsageFlags {
        vk::BufferUsageFlags::from_raw(self.probe_buffer_usage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for p in Path::ALL {
            assert_eq!(p.name().parse::<Path>(), Ok(p));
        }
        assert_eq!("OPAQUE_FD".parse::<Path>(), Ok(Path::OpaqueFd));
        assert!("nope".parse::<Path>().is_err());
    }

    #[test]
    fn order_str() {
        let c = Config::default()
            .with_order_str("dma-heap, host_memfd")
            .unwrap();
        assert_eq!(c.order, vec![Path::DmaHeap, Path::HostMemfd]);
        let c = c.with_order_str("auto").unwrap();
        assert_eq!(c.order, Path::ALL.to_vec());
        assert!(Config::default().with_order_str("opaque-fd,bogus").is_err());
    }
}
