#!/bin/bash
# e2e_tutorial_xvfb.sh - the real morphchess under Xvfb steps through the Polypiece tutorial:
# L opens the list, and from a Polypiece game the game's tutorial; the step keys, a scripted move with its switch, a wrong try and the right
# answer of a task, Esc back to the new-game list, Ctrl+Q. Checked on screenshots' pixels.
# usage: e2e_tutorial_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert
xvfb_launch "$bin"

# square FILE RANK: sx, sy the left and top edge of that square, where the window's report
# puts it
square() {
    sx=$(sq_left "$1")
    sy=$(sq_top "$2")
}
# the tutorial's mark: a gold border just inside the square's edge
marked() { # file rank
    local r g b
    square "$1" "$2"
    read -r r g b <<<"$(rgb $((sx + 2)) $((sy + $(at 43))))"
    [ "$r" -ge 200 ] && [ "$g" -ge 150 ] && [ "$g" -le 195 ] && [ "$b" -le 90 ]
}
white_piece() { # file rank: the ivory body of a white piece near the square's foot
    local r g b
    square "$1" "$2"
    read -r r g b <<<"$(rgb $((sx + $(at 43))) $((sy + $(at 62))))"
    [ "$r" -ge 240 ] && [ "$g" -ge 236 ] && [ "$b" -ge 222 ] && [ "$b" -le 245 ]
}
badge() { # file rank: the blue power badge at the top right (some pixel of it, past the letters)
    local r g b dx
    square "$1" "$2"
    for dx in 56 60 64 80 82; do
        read -r r g b <<<"$(rgb $((sx + $(at "$dx"))) $((sy + $(at 9))))"
        [ "$b" -ge $((r + 60)) ] && [ "$b" -ge 110 ] && return 0
    done
    return 1
}
selected() { # the title of the open list's highlighted row
    local n
    n=$(sync_value modal | cut -d' ' -f2)
    sync_value "item $n"
}

# L from the new-game list: the tutorials; Esc back; then a Polypiece game (the 2nd variant,
# main variants first), and L there opens that variant's tutorial. The pointer stays in the
# window's corner, off the lists, so that it selects nothing.
read -r w h <<<"$(sync_value size)"
mouse_to $((w - 2)) $((h - 2))
keys l Escape
keys Down Down Down Down Down # Polypiece Chess, after Players, Computer level, Clock,
# Custom clock and Orthodox chess
[ "$(selected)" = "Polypiece Chess" ] || fail "five rows down the new-game list is '$(selected)', not Polypiece Chess"
keys Return l
expect "step 1: b1 not marked" marked 1 0
marked 6 7 || fail "step 1: g8 not marked"
white_piece 6 0 || fail "step 1: no white knight on g1"
marked 4 3 && fail "step 1: e4 marked"

keys Right # step 2
keys Right # its scripted move Ng1-f3=WD
expect "step 2: the knight did not reach f3" white_piece 5 2
badge 5 2 || fail "step 2: no power badge on f3"
white_piece 6 0 && fail "step 2: g1 not empty"

keys Right Right Right Right # the scripted reply, step 3, step 4, step 5 (the task)
expect "step 5: no rook on h1" white_piece 7 0
click_sq 7 0
click_sq 7 7 # Rh1-h8: legal, but not the answer
expect "step 5: a wrong try moved the rook" white_piece 7 0
click_sq 7 0
click_sq 7 1 # Rh1-h2=NN+: the answer
expect "step 5: the answer was not played" white_piece 7 1
badge 7 1 || fail "step 5: no NN badge on h2"

keys Home # restart: step 1 again
expect "restart: b1 not marked" marked 1 0
keys Escape # leave: the new-game list
shot
marked 1 0 && fail "Esc did not leave the tutorial"

xvfb_quit
echo "e2e_tutorial_xvfb: ok (L from a Polypiece game, marks, scripted move with its switch, wrong try, answer, restart, leave)"
