#!/usr/bin/env bash
# The window with a record of 400,000 comments on one move (issue 49: the window answers a key
# within 1 s while it loads), under a private Xvfb (1280x800). Prints, in seconds of the wall
# clock as the script sees them (each answer is the program's barrier, the Pause key of
# src/ui/shell/testsync.c: it has acted on every key before it and shown the frame):
#   1. the record as the argument: launch to the window mapped, then a key answered;
#   2. the record pasted (Ctrl+V, about 4.6 MB: xclip sends it in parts): Ctrl+V and a key
#      after it answered, then Left (the move with the comments shown) and Right answered.
# Needs a built tree (build/ or BUILD_DIR), Xvfb, xdotool and xclip.
# usage: scripts/bench-window-notes.sh [BUILD_DIR] [COMMENTS]   (COMMENTS: 400000 by default)
set -uo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
n="${2:-400000}"
bin="$build/src/ui/morphchess"
cli="$build/morphchess-cli"
[ -x "$bin" ] && [ -x "$cli" ] || { echo "bench-window-notes: build first ($bin missing)"; exit 1; }
. tests/ui/xvfb_lib.sh
xvfb_setup xclip
python3 - "$tmp/comments.pgn" "$n" <<'PY'
import sys
n = int(sys.argv[2])
open(sys.argv[1], "w").write("1. e4 " + " ".join("{c%d}" % i for i in range(n)) + " e5 *\n")
PY
now() { date +%s%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }
# answered LABEL KEY...: the keys pressed, then the barrier; the time until it is answered
answered() {
    local label=$1 t0 k
    shift
    t0=$(now)
    for k in "$@"; do xdotool key "$k"; done
    sync_step || fail "$label: no answer within 60 s"
    printf '  %-44s %6s s\n' "$label" "$(secs "$t0" "$(now)")"
}
# the game in the newest history file (a paste the program did not take measures nothing)
shown() { echo "  the game shown: $("$cli" saved "$(game_file)" 2>&1 | grep -E '^(moves|variant):' | tr '\n' ' ')"; }
echo "record: $n comments on 1. e4, $(($(stat -c %s "$tmp/comments.pgn") / 1024)) KB;" \
    "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "1. as the argument"
rm -f "$tmp/sync"
t0=$(now)
"$bin" --size 1280x800 "$tmp/comments.pgn" 2>>"$tmp/app.log" &
app_pid=$!
until xvfb_has_window; do
    kill -0 "$app_pid" 2>/dev/null || fail "the program ended before its window"
    sleep 0.01
done
printf '  %-44s %6s s\n' "launch to the window mapped" "$(secs "$t0" "$(now)")"
app_win=$(xdotool search --onlyvisible --name '^morphchess' | head -n1)
answered "a key (the barrier) answered"
answered "Left (1. e4 and its comments shown)" Left
answered "Right" Right
shown
xvfb_quit

echo "2. pasted"
rm -rf "$tmp/user/games" # (the game shown then is the paste's, or none)
xvfb_launch "$bin" --size 1280x800 --variant fide
xclip -i -selection clipboard -t UTF8_STRING <"$tmp/comments.pgn"
answered "Ctrl+V, then a key (the barrier) answered" ctrl+v
answered "a key answered after it"
answered "Left (1. e4 and its comments shown)" Left
answered "Right" Right
shown
xvfb_quit
