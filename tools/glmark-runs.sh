# Sourced (from the repository root) by `texture-ab.sh`, `texture-goal.sh` and
# `glmark-sequence.sh`: one glmark2 run through zink, natively or through a renderer, beside
# busy loops. Expects LOADS, SCENE and SECONDS_EACH; reads PIN, HOLD and GAP (see the tools'
# headers). Makes a private directory D (removed, and the busy loops stopped, on exit),
# writes $D/icd.json for the ICD in ICD (default: the release build), and defines CPUS,
# loops, start_loops, one, loops_share and median_interval.
D=$(mktemp -d)
trap 'kill "${loops[@]}" 2>/dev/null; rm -rf "$D"' EXIT
ICD=$(realpath ${ICD:-target/release/libvulkan_vkrelay.so})
CPUS=() # the CPUs the tool may use (`taskset -c 2-3 tools/texture-ab.sh …`: 2 and 3)
for part in $(grep Cpus_allowed_list /proc/self/status | cut -f2 | tr , ' '); do
  CPUS+=($(seq ${part%-*} ${part#*-}))
done
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s","api_version":"1.3.0"}}\n' "$ICD" > $D/icd.json
export LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink XDG_RUNTIME_DIR=$D
loops=()
start_loops() {
  for i in $(seq 1 $LOADS); do
    (while :; do :; done) & loops+=($!)
    # PIN=1: loop i on the i-th allowed CPU (modulo their number), so that no run's loops
    # share a CPU.
    [ "${PIN:-0}" = 1 ] && taskset -cp ${CPUS[$(( (i - 1) % ${#CPUS[@]} ))]} $! > /dev/null
  done
}
# CPU time in ticks: the busy loops' own, and the whole machine's busy time (user, nice,
# system, irq and softirq in /proc/stat).
loop_ticks() {
  local t=0 p
  for p in "${loops[@]}"; do t=$((t + $(awk '{ print $14 + $15 }' /proc/$p/stat 2> /dev/null || echo 0))); done
  echo $t
}
busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
# The busy loops' share of the machine's busy CPU time during the last run of `one`, in
# percent: whether the load was the same for every run. Two loops on two CPUs beside glmark2
# usually get about 65-75 %.
loops_share() { cat $D/share 2> /dev/null || echo 0; }
one() { # $1: native or a renderer binary, $2: environment for the application; prints fps
  local r=
  if [ "$1" != native ]; then
    rm -f $D/s.sock
    "$1" serve --socket $D/s.sock > $D/renderer.log 2>&1 & r=$!
    for _ in $(seq 100); do [ -S $D/s.sock ] && break; sleep 0.05; done
  fi
  [ "${HOLD:-0}" = 1 ] || start_loops
  # GAP: the pause before glmark2 starts (default 0.3 s; the loops' own start needs it).
  sleep ${GAP:-0.3}
  local l0 b0
  l0=$(loop_ticks) b0=$(busy_ticks)
  if [ "$1" = native ]; then
    glmark2 --off-screen -s 320x240 -b $SCENE:duration=$SECONDS_EACH 2>/dev/null
  else
    env $2 VK_DRIVER_FILES=$D/icd.json VKRELAY_SERVER_PATH=$D/s.sock \
      glmark2 --off-screen -s 320x240 -b $SCENE:duration=$SECONDS_EACH 2>/dev/null
  fi | grep -o "FPS: [0-9]*" | cut -d' ' -f2
  echo $(( ($(loop_ticks) - l0) * 100 / ($(busy_ticks) - b0 + 1) )) > $D/share
  if [ "${HOLD:-0}" != 1 ]; then kill "${loops[@]}" 2>/dev/null; loops=(); fi
  [ -n "$r" ] && kill $r && wait $r 2>/dev/null
  [ "${HOLD:-0}" = 1 ] || wait 2>/dev/null
}
# The median of the ratios in $1 (one per line) with a distribution-free interval that holds
# it with at least 90 % probability (the j-th smallest and largest; from 5 ratios on).
median_interval() {
  python3 - "$1" <<'PY'
import math, statistics, sys
v = sorted(float(l) for l in open(sys.argv[1]) if l.strip())
n, best = len(v), None
for j in range(n // 2):
    cover = 1 - 2 * sum(math.comb(n, i) for i in range(j + 1)) / 2**n
    if cover < 0.9:
        break
    best = "%.1f-%.1f %% (%.0f %%)" % (100 * v[j], 100 * v[n - 1 - j], 100 * cover)
print("median %.1f %%, interval %s" % (100 * statistics.median(v), best or "too few rounds") if v else "no rounds")
PY
}
