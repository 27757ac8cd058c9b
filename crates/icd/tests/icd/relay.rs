//! The ICD's own connection to a renderer: its loader entry points connect through the real
//! handshake (`shm_ring::handshake::connect`), ask for the session, and carry a Vulkan call
//! encoded by `vk-wire` through both rings. The renderer's side is a thread of this test that
//! answers as the renderer does (`shm_ring::handshake::Listener`, whose `accept` runs
//! `server_handshake`), acting as a driver that has two instance extensions.
//!
//! The ICD keeps one connection per process, so this binary has only this test.

use std::ffi::{CStr, c_char};

use ash::vk;
use shm_ring::handshake::{Listener, ROLE_CLIENT};
use vk_wire::{Arena, FLAG_REPLY, HEADER_SIZE, Header, IdentityIds, args, id, relay};

/// The extensions the "driver" reports.
const DRIVER: [(&CStr, u32); 2] = [
    (c"VK_KHR_get_physical_device_properties2", 2),
    (c"VK_EXT_debug_utils", 2),
];

/// What the ICD adds to any driver's list (its WSI emulation).
const ICD_OWN: [&CStr; 7] = [
    c"VK_KHR_surface",
    c"VK_KHR_xcb_surface",
    c"VK_KHR_xlib_surface",
    c"VK_KHR_get_surface_capabilities2",
    c"VK_KHR_surface_protected_capabilities",
    c"VK_EXT_surface_maintenance1",
    c"VK_EXT_swapchain_colorspace",
];

const TOKEN: u64 = 0x5eed_0f7e;

/// The renderer's answer to one `vkEnumerateInstanceExtensionProperties` request (`msg`, header
/// included): decoded, filled as a driver fills it, encoded as the reply's payload.
fn answer_enumeration(msg: &[u8]) -> Vec<u8> {
    let arena = Arena::new();
    let req = vk_wire::decode_request(msg, &mut IdentityIds, &arena).expect("request decodes");
    let a = req
        .args::<args::EnumerateInstanceExtensionProperties>()
        .expect("the request is vkEnumerateInstanceExtensionProperties");
    assert!(a.p_layer_name.is_null(), "the ICD asks for no layer");
    let list: Vec<vk::ExtensionProperties> = DRIVER
        .iter()
        .map(|&(n, v)| {
            vk::ExtensionProperties::default()
                .spec_version(v)
                .extension_name(n)
                .expect("the names are short")
        })
        .collect();
    // SAFETY: the decoder allocated the count, and room for that many properties when the
    // request carries an array.
    let result = unsafe {
        if a.p_properties.is_null() {
            *a.p_property_count = list.len() as u32;
            vk::Result::SUCCESS
        } else {
            let n = (*a.p_property_count as usize).min(list.len());
            std::ptr::copy_nonoverlapping(list.as_ptr(), a.p_properties, n);
            *a.p_property_count = n as u32;
            if n < list.len() {
                vk::Result::INCOMPLETE
            } else {
                vk::Result::SUCCESS
            }
        }
    };
    let ret = result.as_raw() as i64 as u64;
    // SAFETY: `req`'s arguments are decoded and their outputs filled above.
    let n = unsafe { vk_wire::reply_size(req.command, req.args_ptr(), ret, &mut IdentityIds) }
        .expect("reply size");
    let mut out = vec![0u8; n];
    // SAFETY: as above.
    let m = unsafe {
        vk_wire::encode_reply(req.command, req.args_ptr(), ret, &mut IdentityIds, &mut out)
    }
    .expect("reply encodes");
    assert_eq!(m, n);
    out.split_off(HEADER_SIZE)
}

/// Serves one client: its SESSION message, then `calls` enumerations. Returns the commands it
/// received, in order.
fn serve(listener: Listener, calls: usize) -> Vec<u32> {
    let mut conn = listener.accept().expect("server handshake");
    assert_eq!(conn.peer.role, ROLE_CLIENT);
    assert_eq!(conn.peer.pid, std::process::id());
    let mut seen = Vec::new();
    let mut payload = Vec::new();
    let h = conn.reader.recv(1 << 20, &mut payload).expect("SESSION");
    seen.push(h.command);
    assert_eq!(h.command, relay::SESSION);
    let m = relay::message(relay::SESSION, FLAG_REPLY, &[TOKEN, 0]);
    conn.writer
        .send(relay::SESSION, FLAG_REPLY, &m[HEADER_SIZE..])
        .expect("SESSION reply");
    for _ in 0..calls {
        let h = conn.reader.recv(1 << 20, &mut payload).expect("a request");
        seen.push(h.command);
        let mut msg = vec![0u8; HEADER_SIZE];
        Header {
            command: h.command,
            flags: h.flags,
            size: h.size,
        }
        .write(&mut msg)
        .expect("header");
        msg.extend_from_slice(&payload);
        let reply = answer_enumeration(&msg);
        conn.writer
            .send(h.command, FLAG_REPLY, &reply)
            .expect("reply");
    }
    seen
}

type Enumerate =
    unsafe extern "system" fn(*const c_char, *mut u32, *mut vk::ExtensionProperties) -> vk::Result;

#[test]
fn an_enumeration_goes_through_the_handshake_and_both_rings() {
    let (listener, dir) = crate::fake::listen("relay");
    // Each application call is two renderer calls (count, then list); the application calls
    // twice.
    let server = std::thread::spawn(move || serve(listener, 4));

    // The loader's way in: negotiate, then look the command up.
    let mut version = 5;
    // SAFETY: a valid pointer.
    let r = unsafe { vulkan_vkrelay::vk_icdNegotiateLoaderICDInterfaceVersion(&mut version) };
    assert_eq!((r, version), (vk::Result::SUCCESS, 5));
    // SAFETY: a NUL-terminated name.
    let f = unsafe {
        vulkan_vkrelay::vk_icdGetInstanceProcAddr(
            vk::Instance::null(),
            c"vkEnumerateInstanceExtensionProperties".as_ptr(),
        )
    }
    .expect("the ICD has vkEnumerateInstanceExtensionProperties");
    // SAFETY: the loader interface: the pointer is the command's, with its signature.
    let enumerate: Enumerate = unsafe { std::mem::transmute(f) };

    let mut count = 0u32;
    // SAFETY: valid count, no array.
    let r = unsafe { enumerate(std::ptr::null(), &mut count, std::ptr::null_mut()) };
    assert_eq!(r, vk::Result::SUCCESS);
    assert_eq!(count as usize, DRIVER.len() + ICD_OWN.len());
    let mut props = vec![vk::ExtensionProperties::default(); count as usize];
    // SAFETY: room for `count` properties.
    let r = unsafe { enumerate(std::ptr::null(), &mut count, props.as_mut_ptr()) };
    assert_eq!(r, vk::Result::SUCCESS);
    let got: Vec<(&CStr, u32)> = props
        .iter()
        .map(|p| (p.extension_name_as_c_str().unwrap(), p.spec_version))
        .collect();
    // The driver's extensions came back through the reply ring, in its order and with its
    // versions; the ICD's own follow.
    assert_eq!(&got[..DRIVER.len()], &DRIVER[..]);
    let own: Vec<&CStr> = got[DRIVER.len()..].iter().map(|g| g.0).collect();
    assert_eq!(own, ICD_OWN);

    let seen = server.join().expect("the server thread");
    assert_eq!(
        seen,
        [
            relay::SESSION,
            id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES,
            id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES,
            id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES,
            id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES,
        ]
    );
    assert_eq!(vulkan_vkrelay::streams::stream_count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}
