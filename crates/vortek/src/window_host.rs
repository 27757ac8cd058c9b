//! The window host of Winlator's X server, reached through its Java component
//! (`VortekRendererComponent`): [`JniHost`] answers `wsi_ahb::hosted::WindowHost` with the
//! component's window callbacks, as Winlator declares them:
//!
//! | callback | signature | here |
//! |---|---|---|
//! | `int getWindowWidth(int windowId)` | `(I)I` | [`WindowHost::size`] (with the height; 0×0: no such window) |
//! | `int getWindowHeight(int windowId)` | `(I)I` | |
//! | `long getWindowHardwareBuffer(int windowId, boolean useHALPixelFormatBGRA8888)` | `(IZ)J` | [`WindowHost::buffer`]: an `AHardwareBuffer*` on Android, 0 if none |
//! | `void updateWindowContent(int windowId)` | `(I)V` | [`WindowHost::show`] |
//!
//! They are called from the renderer's threads (a client's stream, a swapchain's present
//! thread), each attached to the VM once as a daemon thread (it never keeps the VM from
//! exiting, and stays attached until it ends). A Java exception is described, cleared and
//! logged; the call then answers "no window" (`None`, 0) or does nothing.

use jni::objects::{GlobalRef, JValue, JValueOwned};
use jni::{JNIEnv, JavaVM};
use wsi_ahb::hosted::WindowHost;

use ash::vk;

/// Winlator's component as the host of the windows.
pub struct JniHost {
    vm: JavaVM,
    component: GlobalRef,
}

impl std::fmt::Debug for JniHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JniHost")
    }
}

impl JniHost {
    /// The host behind `component`, an instance of `VortekRendererComponent` of `vm`.
    pub fn new(vm: JavaVM, component: GlobalRef) -> JniHost {
        JniHost { vm, component }
    }

    /// Calls `name` (of JNI signature `sig`) on the component from this thread, attached to the
    /// VM if it was not, and reads its result with `get`; `None` (logged) when that fails or
    /// the method throws.
    fn call<T>(
        &self,
        name: &str,
        sig: &str,
        args: &[JValue],
        get: impl FnOnce(JValueOwned) -> jni::errors::Result<T>,
    ) -> Option<T> {
        let mut env = match self.vm.attach_current_thread_as_daemon() {
            Ok(env) => env,
            Err(e) => {
                tracing::error!("{name}: cannot attach the thread to the Java VM: {e}");
                return None;
            }
        };
        match env
            .call_method(self.component.as_obj(), name, sig, args)
            .and_then(get)
        {
            Ok(v) => Some(v),
            Err(e) => {
                clear_exception(&mut env);
                tracing::error!("{name}: {e}");
                None
            }
        }
    }

    fn int(&self, name: &str, window: u32) -> Option<i32> {
        self.call(name, "(I)I", &[JValue::Int(window as i32)], |v| v.i())
    }
}

/// Describes and clears a pending Java exception, so that later calls on the thread work.
fn clear_exception(env: &mut JNIEnv) {
    if env.exception_check().unwrap_or(false) {
        let _ = env.exception_describe();
        let _ = env.exception_clear();
    }
}

impl WindowHost for JniHost {
    fn size(&self, window: u32) -> Option<vk::Extent2D> {
        let width = self.int("getWindowWidth", window)?;
        let height = self.int("getWindowHeight", window)?;
        match (u32::try_from(width), u32::try_from(height)) {
            (Ok(width), Ok(height)) if width > 0 && height > 0 => {
                Some(vk::Extent2D { width, height })
            }
            _ => None,
        }
    }

    fn buffer(&self, window: u32, bgra: bool) -> u64 {
        let args = [JValue::Int(window as i32), JValue::Bool(u8::from(bgra))];
        self.call("getWindowHardwareBuffer", "(IZ)J", &args, |v| v.j())
            .map_or(0, |b| b as u64)
    }

    fn show(&self, window: u32) {
        let _ = self.call(
            "updateWindowContent",
            "(I)V",
            &[JValue::Int(window as i32)],
            |v| v.v(),
        );
    }
}
