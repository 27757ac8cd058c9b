//! Integration tests of vk-wire: hand-written round trips of real ash structures, replies,
//! coverage against the registry, and descriptor-driven property tests over every structure
//! and command.

#[path = "vk-wire/build.rs"]
mod build;
#[path = "vk-wire/capture.rs"]
mod capture;
#[path = "vk-wire/common.rs"]
mod common;
#[path = "vk-wire/compare.rs"]
mod compare;
#[path = "vk-wire/coverage.rs"]
mod coverage;
#[path = "vk-wire/driver_outputs.rs"]
mod driver_outputs;
#[path = "vk-wire/extended.rs"]
mod extended;
#[path = "vk-wire/fast.rs"]
mod fast;
#[path = "vk-wire/generic.rs"]
mod generic;
#[path = "vk-wire/outputs.rs"]
mod outputs;
#[path = "vk-wire/providers.rs"]
mod providers;
#[path = "vk-wire/replies.rs"]
mod replies;
#[path = "vk-wire/reply_generic.rs"]
mod reply_generic;
#[path = "vk-wire/requests.rs"]
mod requests;
#[path = "vk-wire/templates.rs"]
mod templates;
