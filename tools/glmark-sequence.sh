#!/bin/bash
# glmark2 runs (`texture`, or SCENE) through zink in a given sequence, beside busy loops held
# through the whole sequence (LOADS, default 2; PIN=1 pins loop i to the i-th CPU the tool may
# use), to see what one run leaves to the next:
#   tools/glmark-sequence.sh RENDERER STEP...
# Each STEP is `n` (a native run), `v` (a run through RENDERER), `L` (the busy loops stopped
# and new ones started), `p` (4 s of `perf bench sched pipe`: two processes waking each other)
# `m` (1 GiB written and freed) or `c` (the user CPU seconds of a fixed `awk` loop: how fast
# a CPU runs, whatever share it gets). GAP (default 0.3) is the pause before each run. Needs what
# `texture-ab.sh` needs. Prints each run's fps and the busy loops' share of the busy CPU time
# during it (`n=1958/69%`) as it ends, then the whole sequence on a line.
set -u
R=$1; shift
LOADS=${LOADS:-2} SECONDS_EACH=${SECONDS_EACH:-3} SCENE=${SCENE:-texture}
cd "$(dirname "$0")/.."
HOLD=1
. tools/glmark-runs.sh
start_loops
out=
for step in "$@"; do
  case $step in
    n) f=$(one native)/$(loops_share)% ;;
    v) f=$(one "$R" "")/$(loops_share)% ;;
    L) kill "${loops[@]}"; wait "${loops[@]}" 2>/dev/null; loops=(); start_loops; f=- ;;
    p) timeout 4 perf bench sched pipe -l 1000000000 > /dev/null 2>&1; f=- ;;
    c) f=$( { /usr/bin/time -f %U awk 'BEGIN { for (i = 0; i < 2e7; i++) s += i }' > /dev/null; } 2>&1 )s ;;
    m) python3 -c "b = b'x' * (1 << 30); del b"; f=- ;;
    *) echo "unknown step $step" >&2; exit 2 ;;
  esac
  echo "$step=$f"; out="$out $step=$f"
done
echo "sequence:$out"
