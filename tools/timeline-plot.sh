#!/bin/bash
# Draws docs/timeline.svg: the bundled example's frame phases natively (with the timing
# layer) and through vkrelay, on the driver named by VK_DRIVER_FILES (default: lavapipe).
#   tools/timeline-plot.sh [OUT.svg] [FRAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs/timeline.svg}
FRAMES=${2:-600}
export VK_DRIVER_FILES=${VK_DRIVER_FILES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
cargo build --release --quiet -p vkrelay-renderer -p vkrelay-icd -p timing-layer -p offscreen
T=${CARGO_TARGET_DIR:-target}/release
D=$(mktemp -d)
trap 'kill $R 2>/dev/null || true; rm -rf "$D"' EXIT
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s","api_version":"1.3.0"}}\n' \
  "$(realpath $T/libvulkan_vkrelay.so)" > $D/icd.json
cat > $D/layer.json <<JSON
{"file_format_version": "1.0.0", "layer": {"name": "VK_LAYER_VKRELAY_timing", "type": "GLOBAL",
 "library_path": "$(realpath $T/libvkrelay_timing_layer.so)", "api_version": "1.3.239",
 "implementation_version": "1", "description": "vkrelay's application timeline on any driver",
 "functions": {"vkGetInstanceProcAddr": "vkrelay_timing_GetInstanceProcAddr",
 "vkGetDeviceProcAddr": "vkrelay_timing_GetDeviceProcAddr"}}}
JSON
VKRELAY_TIMELINE=$D/renderer $T/vkrelay-renderer serve --socket $D/s.sock & R=$!
for _ in $(seq 100); do [ -S $D/s.sock ] && break; sleep 0.1; done
VK_DRIVER_FILES=$D/icd.json VKRELAY_SERVER_PATH=$D/s.sock VKRELAY_TIMELINE=$D/app \
  $T/offscreen --frames $FRAMES --out $D/picture-relay.png | tail -1
VK_LAYER_PATH=$D VK_INSTANCE_LAYERS=VK_LAYER_VKRELAY_timing VKRELAY_TIMELINE=$D/native \
  $T/offscreen --frames $FRAMES --out $D/picture-native.png | tail -1
sleep 0.5
$T/vkrelay-renderer timeline $D/app.* $D/renderer.* --native $D/native.* --plot "$OUT"
echo "wrote $OUT"
