#!/bin/bash
# The proxy bench's pipeline rows and pipeline burst on NVIDIA's driver (carry .gl and
# .devbin). Needs .devbin/{vkrelay-renderer,libvulkan_vkrelay.so,offscreen,k.spv} and
# .devbin/deps/proxy (target/release/deps/proxy-*, from
# `cargo bench -p vkrelay-renderer --bench proxy --no-run`); k.spv is the bench's compute
# shader compiled with glslangValidator (the host has none).
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export VKRELAY_BENCH_COMPUTE_SPV=$PWD/.devbin/k.spv
unset DISPLAY
VKRELAY_BENCH_SECTIONS=burst timeout 200 .devbin/deps/proxy --bench 'pipeline creation' > "${OUT:-.}/burst.log" 2>&1
echo "rc=$?" >> "${OUT:-.}/burst.log"
grep -E "^pipeline|time:|frame time|alone|burst|fps|round trips|rc=" "${OUT:-.}/burst.log"
