#!/bin/bash
# The renderer and the ICD built with a sanitizer (nightly), serving real clients on lavapipe
# under a private Xvfb: vulkaninfo alone, then vkcube (300 frames), zink glxgears (20 s) and
# glmark2 (texture, build) at the same time, so several clients' streams run on their threads
# at once; then the ICD's own tests and the renderer's `threads` tests, built with the same
# sanitizer. What `cargo xtask
# sanitize` runs: it then reads the reports and fails if one names our code.
#
#   tools/sanitize.sh address   AddressSanitizer; leak detection off (lavapipe and LLVM keep
#                               memory until exit); ~20 min to build on 2 cores
#   tools/sanitize.sh thread    ThreadSanitizer; the standard library is rebuilt with it
#                               (-Zbuild-std, needs the nightly rust-src component), so its
#                               locks and atomics are seen; 10-25 min to build on 2 cores
#
# How the ICD gets a runtime. Rust links a sanitizer's runtime only into executables (nightly
# ships static ones only), and the ICD is a shared library that the Vulkan loader opens in
# programs built without a sanitizer, so its instrumented code's `__asan_*` / `__tsan_*` calls
# are left undefined. Each client is therefore started with GCC's shared runtime preloaded
# (`LD_PRELOAD=libasan.so.8` / `libtsan.so.2`, GCC 12): it is first in the process, as a
# runtime must be, it intercepts malloc, pthread and the libc calls for the whole process,
# and it resolves the ICD's calls when the loader opens it. LLVM's instrumentation and GCC's
# runtime share one ABI (both are compiler-rt; the ICD asks for
# `__asan_version_mismatch_check_v8`, which libasan.so.8 defines): before any client runs,
# every sanitizer symbol the ICD needs is checked to be defined by the runtime. A missing one
# would keep the loader from opening the ICD, so a client that sees a device through it ran
# the ICD's instrumented code against that runtime. The renderer and the ICD's test
# executables are executables: they link nightly's own static runtime.
#
# Only our code is instrumented: lavapipe, Mesa (zink), the loader and the clients are not,
# so races and overflows inside them, or whose other side is in them, are not all seen.
#
# Each process writes its reports to $SANITIZE_REPORTS/<who>.<pid> (default
# <target>/reports, emptied first): `renderer`, `vulkaninfo`, `vkcube`, `glxgears`,
# `glmark2`, `icd-tests`, `renderer-tests`. The exit status is non-zero when a build fails, the ICD needs a
# symbol the runtime lacks, or a client fails; reports alone do not change it (the xtask
# decides whose they are). From the repository root.
set -u
S=${1:?usage: tools/sanitize.sh address|thread}
case $S in
    address) what=AddressSanitizer std=() rt=libasan.so.8 var=ASAN_OPTIONS
             opts="detect_leaks=0" ;;
    thread) what=ThreadSanitizer std=(-Zbuild-std) rt=libtsan.so.2 var=TSAN_OPTIONS
            opts="halt_on_error=0:report_signal_unsafe=0:exitcode=0" ;;
    *) echo "unknown sanitizer: $S (address or thread)" >&2; exit 2 ;;
esac
T=${CARGO_TARGET_DIR_SANITIZE:-$PWD/target/sanitize-$S}
R=${SANITIZE_REPORTS:-$T/reports}
RT=${SANITIZE_RUNTIME:-/usr/lib/x86_64-linux-gnu/$rt}
[ -e "$RT" ] || { echo "no $what runtime at $RT (GCC's: apt-get install ${rt%%.so*}8)" >&2; exit 1; }
cargo_s() {
    RUSTFLAGS="-Zsanitizer=$S" CARGO_TARGET_DIR=$T nice -n 10 cargo +nightly "$@" \
        "${std[@]}" --target x86_64-unknown-linux-gnu
}
cargo_s build -p vkrelay-renderer -p vkrelay-icd || exit 1
B=$T/x86_64-unknown-linux-gnu/debug
L=$B/libvulkan_vkrelay.so
PRE=$RT
if [ $S = thread ]; then
    # GCC 12's libtsan predates `__tsan_memcpy`, `__tsan_memmove` and `__tsan_memset`, which
    # LLVM's instrumentation calls for the copies it does not inline. In LLVM's runtime they
    # are the intercepted libc functions; a shim preloaded after the runtime forwards them
    # to memcpy, memmove and memset, which the runtime intercepts and checks the same way.
    printf '%s\n' '#include <string.h>' \
        'void *__tsan_memcpy(void *d, const void *s, size_t n) { return memcpy(d, s, n); }' \
        'void *__tsan_memmove(void *d, const void *s, size_t n) { return memmove(d, s, n); }' \
        'void *__tsan_memset(void *d, int c, size_t n) { return memset(d, c, n); }' \
        | cc -x c -shared -fPIC -fno-builtin -O1 -o "$T/tsan-mem.so" - || exit 1
    PRE="$RT $T/tsan-mem.so"
fi

# Every sanitizer symbol the ICD leaves undefined must be defined by the preloaded runtime.
missing=$(comm -23 \
    <(nm -D --undefined-only "$L" | awk '{print $NF}' | sed 's/@.*//' \
      | grep -E '^__(asan|tsan|sanitizer|ubsan)_' | sort -u) \
    <(for f in $PRE; do nm -D --defined-only "$f"; done | awk '{print $NF}' | sed 's/@.*//' \
      | sort -u))
if [ -n "$missing" ]; then
    echo "the ICD needs symbols that $PRE do not define:" $missing >&2
    exit 1
fi
echo "runtime for the ICD: $PRE (defines the $(nm -D --undefined-only "$L" \
    | grep -cE ' __(asan|tsan)_') sanitizer symbols the ICD calls)"

rm -rf "$R"; mkdir -p "$R"
D=$(mktemp -d)
trap 'kill $RP $XP 2>/dev/null; rm -rf "$D"' EXIT
printf '{"file_format_version":"1.0.0","ICD":{"library_path":"%s","api_version":"1.3.0"}}\n' \
    "$L" > "$D/icd.json"
Xvfb :93 -screen 0 640x480x24 -nolisten tcp -noreset >/dev/null 2>&1 & XP=$!
env "$var=$opts:log_path=$R/renderer" VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
    "$B/vkrelay-renderer" serve --isolation none --socket "$D/s" > "$D/log" 2>&1 & RP=$!
while [ ! -S "$D/s" ]; do
    kill -0 $RP 2>/dev/null || { echo "the renderer exited:"; cat "$D/log"; exit 1; }
    sleep 0.2
done
export VK_DRIVER_FILES=$D/icd.json VKRELAY_SERVER_PATH=$D/s XDG_RUNTIME_DIR=$D DISPLAY=:93
failed=0
timeout 300 env LD_PRELOAD="$PRE" "$var=$opts:log_path=$R/vulkaninfo" \
    vulkaninfo --summary > "$D/vulkaninfo" 2>&1
st=$?
# VK_DRIVER_FILES names only the ICD: lavapipe's device is seen through it or not at all.
grep -q "deviceName *= *llvmpipe" "$D/vulkaninfo" \
    && seen="llvmpipe through vkrelay" || { seen="no device through vkrelay"; st=1; }
echo "vulkaninfo: $st ($seen)"; [ $st = 0 ] || failed=1
if [ $S = address ]; then
    # Proof that the ICD's instrumentation runs against the preloaded runtime: its
    # constructor registers the ICD's globals with it (the runtime prints each one).
    timeout 300 env LD_PRELOAD="$PRE" "$var=$opts:report_globals=2:log_path=$D/globals" \
        vulkaninfo --summary >/dev/null 2>&1
    echo "ICD globals registered with $RT: $(cat "$D"/globals.* 2>/dev/null \
        | grep 'Added Global' | grep -c 'name=vulkan_vkrelay::')"
fi
(timeout 600 env LD_PRELOAD="$PRE" "$var=$opts:log_path=$R/vkcube" vkcube --c 300 \
    >/dev/null 2>&1; echo "vkcube: $?") > "$D/vkcube" & CP=$!
(LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 20 env LD_PRELOAD="$PRE" \
    "$var=$opts:log_path=$R/glxgears" glxgears >/dev/null 2>&1
 echo "glxgears: $? (124: stopped after 20 s)") > "$D/glxgears" & GP=$!
LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink timeout 600 env LD_PRELOAD="$PRE" \
    "$var=$opts:log_path=$R/glmark2" glmark2 --off-screen -s 320x240 \
    -b texture:duration=3 -b build:duration=3 > "$D/glmark2" 2>&1
echo "glmark2: $? ($(grep -o 'Score: [0-9]*' "$D/glmark2" || echo 'no score'))"
grep -q 'Score: [0-9]' "$D/glmark2" || failed=1
wait $CP $GP
cat "$D/vkcube" "$D/glxgears"
grep -q '^vkcube: 0$' "$D/vkcube" || failed=1
grep -q '^glxgears: \(0\|124\) ' "$D/glxgears" || failed=1
kill $RP; wait $RP 2>/dev/null

# The ICD's own tests (unit tests, a fake renderer on a thread), the runtime linked in.
(export "$var=$opts:log_path=$R/icd-tests"; cargo_s test -p vkrelay-icd --tests) > "$D/tests" 2>&1
st=$?
echo "vkrelay-icd tests: $st ($(grep -h '^test result' "$D/tests" | awk '{p+=$4; f+=$6} \
    END {print p+0 " passed, " f+0 " failed"}'))"
[ $st = 0 ] || { tail -30 "$D/tests"; failed=1; }

# The renderer's `threads` tests (threaded clients through the ICD, host waits on several
# threads, recordings moved between threads, a renderer killed under its clients), the test
# executable and the renderer instrumented. The test executable links the static runtime but
# does not export it, so the ICD it loads is one built without a sanitizer, put where the
# tests look for it (next to `deps/`) for this step only. `timelines_line_up_across_the_two_processes`
# is left out: it waits at most 30 s for the client's timeline file, which the instrumented
# client does not write in time. Reports are named by executable (`log_exe_name`), so the
# renderer's are told from the test executable's.
exe=$(cargo_s test -p vkrelay-renderer --test renderer --no-run --message-format=json 2>/dev/null \
    | grep -o '"executable":"[^"]*"' | tail -1 | cut -d'"' -f4)
# The plain ICD is the workspace's own debug build (no second build tree of it).
P=${CARGO_TARGET_DIR:-$PWD/target}/debug/libvulkan_vkrelay.so
if [ -n "$exe" ] && nice -n 10 cargo build -p vkrelay-icd >/dev/null 2>&1; then
    mv "$L" "$L.instrumented"
    cp "$P" "$L"
    (cd crates/renderer && export "$var=$opts:log_path=$R/renderer-tests:log_exe_name=1" \
        XDG_RUNTIME_DIR=$D &&
        "$exe" threads:: --test-threads 1 --skip timelines_line_up_across_the_two_processes) \
        > "$D/renderer-tests" 2>&1
    st=$?
    mv "$L.instrumented" "$L"
    # Under ThreadSanitizer the test executable's own reports (the client, with the plain ICD,
    # whose locks and atomics the runtime cannot see) are set aside in $T/client-reports; the
    # renderer's stay and are judged.
    if [ $S = thread ]; then
        mkdir -p "$T/client-reports"; rm -f "$T/client-reports"/*
        for f in "$R"/renderer-tests.*; do
            case $f in *.vkrelay-renderer.*) ;; *) [ -e "$f" ] && mv "$f" "$T/client-reports/" ;; esac
        done
        echo "reports of the threads tests' client (plain ICD, not judged): $(cat \
            "$T/client-reports"/* 2>/dev/null | grep -c "WARNING: $what") in $T/client-reports"
    fi
    echo "renderer threads tests: $st ($(grep -h '^test result' "$D/renderer-tests" | awk \
        '{p+=$4; f+=$6} END {print p+0 " passed, " f+0 " failed"}'))"
    [ $st = 0 ] || { grep -E '^test .*FAILED|panicked' "$D/renderer-tests" | head; failed=1; }
else
    echo "renderer threads tests: not built"; failed=1
fi

echo "$what reports: $(cat "$R"/* 2>/dev/null | grep -c "WARNING: $what\|ERROR: $what") in $R"
exit $failed
