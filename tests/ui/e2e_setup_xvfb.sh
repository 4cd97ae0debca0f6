#!/bin/bash
# e2e_setup_xvfb.sh - the position set-up screen in the real window: P opens it on the game,
# Clear board empties it, pieces are dragged from the palette (and one put down by
# click-click), a bad position shows the engine's error and Play refuses it, Play starts the
# game from the good one, and a move played there is written to the game file; a FEN pasted
# with a NUL byte is refused. Every place clicked is where the window's own report (ui_sync)
# says the screen drew it.
# usage: e2e_setup_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip

# The screen's clickable places (src/ui/setup/setscreen.h): its squares (index rank * 8 +
# file on board 0), the palette's cells (White's K Q R B N P, then Black's), its buttons.
hit_of() { enum_value setup/setscreen.h "SETSCREEN_HIT_$1"; }
sq_at() { hit_at "$(hit_of SQUARE)" $(($2 * 8 + $1)); }          # FILE RANK -> x y
pal_at() { hit_at "$(hit_of PALETTE)" $(($2 * 6 + $1)); }        # TYPE COLOUR -> x y
button() { click_hit "$(hit_of BUTTON)" "$(enum_value setup/setscreen.h "SETSCREEN_$1")"; }
drag() { # x0 y0 x1 y1: press, move past the threshold, move there, release
    mouse_to "$1" "$2"
    xdotool mousedown 1
    ui_sync
    mouse_to $(($1 + 12)) $(($2 - 12))
    ui_sync
    mouse_to "$3" "$4"
    ui_sync
    xdotool mouseup 1
    ui_sync
}
click_at() { mouse_to "$1" "$2"; xdotool click 1; ui_sync; }

xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3 # 1. e4: the set-up screen starts from the position on the board
keys p
[ "$(sync_value screen)" = setup ] || fail "P did not open the set-up screen: $(sync_value screen)"
button CLEAR
# White king to e1, White queen to d1, Black king to e8, dragged from the palette
# shellcheck disable=SC2046 # each place is two words, x and y
drag $(pal_at 0 0) $(sq_at 4 0)
# shellcheck disable=SC2046
drag $(pal_at 1 0) $(sq_at 3 0)
# shellcheck disable=SC2046
drag $(pal_at 0 1) $(sq_at 4 7)
# a Black pawn by click-click: on a8 first (a pawn on the last rank: refused) ...
# shellcheck disable=SC2046
click_at $(pal_at 5 1)
# shellcheck disable=SC2046
click_at $(sq_at 0 7)
button PLAY # refused, the screen stays
[ "$(sync_value screen)" = setup ] || fail "Play took a position with a pawn on a8"
[ -n "${MORPH_E2E_SHOT:-}" ] && import -window root "$MORPH_E2E_SHOT"
# ... then dragged down to a7 (a piece dragged from a square moves)
keys Escape # the palette's pawn put away
# shellcheck disable=SC2046
drag $(sq_at 0 7) $(sq_at 0 6)
button PLAY # the game from 4k3/p7/8/8/8/8/8/3QK3 b - - 0 1 (Black to move, as after e4)
[ "$(sync_value screen)" = game ] || fail "Play did not start the game: $(sync_value screen)"
click_sq 0 6
click_sq 0 4 # ...a7-a5
game_says "moves: 1"
game_says "fen: 4k3/8/8/p7/8/8/8/3QK3 w - a6 0 2"
# a FEN pasted with a NUL byte (SDL's C string would give the FEN before it): refused, the
# set-up as it was, so Play starts from the game's position (issue 49)
keys p
printf '4k3/8/8/8/8/8/8/4K2R w K - 0 1\0x' | xclip -i -selection clipboard -t UTF8_STRING
keys ctrl+v
button PLAY
[ "$(sync_value screen)" = game ] || fail "Play did not start the game after the paste: $(sync_value screen)"
keys ctrl+c
for _ in $(seq 600); do clip | grep -q '^4k3/8/8/p7/8/8/8/3QK3 w' && break; sleep 0.1; done
clip | grep -q '^4k3/8/8/p7/8/8/8/3QK3 w' || fail "the game after a FEN pasted with a NUL byte: $(clip)"
xvfb_quit
echo "e2e_setup: ok (P on 1. e4, Clear board, drags from the palette, bad position refused, Play, a5)"
