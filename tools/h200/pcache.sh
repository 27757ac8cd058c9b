#!/bin/bash
# The pipeline-cache bench (cold against warm from disk) on NVIDIA's driver.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
for round in 1 2 3; do
  echo "round $round"
  .devbin/deps/pcache --bench --warm-up-time 1 --measurement-time 3 --noplot 2>&1 \
    | grep -E "^pipeline cache|time:|pcache bench" | grep -v "%"
done
