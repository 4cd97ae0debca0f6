#!/usr/bin/env bash
# bench-uci-clock.sh - the UCI engine's clock on a busy machine: two engines play 40 plies at
# 300 ms + 50 ms a move (tests/cli/uci_clock.c, as a GUI counts: from "go" to "bestmove",
# plus 30 ms of its own), first on the machine as it is, then beside two busy loops, RUNS
# times each; prints each run's lowest clock and the target (issue 44: at least 50 ms).
# usage: scripts/bench-uci-clock.sh [BUILD_DIR] [RUNS]   (default: build, 3)
set -u
cd "$(dirname "$0")/.."
build=${1:-build}
runs=${2:-3}
bin="$build/test_uci_clock"
[ -x "$bin" ] || { echo "no $bin: build first (cmake --build $build)"; exit 1; }
lowest() { "$bin" 300 50 40 | tail -n1; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$runs"); do echo "as it is, run $i: $(lowest)"; done
busy=()
for _ in 1 2; do
    (while :; do :; done) &
    busy+=($!)
done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
for i in $(seq "$runs"); do echo "beside two busy loops, run $i: $(lowest)"; done
echo "target: the lowest clock at least 50 ms, no flag"
