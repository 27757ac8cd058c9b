#!/bin/bash
# The renderer's integration tests named by the arguments (test-name filters, then any
# further test-binary flags after `--`) with NVIDIA's driver under the renderers
# (`VKRELAY_TEST_NATIVE_DRIVER_FILES`). `.devbin/t/` holds the renderer's test binary
# (`deps/renderer`), the `vkrelay-renderer` and `libvulkan_vkrelay.so` of the same build
# (stripped), and optionally the bundled example `offscreen` and `libvkrelay_timing_layer.so`
# (for the tests that run them), put
# where the test binary looks for them: the development machine's paths (/work/main) and the
# same paths under this checkout.
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
for root in "$PWD" /work/main; do
  mkdir -p $root/target/debug/deps
  cp .devbin/t/vkrelay-renderer $root/target/debug/vkrelay-renderer
  cp .devbin/t/libvulkan_vkrelay.so $root/target/debug/deps/libvulkan_vkrelay.so
  [ -f .devbin/t/offscreen ] && cp .devbin/t/offscreen $root/target/debug/offscreen
done
# The timing layer, for the tests that run a client natively under it (`threads::timeline`).
[ -f .devbin/t/libvkrelay_timing_layer.so ] && cp .devbin/t/libvkrelay_timing_layer.so target/debug/deps/
# The test binary finds the ICD beside itself.
T=$PWD/target/debug/deps/renderer-t
cp .devbin/t/deps/renderer $T
filters=() extra=()
while [ $# -gt 0 ]; do [ "$1" = -- ] && { shift; extra=("$@"); break; }; filters+=("$1"); shift; done
for f in "${filters[@]}"; do
  echo "== $f"
  VKRELAY_TEST_NATIVE_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json \
    timeout 300 $T "$f" --test-threads 1 "${extra[@]}" 2>&1 |
    grep -v "^\s*$" | grep -v placed_mem | tail -40
done
