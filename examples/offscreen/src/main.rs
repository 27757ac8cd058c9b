//! The bundled offscreen example (work in progress).

fn main() -> std::process::ExitCode {
    eprintln!("offscreen: not written yet");
    std::process::ExitCode::FAILURE
}
