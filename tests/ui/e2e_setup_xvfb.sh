#!/bin/bash
# e2e_setup_xvfb.sh - the position set-up screen in the real window: P opens it on the game,
# Clear board empties it, pieces are dragged from the palette (and one put down by
# click-click), a bad position shows the engine's error and Play refuses it, Play starts the
# game from the good one, and a move played there is written to the game file. P's first
# frame finds the screen's pieces made ahead and its glyphs rasterized, and no screen is drawn
# that is not shown.
# usage: e2e_setup_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup

# The set-up screen at 1280x800 (tests/ui/test_ui_setup.c checks these numbers): the board
# at (160, 63) with 66 px squares; the palette's White row at y 628, Black's at 694, from
# x 193, one 66 px cell per type (K Q R B N P); the buttons Clear board (828, 687) and
# Play (828, 739), 213 x 44.
sx() { echo $((160 + $1 * 66 + 33)); }
sy() { echo $((63 + (7 - $1) * 66 + 33)); }
pal_x() { echo $((193 + $1 * 66 + 33)); }
pal_y() { echo $((628 + $1 * 66 + 33)); }
drag() { # x0 y0 x1 y1: press, move past the threshold, move there, release
    xdotool mousemove "$1" "$2" mousedown 1
    sleep 0.1
    xdotool mousemove $(($1 + 12)) $(($2 - 12))
    sleep 0.1
    xdotool mousemove "$3" "$4"
    sleep 0.15
    xdotool mouseup 1
    sleep 0.2
}
button() { xdotool mousemove $((828 + $1 * 221 + 106)) $((687 + $2 * 52 + 22)) click 1; sleep 0.3; }

export MORPHCHESS_TIMING=1 # each frame's line: the checks below read them
xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3 # 1. e4: the set-up screen starts from the position on the board
sleep 0.3
# a few turns of the program's loop, between which the set-up screen's pieces are made
# ahead (its board's squares, then its palette's cells), then its text drawn offscreen
for x in 300 320 340 360; do
    xdotool mousemove "$x" 300
    sleep 0.3
done
before=$(grep -c 'frame [0-9]*:' "$tmp/app.log")
xdotool key p
sleep 0.5
# P's first frame found the screen's pieces made: it reduced none itself
awk -v n="$before" '/ reduced .* pieces itself/ { if ($3 + 0 > n) bad = 1 } END { exit bad }' \
    "$tmp/app.log" || fail "the set-up screen's first frame reduced pieces itself: $(grep 'pieces itself' "$tmp/app.log")"
# nor rasterized glyphs: its text was drawn offscreen on the game's position ahead of it
awk -v n="$before" '/ rasterized .* glyphs$/ { if ($3 + 0 == n + 1) bad = 1 } END { exit bad }' \
    "$tmp/app.log" || fail "the set-up screen's first frame rasterized glyphs: $(grep 'glyphs$' "$tmp/app.log")"
button 0 0 # Clear board
# White king to e1, White queen to d1, Black king to e8, dragged from the palette
drag "$(pal_x 0)" "$(pal_y 0)" "$(sx 4)" "$(sy 0)"
drag "$(pal_x 1)" "$(pal_y 0)" "$(sx 3)" "$(sy 0)"
drag "$(pal_x 0)" "$(pal_y 1)" "$(sx 4)" "$(sy 7)"
# a Black pawn by click-click: on a8 first (a pawn on the last rank: refused) ...
xdotool mousemove "$(pal_x 5)" "$(pal_y 1)" click 1
sleep 0.2
xdotool mousemove "$(sx 0)" "$(sy 7)" click 1
sleep 0.3
button 0 1 # Play: refused, the screen stays
[ -n "${MORPH_E2E_SHOT:-}" ] && import -window root "$MORPH_E2E_SHOT"
# ... then dragged down to a7 (a piece dragged from a square moves)
xdotool key Escape # the palette's pawn put away
sleep 0.2
drag "$(sx 0)" "$(sy 7)" "$(sx 0)" "$(sy 6)"
button 0 1 # Play: the game from 4k3/p7/8/8/8/8/8/3QK3 b - - 0 1 (Black to move, as after e4)
sleep 0.5
click_sq 0 6
click_sq 0 4 # ...a7-a5
game_says "moves: 1"
game_says "fen: 4k3/8/8/p7/8/8/8/3QK3 w - a6 0 2"
# no screen drawn that was not shown: P and each edit leave the events queued behind them
# to the next frame, which records the screen's new clickable places (no frame of its own)
! grep -q 'screens drawn for' "$tmp/app.log" || fail "$(grep -m1 'screens drawn for' "$tmp/app.log")"
xvfb_quit
echo "e2e_setup: ok (P on 1. e4, Clear board, drags from the palette, bad position refused, Play, a5)"
