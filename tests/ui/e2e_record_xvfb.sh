#!/bin/bash
# e2e_record_xvfb.sh - the game as a record in the real window under Xvfb (issue 30):
#   1. a lichess export (tags, [%clk], [%eval], result 0-1) pasted with SDL's clipboard (xclip)
#      and copied back out with Ctrl+Shift+C is, byte for byte, the text expected of it
#      (tests/data/records/lichess-export.copied.pgn: every tag kept, the clocks and
#      evaluations as commands, the result);
#   2. a 3+2 game against the computer, quit in the middle and resumed from the start
#      screen's recent games, goes on with the computer answering and both clocks where they
#      stood (not 3:00 again);
#   3. Portal Chess playing Black against the computer: both boards show Black's side at the
#      bottom (White's rook on a1 drawn at the top right of each board).
# usage: e2e_record_xvfb.sh path/to/morphchess path/to/morphchess-cli SOURCE_DIR
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
src=$3
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip import convert

# ---- 1. a lichess export through the clipboard, and back ----
xvfb_launch "$bin" --variant fide
xclip -i -selection clipboard <"$src/tests/data/records/lichess-export.pgn"
keys ctrl+v
keys ctrl+shift+c
want="$src/tests/data/records/lichess-export.copied.pgn"
copied() {
    xclip -o -selection clipboard >"$tmp/copied.pgn" 2>/dev/null
    cmp -s "$tmp/copied.pgn" "$want"
}
for _ in $(seq 600); do copied && break; sleep 0.1; done
copied || fail "the lichess export copied back out differs: $(diff "$want" "$tmp/copied.pgn" | head -20)"
xvfb_quit

# ---- 2. 3+2 against the computer: quit mid-game, resume, it answers, the clocks stood ----
clock_of() { # colour (white|black) in the newest game file: seconds on its clock
    "$cli" saved "$(game_file)" | sed -n "s/^clocks: .*$1 \([0-9]*\):\([0-9]*\):\([0-9]*\).*/\1 \2 \3/p" |
        { read -r h m s && echo $((10#$h * 3600 + 10#$m * 60 + 10#$s)); }
}
xvfb_launch "$bin" --white human --black computer:1 --clock 3+2
click_sq 4 1
click_sq 4 3 # 1. e4 (the clocks start with it)
game_says "moves: 2"
sleep 7 # White thinks 7 s (the scenario, not a wait): at most 2:57 after its increment
click_sq 3 1
click_sq 3 3 # 2. d4
game_says "moves: 4"
game_says "time control: 180+2"
w0=$(clock_of white)
b0=$(clock_of black)
[ "$w0" -le 177 ] || fail "White's clock after thinking 7 s: $w0 s"
xvfb_quit
# the pointer to the screen's corner, away from the list the program opens with
read -r sw sh <<<"$(xdotool getdisplaygeometry)"
xdotool mousemove $((sw - 1)) $((sh - 1))
xvfb_launch "$bin" # the start screen: the unfinished game highlighted, Return resumes it
keys Return
click_sq 6 0
click_sq 5 2 # 3. Nf3, and the computer answers
game_says "moves: 6"
game_says "black: computer, level 1"
w1=$(clock_of white)
b1=$(clock_of black)
# resumed from the clocks kept (White's thinking since, however long a loaded machine makes
# it, less its increment; Black gained its increment), not from 3:00 again (White would show
# 3:00 or more, Black 3:01 or so)
[ "$w1" -le $((w0 + 2)) ] && [ "$w1" -ge $((w0 - 60)) ] ||
    fail "White's clock after resuming: $w1 s, it stood at $w0 s"
[ "$b1" -ge "$b0" ] || fail "Black's clock after resuming: $b1 s, it stood at $b0 s"
xvfb_quit

# ---- 3. Portal, playing Black against the computer: both boards from Black's side ----
# the squares where the window's report puts them, from Black's side
xvfb_launch "$bin" --variant portal --white computer:1 --black human
mouse_to $(($(board_x 0 0) + $(square_px))) 2 # right of board A, above the squares
# a1 at the top right of each board (a White rook there); unflipped, Black's rook on h8 is there
[ "$(sync_value flipped)" = 1 ] || fail "the window does not report its boards flipped"
expect "board A not from Black's side" is_ivory "$(board_x 0 0)" $(($(board_y 0 0) + 8))
expect "board B not from Black's side" is_ivory "$(board_x 1 0)" $(($(board_y 1 0) + 8))
cp "$tmp/shot.png" "${E2E_SHOTS:-$tmp}/portal_black_1280x800.png" 2>/dev/null
xvfb_quit
echo "e2e_record: ok (lichess export pasted and copied back byte for byte, 3+2 game resumed with clocks $w0/$b0 -> $w1/$b1 s and the computer answering, Portal from Black's side)"
