#!/bin/bash
# Seeds the fuzz targets' corpora (fuzz/corpus/<target>/) from real programs: the requests a
# renderer built with the feature `corpus` receives from vulkaninfo, vkcube, zink (glxgears,
# glmark2's texture scene), vkd3d-gears and the bundled example on lavapipe (at most 8
# distinct messages per command), the framing target's rings from runs of those messages, the
# SPIR-V target's modules from spirv-patch's corpus of real shaders, and the rewritten-SPIR-V
# cache target's files from the one a renderer with the clip-distance repair writes for the
# bundled example's clip mode.
#
#   cargo build -p vkrelay-icd -p offscreen --bin offscreen
#   cargo build -p vkrelay-renderer --features corpus
#   tools/fuzz-corpus.sh
set -eu
target=${CARGO_TARGET_DIR:-target}
bin=$(realpath "$target/debug")
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
dir=$(mktemp -d)
seeds=$dir/seeds
printf '{"file_format_version": "1.0.0", "ICD": {"library_path": "%s", "api_version": "1.3.239"}}\n' \
    "$bin/libvulkan_vkrelay.so" > "$dir/icd.json"
Xvfb :97 -screen 0 640x480x24 -noreset > /dev/null 2>&1 & xvfb=$!
server2=
trap 'kill $xvfb $server $server2 2>/dev/null; rm -rf "$dir"' EXIT
VK_DRIVER_FILES=$lvp XDG_RUNTIME_DIR=$dir VKRELAY_CORPUS_DIR=$seeds "$bin/vkrelay-renderer" serve \
    --isolation none --socket "$dir/s" > "$dir/renderer.log" 2>&1 & server=$!
while [ ! -S "$dir/s" ]; do sleep 0.05; done
client() { VK_DRIVER_FILES=$dir/icd.json VKRELAY_SERVER_PATH=$dir/s XDG_RUNTIME_DIR=$dir DISPLAY=:97 "$@"; }
client vulkaninfo > /dev/null
client timeout 20 vkcube --c 200 > /dev/null 2>&1 || true
client env LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 4 glxgears > /dev/null 2>&1 || true
client env LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink glmark2 --size 160x120 -b texture:duration=1 > /dev/null 2>&1
client timeout 4 vkd3d-gears > /dev/null 2>&1 || true
for m in scene clip cull scaled bc; do client "$bin/offscreen" --mode $m --out "$dir/$m.png" > /dev/null; done
sleep 1
out=fuzz/corpus
rm -rf $out/vk_wire_request $out/shm_ring_framing $out/spirv_patch_passes
mkdir -p $out/vk_wire_request $out/shm_ring_framing $out/spirv_patch_passes
cp "$seeds"/* $out/vk_wire_request/
# Rings: four messages in a row, as a peer writes them (every message is 8-byte aligned).
ls "$seeds" | sort | split -l 4 - "$dir/ring-"
for r in "$dir"/ring-*; do
    (cd "$seeds" && cat $(cat "$r")) > $out/shm_ring_framing/$(basename "$r")
done
# SPIR-V: no attribute formats picked (four zero bytes), then the module.
for m in crates/spirv-patch/tests/fixtures/corpus/*.spv; do
    { printf '\0\0\0\0'; cat "$m"; } > $out/spirv_patch_passes/$(basename "$m" .spv)
done
# The rewritten-SPIR-V cache: the file as the renderer reads it (first byte 0), and its entries
# under this build's header (first byte 1, then the entry count; see the target).
XDG_CACHE_HOME=$dir/cache VK_DRIVER_FILES=$lvp XDG_RUNTIME_DIR=$dir "$bin/vkrelay-renderer" serve \
    --isolation none --emulate-missing clip-distance --socket "$dir/s2" > "$dir/renderer2.log" 2>&1 &
server2=$!
while [ ! -S "$dir/s2" ]; do sleep 0.05; done
VK_DRIVER_FILES=$dir/icd.json VKRELAY_SERVER_PATH=$dir/s2 XDG_RUNTIME_DIR=$dir \
    "$bin/offscreen" --mode clip --out "$dir/clip2.png" > /dev/null
for _ in $(seq 100); do
    spv=$(find "$dir/cache" -name '*.vkspv' 2>/dev/null | head -1)
    [ -n "$spv" ] && break
    sleep 0.1
done
[ -n "$spv" ] || { echo "no .vkspv file written" >&2; exit 1; }
rm -rf $out/spirv_cache_file
mkdir -p $out/spirv_cache_file
python3 - "$spv" $out/spirv_cache_file <<'EOF'
import struct, sys
f = open(sys.argv[1], 'rb').read()
tag_len, count = struct.unpack_from('<II', f, 12)
open(sys.argv[2] + '/whole', 'wb').write(b'\0' + f)
open(sys.argv[2] + '/entries', 'wb').write(b'\1' + struct.pack('<H', count) + f[32 + tag_len:])
EOF
for t in vk_wire_request shm_ring_framing spirv_patch_passes spirv_cache_file; do
    echo "$t: $(ls $out/$t | wc -l) files, $(du -sh $out/$t | cut -f1)"
done
echo "commands seen: $(ls $out/vk_wire_request | cut -d- -f1 | sort -u | wc -l)"
