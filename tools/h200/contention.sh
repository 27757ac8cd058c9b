#!/bin/bash
# The `contention` bench (glmark2 through zink on lavapipe, natively and through vkrelay,
# beside busy-looping processes) on chosen CPUs of a larger host: 4 and 8 pinned cores with
# one busy loop per core, and uneven cores (busy loops on half of the pinned cores only).
# Expects `.gl/`, `.nvxg/` (from `glmark-bundle.sh`), /tmp/nvxa unpacked by an earlier call
# from `.nvxa/`, and in `.devbin/`: `vkrelay-renderer`, `libvulkan_vkrelay.so` and
# `deps/contention` (the bench binary; `BENCH` names another, with its renderer and ICD in the
# directory above its own). ROUNDS (default 3) and CASES (default all) pick.
set -u
source tools/h200/glmark-env.sh
B=${BENCH:-$PWD/.devbin/deps/contention}; R=${ROUNDS:-3}
run() { echo "== $1"; shift; env CONTENTION_ROUNDS=$R "$@" $B 2>&1 | grep -v "^  round" ; }
for c in ${CASES:-4 8 uneven 2}; do case $c in
  2) run "2 pinned cores, 2 busy loops" CONTENTION_CPUS=0-1 ;;
  4) run "4 pinned cores, 4 busy loops" CONTENTION_CPUS=0-3 ;;
  8) run "8 pinned cores, 8 busy loops" CONTENTION_CPUS=0-7 ;;
  uneven) run "4 pinned cores, 2 busy loops on cores 0-1 only" CONTENTION_CPUS=0-3 CONTENTION_BUSY_CPUS=0-1 CONTENTION_LOADS=0,2 ;;
esac; done
