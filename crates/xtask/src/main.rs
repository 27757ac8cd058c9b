//! vkrelay's tasks, run as `cargo xtask <task>` (an alias in `.cargo/config.toml`).
//!
//! - `demo`: the main job, installing missing system packages first.
//! - `test`: every check CI runs; `.ci/run` calls exactly this (`test WORD...` runs only the
//!   steps whose names contain one of the words).
//! - `dxvk`: DXVK's Direct3D 9/11 triangles under Wine, natively and through vkrelay.
//! - `soak`: one renderer under glmark2, vkcube and killed clients for minutes; its memory
//!   and descriptors must stay flat.
//! - `sanitize`: the renderer and the ICD under AddressSanitizer or ThreadSanitizer, with
//!   real clients and the ICD's tests; fails if a report names our code.
//! - `test-data`: the downloaded test data (real DDS files), which `test` fetches first.
//! - `install`, `uninstall`: the renderer, the ICD and its manifest in a prefix (`~/.local`);
//!   `install-test` checks that the loader finds an installation without `VK_DRIVER_FILES`.
//!
//! Only the standard library is used, so the tasks build in seconds on a fresh machine.

mod demo;
mod disk;
mod dxvk;
mod fuzz;
mod install;
mod sanitize;
mod soak;
mod steps;
mod system;
mod testdata;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <demo|test [WORD...]|dxvk|soak|sanitize <address|thread>|test-data|install-deps|install|uninstall|install-test>

  demo          install missing system packages, then run the main job
  test          run every check CI runs (fmt, clippy, tests, docs, deny, aarch64, android, dxvk);
                with words, only the steps whose names contain one (`test android aarch64`)
  dxvk          build DXVK and its triangle programs (../shared/dxvk), make a Wine prefix, and
                compare the programs' windows natively and through vkrelay
  soak [--minutes N | --seconds N] [--tolerance PCT]
                one renderer (--isolation none) serves glmark2 through zink, vkcube and
                clients killed after 0.5-3 s for N minutes (default 10); fails unless its
                resident memory and open fds, idle after a warm-up and idle after the soak,
                agree within PCT % (default 5) and every client that should live did
  sanitize address|thread [--read]
                build the renderer and the ICD with that sanitizer (nightly; ~15-25 min on 2
                cores), run vulkaninfo, vkcube, zink glxgears and glmark2 through them on
                lavapipe (the ICD gets GCC's shared runtime by LD_PRELOAD) and the ICD's tests;
                fails if a client fails or a report's innermost frames are in our code;
                --read only attributes the last run's reports again
  test-data     download (pinned, SHA-256 checked, cached in target/) the DDS files the
                renderer's tests upload: Pillow's Tests/images from its PyPI sdist
  install-deps  only install the system packages, rustup targets and cargo tools
  install [--prefix P] [--debug]
                build (release, or debug with --debug) and install P/bin/vkrelay-renderer,
                P/lib/libvulkan_vkrelay.so and P/share/vulkan/icd.d/vkrelay_icd.<arch>.json
                (default prefix: ~/.local)
  uninstall [--prefix P]
                remove exactly the files install wrote
  install-test  install the debug build into target/install-test and check that vulkaninfo
                finds vkrelay there without VK_DRIVER_FILES, then uninstall";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("demo") => demo::demo(),
        Some("test") => steps::test(&args[1..]),
        Some("dxvk") => dxvk::dxvk(),
        Some("soak") => soak::soak(&args[1..]),
        Some("sanitize") => sanitize::sanitize(&args[1..]),
        Some("test-data") => testdata::fetch_dds().map(|dir| println!("{}", dir.display())),
        Some("install-deps") => system::install_all(),
        Some("install") => install::install(&args[1..]),
        Some("uninstall") => install::uninstall(&args[1..]),
        Some("install-test") => install::install_test(),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: error: {e}");
            ExitCode::FAILURE
        }
    }
}
