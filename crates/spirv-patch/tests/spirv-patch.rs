//! Integration tests of `spirv-patch`: one binary, modules under `tests/spirv-patch/`.

#[path = "spirv-patch/util.rs"]
mod util;

#[path = "spirv-patch/caps.rs"]
mod caps;
#[path = "spirv-patch/cli.rs"]
mod cli;
#[path = "spirv-patch/clip.rs"]
mod clip;
#[path = "spirv-patch/clipemu.rs"]
mod clipemu;
#[path = "spirv-patch/dxvk.rs"]
mod dxvk;
#[path = "spirv-patch/dxvkfix.rs"]
mod dxvkfix;
#[path = "spirv-patch/golden.rs"]
mod golden;
#[path = "spirv-patch/grammar.rs"]
mod grammar;
#[path = "spirv-patch/lavapipe.rs"]
mod lavapipe;
#[path = "spirv-patch/lavapipe_clip.rs"]
mod lavapipe_clip;
#[path = "spirv-patch/lavapipe_clip_draw.rs"]
mod lavapipe_clip_draw;
#[path = "spirv-patch/lavapipe_dxvkfix.rs"]
mod lavapipe_dxvkfix;
#[path = "spirv-patch/parse.rs"]
mod parse;
#[path = "spirv-patch/props.rs"]
mod props;
#[path = "spirv-patch/scaled.rs"]
mod scaled;
#[path = "spirv-patch/snapshots.rs"]
mod snapshots;
