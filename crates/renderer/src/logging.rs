//! Where the renderer's `tracing` output goes: Android's log on Android (`logcat -s vkrelay`,
//! through `paranoid-android`, which writes with `__android_log_buf_write` at the event's
//! priority), standard error elsewhere.
//!
//! The filter comes from `VKRELAY_LOG` (`debug`, `vkrelay_renderer=trace`, `off`; the
//! `tracing-subscriber` `EnvFilter` syntax), warnings by default: a dropped client, a refused
//! request or a starved stream says why without it.
//!
//! [`init`] may be called any number of times, from any thread: the first call installs the
//! subscriber, later calls (a JNI library loaded into a process that starts a renderer per
//! context) change nothing and do not panic.
//!
//! ```
//! vkrelay_renderer::logging::init();
//! // A second call is harmless: the subscriber is already there.
//! assert!(!vkrelay_renderer::logging::init());
//! ```

use tracing_subscriber::EnvFilter;
use tracing_subscriber::filter::LevelFilter;

/// The environment variable holding the filter.
pub const FILTER_VAR: &str = "VKRELAY_LOG";

/// The tag of the renderer's lines in Android's log (at most 23 bytes, Android's limit).
pub const ANDROID_TAG: &str = "vkrelay";

fn filter() -> EnvFilter {
    EnvFilter::builder()
        .with_default_directive(LevelFilter::WARN.into())
        .with_env_var(FILTER_VAR)
        .from_env_lossy()
}

/// Installs the process's `tracing` subscriber unless one is installed already (by an earlier
/// call or by the host process). Returns whether this call installed it.
pub fn init() -> bool {
    install()
}

#[cfg(target_os = "android")]
fn install() -> bool {
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    tracing_subscriber::registry()
        .with(filter())
        .with(paranoid_android::layer(ANDROID_TAG))
        .try_init()
        .is_ok()
}

#[cfg(not(target_os = "android"))]
fn install() -> bool {
    tracing_subscriber::fmt()
        .with_env_filter(filter())
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init()
        .is_ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_second_init_is_refused_quietly() {
        // The first call may find a subscriber another test of this binary installed; either
        // way one is installed afterwards, and a further call installs nothing.
        super::init();
        assert!(tracing::dispatcher::has_been_set());
        assert!(!super::init());
    }
}
