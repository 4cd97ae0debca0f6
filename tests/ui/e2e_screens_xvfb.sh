#!/bin/bash
# e2e_screens_xvfb.sh - the stack of screens in the real window (src/ui/shell/app_boxes.c):
# each box the session shows is a screen of its own, named in the barrier's report. The
# new-game list at the start; the game; the help over it, which passes its other keys on (F
# flips the board under it); the rules card, the help over the card and back to it, and a key
# the board acts on (A) that only puts the card away; the settings list from the game and
# from the new-game list, Esc back to where it was opened; the new-game list opened under the
# help (the help stays on top); the resign question (a dialog) and the games list, Esc back
# to the game.
# usage: e2e_screens_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup
screen_is() { [ "$(sync_value screen)" = "$1" ] || fail "$2 (screen: $(sync_value screen))"; }
analysis_on() { grep -q '^bar ' "$tmp/sync"; }

xvfb_launch "$bin"
ui_sync
screen_is new-game "the start does not show the new-game list"
click_item "Orthodox chess"
screen_is game "picking Orthodox chess did not start a game"
[ "$(sync_value flipped)" = 0 ] || fail "the new game starts flipped"
keys F1
screen_is help "F1 did not show the help"
keys f
screen_is help "F put the help away"
[ "$(sync_value flipped)" = 1 ] || fail "F under the help did not flip the board"
keys Escape
screen_is game "Esc did not put the help away"
keys r
screen_is rules "R did not show the rules card"
keys F1
screen_is help "F1 over the rules card did not show the help"
keys F1
screen_is rules "F1 again did not go back to the rules card"
keys a
screen_is game "A did not put the rules card away"
analysis_on && fail "the A that put the rules card away turned the analysis on"
keys a
analysis_on || fail "A on the board did not turn the analysis on"
keys a ctrl+comma
screen_is settings "Ctrl+, did not show the settings"
keys Escape
screen_is game "Esc in the settings opened from the game did not go back to it"
keys ctrl+n
screen_is new-game "Ctrl+N did not show the new-game list"
keys ctrl+comma
screen_is settings "Ctrl+, over the new-game list did not show the settings"
keys Escape
screen_is new-game "Esc in the settings opened from the new-game list did not go back to it"
keys Escape
screen_is game "Esc in the new-game list did not go back to the game"
keys F1 ctrl+n # the new-game list opened under the help: the help stays over it
screen_is help "Ctrl+N under the help put the new-game list over the help"
keys Escape
screen_is new-game "Esc did not put the help over the new-game list away"
keys Escape
screen_is game "Esc in the new-game list did not go back to the game"
keys ctrl+r
screen_is dialog "Ctrl+R did not ask who resigns"
keys Escape
screen_is game "Esc did not take the resign question away"
keys ctrl+o
screen_is games "Ctrl+O did not show the games list"
keys Escape
screen_is game "Esc in the games list did not go back to the game"
xvfb_quit

# At 640x480 the help shows the rows that fit: the keys and the wheel scroll it, and the
# arrows they take do not step through the game under it.
xvfb_launch "$bin" --variant fide --size 640x480
click_sq 4 1 && click_sq 4 3 # e2-e4: a move the arrows under the help would step back from
keys F1
screen_is help "F1 at 640x480 did not show the help"
[ "$(sync_value help)" = 0 ] || fail "the help at 640x480 does not start at its first row"
keys End
last=$(sync_value help)
[ "$last" -gt 0 ] || fail "End did not scroll the help at 640x480 (help: $last)"
keys Up Up
[ "$(sync_value help)" = $((last - 2)) ] || fail "Up twice did not scroll the help up by two"
mouse_to 320 240
xdotool click 5
ui_sync
[ "$(sync_value help)" = "$last" ] || fail "the wheel did not scroll the help to its end"
keys Home
[ "$(sync_value help)" = 0 ] || fail "Home did not scroll the help to its first row"
keys Page_Down
[ "$(sync_value help)" -gt 0 ] || fail "Page Down did not scroll the help"
keys Escape
screen_is game "Esc did not put the scrolled help away"
# Up and Home under the help would show the first position: the pawn is on e4 still
expect "the keys that scrolled the help stepped back through the game" \
    is_ivory "$(centre_x 4)" $(($(centre_y 3) - $(at 6)))
xvfb_quit

echo "e2e_screens: ok (new-game, game, help, rules, settings, dialog and games screens in turn;"\
    "the help scrolled at 640x480)"
