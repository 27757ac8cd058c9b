//! The four natives of `com.winlator.xenvironment.components.VortekRendererComponent`.
//! Each reads its Java arguments, calls [`crate::context`], and turns every error (and any
//! panic) into a log line and 0 or false.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::Arc;

use jni::JNIEnv;
use jni::objects::{JObject, JObjectArray, JString};
use jni::sys::{JNI_FALSE, JNI_TRUE, jboolean, jint, jlong};
use vkrelay_renderer::present::{Hosting, Import};

use crate::context::{self, CLOSE_WAIT, Context};
use crate::options::Options;
use crate::window_host::JniHost;

/// The log goes where `vkrelay-renderer`'s does ([`vkrelay_renderer::logging::init`]):
/// Android's log on Android, standard error elsewhere, filtered by `VKRELAY_LOG`.
fn init_logging() {
    // Android's log on Android, stderr elsewhere; the host process may have one already.
    let _ = vkrelay_renderer::logging::init();
}

/// Runs `f`, turning a panic into `fallback` (logged).
fn guard<T>(what: &str, fallback: T, f: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(p) => {
            let msg = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            tracing::error!("{what} panicked: {msg}");
            fallback
        }
    }
}

/// Logs a JNI failure; a pending Java exception (a missing field) is described and cleared,
/// so the call returns its failure value instead of throwing.
fn jni_failed(env: &mut JNIEnv, what: &str, e: jni::errors::Error) {
    if env.exception_check().unwrap_or(false) {
        let _ = env.exception_describe();
        let _ = env.exception_clear();
    }
    tracing::error!("{what}: {e}");
}

/// A Java string, `None` for null.
fn string(env: &mut JNIEnv, s: &JString) -> jni::errors::Result<Option<String>> {
    if s.is_null() {
        return Ok(None);
    }
    Ok(Some(env.get_string(s)?.into()))
}

/// `VortekRendererComponent.Options`' fields.
fn read_options(env: &mut JNIEnv, o: &JObject) -> jni::errors::Result<Options> {
    if o.is_null() {
        return Err(jni::errors::Error::NullPtr("options"));
    }
    let vk_max_version = env.get_field(o, "vkMaxVersion", "I")?.i()?;
    let max_device_memory = env.get_field(o, "maxDeviceMemory", "S")?.s()?;
    let image_cache_size = env.get_field(o, "imageCacheSize", "S")?.s()?;
    let resource_memory_type = env.get_field(o, "resourceMemoryType", "B")?.b()?;
    let list = env
        .get_field(o, "exposedDeviceExtensions", "[Ljava/lang/String;")?
        .l()?;
    let exposed_device_extensions = if list.is_null() {
        None
    } else {
        let list = JObjectArray::from(list);
        let n = env.get_array_length(&list)?;
        let mut names = Vec::with_capacity(n.max(0) as usize);
        for i in 0..n {
            let e = JString::from(env.get_object_array_element(&list, i)?);
            if let Some(name) = string(env, &e)? {
                names.push(name);
            }
        }
        Some(names)
    };
    Ok(Options {
        vk_max_version,
        max_device_memory,
        image_cache_size,
        resource_memory_type,
        exposed_device_extensions,
    })
}

/// `void initVulkanWrapper(String nativeLibraryDir, String libvulkanPath)`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_com_winlator_xenvironment_components_VortekRendererComponent_initVulkanWrapper<
    'l,
>(
    mut env: JNIEnv<'l>,
    this: JObject<'l>,
    native_library_dir: JString<'l>,
    libvulkan_path: JString<'l>,
) {
    init_logging();
    guard("initVulkanWrapper", (), || {
        let dir = string(&mut env, &native_library_dir);
        let path = string(&mut env, &libvulkan_path);
        let (dir, path) = match (dir, path) {
            (Ok(d), Ok(p)) => (d, p),
            (Err(e), _) | (_, Err(e)) => return jni_failed(&mut env, "initVulkanWrapper", e),
        };
        // The component answers the window callbacks: the renderer's swapchains are presented
        // into its windows.
        let hosting = match (env.get_java_vm(), env.new_global_ref(&this)) {
            (Ok(vm), Ok(object)) => Some(Hosting {
                host: Arc::new(JniHost::new(vm, object)),
                import: Import::for_platform(),
            }),
            (Err(e), _) | (_, Err(e)) => {
                jni_failed(&mut env, "initVulkanWrapper", e);
                None
            }
        };
        tracing::debug!(native_library_dir = ?dir, libvulkan_path = ?path, "initVulkanWrapper");
        if let Err(e) = context::init(path.map(PathBuf::from), hosting) {
            tracing::error!("initVulkanWrapper: {e}");
        }
    });
}

/// `long createVkContext(int clientFd, Options options)`: a context pointer, 0 on failure.
#[unsafe(no_mangle)]
pub extern "system" fn Java_com_winlator_xenvironment_components_VortekRendererComponent_createVkContext<
    'l,
>(
    mut env: JNIEnv<'l>,
    _this: JObject<'l>,
    client_fd: jint,
    options: JObject<'l>,
) -> jlong {
    guard("createVkContext", 0, || {
        let options = match read_options(&mut env, &options) {
            Ok(o) => o,
            Err(e) => {
                jni_failed(&mut env, "createVkContext: reading the options", e);
                return 0;
            }
        };
        match Context::new(client_fd, &options) {
            Ok(c) => Box::into_raw(Box::new(c)) as jlong,
            Err(e) => {
                tracing::error!(fd = client_fd, "createVkContext: {e}");
                0
            }
        }
    })
}

/// The context behind `ptr`, a value `createVkContext` returned and
/// `destroyVkContext` has not freed.
///
/// # Safety
/// `ptr` is 0 or such a value, and no other call uses it at the same time (Java calls the
/// natives of one connection from its one loop thread).
unsafe fn context<'a>(ptr: jlong) -> Option<&'a mut Context> {
    // SAFETY: by the caller's contract, a non-zero `ptr` is a live `Box<Context>` that
    // nothing else borrows now.
    unsafe { (ptr as *mut Context).as_mut() }
}

/// `boolean handleExtraDataRequest(long contextPtr, int requestCode, int requestLength)`:
/// `requestCode` is the low 16 bits of the header's code.
#[unsafe(no_mangle)]
pub extern "system" fn Java_com_winlator_xenvironment_components_VortekRendererComponent_handleExtraDataRequest<
    'l,
>(
    _env: JNIEnv<'l>,
    _this: JObject<'l>,
    context_ptr: jlong,
    request_code: jint,
    request_length: jint,
) -> jboolean {
    guard("handleExtraDataRequest", JNI_FALSE, || {
        // SAFETY: Java passes the pointer createVkContext returned (its connection's tag),
        // from its one loop thread, before destroyVkContext.
        let Some(ctx) = (unsafe { context(context_ptr) }) else {
            tracing::error!("handleExtraDataRequest on a connection without a context");
            return JNI_FALSE;
        };
        let (Ok(request), Ok(length)) =
            (u16::try_from(request_code), u32::try_from(request_length))
        else {
            tracing::error!(
                request_code,
                request_length,
                "handleExtraDataRequest: bad header"
            );
            return JNI_FALSE;
        };
        match ctx.extra_data(request, length) {
            Ok(()) => JNI_TRUE,
            Err(e) => {
                tracing::error!("handleExtraDataRequest: {e}");
                JNI_FALSE
            }
        }
    })
}

/// `void destroyVkContext(long contextPtr)`: the client hung up.
#[unsafe(no_mangle)]
pub extern "system" fn Java_com_winlator_xenvironment_components_VortekRendererComponent_destroyVkContext<
    'l,
>(
    _env: JNIEnv<'l>,
    _this: JObject<'l>,
    context_ptr: jlong,
) {
    guard("destroyVkContext", (), || {
        if context_ptr == 0 {
            return;
        }
        // SAFETY: a pointer createVkContext returned, which Java passes here once, when its
        // connection is gone; nothing uses it afterwards.
        let ctx = unsafe { Box::from_raw(context_ptr as *mut Context) };
        if !ctx.close(CLOSE_WAIT) {
            tracing::warn!(
                "destroyVkContext: the connection's thread still runs after {CLOSE_WAIT:?}; \
                 it frees the client when it ends"
            );
        }
    });
}
