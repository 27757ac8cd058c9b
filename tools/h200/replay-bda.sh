#!/bin/bash
# The replay_bda tests (capture of a client that uses buffer device addresses, replay at the
# recorded addresses) on NVIDIA's driver, which has bufferDeviceAddressCaptureReplay (the CI's
# lavapipe has not): `.devbin/t/` holds the renderer's test binary (`deps/renderer`), the
# `vkrelay-renderer` and `libvulkan_vkrelay.so` of the same build (stripped), put where the test
# binary looks for them (the paths of the development machine, /work/main).
set -u
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
mkdir -p target/debug/deps
cp .devbin/t/vkrelay-renderer target/debug/vkrelay-renderer
cp .devbin/t/libvulkan_vkrelay.so target/debug/deps/libvulkan_vkrelay.so
cp .devbin/t/deps/renderer target/debug/deps/renderer-t
VKRELAY_TEST_NATIVE_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json target/debug/deps/renderer-t replay_bda --test-threads 1 --nocapture 2>&1 | grep -v "^\s*$" | grep -v placed_mem | tail -40
