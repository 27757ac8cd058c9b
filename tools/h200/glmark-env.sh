# Sourced by `contention.sh` and `texture-ab.sh` (from the repository root): installs the
# `.gl/` loader debs, unpacks `.nvxg/` (with /tmp/nvxa from an earlier call, see
# `glmark-bundle.sh`), exports the environment that runs glmark2 through zink on lavapipe,
# starts Xvfb on :98 and prints the host's CPUs. Defines `Z` (the bundle's zstd).
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
Z() { LD_LIBRARY_PATH=$PWD/.nvxg/z $PWD/.nvxg/z/zstd "$@"; }
[ -d /tmp/nvg ] || Z -d < .nvxg/nvg.tar.zst | tar x -C /tmp
X=/tmp/nvg; L=$X/lib:/tmp/nvxa/lib
for f in $X/fb/*; do ldconfig -p | grep -q "$(basename $f)" || L=$L:$X/fb; done
[ -d /usr/share/glmark2 ] || cp -r $X/glmark2-data /usr/share/glmark2
[ -e /usr/bin/xkbcomp ] || cp $X/bin/xkbcomp /usr/bin/
export LD_LIBRARY_PATH=$L LIBGL_DRIVERS_PATH=$X/lib/dri PATH=$X/bin:$PATH __GLX_VENDOR_LIBRARY_NAME=mesa
export VK_DRIVER_FILES=$X/icd/lvp_icd.json
Xvfb :98 -screen 0 1024x768x24 -xkbdir $X/xkb -nolisten tcp -noreset > /tmp/xvfb.log 2>&1 &
sleep 2; export DISPLAY=:98
nproc; lscpu | grep -E "Model name|^CPU\(s\)"; uname -r
