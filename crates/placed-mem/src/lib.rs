//! `placed-mem` allocates host-visible Vulkan memory that another process can map, and maps it,
//! optionally at a chosen ("placed") address such as one below 4 GiB for 32-bit guests.
//!
//! It is not a general allocator: it makes one exportable allocation at a time.

#![warn(missing_docs)]
