#!/bin/bash
# H200 run: the BC repair on NVIDIA's driver: the example's BC picture and Pillow's DDS
# files natively and through vkrelay (CPU and GPU decode), the bc test client's modes
# (readback, block copies, bytes the GPU wrote, compute state), and the upload bench.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
NV=$(python3 -c "import json;print(json.load(open('$VK_DRIVER_FILES'))['ICD']['library_path'])" 2>/dev/null || sed -n 's/.*"library_path": *"\([^"]*\)".*/\1/p' $VK_DRIVER_FILES)
echo "nvidia library: $NV"
B=$PWD/.devbin
mkdir -p /tmp/x; chmod 700 /tmp/x; export XDG_RUNTIME_DIR=/tmp/x
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' $B > /tmp/x/icd.json
P=/tmp/png; mkdir -p $P
$B/offscreen --mode bc --out $P/native-bc.png 2>&1 | tail -1
for f in $B/dds/*.dds; do n=$(basename $f .dds); $B/offscreen --mode dds --dds $f --out $P/native-dds-$n.png 2>&1 | tail -1; done
start() { rm -f /tmp/x/s.sock; $B/vkrelay-renderer serve --socket /tmp/x/s.sock --stats "$@" > $P/renderer-$TAG.log 2>&1 & RPID=$!; for i in $(seq 100); do [ -S /tmp/x/s.sock ] && break; sleep 0.1; done; }
stop() { sleep 1; kill $RPID; wait $RPID 2>/dev/null; grep -E "bc: |ERROR|WARN" $P/renderer-$TAG.log | cut -c1-300 | sort | uniq -c | head; }
relay() { VK_DRIVER_FILES=/tmp/x/icd.json VKRELAY_SERVER_PATH=/tmp/x/s.sock "$@"; }
for d in cpu gpu auto; do
  TAG=$d; start --emulate-missing bc --bc-decode $d
  relay $B/offscreen --mode bc --out $P/$d-bc.png 2>&1 | tail -1
  for f in $B/dds/*.dds; do n=$(basename $f .dds); relay $B/offscreen --mode dds --dds $f --out $P/$d-dds-$n.png 2>&1 | tail -1; done
  for m in readback copy-image gpu-written compute-state; do
    echo "-- $d $m"
    VKRELAY_TEST_BC=$m VKRELAY_TEST_ICD=$B/libvulkan_vkrelay.so VKRELAY_SERVER_PATH=/tmp/x/s.sock $B/deps/renderer --exact bc::bc_client --ignored --nocapture 2>&1 | grep -E "OK|panicked|assert" | head -3
  done
  stop
done
for m in readback copy-image gpu-written compute-state; do
  echo "-- native $m"
  VKRELAY_TEST_BC=$m VKRELAY_TEST_BC_NATIVE=1 VKRELAY_TEST_ICD=$NV $B/deps/renderer --exact bc::bc_client --ignored --nocapture 2>&1 | grep -E "OK|panicked|assert" | head -3
done
(cd $P && tar czf $OUT/png.tgz *.png *.log)
[ -n "$NOBENCH" ] && exit 0
echo "== upload bench"
cd $B && VKRELAY_RENDERER=$B/vkrelay-renderer timeout 300 $B/deps/bc --bench 2>&1 | grep -E "^upload|time:|thrpt:|panicked" | grep -v "%"
