//! Integration tests of ext-inject: pure functions (unit + proptest) and a real driver
//! (lavapipe; CI sets `VK_DRIVER_FILES`).

#[path = "ext-inject/chain.rs"]
mod chain;
#[path = "ext-inject/generated.rs"]
mod generated;
#[path = "ext-inject/lavapipe.rs"]
mod lavapipe;
#[path = "ext-inject/lists.rs"]
mod lists;
#[path = "ext-inject/mask.rs"]
mod mask;
#[path = "ext-inject/policy.rs"]
mod policy;
