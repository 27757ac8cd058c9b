//! `spirv-patch`: run one pass over a SPIR-V file, or report what a module needs.
//!
//! ```text
//! spirv-patch --pass clip-distance in.spv -o out.spv
//! spirv-patch --pass scaled-vertex --attr 0=R8G8B8A8_USCALED --attr 1=A2B10G10R10_SSCALED_PACK32 in.spv -o out.spv
//! spirv-patch --pass point-size --pass image-bound-check in.vert.spv -o out.spv
//! spirv-patch --pass widen-inputs --producer in.vert.spv in.frag.spv -o out.frag.spv
//! spirv-patch --report in.spv
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use spirv_patch::{Format, Module, caps, clip, dxvkfix, scaled};

#[derive(Clone, Copy, Debug, ValueEnum)]
enum PassName {
    ClipDistance,
    CullDistance,
    ScaledVertex,
    /// `dxvkfix::remove_point_size` (pipelines that draw no points).
    PointSize,
    /// `dxvkfix::widen_inputs` of a fragment shader, against `--producer`.
    WidenInputs,
    /// `dxvkfix::remove_image_bound_check` (devices with robust image access).
    ImageBoundCheck,
}

/// Patch a SPIR-V module so that a weaker Vulkan driver accepts it.
#[derive(Debug, Parser)]
#[command(name = "spirv-patch", version)]
struct Args {
    /// The pass to run (may be given several times; they run in order).
    #[arg(long = "pass", value_enum)]
    passes: Vec<PassName>,
    /// A vertex attribute as LOCATION=FORMAT, e.g. 0=R16G16_SSCALED (scaled-vertex pass).
    #[arg(long = "attr", value_parser = parse_attr)]
    attrs: Vec<(u32, Format)>,
    /// Fetch packed *SCALED_PACK32 formats as R32_UINT and unpack them in the shader.
    #[arg(long)]
    unpack_packed: bool,
    /// The module of the stage before the fragment shader (widen-inputs pass).
    #[arg(long)]
    producer: Option<PathBuf>,
    /// Print the capability/extension report of the input (after passes, if any).
    #[arg(long)]
    report: bool,
    /// Input module.
    input: PathBuf,
    /// Output module (required when a pass runs).
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

fn parse_attr(s: &str) -> Result<(u32, Format), String> {
    let (loc, fmt) = s
        .split_once('=')
        .ok_or_else(|| format!("expected LOCATION=FORMAT, got {s:?}"))?;
    let loc = loc
        .trim()
        .parse::<u32>()
        .map_err(|e| format!("bad location {loc:?}: {e}"))?;
    let fmt = fmt.trim().parse::<Format>().map_err(|e| e.to_string())?;
    Ok((loc, fmt))
}

fn run(args: &Args) -> Result<(), String> {
    let bytes = std::fs::read(&args.input).map_err(|e| format!("{}: {e}", args.input.display()))?;
    let mut m = Module::from_bytes(&bytes).map_err(|e| format!("{}: {e}", args.input.display()))?;
    if !args.attrs.is_empty()
        && !args
            .passes
            .iter()
            .any(|p| matches!(p, PassName::ScaledVertex))
    {
        return Err("--attr is only used by --pass scaled-vertex".into());
    }
    for pass in &args.passes {
        match pass {
            PassName::ClipDistance | PassName::CullDistance => {
                let distance = if matches!(pass, PassName::ClipDistance) {
                    clip::Distance::Clip
                } else {
                    clip::Distance::Cull
                };
                let r =
                    clip::pass(&mut m, &clip::Options { distance }).map_err(|e| e.to_string())?;
                eprintln!("{pass:?}: {r:?}");
            }
            PassName::PointSize => {
                let r = dxvkfix::remove_point_size(&mut m).map_err(|e| e.to_string())?;
                eprintln!("{pass:?}: {r:?}");
            }
            PassName::ImageBoundCheck => {
                let r = dxvkfix::remove_image_bound_check(&mut m).map_err(|e| e.to_string())?;
                eprintln!("{pass:?}: {r:?}");
            }
            PassName::WidenInputs => {
                let path = args
                    .producer
                    .as_ref()
                    .ok_or("--pass widen-inputs needs --producer MODULE")?;
                let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
                let producer =
                    Module::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
                let outputs = dxvkfix::stage_interface(&producer, spirv::StorageClass::Output)
                    .map_err(|e| e.to_string())?;
                let r = dxvkfix::widen_inputs(&mut m, &outputs).map_err(|e| e.to_string())?;
                for w in &r.widened {
                    println!("location {}: {} -> {} components", w.location, w.from, w.to);
                }
            }
            PassName::ScaledVertex => {
                let opts = scaled::Options {
                    attributes: args.attrs.clone(),
                    unpack_packed: args.unpack_packed,
                };
                let r = scaled::pass(&mut m, &opts).map_err(|e| e.to_string())?;
                for rep in &r.replacements {
                    println!(
                        "location {}: {} -> {} ({})",
                        rep.location,
                        rep.from,
                        rep.to,
                        rep.to.vk()
                    );
                }
                eprintln!(
                    "ScaledVertex: {} variables, {} loads, {} access chains",
                    r.variables.len(),
                    r.loads,
                    r.access_chains
                );
            }
        }
    }
    if args.report {
        let r = caps::analyze(&m).map_err(|e| e.to_string())?;
        println!("version: {}.{}", r.version.0, r.version.1);
        println!("capabilities: {:?}", r.capabilities);
        if !r.unknown_capabilities.is_empty() {
            println!("unknown capabilities: {:?}", r.unknown_capabilities);
        }
        println!("extensions: {:?}", r.extensions);
        println!("ext inst imports: {:?}", r.ext_inst_imports);
        for ep in &r.entry_points {
            println!("entry point: {:?} {:?}", ep.model, ep.name);
        }
        println!("builtins: {:?}", r.builtins);
        for vi in &r.vertex_inputs {
            println!(
                "input location {}: {} component(s){}",
                vi.location,
                vi.components,
                if vi.float { ", float" } else { "" }
            );
        }
        println!("uses clip distance: {}", r.uses_clip_distance);
        println!("uses cull distance: {}", r.uses_cull_distance);
    }
    match (&args.output, args.passes.is_empty()) {
        (Some(out), _) => {
            std::fs::write(out, m.to_bytes()).map_err(|e| format!("{}: {e}", out.display()))?
        }
        (None, false) => return Err("a pass needs -o OUTPUT".into()),
        (None, true) if !args.report => return Err("nothing to do: give --pass or --report".into()),
        (None, true) => {}
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spirv-patch: {e}");
            ExitCode::FAILURE
        }
    }
}
