//! AHardwareBuffer support.
//!
//! The fd choice is plain code that runs everywhere (and is tested on Linux): a gralloc native
//! handle may carry several fds (metadata, the buffer, …). Following the bionic-vulkan-wrapper
//! fix, each fd is `lseek`ed to its end, fds that cannot seek (`ESPIPE`) are skipped, and the
//! first fd at least as large as the allocation is the one to map.

use std::os::fd::{AsRawFd, BorrowedFd};

/// Returns the index of the first fd in `fds` whose size (by `lseek(SEEK_END)`) is at least
/// `size`, skipping fds that cannot seek. Each fd's file offset is put back at 0.
pub fn pick_mappable_fd(fds: &[BorrowedFd<'_>], size: u64) -> Option<usize> {
    fds.iter().position(|fd| {
        // SAFETY: lseek on a descriptor that is live for the borrow; it only moves the offset.
        let end = unsafe { libc::lseek(fd.as_raw_fd(), 0, libc::SEEK_END) };
        if end < 0 {
            // ESPIPE (pipes, sockets) and any other refusal: not a mappable buffer.
            return false;
        }
        // SAFETY: as above; restores the offset for whoever else uses the fd.
        unsafe { libc::lseek(fd.as_raw_fd(), 0, libc::SEEK_SET) };
        end as u64 >= size
    })
}

#[cfg(target_os = "android")]
pub(crate) mod ndk {
    //! The NDK AHardwareBuffer API (API level 26+). `AHardwareBuffer_getNativeHandle` is not in
    //! the NDK stubs (it is an LL-NDK symbol), so it is looked up at run time.

    use std::ffi::{c_int, c_void};
    use std::sync::OnceLock;

    /// Opaque `AHardwareBuffer`.
    #[repr(C)]
    pub struct AHardwareBuffer {
        _private: [u8; 0],
    }

    /// `AHardwareBuffer_Desc`.
    #[repr(C)]
    #[derive(Default)]
    pub struct AHardwareBufferDesc {
        pub width: u32,
        pub height: u32,
        pub layers: u32,
        pub format: u32,
        pub usage: u64,
        pub stride: u32,
        pub rfu0: u32,
        pub rfu1: u64,
    }

    /// The head of a `native_handle_t`; `num_fds` fds then `num_ints` ints follow.
    #[repr(C)]
    pub struct NativeHandle {
        pub version: c_int,
        pub num_fds: c_int,
        pub num_ints: c_int,
    }

    pub const FORMAT_BLOB: u32 = 0x21;
    pub const USAGE_CPU_READ_OFTEN: u64 = 3;
    pub const USAGE_CPU_WRITE_OFTEN: u64 = 3 << 4;
    pub const USAGE_GPU_DATA_BUFFER: u64 = 1 << 24;

    #[link(name = "nativewindow")]
    unsafe extern "C" {
        pub fn AHardwareBuffer_allocate(
            desc: *const AHardwareBufferDesc,
            out: *mut *mut AHardwareBuffer,
        ) -> c_int;
        pub fn AHardwareBuffer_release(buffer: *mut AHardwareBuffer);
    }

    type GetNativeHandle = unsafe extern "C" fn(*const AHardwareBuffer) -> *const NativeHandle;

    /// `AHardwareBuffer_getNativeHandle`, if the system exports it.
    pub fn get_native_handle_fn() -> Option<GetNativeHandle> {
        static F: OnceLock<usize> = OnceLock::new();
        let p = *F.get_or_init(|| {
            // SAFETY: dlopen/dlsym with NUL-terminated names; the library stays loaded (no
            // dlclose), so the symbol address stays valid.
            unsafe {
                let lib = libc::dlopen(c"libnativewindow.so".as_ptr(), libc::RTLD_NOW);
                if lib.is_null() {
                    return 0;
                }
                libc::dlsym(lib, c"AHardwareBuffer_getNativeHandle".as_ptr()) as usize
            }
        });
        if p == 0 {
            return None;
        }
        // SAFETY: the symbol has this C signature in libnativewindow.
        Some(unsafe { std::mem::transmute::<*mut c_void, GetNativeHandle>(p as *mut c_void) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::fd::{AsFd, OwnedFd};

    fn memfd(len: i64) -> OwnedFd {
        // SAFETY: memfd_create with a NUL-terminated name; the result is checked.
        let fd = unsafe { libc::memfd_create(c"t".as_ptr(), libc::MFD_CLOEXEC) };
        assert!(fd >= 0);
        // SAFETY: we own the new fd.
        let fd = unsafe { <OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(fd) };
        // SAFETY: ftruncate on our own fd.
        assert_eq!(unsafe { libc::ftruncate(fd.as_raw_fd(), len) }, 0);
        fd
    }

    #[test]
    fn skips_pipes_and_small_fds() {
        let (r, _w) = std::io::pipe().unwrap();
        let pipe: OwnedFd = r.into();
        let small = memfd(100);
        let big = memfd(8192);
        let fds = [pipe.as_fd(), small.as_fd(), big.as_fd()];
        assert_eq!(pick_mappable_fd(&fds, 4096), Some(2));
        assert_eq!(pick_mappable_fd(&fds, 100), Some(1));
        assert_eq!(pick_mappable_fd(&fds, 1 << 20), None);
        assert_eq!(pick_mappable_fd(&[], 1), None);
    }
}
