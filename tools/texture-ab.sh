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
# round, and leaves them running through every round (otherwise each run starts its own GAP
# seconds before glmark2); GAP (default 0.3) is the pause before each glmark2 run. With
# loops held, the order of the runs matters: `texture-goal.sh` balances it. Each round's line
# ends with the busy loops' share of the busy CPU time during each run.
set -u
OLD=$1 NEW=$2 N=${3:-8} LOADS=${LOADS:-2} SECONDS_EACH=${SECONDS_EACH:-3} SCENE=${SCENE:-texture}
cd "$(dirname "$0")/.."
. tools/glmark-runs.sh
[ "${HOLD:-0}" = 1 ] && start_loops
for r in $(seq 1 $N); do
  case $((r % 3)) in 0) order="native old new";; 1) order="old new native";; 2) order="new native old";; esac
  line="round $r:" shares=
  for v in $order; do
    case $v in native) f=$(one native);; old) f=$(one "$OLD" "${OLD_ENV:-}");; new) f=$(one "$NEW" "${NEW_ENV:-}");; esac
    line="$line $v=$f"; shares="$shares $v:$(loops_share)%"
  done
  echo "$line" >> $D/rounds
  echo "$line (loops' share of the busy CPU time:$shares)"
done
# Each build's median ratio to native with its interval, and the rounds where NEW beat OLD.
for arm in old new; do
  awk -v a=$arm '{ delete f; for (i = 3; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
    if (f["native"] > 0 && f[a] != "") print f[a] / f["native"] }' $D/rounds > $D/$arm.ratios
  echo "$arm/native: $(median_interval $D/$arm.ratios)"
done
awk '{ delete f; for (i = 3; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] } n++; if (f["new"] > f["old"]) a++ }
  END { printf "new ahead of old in %d of %d rounds\n", a, n }' $D/rounds
