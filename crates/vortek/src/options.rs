//! Winlator's `VortekRendererComponent.Options` and how they map onto the renderer's
//! [`Config`]: plain conversions, no JNI.

use placed_mem::Path;
use vkrelay_renderer::config::{ApiVersionLimit, ByteSize, Config, MAX_IMAGE_CACHE_MB};

/// `VortekRendererComponent.Options`, as read from the Java object.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// `vkMaxVersion`: a packed Vulkan version (Winlator's default: 1.3.128).
    pub vk_max_version: i32,
    /// `maxDeviceMemory`: MiB per heap, 0 (or less) for no cap.
    pub max_device_memory: i16,
    /// `imageCacheSize`: MiB of BC staging memory per device (Winlator's default: 256).
    pub image_cache_size: i16,
    /// `resourceMemoryType`: 0 auto, 1 opaque fd, 2 dma-buf, 3 AHardwareBuffer.
    pub resource_memory_type: i8,
    /// `exposedDeviceExtensions`: the only device extensions shown; `None`: all.
    pub exposed_device_extensions: Option<Vec<String>>,
}

/// The renderer's `max_api_version` for Vortek's `vkMaxVersion`, which replaces whatever the
/// configuration file said. The renderer's limit is on `major.minor` (a driver at the
/// limit's minor version keeps its own patch), so the patch of `vkMaxVersion` is not used.
/// Above 1.3 there is no limit (the renderer tells at most 1.3 anyway); below 1.1, 1.1 (the
/// lowest the renderer can be limited to), with a warning.
pub fn api_version_limit(vk_max_version: i32) -> Option<ApiVersionLimit> {
    let v = vk_max_version as u32;
    // VK_MAKE_API_VERSION: variant in bits 29-31, major 22-28, minor 12-21.
    let (major, minor) = ((v >> 22) & 0x7f, (v >> 12) & 0x3ff);
    match (major, minor) {
        (1, 0) => {
            tracing::warn!("vkMaxVersion 1.0 is not supported: clients are told at most 1.1");
            Some(ApiVersionLimit::V1_1)
        }
        (1, 1) => Some(ApiVersionLimit::V1_1),
        (1, 2) => Some(ApiVersionLimit::V1_2),
        (1, 3) => Some(ApiVersionLimit::V1_3),
        (1, _) => None,
        _ => {
            tracing::warn!(
                major,
                minor,
                "vkMaxVersion is not a Vulkan 1.x version: the API version is not limited"
            );
            None
        }
    }
}

/// The renderer's `api_version` for Vortek's `vkMaxVersion`: as in Vortek, applications are
/// told that version even where the driver reports less, here only as far as the driver's
/// extensions back it (the renderer logs what is missing). Above 1.3: 1.3, the highest the
/// renderer can raise to; 1.0: 1.1; not a Vulkan 1.x version: not raised.
pub fn api_version_target(vk_max_version: i32) -> Option<ApiVersionLimit> {
    let v = vk_max_version as u32;
    match ((v >> 22) & 0x7f, (v >> 12) & 0x3ff) {
        (1, 0 | 1) => Some(ApiVersionLimit::V1_1),
        (1, 2) => Some(ApiVersionLimit::V1_2),
        (1, _) => Some(ApiVersionLimit::V1_3),
        _ => None,
    }
}

/// The `placed-mem` paths for `resourceMemoryType`: the chosen kind first, then every other
/// path in the default order, so that a device without the chosen kind still gets shareable
/// memory. `None` (auto, or an unknown value, warned about): the default order.
pub fn memory_paths(resource_memory_type: i8) -> Option<Vec<Path>> {
    let first: &[Path] = match resource_memory_type {
        0 => return None,
        1 => &[Path::OpaqueFd],
        2 => &[Path::DmaBuf, Path::DmaHeap, Path::Ion],
        3 => &[Path::Ahb],
        n => {
            tracing::warn!(
                resource_memory_type = n,
                "unknown resourceMemoryType: the default memory paths are tried"
            );
            return None;
        }
    };
    let mut order = first.to_vec();
    order.extend(Path::ALL.into_iter().filter(|p| !first.contains(p)));
    Some(order)
}

/// Applies `options` over `config` (the file's values, which the options replace where they
/// say something).
pub fn apply(options: &Options, config: &mut Config) {
    config.max_api_version = api_version_limit(options.vk_max_version);
    config.api_version = api_version_target(options.vk_max_version);
    if options.max_device_memory > 0 {
        config.max_memory = Some(ByteSize(u64::from(options.max_device_memory as u16) << 20));
    }
    if options.image_cache_size > 0 {
        config.image_cache_mb =
            Some(u32::from(options.image_cache_size as u16).min(MAX_IMAGE_CACHE_MB));
    }
    if let Some(paths) = memory_paths(options.resource_memory_type) {
        config.memory_paths = Some(paths);
    }
    if let Some(names) = &options.exposed_device_extensions {
        config.device_extensions.allow = Some(names.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn make_version(major: u32, minor: u32, patch: u32) -> i32 {
        ((major << 22) | (minor << 12) | patch) as i32
    }

    /// Winlator's defaults: `new Options()`.
    fn winlator_defaults() -> Options {
        Options {
            vk_max_version: make_version(1, 3, 128),
            max_device_memory: 0,
            image_cache_size: 256,
            resource_memory_type: 0,
            exposed_device_extensions: None,
        }
    }

    #[test]
    fn winlator_defaults_tell_1_3_and_nothing_else() {
        let mut c = Config::default();
        apply(&winlator_defaults(), &mut c);
        assert_eq!(
            c,
            Config {
                max_api_version: Some(ApiVersionLimit::V1_3),
                api_version: Some(ApiVersionLimit::V1_3),
                image_cache_mb: Some(256),
                ..Config::default()
            }
        );
        c.validate("options").unwrap();
    }

    #[test]
    fn versions_map_on_major_minor() {
        assert_eq!(
            api_version_limit(make_version(1, 1, 0)),
            Some(ApiVersionLimit::V1_1)
        );
        assert_eq!(
            api_version_limit(make_version(1, 2, 128)),
            Some(ApiVersionLimit::V1_2)
        );
        assert_eq!(
            api_version_limit(make_version(1, 0, 0)),
            Some(ApiVersionLimit::V1_1)
        );
        assert_eq!(api_version_limit(make_version(1, 4, 0)), None);
        assert_eq!(api_version_limit(0), None);
        // The version told: raised to it where the driver backs it.
        assert_eq!(
            api_version_target(make_version(1, 2, 128)),
            Some(ApiVersionLimit::V1_2)
        );
        assert_eq!(
            api_version_target(make_version(1, 4, 0)),
            Some(ApiVersionLimit::V1_3)
        );
        assert_eq!(
            api_version_target(make_version(1, 0, 0)),
            Some(ApiVersionLimit::V1_1)
        );
        assert_eq!(api_version_target(0), None);
    }

    #[test]
    fn options_replace_the_file_where_they_say_something() {
        let mut c = Config {
            max_api_version: Some(ApiVersionLimit::V1_1),
            max_memory: Some(ByteSize(1 << 30)),
            image_cache_mb: Some(64),
            ..Config::default()
        };
        let o = Options {
            max_device_memory: 2048,
            image_cache_size: 0,
            resource_memory_type: 2,
            exposed_device_extensions: Some(vec!["VK_KHR_swapchain".into()]),
            ..winlator_defaults()
        };
        apply(&o, &mut c);
        assert_eq!(c.max_api_version, Some(ApiVersionLimit::V1_3));
        assert_eq!(c.max_memory, Some(ByteSize(2 << 30)));
        // 0: not set, the file's value stays.
        assert_eq!(c.image_cache_mb, Some(64));
        assert_eq!(
            c.device_extensions.allow.as_deref(),
            Some(&["VK_KHR_swapchain".to_owned()][..])
        );
        let paths = c.memory_paths();
        assert_eq!(paths[..3], [Path::DmaBuf, Path::DmaHeap, Path::Ion]);
        assert_eq!(paths.len(), Path::ALL.len());
        c.validate("options").unwrap();
    }

    #[test]
    fn each_memory_type_comes_first_and_every_path_stays() {
        assert_eq!(memory_paths(0), None);
        assert_eq!(memory_paths(7), None);
        for (t, first) in [(1, Path::OpaqueFd), (2, Path::DmaBuf), (3, Path::Ahb)] {
            let order = memory_paths(t).unwrap();
            assert_eq!(order[0], first);
            let mut sorted = order.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), Path::ALL.len(), "{order:?}");
        }
    }

    #[test]
    fn negative_sizes_are_not_set() {
        // Java shorts are signed: a negative value means "not set" here, as 0 does.
        let mut c = Config::default();
        apply(
            &Options {
                max_device_memory: -1,
                image_cache_size: -1,
                ..winlator_defaults()
            },
            &mut c,
        );
        assert_eq!((c.max_memory, c.image_cache_mb), (None, None));
    }
}
