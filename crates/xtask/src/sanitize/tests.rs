//! The attribution of reports, on reports shaped as the runtimes print them.

use super::*;

const ASAN_OURS: &str = "\
=================================================================
==4242==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000a1c at pc 0x7f00 bp 0x7ffd sp 0x7ffd
READ of size 4 at 0x602000000a1c thread T0
    #0 0x7f3a1b2c in core::ptr::read::h1 /rustc/abc/library/core/src/ptr/mod.rs:1700:9
    #1 0x7f3a1b2d in vulkan_vkrelay::streams::acquire::h2 /src/crates/icd/src/streams.rs:390:5
    #2 0x7f3a1b2e in vkCreateInstance (/usr/lib/x86_64-linux-gnu/libvulkan.so.1+0x4f123)
    #3 0x55aa in main (/usr/bin/vulkaninfo+0x1234)

0x602000000a1c is located 0 bytes after 12-byte region [0x602000000a10,0x602000000a1c)
allocated by thread T0 here:
    #0 0x7f9d in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69
    #1 0x7f3b in alloc::alloc::alloc::h3 /rustc/abc/library/alloc/src/alloc.rs:95:14

SUMMARY: AddressSanitizer: heap-buffer-overflow /src/crates/icd/src/streams.rs:390:5 in vulkan_vkrelay::streams::acquire::h2
Shadow bytes around the buggy address:
";

const TSAN_LAVAPIPE: &str = "\
==================
WARNING: ThreadSanitizer: data race (pid=977)
  Write of size 8 at 0x7b4400001234 by thread T7:
    #0 pthread_mutex_destroy ../../../../src/libsanitizer/tsan/tsan_interceptors_posix.cpp:1244 (libtsan.so.2+0x4f8a1)
    #1 <null> <null> (libvulkan_lvp.so+0x1b2c3d)
    #2 vkrelay_renderer::device::destroy_device /src/crates/renderer/src/device.rs:88:9 (vkrelay-renderer+0x99)

  Previous atomic read of size 1 at 0x7b4400001234 by thread T9:
    #0 pthread_mutex_lock ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:4324 (libtsan.so.2+0x5a1b2)
    #1 <null> <null> (libvulkan_lvp.so+0x1b0000)

  Location is heap block of size 512 at 0x7b4400001200 allocated by thread T7:
    #0 malloc ../../../../src/libsanitizer/tsan/tsan_interceptors_posix.cpp:647 (libtsan.so.2+0x3f6c8)
    #1 vulkan_vkrelay::memory::alloc /src/crates/icd/src/memory.rs:10:1 (libvulkan_vkrelay.so+0x10)

  Thread T7 (tid=990, running) created by main thread at:
    #0 pthread_create ../../../../src/libsanitizer/tsan/tsan_interceptors_posix.cpp:1001 (libtsan.so.2+0x5f0)
    #1 vkrelay_renderer::serve::run /src/crates/renderer/src/serve.rs:1:1 (vkrelay-renderer+0x11)

SUMMARY: ThreadSanitizer: data race (/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so+0x1b2c3d)
==================
";

const TSAN_OURS_SECOND_STACK: &str = "\
WARNING: ThreadSanitizer: data race (pid=12)
  Read of size 8 at 0x7b0400000010 by thread T2:
    #0 memcpy ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:827 (libtsan.so.2+0x6243e)
    #1 <null> <null> (libGLX_mesa.so.0+0x5000)

  Previous write of size 8 at 0x7b0400000010 by main thread:
    #0 <core::sync::atomic::AtomicU64>::store /rustc/x/library/core/src/sync/atomic.rs:1:1 (libvulkan_vkrelay.so+0x20)
    #1 <shm_ring::Writer>::send /src/crates/shm-ring/src/lib.rs:5:5 (libvulkan_vkrelay.so+0x21)

SUMMARY: ThreadSanitizer: data race (libGLX_mesa.so.0+0x5000)
";

#[test]
fn reports_are_split_at_their_summary() {
    let log = format!("some output\n{ASAN_OURS}{TSAN_LAVAPIPE}trailing\n");
    let r = split_reports(&log);
    assert_eq!(r.len(), 2);
    assert!(r[0].starts_with("==4242==ERROR"));
    assert!(r[0].trim_end().ends_with("streams::acquire::h2"));
    assert!(r[1].starts_with("WARNING: ThreadSanitizer"));
    assert_eq!(kind(r[0]), "AddressSanitizer: heap-buffer-overflow");
    assert_eq!(kind(r[1]), "ThreadSanitizer: data race");
}

#[test]
fn a_fault_in_our_frame_under_std_is_ours() {
    let v = verdict(ASAN_OURS);
    assert_eq!(v.whose, Whose::Ours, "{v:?}");
    assert!(
        v.at.starts_with("vulkan_vkrelay::streams::acquire"),
        "{v:?}"
    );
}

#[test]
fn a_race_inside_lavapipe_is_not_ours_though_our_code_called_it() {
    // Our frames are outer frames of the access stacks, or in the allocation's and the
    // thread's creation stacks: lavapipe's frame decides.
    assert_eq!(
        verdict(TSAN_LAVAPIPE),
        Verdict {
            whose: Whose::Theirs,
            at: "libvulkan_lvp.so / libvulkan_lvp.so".to_owned()
        }
    );
}

#[test]
fn a_race_of_our_code_with_mesa_is_shared() {
    let v = verdict(TSAN_OURS_SECOND_STACK);
    assert_eq!(v.whose, Whose::Shared, "{v:?}");
    assert!(v.at.starts_with("<shm_ring::Writer>::send"), "{v:?}");
    assert!(v.at.ends_with(" / libGLX_mesa.so.0"), "{v:?}");
}

#[test]
fn a_race_with_both_sides_in_our_code_is_ours() {
    // As GCC's runtime prints Rust frames: v0-mangled, with places relative to the root.
    let both = TSAN_OURS_SECOND_STACK.replace(
        "#1 <null> <null> (libGLX_mesa.so.0+0x5000)",
        "#1 _RNvNtCsb7V5ibh84Ul_7vk_wire6encode11append_with crates/vk-wire/src/encode.rs:794 \
         (libvulkan_vkrelay.so+0x65dcd7)",
    );
    let v = verdict(&both);
    assert_eq!(v.whose, Whose::Ours, "{v:?}");
}

#[test]
fn mangled_frames_name_their_crate() {
    let f = |what: &str| Frame {
        what: what.to_owned(),
        module: "libvulkan_vkrelay.so".to_owned(),
    };
    let call = f(
        "_RINvNtCsd5dYiCVn8fv_14vulkan_vkrelay4call4callNtNtNtCsb7V5ibh84Ul_7vk_wire9generated4args13QueueWaitIdleEB4_ crates/icd/src/call.rs:612",
    );
    assert_eq!(call.mangled_crate(), Some("vulkan_vkrelay"));
    assert!(call.is_ours() && !call.is_std());
    let drop = f(
        "_RINvNtCs1_4core3ptr13drop_in_placeNtCsd5_14vulkan_vkrelay4HeldEB2_ /rustc/x/library/core/src/ptr/mod.rs:1",
    );
    assert_eq!(drop.mangled_crate(), Some("core"));
    assert!(drop.is_std());
    let legacy = f("_ZN8shm_ring6writer6Writer4send17h0123456789abcdefE");
    assert_eq!(legacy.mangled_crate(), Some("shm_ring"));
    assert!(legacy.is_ours());
    let mesa = Frame {
        what: "_RNvCs1_5other3fun".to_owned(),
        module: "libgallium.so".to_owned(),
    };
    assert!(!mesa.is_ours());
}

#[test]
fn unsymbolized_frames_are_ours_by_module() {
    let r = "==1==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000\n\
             The signal is caused by a READ memory access.\n    \
             #0 0x7f01 (/lib/x86_64-linux-gnu/libc.so.6+0x9a0b0)\n    \
             #1 0x7f02 (/t/debug/libvulkan_vkrelay.so+0x1234)\n";
    let v = verdict(r);
    assert_eq!(
        v,
        Verdict {
            whose: Whose::Ours,
            at: "libvulkan_vkrelay.so".to_owned()
        }
    );
    let mesa = r.replace("libvulkan_vkrelay.so", "libgallium-24.2.so");
    assert_eq!(verdict(&mesa).whose, Whose::Theirs);
}

#[test]
fn frames_parse_in_both_runtimes_forms() {
    let a = parse_frame("    #2 0x7f3a1b2e in vkCreateInstance (/usr/lib/libvulkan.so.1+0x4f123)")
        .unwrap();
    assert_eq!(
        (a.what.as_str(), a.module.as_str()),
        ("vkCreateInstance", "libvulkan.so.1")
    );
    let t = parse_frame("    #1 <null> <null> (libvulkan_lvp.so+0x1b2c3d)").unwrap();
    assert_eq!(
        (t.what.as_str(), t.module.as_str()),
        ("<null> <null>", "libvulkan_lvp.so")
    );
    let p = parse_frame("    #0 0x55 in f /a/b.rs:1:2").unwrap();
    assert_eq!((p.what.as_str(), p.module.as_str()), ("f /a/b.rs:1:2", ""));
    let l =
        parse_frame("    #1 <null> <null> (libvulkan_lvp.so+0x27d2fc) (BuildId: 24e14f)").unwrap();
    assert_eq!(l.module, "libvulkan_lvp.so");
    assert!(parse_frame("  Write of size 8 at 0x7b by thread T7:").is_none());
    assert!(parse_frame("    #x not a frame").is_none());
}
