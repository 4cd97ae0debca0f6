#!/bin/bash
# e2e_xvfb.sh - runs the real morphchess under Xvfb and plays two variants by synthetic mouse
# clicks: the new-game list, a drag, click-click, a move-list click, flip, the autosave file, a badge pixel, idle
# sleep, Ctrl+Q, and reopening the autosave as a saved game.
# usage: e2e_xvfb.sh path/to/morphchess path/to/morphui-layout
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
layout=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert

start_app() { xvfb_launch "$bin" "$@"; }
quit_app() { xvfb_quit; }

# The layout at 1280x800 (tests/ui/test_ui_layout.c): board at (119, 52), 87 px squares.
head_y() { echo $((52 + (7 - $1) * 87 + 37)); }     # a pawn's head, a little above the centre
# The new-game list at 1280x800 hangs from y = 50 (more variants do not move its items); its
# rows start at y = 140, each as high as its text: 54 px with a line of detail, 72 with two,
# 88 for a game with the picture of its last position (the recent games first, then "Players" (two lines), "Computer level" (one), the clock
# (two), "Custom clock..." (one), then the variants (fide: one line, polypiece: two, ...: session_list.c
# SHIPPED_ORDER). item_y H...: the centre of the row after rows of heights H... .
item_y() {
    local y=140 h
    for h in "$@"; do y=$((y + h)); done
    echo $((y + 25))
}
is_ivory() { # pixel x y: true when it is the white pieces' body colour
    local r g b
    read -r r g b <<<"$(rgb "$1" "$2")"
    [ "$r" -ge 240 ] && [ "$g" -ge 236 ] && [ "$b" -ge 222 ] && [ "$b" -le 245 ]
}
is_dark_square() { # pixel x y: an empty dark square
    local r g b
    read -r r g b <<<"$(rgb "$1" "$2")"
    [ "$r" -ge 172 ] && [ "$r" -le 184 ] && [ "$g" -ge 128 ] && [ "$g" -le 140 ] && [ "$b" -ge 89 ] && [ "$b" -le 101 ]
}
is_badge_blue() { # pixel x y: the power badge's blue
    local r g b
    read -r r g b <<<"$(rgb "$1" "$2")"
    [ "$b" -ge $((r + 60)) ] && [ "$b" -ge 110 ]
}
wait_moves() { # the autosave's moves become $1 within 10 s (the program may lag under load)
    for _ in $(seq 100); do [ "$(moves_of)" = "$1" ] && return 0; sleep 0.1; done
    fail "autosave moves: '$(moves_of)', expected '$1'"
}

# ---- game 1: Orthodox chess, chosen in the new-game list ----
start_app
xdotool mousemove 640 "$(item_y 72 54 72 54)" click 1 # Orthodox chess, after Players, level, clock, custom clock
expect "no white pawn on e2 at the start" is_ivory "$(centre_x 4)" "$(head_y 1)"
expect_not "a white pawn on e4 at the start" is_ivory "$(centre_x 4)" "$(head_y 3)"

# drag e2 -> e4
xdotool mousemove "$(centre_x 4)" "$(centre_y 1)" mousedown 1
sleep 0.1
xdotool mousemove "$(centre_x 4)" $(( $(centre_y 1) - 20 ))
sleep 0.1
xdotool mousemove "$(centre_x 4)" "$(centre_y 3)"
sleep 0.1
expect "the dragged pawn does not follow the pointer" is_ivory "$(centre_x 4)" "$(head_y 3)"
xdotool mouseup 1
expect "the dragged pawn is not on e4" is_ivory "$(centre_x 4)" "$(head_y 3)"
expect_not "the dragged pawn is still on e2" is_ivory "$(centre_x 4)" "$(head_y 1)"

# an illegal drop (e4 -> e6) is refused
click_sq 4 3
click_sq 4 5
# Black: click e7, click e5 (click-click); then White's f1-c4 and Black's Nb8-c6
click_sq 4 6
click_sq 4 4
click_sq 5 0
click_sq 2 3
click_sq 1 7
click_sq 2 5
wait_moves '"e4","e5","Bc4","Nc6"'

# C: a comment on the move shown, typed (SDL text input: any character) and kept in the file
xdotool key c
sleep 0.2
xdotool type --delay 20 'Two pieces out {each}'
xdotool key Return
for _ in $(seq 100); do grep -q 'Nc6 {Two pieces out {each)}' "$(game_file)" && break; sleep 0.1; done
grep -q 'Nc6 {Two pieces out {each)}' "$(game_file)" || fail "the comment typed after C is not in the game file"

# a click on White's first move in the list shows the position after 1. e4 (e5 empty); End returns
xdotool mousemove 1020 130 click 1
xdotool mousemove 1100 760
expect "the move-list click did not show 1. e4" is_dark_square "$(centre_x 4)" "$(head_y 4)"
xdotool key End
expect_not "End did not return to the last move" is_dark_square "$(centre_x 4)" "$(head_y 4)"

xdotool mousemove 1100 760 key f
# flipped: e4 is now on the 5th row from the top (rank 3 -> row 3), file e on column 3
expect "flip did not turn the board" is_ivory $((119 + 3 * 87 + 43)) $((52 + 3 * 87 + 37))
xdotool key f

# idle: no CPU time while nothing happens (SDL_WaitEvent, no busy loop; the audio device
# that the moves' sounds opened is closed 2 s after the last one)
ticks() { awk '{print $14 + $15}' "/proc/$app_pid/stat"; }
sleep 2.5
t0=$(ticks)
sleep 2
t1=$(ticks)
[ $((t1 - t0)) -le 3 ] || fail "busy while idle: $((t1 - t0)) ticks in 2 s"

# ---- game 2: Polypiece Chess, from Ctrl+N and the list ----
xdotool key ctrl+n
sleep 0.3
xdotool mousemove 640 "$(item_y 88 72 54 72 54 54)" click 1 # Polypiece Chess: game 1 is listed first now (88 px: its picture)
sleep 0.5 # a new game has no file until its first move
click_sq 6 0
click_sq 5 2
click_sq 4 6
click_sq 4 4
wait_moves '"Ng1-f3=WD","e7-e5"'
grep -q '"name":[[:space:]]*"Polypiece Chess"' "$(game_file)" || fail "autosave does not hold the variant"
xdotool mousemove 1100 700
# the knight on f3 carries a blue WD badge at its top right
expect "no power badge on f3" is_badge_blue $((119 + 5 * 87 + 68)) $((52 + 5 * 87 + 9))
expect "no white knight on f3" is_ivory $((119 + 5 * 87 + 43)) $((52 + 5 * 87 + 60))
quit_app

# ---- the autosave opens as a saved game (morphchess FILE) ----
cp "$(game_file)" "$tmp/game.json"
start_app "$tmp/game.json"
expect "reopened: no power badge on f3" is_badge_blue $((119 + 5 * 87 + 68)) $((52 + 5 * 87 + 9))
quit_app
# ---- game 3: Portal Chess, two boards: their squares where the program's layout puts them
# at 1280x800 (morphui-layout: 67 px squares, the panel a strip under the boards) ----
layout_load "$layout" 1280x800 2
[ "$layout_square" -ge 64 ] || fail "Portal's squares at 1280x800: $layout_square px"
start_app --variant portal
board_click 0 0 1
board_click 0 0 3 # White: A:a4
board_click 1 7 6
board_click 1 7 4 # Black: B:h5
wait_moves '"A:a4","B:h5"'
board_click 1 7 1
board_click 1 7 3 # White on B now: B:h4
board_click 0 0 6
board_click 0 0 4 # Black on A: A:a5
wait_moves '"A:a4","B:h5","B:h4","A:a5"'
xdotool key d
sleep 0.2
wait_moves '"A:a4","B:h5","B:h4","A:a5","A:declare"'
xdotool mousemove 640 5 # between the boards' titles
expect "no white pawn on A:a4" is_ivory "$(board_x 0 0)" $(($(board_y 0 3) - 6))
quit_app

# ---- game 4: Portal Chess at 800x600: the panel is a strip under the boards (morphui-layout:
# 43 px squares; the strip's buttons in two rows along its foot: Undo at (327, 549)) ----
layout_load "$layout" 800x600 2
[ "$layout_below" = 1 ] || fail "Portal's panel at 800x600 is not under the boards"
start_app --variant portal --size 800x600
win=$(xdotool search --onlyvisible --name '^morphchess' | head -1)
small_click() { xdotool mousemove --window "$win" "$1" "$2" click 1; sleep 0.15; }
small_sq() { small_click "$(board_x "$1" "$2")" "$(board_y "$1" "$3")"; } # board, file, rank
small_sq 0 0 1
small_sq 0 0 3 # White: A:a4
small_sq 1 7 6
small_sq 1 7 4 # Black: B:h5
wait_moves '"A:a4","B:h5"'
small_click 327 549 # Undo, in the strip: the game shows ply 1 and keeps B:h5 to redo
for _ in $(seq 100); do grep -q '"ply": 1,' "$(game_file)" && break; sleep 0.1; done
grep -q '"ply": 1,' "$(game_file)" || fail "the strip's Undo did not take B:h5 back"
wait_moves '"A:a4","B:h5"'
quit_app
echo "e2e_xvfb: ok (four games by clicks, drag, click-click, flip, autosave, badge, idle $((t1 - t0)) ticks, reopen, Portal at 800x600 with its panel under the boards, quit)"
