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
keys() { for k in "$@"; do xdotool key "$k"; sleep 0.15; done; }
clip_is() { # TEXT: the clipboard holds it within 2 s
    for _ in $(seq 20); do [ "$(xclip -o -selection clipboard 2>/dev/null)" = "$1" ] && return 0; sleep 0.1; done
    return 1
}
# V's board at 1280x800: squares of 60 px from (264, 132), a8 at the top left. A square's
# corner pixel (never under a piece); plain: that of a square of its colour at the start.
corner() { echo "$((264 + $1 * 60 + 4)) $((132 + (7 - $2) * 60 + 4))"; }
plain_light="" plain_dark=""
# The corners of squares (names) in the screenshot, one ImageMagick call (fx takes seconds
# a pixel under load): "r,g,b" each, in corners[] in that order.
corners=()
read_corners() {
    local args=() s f r line re='^([0-9]+),0: \(([0-9]+),([0-9]+),([0-9]+)'
    for s in "$@"; do
        f=$(($(printf '%d' "'${s:0:1}") - 97))
        r=$((${s:1:1} - 1))
        args+=("(" -clone 0 -crop "1x1+$((264 + f * 60 + 4))+$((132 + (7 - r) * 60 + 4))" ")")
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
sleep 0.5
keys v # it opens at the start array
sleep 0.3
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
xdotool mousemove 870 164 click 1 # the move list: 2. Qd2
expect "a click on 2. Qd2 does not show it" marks d1 d2
xdotool mousemove 309 672 click 1 # |<
expect "|< does not show the start" marks none
xdotool mousemove 567 672 click 1 # >
expect "> does not show 1. d4" marks d2 d4
xdotool mousemove 438 672 click 1 # <
expect "< does not go back to the start" marks none
xdotool mousemove 696 672 click 1 # >|
expect ">| does not show the last move" marks d7 d6
keys Home
expect "Home: a square is still marked" marks none
printf 'nothing yet' | xclip -i -selection clipboard
xdotool mousemove 275 749 click 1 # Copy
clip_is "$want" || fail "the Copy button copied '$(xclip -o -selection clipboard)'"
printf 'nothing yet' | xclip -i -selection clipboard
keys ctrl+c
clip_is "$want" || fail "Ctrl+C in V copied '$(xclip -o -selection clipboard)'"
# V closes it: Ctrl+C copies the Potential game's position
keys v ctrl+c
sleep 0.3
case "$(xclip -o -selection clipboard)" in
"[Event"* | "nothing yet") fail "V did not close the box: Ctrl+C copied '$(xclip -o -selection clipboard)'" ;;
esac
# again, closed by Esc (and a click outside the box closes it too)
keys v Escape
printf 'nothing yet' | xclip -i -selection clipboard
keys ctrl+c
sleep 0.3
[ "$(xclip -o -selection clipboard)" = "nothing yet" ] && fail "Esc did not close the box"
case "$(xclip -o -selection clipboard)" in "[Event"*) fail "Esc did not close the box" ;; esac
keys v
xdotool mousemove 1200 240 click 1 # outside the box: on the window's move list, under the shade
printf 'nothing yet' | xclip -i -selection clipboard
keys ctrl+c
sleep 0.3
case "$(xclip -o -selection clipboard)" in "[Event"*) fail "a click outside did not close the box" ;; esac
xvfb_quit
echo "e2e_actual: ok (V stepped by Home, End, Left, Right, a move clicked, |< < > >|;" \
    "copied by its button and Ctrl+C; closed by V, Esc and a click outside)"
