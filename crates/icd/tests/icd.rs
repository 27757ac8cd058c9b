//! Integration tests of `vkrelay-icd` that need no Vulkan driver (one binary; modules under
//! `tests/icd/`). They run natively and, in CI, under qemu-aarch64. The tests that run real
//! applications through the ICD against lavapipe are the renderer's.

#[path = "icd/fake.rs"]
mod fake;
#[path = "icd/relay.rs"]
mod relay;
