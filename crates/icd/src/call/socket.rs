//! Which socket the ICD connects to: the environment's, Winlator's where it listens, or the
//! renderer's default; and whether that is Winlator's own renderer.

use std::path::{Path, PathBuf};

/// The socket Winlator's Vortek renderer listens on (its `UnixSocketConfig.VORTEK_SERVER_PATH`
/// under the container's root file system), where Winlator's own `libvulkan_vortek.so`
/// connects: installed in its place, this ICD finds the renderer there with no setting.
pub const WINLATOR_SOCKET: &str = "/data/data/com.winlator/files/rootfs/tmp/.vortek/V0";

/// The socket path the ICD connects to: `VKRELAY_SERVER_PATH`, else `VORTEK_SERVER_PATH`,
/// else Winlator's socket ([`WINLATOR_SOCKET`]) where that exists, else
/// `$XDG_RUNTIME_DIR/vkrelay.sock`, else `/tmp/vkrelay-$UID.sock` (the renderer's default).
pub fn server_path() -> PathBuf {
    pick_server_path(
        |var| std::env::var_os(var),
        &[Path::new(WINLATOR_SOCKET)],
        default_socket_path(),
    )
}

/// [`server_path`]'s choice, given the environment, the well-known sockets to look for and
/// the default.
fn pick_server_path(
    env: impl Fn(&str) -> Option<std::ffi::OsString>,
    well_known: &[&Path],
    default: PathBuf,
) -> PathBuf {
    for var in ["VKRELAY_SERVER_PATH", "VORTEK_SERVER_PATH"] {
        if let Some(p) = env(var).filter(|p| !p.is_empty()) {
            return p.into();
        }
    }
    use std::os::unix::fs::FileTypeExt;
    well_known
        .iter()
        .find(|p| std::fs::metadata(p).is_ok_and(|m| m.file_type().is_socket()))
        .map_or(default, |p| p.to_path_buf())
}

/// Whether [`server_path`] is Winlator's renderer: `VORTEK_SERVER_PATH` names the socket, or
/// nothing does and Winlator's socket ([`WINLATOR_SOCKET`]) is there. That renderer
/// (`libvortekrenderer.so`) presents into Winlator's windows itself, so the ICD's surfaces
/// try it first (`wsi_renderer::Choice`).
pub fn winlator_server() -> bool {
    pick_winlator(|var| std::env::var_os(var), &[Path::new(WINLATOR_SOCKET)])
}

/// [`winlator_server`]'s choice, given the environment and Winlator's socket.
fn pick_winlator(env: impl Fn(&str) -> Option<std::ffi::OsString>, well_known: &[&Path]) -> bool {
    let set = |var: &str| env(var).is_some_and(|p| !p.is_empty());
    if set("VKRELAY_SERVER_PATH") {
        return false;
    }
    if set("VORTEK_SERVER_PATH") {
        return true;
    }
    let default = PathBuf::new();
    pick_server_path(|_| None, well_known, default.clone()) != default
}

/// `$XDG_RUNTIME_DIR/vkrelay.sock`, or `/tmp/vkrelay-$UID.sock` without it.
pub fn default_socket_path() -> PathBuf {
    match std::env::var_os("XDG_RUNTIME_DIR").filter(|p| !p.is_empty()) {
        Some(d) => PathBuf::from(d).join("vkrelay.sock"),
        None => {
            // SAFETY: getuid has no preconditions and cannot fail.
            let uid = unsafe { libc::getuid() };
            PathBuf::from(format!("/tmp/vkrelay-{uid}.sock"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_then_a_listening_winlator_socket_then_the_default() {
        let dir = std::env::temp_dir().join(format!("vkrelay-icd-path-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let socket = dir.join("V0");
        let _ = std::fs::remove_file(&socket);
        let default = PathBuf::from("/default.sock");
        let none = |_: &str| None;
        // No socket there: the default.
        assert_eq!(pick_server_path(none, &[&socket], default.clone()), default);
        // A plain file is no socket either.
        std::fs::write(&socket, b"").unwrap();
        assert_eq!(pick_server_path(none, &[&socket], default.clone()), default);
        std::fs::remove_file(&socket).unwrap();
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        assert_eq!(pick_server_path(none, &[&socket], default.clone()), socket);
        // The environment wins, VKRELAY_SERVER_PATH first; an empty value does not count.
        let env = |v: &str| match v {
            "VORTEK_SERVER_PATH" => Some("/vortek.sock".into()),
            "VKRELAY_SERVER_PATH" => Some("".into()),
            _ => None,
        };
        assert_eq!(
            pick_server_path(env, &[&socket], default.clone()),
            PathBuf::from("/vortek.sock")
        );
        let env = |v: &str| (v == "VKRELAY_SERVER_PATH").then(|| "/vkrelay.sock".into());
        assert_eq!(
            pick_server_path(env, &[&socket], default),
            PathBuf::from("/vkrelay.sock")
        );
        // Winlator's renderer: named by VORTEK_SERVER_PATH, or its socket found; not where
        // VKRELAY_SERVER_PATH names another.
        assert!(pick_winlator(none, &[&socket]));
        let vortek = |v: &str| (v == "VORTEK_SERVER_PATH").then(|| "/vortek.sock".into());
        assert!(pick_winlator(vortek, &[]));
        assert!(!pick_winlator(env, &[&socket]));
        assert!(!pick_winlator(none, &[&dir.join("absent")]));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
