#!/bin/bash
# e2e_clock_xvfb.sh - a sub-second time control in the real window under Xvfb (issue 49,
# point 2): a record pasted with [TimeControl "900+0.5"] is played on, saved (Ctrl+S), left,
# resumed after a restart and played on again; one with "0.5+1" (its flag falls at once) is
# saved, and after a restart opened again from the games list. At each step the game's files
# keep the control exactly (the strict reader takes them: the save's reader refused "0+1",
# which the writer made of "0.5+1", and the game was listed damaged), and the PGN the window
# copies (Ctrl+Shift+C) and the games list (Ctrl+O: "0.5s+1", "15+0.5") say it. The custom
# clock typed in the new-game list takes whole minutes and seconds only (docs/typed-fields.md),
# so a pasted or opened record is how a player gets one.
# usage: e2e_clock_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip

saved_file() { ls -t "$tmp"/user/saves/*.json 2>/dev/null | head -1; }
# file_says FILE LINE: the strict reader (morphchess-cli saved) takes FILE and prints LINE
file_says() {
    "$cli" saved "$1" >"$tmp/said" 2>&1 || fail "$1 is not read back: $(cat "$tmp/said")"
    grep -qxF -- "$2" "$tmp/said" || fail "$1 does not say '$2': $(cat "$tmp/said")"
}
# copied_says LINE: the game's PGN as the window copies it holds the line LINE
copied_says() {
    printf 'nothing yet' | xclip -i -selection clipboard
    keys ctrl+shift+c
    for _ in $(seq 600); do clip | grep -qxF -- "$1" && return 0; sleep 0.1; done
    fail "the window's PGN lacks '$1': $(clip | head -c 400)"
}
paste_record() { # TIMECONTROL: a record with that control pasted as a new game
    printf '[TimeControl "%s"]\n\n1. e4 e5 *\n' "$1" | xclip -i -selection clipboard
    keys ctrl+v
}
corner() { # the pointer away from the list the program opens with
    local sw sh
    read -r sw sh <<<"$(xdotool getdisplaygeometry)"
    xdotool mousemove $((sw - 1)) $((sh - 1))
}

# 15 minutes and half a second a move (time enough on a loaded machine): played on, saved,
# left, resumed, played on
xvfb_launch "$bin" --variant fide
paste_record "900+0.5"
game_says "time control: 900+0.5"
click_sq 6 0
click_sq 5 2 # 2. Nf3
game_says "moves: 3"
keys ctrl+s
file_says "$(saved_file)" "time control: 900+0.5"
copied_says '[TimeControl "900+0.5"]'
xvfb_quit
file_says "$(game_file)" "time control: 900+0.5"

corner
xvfb_launch "$bin" # the start screen: the unfinished game highlighted, Return resumes it
keys Return
[ "$(sync_value title)" = "morphchess - Orthodox chess" ] ||
    fail "Return did not resume the game (the window says: $(grep '^screen\|^title\|^modal' "$tmp/sync" | tr '\n' '|'))"
game_says "moves: 3"
copied_says '[TimeControl "900+0.5"]'
click_sq 1 7
click_sq 2 5 # 2... Nc6: the game written again
game_says "moves: 4"
game_says "time control: 900+0.5"
xvfb_quit
file_says "$(game_file)" "time control: 900+0.5"

# half a second and a second a move: the flag falls at once; a variation played after it;
# saved, and opened after a restart
xvfb_launch "$bin" --variant fide
paste_record "0.5+1"
game_says "ended: 0-1, time"
game_says "time control: 0.5+1"
# a step back and a move there after the flag fell (issue 47, 1): a variation; the game stays
# 0-1 on time with its main line, and is not resumed as a live one
keys Left
click_sq 3 6
click_sq 3 5 # 1... d6, beside 1... e5
game_says "tree: 1. e4 e5 (1... d6) 0-1"
game_says "ended: 0-1, time"
keys ctrl+s
file_says "$(saved_file)" "time control: 0.5+1"
file_says "$(saved_file)" "tree: 1. e4 e5 (1... d6) 0-1"
xvfb_quit
file_says "$(game_file)" "ended: 0-1, time"

corner
xvfb_launch "$bin" --variant fide
keys ctrl+o
[ "$(sync_value modal_title)" = "Games" ] || fail "Ctrl+O: no games list ($(grep '^modal' "$tmp/sync" | tr '\n' '|'))"
grep '^item' "$tmp/sync" | grep -qF "(damaged)" &&
    fail "a game is listed damaged: $(grep '^item' "$tmp/sync" | tr '\n' '|')"
# each game's line under its title names its clock as lichess writes it
for tc in "0.5s+1" "15+0.5"; do
    grep '^item_detail' "$tmp/sync" | grep -qF " · $tc · " ||
        fail "no game listed with the clock $tc: $(grep '^item_detail' "$tmp/sync" | tr '\n' '|')"
done
grep '^item_detail' "$tmp/sync" | grep -qF "0-1" ||
    fail "the flagged game is not listed 0-1: $(grep '^item_detail' "$tmp/sync" | tr '\n' '|')"
keys Return # the newest: the game saved with Ctrl+S
copied_says '[TimeControl "0.5+1"]'
copied_says '[Result "0-1"]'
copied_says '[Termination "time forfeit"]'
copied_says '1. e4 e5 (1... d6) 0-1'
xvfb_quit
file_says "$(saved_file)" "time control: 0.5+1"
file_says "$(saved_file)" "ended: 0-1, time"

echo "e2e_clock: ok (900+0.5 and 0.5+1 kept through paste, play, Ctrl+S, quit, restart, resume" \
    "and reopening)"
