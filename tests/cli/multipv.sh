#!/usr/bin/env bash
# Several lines from one search: bestmove --multipv N (each iteration's
# lines, "multipv K" after the depth, best first) and the UCI option MultiPV.
# usage: multipv.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

# the lines of the last iteration, without the counts that vary
lines() {
    "$@" | sed -E 's/ nodes [0-9]+ nps [0-9]+//; s/ time [0-9]+//; s/ seldepth [0-9]+//' | tail -4
}

expect three-lines 0 "info depth 4 multipv 1 score cp 640 pv Qxd8+ Ka7 Qd7+ Kb6 Qxg7 Nc5
info depth 4 multipv 2 score cp 25 pv Qxg7 Rd2 Qg4 Nc3
info depth 4 multipv 3 score cp 22 pv Qxa4+ Kb8 Qg4 Be5 Qb4+
bestmove Qxd8+" -- lines "$cli" bestmove fide --fen "k2r4/6b1/8/8/n2Q4/8/8/7K w - - 0 1" --depth 4 --multipv 3
expect mates 0 "info depth 3 multipv 1 score mate 1 pv Rh8#
bestmove Rh8#" -- bash -c "'$cli' bestmove fide --fen 'k7/8/1K6/8/8/8/8/7R w - - 0 1' --depth 5 --multipv 3 | grep -E 'multipv 1 |bestmove' | tail -2 | sed -E 's/ nodes [0-9]+ nps [0-9]+//'"
expect multipv-range 2 "morphchess-cli: bestmove: --multipv must be a number from 1 to 8, not \"9\"
(see morphchess-cli --help)" -- \
    "$cli" bestmove fide --multipv 9
expect uci-multipv-option 0 "option name MultiPV type spin default 1 min 1 max 8" -- bash -c "echo uci | '$cli' uci | grep MultiPV"
uci_multipv() {
    uci_talk "$cli" "setoption name MultiPV value 3" \
        "position fen k2r4/6b1/8/8/n2Q4/8/8/7K w - - 0 1" "go depth 4" | grep -E '^(info|bestmove)'
}
expect uci-multipv 0 "info depth 4 multipv 1 score cp 640 pv d4d8 a8a7 d8d7 a7b6 d7g7 a4c5
info depth 4 multipv 2 score cp 25 pv d4g7 d8d2 g7g4 a4c3
info depth 4 multipv 3 score cp 22 pv d4a4 a8b8 a4g4 g7e5 g4b4
bestmove d4d8" -- lines uci_multipv

echo "multipv.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
