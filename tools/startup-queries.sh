#!/bin/bash
# Round trips that programs spend at start-up, through vkrelay on lavapipe, for each ICD
# library given: vulkaninfo --summary, vulkaninfo, the query test program
# (crates/renderer/tests/renderer/query_cache.rs) with one pass and with two, and, if
# VKRELAY_DXVK_DIR and DISPLAY are set, DXVK's d3d11-triangle for DXVK_SECONDS (default 10).
# Prints, per program, the client's round trips and how many of them were
# vkGetPhysicalDevice* queries (the renderer's --stats-json counters).
#
#   cargo build -p vkrelay-icd -p vkrelay-renderer
#   cargo test -p vkrelay-renderer --test renderer --no-run
#   tools/startup-queries.sh target/debug/libvulkan_vkrelay.so [another.so ...]
set -eu
target=${CARGO_TARGET_DIR:-target}
renderer=${RENDERER:-$target/debug/vkrelay-renderer}
tests=$(ls -t "$target"/debug/deps/renderer-* | grep -v '\.d$' | head -1)
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json

# Waits (up to 10 s) until the stats file has $2 lines.
lines() {
    for _ in $(seq 500); do
        [ "$(cat "$1" 2>/dev/null | wc -l)" -ge "$2" ] && return
        sleep 0.02
    done
    echo "no statistics line $2 in $1" >&2
    exit 1
}

for icd in "$@"; do
    icd=$(realpath "$icd")
    dir=$(mktemp -d)
    printf '{"file_format_version": "1.0.0", "ICD": {"library_path": "%s", "api_version": "1.3.239"}}\n' \
        "$icd" > "$dir/icd.json"
    VK_DRIVER_FILES=$lvp XDG_RUNTIME_DIR=$dir "$renderer" serve --socket "$dir/s" \
        --stats-json "$dir/stats.jsonl" > "$dir/renderer.log" 2>&1 &
    server=$!
    while [ ! -S "$dir/s" ]; do sleep 0.05; done
    names=()
    run() {
        local name=$1
        shift
        env VK_DRIVER_FILES="$dir/icd.json" VKRELAY_SERVER_PATH="$dir/s" XDG_RUNTIME_DIR="$dir" \
            "$@" > /dev/null 2>&1 || true
        names+=("$name")
        lines "$dir/stats.jsonl" ${#names[@]}
    }
    run "vulkaninfo --summary" vulkaninfo --summary
    run "vulkaninfo" vulkaninfo
    run "query program, 1 pass" env VKRELAY_TEST_QUERIES=1 "$tests" --exact \
        query_cache::query_client --ignored
    run "query program, 2 passes" env VKRELAY_TEST_QUERIES=2 "$tests" --exact \
        query_cache::query_client --ignored
    if [ -n "${VKRELAY_DXVK_DIR:-}" ] && [ -n "${DISPLAY:-}" ]; then
        dx=$VKRELAY_DXVK_DIR
        seconds=${DXVK_SECONDS:-10}
        (cd "$dx/bin" && env VK_DRIVER_FILES="$dir/icd.json" VKRELAY_SERVER_PATH="$dir/s" \
            XDG_RUNTIME_DIR="$dir" WINEPREFIX="$dx/prefix" WINEDEBUG=-all \
            WINEDLLOVERRIDES="d3d11,d3d9,dxgi,d3d10core=n,b;mscoree,mshtml=" \
            timeout -s KILL "$seconds" wine d3d11-triangle.exe > /dev/null 2>&1) || true
        # The program's own process goes with its wineserver.
        WINEPREFIX=$dx/prefix wineserver -k || true
        WINEPREFIX=$dx/prefix wineserver -w || true
        names+=("d3d11-triangle, $seconds s")
        lines "$dir/stats.jsonl" ${#names[@]}
    fi
    kill "$server"
    wait "$server" 2> /dev/null || true
    echo "$icd"
    printf '%s\n' "${names[@]}" | python3 -c '
import json, sys
names = sys.stdin.read().splitlines()
for name, line in zip(names, open(sys.argv[1])):
    s = json.loads(line)
    q = sum(n for c, n in s["commands"].items() if c.startswith("vkGetPhysicalDevice"))
    trips = s["round_trips"]
    print(f"  {name}: {trips} round trips, {q} of them queries")
' "$dir/stats.jsonl"
    rm -rf "$dir"
done
