#!/bin/bash
# vkrelay's capture and replay beside gfxreconstruct's, on lavapipe in Xvfb, in one run:
#   - capture cost: `vkcube --c N` presented by the renderer (VKRELAY_PRESENT=renderer) and the
#     bundled example (`--frames N`), each through a renderer without and with `--capture`;
#     native vkcube without and with gfxreconstruct's layer beside them;
#   - trace size per frame: the vkcube capture of each tool (gfxreconstruct's default, LZ4);
#   - replay time: `vkrelay-renderer replay` (headless: it shows nothing) and
#     `gfxrecon-replay --wsi xcb` (it presents into an Xvfb window; lavapipe has no
#     VK_EXT_headless_surface, and gfxreconstruct 0.9.18 no offscreen swapchain) of those two
#     captures.
# ROUNDS rounds (default 5) interleave every variant; each line is one timing in seconds, the
# summary the median of each variant and the ratios of the medians.
#
#   cargo build --release -p vkrelay-icd -p vkrelay-renderer -p offscreen
#   tools/trace-vs-gfxr.sh            (FRAMES=1000 ROUNDS=5 by default)
set -eu
target=${CARGO_TARGET_DIR:-target}
bin=$(realpath "$target/release")
frames=${FRAMES:-1000} rounds=${ROUNDS:-5}
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
T=$(mktemp -d); trap 'kill $P1 $P2 $XP 2>/dev/null; rm -rf $T' EXIT
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s/libvulkan_vkrelay.so","api_version":"1.3.0"}}' "$bin" > $T/icd.json
Xvfb :96 -screen 0 1024x768x24 -nolisten tcp -noreset > /dev/null 2>&1 & XP=$!
serve() { # socket, extra flags...
    local s=$1; shift
    VK_DRIVER_FILES=$lvp XDG_RUNTIME_DIR=$T "$bin/vkrelay-renderer" serve --isolation none \
        --socket "$s" "$@" >> $T/renderer.log 2>&1 &
}
serve $T/plain.sock; P1=$!
serve $T/capture.sock --capture $T/cap/app.trace; P2=$!
mkdir -p $T/cap
for _ in $(seq 100); do [ -S $T/plain.sock ] && [ -S $T/capture.sock ] && break; sleep 0.1; done
secs() { # command...: its wall-clock seconds
    local a b; a=$(date +%s.%N); "$@" > /dev/null 2>&1; b=$(date +%s.%N)
    python3 -c "print(f'{$b - $a:.3f}')"
}
relayed() { # socket, command...
    local s=$1; shift
    DISPLAY=:96 VK_DRIVER_FILES=$T/icd.json VKRELAY_SERVER_PATH=$s XDG_RUNTIME_DIR=$T \
        VKRELAY_PRESENT=renderer "$@"
}
native() { DISPLAY=:96 VK_DRIVER_FILES=$lvp "$@"; }
gfxr() { # file, command...
    local f=$1; shift
    DISPLAY=:96 VK_DRIVER_FILES=$lvp VK_INSTANCE_LAYERS=VK_LAYER_LUNARG_gfxreconstruct \
        GFXRECON_CAPTURE_FILE=$f GFXRECON_CAPTURE_FILE_TIMESTAMP=false "$@"
}
cube=(vkcube --c "$frames")
example=("$bin/offscreen" --frames "$frames" --out $T/example.png)
for r in $(seq "$rounds"); do
    rm -rf $T/cap/* $T/g.gfxr
    echo "vkcube-vkrelay $(secs relayed $T/plain.sock "${cube[@]}")"
    echo "vkcube-vkrelay-capture $(secs relayed $T/capture.sock "${cube[@]}")"
    cp $T/cap/app.trace $T/vkcube.trace
    echo "example-vkrelay $(secs relayed $T/plain.sock "${example[@]}")"
    echo "example-vkrelay-capture $(secs relayed $T/capture.sock "${example[@]}")"
    echo "vkcube-native $(secs native "${cube[@]}")"
    echo "vkcube-native-gfxr $(secs gfxr $T/g.gfxr "${cube[@]}")"
    echo "replay-vkrelay $(secs env VK_DRIVER_FILES=$lvp "$bin/vkrelay-renderer" replay $T/vkcube.trace)"
    echo "replay-gfxr $(secs env DISPLAY=:96 VK_DRIVER_FILES=$lvp gfxrecon-replay --wsi xcb $T/g.gfxr)"
    echo "size-vkrelay $(stat -c %s $T/vkcube.trace)"
    echo "size-gfxr $(stat -c %s $T/g.gfxr)"
done | tee $T/rows
python3 - "$frames" $T/rows <<'PY'
import statistics, sys
frames = int(sys.argv[1])
rows = {}
for line in open(sys.argv[2]):
    k, v = line.split()
    rows.setdefault(k, []).append(float(v))
m = {k: statistics.median(v) for k, v in rows.items()}
print(f"--- medians of {len(rows['vkcube-native'])} rounds, {frames} frames each")
for k, v in m.items():
    if k.startswith("size"):
        print(f"{k}: {v:.0f} bytes ({v / frames:.0f} per frame)")
    else:
        print(f"{k}: {v:.3f} s ({frames / v:.0f} fps)")
def ratio(a, b):
    return m[a] / m[b] - 1
print(f"capture cost, vkcube through vkrelay: {ratio('vkcube-vkrelay-capture', 'vkcube-vkrelay'):+.1%} time")
print(f"capture cost, the example through vkrelay: {ratio('example-vkrelay-capture', 'example-vkrelay'):+.1%} time")
print(f"gfxreconstruct capture cost, native vkcube: {ratio('vkcube-native-gfxr', 'vkcube-native'):+.1%} time")
print(f"trace size, vkrelay / gfxreconstruct: {m['size-vkrelay'] / m['size-gfxr']:.2f}")
print(f"replay time, vkrelay / gfxreconstruct: {m['replay-vkrelay'] / m['replay-gfxr']:.2f}")
PY
