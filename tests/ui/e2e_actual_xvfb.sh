#!/bin/bash
# e2e_actual_xvfb.sh - Potential's V in the real window under Xvfb (1280x800): a pasted
# 6-move game as orthodox chess (1. d4 Nb5 2. Qd2 Ng5 3. e4 e5 4. c4 c5 5. Nc3 f5 6. Nf3 d6),
# stepped through with Home, End, Left, Right, a click on a move of its list and on its
# controls, each position read from the board's last-move marks; its Copy button and Ctrl+C
# put the game on the clipboard as PGN; V and Esc close it (Ctrl+C then copies the Potential
# position again).
# usage: e2e_actual_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip import convert
clip_is() { # TEXT: the clipboard holds it within 60 s
    for _ in $(seq 600); do [ "$(clip)" = "$1" ] && return 0; sleep 0.1; done
    return 1
}
fen_copied() { # within 60 s the clipboard holds a position (not V's PGN, not our placeholder)
    local c
    for _ in $(seq 600); do
        c=$(clip)
        case "$c" in "" | "[Event"* | "nothing yet") ;; *) return 0 ;; esac
        sleep 0.1
    done
    return 1
}
# V's board, from the window's report: its picture's left edge is that of the controls under
# it (|<'s left, >|'s right: its width), its top that of the move list beside it (the box's
# scroll list); the picture is 8 squares and a frame of a quarter square each side
# (src/ui/views/actualview.c, src/ui/gfx/thumbview.c). v_board sets vx, vy (a8's top left) and vs.
v_board() {
    local first last scroll x0 w
    first=$(intent STEP_FIRST)
    last=$(intent STEP_LAST)
    read -r x0 w <<<"$(awk -v a="$first" -v b="$last" '$1 == "hit" && $2 == 3 && $3 == a {x = $4}
        $1 == "hit" && $2 == 3 && $3 == b {r = $4 + $6} END {if (x != "" && r != "") print x, r - x}' "$tmp/sync")"
    scroll=$(awk '$1 == "hit" && $2 == 7 {y = $5} END {print y}' "$tmp/sync")
    if [ -z "$x0" ] || [ -z "$w" ] || [ -z "$scroll" ]; then
        fail "V's controls and move list are not in the window's report"
    fi
    vs=$(((w * 2 + 8) / 17)) # w = 8 s + 2 (s / 4), give or take the controls' rounding
    vx=$((x0 + vs / 4))
    vy=$((scroll + vs / 4))
}
# A square's corner pixel (never under a piece); plain: that of a square of its colour at the start.
plain_light="" plain_dark=""
# The corners of squares (names) in the screenshot, one ImageMagick call (fx takes seconds
# a pixel under load): "r,g,b" each, in corners[] in that order.
corners=()
read_corners() {
    local args=() s f r line re='^([0-9]+),0: \(([0-9]+),([0-9]+),([0-9]+)'
    for s in "$@"; do
        f=$(($(printf '%d' "'${s:0:1}") - 97))
        r=$((${s:1:1} - 1))
        args+=("(" -clone 0 -crop "1x1+$((vx + f * vs + 4))+$((vy + (7 - r) * vs + 4))" ")")
    done
    corners=()
    while read -r line; do
        [[ $line =~ $re ]] && corners+=("${BASH_REMATCH[2]},${BASH_REMATCH[3]},${BASH_REMATCH[4]}")
    done < <(convert "$tmp/shot.png" "${args[@]}" -delete 0 +repage +append -depth 8 txt:-)
    [ ${#corners[@]} -eq $# ] || fail "could not read the squares $*"
}
looked="d7 d6 g1 f3 d1 d2 d4 b5"
marks() { # FROM TO ("d7 d6", or "none"): of the squares looked at, exactly these are marked
    local s f r i=0 want
    read_corners $looked
    for s in $looked; do
        f=$(($(printf '%d' "'${s:0:1}") - 97))
        r=$((${s:1:1} - 1))
        want=$plain_dark
        [ $(((f + r) % 2)) -eq 1 ] && want=$plain_light
        if [ "$s" = "${1:-}" ] || [ "$s" = "${2:-}" ]; then
            [ "${corners[$i]}" != "$want" ] || return 1
        else
            [ "${corners[$i]}" = "$want" ] || return 1
        fi
        i=$((i + 1))
    done
    return 0
}

want='[Event "Potential Chess, actualized"]
[Result "*"]
[Variant "potential-actualized"]
[SetUp "1"]
[FEN "pqprkbbr/nppppppn/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"]

1. d4 Nb5 2. Qd2 Ng5 3. e4 e5 4. c4 c5 5. Nc3 f5 6. Nf3 d6 *'
xvfb_launch "$bin" --variant potential
printf '1. d2-d4 a7-b5 2. d1-d2 h7-g5 3. e2-e4 e7-e5 4. c2-c4 c7-c5 5. b1-c3 f7-f5 6. g1-f3 d7-d6\n' |
    xclip -i -selection clipboard
keys ctrl+v
keys v # it opens at the start array
awk '$1 == "hit" && $2 == 6 {f = 1} END {exit !f}' "$tmp/sync" || fail "V opened no box"
v_board
shot
read_corners a8 a1
plain_light=${corners[0]} plain_dark=${corners[1]}
[ "$plain_light" != "$plain_dark" ] || fail "V shows no board (a8 and a1 both $plain_light)"
marks none || fail "V opened with a square marked (not at the start)"
keys End
expect "End: d7-d6 is not marked" marks d7 d6
keys Left
expect "Left: g1-f3 is not marked" marks g1 f3
keys Right
expect "Right: d7-d6 is not marked again" marks d7 d6
click_hit "$HIT_MOVE" 3 # V's move list (the box's cells come last): 2. Qd2, the 3rd ply
expect "a click on 2. Qd2 does not show it" marks d1 d2
click_button STEP_FIRST # |<
expect "|< does not show the start" marks none
click_button STEP_FORWARD # >
expect "> does not show 1. d4" marks d2 d4
click_button STEP_BACK # <
expect "< does not go back to the start" marks none
click_button STEP_LAST # >|
expect ">| does not show the last move" marks d7 d6
keys Home
expect "Home: a square is still marked" marks none
printf 'nothing yet' | xclip -i -selection clipboard
click_button COPY
clip_is "$want" || fail "the Copy button copied '$(xclip -o -selection clipboard)'"
printf 'nothing yet' | xclip -i -selection clipboard
keys ctrl+c
clip_is "$want" || fail "Ctrl+C in V copied '$(xclip -o -selection clipboard)'"
# V closes it: Ctrl+C copies the Potential game's position
keys v ctrl+c
fen_copied || fail "V did not close the box: Ctrl+C copied '$(clip)'"
# again, closed by Esc (and a click outside the box closes it too)
keys v Escape
printf 'nothing yet' | xclip -i -selection clipboard
keys ctrl+c
fen_copied || fail "Esc did not close the box: Ctrl+C copied '$(clip)'"
keys v
# outside the box: on the window's move list, under the shade (the first cell of the list
# that lies right of the box)
read -r mx my <<<"$(awk '$1 == "hit" && $2 == 6 {r = $4 + $6}
    $1 == "hit" && $2 == 2 && r == "" {x[++n] = $4; y[n] = $5; w[n] = $6; h[n] = $7}
    END {for (i = 1; i <= n; i++) if (x[i] > r) {print x[i] + int(w[i] / 2), y[i] + int(h[i] / 2); exit}}' "$tmp/sync")"
[ -n "$my" ] || fail "no move of the window's list outside V's box"
mouse_to "$mx" "$my"
xdotool click 1
printf 'nothing yet' | xclip -i -selection clipboard
keys ctrl+c
fen_copied || fail "a click outside did not close the box: Ctrl+C copied '$(clip)'"
xvfb_quit
echo "e2e_actual: ok (V stepped by Home, End, Left, Right, a move clicked, |< < > >|;" \
    "copied by its button and Ctrl+C; closed by V, Esc and a click outside)"
