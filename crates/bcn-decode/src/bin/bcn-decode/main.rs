//! `bcn-decode INPUT.dds OUTPUT.png [--layer N] [--mip N]`: decodes one subresource of a
//! BC1–BC7 DDS file to PNG.

mod convert;

use std::process::ExitCode;

const USAGE: &str = "usage: bcn-decode INPUT.dds OUTPUT.png [--layer N] [--mip N]";

fn run() -> Result<(), convert::BoxError> {
    let mut args = std::env::args().skip(1);
    let (mut input, mut output, mut layer, mut mip) = (None, None, 0u32, 0u32);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--layer" => layer = args.next().ok_or(USAGE)?.parse()?,
            "--mip" => mip = args.next().ok_or(USAGE)?.parse()?,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if input.is_none() => input = Some(a),
            _ if output.is_none() => output = Some(a),
            _ => return Err(USAGE.into()),
        }
    }
    let (input, output) = (input.ok_or(USAGE)?, output.ok_or(USAGE)?);
    let bytes = std::fs::read(&input).map_err(|e| format!("{input}: {e}"))?;
    let pic = convert::decode_dds(&bytes, layer, mip)?;
    std::fs::write(&output, convert::encode_png(&pic)?).map_err(|e| format!("{output}: {e}"))?;
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bcn-decode: {e}");
            ExitCode::FAILURE
        }
    }
}
