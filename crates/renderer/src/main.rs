//! The `vkrelay-renderer` command.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// The vkrelay renderer: runs vkrelay clients' Vulkan calls on the real driver.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
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
    match cli.command {
        Command::Probe => match vkrelay_renderer::driver::probe() {
            Ok(devices) if devices.is_empty() => {
                eprintln!("the Vulkan loader found no physical device");
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
