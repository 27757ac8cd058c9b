#!/bin/bash
# glmark2 `texture` through zink natively and through two renderer builds, in interleaved
# rounds whose order rotates, beside busy loops (one `bash` loop per LOADS, default 2):
#   tools/texture-ab.sh OLD_RENDERER NEW_RENDERER [ROUNDS]
# Needs an X display in DISPLAY (e.g. `Xvfb :77 -noreset &` and DISPLAY=:77), glmark2 and a release
# build of vkrelay-icd (the ICD both renderers serve; `ICD` names another). OLD_ENV and
# NEW_ENV add environment variables to the application's side of each build (the same
# renderer twice compares ICD settings: `OLD_ENV=VKRELAY_THREAD_SLICE_US=0`). Prints one line
# per round (fps), then each build's median ratio to native with its interval. PIN=1 pins
# busy loop i to the i-th CPU it may use; SCENE names another glmark2 scene and its options
# (`build`, `shading:shading=phong`). HOLD=1 starts the busy loops once, before the first
# round, and leaves them running through every round (otherwise each run starts its own 0.3 s
# before glmark2).
set -u
OLD=$1 NEW=$2 N=${3:-8} LOADS=${LOADS:-2} SECONDS_EACH=${SECONDS_EACH:-3} SCENE=${SCENE:-texture}
cd "$(dirname "$0")/.."
ICD=$(realpath ${ICD:-target/release/libvulkan_vkrelay.so})
D=$(mktemp -d)
CPUS=() # the CPUs this script may use (`taskset -c 2-3 tools/texture-ab.sh …`: 2 and 3)
for part in $(grep Cpus_allowed_list /proc/self/status | cut -f2 | tr , ' '); do
  CPUS+=($(seq ${part%-*} ${part#*-}))
done
trap 'kill "${loops[@]}" 2>/dev/null; rm -rf "$D"' EXIT
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
one() { # $1: native or a renderer binary, $2: environment for the application; prints fps
  local r=
  if [ "$1" != native ]; then
    rm -f $D/s.sock
    "$1" serve --socket $D/s.sock > $D/renderer.log 2>&1 & r=$!
    for _ in $(seq 100); do [ -S $D/s.sock ] && break; sleep 0.05; done
  fi
  [ "${HOLD:-0}" = 1 ] || start_loops
  sleep 0.3
  if [ "$1" = native ]; then
    glmark2 --off-screen -s 320x240 -b $SCENE:duration=$SECONDS_EACH 2>/dev/null
  else
    env $2 VK_DRIVER_FILES=$D/icd.json VKRELAY_SERVER_PATH=$D/s.sock \
      glmark2 --off-screen -s 320x240 -b $SCENE:duration=$SECONDS_EACH 2>/dev/null
  fi | grep -o "FPS: [0-9]*" | cut -d' ' -f2
  if [ "${HOLD:-0}" != 1 ]; then kill "${loops[@]}" 2>/dev/null; loops=(); fi
  [ -n "$r" ] && kill $r && wait $r 2>/dev/null
  [ "${HOLD:-0}" = 1 ] || wait 2>/dev/null
}
[ "${HOLD:-0}" = 1 ] && start_loops
for r in $(seq 1 $N); do
  case $((r % 3)) in 0) order="native old new";; 1) order="old new native";; 2) order="new native old";; esac
  line="round $r:"
  for v in $order; do
    case $v in native) f=$(one native);; old) f=$(one "$OLD" "${OLD_ENV:-}");; new) f=$(one "$NEW" "${NEW_ENV:-}");; esac
    line="$line $v=$f"
  done
  echo "$line" | tee -a $D/rounds
done
# The medians of the rounds' ratios to native, each with a distribution-free interval that
# holds it with at least 90 % probability (the j-th smallest and largest ratio; from 5
# rounds on), and the rounds where NEW beat OLD.
python3 - $D/rounds <<'PY'
import math, re, statistics, sys
rounds = [dict((k, int(v)) for k, v in re.findall(r"(\w+)=(\d+)", l)) for l in open(sys.argv[1])]
rounds = [r for r in rounds if {"old", "new", "native"} <= r.keys() and r["native"] > 0]
def interval(v):
    v, n, best = sorted(v), len(v), None
    for j in range(n // 2):
        cover = 1 - 2 * sum(math.comb(n, i) for i in range(j + 1)) / 2**n
        if cover < 0.9:
            break
        best = "%.1f-%.1f %% (%.0f %%)" % (100 * v[j], 100 * v[n - 1 - j], 100 * cover)
    return best or "too few rounds"
for arm in ("old", "new"):
    v = [r[arm] / r["native"] for r in rounds]
    if v:
        print("%s/native: median %.1f %%, interval %s" % (arm, 100 * statistics.median(v), interval(v)))
print("new ahead of old in %d of %d rounds" % (sum(r["new"] > r["old"] for r in rounds), len(rounds)))
PY
