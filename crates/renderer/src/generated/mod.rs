//! Code written by `driver-glue-gen` (run `cargo run -p driver-glue-gen` after changing
//! vk-wire's tables or the handler list in `crates/driver-glue-gen/src/handlers.rs`):
//! [`dispatch`], the driver call of every command the wire carries, and [`handlers`], the
//! session's hooks matched to the hand-written handlers of `session/kinds/`.

pub mod dispatch;
pub mod handlers;
