//! Integration tests of `shm-ring` (one binary; modules under `tests/shm-ring/`).

#[path = "shm-ring/util.rs"]
mod util;

#[path = "shm-ring/basic.rs"]
mod basic;
#[path = "shm-ring/corrupt.rs"]
mod corrupt;
#[path = "shm-ring/deferred.rs"]
mod deferred;
#[path = "shm-ring/handshake.rs"]
mod handshake;
#[path = "shm-ring/idle.rs"]
mod idle;
#[path = "shm-ring/model.rs"]
mod model;
#[path = "shm-ring/procs.rs"]
mod procs;
#[path = "shm-ring/prop.rs"]
mod prop;
