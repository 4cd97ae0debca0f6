#!/bin/bash
# e2e_tutorial_xvfb.sh - the real morphchess under Xvfb steps through the Polypiece tutorial:
# L opens the list, and from a Polypiece game the game's tutorial; the step keys, a scripted move with its switch, a wrong try and the right
# answer of a task, Esc back to the new-game list, Ctrl+Q. Checked on screenshots' pixels.
# usage: e2e_tutorial_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
die() { [ -n "${MORPH_E2E_KEEP:-}" ] && cp "$tmp/s.png" "$MORPH_E2E_KEEP"; fail "$@"; }
xvfb_setup import convert
xvfb_launch "$bin"
sleep 0.5

# 1280x800: the board's a1 corner square starts at (119, 661), squares are 87 px.
sq_x() { echo $((119 + $1 * 87)); } # left edge of file 0..7
sq_y() { echo $((52 + (7 - $1) * 87)); } # top edge of rank 0..7
snap() { sleep 0.8; import -window root "$tmp/s.png" || die "import"; }
colour_at() { convert "$tmp/s.png" -format "%[fx:int(255*p{$1,$2}.r)] %[fx:int(255*p{$1,$2}.g)] %[fx:int(255*p{$1,$2}.b)]" info:; }
# the tutorial's mark: a gold border just inside the square's edge
marked() { # file rank
    local r g b
    read -r r g b <<<"$(colour_at $(($(sq_x "$1") + 2)) $(($(sq_y "$2") + 43)))"
    [ "$r" -ge 200 ] && [ "$g" -ge 150 ] && [ "$g" -le 195 ] && [ "$b" -le 90 ]
}
white_piece() { # file rank: the ivory body of a white piece near the square's foot
    local r g b
    read -r r g b <<<"$(colour_at $(($(sq_x "$1") + 43)) $(($(sq_y "$2") + 62)))"
    [ "$r" -ge 240 ] && [ "$g" -ge 236 ] && [ "$b" -ge 222 ] && [ "$b" -le 245 ]
}
badge() { # file rank: the blue power badge at the top right (some pixel of it, past the letters)
    local r g b dx
    for dx in 56 60 64 80 82; do
        read -r r g b <<<"$(colour_at $(($(sq_x "$1") + dx)) $(($(sq_y "$2") + 9)))"
        [ "$b" -ge $((r + 60)) ] && [ "$b" -ge 110 ] && return 0
    done
    return 1
}
press() { xdotool key "$@"; sleep 0.25; }
tap() { xdotool mousemove $(($(sq_x "$1") + 43)) $(($(sq_y "$2") + 43)) click 1; sleep 0.2; }

# L from the new-game list: the tutorials; Esc back; then a Polypiece game (the 2nd variant,
# main variants first), and L there opens that variant's tutorial. The pointer stays off the
# lists so that it selects nothing.
xdotool mousemove 1100 785
sleep 0.2
press l
press Escape
press Down Down Down Down Down # Polypiece Chess, after Players, Computer level, Clock,
# Custom clock and Orthodox chess
press Return
sleep 0.3
press l
snap
marked 1 0 || die "step 1: b1 not marked"
marked 6 7 || die "step 1: g8 not marked"
white_piece 6 0 || die "step 1: no white knight on g1"
marked 4 3 && die "step 1: e4 marked"

press Right # step 2
press Right # its scripted move Ng1-f3=WD
snap
white_piece 5 2 || die "step 2: the knight did not reach f3"
badge 5 2 || die "step 2: no power badge on f3"
white_piece 6 0 && die "step 2: g1 not empty"

press Right Right Right Right # the scripted reply, step 3, step 4, step 5 (the task)
snap
white_piece 7 0 || die "step 5: no rook on h1"
tap 7 0
tap 7 7 # Rh1-h8: legal, but not the answer
snap
white_piece 7 0 || die "step 5: a wrong try moved the rook"
tap 7 0
tap 7 1 # Rh1-h2=NN+: the answer
snap
white_piece 7 1 || die "step 5: the answer was not played"
badge 7 1 || die "step 5: no NN badge on h2"

press Home # restart: step 1 again
snap
marked 1 0 || die "restart: b1 not marked"
press Escape # leave: the new-game list
snap
marked 1 0 && die "Esc did not leave the tutorial"

xvfb_quit
echo "e2e_tutorial_xvfb: ok (L from a Polypiece game, marks, scripted move with its switch, wrong try, answer, restart, leave)"
