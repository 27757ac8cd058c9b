#!/bin/bash
# Swapchains the renderer presents (`VKRELAY_PRESENT=renderer`) on NVIDIA's driver, which
# takes wsi-ahb's blit path, beside the ICD's own swapchain (`VKRELAY_PRESENT=icd`) on the
# same driver (NVIDIA's WSI cannot present to Xvfb, so there is no native run): the WSI test
# client (`deps/renderer`, the renderer's test binary, as its `wsi_client_helper`) presenting
# from queue families 0, 1 and 2 with the pixels it reads back from the X server, a resized
# window, and `vkcube --c 300`. Needs `.nvxc/` from `x-bundle.sh`; logs into $OUT.
set -u
[ -d .gl ] && { for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; }
Z() { LD_LIBRARY_PATH=$PWD/.nvxc/z $PWD/.nvxc/z/zstd "$@"; }  # the host has no zstd
[ -d /tmp/nvxc ] || Z -d < .nvxc/nvxc.tar.zst | tar x -C /tmp
NVJSON=${NVJSON:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
B=$PWD/.devbin X=/tmp/nvxc
mkdir -p /tmp/x; chmod 700 /tmp/x; export XDG_RUNTIME_DIR=/tmp/x
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' $B > /tmp/x/icd.json
[ -e /usr/bin/xkbcomp ] || cp $X/bin/xkbcomp /usr/bin/
x() { env LD_LIBRARY_PATH=$X/lib "$@"; }
x $X/bin/Xvfb :99 -screen 0 1024x768x24 -xkbdir $X/xkb -nolisten tcp -noreset > $OUT/xvfb.log 2>&1 &
sleep 2
export DISPLAY=:99
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
x env VK_DRIVER_FILES=$NVJSON VKRELAY_LOG=info $B/vkrelay-renderer serve --socket /tmp/x/s.sock \
  --stats > $OUT/renderer.log 2>&1 & RPID=$!
for i in $(seq 100); do [ -S /tmp/x/s.sock ] && break; sleep 0.1; done
relay() { x env VK_DRIVER_FILES=/tmp/x/icd.json VKRELAY_SERVER_PATH=/tmp/x/s.sock VKRELAY_LOG=info "$@"; }
helper() { relay WSI_TEST_DISPLAY=:99 "$@" $B/deps/renderer --exact wsi::wsi_client_helper --ignored --nocapture; }
for path in icd renderer; do
  for fam in 0 1 2; do
    helper VKRELAY_PRESENT=$path WSI_TEST_PRESENT_FAMILY=$fam > $OUT/helper-$path-$fam.txt 2>&1
    echo "$path family $fam: rc $? $(grep -E '^(PIXELS|UNIFORM)' $OUT/helper-$path-$fam.txt | tr '\n' ' ')" \
      "$(grep -c 'the renderer presents this swapchain' $OUT/helper-$path-$fam.txt) by the renderer"
  done
  helper VKRELAY_PRESENT=$path WSI_TEST_RESIZE=1 > $OUT/resize-$path.txt 2>&1
  echo "$path resize: rc $? $(grep '^RESIZE' $OUT/resize-$path.txt)"
  relay VKRELAY_PRESENT=$path /usr/bin/time -f "%e s" -o $OUT/vkcube-$path.time \
    $X/bin/vkcube --c 300 > $OUT/vkcube-$path.txt 2>&1
  echo "$path vkcube --c 300: rc $? in $(cat $OUT/vkcube-$path.time | tail -1)"
done
sleep 1; kill $RPID; wait $RPID 2>/dev/null
grep -E "path:|swapchain dropped|presents the client" $OUT/renderer.log | sed 's/^[^ ]* *//' | sort | uniq -c | cut -c1-250
grep -E "ERROR|WARN" $OUT/renderer.log | sed 's/^[^ ]* *//' | sort | uniq -c | head -10 | cut -c1-250
