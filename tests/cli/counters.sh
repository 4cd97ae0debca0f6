#!/usr/bin/env bash
# The halfmove clock and the move (turn) number past 16 bits, in every family's
# FEN and in movetext: what the program writes it reads back, the count stops at
# the largest number rather than wrap, and a larger number is an exact error.
# usage: counters.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

# round trip: the FEN the program writes for a FEN it reads, read again
round_trip() {
    local variant="$1" fen="$2" out
    out="$("$cli" show "$variant" --fen "$fen" | sed -n 's/^fen //p')" &&
        "$cli" show "$variant" --fen "$out" | sed -n 's/^fen //p'
}

fide='4k3/8/8/8/8/8/8/R3K3 w - - 0 70000'
expect fide-70000 0 "$fide" -- round_trip fide "$fide"
expect fide-largest 0 "4k3/8/8/8/8/8/8/R3K3 b - - 2147483647 2147483647" \
    -- round_trip fide "4k3/8/8/8/8/8/8/R3K3 b - - 2147483647 2147483647"
expect fide-counts 0 "fen 8/3k4/8/8/8/4K3/8/R7 b - - 3 70001
status ongoing
result *" -- bash -c "printf '[FEN \"$fide\"]\n70000. Kd2 Kd7 70001. Ke3\n' | '$cli' replay fide -"
expect fide-stops 0 "fen 8/8/3k4/8/8/8/8/R2K4 w - - 3 2147483647
status ongoing
result *" -- bash -c "printf 'Kd7 Kd1 Kd6\n' |
    '$cli' replay fide --fen '4k3/8/8/8/8/8/8/R3K3 b - - 0 2147483647' -"
expect prodem-stops 0 "fen 8/8/3k4/8/8/8/8/R2K4 w - - 3 2147483647
status ongoing
result *" -- bash -c "printf 'Kd7 Kd1 Kd6\n' |
    '$cli' replay prodem --fen '4k3/8/8/8/8/8/8/R3K3 b - - 0 2147483647' -"
expect fide-too-big 1 'error: FEN: column 30: the move number must be a number from 1 to 2147483647, not "2147483648"' \
    -- "$cli" show fide --fen "4k3/8/8/8/8/8/8/R3K3 w - - 0 2147483648"
expect fide-wrap 1 'error: FEN: column 28: the halfmove clock must be a number from 0 to 2147483647, not "4294967296"' \
    -- "$cli" show fide --fen "4k3/8/8/8/8/8/8/R3K3 w - - 4294967296 1"
expect movetext-too-big 1 'error: line 1, column 1: bad move number "2147483648."' \
    -- bash -c "echo '2147483648. Kd2' | '$cli' replay fide -"

polypiece='4k3/8/8/8/8/8/8/R3K3 w - - 65536 70000 phases:000000/000000'
expect polypiece-70000 0 "$polypiece" -- round_trip polypiece "$polypiece"

portal='8/8/8/8/8/8/8/R3K3 4k3/8/8/8/8/8/8/8 wA - - - - - 65535 70000'
expect portal-70000 0 "$portal" -- round_trip portal "$portal"
# (a halfmove clock of 65535 is a fifty-move draw: no action is played from it)
portal_play='8/8/8/8/8/8/8/R3K3 4k3/8/8/8/8/8/8/8 wA - - - - - 96 70000'
expect portal-counts 0 "8/8/8/8/8/8/3K4/R7 8/3k4/8/8/8/8/8/8 wB - - - - - 98 70001" \
    -- bash -c "'$cli' show portal --fen '$portal_play' --play '70000. A:Kd2 B:Kd7' | sed -n 's/^fen //p'"
expect portal-drawn 1 'error: turn 70000 (White): "A:Kd2": the game is over' \
    -- "$cli" show portal --fen "$portal" --play '70000. A:Kd2 B:Kd7'
expect portal-too-big 1 'error: FEN: column 53: the turn number must be a number from 1 to 2147483647, not "2147483648"' \
    -- "$cli" show portal --fen "8/8/8/8/8/8/8/R3K3 4k3/8/8/8/8/8/8/8 wA - - - - - 0 2147483648"

potential='xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX w - 0 70000 -'
expect potential-70000 0 "$potential" -- round_trip potential "$potential"
expect potential-actualize 0 "start rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 70000
70000. d4 d5" -- "$cli" actualize potential --fen "$potential" --play "70000. d2-d4 d7-d5"
expect potential-too-big 1 'error: FEN: column 49: the halfmove clock must be a number from 0 to 2147483647, not "99999999999999999999"' \
    -- "$cli" show potential --fen "xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX w - 99999999999999999999 1 -"

echo "counters.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
