#!/usr/bin/env bash
# Move Up, Take Down (RULES.md section 4): the cycle is chosen by whether a pawn
# is on the board when the move starts, so the knight that takes the last pawn
# becomes a pawn. Checked exactly through morphchess-cli.
# usage: moveup.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

last_pawn='4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 10'
expect moves 0 "$(printf '%s\n' Kd1 Kd2 Ke2 Kf1 Kf2 'N:d5(P)' 'Na2(B)' 'Na4(B)' 'Nb1(B)' \
    'Nb5(B)' 'Nd1(B)' 'Ne2(B)' 'Ne4(B)')" -- "$cli" moves moveup-takedown --fen "$last_pawn"
expect take-last-pawn 0 "fen 4k3/8/8/3P4/8/8/8/4K3 b - - 0 10
status ongoing
result *" -- bash -c "echo 'N:d5(P)' | '$cli' replay moveup-takedown --fen '$last_pawn' -"
expect perft 0 "$(printf 'nodes %s\n' 13 78 981)" \
    -- bash -c "for d in 1 2 3; do '$cli' perft moveup-takedown \$d --fen '$last_pawn' | tail -1; done"

echo "moveup.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
