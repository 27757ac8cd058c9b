#!/bin/bash
# `tools/texture-ab.sh` (glmark2 `texture` natively and through two renderer builds, in
# interleaved rounds beside busy loops) on lavapipe on pinned cores of the host: 2 cores with
# 2 busy loops, then 4 with 4. Expects `.gl/`, `.nvxg/`, /tmp/nvxa unpacked by an earlier call
# (as `contention.sh`), and `.devbin/ab/` with `old-renderer.zst`, `new-renderer.zst` and
# `libvulkan_vkrelay.so.zst` (stripped, zstd-compressed release builds). ROUNDS (default 8).
set -u
source tools/h200/glmark-env.sh
for f in old-renderer new-renderer libvulkan_vkrelay.so; do
  Z -d -q -f .devbin/ab/$f.zst -o /tmp/$f && chmod +x /tmp/$f
done
export ICD=/tmp/libvulkan_vkrelay.so
echo "== 2 pinned cores, 2 busy loops"
LOADS=2 taskset -c 0-1 tools/texture-ab.sh /tmp/old-renderer /tmp/new-renderer ${ROUNDS:-8}
echo "== 4 pinned cores, 4 busy loops"
LOADS=4 taskset -c 0-3 tools/texture-ab.sh /tmp/old-renderer /tmp/new-renderer ${ROUNDS:-8}
