#!/bin/bash
# `tools/texture-ab.sh` (a glmark2 scene natively and through two renderer builds, in
# interleaved rounds beside busy loops) on lavapipe on pinned cores of the host. Expects
# `.gl/`, `.nvxg/`, /tmp/nvxa unpacked by an earlier call (as `contention.sh`), and
# `.devbin/ab/` with `old-renderer.zst`, `new-renderer.zst` and `libvulkan_vkrelay.so.zst`
# (stripped, zstd-compressed release builds). ROUNDS (default 8), SCENE (default `texture`),
# PIN (default 1: each busy loop on its own CPU) and CASES (default `2 4`), of:
#   2: 2 cores, 2 busy loops;  4: 4 cores, 4 busy loops;  uneven: 4 cores, busy loops on 2;
#   4idle, 8idle: 4 or 8 cores, no busy loop.
set -u
source tools/h200/glmark-env.sh
for f in old-renderer new-renderer libvulkan_vkrelay.so; do
  Z -d -q -f .devbin/ab/$f.zst -o /tmp/$f && chmod +x /tmp/$f
done
export ICD=/tmp/libvulkan_vkrelay.so PIN=${PIN:-1}
ab() { echo "== $1"; shift; env "$@" tools/texture-ab.sh /tmp/old-renderer /tmp/new-renderer ${ROUNDS:-8}; }
for c in ${CASES:-2 4}; do case $c in
  2) ab "2 pinned cores, 2 busy loops" LOADS=2 taskset -c 0-1 ;;
  4) ab "4 pinned cores, 4 busy loops" LOADS=4 taskset -c 0-3 ;;
  uneven) ab "4 pinned cores, busy loops on cores 0-1" LOADS=2 taskset -c 0-3 ;;
  4idle) ab "4 pinned cores, no busy loop" LOADS=0 taskset -c 0-3 ;;
  8idle) ab "8 pinned cores, no busy loop" LOADS=0 taskset -c 0-7 ;;
esac; done
