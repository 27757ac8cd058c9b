//! The command table against the registry, re-read at test time from the system's vk.xml:
//! nothing selected may be missing, and whatever the wire does not carry says why.

use std::collections::{BTreeMap, BTreeSet};
use vk_wire::desc::{Kind, Ret, Status};
use vk_wire::generated::{ALIASES, COMMANDS, STRUCTS, STYPES};

const VK_XML: &str = "/usr/share/vulkan/registry/vk.xml";

struct Selection {
    commands: BTreeSet<String>,
    stypes: BTreeMap<String, String>,
    version: String,
}

/// Vulkan 1.0–1.3 plus every extension supported for Vulkan that is neither
/// platform-specific nor video.
fn selection() -> Selection {
    let xml = std::fs::read_to_string(VK_XML).expect("vk.xml is installed (libvulkan-dev)");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let root = doc.root_element();
    let mut blocks = Vec::new();
    for n in root.children().filter(|n| n.has_tag_name("feature")) {
        let name = n.attribute("name").unwrap();
        if [
            "VK_VERSION_1_0",
            "VK_VERSION_1_1",
            "VK_VERSION_1_2",
            "VK_VERSION_1_3",
        ]
        .contains(&name)
        {
            blocks.push(n);
        }
    }
    for e in root.descendants().filter(|n| n.has_tag_name("extension")) {
        let supported = e.attribute("supported").unwrap_or("");
        let name = e.attribute("name").unwrap().to_lowercase();
        if supported.split(',').any(|s| s == "vulkan")
            && e.attribute("platform").is_none()
            && !name.contains("video")
        {
            blocks.push(e);
        }
    }
    let mut commands = BTreeSet::new();
    let mut types = BTreeSet::new();
    for b in blocks {
        for r in b.children().filter(|n| n.has_tag_name("require")) {
            for i in r.children() {
                match (i.tag_name().name(), i.attribute("name")) {
                    ("command", Some(n)) => {
                        commands.insert(n.to_string());
                    }
                    ("type", Some(n)) => {
                        types.insert(n.to_string());
                    }
                    _ => {}
                }
            }
        }
    }
    // sType of every selected structure.
    let mut stypes = BTreeMap::new();
    for t in root
        .descendants()
        .filter(|n| n.has_tag_name("type") && n.attribute("category") == Some("struct"))
    {
        let Some(name) = t.attribute("name") else {
            continue;
        };
        if !types.contains(name) || t.attribute("alias").is_some() {
            continue;
        }
        if let Some(v) = t
            .children()
            .find(|m| m.has_tag_name("member"))
            .and_then(|m| m.attribute("values"))
        {
            stypes.insert(name.to_string(), v.to_string());
        }
    }
    let version = root
        .descendants()
        .find(|n| {
            n.has_tag_name("type") && n.children().any(|c| c.text() == Some("VK_HEADER_VERSION"))
        })
        .and_then(|n| n.last_child())
        .and_then(|c| c.text())
        .unwrap()
        .trim()
        .to_string();
    Selection {
        commands,
        stypes,
        version,
    }
}

#[test]
fn every_selected_command_is_in_the_table() {
    let sel = selection();
    let names: BTreeSet<&str> = COMMANDS.iter().map(|c| c.name).collect();
    let aliases: BTreeMap<&str, &str> = ALIASES.iter().copied().collect();
    let mut missing = Vec::new();
    for c in &sel.commands {
        let target = aliases.get(c.as_str()).copied().unwrap_or(c);
        if !names.contains(target) {
            missing.push(c.clone());
        }
    }
    assert!(
        missing.is_empty(),
        "commands missing from the table: {missing:?}"
    );
    // And nothing extra: every table entry and alias is selected.
    for c in COMMANDS
        .iter()
        .map(|c| c.name)
        .chain(ALIASES.iter().map(|a| a.0))
    {
        assert!(
            sel.commands.contains(c),
            "{c} is in the table but not selected"
        );
    }
    assert_eq!(
        vk_wire::VK_XML_VERSION.to_string(),
        sel.version,
        "tables are from this vk.xml"
    );
}

#[test]
fn ids_are_unique_sorted_and_lookups_work() {
    let mut prev = 0;
    for c in COMMANDS.iter() {
        assert!(c.id > prev, "ids sorted and unique");
        prev = c.id;
        assert_eq!(vk_wire::command(c.id).unwrap().name, c.name);
        assert_eq!(vk_wire::command_by_name(c.name).unwrap().id, c.id);
    }
    for (alias, target) in ALIASES.iter() {
        assert_eq!(vk_wire::command_by_name(alias).unwrap().name, *target);
    }
    assert!(vk_wire::command(0).is_none());
    assert!(vk_wire::command(u32::MAX).is_none());
}

#[test]
fn replies_and_outputs_follow_the_signature() {
    for c in COMMANDS.iter() {
        let outputs: Vec<&str> = c.outputs().collect();
        let has_out = c
            .args
            .members
            .iter()
            .any(|m| matches!(m.kind, Kind::Out { .. } | Kind::OutCount(_)));
        if c.status == Status::Wire {
            assert_eq!(c.reply, c.ret != Ret::Void || has_out, "{}", c.name);
        }
        if c.name.starts_with("vkCmd") && c.status == Status::Wire && c.ret == Ret::Void {
            assert!(!c.reply, "{} is recorded, not waited for", c.name);
        }
        if c.name.starts_with("vkCreate") && c.status == Status::Wire {
            assert!(!outputs.is_empty(), "{} creates something", c.name);
        }
    }
    let get = |n| vk_wire::command_by_name(n).unwrap();
    assert_eq!(
        get("vkEnumeratePhysicalDevices")
            .outputs()
            .collect::<Vec<_>>(),
        ["pPhysicalDeviceCount", "pPhysicalDevices"]
    );
    assert!(!get("vkCmdDraw").reply);
    assert!(
        get("vkGetPhysicalDeviceProperties").reply,
        "void with outputs waits for a reply"
    );
}

#[test]
fn exclusions_are_explicit() {
    let get = |n| vk_wire::command_by_name(n).unwrap().status;
    for n in [
        "vkGetInstanceProcAddr",
        "vkGetDeviceProcAddr",
        "vkEnumerateInstanceVersion",
        "vkGetMemoryFdKHR",
        "vkImportSemaphoreFdKHR",
        "vkGetFenceFdKHR",
        "vkMapMemory",
        "vkCreateHeadlessSurfaceEXT",
        "vkCreateDisplayPlaneSurfaceKHR",
        "vkGetMemoryHostPointerPropertiesEXT",
        "vkBuildAccelerationStructuresKHR",
        "vkCreateDebugUtilsMessengerEXT",
    ] {
        assert!(matches!(get(n), Status::ByHand(_)), "{n}: {:?}", get(n));
    }
    let mut counts = BTreeMap::new();
    for c in COMMANDS.iter() {
        let k = match c.status {
            Status::Wire => "wire",
            Status::ByHand(r) | Status::Unsupported(r) => {
                assert!(!r.is_empty(), "{} has a reason", c.name);
                if matches!(c.status, Status::ByHand(_)) {
                    "by hand"
                } else {
                    "unsupported"
                }
            }
        };
        *counts.entry(k).or_insert(0) += 1;
    }
    // The generated wire carries the overwhelming majority; the rest is listed with reasons.
    assert!(counts["wire"] >= 450, "{counts:?}");
    assert_eq!(
        counts.get("unsupported").copied().unwrap_or(0),
        2,
        "{counts:?}"
    );
}

#[test]
fn every_selected_stype_is_known() {
    let sel = selection();
    let known: BTreeSet<&str> = STYPES
        .iter()
        .map(|&(_, i)| STRUCTS[i as usize].name)
        .collect();
    let missing: Vec<&String> = sel
        .stypes
        .keys()
        .filter(|n| !known.contains(n.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "structures with sType missing from the tables: {missing:?}"
    );
    let by_name: BTreeSet<&str> = STRUCTS.iter().map(|s| s.name).collect();
    assert_eq!(by_name.len(), STRUCTS.len());
    for s in STRUCTS.iter() {
        assert_eq!(vk_wire::struct_by_name(s.name).unwrap().name, s.name);
        if let Some(st) = s.stype {
            assert_eq!(vk_wire::struct_by_stype(st).unwrap().name, s.name);
        }
    }
}

/// Every command the wire still leaves out, with the words its reason must contain. Anything
/// else in the selection is carried or handled by hand.
#[test]
fn remaining_exceptions_are_listed() {
    let expected: BTreeMap<&str, &str> = [
        ("vkCmdCuLaunchKernelNVX", "kernel signature"),
        ("vkGetDescriptorSetHostMappingVALVE", "host address"),
    ]
    .into_iter()
    .collect();
    let mut got = BTreeMap::new();
    for c in COMMANDS.iter() {
        if let Status::Unsupported(r) = c.status {
            got.insert(c.name, r);
        }
    }
    assert_eq!(
        got.keys().collect::<Vec<_>>(),
        expected.keys().collect::<Vec<_>>(),
        "unsupported commands: {got:#?}"
    );
    for (name, words) in expected {
        assert!(got[name].contains(words), "{name}: {}", got[name]);
    }
    // Formerly unsupported, now carried.
    for n in [
        "vkCmdBuildAccelerationStructuresKHR",
        "vkCmdBuildAccelerationStructuresIndirectKHR",
        "vkGetAccelerationStructureBuildSizesKHR",
        "vkCmdBuildMicromapsEXT",
        "vkGetMicromapBuildSizesEXT",
        "vkQueuePresentKHR",
        "vkDebugMarkerSetObjectNameEXT",
        "vkDebugMarkerSetObjectTagEXT",
        "vkDebugReportMessageEXT",
        "vkGetDescriptorEXT",
        "vkCmdSetCheckpointNV",
        "vkGetQueueCheckpointDataNV",
        "vkGetQueueCheckpointData2NV",
        "vkGetPipelinePropertiesEXT",
        "vkGetMemoryRemoteAddressNV",
        "vkInitializePerformanceApiINTEL",
        "vkGetPipelineExecutableInternalRepresentationsKHR",
        "vkGetDeviceFaultInfoEXT",
        "vkGetPhysicalDeviceDisplayPropertiesKHR",
        "vkGetPhysicalDeviceDisplayProperties2KHR",
        "vkGetPerformanceParameterINTEL",
    ] {
        let c = vk_wire::command_by_name(n).unwrap();
        assert_eq!(c.status, Status::Wire, "{n}");
    }
    // Formerly unsupported, now carried by hand (`vk_wire::capture`).
    for o in vk_wire::capture::CaptureObject::ALL {
        let s = vk_wire::command_by_name(o.command()).unwrap().status;
        assert!(
            matches!(s, Status::ByHand(r) if r.contains("vk_wire::capture")),
            "{}: {s:?}",
            o.command()
        );
    }
    // Host-address acceleration-structure and micromap commands stay out by design.
    for n in [
        "vkBuildAccelerationStructuresKHR",
        "vkCopyAccelerationStructureKHR",
        "vkBuildMicromapsEXT",
        "vkWriteMicromapsPropertiesEXT",
    ] {
        let s = vk_wire::command_by_name(n).unwrap().status;
        assert!(
            matches!(s, Status::ByHand(r) if r.contains("host-address")),
            "{n}: {s:?}"
        );
    }
}
