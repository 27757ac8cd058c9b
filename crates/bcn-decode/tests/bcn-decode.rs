//! Integration tests for `bcn-decode` (one binary; modules in `tests/bcn-decode/`).

#[path = "bcn-decode/cli.rs"]
mod cli;
#[path = "bcn-decode/common.rs"]
mod common;
#[path = "bcn-decode/gpu.rs"]
mod gpu;
#[path = "bcn-decode/image.rs"]
mod image;
#[path = "bcn-decode/isa.rs"]
mod isa;
#[path = "bcn-decode/reference.rs"]
mod reference;
#[path = "bcn-decode/rounding.rs"]
mod rounding;
#[path = "bcn-decode/vulkan.rs"]
mod vulkan;
