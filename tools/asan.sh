#!/bin/bash
# The renderer built with AddressSanitizer (nightly), serving real clients on lavapipe:
# vulkaninfo, vkcube (100 frames), zink glxgears (20 s) and glmark2 (texture, build), under
# a private Xvfb. Prints each client's status and the sanitizer's reports (none expected).
# Leak detection is off: the driver (lavapipe, LLVM) keeps memory until exit.
# Usage: tools/asan.sh   (from the repository root; the first build takes ~15 min on 2 cores)
set -u
T=${CARGO_TARGET_DIR_ASAN:-target/asan}
RUSTFLAGS="-Zsanitizer=address" CARGO_TARGET_DIR=$T cargo +nightly build \
    --target x86_64-unknown-linux-gnu -p vkrelay-renderer --bin vkrelay-renderer || exit 1
cargo build -p vkrelay-icd || exit 1
A=$T/x86_64-unknown-linux-gnu/debug/vkrelay-renderer
D=$(mktemp -d)
trap 'kill $RP $XP 2>/dev/null; rm -rf "$D"' EXIT
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s","api_version":"1.3.0"}}\n' \
    "$PWD/target/debug/libvulkan_vkrelay.so" > "$D/icd.json"
Xvfb :93 -screen 0 640x480x24 >/dev/null 2>&1 & XP=$!
ASAN_OPTIONS=detect_leaks=0 VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
    "$A" serve --socket "$D/s" > "$D/log" 2>&1 & RP=$!
while [ ! -S "$D/s" ]; do sleep 0.2; done
export VK_DRIVER_FILES=$D/icd.json VKRELAY_SERVER_PATH=$D/s XDG_RUNTIME_DIR=$D
timeout 120 vulkaninfo --summary >/dev/null 2>&1; echo "vulkaninfo: $?"
DISPLAY=:93 timeout 120 vkcube --c 100 >/dev/null 2>&1; echo "vkcube: $?"
DISPLAY=:93 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 20 glxgears >/dev/null 2>&1
echo "glxgears: $? (124: stopped after 20 s)"
DISPLAY=:93 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 180 glmark2 --off-screen \
    -s 320x240 -b texture:duration=2 -b build:duration=2 2>&1 | grep Score
echo "AddressSanitizer reports: $(grep -c 'ERROR: AddressSanitizer' "$D/log")"
grep -A20 'ERROR: AddressSanitizer' "$D/log" | head -40
