//! The generated provider table: what makes each command available.

use vk_wire::desc::Provider;
use vk_wire::generated::{COMMANDS, EXTENSIONS, PROVIDERS};

fn providers(name: &str) -> Vec<String> {
    let cmd = vk_wire::command_by_name(name).unwrap();
    vk_wire::provided_by(cmd)
        .iter()
        .map(|p| match *p {
            Provider::Core(v) => format!(
                "{}.{}",
                ash::vk::api_version_major(v),
                ash::vk::api_version_minor(v)
            ),
            Provider::Extension(i) => EXTENSIONS[i as usize].name.to_owned(),
        })
        .collect()
}

#[test]
fn every_command_has_a_provider() {
    assert_eq!(PROVIDERS.len(), COMMANDS.len());
    for c in &COMMANDS {
        assert!(!vk_wire::provided_by(c).is_empty(), "{}", c.name);
    }
    assert!(EXTENSIONS.windows(2).all(|w| w[0].name < w[1].name));
}

#[test]
fn core_versions_extensions_and_aliases() {
    assert_eq!(providers("vkCreateDevice"), ["1.0"]);
    assert_eq!(
        providers("vkCmdSetLineStippleEXT"),
        ["VK_EXT_line_rasterization"]
    );
    // A promoted command carries its core version and the extensions of its aliases.
    let p = providers("vkCmdDrawIndirectCountKHR");
    for want in [
        "1.2",
        "VK_KHR_draw_indirect_count",
        "VK_AMD_draw_indirect_count",
    ] {
        assert!(p.iter().any(|x| x == want), "{p:?}");
    }
    assert_eq!(
        providers("vkGetPhysicalDeviceToolProperties"),
        ["1.3", "VK_EXT_tooling_info"]
    );
    let i = vk_wire::extension_index(b"VK_EXT_debug_utils").unwrap();
    assert!(!EXTENSIONS[i as usize].device);
    let i = vk_wire::extension_index(b"VK_EXT_line_rasterization").unwrap();
    assert!(EXTENSIONS[i as usize].device);
    assert_eq!(vk_wire::extension_index(b"VK_not_an_extension"), None);
}
