//! Reading glmark2's output, for the benches that run it.

/// (scene, fps) for each `[scene] options: FPS: n FrameTime: …` line of glmark2's `stdout`.
pub fn scores(stdout: &str) -> Vec<(String, f64)> {
    stdout
        .lines()
        .filter_map(|l| {
            let name = l.split(']').next()?.trim_start_matches('[').to_owned();
            let fps = l.split("FPS: ").nth(1)?.split_whitespace().next()?;
            Some((name, fps.parse().ok()?))
        })
        .collect()
}
