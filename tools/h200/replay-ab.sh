#!/bin/bash
# Interleaved A/B of the replay bench: two builds, replay-old and replay-new in .devbin/deps.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=$PWD/.devbin/deps
for round in 1 2 3; do
  for v in old new; do
    echo "== round $round $v"
    $B/replay-$v --bench --warm-up-time 1 --measurement-time 3 --noplot 2>&1 | grep -E "^replay|^[a-z].*/|time:" | grep -v "%" 
  done
done
