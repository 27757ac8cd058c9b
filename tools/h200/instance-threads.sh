#!/bin/bash
# NVIDIA's driver and the threads of an instance: the `instance_threads` example
# (`.devbin/deps/instance_threads`) in each of its modes, without and with an instance kept, then a renderer without isolation
# and one with it serving, in turn, the bundled example, the WSI test client (two streams:
# it destroys its instance on the other one), vkcube through the ICD's swapchain (two streams
# too) and vkcube through the renderer's; any fatal signal in the renderer's log is printed
# with its stack. Needs `.nvxc/` from `x-bundle.sh` and `deps/renderer` (the renderer's test
# binary); logs into $OUT.
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=$PWD/.devbin X=/tmp/nvxc NVJSON=$VK_DRIVER_FILES
for m in same late cross instonly devonly creator creator-global; do for keep in "" 1; do
  env ${keep:+KEEP=1} MODE=$m $B/deps/instance_threads > /tmp/threads-$m.txt 2>&1
  echo "instance_threads MODE=$m${keep:+ KEEP=1}: exit $?, $(grep -c ' ok$' /tmp/threads-$m.txt) of 5 rounds"
done; done
Z() { LD_LIBRARY_PATH=$PWD/.nvxc/z $PWD/.nvxc/z/zstd "$@"; }  # the host has no zstd
[ -d /tmp/nvxc ] || Z -d < .nvxc/nvxc.tar.zst | tar x -C /tmp
mkdir -p /tmp/x; chmod 700 /tmp/x; export XDG_RUNTIME_DIR=/tmp/x DISPLAY=:99
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' $B > /tmp/x/icd.json
[ -e /usr/bin/xkbcomp ] || cp $X/bin/xkbcomp /usr/bin/
pgrep Xvfb > /dev/null || { LD_LIBRARY_PATH=$X/lib $X/bin/Xvfb :99 -screen 0 1024x768x24 -xkbdir $X/xkb -nolisten tcp -noreset > /dev/null 2>&1 & sleep 2; }
relay() { env LD_LIBRARY_PATH=$X/lib VK_DRIVER_FILES=/tmp/x/icd.json VKRELAY_SERVER_PATH=/tmp/x/s.sock "$@"; }
for iso in none process; do
  rm -f /tmp/x/s.sock
  env VK_DRIVER_FILES=$NVJSON VKRELAY_LOG=info $B/vkrelay-renderer serve --socket /tmp/x/s.sock \
    --isolation $iso > $OUT/renderer-$iso.log 2>&1 & RPID=$!
  for i in $(seq 100); do [ -S /tmp/x/s.sock ] && break; sleep 0.1; done
  for round in 1 2; do
    relay $B/offscreen --frames 50 > /tmp/o.txt 2>&1; r1=$?
    relay WSI_TEST_DISPLAY=:99 $B/deps/renderer --exact wsi::wsi_client_helper --ignored --nocapture > /tmp/o.txt 2>&1; r2=$?
    relay $X/bin/vkcube --c 50 > /tmp/o.txt 2>&1; r3=$?
    relay VKRELAY_PRESENT=renderer $X/bin/vkcube --c 50 > /tmp/o.txt 2>&1; r4=$?
    echo "isolation $iso, round $round: example $r1, WSI client $r2, vkcube (ICD) $r3, vkcube (renderer) $r4"
  done
  sleep 1; kill -0 $RPID 2> /dev/null && echo "isolation $iso: the renderer is alive" || echo "isolation $iso: the renderer DIED"
  kill $RPID 2> /dev/null; wait $RPID 2> /dev/null
  echo "isolation $iso: $(grep -c 'fatal signal' $OUT/renderer-$iso.log) fatal signals"
  grep -E "fatal signal|stack:|\)\[0x" $OUT/renderer-$iso.log | head -24 | cut -c1-200
done
