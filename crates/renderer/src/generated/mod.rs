//! Code written by `driver-glue-gen` (run `cargo run -p driver-glue-gen` after changing
//! vk-wire's tables).

pub mod dispatch;
pub mod handlers;
