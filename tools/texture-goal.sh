#!/bin/bash
# The contention goal's ratio with busy loops held through every round, in an order that
# balances what one run leaves to the next: glmark2 (`texture`, or SCENE) through zink natively
# and through one renderer build, each round "native native vkrelay vkrelay", so that over a
# round each arm runs once after itself and once after the other:
#   tools/texture-goal.sh RENDERER [ROUNDS]
# Needs what `texture-ab.sh` needs (an X display in DISPLAY, glmark2, the ICD in ICD or the
# release build). The busy loops (LOADS, default 2) start once and run through every round;
# PIN=1 pins loop i to the i-th CPU the tool may use; GAP (default 0.3) is the pause before
# each run. Prints one line per round, then the median of the rounds' ratios (the sum of the
# round's two vkrelay frame rates over the sum of its two native ones) with its interval, and
# each arm's median frame rate after each arm (what one run leaves to the next). Each run's
# frame rate is followed by the busy loops' share of the busy CPU time during it
# (`native=1958/69%`). A round counts as under the goal's load only if the loops got at least
# LOOPS_MIN percent (default 55, for two loops on two CPUs) in each of its runs: two loops
# beside glmark2 get about 65-75 %, and a third busy process (such as a VM's agent at a raised
# priority) takes CPU time from the loops, which is another load. The end gives the ratio over
# those rounds and over all rounds, and each arm's median share.
set -u
R=$1 N=${2:-8} LOADS=${LOADS:-2} LOOPS_MIN=${LOOPS_MIN:-55} SECONDS_EACH=${SECONDS_EACH:-3} SCENE=${SCENE:-texture}
cd "$(dirname "$0")/.."
HOLD=1
. tools/glmark-runs.sh
start_loops
: > $D/held; : > $D/ratios
prev=vkrelay # the first round's first run follows nothing; counted as after vkrelay
for r in $(seq 1 $N); do
  line="round $r:" sum_n=0 sum_v=0 held=1
  for v in native native vkrelay vkrelay; do
    if [ $v = native ]; then f=$(one native); else f=$(one "$R" ""); fi
    share=$(loops_share)
    echo "$v after $prev ${f:-0} $share" >> $D/runs
    line="$line $v=${f:-0}/$share%"
    [ $share -ge $LOOPS_MIN ] || held=0
    [ $v = native ] && sum_n=$((sum_n + ${f:-0})) || sum_v=$((sum_v + ${f:-0}))
    prev=$v
  done
  [ $held = 1 ] || line="$line (the loops got less than $LOOPS_MIN %: another load)"
  echo "$line" | tee -a $D/rounds
  if [ $sum_n -gt 0 ] && [ $sum_v -gt 0 ]; then
    ratio=$(python3 -c "print($sum_v / $sum_n)")
    echo $ratio >> $D/ratios
    [ $held = 1 ] && echo $ratio >> $D/held
  fi
done
echo "vkrelay/native, the $(wc -l < $D/held) rounds under the goal's load: $(median_interval $D/held)"
echo "vkrelay/native, all $(wc -l < $D/ratios) rounds: $(median_interval $D/ratios)"
for a in native vkrelay; do
  for p in native vkrelay; do
    awk -v a=$a -v p=$p '$1 == a && $3 == p && $4 > 0 { print $4 }' $D/runs | sort -n |
      awk -v a=$a -v p=$p '{ v[NR] = $1 } END { if (NR) printf "%s after %s: median %d fps (%d runs)\n", a, p, (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), NR }'
  done
  awk -v a=$a '$1 == a { print $5 }' $D/runs | sort -n |
    awk -v a=$a '{ v[NR] = $1 } END { if (NR) printf "%s runs: the loops had a median %d %% of the busy CPU time (%d-%d %%)\n", a, v[int((NR + 1) / 2)], v[1], v[NR] }'
done
