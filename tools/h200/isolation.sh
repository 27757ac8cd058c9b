#!/bin/bash
# The isolation bench on NVIDIA's driver (carry .gl and .devbin: see tools/h200/README or
# docs/performance.md). Needs .devbin/{vkrelay-renderer,libvulkan_vkrelay.so,offscreen} and
# .devbin/deps/isolation (target/release/deps/isolation-*, built by
# `cargo bench -p vkrelay-renderer --bench isolation --no-run`).
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
.devbin/deps/isolation --bench
