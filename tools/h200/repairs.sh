#!/bin/bash
# H200 run: the shader and feature repairs on NVIDIA's driver, with the programs CI runs on
# lavapipe: zink (glretrace of a glmark2 and a glxgears trace, snapshots compared), vkd3d's
# triangle (the X screen compared), the bundled example's clip/cull/scaled modes (PNGs
# compared), vulkaninfo --json (what the application is told), and the Khronos validation
# layer in the renderer's process (its message ids with and without the repairs).
#
# Expects, besides `.gl/` and `.devbin/` (see README.md): the X server, Mesa's zink, apitrace's
# glretrace, vulkaninfo, vkd3d-triangle, xwd, spirv-val and the validation layer with their
# libraries unpacked under /tmp/nvx and /tmp/nvxa (`tools/h200/gl-bundle.sh` makes the two
# archives on a Debian 12 machine; the larger one is unpacked by an earlier call), and the
# traces in `.nvxb/`.
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
Z() { LD_LIBRARY_PATH=$PWD/.nvxb/z $PWD/.nvxb/z/zstd "$@"; }  # the host has no zstd
[ -d /tmp/nvx ] || Z -d < .nvxb/nvxb.tar.zst | tar x -C /tmp
NVJSON=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
B=$PWD/.devbin X=/tmp/nvx P=/tmp/logs; mkdir -p $P
L=$X/lib:/tmp/nvxa/lib
for f in $X/fb/*; do ldconfig -p | grep -q "$(basename $f)" || L=$L:$X/fb; done
mkdir -p /tmp/x; chmod 700 /tmp/x; export XDG_RUNTIME_DIR=/tmp/x
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' $B > /tmp/x/icd.json
[ -e /usr/bin/xkbcomp ] || cp $X/bin/xkbcomp /usr/bin/
x() { env LD_LIBRARY_PATH=$L LIBGL_DRIVERS_PATH=$X/lib/dri "$@"; }
x $X/bin/Xvfb :99 -screen 0 1024x768x24 -xkbdir $X/xkb -nolisten tcp -noreset > $P/xvfb.log 2>&1 &
sleep 2
export DISPLAY=:99 __GLX_VENDOR_LIBRARY_NAME=mesa
EMU=clip-distance,cull-distance,scaled-vertex FIXES=point-size,widen-inputs,image-bound-check
start() { # TAG FLAGS...: a renderer on NVIDIA at /tmp/x/s.sock, log in $P/renderer-TAG.log
  TAG=$1; shift; rm -f /tmp/x/s.sock
  x env VK_DRIVER_FILES=$NVJSON VK_LAYER_PATH=$X/layers VKRELAY_LOG=info VKRELAY_SPIRV_VAL=$X/bin/spirv-val ${LAYER:+VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation} \
    $B/vkrelay-renderer serve --isolation none --socket /tmp/x/s.sock --stats "$@" > $P/renderer-$TAG.log 2>&1 & RPID=$!
  for i in $(seq 100); do [ -S /tmp/x/s.sock ] && break; sleep 0.1; done; }
stop() { sleep 1; kill $RPID; wait $RPID 2>/dev/null; }
native() { x env VK_DRIVER_FILES=$NVJSON "$@"; }
relay() { x env VK_DRIVER_FILES=/tmp/x/icd.json VKRELAY_SERVER_PATH=/tmp/x/s.sock "$@"; }
same() { if cmp -s "$1" "$2"; then echo "EQUAL $3"; else echo "DIFFERENT $3"; fi; }

if [ -d /tmp/nvxa ]; then
echo "== zink: glretrace snapshots, native and with the repairs"
# --headless: the trace's windows become GLX pbuffers, which zink draws without a swapchain
# (NVIDIA's driver refuses one on Xvfb, so a windowed replay has no GLX context natively).
Z -dqf .nvxb/glmark2.trace.zst -o /tmp/glmark2.trace; Z -dqf .nvxb/gears.trace.zst -o /tmp/gears.trace
zink() { # DIR: snapshots of both traces under DIR
  mkdir -p $1/g $1/s
  $RUN glretrace --headless --snapshot-interval=50 -s $1/g/ /tmp/gears.trace > $1.gears.log 2>&1
  $RUN glretrace --headless --snapshot-interval=200 -s $1/s/ /tmp/glmark2.trace > $1.glmark2.log 2>&1
  echo "$1: $(ls $1/g | wc -l) + $(ls $1/s | wc -l) snapshots"; }
# No LIBGL_ALWAYS_SOFTWARE: with it zink takes only a CPU device (lavapipe), and NVIDIA's is
# none. Xvfb has no DRI, so libGL falls back to its software path, where GALLIUM_DRIVER picks zink.
export GALLIUM_DRIVER=zink
RUN="native env PATH=$X/bin:$PATH" zink /tmp/zn
# A second native replay: a snapshot that differs between two native runs is not the relay's.
RUN="native env PATH=$X/bin:$PATH" zink /tmp/zm
start zink --emulate-missing $EMU --shader-fixes $FIXES
RUN="relay env PATH=$X/bin:$PATH" zink /tmp/zr
stop
tail -n 4 /tmp/z?.*.log; cp /tmp/z?.*.log $P/
n=0 d=0 u=0; for f in /tmp/zn/g/* /tmp/zn/s/*; do r=${f/zn/zr}; n=$((n+1)); cmp -s $f $r && continue
  if cmp -s $f ${f/zn/zm}; then d=$((d+1)); echo "differs: $f"; else u=$((u+1)); echo "differs, and between native runs too: $f"; fi; done
echo "zink snapshots: $n compared, $d differ from native, $u differ between native runs too"
grep -E "not asked of the driver|device created with repairs|modules? (patched|changed)|pipelines? repaired" $P/renderer-zink.log | cut -c1-200 | sort | uniq -c | head -20
else echo "== zink: skipped (/tmp/nvxa, with LLVM for Mesa, is not unpacked)"; fi
unset GALLIUM_DRIVER

echo "== vkd3d-triangle: the X screen natively, through vkrelay, and through vkrelay with the repairs"
# NVIDIA's driver refuses a swapchain on Xvfb (vkd3d-triangle asserts), so the picture through
# vkrelay without repairs is the reference where the native one cannot be taken.
vkd3d() { # TAG RUNNER: the screen while vkd3d-triangle runs, in /tmp/v-TAG.xwd
  $2 $X/bin/vkd3d-triangle > $P/vkd3d-$1.log 2>&1 & DP=$!; sleep 2
  x $X/bin/xwd -root -silent > /tmp/v-$1.xwd
  if kill $DP 2>/dev/null; then wait $DP 2>/dev/null; else echo "vkd3d-triangle ($1) ended early: $(tail -n 1 $P/vkd3d-$1.log)"; fi; }
# The control is taken first: a window's pixels stay on Xvfb's root after the window is gone
# (no window manager, no root background), so a screen taken after the runs is not empty.
x $X/bin/xwd -root -silent > /tmp/v-empty.xwd
vkd3d native native
start vkd3d-plain; vkd3d plain relay; stop
start vkd3d --emulate-missing $EMU; vkd3d repaired relay; stop
same /tmp/v-plain.xwd /tmp/v-repaired.xwd "vkd3d-triangle screen, through vkrelay without and with the repairs"
same /tmp/v-plain.xwd /tmp/v-native.xwd "vkd3d-triangle screen, through vkrelay and natively"
same /tmp/v-plain.xwd /tmp/v-empty.xwd "control: the screen before any program (must differ)"
grep -c "device created with repairs" $P/renderer-vkd3d.log

echo "== example: clip, cull, scaled, natively and with the repairs and the validation layer"
LAYER=1 start plain
for m in clip cull scaled scene; do relay $B/offscreen --mode $m --out /tmp/plain-$m.png > /dev/null 2>&1; done
stop
for m in clip cull scaled scene; do native $B/offscreen --mode $m --out /tmp/native-$m.png 2>&1 | tail -1; done
LAYER=1 start example --emulate-missing $EMU --shader-fixes $FIXES
for m in clip cull scaled scene; do relay $B/offscreen --mode $m --out /tmp/relay-$m.png 2>&1 | tail -1; done
stop
for m in clip cull scaled scene; do same /tmp/native-$m.png /tmp/relay-$m.png "example --mode $m"; done
start strip --emulate-missing $EMU --clip-distance strip
for m in clip cull; do relay $B/offscreen --mode $m --out /tmp/strip-$m.png > /dev/null 2>&1; same /tmp/native-$m.png /tmp/strip-$m.png "control: --clip-distance strip, --mode $m (must differ)"; done
stop
ids() { grep -oE "(VUID-|UNASSIGNED-)[A-Za-z0-9_:-]+" $1 | sort -u; }
echo "validation ids without repairs: $(ids $P/renderer-plain.log | tr '\n' ' ')"
echo "validation ids with repairs:    $(ids $P/renderer-example.log | tr '\n' ' ')"
echo "ids only with repairs: $(comm -13 <(ids $P/renderer-plain.log) <(ids $P/renderer-example.log) | tr '\n' ' ')"
grep -c "Validation" $P/renderer-example.log
grep -E "repairs|patched|repaired|cleared|faked" $P/renderer-example.log | cut -c1-220 | sort | uniq -c | head -20

echo "== vulkaninfo --json: what the application is told"
cd /tmp && rm -f VP_VULKANINFO*.json
start vulkaninfo --emulate-missing $EMU
relay $X/bin/vulkaninfo --json > /dev/null 2>$P/vulkaninfo.err; echo "vulkaninfo status $?"
stop
f=$(ls /tmp/VP_VULKANINFO*.json | head -1); cp "$f" $P/vulkaninfo-relay.json
python3 - "$f" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))["capabilities"]["device"]
feats = d["features"]["VkPhysicalDeviceFeatures"]
print("shaderClipDistance", feats["shaderClipDistance"], "shaderCullDistance", feats["shaderCullDistance"])
fmts = d["formats"]
for name in ["VK_FORMAT_R8G8B8A8_USCALED", "VK_FORMAT_R16G16_SSCALED", "VK_FORMAT_A2B10G10R10_USCALED_PACK32"]:
    f = fmts.get(name, {}).get("VkFormatProperties", {})
    print(name, "VERTEX_BUFFER_BIT" in str(f.get("bufferFeatures", "")))
EOF
cd - > /dev/null
(cd $P && tar czf $OUT/logs.tgz *)
