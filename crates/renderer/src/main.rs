//! The `vkrelay-renderer` command.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use vkrelay_renderer::driver::{self, Driver, DriverSource};

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
