#!/bin/bash
# Where the proxy bench stands 8 s after its burst rows on NVIDIA: the state and wait channel
# of every thread of the bench and of the renderer processes (carry .gl and .devbin as for
# burst.sh). Used to look at the teardown that does not finish there (see docs/performance.md).
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export VKRELAY_BENCH_COMPUTE_SPV=$PWD/.devbin/k.spv
unset DISPLAY
.devbin/deps/proxy --bench 'pipeline creation' > $OUT/b.log 2>&1 &
BP=$!
for i in $(seq 1 90); do sleep 1; grep -q "of native's" $OUT/b.log && break; done
sleep 8
echo "== after burst: $(tail -1 $OUT/b.log)"
for p in $BP $(pgrep -f vkrelay-renderer); do
  echo "== pid $p $(tr '\0' ' ' < /proc/$p/cmdline | cut -c1-80) state $(awk '{print $3}' /proc/$p/stat)"
  for t in /proc/$p/task/*; do echo "   $(cat $t/comm) $(cat $t/wchan) $(awk '{print $3}' $t/stat)"; done | sort | uniq -c | head -30
done
kill -9 $BP
