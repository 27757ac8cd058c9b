#!/bin/bash
# The proxy bench's `vkGetEventStatus` rows (an event that pending work sets: native, through
# vkrelay from the event's slot, and without slots) on NVIDIA's driver, then the renderer's
# `events` integration tests (carry .gl and .devbin). Needs what burst.sh needs and
# `.devbin/t/` (see renderer-tests.sh).
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VKRELAY_BENCH_COMPUTE_SPV=$PWD/.devbin/k.spv
unset DISPLAY
# The criterion rows alone (no burst, no programs); the timeout only guards against a hang.
VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json VKRELAY_BENCH_SECTIONS=none \
  timeout 120 .devbin/deps/proxy --bench 'vkGetEventStatus' > "${OUT:-.}/events.log" 2>&1
echo "rc=$?" >> "${OUT:-.}/events.log"
grep -E "^vkGetEventStatus|time:|rc=" "${OUT:-.}/events.log"
bash tools/h200/renderer-tests.sh events:: -- --nocapture
