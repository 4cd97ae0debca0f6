#!/bin/bash
# e2e_computer_xvfb.sh - the computer player in the real window under Xvfb: you play White
# against it (it answers within seconds, its pieces are not yours to move, Ctrl+Z takes back
# its reply and your move, H draws a hint arrow), it plays a whole opening against itself,
# and started with --white computer:3 its first move is on the board within 300 ms of being
# played with no input (the screen then is what a forced redraw shows).
# usage: e2e_computer_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import compare

board_changed() { # pixels of the board area that differ between two screenshots
    compare -metric AE -crop 696x696+119+52 "$1" "$2" null: 2>&1 | cut -d' ' -f1
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
sleep 0.5
game_says "moves: 2"
# H: a hint for White, drawn as an arrow over the board (and no move is played)
xdotool mousemove 1200 790
sleep 0.5
shot
cp "$tmp/shot.png" "$tmp/before.png"
xdotool key h
n=0
for _ in $(seq 50); do
    sleep 0.2
    shot
    n="$(board_changed "$tmp/before.png" "$tmp/shot.png")"
    [ "${n%.*}" -ge 300 ] && break
done
[ "${n%.*}" -ge 300 ] || fail "no hint arrow on the board ($n pixels changed)"
game_says "moves: 2"
# Ctrl+Z: back to White's first move, the computer's reply taken back too
xdotool key ctrl+z
game_says "ply: 0"
xvfb_quit

# the computer against itself, at a pace one can follow (at least 0.4 s a move)
printf 'players = computer\nlevel = 1\n' >"$tmp/user/settings.conf"
xvfb_launch "$bin" --variant revolving
game_says "moves: 6"
sleep 1
f="$(game_file)"
n="$("$cli" saved "$f" | sed -n 's/^moves: //p')"
[ "$n" -ge 6 ] && [ "$n" -le 16 ] || fail "the computer against itself: $n moves after about 3 s"
xvfb_quit
# --white computer:3: the move shows on the board by itself (no key, no click)
printf 'players = two\n' >"$tmp/user/settings.conf"
rm -f "$tmp"/user/games/*.json
xdotool mousemove 1200 790
xvfb_launch "$bin" --white computer:3 --black human --clock 3+2
for _ in $(seq 300); do [ -n "$(game_file)" ] && break; sleep 0.05; done
[ -n "$(game_file)" ] || fail "--white computer:3 played no move"
sleep 0.3
shot
cp "$tmp/shot.png" "$tmp/alone.png"
xdotool key f key f # two flips: the same view, drawn again
sleep 0.5
shot
n="$(board_changed "$tmp/alone.png" "$tmp/shot.png")"
[ "${n%.*}" -le 50 ] || fail "the board 300 ms after the computer's move differs from a redraw ($n pixels)"
game_says "white: computer, level 3"
game_says "time control: 180+2"
xvfb_quit
echo "e2e_computer: ok (answers, no moving its pieces, hint arrow, undo of two plies, computer against computer, its move shown without input)"
