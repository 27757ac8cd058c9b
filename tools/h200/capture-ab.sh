#!/bin/bash
# The capture's cost on the bundled example, NVIDIA: each renderer build (`.devbin/vkrelay-renderer`
# as "new", `.devbin/deps/vkrelay-renderer-old` as "old", if there) serves the example
# (`.devbin/offscreen --frames $FRAMES`) without and with `--capture`, in AB_ROUNDS interleaved
# rounds; each line is one run's fps, the summary the median of each variant and the capture's
# cost (time) per build. The ICD is `.devbin/libvulkan_vkrelay.so`.
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
  XDG_RUNTIME_DIR=$T ${bin[$b]} serve --isolation none --socket $T/$b-cap.sock --capture $T/$b/cap/app.trace > $T/$b-cap.log 2>&1 & pids+=($!)
done
trap 'kill ${pids[*]} 2>/dev/null' EXIT
sleep 2
run() { # socket
  VK_DRIVER_FILES=$T/icd.json VKRELAY_SERVER_PATH=$1 XDG_RUNTIME_DIR=$T $B/offscreen --frames $F --out $T/x.png 2>&1 | tail -1 | sed 's/.*fps=//'
}
for r in $(seq ${AB_ROUNDS:-5}); do
  for b in "${builds[@]}"; do
    rm -f $T/$b/cap/*
    echo "$b-plain $(run $T/$b-plain.sock)"
    echo "$b-capture $(run $T/$b-cap.sock)"
  done
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
for b in ("new", "old"):
    if f"{b}-plain" in m:
        print(f"capture cost, {b}: {m[b + '-plain'] / m[b + '-capture'] - 1:+.1%} time")
PY
