#!/usr/bin/env bash
# The analysis board's timing (issue 35, docs/analysis.md), measured on the real binary under a
# private Xvfb at 1280x800 (or the size given) with MORPHCHESS_TIMING (the program's own clock):
#   1. analysis lines after a step: A on a game of Polypiece, then steps back and forward
#      (Left, Right): the time from the window's request to the first lines of each position
#      (target: under 100 ms),
#   2. frames while the analysis runs (the window redraws on every iteration's lines):
#      count, mean, largest, how many took over 4 ms of wall and of processor time
#      (target: none over 4 ms),
#   3. the review (G) of a game of 60 actions (tests/data/review/polypiece-60.txt) at 100 ms a
#      position, 61 searches: the progress the window saw and the time to the end (target:
#      about 6 s).
# Figures taken while others build are noisy: the script prints the load average.
# Needs a built tree (build/), Xvfb, xdotool and xclip.
# usage: scripts/bench-analysis.sh [BUILD_DIR] [WIDTHxHEIGHT]   (1280x800 when not given)
# BENCH_LOG=FILE keeps the program's standard error (its MORPHCHESS_TIMING lines) in FILE.
set -uo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
size=${2:-1280x800}
bin=$build/src/ui/morphchess
[ -x "$bin" ] || { echo "bench-analysis: build first ($bin missing)"; exit 1; }
fail() { echo "bench-analysis: $*"; exit 1; }
. tests/ui/xvfb_lib.sh
xvfb_setup xclip
export MORPHCHESS_TIMING=1
log=$tmp/app.log

echo "== analysis board, $size, load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores =="
xvfb_launch "$bin" --variant polypiece --size "$size" --no-animation
printf '[Variant "polypiece"]\n\n%s *\n' "$(cat tests/data/review/polypiece-60.txt)" |
    xclip -i -selection clipboard
xdotool key ctrl+v
sleep 1

echo "-- 1. the first lines after a step (from the request, the window's clock)"
mark=$(wc -l <"$log")
xdotool key a
sleep 1.5
for k in Left Left Left Left Left Right Right Left Left Left; do
    xdotool key "$k"
    sleep 0.6
done
tail -n +"$((mark + 1))" "$log" | sed -n 's/.*analysis lines \([0-9.]*\) ms after the request.*/\1/p' |
    awk '{ s += $1; n++; if ($1 > m) m = $1; v[n] = $1 }
         END { if (!n) { print "  no lines reported"; exit 1 }
               printf "  %d positions: mean %.1f ms, largest %.1f ms (each:", n, s / n, m
               for (i = 1; i <= n; i++) printf " %s", v[i]; print ")" }' || fail "no analysis lines"

echo "-- 2. frames while the analysis runs (the steps above, then 3 s on one position)"
sleep 3
tail -n +"$((mark + 1))" "$log" | sed -n 's/.*frame [0-9]*: \([0-9.]*\) ms (.*cpu \([0-9.]*\) ms.*/\1 \2/p' |
    awk '{ s += $1; c += $2; n++; if ($1 > m) m = $1; if ($2 > mc) mc = $2; if ($1 > 4) o++; if ($2 > 4) oc++ }
         END { if (!n) { print "  no frames"; exit }
               printf "  %d frames: mean %.2f ms (cpu %.2f), largest %.2f ms (cpu %.2f); over 4 ms: %d (cpu: %d)\n",
                   n, s / n, c / n, m, mc, o, oc }'

echo "-- 3. the review of 60 actions at 100 ms a position (G)"
xdotool key a # analysis off: the review alone
sleep 0.5
mark=$(wc -l <"$log")
xdotool key g
for _ in $(seq 300); do
    tail -n +"$((mark + 1))" "$log" | grep -q 'review done' && break
    sleep 0.1
done
tail -n +"$((mark + 1))" "$log" | grep -q 'review done' || fail "the review did not end in 30 s"
tail -n +"$((mark + 1))" "$log" | sed -n 's/.*review progress \([0-9]*\) \/ \([0-9]*\) at \([0-9]*\) ms.*/\1 \2 \3/p' |
    awk '{ n++; if (n == 1 || $1 % 15 == 0) printf "  progress %d / %d at %d ms\n", $1, $2, $3 }
         END { printf "  %d progress reports\n", n }'
tail -n +"$((mark + 1))" "$log" | sed -n 's/.*\(review done.*\)/  \1/p'
tail -n +"$((mark + 1))" "$log" | sed -n 's/.*frame [0-9]*: \([0-9.]*\) ms (.*cpu \([0-9.]*\) ms.*/\1 \2/p' |
    awk '{ s += $1; c += $2; n++; if ($1 > m) m = $1; if ($2 > mc) mc = $2 }
         END { if (n) printf "  %d frames during the review: mean %.2f ms (cpu %.2f), largest %.2f ms (cpu %.2f)\n", n, s / n, c / n, m, mc }'
[ -n "${BENCH_LOG:-}" ] && cp "$log" "$BENCH_LOG"
xvfb_quit
