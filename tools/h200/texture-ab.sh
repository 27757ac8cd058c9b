#!/bin/bash
# `tools/texture-ab.sh` (glmark2 `texture` natively and through two renderer builds, in
# interleaved rounds beside busy loops) on lavapipe on pinned cores of the host: 2 cores with
# 2 busy loops, then 4 with 4. Expects `.gl/`, `.nvxg/`, /tmp/nvxa unpacked by an earlier call
# (as `contention.sh`), and `.devbin/ab/` with `old-renderer.zst`, `new-renderer.zst` and
# `libvulkan_vkrelay.so.zst` (stripped, zstd-compressed release builds). ROUNDS (default 8).
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
Z() { LD_LIBRARY_PATH=$PWD/.nvxg/z $PWD/.nvxg/z/zstd "$@"; }
[ -d /tmp/nvg ] || Z -d < .nvxg/nvg.tar.zst | tar x -C /tmp
for f in old-renderer new-renderer libvulkan_vkrelay.so; do
  Z -d -q -f .devbin/ab/$f.zst -o /tmp/$f && chmod +x /tmp/$f
done
X=/tmp/nvg; L=$X/lib:/tmp/nvxa/lib
for f in $X/fb/*; do ldconfig -p | grep -q "$(basename $f)" || L=$L:$X/fb; done
[ -d /usr/share/glmark2 ] || cp -r $X/glmark2-data /usr/share/glmark2
[ -e /usr/bin/xkbcomp ] || cp $X/bin/xkbcomp /usr/bin/
export LD_LIBRARY_PATH=$L LIBGL_DRIVERS_PATH=$X/lib/dri PATH=$X/bin:$PATH __GLX_VENDOR_LIBRARY_NAME=mesa
export VK_DRIVER_FILES=$X/icd/lvp_icd.json
Xvfb :98 -screen 0 1024x768x24 -xkbdir $X/xkb -nolisten tcp > /tmp/xvfb.log 2>&1 &
sleep 2; export DISPLAY=:98
nproc; lscpu | grep -E "Model name|^CPU\(s\)"; uname -r
export ICD=/tmp/libvulkan_vkrelay.so
echo "== 2 pinned cores, 2 busy loops"
LOADS=2 taskset -c 0-1 tools/texture-ab.sh /tmp/old-renderer /tmp/new-renderer ${ROUNDS:-8}
echo "== 4 pinned cores, 4 busy loops"
LOADS=4 taskset -c 0-3 tools/texture-ab.sh /tmp/old-renderer /tmp/new-renderer ${ROUNDS:-8}
