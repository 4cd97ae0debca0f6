#!/usr/bin/env bash
# morphchess-cli on Portal variants: perft, moves, replay and show, checked exactly.
# usage: portal.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

game='[Variant "portal"]
1. A:e4 B:e5 2. B:a4 A:Nf6 3. A:Nf3 B:Nc6 4. B:declare A:Ng4 5. B:Nd4 A:tp:a4-a4 *'

expect perft 0 "nodes 176400" -- "$cli" perft portal 4
expect perft-one-set 0 "nodes 10000" -- "$cli" perft portal-one-set 4
expect perft-divide 0 "A:tp:Rh4-h4 1
nodes 1" -- "$cli" perft portal 1 --divide --fen "8/8/8/8/7n/8/8/4K3 4k3/8/8/8/7R/8/8/8 wA - - - - wb 0 5"
expect moves 0 "$(printf '%s\n' A:Ka3 A:Ka5 A:Kb3 A:Kb4 A:Kb5)" \
    -- "$cli" moves portal --fen "8/8/8/8/K7/8/2P5/8 4k3/8/8/8/r7/8/8/8 wA - - - - - 0 1"
expect moves-teleport 0 "A:tp:a4-a4" -- "$cli" moves portal --play "$(printf '%s\n' "$game" | sed 's/ A:tp:a4-a4 \*//')"
expect replay 0 "fen rnbq1b1r/pppppppp/8/8/P3P1n1/5N2/PPPP1PPP/RNBQKB1R r1bqkbnr/pppp1ppp/8/4p3/3n4/8/1PPPPPPP/RNBQ1BNR wB KQ kq - - - 0 6
status ongoing
result *" -- bash -c "printf '%s\n' '$game' | '$cli' replay portal -"
expect replay-mate 0 "fen 8/8/p7/8/8/8/8/N7 R5k1/5ppp/8/8/8/8/8/7K wA - - - - - 0 9
status checkmate
result 1-0" -- bash -c "printf '%s\n' '[FEN \"8/p7/8/8/8/8/8/N7 6k1/5ppp/8/8/8/8/8/R6K wB - - - - - 0 8\"]' '8. B:Ra8 A:a6' | '$cli' replay portal -"
expect replay-illegal 1 'error: turn 1 (Black): "Ke7": no legal move matches' \
    -- bash -c "echo '1. e4 Ke7' | '$cli' replay portal -"
expect show-tail 0 "turn 2: White acts on B, Black on A
White moves
Black moves
White to enter
fen rnbqkbnr/ppppppp1/8/7p/3P4/8/PPP1PPPP/RNBKQBNR wB d3 h6 - 0 2
status ongoing
result *" -- bash -c "'$cli' show portal-one-set --play '1. d4 h5' | tail -7"
# the end is judged when the player acts: White teleports after Black's forced Rxe5
judged='8/8/8/K7/8/8/8/8 4k3/8/3Q4/r3R1N1/7B/8/8/8 wA - - - - w 0 10'
expect judged-show 0 "Black moves, in check
Black to enter
fen $judged
status ongoing
result *" -- bash -c "'$cli' show portal --fen '$judged' | tail -5"
expect judged-perft 0 "nodes 1" -- "$cli" perft portal 1 --fen "$judged"
expect judged-moves 0 "B:Rxe5" -- "$cli" moves portal --fen "$judged"
expect judged-teleport 0 "A:tp:Bh4-h4" -- "$cli" moves portal --fen "$judged" --play "B:Rxe5"
# no legal action, not in check: the turn is lost; both at once: a stalemate
lost='r3k3/8/8/8/8/8/8/4K2R 8/8/8/8/8/8/8/R7 wA - - - - - 0 2'
expect lost-show 0 "status ongoing
result *" -- bash -c "'$cli' show portal --fen '$lost' | tail -2"
expect lost-moves 0 "B:--" -- "$cli" moves portal --fen "$lost" --play "A:Kd1"
expect lost-replay 0 "fen r3k3/8/8/8/8/8/8/3K3R 8/8/8/8/8/8/8/R7 wB - - - - - 2 3
status ongoing
result *" -- bash -c "echo '2. A:Kd1 B:--' | '$cli' replay portal --fen '$lost' -"
expect both-lost 0 "status stalemate
result 1/2-1/2" -- bash -c "'$cli' show portal-revolving --fen '4k3/8/8/8/8/p7/P7/8 8/8/8/8/8/8/8/4K3 wA - - - - - 0 5' | tail -2"
# a teleport of a pawn resets the fifty-move count
expect fifty-pawn-teleport 0 "fen 4k3/8/8/7p/1P6/8/8/4K3 8/8/8/8/8/6Q1/8/8 wA - - - - - 0 22
status ongoing
result *" -- bash -c "echo '20. A:b4 B:declare 21. B:Qg3 A:tp:h5-h5' | '$cli' replay portal --fen '4k3/8/8/8/8/8/1P6/4K3 8/8/3Q4/7p/8/8/8/8 wA - - - - - 30 20' -"
expect bad-fen 1 "error: FEN: column 37: White's board must be \"wA\" or \"wB\", not \"wC\"" \
    -- "$cli" perft portal 1 --fen "8/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/8 wC - - - - - 0 1"

echo "portal.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
