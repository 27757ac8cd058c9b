#!/bin/bash
# The capture's cost on the bundled example (`offscreen --frames N`), on lavapipe, of this build
# and optionally of another (BASE: its cargo target directory, built with the same command), in
# one run: each round runs, for each build, the example through a renderer without and with
# `--capture`, and for this build also with `VKRELAY_WRITE_TRACKING=off` in the example's
# environment (the renderer hashes mapped memory: the path of kernels without userfaultfd's
# asynchronous write protection). Each line is one run: the wall-clock seconds of the whole
# process, the frame rate the example reports for its render loop, and the CPU time (user and
# system) of the example and its renderer together, in microseconds per frame (the measure
# that other load on the machine moves least); the summary gives each variant's medians, each
# capture's cost against its build's plain medians, and the spread of the per-round costs.
#
#   cargo build --release -p vkrelay-icd -p vkrelay-renderer -p offscreen
#   FRAMES=1000 ROUNDS=15 BASE=/path/to/other/target tools/capture-cost.sh
set -eu
target=${CARGO_TARGET_DIR:-target}
frames=${FRAMES:-1000} rounds=${ROUNDS:-9}
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
T=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf $T' EXIT
builds=(new)
declare -A dir rpid
dir[new]=$(realpath "$target/release")
if [ -n "${BASE:-}" ]; then builds+=(base); dir[base]=$(realpath "$BASE/release"); fi
for b in "${builds[@]}"; do
    printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' \
        "${dir[$b]}" > $T/$b.json
    mkdir -p $T/cap-$b
    for kind in plain capture; do
        flags=()
        [ $kind = capture ] && flags=(--capture $T/cap-$b/app.trace)
        VK_DRIVER_FILES=$lvp XDG_RUNTIME_DIR=$T "${dir[$b]}/vkrelay-renderer" serve --isolation none \
            --socket $T/$b-$kind.sock "${flags[@]}" >> $T/renderer.log 2>&1 &
        pids+=($!); rpid[$b-$kind]=$!
    done
done
for _ in $(seq 100); do
    ok=1
    for b in "${builds[@]}"; do [ -S $T/$b-plain.sock ] && [ -S $T/$b-capture.sock ] || ok=0; done
    [ $ok = 1 ] && break
    sleep 0.1
done
ticks() { # pid: its user and system CPU time so far, in clock ticks
    awk '{ print $14 + $15 }' /proc/$1/stat
}
secs() { # renderer pid, command...: wall-clock seconds, the fps printed, CPU µs per frame
    local p=$1 r0 r1; shift
    r0=$(ticks $p)
    /usr/bin/time -f '%e %U %S' -o $T/time "$@" > $T/out 2>&1
    r1=$(ticks $p)
    python3 - $(cat $T/time) $(grep -o 'fps=[0-9.]*' $T/out | cut -d= -f2) $((r1 - r0)) \
        $(getconf CLK_TCK) "$frames" <<'PY'
import sys
wall, user, sys_, fps, rticks, hz, frames = map(float, sys.argv[1:])
print(f"{wall:.3f} {fps} {(user + sys_ + rticks / hz) / frames * 1e6:.1f}")
PY
}
example() { # build, socket kind, extra environment...
    local b=$1 k=$2; shift 2
    secs ${rpid[$b-$k]} env VK_DRIVER_FILES=$T/$b.json VKRELAY_SERVER_PATH=$T/$b-$k.sock XDG_RUNTIME_DIR=$T "$@" \
        "${dir[$b]}/offscreen" --frames "$frames" --out $T/example.png
}
for r in $(seq "$rounds"); do
    for b in "${builds[@]}"; do
        rm -rf $T/cap-$b/*
        echo "$b-plain $(example $b plain)"
        echo "$b-capture $(example $b capture)"
    done
    rm -rf $T/cap-new/*
    echo "new-capture-hashed $(example new capture VKRELAY_WRITE_TRACKING=off)"
done | tee $T/rows
python3 - "$frames" $T/rows <<'PY'
import statistics, sys
frames = int(sys.argv[1])
rows, fps, cpu = {}, {}, {}
for line in open(sys.argv[2]):
    k, v, f, c = line.split()
    rows.setdefault(k, []).append(float(v))
    fps.setdefault(k, []).append(float(f))
    cpu.setdefault(k, []).append(float(c))
m = {k: statistics.median(v) for k, v in rows.items()}
mf = {k: statistics.median(v) for k, v in fps.items()}
mc = {k: statistics.median(v) for k, v in cpu.items()}
n = len(next(iter(rows.values())))
print(f"--- medians of {n} rounds, {frames} frames each")
for k in m:
    print(f"{k}: {m[k]:.3f} s wall, render loop {mf[k]:.0f} fps, CPU {mc[k]:.0f} µs a frame")
def spread(per):
    per = sorted(per)
    return f"per round: min {per[0]:+.1%}, median {statistics.median(per):+.1%}, max {per[-1]:+.1%}"
for k in rows:
    if "capture" not in k:
        continue
    plain = k.split("-")[0] + "-plain"
    print(f"{k}: time {m[k] / m[plain] - 1:+.1%} against {plain} "
          f"({spread(c / p - 1 for c, p in zip(rows[k], rows[plain]))}); "
          f"fps {mf[k] / mf[plain] - 1:+.1%} "
          f"({spread(c / p - 1 for c, p in zip(fps[k], fps[plain]))}); "
          f"CPU {mc[k] / mc[plain] - 1:+.1%} "
          f"({spread(c / p - 1 for c, p in zip(cpu[k], cpu[plain]))})")
PY
