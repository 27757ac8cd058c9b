//! `ext-inject` edits what a Vulkan driver is asked for (extension lists, feature chains) and
//! what the application is told (extensions, features, properties, heaps), as pure functions.
//!
//! It is not a layer and makes no driver calls in its core.

#![warn(missing_docs)]
