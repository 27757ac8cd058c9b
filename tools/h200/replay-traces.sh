#!/bin/bash
# Replays traces captured on lavapipe (`.devbin/traces/NAME.trace`, with the live run's
# screenshots `NAME.trace.frame-N.png` beside them) on NVIDIA's driver, with screenshots of the
# same frames into $OUT/NAME/ (compare them with the live ones on the development machine).
# TRACES lists NAME:N,M pairs (default: vkcube:10,150 gears:5,20).
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=$PWD/.devbin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in ${TRACES:-vkcube:10,150 gears:5,20}; do
  n=${t%%:*}; s=${t#*:}; mkdir -p $OUT/$n
  VKRELAY_LOG=info /usr/bin/time -f "%e s" $B/vkrelay-renderer replay $B/traces/$n.trace \
    --frames 0-${s#*,} --screenshot $s --out $OUT/$n > $OUT/$n/log.txt 2>&1
  grep -v "memory-" $OUT/$n/log.txt | sort | uniq -c | sort -rn | cut -c1-300 | head -12
  rm -f $OUT/$n/*.bin
done
