use super::*;
use crate::config::ApiVersionLimit;
use crate::version::table::PROMOTED;

fn all() -> Mask {
    Mask(u64::MAX >> (64 - PROMOTED.len()))
}

fn config(api: Option<ApiVersionLimit>, driver: Option<ApiVersionLimit>) -> Config {
    Config {
        api_version: api,
        driver_api_version: driver,
        ..Default::default()
    }
}

#[test]
fn the_told_version_is_raised_as_far_as_the_extensions_back_it() {
    let v11 = vk::make_api_version(0, 1, 1, 7);
    let c = config(Some(ApiVersionLimit::V1_3), None);
    assert_eq!(
        Physical::new(&c, v11, all()).told,
        vk::make_api_version(0, 1, 3, 7)
    );
    let no_sync2 = Mask(all().0 & !(1 << table::index(c"VK_KHR_synchronization2").unwrap()));
    assert_eq!(
        Physical::new(&c, v11, no_sync2).told,
        vk::make_api_version(0, 1, 2, 7)
    );
    // Never lowered.
    let v13 = vk::make_api_version(0, 1, 3, 250);
    let c12 = config(Some(ApiVersionLimit::V1_2), None);
    assert_eq!(Physical::new(&c12, v13, Mask(0)).told, v13);
    // Without api_version, the driver's.
    assert_eq!(Physical::new(&Config::default(), v11, all()).told, v11);
}

#[test]
fn driver_api_version_makes_a_newer_driver_play_an_older_one() {
    let lvp = vk::make_api_version(0, 1, 3, 278);
    let c = config(None, Some(ApiVersionLimit::V1_1));
    let p = Physical::new(&c, lvp, all());
    assert_eq!(p.driver, vk::make_api_version(0, 1, 1, 278));
    assert_eq!(p.told, p.driver);
    let c = config(Some(ApiVersionLimit::V1_3), Some(ApiVersionLimit::V1_1));
    assert_eq!(Physical::new(&c, lvp, all()).told, lvp);
}

#[test]
fn core_names_above_the_hidden_version_resolve_through_aliases() {
    let cmd = |n| vk_wire::command_by_name(n).unwrap();
    let names = |n, hide| candidates(cmd(n), hide).collect::<Vec<_>>();
    let v11 = Some(vk::API_VERSION_1_1);
    assert_eq!(
        names("vkCmdBeginRendering", None),
        ["vkCmdBeginRendering", "vkCmdBeginRenderingKHR"]
    );
    assert_eq!(
        names("vkCmdBeginRendering", v11),
        ["vkCmdBeginRenderingKHR"]
    );
    assert_eq!(names("vkQueueSubmit2", v11), ["vkQueueSubmit2KHR"]);
    assert!(names("vkGetBufferDeviceAddress", v11).contains(&"vkGetBufferDeviceAddressKHR"));
    assert!(!names("vkGetBufferDeviceAddress", v11).contains(&"vkGetBufferDeviceAddress"));
    // 1.0 and 1.1 commands keep their names.
    assert_eq!(names("vkCmdDraw", v11), ["vkCmdDraw"]);
    assert_eq!(
        names("vkBindBufferMemory2", v11),
        ["vkBindBufferMemory2", "vkBindBufferMemory2KHR"]
    );
}
