//! Unit tests of the configuration: parsing, checks, defaults.
use super::*;

fn parse(text: &str) -> Result<Config, ConfigError> {
    Config::from_toml_str(text, Path::new("/etc/test.toml"))
}

#[test]
fn an_empty_file_is_the_default() {
    assert_eq!(parse("").unwrap(), Config::default());
    let r = Config::default().resolve().unwrap();
    assert_eq!(r.properties.max_api_version, None);
    assert_eq!(r.max_heap_size, None);
    assert!(r.device_mask.hide.is_empty() && r.device_mask.allow.is_none());
}

#[test]
fn every_key_parses() {
    let c = parse(
        r#"
        socket = "/run/vk.sock"
        driver = "/usr/lib/libvulkan_lvp.so"
        max_api_version = "1.2"
        max_memory = "512MiB"
        stats = true
        emulate_missing = ["bc", "clip-distance"]
        report_features = ["shaderStorageImageMultisample"]
        clip_distance = "strip"
        [instance_extensions]
        remove = ["VK_KHR_portability_enumeration"]
        [device_extensions]
        remove = ["VK_EXT_graphics_pipeline_library"]
        add = ["VK_KHR_maintenance1"]
        allow = ["VK_KHR_maintenance1", "VK_KHR_maintenance2"]
        "#,
    )
    .unwrap();
    assert_eq!(c.socket.as_deref(), Some(Path::new("/run/vk.sock")));
    assert_eq!(c.max_api_version, Some(ApiVersionLimit::V1_2));
    assert_eq!(c.max_memory, Some(ByteSize(512 << 20)));
    assert!(c.stats);
    assert_eq!(c.emulate_missing, [Emulation::Bc, Emulation::ClipDistance]);
    assert!(c.emulates(Emulation::ClipDistance) && !c.emulates(Emulation::ScaledVertex));
    assert_eq!(c.report_features, ["shaderStorageImageMultisample"]);
    assert_eq!(c.clip_distance, Some(ClipMode::Strip));
    let r = c.resolve().unwrap();
    assert_eq!(r.properties.max_api_version, Some(vk::API_VERSION_1_2));
    assert_eq!(r.max_heap_size, Some(512 << 20));
    assert_eq!(
        r.device_mask.hide,
        [c"VK_EXT_graphics_pipeline_library".to_owned()]
    );
    assert_eq!(r.device_request.add, [c"VK_KHR_maintenance1".to_owned()]);
    assert!(
        r.device_request
            .remove
            .contains(&c"VK_EXT_graphics_pipeline_library".to_owned())
    );
    assert_eq!(
        r.instance_mask.hide,
        [c"VK_KHR_portability_enumeration".to_owned()]
    );
    // Every repair is served, BCn included.
    c.check_serve().unwrap();
}

#[test]
fn report_features_must_name_features() {
    let e = parse("report_features = [\"shaderClipDistanse\"]").unwrap_err();
    assert!(e.to_string().contains("shaderClipDistanse"), "{e}");
    assert!(parse("report_features = [\"VkPhysicalDeviceFeatures.shaderCullDistance\"]").is_ok());
    let e = parse("clip_distance = \"drop\"").unwrap_err();
    assert!(e.to_string().contains("drop"), "{e}");
}

#[test]
fn sizes() {
    for (text, n) in [
        ("1", 1),
        ("4096B", 4096),
        ("3KiB", 3 << 10),
        ("2GiB", 2 << 30),
        (" 1 TiB ", 1 << 40),
    ] {
        assert_eq!(text.parse::<ByteSize>(), Ok(ByteSize(n)), "{text}");
    }
    for bad in [
        "",
        "GiB",
        "0",
        "0GiB",
        "2GB",
        "1.5GiB",
        "-1",
        "99999999999999TiB",
    ] {
        assert!(bad.parse::<ByteSize>().is_err(), "{bad:?} parsed");
    }
    assert_eq!(ByteSize(2 << 30).to_string(), "2GiB");
    assert_eq!(ByteSize(1000).to_string(), "1000B");
    assert_eq!(
        parse("max_memory = 4096").unwrap().max_memory,
        Some(ByteSize(4096))
    );
    let e = parse("max_memory = 0").unwrap_err().to_string();
    assert!(
        e.contains("more than 0 bytes") && e.contains("line 1"),
        "{e}"
    );
    let e = parse("max_memory = -5").unwrap_err().to_string();
    assert!(e.contains("more than 0 bytes"), "{e}");
}

#[test]
fn versions() {
    for (s, v) in [
        ("1.1", ApiVersionLimit::V1_1),
        ("1.3", ApiVersionLimit::V1_3),
    ] {
        assert_eq!(s.parse(), Ok(v));
        assert_eq!(v.to_string(), s);
    }
    assert_eq!(ApiVersionLimit::V1_2.packed(), vk::API_VERSION_1_2);
    for bad in ["1.0", "1.4", "2.0", "1", "1.2.0", "one.two", ""] {
        assert!(bad.parse::<ApiVersionLimit>().is_err(), "{bad:?} parsed");
    }
    let e = parse("\n\nmax_api_version = \"1.4\"")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("/etc/test.toml: "), "{e}");
    assert!(
        e.contains("line 3") && e.contains("\"1.4\" is not one of"),
        "{e}"
    );
    let e = parse("max_api_version = 13").unwrap_err().to_string();
    assert!(e.contains("line 1") && e.contains("string"), "{e}");
}

#[test]
fn emulations() {
    for e in Emulation::ALL {
        assert_eq!(e.name().parse(), Ok(e));
    }
    let e = "bcn".parse::<Emulation>().unwrap_err();
    assert!(
        e.contains("bc, clip-distance, cull-distance, scaled-vertex, placed-memory"),
        "{e}"
    );
    let e = parse("emulate_missing = [\"bc\", \"wsi\"]")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("unknown variant `wsi`") && e.contains("line 1"),
        "{e}"
    );
    assert!(Config::default().check_serve().is_ok());
}

#[test]
fn unknown_keys_and_bad_syntax_name_the_line() {
    let e = parse("stats = true\nstat = true\n")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("line 2") && e.contains("unknown field `stat`"),
        "{e}"
    );
    let e = parse("[device_extensions]\nhide = [\"x\"]\n")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("line 2") && e.contains("unknown field `hide`"),
        "{e}"
    );
    let e = parse("stats = \n").unwrap_err().to_string();
    assert!(e.contains("line 1"), "{e}");
    let e = parse("stats = \"yes\"").unwrap_err().to_string();
    assert!(e.contains("bool"), "{e}");
}

#[test]
fn bad_extension_names_are_errors() {
    let long = "VK_".to_string() + &"X".repeat(300);
    let e = parse(&format!("[device_extensions]\nremove = [\"{long}\"]"))
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("/etc/test.toml: policy:"), "{e}");
    assert!(e.contains("not a valid Vulkan extension name"), "{e}");
}

#[test]
fn load_reads_the_explicit_file_or_fails() {
    let e = Config::load(Some(Path::new("/nonexistent/vkrelay.toml")))
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("cannot read the configuration file /nonexistent/vkrelay.toml"),
        "{e}"
    );
}

#[test]
fn stream_nice_defaults_to_19_and_stops_there() {
    assert_eq!(Config::default().stream_nice(), DEFAULT_STREAM_NICE);
    assert_eq!(DEFAULT_STREAM_NICE, 19);
    assert_eq!(parse("stream_nice = 0").unwrap().stream_nice(), 0);
    assert_eq!(parse("stream_nice = 19").unwrap().stream_nice(), 19);
    let e = parse("stream_nice = 20").unwrap_err().to_string();
    assert!(
        e.contains("stream_nice = 20") && e.contains("0 to 19"),
        "{e}"
    );
    let e = parse("stream_nice = -1").unwrap_err().to_string();
    assert!(e.contains("line 1"), "{e}");
}

#[test]
fn wait_poll_defaults_to_2_ms_and_stops_at_a_tenth_of_a_second() {
    use std::time::Duration;
    assert_eq!(Config::default().wait_poll(), Duration::from_millis(2));
    assert_eq!(
        parse("wait_poll_us = 0").unwrap().wait_poll(),
        Duration::ZERO
    );
    let c = parse("wait_poll_us = 100000").unwrap();
    assert_eq!(c.wait_poll(), Duration::from_millis(100));
    let e = parse("wait_poll_us = 100001").unwrap_err().to_string();
    assert!(
        e.contains("wait_poll_us = 100001") && e.contains("at most 100000"),
        "{e}"
    );
}

#[test]
fn the_thread_slice_defaults_to_100_us_and_keeps_to_linuxs_bounds() {
    use std::time::Duration;
    assert_eq!(Config::default().thread_slice(), Duration::from_micros(100));
    assert_eq!(
        parse("thread_slice_us = 0").unwrap().thread_slice(),
        Duration::ZERO
    );
    assert_eq!(
        parse("thread_slice_us = 100000").unwrap().thread_slice(),
        Duration::from_millis(100)
    );
    for bad in [50, 100_001] {
        let e = parse(&format!("thread_slice_us = {bad}"))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains(&format!("thread_slice_us = {bad}")) && e.contains("from 100 to 100000"),
            "{e}"
        );
    }
}

#[test]
fn the_stream_class_is_idle_on_small_machines_by_default() {
    let c = Config::default();
    assert_eq!(c.stream_priority(1), StreamPriority::Idle);
    assert_eq!(c.stream_priority(SMALL_MACHINE_CPUS), StreamPriority::Idle);
    assert_eq!(
        c.stream_priority(SMALL_MACHINE_CPUS + 1),
        StreamPriority::Nice(DEFAULT_STREAM_NICE)
    );
    let nice = parse("stream_class = \"nice\"\nstream_nice = 7").unwrap();
    assert_eq!(nice.stream_priority(2), StreamPriority::Nice(7));
    let idle = parse("stream_class = \"idle\"").unwrap();
    assert_eq!(idle.stream_priority(64), StreamPriority::Idle);
    let e = parse("stream_class = \"low\"").unwrap_err().to_string();
    assert!(e.contains("line 1") && e.contains("auto"), "{e}");
    assert_eq!("idle".parse::<StreamClass>(), Ok(StreamClass::Idle));
    assert!("low".parse::<StreamClass>().is_err());
    assert_eq!("cpu".parse::<BcDecode>().unwrap(), BcDecode::Cpu);
    assert_eq!(BcDecode::default(), BcDecode::Auto);
    assert!("vulkan".parse::<BcDecode>().is_err());
}

#[test]
fn contention_hints_parse_and_map_to_the_ring_setting() {
    assert_eq!(
        Config::default().contention_hint.unwrap_or_default(),
        ContentionHint::Auto
    );
    for (text, hint, ring) in [
        ("auto", ContentionHint::Auto, shm_ring::Contended::Auto),
        (
            "always",
            ContentionHint::Always,
            shm_ring::Contended::Always,
        ),
        ("never", ContentionHint::Never, shm_ring::Contended::Never),
    ] {
        let c = parse(&format!("contention_hint = {text:?}")).unwrap();
        assert_eq!(c.contention_hint, Some(hint));
        assert_eq!(hint.reader(), ring);
        assert_eq!(text.parse::<ContentionHint>(), Ok(hint));
    }
    assert!(parse("contention_hint = \"sometimes\"").is_err());
}

#[test]
fn the_example_file_parses() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("renderer.example.toml");
    let c = Config::from_file(&path).unwrap();
    // The example shows every key with a value other than the default.
    assert!(c.socket.is_some() && c.driver.is_some() && c.max_api_version.is_some());
    assert_eq!(c.api_version, Some(ApiVersionLimit::V1_3));
    assert!(c.max_memory.is_some() && c.stats);
    assert_eq!(c.stream_nice(), 10);
    assert_eq!(c.wait_poll(), std::time::Duration::from_micros(500));
    assert_eq!(c.stream_class, Some(StreamClass::Nice));
    assert_eq!(c.contention_hint, Some(ContentionHint::Never));
    assert!(!c.device_extensions.is_empty() && !c.instance_extensions.is_empty());
    assert!(c.emulates(Emulation::ClipDistance) && c.emulates(Emulation::ScaledVertex));
    assert!(!c.report_features.is_empty() && c.clip_distance.is_some());
    assert_eq!(c.bc_decode, Some(BcDecode::Gpu));
    assert_eq!(c.memory_paths().len(), 3);
    assert_eq!(
        c.pipeline_cache_directory().as_deref(),
        Some(Path::new("/var/cache/vkrelay"))
    );
    assert_eq!(c.pipeline_cache_max_bytes(), 64 << 20);
    assert_eq!(
        c.shader_fixes(""),
        [ShaderFix::PointSize, ShaderFix::WidenInputs]
    );
    // Without the key, the driver table decides.
    let d = Config::default();
    assert_eq!(d.shader_fixes("Mali-G710").len(), 3);
    assert!(
        d.shader_fixes("llvmpipe (LLVM 15.0.6, 256 bits)")
            .is_empty()
    );
    c.check_serve().unwrap();
}

#[test]
fn memory_paths_default_to_every_path_and_keep_their_order() {
    assert_eq!(
        parse("").unwrap().memory_paths(),
        placed_mem::Path::ALL.to_vec()
    );
    let c = parse("memory_paths = [\"dma-buf\", \"host-memfd\"]\n").unwrap();
    assert_eq!(
        c.memory_paths(),
        [placed_mem::Path::DmaBuf, placed_mem::Path::HostMemfd]
    );
    let e = parse("memory_paths = [\"dma-buff\"]\n").unwrap_err();
    assert!(e.to_string().contains("line 1"), "{e}");
}

#[test]
fn the_pipeline_cache_keys() {
    let d = parse("").unwrap();
    assert_eq!(
        d.pipeline_cache_max_bytes(),
        crate::config::DEFAULT_PIPELINE_CACHE_MAX
    );
    let off = parse("pipeline_cache = false\npipeline_cache_dir = \"/x\"").unwrap();
    assert_eq!(off.pipeline_cache_directory(), None);
    let c = parse("pipeline_cache_dir = \"/x\"\npipeline_cache_max = \"1KiB\"").unwrap();
    assert_eq!(
        c.pipeline_cache_directory().as_deref(),
        Some(Path::new("/x"))
    );
    assert_eq!(c.pipeline_cache_max_bytes(), 1024);
    assert!(parse("pipeline_cache_max = 0").is_err());
    assert!(parse("pipeline_cache = \"yes\"").is_err());
}

#[test]
fn the_per_client_limits_parse_and_are_checked() {
    let d = Config::default();
    assert_eq!(d.max_streams(), 64);
    assert_eq!(d.max_message_rate(), DEFAULT_MAX_MESSAGE_RATE);
    assert_eq!(d.max_objects(), DEFAULT_MAX_OBJECTS as usize);
    let c = parse("max_streams = 2\nmax_message_rate = 500\n").unwrap();
    assert_eq!((c.max_streams(), c.max_message_rate()), (2, 500));
    for bad in [
        "max_streams = 0",
        "max_streams = 65",
        "max_message_rate = 0",
        "max_objects = 0",
    ] {
        let e = parse(bad).unwrap_err().to_string();
        assert!(e.contains("/etc/test.toml"), "{bad}: {e}");
    }
}
