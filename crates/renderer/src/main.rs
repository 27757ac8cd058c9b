//! The `vkrelay-renderer` command.
//!
//! The configuration comes from `--config PATH` or `$XDG_CONFIG_HOME/vkrelay/renderer.toml`,
//! with the flags below on top; see `vkrelay_renderer::config` for every key.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Args, Parser, Subcommand};
use vkrelay_renderer::config::{
    ApiVersionLimit, BcDecode, ByteSize, ClipMode, Config, ContentionHint, Emulation, ShaderFix,
    StreamClass,
};
use vkrelay_renderer::driver::{self, ApiVersion, Driver, DriverSource};
use vkrelay_renderer::isolation::{Isolation, supervisor, worker};
use vkrelay_renderer::server;

/// The vkrelay renderer: runs vkrelay clients' Vulkan calls on the real driver.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    /// Read the configuration from this TOML file (default:
    /// `$XDG_CONFIG_HOME/vkrelay/renderer.toml` if it exists).
    #[arg(long, global = true, value_name = "PATH")]
    config: Option<PathBuf>,
    #[command(flatten)]
    overrides: Overrides,
    #[command(subcommand)]
    command: Command,
}

/// Flags that override the configuration file.
#[derive(Debug, Args)]
struct Overrides {
    /// Load this Vulkan driver library directly instead of going through the system loader.
    #[arg(long, global = true, value_name = "PATH")]
    driver: Option<PathBuf>,
    /// The highest Vulkan version clients are told: 1.1, 1.2 or 1.3.
    #[arg(long, global = true, value_name = "VERSION")]
    max_api_version: Option<ApiVersionLimit>,
    /// The size every memory heap is reported at, at most, and what each device may allocate
    /// in a heap (e.g. 2GiB, 512MiB, 1073741824).
    #[arg(long, global = true, value_name = "SIZE")]
    max_memory: Option<ByteSize>,
    /// Print a summary of each client's calls when it leaves.
    #[arg(long, global = true)]
    stats: bool,
    /// Append each client's counters as one line of JSON to FILE when it leaves (for
    /// scripts).
    #[arg(long, global = true, value_name = "FILE")]
    stats_json: Option<PathBuf>,
    /// Capture each client into a trace file: the first client writes FILE, later ones the
    /// first free of FILE.1, FILE.2, ... (read one with `trace info` or `trace dump`).
    #[arg(long, global = true, value_name = "FILE")]
    capture: Option<PathBuf>,
    /// Under --capture: the frames whose presented image is written as FILE.frame-N.png
    /// (comma-separated frame numbers; for clients whose swapchains the renderer presents).
    #[arg(long, global = true, value_name = "N,M...", value_delimiter = ',')]
    capture_screenshots: Option<Vec<u64>>,
    /// Behave as if the driver lacked these features, so that the renderer's repairs run
    /// (comma-separated: clip-distance, cull-distance, scaled-vertex, placed-memory, bc).
    #[arg(long, global = true, value_name = "LIST", value_delimiter = ',')]
    emulate_missing: Option<Vec<Emulation>>,
    /// Features clients are told are present although the driver lacks them and no repair
    /// emulates them (comma-separated feature names); cleared from device creation.
    #[arg(long, global = true, value_name = "LIST", value_delimiter = ',')]
    report_features: Option<Vec<String>>,
    /// MiB of decoded staging memory the BC repair may hold per device (default 256).
    #[arg(long, global = true, value_name = "MIB", value_parser = clap::value_parser!(u32).range(1..=65536))]
    image_cache_mb: Option<u32>,
    /// Where the driver lacks shaderClipDistance: emulate (default) or strip.
    #[arg(long, global = true, value_name = "MODE")]
    clip_distance: Option<ClipMode>,
    /// DXVK shader fixes every device gets (comma-separated: point-size, widen-inputs,
    /// image-bound-check); default: by driver (all three on Arm Mali).
    #[arg(long, global = true, value_name = "LIST", value_delimiter = ',')]
    shader_fixes: Option<Vec<ShaderFix>>,
    /// Where the BC repair decodes uploads: auto (default: the GPU for sources the CPU
    /// cannot read), cpu or gpu.
    #[arg(long, global = true, value_name = "PATH")]
    bc_decode: Option<BcDecode>,
    /// The nice value (0-19) a stream thread takes once it replays recorded command buffers,
    /// so the driver's and the application's threads get the cores first (default 19; 0 keeps
    /// the renderer's priority).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=19))]
    stream_nice: Option<u8>,
    /// How long (µs, 0-100000) a host wait polls the driver, on the stream's own thread,
    /// before it blocks, and how long a stream thread in the idle class polls the timeline
    /// semaphores its submission left pending (default 2000; 0: no polling).
    #[arg(long, global = true, value_name = "US", value_parser = clap::value_parser!(u32).range(0..=100_000))]
    wait_poll_us: Option<u32>,
    /// How a stream thread lowers its priority once it replays recorded command buffers:
    /// idle (SCHED_IDLE), nice (--stream-nice), or auto (default: idle on machines of up to 4
    /// CPUs, nice above).
    #[arg(long, global = true, value_name = "CLASS")]
    stream_class: Option<StreamClass>,
    /// The time slice (µs: 0, or 100-100000) the renderer's stream and watcher threads ask
    /// the scheduler for, so that they preempt busy threads when they wake (default 100; 0:
    /// the kernel's default).
    #[arg(long, global = true, value_name = "US", value_parser = thread_slice_us)]
    thread_slice_us: Option<u32>,
    /// When a stream thread tells the ICD that waking it waits for a CPU, so that messages
    /// only later ones need go without waking it: auto (while its spins lose their core;
    /// the default), always, or never.
    #[arg(long, global = true, value_name = "WHEN")]
    contention_hint: Option<ContentionHint>,
    /// The most objects one client may hold (default 1048576); past it, creations fail with
    /// VK_ERROR_OUT_OF_HOST_MEMORY.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    max_objects: Option<u32>,
    /// The most streams (connections) one client may have (1-64, default 64); a further one
    /// is refused with VK_ERROR_TOO_MANY_OBJECTS.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    max_streams: Option<u32>,
    /// The most messages one client may send a second (default 1000000); past it the
    /// client's streams wait for the next second (slowed, not dropped).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    max_message_rate: Option<u32>,
    /// Keep no pipeline cache on disk (the configuration's `pipeline_cache = false`).
    #[arg(long, global = true)]
    no_pipeline_cache: bool,
    /// Where the pipeline cache files are kept (default `$XDG_CACHE_HOME/vkrelay`, or
    /// `$HOME/.cache/vkrelay`).
    #[arg(long, global = true, value_name = "PATH")]
    pipeline_cache_dir: Option<PathBuf>,
    /// What the pipeline cache files may hold together (e.g. 256MiB, the default); the
    /// oldest files are removed until the rest fit.
    #[arg(long, global = true, value_name = "SIZE")]
    pipeline_cache_max: Option<ByteSize>,
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
        /// How clients are kept apart: process (default: a worker process per client, so a
        /// driver crash ends only that client) or none (every client in this process).
        #[arg(long, value_name = "MODE")]
        isolation: Option<Isolation>,
        /// Run under a watchdog that starts the renderer again when it dies (not when it is
        /// stopped by SIGTERM or SIGINT, or fails at startup).
        #[arg(long)]
        restart: bool,
        /// Test builds only: raise SIGSEGV where COMMAND arrives (for APPLICATION only, if
        /// given), to test what a driver crash does.
        #[cfg(feature = "test-crash")]
        #[arg(long, value_name = "COMMAND[@APPLICATION]")]
        test_crash_on: Option<String>,
    },
    /// Run one program on a private renderer: `run [OPTIONS] -- PROGRAM [ARGS...]`. The
    /// program's exit status is run's (128 + N where signal N killed it).
    Run {
        /// Also set zink's variables, so that OpenGL programs run on Vulkan through vkrelay.
        #[arg(long)]
        gl: bool,
        /// The ICD library (default: next to this binary, in ../lib, or in the standard
        /// install directories).
        #[arg(long, value_name = "PATH")]
        icd: Option<PathBuf>,
        /// The program and its arguments.
        #[arg(required = true, trailing_var_arg = true, value_name = "PROGRAM")]
        program: Vec<std::ffi::OsString>,
    },
    /// Show where the frames' time went, from the timelines an application and the renderer
    /// wrote (run both with `VKRELAY_TIMELINE=PREFIX`: each writes `PREFIX.<pid>`).
    Timeline {
        /// The application's timeline file.
        app: PathBuf,
        /// The renderer's timeline file.
        renderer: PathBuf,
        /// The application's timeline from a native run (the timing layer,
        /// `libvkrelay_timing_layer.so`, on the driver directly): also print the application
        /// phases of both runs side by side.
        #[arg(long, value_name = "FILE")]
        native: Option<PathBuf>,
        /// Also draw the phases into an SVG file: each phase's median per frame as a bar, the
        /// native run's beside vkrelay's with `--native`.
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
    },
    /// Run a capture (`--capture`) again on the driver, with no application: its requests
    /// in their recorded order, its memory writes in place. The other options (repairs,
    /// `--driver`, limits) apply as for a client.
    Replay {
        /// The trace file.
        file: PathBuf,
        /// Only frames A to B (or N alone) are timed, and the replay stops after B (the
        /// frames before A run too: they make the state).
        #[arg(long, value_name = "A-B", value_parser = vkrelay_renderer::trace::replay::parse_frames)]
        frames: Option<(u64, u64)>,
        /// Once each of these frames is complete and the device idle, write the bytes of
        /// every mapped allocation into --out as `frame-N-memory-ID.bin` (comma-separated).
        #[arg(long, value_name = "N,M...", value_delimiter = ',')]
        screenshot: Vec<u64>,
        /// Where --screenshot writes (default: the current directory).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Replay the trace N times, each time from the start in a fresh session (`--loop`
        /// alone: until stopped).
        #[arg(long = "loop", value_name = "N", num_args = 0..=1, default_missing_value = "0")]
        loops: Option<u64>,
    },
    /// Read a capture (`--capture`): `trace info FILE` or `trace dump FILE`.
    Trace {
        #[command(subcommand)]
        what: TraceCommand,
    },
}

#[derive(Debug, Subcommand)]
enum TraceCommand {
    /// The environment, the streams, each frame's requests, replies and memory writes, and
    /// the totals.
    Info {
        /// The trace file.
        file: PathBuf,
    },
    /// Every record as text: requests decoded one per line, with their stream and sequence.
    Dump {
        /// The trace file.
        file: PathBuf,
    },
}

impl Overrides {
    fn apply(self, config: &mut Config) {
        if let Some(d) = self.driver {
            config.driver = Some(d);
        }
        if let Some(v) = self.max_api_version {
            config.max_api_version = Some(v);
        }
        if let Some(m) = self.max_memory {
            config.max_memory = Some(m);
        }
        if self.stats {
            config.stats = true;
        }
        if let Some(p) = self.stats_json {
            config.stats_json = Some(p);
        }
        if let Some(p) = self.capture {
            config.capture = Some(p);
        }
        if let Some(f) = self.capture_screenshots {
            config.capture_screenshots = f;
        }
        if let Some(e) = self.emulate_missing {
            config.emulate_missing = e;
        }
        if let Some(f) = self.report_features {
            config.report_features = f;
        }
        if let Some(m) = self.image_cache_mb {
            config.image_cache_mb = Some(m);
        }
        if let Some(m) = self.clip_distance {
            config.clip_distance = Some(m);
        }
        if let Some(f) = self.shader_fixes {
            config.shader_fixes = Some(f);
        }
        if let Some(m) = self.bc_decode {
            config.bc_decode = Some(m);
        }
        if let Some(n) = self.stream_nice {
            config.stream_nice = Some(n);
        }
        if let Some(c) = self.stream_class {
            config.stream_class = Some(c);
        }
        if let Some(n) = self.wait_poll_us {
            config.wait_poll_us = Some(n);
        }
        if let Some(n) = self.thread_slice_us {
            config.thread_slice_us = Some(n);
        }
        if let Some(h) = self.contention_hint {
            config.contention_hint = Some(h);
        }
        if let Some(n) = self.max_objects {
            config.max_objects = Some(n);
        }
        if let Some(n) = self.max_streams {
            config.max_streams = Some(n);
        }
        if let Some(n) = self.max_message_rate {
            config.max_message_rate = Some(n);
        }
        if self.no_pipeline_cache {
            config.pipeline_cache = Some(false);
        }
        if let Some(d) = self.pipeline_cache_dir {
            config.pipeline_cache_dir = Some(d);
        }
        if let Some(m) = self.pipeline_cache_max {
            config.pipeline_cache_max = Some(m);
        }
    }
}

fn fail(e: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::FAILURE
}

fn main() -> ExitCode {
    vkrelay_renderer::logging::init();
    let cli = Cli::parse();
    if let Command::Serve { restart: false, .. } = &cli.command {
        // Before any thread starts: the stop signals go to one thread ([`shutdown`]).
        vkrelay_renderer::shutdown::block();
    }
    if let Command::Trace { what } = &cli.command {
        return trace(what);
    }
    if !matches!(cli.command, Command::Timeline { .. }) {
        // SAFETY: no thread has been started yet: nothing else touches the environment.
        unsafe { driver::skip_own_manifest() };
    }
    if let Command::Timeline {
        app,
        renderer,
        native,
        plot,
    } = &cli.command
    {
        return timeline(app, renderer, native.as_deref(), plot.as_deref());
    }
    // SAFETY: still no thread but this one.
    let inherited = match unsafe { worker::take_inherited() } {
        Some(Ok(i)) => Some(i),
        Some(Err(e)) => return fail(e),
        None => None,
    };
    // A worker takes the supervisor's configuration text, not the file as it is now.
    let text = match &inherited {
        Some(i) => i.config.clone(),
        None => match Config::read_text(cli.config.as_deref()) {
            Ok(t) => t,
            Err(e) => return fail(e),
        },
    };
    let mut config = match &text {
        Some((t, origin)) => match Config::from_toml_str(t, origin) {
            Ok(c) => c,
            Err(e) => return fail(e),
        },
        None => Config::default(),
    };
    cli.overrides.apply(&mut config);
    if let Command::Serve {
        socket, isolation, ..
    } = &cli.command
    {
        if let Some(s) = socket {
            config.socket = Some(s.clone());
        }
        if let Some(i) = isolation {
            config.isolation = Some(*i);
        }
    }
    #[cfg(feature = "test-crash")]
    if let Command::Serve {
        test_crash_on: Some(spec),
        ..
    } = &cli.command
        && let Err(e) = vkrelay_renderer::isolation::state::arm_test_crash(spec)
    {
        return fail(e);
    }
    if let Some(i) = inherited {
        return worker::run(i, &source(&config), config);
    }
    if let Command::Serve { restart: true, .. } = &cli.command {
        let exe = match std::env::current_exe() {
            Ok(e) => e,
            Err(e) => return fail(format!("cannot find this executable: {e}")),
        };
        let args: Vec<std::ffi::OsString> = std::env::args_os()
            .skip(1)
            .filter(|a| a != "--restart")
            .collect();
        return vkrelay_renderer::isolation::restart::run(&exe, &args);
    }
    match cli.command {
        Command::Serve { .. } => serve(config, text),
        Command::Probe => probe(&config),
        Command::Run { gl, icd, program } => {
            let opts = vkrelay_renderer::run::Options { program, gl, icd };
            match vkrelay_renderer::run::run(config, opts) {
                Ok(code) => ExitCode::from(code),
                Err(e) => {
                    eprintln!("vkrelay-renderer run: {e}");
                    ExitCode::from(e.exit_code())
                }
            }
        }
        Command::Replay {
            file,
            frames,
            screenshot,
            out,
            loops,
        } => {
            let opts = vkrelay_renderer::trace::replay::Options {
                frames,
                screenshots: screenshot.into_iter().collect(),
                out,
                loops: loops.unwrap_or(1),
            };
            replay(config, &file, &opts)
        }
        Command::Timeline { .. } | Command::Trace { .. } => ExitCode::SUCCESS,
    }
}

/// `trace info` / `trace dump`: failure when the file could not be read to its end (after
/// printing what could).
fn trace(what: &TraceCommand) -> ExitCode {
    use vkrelay_renderer::trace::show;
    let mut out = std::io::stdout().lock();
    let r = match what {
        TraceCommand::Info { file } => show::info(file, &mut out),
        TraceCommand::Dump { file } => show::dump(file, &mut out),
    };
    match r {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        // A closed pipe (`| head`) ends the output as intended.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// `replay`: one line per pass; failure when the trace could not be replayed to its end.
fn replay(
    mut config: Config,
    file: &std::path::Path,
    opts: &vkrelay_renderer::trace::replay::Options,
) -> ExitCode {
    if config.capture.take().is_some() {
        tracing::warn!("replay does not capture: --capture (the capture key) is ignored");
    }
    if let Some(dir) = &opts.out
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        return fail(format!("cannot create {}: {e}", dir.display()));
    }
    let driver = match Driver::load(&source(&config)) {
        Ok(d) => d,
        Err(e) => return fail(e),
    };
    if let Err(e) = driver::check_driver(&driver) {
        return fail(e);
    }
    let r = vkrelay_renderer::trace::replay::replay(
        file,
        Arc::new(driver),
        Arc::new(config),
        opts,
        |s| {
            let last = s.last_complete.map_or("none".into(), |n| n.to_string());
            let fps = if s.timed.is_zero() {
                0.0
            } else {
                s.timed_frames as f64 / s.timed.as_secs_f64()
            };
            println!(
                "replayed frames 0-{last}: {} requests, {} memory writes ({} bytes), {} idle \
                 waits, {} replies differ; {} timed frames in {:.3} s ({fps:.1} fps), {:.3} s \
                 in all",
                s.requests,
                s.memory_writes,
                s.memory_bytes,
                s.idle_waits,
                s.replies_differ,
                s.timed_frames,
                s.timed.as_secs_f64(),
                s.total.as_secs_f64(),
            );
            if s.held_back > 0 {
                println!(
                    "submitted work held back by a later request (a host signal) past a wait's \
                     bound: {} times",
                    s.held_back
                );
            }
            if s.memory_types_translated > 0 {
                println!(
                    "memory types translated to this device's: {} allocations",
                    s.memory_types_translated
                );
            }
            for p in &s.screenshots {
                println!("screenshot: {}", p.display());
            }
        },
    );
    let code = match r {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: replay of {}: {e}", file.display());
            1
        }
    };
    if vkrelay_renderer::trace::replay::left_undestroyed() {
        // A device still runs work the trace held back: the driver's exit handlers may wait
        // for it forever (NVIDIA's do), so the process ends without them.
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        // SAFETY: ends the process; nothing of it is used after.
        unsafe { libc::_exit(code) };
    }
    ExitCode::from(code as u8)
}

fn timeline(
    app: &std::path::Path,
    renderer: &std::path::Path,
    native: Option<&std::path::Path>,
    plot: Option<&std::path::Path>,
) -> ExitCode {
    use vkrelay_renderer::timeline::{Comparison, Report, plot as chart};
    let read = |p: &std::path::Path| {
        std::fs::read(p)
            .map_err(|e| format!("cannot read {}: {e}", p.display()))
            .and_then(|b| {
                shm_ring::timeline::parse(&b).map_err(|e| format!("{}: {e}", p.display()))
            })
    };
    let native = match native.map(read).transpose() {
        Ok(n) => n,
        Err(e) => return fail(e),
    };
    match (read(app), read(renderer)) {
        (Ok(a), Ok(r)) => {
            let report = Report::new(&a, &r);
            let mut text = report.to_string();
            let comparison = native.map(|n| Comparison::new(&n, &a));
            if let Some(c) = &comparison {
                text.push('\n');
                text.push_str(&c.to_string());
            }
            if let Some(path) = plot {
                let drawn = match &comparison {
                    Some(c) => {
                        let rows: Vec<chart::Row<'_>> = c
                            .native
                            .iter()
                            .zip(&c.relay)
                            .map(|(n, r)| chart::Row {
                                name: r.name,
                                native: Some(n),
                                relay: r,
                            })
                            .collect();
                        chart::svg(
                            path,
                            "application phases: native and through vkrelay",
                            &rows,
                        )
                    }
                    None => {
                        let rows: Vec<chart::Row<'_>> = report
                            .phases
                            .iter()
                            .map(|r| chart::Row {
                                name: r.name,
                                native: None,
                                relay: r,
                            })
                            .collect();
                        chart::svg(path, "phases through vkrelay", &rows)
                    }
                };
                if let Err(e) = drawn {
                    return fail(e);
                }
            }
            // A reader that stops early (`| head`) is no error.
            match std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes()) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => fail(e),
                _ => ExitCode::SUCCESS,
            }
        }
        (Err(e), _) | (_, Err(e)) => fail(e),
    }
}

fn source(config: &Config) -> DriverSource {
    config
        .driver
        .clone()
        .map_or(DriverSource::SystemLoader, DriverSource::Library)
}

fn serve(config: Config, text: Option<(String, PathBuf)>) -> ExitCode {
    if let Err(e) = config.check_serve() {
        return fail(e);
    }
    let socket = config
        .socket
        .clone()
        .unwrap_or_else(server::default_socket_path);
    if config.isolation.unwrap_or_default() == Isolation::Process {
        return serve_isolated(&config, &socket, text);
    }
    vkrelay_renderer::isolation::state::install_crash_report(false);
    let driver = match Driver::load(&source(&config)) {
        Ok(d) => d,
        Err(e) => return fail(e),
    };
    // Proves the driver works, has a device and is not vkrelay itself before taking clients.
    if let Err(e) = driver::check_driver(&driver) {
        return fail(e);
    }
    if config.capture.is_some() {
        vkrelay_renderer::trace::describe_driver(&driver);
    }
    let server = match server::Server::bind(&socket) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    tracing::info!(
        socket = %socket.display(),
        max_api_version = ?config.max_api_version.map(|v| v.to_string()),
        max_memory = ?config.max_memory.map(|m| m.to_string()),
        stats = config.stats,
        stream_class = %config.stream_class.unwrap_or_default(),
        stream_nice = config.stream_nice(),
        wait_poll_us = config.wait_poll().as_micros() as u64,
        thread_slice_us = config.thread_slice().as_micros() as u64,
        "serving"
    );
    vkrelay_renderer::shutdown::on_signal(|_| vkrelay_renderer::trace::finish_live());
    match server.run(Arc::new(driver), Arc::new(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// `serve` with a worker process per client ([`vkrelay_renderer::isolation`]).
fn serve_isolated(
    config: &Config,
    socket: &std::path::Path,
    text: Option<(String, PathBuf)>,
) -> ExitCode {
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return fail(format!("cannot find this executable to start workers: {e}")),
    };
    let how = supervisor::Spawn {
        exe,
        args: std::env::args_os().skip(1).collect(),
        config: text,
    };
    // The first worker loads and checks the driver before the socket is taken.
    let sup = match supervisor::Supervisor::start(how) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let server = match server::Server::bind(socket) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    tracing::info!(
        socket = %socket.display(),
        isolation = "process",
        max_api_version = ?config.max_api_version.map(|v| v.to_string()),
        max_memory = ?config.max_memory.map(|m| m.to_string()),
        stats = config.stats,
        "serving"
    );
    // The workers hold the captures: each finishes its own on the signal passed on.
    let pids = sup.pids();
    vkrelay_renderer::shutdown::on_signal(move |sig| {
        vkrelay_renderer::shutdown::stop_processes(&pids(), sig)
    });
    match sup.run(&server) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

fn probe(config: &Config) -> ExitCode {
    // `probe` shows the driver as it is, and what clients would be told where the
    // configuration changes it.
    match Driver::load(&source(config)).and_then(|d| driver::probe_driver(&d)) {
        Ok(devices) if devices.is_empty() => {
            eprintln!("the Vulkan driver exposes no physical device");
            ExitCode::FAILURE
        }
        Ok(devices) => {
            for d in devices {
                let told = config.max_api_version.map(|max| {
                    ApiVersion(ext_inject::mask::clamp_api_version(
                        d.api_version.0,
                        max.packed(),
                    ))
                });
                let told = match told {
                    Some(v) if v != d.api_version => format!(", clients are told {v}"),
                    _ => String::new(),
                };
                println!(
                    "{} ({:?}, Vulkan {}{told}, {} queue families)",
                    d.name, d.device_type, d.api_version, d.queue_families
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

/// `--thread-slice-us`: 0, or within [`vkrelay_renderer::config::THREAD_SLICE_US`].
fn thread_slice_us(s: &str) -> Result<u32, String> {
    let range = vkrelay_renderer::config::THREAD_SLICE_US;
    match s.parse::<u32>() {
        Ok(n) if n == 0 || range.contains(&n) => Ok(n),
        _ => Err(format!(
            "0 (the kernel's default) or from {} to {}",
            range.start(),
            range.end()
        )),
    }
}
