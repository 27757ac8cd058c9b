#!/bin/bash
# glmark2 `texture` through zink, natively and through vkrelay: frame rate, CPU per frame by
# thread (/proc/PID/task/*/stat, user + system, over the frames glmark2 reports), the times
# each thread blocked a frame (its wake-ups, /proc/PID/task/*/status) and the
# renderer's --stats-json feedback counts (who published each frame's end), with LOADS busy
# loops (one per CPU), ROUNDS rounds of SECS seconds. Needs an X display :78 (Xvfb :78 -noreset) and
#   cargo build --release -p vkrelay-icd -p vkrelay-renderer
#   LOADS=2 ROUNDS=2 [SERVE_ARGS="--contention-hint always"] tools/texture-cpu.sh
# PIN=1 pins busy loop i to CPU i-1 alone; FRESH=1 starts the loops anew 0.3 s before each run
# (as tools/texture-ab.sh does) instead of once for all rounds. Each run also prints the CPUs
# its threads used a second of the run (their CPU seconds over SECS, start-up included).
R=$(realpath ${CARGO_TARGET_DIR:-target}/release); T=$(mktemp -d)
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' $R > $T/icd.json
tick=$(getconf CLK_TCK)
# one line per thread: name, CPU seconds, times it blocked (voluntary context switches, each
# one wake-up)
threads() { for t in /proc/$1/task/*; do n=$(cat $t/comm); v=$(awk '/^voluntary_ctxt/ {print $2}' $t/status); awk -v n="$n" -v t=$tick -v v=$v '{printf "%s %.3f %d\n", n, ($14+$15)/t, v}' $t/stat; done 2>/dev/null; }
# keep NEW as OLD when its threads' CPU total is not below OLD's (a snapshot taken while the
# process exits can miss threads)
tot() { awk '{s+=$2} END {print s+0}' $1; }
keep() { if [ ! -s $2 ] || awk -v a=$(tot $1) -v b=$(tot $2) 'BEGIN {exit !(a >= b)}'; then mv $1 $2; fi; }
sum() { awk -v f=$2 '{a[$1]+=$2; w[$1]+=$3} END {for (k in a) if (a[k] > 0) printf "    %-18s %6.1f us/frame %5.2f wake-ups/frame\n", k, 1e6*a[k]/f, w[k]/f}' $1 | sort -k2 -nr; }
GL="glmark2 --off-screen --size 320x240 -b texture:duration=${SECS:-4}"
loads=()
start_loads() {
  for i in $(seq ${LOADS:-0}); do
    (while :; do :; done) & loads+=($!)
    [ "${PIN:-0}" = 1 ] && taskset -cp $((i - 1)) $! > /dev/null
  done
  sleep 0.3
}
stop_loads() { kill ${loads[*]} 2>/dev/null; wait ${loads[*]} 2>/dev/null; loads=(); }
share() { awk -v d=${SECS:-4} '{s+=$2} END {printf "    CPU seconds a second: %.2f\n", s/d}' $1; }
[ "${FRESH:-0}" = 1 ] || start_loads
trap 'stop_loads; rm -rf $T' EXIT
for round in $(seq ${ROUNDS:-2}); do
  [ "${FRESH:-0}" = 1 ] && start_loads
  rm -f $T/n.th $T/v.th $T/r.th
  env DISPLAY=:78 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink VK_DRIVER_FILES=$lvp $GL > $T/n.out 2>&1 &
  p=$!; while kill -0 $p 2>/dev/null; do threads $p > $T/n.tmp && keep $T/n.tmp $T/n.th; sleep 0.1; done
  fps=$(grep -o 'FPS: [0-9]*' $T/n.out | cut -d' ' -f2); f=$((fps * ${SECS:-4}))
  echo "round $round native: $fps fps"; sum $T/n.th $f; share $T/n.th $f
  [ "${FRESH:-0}" = 1 ] && stop_loads && start_loads
  rm -f $T/s.json
  VK_DRIVER_FILES=$lvp XDG_RUNTIME_DIR=$T $R/vkrelay-renderer serve --isolation none --socket $T/s.sock --stats-json $T/s.json ${SERVE_ARGS:-} > $T/r.log 2>&1 &
  rp=$!; sleep 1
  env DISPLAY=:78 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink VK_DRIVER_FILES=$T/icd.json VKRELAY_SERVER_PATH=$T/s.sock XDG_RUNTIME_DIR=$T $GL > $T/v.out 2>&1 &
  p=$!; while kill -0 $p 2>/dev/null; do threads $p > $T/v.tmp && keep $T/v.tmp $T/v.th; threads $rp > $T/r.tmp && keep $T/r.tmp $T/r.th; sleep 0.1; done
  sleep 0.5; kill $rp; wait $rp 2>/dev/null
  fps=$(grep -o 'FPS: [0-9]*' $T/v.out | cut -d' ' -f2); f=$((fps * ${SECS:-4}))
  echo "round $round vkrelay: $fps fps; $(python3 -c "import json;d=json.loads(open('$T/s.json').readline());print('feedback', d.get('feedback'))")"
  echo "  application:"; sum $T/v.th $f; echo "  renderer:"; sum $T/r.th $f
  cat $T/v.th $T/r.th > $T/all.th; share $T/all.th $f
  [ "${FRESH:-0}" = 1 ] && stop_loads
done
