#!/bin/bash
# vkcube through one vkrelay build's renderer (lavapipe, `--isolation none`, a private Xvfb),
# by the ICD's swapchain and by the renderer's (`VKRELAY_PRESENT=renderer`): ms per frame as
# the difference of a 300-frame and a 30-frame run over 270, ROUNDS times (default 2).
# BUSY=N starts N busy-looping processes first (the contention of issue #30).
# Usage: tools/present-paths.sh DIR   (DIR holds vkrelay-renderer and libvulkan_vkrelay.so,
# e.g. target/release after `cargo build --release -p vkrelay-renderer -p vkrelay-icd`)
set -u
B=$(realpath "$1"); T=$(mktemp -d); chmod 700 $T
Xvfb :88 -screen 0 1024x768x24 -noreset > /dev/null 2>&1 & X=$!
for i in $(seq ${BUSY:-0}); do sh -c 'while :; do :; done' & done
sleep 1
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' $B > $T/icd.json
XDG_RUNTIME_DIR=$T VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
  $B/vkrelay-renderer serve --isolation none --socket $T/s.sock > $T/r.log 2>&1 & R=$!
for i in $(seq 100); do [ -S $T/s.sock ] && break; sleep 0.1; done
t() { local s e; s=$(date +%s.%N); DISPLAY=:88 XDG_RUNTIME_DIR=$T VK_DRIVER_FILES=$T/icd.json \
  VKRELAY_SERVER_PATH=$T/s.sock VKRELAY_PRESENT=$1 vkcube --c $2 > /dev/null 2>&1; e=$(date +%s.%N)
  echo "$e - $s" | bc; }
for round in $(seq ${ROUNDS:-2}); do
  for p in icd renderer; do
    a=$(t $p 30); b=$(t $p 300)
    echo "round $round, $p: $(echo "($b - $a) * 1000 / 270" | bc -l | cut -c1-5) ms/frame"
  done
done
kill $R $X; jobs -p | xargs -r kill 2> /dev/null; rm -rf $T
