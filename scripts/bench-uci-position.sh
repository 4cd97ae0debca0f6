#!/usr/bin/env bash
# bench-uci-position.sh - the UCI engine reading a long "position" line (issue 49, point 7):
# "position startpos moves" with PLIES plies of knights going out and back (g1f3 g8f6 f3g1
# f6g8 ...: every move reversible, so no history can be dropped), then "isready"; prints the
# wall time and the peak resident memory until "readyok" and the engine's exit. Then
# "setoption name Hash value HASH" and "ucinewgame" before "isready": the time the clear of
# the table takes. Target: 1M plies read in under 5 s within 200 MB.
# usage: scripts/bench-uci-position.sh [BUILD_DIR] [PLIES] [HASH_MB]   (build, 1000000, 4096)
set -u
cd "$(dirname "$0")/.."
build=${1:-build}
plies=${2:-1000000}
hash=${3:-4096}
cli="$build/morphchess-cli"
[ -x "$cli" ] || { echo "no $cli: build first (cmake --build $build)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
awk -v n="$plies" 'BEGIN { printf "position startpos moves"
    split("g1f3 g8f6 f3g1 f6g8", m, " ")
    for (i = 0; i < n; i++) printf " %s", m[i % 4 + 1]
    print ""; print "isready"; print "go depth 1"; print "isready"; print "quit" }' >"$tmp/in"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "position line: $plies plies, $(wc -c <"$tmp/in") bytes"
/usr/bin/time -f "%e s wall, %U s user, %M KB peak resident" "$cli" uci <"$tmp/in" >"$tmp/out" 2>"$tmp/time"
echo "read, isready, a move: $(tail -n1 "$tmp/time"); $(grep -c readyok "$tmp/out") readyok, $(grep '^bestmove' "$tmp/out")"
printf 'setoption name Hash value %s\nisready\nucinewgame\nisready\nquit\n' "$hash" >"$tmp/in2"
/usr/bin/time -f "%e s wall, %U s user, %M KB peak resident" "$cli" uci <"$tmp/in2" >"$tmp/out2" 2>"$tmp/time2"
echo "Hash $hash, ucinewgame, isready: $(tail -n1 "$tmp/time2"); $(grep -c readyok "$tmp/out2") readyok"
echo "target: $plies plies read in under 5 s within 200 MB"
