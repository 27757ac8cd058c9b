//! The dead-renderer flag (`streams::lost`): once a call finds the renderer gone, every later
//! call of the process returns `VK_ERROR_DEVICE_LOST` at once, on every thread, without trying
//! to connect again. The flag is process-global, so this is its own test binary with one test.
//!
//! The renderer is a thread of this test (`shm_ring::handshake::Listener`): it answers the
//! SESSION message, takes the first request and then closes its end of the connection, as a
//! renderer that died mid-call. The listener stays bound, so a call that tried to reconnect
//! would be accepted at the socket and then wait out the handshake timeout and fail with
//! `VK_ERROR_INITIALIZATION_FAILED`, not `VK_ERROR_DEVICE_LOST`.

#[path = "icd/fake.rs"]
mod fake;

use std::ffi::c_char;
use std::sync::mpsc;
use std::time::Duration;

use ash::vk;
use vk_wire::{FLAG_REPLY, HEADER_SIZE, id, relay};

/// How long a call may take before the test calls it hung. Only a bound on a hang: the
/// outcome is the result code.
const HANG: Duration = Duration::from_secs(20);

type Enumerate =
    unsafe extern "system" fn(*const c_char, *mut u32, *mut vk::ExtensionProperties) -> vk::Result;
type CreateInstance = unsafe extern "system" fn(
    *const vk::InstanceCreateInfo<'static>,
    *const vk::AllocationCallbacks<'static>,
    *mut vk::Instance,
) -> vk::Result;

fn lookup(name: &std::ffi::CStr) -> unsafe extern "system" fn() {
    // SAFETY: a NUL-terminated name.
    unsafe { vulkan_vkrelay::vk_icdGetInstanceProcAddr(vk::Instance::null(), name.as_ptr()) }
        .unwrap_or_else(|| panic!("the ICD has {name:?}"))
}

/// Runs `f` on a thread and gives its result, failing if it hangs.
fn within_bound<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(HANG).expect("the call hung")
}

fn enumerate_count(f: Enumerate) -> vk::Result {
    let mut count = 0u32;
    // SAFETY: a valid count, no array.
    unsafe { f(std::ptr::null(), &mut count, std::ptr::null_mut()) }
}

#[test]
fn once_the_renderer_is_dead_every_call_is_device_lost_at_once() {
    let (listener, dir) = fake::listen("dead");

    let (died_tx, died) = mpsc::channel();
    let (end_tx, end) = mpsc::channel::<()>();
    let renderer = std::thread::spawn(move || {
        let mut conn = listener.accept().expect("server handshake");
        let mut payload = Vec::new();
        let h = conn.reader.recv(1 << 20, &mut payload).expect("SESSION");
        assert_eq!(h.command, relay::SESSION);
        let m = relay::message(relay::SESSION, FLAG_REPLY, &[0x5eed, 0]);
        conn.writer
            .send(relay::SESSION, FLAG_REPLY, &m[HEADER_SIZE..])
            .expect("SESSION reply");
        let h = conn.reader.recv(1 << 20, &mut payload).expect("a request");
        // The renderer dies with the call in flight: its end of the socket and rings close.
        drop(conn);
        died_tx.send(h.command).unwrap();
        // Still listening until the test ends (a reconnect would be accepted here).
        let _ = end.recv();
        drop(listener);
    });

    let mut version = 5;
    // SAFETY: a valid pointer.
    let r = unsafe { vulkan_vkrelay::vk_icdNegotiateLoaderICDInterfaceVersion(&mut version) };
    assert_eq!(r, vk::Result::SUCCESS);
    // SAFETY: the loader interface: the pointers are the commands', with their signatures.
    let enumerate: Enumerate =
        unsafe { std::mem::transmute(lookup(c"vkEnumerateInstanceExtensionProperties")) };
    // SAFETY: as above.
    let create: CreateInstance = unsafe { std::mem::transmute(lookup(c"vkCreateInstance")) };

    // The call in flight when the renderer dies finds out from its reply ring.
    assert_eq!(
        within_bound(move || enumerate_count(enumerate)),
        vk::Result::ERROR_DEVICE_LOST
    );
    assert_eq!(
        died.recv_timeout(HANG),
        Ok(id::ENUMERATE_INSTANCE_EXTENSION_PROPERTIES)
    );

    // Every later call, of any command and on any thread, without reaching a renderer.
    let calls: Vec<std::thread::JoinHandle<Vec<vk::Result>>> = (0..4)
        .map(|_| {
            std::thread::spawn(move || {
                let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
                let info = vk::InstanceCreateInfo::default().application_info(&app);
                let mut instance = vk::Instance::null();
                let info = (&raw const info).cast::<vk::InstanceCreateInfo<'static>>();
                // SAFETY: a valid create info and output.
                let created = unsafe { create(info, std::ptr::null(), &mut instance) };
                assert_eq!(instance, vk::Instance::null());
                vec![
                    enumerate_count(enumerate),
                    created,
                    enumerate_count(enumerate),
                ]
            })
        })
        .collect();
    for t in calls {
        let r = within_bound(move || t.join().expect("a calling thread"));
        assert_eq!(r, [vk::Result::ERROR_DEVICE_LOST; 3]);
    }
    // No further stream was opened.
    assert_eq!(vulkan_vkrelay::streams::stream_count(), 1);
    end_tx.send(()).unwrap();
    renderer.join().expect("the renderer thread");
    let _ = std::fs::remove_dir_all(&dir);
}
