#!/bin/bash
# e2e_marks_xvfb.sh - arrows and circles drawn on the board in the real window under Xvfb
# (issue 47, point 12), as on lichess: after 1. e4, a right-drag from g1 to f3 draws a green
# arrow over the board, a right click on d4 with Shift a red circle; the game copied as PGN
# (Ctrl+Shift+C) keeps them on the move as lichess writes them: {[%cal Gg1f3] [%csl Rd4]}.
# Every place clicked comes from the program's report (ui_sync), at any size.
# usage: e2e_marks_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip import convert

xvfb_launch "$bin" --variant fide
ui_sync
click_sq 4 1
click_sq 4 3 # 1. e4
# a right-drag g1 -> f3: an arrow
mouse_to "$(centre_x 6)" "$(centre_y 0)"
xdotool mousedown 3
mouse_to "$(centre_x 5)" "$(centre_y 1)"
mouse_to "$(centre_x 5)" "$(centre_y 2)"
xdotool mouseup 3
ui_sync
# Shift and a right click on d4: a red circle
mouse_to "$(centre_x 3)" "$(centre_y 3)"
xdotool keydown shift mousedown 3 mouseup 3
ui_sync # (Shift still down while the click is taken: the program reads it then)
xdotool keyup shift
park
ui_sync
# the arrow over g2's edge, halfway from g1 to f3, is green; the circle's top on d4 red
x=$((($(centre_x 6) + $(centre_x 5)) / 2))
y=$((($(centre_y 0) + $(centre_y 2)) / 2))
shot
read -r r g b <<<"$(rgb "$x" "$y")"
[ "$g" -gt $((r + 40)) ] || fail "no green arrow between g1 and f3 (pixel $x,$y is $r $g $b)"
cy=$(($(centre_y 3) - $(square_px) * 45 / 100))
read -r r g b <<<"$(rgb "$(centre_x 3)" "$cy")"
[ "$r" -gt $((g + 40)) ] || fail "no red circle on d4 (pixel at its top is $r $g $b)"
keys ctrl+shift+c
for _ in $(seq 300); do clip | grep -qF '1. e4 {[%cal Gg1f3] [%csl Rd4]}' && break; sleep 0.1; done
clip | grep -qF '1. e4 {[%cal Gg1f3] [%csl Rd4]}' ||
    fail "the PGN copied does not keep the marks: $(clip | tail -3)"
xvfb_quit
echo "e2e_marks: ok"
