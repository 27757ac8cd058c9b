#!/bin/bash
# The capture's cost on the bundled example, NVIDIA: each renderer build (`.devbin/vkrelay-renderer`
# as "new", `.devbin/deps/vkrelay-renderer-old` as "old", if there) serves the example
# (`.devbin/offscreen --frames $FRAMES`) without and with `--capture`, in AB_ROUNDS interleaved
# rounds, and the new build also with `VKRELAY_WRITE_TRACKING=off` in the example's environment
# ("new-capture-hashed": the renderer hashes mapped memory, as where the kernel cannot track
# writes); each line is one run's fps, the summary the median of each variant and the capture's
# cost (time) per variant. The ICD is `.devbin/libvulkan_vkrelay.so`.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=$PWD/.devbin; T=$(mktemp -d); F=${FRAMES:-5000}
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' "$B" > $T/icd.json
builds=(new); [ -x $B/deps/vkrelay-renderer-old ] && builds+=(old)
declare -A bin=([new]=$B/vkrelay-renderer [old]=$B/deps/vkrelay-renderer-old)
pids=()
for b in "${builds[@]}"; do
  mkdir -p $T/$b/cap
  XDG_RUNTIME_DIR=$T ${bin[$b]} serve --isolation none --socket $T/$b-plain.sock > $T/$b-plain.log 2>&1 & pids+=($!)
  VKRELAY_LOG=info XDG_RUNTIME_DIR=$T ${bin[$b]} serve --isolation none --socket $T/$b-cap.sock --capture $T/$b/cap/app.trace > $T/$b-cap.log 2>&1 & pids+=($!)
done
trap 'kill ${pids[*]} 2>/dev/null' EXIT
sleep 2
uname -r
run() { # socket, extra environment...
  local s=$1; shift
  env VK_DRIVER_FILES=$T/icd.json VKRELAY_SERVER_PATH=$s XDG_RUNTIME_DIR=$T "$@" $B/offscreen --frames $F --out $T/x.png 2>&1 | grep -o 'fps=[0-9.]*' | cut -d= -f2
}
for r in $(seq ${AB_ROUNDS:-5}); do
  for b in "${builds[@]}"; do
    rm -f $T/$b/cap/*
    echo "$b-plain $(run $T/$b-plain.sock)"
    echo "$b-capture $(run $T/$b-cap.sock)"
  done
  rm -f $T/new/cap/*
  echo "new-capture-hashed $(run $T/new-cap.sock VKRELAY_WRITE_TRACKING=off)"
done | tee $T/rows
python3 - $T/rows <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    k, v = line.split()
    rows.setdefault(k, []).append(float(v))
m = {k: statistics.median(v) for k, v in rows.items()}
for k, v in m.items():
    print(f"{k}: median {v:.0f} fps of {len(rows[k])}")
for k in m:
    if "capture" in k:
        plain = k.split("-")[0] + "-plain"
        per = sorted(p / c - 1 for p, c in zip(rows[plain], rows[k]))
        print(f"capture cost, {k}: {m[plain] / m[k] - 1:+.1%} time (per round: min "
              f"{per[0]:+.1%}, median {statistics.median(per):+.1%}, max {per[-1]:+.1%})")
PY
grep -h "allocations whose writes" $T/new-cap.log | tail -3
