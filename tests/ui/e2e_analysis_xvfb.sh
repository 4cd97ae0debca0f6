#!/bin/bash
# e2e_analysis_xvfb.sh - the analysis board in the real window: A shows the evaluation bar
# beside the board (White's share at the foot, Black's at the head: a queen down, almost all
# Black's) and its lines come without a key pressed (the search thread wakes the window);
# stepping restarts it; G reviews the game and the review ends on its own; Ctrl+Q quits
# with the analysis running (no thread left behind). With MORPHCHESS_TIMING the program
# logs when lines came and when the review ended, which is read below (never how long).
# usage: e2e_analysis_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip
export MORPHCHESS_TIMING=1
xvfb_launch "$bin" --variant fide --size 1280x800 --no-animation
printf '[Variant "fide"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 4. d4 Ng6 *\n' | xclip -i -selection clipboard
keys ctrl+v
ivory() { read -r r g b <<<"$(rgb "$1" "$2")"; [ "$r" -gt 200 ] && [ "$g" -gt 190 ]; }
dark() { read -r r g b <<<"$(rgb "$1" "$2")"; [ "$r" -lt 60 ] && [ "$g" -lt 60 ]; }
# the bar, where the window's report puts it once A is on: y_at P is P% down from its head
shot
cp "$tmp/shot.png" "$tmp/before.png"
keys a
read -r bx by bw bh <<<"$(sync_value bar)"
[ -n "$bh" ] || fail "no bar in the window's report after A"
x=$((bx + bw / 2))
y_at() { echo $((by + bh * $1 / 100)); }
cp "$tmp/before.png" "$tmp/shot.png"
ivory "$x" "$(y_at 99)" && fail "a bar before A"
expect "no evaluation bar after A" ivory "$x" "$(y_at 99)"
expect "Black's share is not at the head of the bar" dark "$x" "$(y_at 35)"
lines_logged() { [ "$(grep -c 'analysis lines' "$tmp/app.log")" -ge "$1" ]; }
wait_for "no lines logged" lines_logged 1
# back four moves, before 3. Qxe5+: the bar comes back near even
keys Left Left Left Left
expect "the bar did not follow the position" ivory "$x" "$(y_at 64)"
wait_for "no lines after the step" lines_logged 2
keys g
wait_for "the review did not end" grep -q "review done" "$tmp/app.log"
xvfb_quit
grep -E "analysis lines|review done" "$tmp/app.log"
echo "e2e_analysis_xvfb: ok"
