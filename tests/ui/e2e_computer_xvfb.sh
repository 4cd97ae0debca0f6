#!/bin/bash
# e2e_computer_xvfb.sh - the computer player in the real window under Xvfb: you play White
# against it (it answers within seconds, its pieces are not yours to move, Ctrl+Z takes back
# its reply and your move, H draws a hint arrow), it plays a whole opening against itself,
# and started with --white computer:3 its first move is drawn with no input (the screen then
# is what a forced redraw shows).
# usage: e2e_computer_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import compare

board_changed() { # pixels of the board area (the window's report) that differ between two screenshots
    local x y s
    read -r x y <<<"$(sync_value "board 0")"
    s=$((8 * $(square_px)))
    compare -metric AE -crop "${s}x${s}+$x+$y" "$1" "$2" null: 2>&1 | cut -d' ' -f1
}

mkdir -p "$tmp/user"
printf 'players = white\nlevel = 3\n' >"$tmp/user/settings.conf"
xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3 # 1. e4: the computer answers
game_says "moves: 2"
# Black's pieces are the computer's: a click on one picks nothing up, nothing is played
click_sq 0 6
click_sq 0 4
game_says "moves: 2"
# H: a hint for White, drawn as an arrow over the board (and no move is played)
park
ui_sync
shot
cp "$tmp/shot.png" "$tmp/before.png"
keys h
n=0
for _ in $(seq 120); do
    shot
    n="$(board_changed "$tmp/before.png" "$tmp/shot.png")"
    [ "${n%.*}" -ge 300 ] && break
    sleep 0.25
done
[ "${n%.*}" -ge 300 ] || fail "no hint arrow on the board ($n pixels changed)"
game_says "moves: 2"
# Ctrl+Z: back to White's first move, the computer's reply taken back too
xdotool key ctrl+z
game_says "ply: 0"
xvfb_quit

# the computer against itself: a whole opening (its pace, COMPUTER_MIN_MS a move in
# src/ui/workers/computer.c, is a wall-clock matter and not checked here)
printf 'players = computer\nlevel = 1\n' >"$tmp/user/settings.conf"
xvfb_launch "$bin" --variant revolving
moves_at_least() { # the newest game file holds at least $1 moves (it goes on playing)
    local f n
    f="$(game_file)"
    [ -n "$f" ] || return 1
    n="$("$cli" saved "$f" 2>/dev/null | sed -n 's/^moves: //p')"
    [ -n "$n" ] && [ "$n" -ge "$1" ]
}
wait_for "the computer against itself did not play 6 moves" moves_at_least 6
xvfb_quit
# --white computer:3: the move shows on the board by itself (no key, no click)
printf 'players = two\n' >"$tmp/user/settings.conf"
rm -f "$tmp"/user/games/*.json
read -r sw sh <<<"$(xdotool getdisplaygeometry)"
xdotool mousemove $((sw - 1)) $((sh - 1))
xvfb_launch "$bin" --white computer:3 --black human --clock 3+2
has_game() { [ -n "$(game_file)" ]; }
wait_for "--white computer:3 played no move" has_game
# the file is written once the window has taken the move: the barrier (no redraw of its own)
# then lets the frame that move asked for be shown, and a forced redraw must match it
ui_sync
shot
cp "$tmp/shot.png" "$tmp/alone.png"
keys f f # two flips: the same view, drawn again
shot
n="$(board_changed "$tmp/alone.png" "$tmp/shot.png")"
[ "${n%.*}" -le 50 ] || fail "the board after the computer's move differs from a redraw ($n pixels)"
game_says "white: computer, level 3"
game_says "time control: 180+2"
xvfb_quit
echo "e2e_computer: ok (answers, no moving its pieces, hint arrow, undo of two plies, computer against computer, its move shown without input)"
