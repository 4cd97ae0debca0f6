#!/bin/bash
# e2e_premove_xvfb.sh - premoves against the computer in the real window under Xvfb (issue 47,
# point 12), as on lichess. You play White against the computer at level 10 (it thinks up to
# 3 s a move). While it thinks after 1. e4, d2-d4 clicked is kept as a premove (the barrier's
# report marks d2 and d4) and played as soon as its reply lands: the game file reads e4, its
# reply, d4. In a second game, a1-a3 (never legal: the a2 pawn stands between) is kept the
# same way, then dropped once the reply lands (no square marked), and Nc3 played by hand
# follows the reply. (d4 and Nc3 are legal after any first reply: no check is possible.)
# Clicks that change nothing while it thinks leave its one search running (the report counts
# the searches started). Every place clicked comes from the program's report (ui_sync). The computer answering
# before a premove's second click (a very slow machine) is not a failure of the program: that
# game is left and played again, three times at most.
# usage: e2e_premove_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert

# mask SQUARE...: the report's marks of those squares (rank * 8 + file), as it writes them
mask() {
    local m=0 s
    for s in "$@"; do m=$((m | (1 << s))); done
    printf '%016x' "$m"
}
marks() { sync_value "marks 0"; }
moves_match() { moves_of | grep -Eq "$1"; }
plies_are() { [ "$(moves_of | tr ',' '\n' | grep -c .)" = "$1" ]; }

# click_at FILE RANK: xdotool's words for a click on that square (several sent at once)
click_at() { echo "mousemove --window $app_win $(centre_x "$1") $(centre_y "$2") click 1"; }

# premove_game FILE RANK FILE RANK: a new game, 1. e4, then, while the computer thinks, clicks
# that change nothing (its pawn on e7, the empty a5, White's knight picked up) and the
# premove's two clicks, all sent at once with one barrier after them (with a barrier each, a
# loaded machine took seconds). True when the report then marks the premove's two squares
# (kept as a premove) and says one search of the computer's move was started whatever was
# clicked; false (the program quit) when the computer had answered before the last click
premove_game() {
    rm -f "$tmp"/user/games/*.json
    xvfb_launch "$bin" --variant fide
    local words # (made before 1. e4: the clicks then go at once, the squares stay put)
    words="$(click_at 4 6) $(click_at 0 4) $(click_at 1 0) $(click_at "$1" "$2") $(click_at "$3" "$4")"
    click_sq 4 1
    click_sq 4 3 # 1. e4: the computer thinks
    # shellcheck disable=SC2086 # (the words of several clicks)
    xdotool $words
    ui_sync
    if [ "$(marks)" = "$(mask $(($2 * 8 + $1)) $(($4 * 8 + $3)))" ]; then
        [ "$(sync_value searches)" = 1 ] ||
            fail "clicks while the computer thought started its search again: $(sync_value searches) searches for its first move"
        return 0
    fi
    xvfb_quit
    echo "the computer answered before the premove's second click ($(moves_of)); played again"
    return 1
}
# premove_tries FILE RANK FILE RANK: premove_game until its premove is kept (three games)
premove_tries() {
    local try
    for try in 1 2 3; do premove_game "$@" && return 0; done
    fail "three games: the computer always answered before the premove's second click"
}

mkdir -p "$tmp/user"
printf 'players = white\nlevel = 10\n' >"$tmp/user/settings.conf"
# d2-d4, legal after the reply: played at once when it lands
premove_tries 3 1 3 3
wait_for "the premove d2-d4 was not played after the computer's reply: '$(moves_of)'" \
    moves_match '^"e4","[^"]+","d4"'
ui_sync
[ -z "$(marks)" ] || fail "the premove's squares stay marked after it was played: $(marks)"
[ "$(sync_value searches)" = 2 ] || fail "$(sync_value searches) searches after the premove, not 2"
played="$(moves_of)"
xvfb_quit
# a1-a3, never legal: dropped when the reply lands, and the next move is White's own
premove_tries 0 0 0 2
wait_for "the computer's reply was not saved: '$(moves_of)'" plies_are 2
ui_sync
[ -z "$(marks)" ] || fail "the premove a1-a3, not legal, still waits: $(marks)"
click_sq 1 0
click_sq 2 2
wait_for "Nc3 by hand did not follow the computer's reply: '$(moves_of)'" \
    moves_match '^"e4","[^"]+","Nc3"$'
dropped="$(moves_of)"
xvfb_quit
echo "e2e_premove: ok (played: $played; dropped: $dropped)"
