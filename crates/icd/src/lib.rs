//! `vkrelay-icd` is the client half of vkrelay: a Vulkan installable client driver
//! (`libvulkan_vkrelay.so`) that the Khronos loader loads like any driver and that forwards
//! every call to a `vkrelay-renderer` process over `shm-ring`, encoded with `vk-wire`.
//!
//! It is glue only: algorithms belong in the library crates. It exports no loader entry
//! points yet, so the loader does not accept it as a driver; the proxy is not ready.
