#!/bin/bash
# Interleaved A/B of the pipeline-creation bench: two builds (`.devbin/deps/pipelines-old`,
# `.devbin/deps/pipelines-new`), three rounds, only the rows a repair changes; then each
# build's own interleaved native-against-miss comparison (`PIPELINES_AB`, see the bench's
# doc) and the cold one (`PIPELINES_COLD`), the builds taking turns.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=$PWD/.devbin/deps
for round in 1 2 3; do
  for v in old new; do
    echo "== round $round $v"
    $B/pipelines-$v --bench --warm-up-time 1 --measurement-time 3 --noplot 2>&1 | grep -E "^vkCreate|time:" | grep -v "%"
  done
done
for round in 1 2 3; do
  for v in old new; do
    echo "== interleaved, turn $round, $v"
    # A filter no row matches: only the interleaved comparison runs.
    PIPELINES_AB=${AB_ROUNDS:-10} PIPELINES_AB_EACH=${AB_EACH:-2000} PIPELINES_COLD=${COLD_PAIRS:-300} $B/pipelines-$v --bench no-criterion-row --noplot 2>&1 | grep -E "^interleaved|^cold"
  done
done
