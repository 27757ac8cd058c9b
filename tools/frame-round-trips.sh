#!/bin/bash
# Round trips per steady-state frame of glmark2 through zink, through vkrelay on lavapipe:
# each scene runs twice (SHORT and LONG seconds, default 2 and 6) against one renderer
# (`serve --stats-json`), and the difference of the two clients' round trips is divided by the
# difference of their frames (glmark2's FPS times the duration), so start-up and teardown
# cancel out. Prints, per scene, both runs and the quotient.
#
# With STATS=FILE, the renderer's `--stats-json` lines (each client's counters, every
# command's count among them) are copied into FILE at the end.
#
#   cargo build -p vkrelay-icd -p vkrelay-renderer
#   tools/frame-round-trips.sh [SCENE ...]        (default: texture build shading)
set -eu
target=${CARGO_TARGET_DIR:-target}
bin=$(realpath "$target/debug")
short=${SHORT:-2} long=${LONG:-6}
scenes=${*:-texture build shading}
T=$(mktemp -d); trap 'kill $RP $XP 2>/dev/null; [ -z "${STATS:-}" ] || cp $T/stats.json "$STATS"; rm -rf $T' EXIT
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' "$bin" > $T/icd.json
Xvfb :97 -screen 0 1024x768x24 -nolisten tcp -noreset > /dev/null 2>&1 & XP=$!
VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json "$bin/vkrelay-renderer" serve \
    --isolation none --socket $T/s.sock --stats-json $T/stats.json > $T/renderer.log 2>&1 & RP=$!
for _ in $(seq 100); do [ -S $T/s.sock ] && break; sleep 0.1; done
n=0
for scene in $scenes; do
    for d in $short $long; do
        fps=$(DISPLAY=:97 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink VK_DRIVER_FILES=$T/icd.json \
            VKRELAY_SERVER_PATH=$T/s.sock glmark2 --size 320x240 -b "$scene:duration=$d" 2>&1 |
            sed -n 's/.*FPS: \([0-9]*\).*/\1/p')
        n=$((n + 1))
        for _ in $(seq 500); do [ -f $T/stats.json ] && [ "$(wc -l < $T/stats.json)" -ge $n ] && break; sleep 0.02; done
        rt=$(sed -n "${n}p" $T/stats.json | python3 -c 'import json,sys; print(json.load(sys.stdin)["round_trips"])')
        echo "$scene $d $fps $rt"
    done
done | python3 -c '
import sys
rows = [l.split() for l in sys.stdin]
for a, b in zip(rows[0::2], rows[1::2]):
    fa, fb = int(a[1]) * int(a[2]), int(b[1]) * int(b[2])
    ra, rb = int(a[3]), int(b[3])
    print(f"{a[0]}: {a[1]} s {fa} frames {ra} round trips; {b[1]} s {fb} frames {rb} round trips; "
          f"steady state {(rb - ra) / max(fb - fa, 1):.3f} per frame")
'
