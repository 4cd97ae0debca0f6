#!/usr/bin/env bash
# The command line at the edges of the rules (issue 31): perft --divide at a
# root where the draw rules end the game lists the moves and sums to perft
# (RULES.md 7: perft ignores the draw rules), in every family; a pawn whose
# powers step back may stand on its own first rank, and the FEN written there
# reads back (RULES.md 1: the pawn's powers may be any Betza string).
# usage: edges.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

# the sum of --divide's counts, then perft's last line
sums() {
    "$cli" perft "$@" --divide | awk '/^nodes/ { next } { n += $NF } END { print "divide " n+0 }'
    "$cli" perft "$@"
}
expect divide-bare-kings 0 "divide 25
nodes 25" -- sums fide 2 --fen "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
expect divide-fifty 0 "divide 64
nodes 64" -- sums fide 2 --fen "4k3/8/8/8/8/8/3R4/4K3 w - - 100 80"
expect divide-bare-minor 0 "divide 52
nodes 52" -- sums fide 2 --fen "4k3/8/8/8/8/8/8/4KB2 w - - 0 1"
expect divide-lists 0 "Kd1 1
Kd2 1
Ke2 1
Kf1 1
Kf2 1
nodes 5" -- "$cli" perft fide 1 --fen "4k3/8/8/8/8/8/8/4K3 w - - 0 1" --divide
expect divide-portal-fifty 0 "divide 400
nodes 400" -- sums portal 2 --fen "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR wA KQ kq - - - 100 9"

# a pawn back on its first rank: the FEN written reads back
back=tests/data/backward-pawn.json
start="4k3/7p/8/8/8/8/P7/4K3 w - - 0 1"
expect pawn-back 0 "fen 4k3/8/8/8/7p/8/5K2/P7 b - - 0 4 phases:000000/000000
status ongoing
result *" -- bash -c "echo '1. a3 h6 2. Kf2 h5 3. a3-a2 h4 4. a2-a1' | '$cli' replay $back --fen '$start'"
expect pawn-back-reads 0 "Ke8-d7
Ke8-d8
Ke8-e7
Ke8-f7
Ke8-f8
h4-h3=mfbW" -- "$cli" moves "$back" --fen "4k3/8/8/8/7p/8/5K2/P7 b - - 0 4 phases:000000/000000"
# where no pawn power steps back, a pawn on its first rank stays a FEN error
expect pawn-first-rank 1 "error: FEN: a pawn stands on a1, on the first or last rank" -- \
    "$cli" moves polypiece --fen "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"
expect pawn-last-rank 1 "error: FEN: a pawn stands on a8, on the first or last rank" -- \
    "$cli" moves "$back" --fen "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"

echo "edges.sh: $((total - failed)) of $total passed"
[ "$failed" -eq 0 ]
