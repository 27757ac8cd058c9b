#!/bin/bash
# Who wakes whom in a glmark2 `texture` frame through zink, natively or through vkrelay:
# `perf record -e sched:sched_wakeup -a` over SECS seconds in the middle of a run, counted by
# waking thread -> woken thread and divided by the frames of that window (glmark2's fps times
# SECS). LOADS busy loops (one `bash` loop each) run beside it. Needs perf, glmark2 and an X
# display :78 (Xvfb :78 -noreset):
#   cargo build --release -p vkrelay-icd -p vkrelay-renderer
#   tools/texture-wakes.sh native
#   LOADS=2 tools/texture-wakes.sh vkrelay [RENDERER]
# Thread names: lavapipe's queue thread is started by a renderer stream thread and inherits
# its name (`vkrelay-stream`); `swapper` is a wake-up made from an idle CPU.
set -u
MODE=$1 SECS=${SECS:-2}
cd "$(dirname "$0")/.."
R=$(realpath ${CARGO_TARGET_DIR:-target}/release); RENDERER=${2:-$R/vkrelay-renderer}
T=$(mktemp -d); lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' "$R" > $T/icd.json
loads=(); for _ in $(seq ${LOADS:-0}); do (while :; do :; done) & loads+=($!); done
rp=
trap 'kill ${loads[*]} $rp 2>/dev/null; rm -rf $T' EXIT
export DISPLAY=:78 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink XDG_RUNTIME_DIR=$T
GL="glmark2 --off-screen --size 320x240 -b texture:duration=$((SECS + 3))"
if [ "$MODE" = native ]; then
  VK_DRIVER_FILES=$lvp $GL > $T/gl.out 2>&1 &
else
  VK_DRIVER_FILES=$lvp "$RENDERER" serve --isolation none --socket $T/s.sock > $T/r.log 2>&1 &
  rp=$!
  for _ in $(seq 100); do [ -S $T/s.sock ] && break; sleep 0.05; done
  VK_DRIVER_FILES=$T/icd.json VKRELAY_SERVER_PATH=$T/s.sock $GL > $T/gl.out 2>&1 &
fi
p=$!; sleep 1.5
perf record -q -e sched:sched_wakeup -a -o $T/perf.data -- sleep $SECS 2>/dev/null
wait $p
fps=$(grep -o 'FPS: [0-9]*' $T/gl.out | cut -d' ' -f2)
echo "$MODE, $LOADS busy loops: $fps fps; wake-ups per frame (waker -> woken):"
perf script -i $T/perf.data -F comm,trace 2>/dev/null | awk -v f=$((fps * SECS)) '
  { w = $1; match($0, /comm=[^ ]+/); c = substr($0, RSTART + 5, RLENGTH - 5); n[w " -> " c]++ }
  END { for (k in n) if (k ~ /glmark2|vkrelay|llvmpipe/ && n[k] / f >= 0.05) printf "  %5.2f  %s\n", n[k] / f, k }' | sort -nr
