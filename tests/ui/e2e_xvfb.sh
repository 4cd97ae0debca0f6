#!/bin/bash
# e2e_xvfb.sh - runs the real morphchess under Xvfb and plays two variants by synthetic mouse
# clicks: the new-game list, a drag, click-click, a move-list click, flip, the autosave file, a badge pixel, idle
# sleep, Ctrl+Q, and reopening the autosave as a saved game.
# usage: e2e_xvfb.sh path/to/morphchess
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert

start_app() { xvfb_launch "$bin" "$@"; }
quit_app() { xvfb_quit; }

# head_y RANK: a pawn's head, a little above the square's centre (the window's own layout)
head_y() { echo $(($(centre_y "$1") - $(at 6))); }
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

# ---- game 1: Orthodox chess, chosen in the new-game list ----
start_app
click_item "Orthodox chess"
expect "no white pawn on e2 at the start" is_ivory "$(centre_x 4)" "$(head_y 1)"
expect_not "a white pawn on e4 at the start" is_ivory "$(centre_x 4)" "$(head_y 3)"

# drag e2 -> e4
mouse_to "$(centre_x 4)" "$(centre_y 1)"
xdotool mousedown 1
ui_sync
mouse_to "$(centre_x 4)" $(($(centre_y 1) - 20))
ui_sync
mouse_to "$(centre_x 4)" "$(centre_y 3)"
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
keys c
xdotool type --delay 20 'Two pieces out {each}'
keys Return
wait_for "the comment typed after C is not in the game file" grep -q 'Nc6 {Two pieces out {each)}' "$(game_file)"

# a click on White's first move in the list shows the position after 1. e4 (e5 empty); End returns
click_hit "$HIT_MOVE" 0
park
expect "the move-list click did not show 1. e4" is_dark_square "$(centre_x 4)" "$(head_y 4)"
xdotool key End
expect_not "End did not return to the last move" is_dark_square "$(centre_x 4)" "$(head_y 4)"

park
keys f
# flipped: e4 is now on the 5th row from the top, file e on the 4th column (the report's
# layout is flipped, so centre_x and head_y name the same square)
[ "$(sync_value flipped)" = 1 ] || fail "the report does not say the board is flipped"
expect "flip did not turn the board" is_ivory "$(centre_x 4)" "$(head_y 3)"
keys f

# idle: no CPU time while nothing happens (SDL_WaitEvent, no busy loop; the audio device
# that the moves' sounds opened is closed 2 s after the last one)
ticks() { awk '{print $14 + $15}' "/proc/$app_pid/stat"; }
idle=""
for _ in $(seq 10); do # some 2 s within 20 s in which it takes (almost) no processor time
    t0=$(ticks)
    sleep 2
    t1=$(ticks)
    [ $((t1 - t0)) -le 10 ] && { idle=$((t1 - t0)); break; }
done
[ -n "$idle" ] || fail "busy while idle: $((t1 - t0)) ticks in the last 2 s of 20"

# ---- game 2: Polypiece Chess, from Ctrl+N and the list ----
keys ctrl+n
click_item "Polypiece Chess"
click_sq 6 0
click_sq 5 2
click_sq 4 6
click_sq 4 4
wait_moves '"Ng1-f3=WD","e7-e5"'
grep -q '"name":[[:space:]]*"Polypiece Chess"' "$(game_file)" || fail "autosave does not hold the variant"
park
# the knight on f3 carries a blue WD badge at its top right
expect "no power badge on f3" is_badge_blue $(($(sq_left 5) + $(at 68))) $(($(sq_top 2) + $(at 9)))
expect "no white knight on f3" is_ivory "$(centre_x 5)" $(($(sq_top 2) + $(at 60)))
quit_app

# ---- the autosave opens as a saved game (morphchess FILE) ----
cp "$(game_file)" "$tmp/game.json"
start_app "$tmp/game.json"
expect "reopened: no power badge on f3" is_badge_blue $(($(sq_left 5) + $(at 68))) $(($(sq_top 2) + $(at 9)))
quit_app
# ---- game 3: Portal Chess, two boards: their squares where the program's layout puts them ----
start_app --variant portal
[ "$(square_px)" -ge 64 ] || fail "Portal's squares at 1280x800: $(square_px) px"
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
keys d
wait_moves '"A:a4","B:h5","B:h4","A:a5","A:declare"'
park
expect "no white pawn on A:a4" is_ivory "$(board_x 0 0)" $(($(board_y 0 3) - 6))
quit_app

# ---- game 4: Portal Chess at 800x600: the panel is a strip under the boards, its buttons
# in two rows along its foot ----
start_app --variant portal --size 800x600
[ "$(sync_value size)" = "800 600" ] || fail "the window is $(sync_value size), not 800 600"
read -r _ board1_y <<<"$(sync_value "board 1")"
read -r _ undo_y <<<"$(hit_at "$HIT_BUTTON" "$(intent UNDO)")"
[ "$undo_y" -gt $((board1_y + 8 * $(square_px))) ] || fail "Portal's panel at 800x600 is not under the boards"
board_click 0 0 1
board_click 0 0 3 # White: A:a4
board_click 1 7 6
board_click 1 7 4 # Black: B:h5
wait_moves '"A:a4","B:h5"'
click_button UNDO # in the strip: the game shows ply 1 and keeps B:h5 to redo
wait_for "the strip's Undo did not take B:h5 back" grep -q '"ply": 1,' "$(game_file)"
wait_moves '"A:a4","B:h5"'
quit_app
echo "e2e_xvfb: ok (four games by clicks, drag, click-click, flip, autosave, badge, idle $idle ticks, reopen, Portal at 800x600 with its panel under the boards, quit)"
