//! Integration tests for the offscreen example: they run the built binary on lavapipe
//! through the system Khronos loader, decode its PNG and compare it with an image computed
//! here from first principles (for the default scene and each `--mode`); they check the
//! checked-in SPIR-V against the GLSL sources; and they check `--validate`.

#[path = "offscreen/support.rs"]
mod support;

#[path = "offscreen/raster.rs"]
mod raster;

#[path = "offscreen/bc.rs"]
mod bc;
#[path = "offscreen/cli.rs"]
mod cli;
#[path = "offscreen/clip.rs"]
mod clip;
#[path = "offscreen/cull.rs"]
mod cull;
#[path = "offscreen/dds.rs"]
mod dds;
#[path = "offscreen/image.rs"]
mod image;
#[path = "offscreen/scaled.rs"]
mod scaled;
#[path = "offscreen/shaders.rs"]
mod shaders;
#[path = "offscreen/validate.rs"]
mod validate;
