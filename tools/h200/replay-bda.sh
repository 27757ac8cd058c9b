#!/bin/bash
# The replay_bda tests (capture of a client that uses buffer device addresses, replay at the
# recorded addresses) on NVIDIA's driver, which has bufferDeviceAddressCaptureReplay (the CI's
# lavapipe has not); see `renderer-tests.sh` for what `.devbin/t/` holds.
exec "$(dirname "$0")/renderer-tests.sh" replay_bda -- --nocapture
