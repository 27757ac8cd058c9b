//! The `vkrelay-renderer` command.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use vkrelay_renderer::driver::{self, Driver, DriverSource};
use vkrelay_renderer::server;

/// The vkrelay renderer: runs vkrelay clients' Vulkan calls on the real driver.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    /// Load this Vulkan driver library directly instead of going through the system loader.
    #[arg(long, global = true, value_name = "PATH")]
    driver: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the Vulkan devices the real driver exposes, creating a device on each to prove it
    /// works.
    Probe,
    /// Serve vkrelay clients on a Unix socket until killed.
    Serve {
        /// The socket path (default: `$XDG_RUNTIME_DIR/vkrelay.sock`, or
        /// `/tmp/vkrelay-$UID.sock`).
        #[arg(long, value_name = "PATH")]
        socket: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("VKRELAY_LOG"))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let source = cli
        .driver
        .map_or(DriverSource::SystemLoader, DriverSource::Library);
    match cli.command {
        Command::Serve { socket } => {
            let socket = socket.unwrap_or_else(server::default_socket_path);
            let driver = match Driver::load(&source) {
                Ok(d) => d,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::FAILURE;
                }
            };
            // Proves the driver works and is not vkrelay itself before taking clients.
            if let Err(e) = driver::probe_driver(&driver) {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
            let server = match server::Server::bind(&socket) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("error: cannot listen on {}: {e}", socket.display());
                    return ExitCode::FAILURE;
                }
            };
            tracing::info!(socket = %socket.display(), "serving");
            match server.run(
                std::sync::Arc::new(driver),
                std::sync::Arc::new(vkrelay_renderer::config::Config::default()),
            ) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Probe => match Driver::load(&source).and_then(|d| driver::probe_driver(&d)) {
            Ok(devices) if devices.is_empty() => {
                eprintln!("the Vulkan driver exposes no physical device");
                ExitCode::FAILURE
            }
            Ok(devices) => {
                for d in devices {
                    println!(
                        "{} ({:?}, Vulkan {}, {} queue families)",
                        d.name, d.device_type, d.api_version, d.queue_families
                    );
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
    }
}
