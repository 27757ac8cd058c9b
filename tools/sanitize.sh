#!/bin/bash
# The renderer built with a sanitizer (nightly), serving real clients on lavapipe under a
# private Xvfb: vulkaninfo alone, then vkcube (300 frames), zink glxgears (20 s) and glmark2
# (texture, build) at the same time, so several clients' streams run on their threads at once.
# Prints each client's status and the sanitizer's reports (none expected).
#
#   tools/sanitize.sh address   AddressSanitizer; leak detection off (lavapipe and LLVM keep
#                               memory until exit); ~15 min to build on 2 cores
#   tools/sanitize.sh thread    ThreadSanitizer; the standard library is rebuilt with it
#                               (-Zbuild-std, needs the nightly rust-src component), so its
#                               locks and atomics are seen; ~20 min to build on 2 cores
#
# Only the renderer is instrumented: the driver (lavapipe) and the clients are not, so races
# inside them, or whose other side is in them, are not seen. From the repository root.
set -u
S=${1:?usage: tools/sanitize.sh address|thread}
case $S in
    address) what=AddressSanitizer std=() opts="ASAN_OPTIONS=detect_leaks=0" ;;
    thread) what=ThreadSanitizer std=(-Zbuild-std) opts="TSAN_OPTIONS=halt_on_error=0 report_signal_unsafe=0" ;;
    *) echo "unknown sanitizer: $S (address or thread)" >&2; exit 2 ;;
esac
T=${CARGO_TARGET_DIR_SANITIZE:-target/sanitize-$S}
RUSTFLAGS="-Zsanitizer=$S" CARGO_TARGET_DIR=$T cargo +nightly build "${std[@]}" \
    --target x86_64-unknown-linux-gnu -p vkrelay-renderer --bin vkrelay-renderer || exit 1
cargo build -p vkrelay-icd || exit 1
A=$T/x86_64-unknown-linux-gnu/debug/vkrelay-renderer
D=$(mktemp -d)
trap 'kill $RP $XP 2>/dev/null; rm -rf "$D"' EXIT
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s","api_version":"1.3.0"}}\n' \
    "$PWD/target/debug/libvulkan_vkrelay.so" > "$D/icd.json"
Xvfb :93 -screen 0 640x480x24 -nolisten tcp >/dev/null 2>&1 & XP=$!
env $opts VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
    "$A" serve --isolation none --socket "$D/s" > "$D/log" 2>&1 & RP=$!
while [ ! -S "$D/s" ]; do sleep 0.2; done
export VK_DRIVER_FILES=$D/icd.json VKRELAY_SERVER_PATH=$D/s XDG_RUNTIME_DIR=$D DISPLAY=:93
timeout 120 vulkaninfo --summary >/dev/null 2>&1; echo "vulkaninfo: $?"
(timeout 300 vkcube --c 300 >/dev/null 2>&1; echo "vkcube: $?") & CP=$!
(LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 20 glxgears >/dev/null 2>&1
 echo "glxgears: $? (124: stopped after 20 s)") & GP=$!
LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 300 glmark2 --off-screen \
    -s 320x240 -b texture:duration=3 -b build:duration=3 2>&1 | grep Score
wait $CP $GP
kill $RP; wait $RP 2>/dev/null
echo "$what reports: $(grep -c "WARNING: $what\|ERROR: $what" "$D/log")"
grep -A30 -m3 -E "(WARNING|ERROR): $what" "$D/log" | head -120
