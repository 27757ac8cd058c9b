#!/bin/bash
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
.devbin/deps/pipelines --bench --warm-up-time 1 --measurement-time 3 --noplot 2>&1 | grep -E "^vkCreate|time:" | grep -v "%"
