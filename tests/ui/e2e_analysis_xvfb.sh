#!/bin/bash
# e2e_analysis_xvfb.sh - the analysis board in the real window: A shows the evaluation bar
# beside the board (White's share at the foot, Black's at the head: a queen down, almost all
# Black's) and its lines come without a key pressed (the search thread wakes the window);
# stepping restarts it, each search begun after the frame showing its position; G reviews the game and the review ends on its own; Ctrl+Q quits
# with the analysis running (no thread left behind). With MORPHCHESS_TIMING the program
# logs how long after each request the first lines came, and every frame's time with its
# present's apart; and the window's surface, made resident by a thread before the first
# frame (warm.h), has all its pages resident by then and was shown in its colour; the font
# was opened by a thread, and the searchers are made only after the first frame.
# usage: e2e_analysis_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip
export MORPHCHESS_TIMING=1
xvfb_launch "$bin" --variant fide --size 1280x800 --no-animation
warmed=$(grep -m1 "the window's surface:" "$tmp/app.log")
[[ "$warmed" =~ :\ ([0-9]+)\ of\ ([0-9]+)\ pages && ${BASH_REMATCH[1]} -eq ${BASH_REMATCH[2]} &&
    ${BASH_REMATCH[2]} -ge 1000 ]] || fail "the window's surface not warmed: '$warmed'"
# The first window's path (app_load.c, warm.c): the font opened by a thread while the window
# was made, the first frame drawn ahead offscreen (its glyphs rasterized) and the window shown
# in its colour band by band meanwhile (the X server's first faults on the surface taken then),
# the searchers made only after the first frame, which rasterized no glyph itself.
order=$(grep -E -o "font opened by a thread|fonts at|first frame drawn ahead|shown in its colour at [0-9.]+ ms \(8 of 8 bands\)|frame 1:|computer and analyst made" \
    "$tmp/app.log" | sed 's/at [0-9.]* ms //' | head -6 | tr '\n' ,)
[ "$order" = "fonts at,font opened by a thread,first frame drawn ahead,shown in its colour (8 of 8 bands),frame 1:,computer and analyst made," ] ||
    fail "the first window's steps not in order: '$order'"
grep "frame 1 rasterized" "$tmp/app.log" && fail "the first frame rasterized glyphs"
printf '[Variant "fide"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 4. d4 Ng6 *\n' | xclip -i -selection clipboard
xdotool key ctrl+v
sleep 1
ivory() { read -r r g b <<<"$(rgb "$1" "$2")"; [ "$r" -gt 200 ] && [ "$g" -gt 190 ]; }
dark() { read -r r g b <<<"$(rgb "$1" "$2")"; [ "$r" -lt 60 ] && [ "$g" -lt 60 ]; }
shot
ivory 76 745 && fail "a bar before A"
xdotool key a
expect "no evaluation bar after A" ivory 76 745
expect "Black's share is not at the head of the bar" dark 76 300
grep -q "analysis lines" "$tmp/app.log" || fail "no lines logged"
# back four moves, before 3. Qxe5+: the bar comes back near even
xdotool key Left Left Left Left
expect "the bar did not follow the position" ivory 76 500
[ "$(grep -c 'analysis lines' "$tmp/app.log")" -ge 2 ] || fail "no lines after the step"
# A's search, and each step's, begun only once a frame showing the position is presented
# (app_analysis.c: begun at once, it took a core from that frame and the X server)
begun=$(grep -E -o "analysis (asked|search begun) after frame [0-9]+" "$tmp/app.log" |
    awk '/asked/ {asked = $NF; next} {if ($NF > asked) n++; else early = 1} END {print early ? 0 : n + 0}')
[ "$begun" -ge 2 ] || fail "the analysis began before the frame that asked for it: '$begun'"
xdotool key g
sleep 2.5 # nine positions at 100 ms
grep -q "review done" "$tmp/app.log" || fail "the review did not end"
xvfb_quit
# every frame's line gives its present apart (the X server's copy and reply), within the frame
frames=$(grep -c 'morphchess: frame [0-9]*:' "$tmp/app.log")
timed=$(sed -n 's/.*morphchess: frame [0-9]*: \([0-9.]*\) ms (.*; present \([0-9.]*\) ms, [0-9.]* ms of processor time).*/\1 \2/p' "$tmp/app.log" |
    awk '$2 <= $1' | wc -l)
[ "$frames" -ge 5 ] && [ "$timed" -eq "$frames" ] ||
    fail "$timed of $frames frames' lines give a present within the frame"
grep -E "analysis lines|review done" "$tmp/app.log"
echo "e2e_analysis_xvfb: ok"
