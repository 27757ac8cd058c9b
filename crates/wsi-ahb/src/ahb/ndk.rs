//! [`Api`] on Android's own functions, loaded from `libnativewindow.so` at run time: building
//! needs no NDK, and a system without them gets [`Error::Unavailable`].

use std::ffi::c_void;
use std::os::fd::RawFd;

use super::{Api, Desc, Error};

/// `native_handle_t`'s header: `version`, `numFds`, `numInts`, then the fds and the ints.
#[repr(C)]
struct NativeHandle {
    version: i32,
    num_fds: i32,
    num_ints: i32,
}

type Allocate = unsafe extern "C" fn(*const Desc, *mut *mut c_void) -> i32;
type Describe = unsafe extern "C" fn(*const c_void, *mut Desc);
type Release = unsafe extern "C" fn(*mut c_void);
type GetNativeHandle = unsafe extern "C" fn(*const c_void) -> *const NativeHandle;

/// An `AHardwareBuffer*` this process holds one reference to.
#[derive(Debug)]
pub struct Buffer(*mut c_void);

// SAFETY: AHardwareBuffers are reference-counted objects of the process, usable from any
// thread.
unsafe impl Send for Buffer {}

/// The functions, from `libnativewindow.so`.
pub struct Ndk {
    allocate: Allocate,
    describe: Describe,
    release: Release,
    native_handle: GetNativeHandle,
    _lib: libloading::Library,
}

impl std::fmt::Debug for Ndk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Ndk")
    }
}

impl Ndk {
    /// Loads the library and its four functions (`AHardwareBuffer_getNativeHandle` is an
    /// LL-NDK function, present on devices since Android 8).
    pub fn load() -> Result<Ndk, Error> {
        let unavailable = |e: libloading::Error| Error::Unavailable(e.to_string());
        // SAFETY: loading Android's system library runs no initialiser with preconditions.
        let lib = unsafe { libloading::Library::new("libnativewindow.so") }.map_err(unavailable)?;
        // SAFETY: each symbol is looked up with the NDK's signature for it.
        unsafe {
            let allocate = *lib
                .get::<Allocate>(b"AHardwareBuffer_allocate\0")
                .map_err(unavailable)?;
            let describe = *lib
                .get::<Describe>(b"AHardwareBuffer_describe\0")
                .map_err(unavailable)?;
            let release = *lib
                .get::<Release>(b"AHardwareBuffer_release\0")
                .map_err(unavailable)?;
            let native_handle = *lib
                .get::<GetNativeHandle>(b"AHardwareBuffer_getNativeHandle\0")
                .map_err(unavailable)?;
            Ok(Ndk {
                allocate,
                describe,
                release,
                native_handle,
                _lib: lib,
            })
        }
    }
}

impl Ndk {
    /// `AHardwareBuffer_describe` of a buffer someone else holds (a window host's).
    ///
    /// # Safety
    /// `buffer` is a live `AHardwareBuffer*`.
    pub unsafe fn describe_ptr(&self, buffer: *const c_void) -> Desc {
        let mut d = Desc::default();
        // SAFETY: caller: a live buffer; a writable description.
        unsafe { (self.describe)(buffer, &mut d) };
        d
    }
}

impl Api for Ndk {
    type Buffer = Buffer;

    fn allocate(&self, desc: &Desc) -> Result<Buffer, Error> {
        let mut out = std::ptr::null_mut();
        // SAFETY: a valid description and out pointer.
        let code = unsafe { (self.allocate)(desc, &mut out) };
        if code != 0 || out.is_null() {
            return Err(Error::Allocate {
                width: desc.width,
                height: desc.height,
                format: desc.format,
                usage: desc.usage,
                code,
            });
        }
        Ok(Buffer(out))
    }

    fn describe(&self, buffer: &Buffer) -> Desc {
        let mut d = Desc::default();
        // SAFETY: a live buffer and a writable description.
        unsafe { (self.describe)(buffer.0, &mut d) };
        d
    }

    fn handle_fds(&self, buffer: &Buffer) -> Vec<RawFd> {
        // SAFETY: a live buffer; the handle it returns lives as long as the buffer, and its
        // `num_fds` descriptors follow the three-word header.
        unsafe {
            let h = (self.native_handle)(buffer.0);
            if h.is_null() {
                return Vec::new();
            }
            let n = (*h).num_fds.clamp(0, 1024) as usize;
            let fds = h.cast::<i32>().add(3);
            (0..n).map(|i| *fds.add(i)).collect()
        }
    }

    fn fd_size(&self, fd: RawFd) -> Option<u64> {
        fd_size(fd)
    }

    fn release(&self, buffer: Buffer) {
        // SAFETY: our one reference, given up.
        unsafe { (self.release)(buffer.0) };
    }
}

/// `lseek(fd, 0, SEEK_END)`, the offset restored; `None` where the descriptor cannot seek.
pub fn fd_size(fd: RawFd) -> Option<u64> {
    // SAFETY: lseek on a descriptor the caller holds open; the position is put back.
    unsafe {
        let here = libc::lseek(fd, 0, libc::SEEK_CUR);
        let end = libc::lseek(fd, 0, libc::SEEK_END);
        if here >= 0 {
            libc::lseek(fd, here, libc::SEEK_SET);
        }
        u64::try_from(end).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_android_the_functions_are_unavailable() {
        if cfg!(target_os = "android") {
            return;
        }
        assert!(matches!(Ndk::load(), Err(Error::Unavailable(_))));
    }

    #[test]
    fn fd_size_reads_a_memfd_and_refuses_a_pipe() {
        use std::os::fd::AsRawFd;
        let f = tempfile_of(12345);
        assert_eq!(fd_size(f.as_raw_fd()), Some(12345));
        let mut p = [0; 2];
        // SAFETY: pipe writes two descriptors.
        assert_eq!(unsafe { libc::pipe(p.as_mut_ptr()) }, 0);
        assert_eq!(fd_size(p[0]), None);
        // SAFETY: our own descriptors.
        unsafe {
            libc::close(p[0]);
            libc::close(p[1]);
        }
    }

    fn tempfile_of(len: u64) -> std::fs::File {
        let path = std::env::temp_dir().join(format!("wsi-ahb-fd-{}", std::process::id()));
        let f = std::fs::File::options()
            .create(true)
            .truncate(true)
            .read(true)
            .write(true)
            .open(&path)
            .unwrap();
        f.set_len(len).unwrap();
        let _ = std::fs::remove_file(&path);
        f
    }
}
