#!/usr/bin/env bash
# The decisions of RULES.md sections 1 and 7 that the other scripts do not
# cover, end to end: Polypiece castling judged with the powers before the move,
# perft past the end of the game, the unmoved pieces of a FEN (initial moves),
# atomic Polypiece's phases: field as docs/fen.md and docs/variant-format.md say.
# (Records and `+` as a warning: records.sh; castling rights by file:
# castling.sh; the counters: counters.sh.)
# usage: decisions.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
lines() { printf '%s\n' "$@"; }

# Polypiece with the king type's list K, Q: castling advances it for both
# colours. Its conditions are judged with the powers before the move: the
# Black king on f8 moves as K now, so f1 is not attacked and O-O is legal
# (Kf1 is not: after it Black's king moves as Q); with both kings at Q, f1 is
# attacked now, so O-O is not, although after it Black's king would be a K.
sed 's/"powers": \["K"\]/"powers": ["K", "Q"]/' variants/polypiece.json >"$tmp/kq.json"
fen='5k2/8/8/8/8/8/8/4K2R w K - 0 1'
expect castle-before 0 "$(lines Ke1-d1=Q Ke1-d2=Q Ke1-e2=Q O-O+ Rh1-f1=NN Rh1-g1=NN Rh1-h2=NN \
    Rh1-h3=NN Rh1-h4=NN+ Rh1-h5=NN Rh1-h6=NN Rh1-h7=NN+ Rh1-h8=NN)" -- "$cli" moves "$tmp/kq.json" --fen "$fen"
expect castle-before-q 0 "" -- bash -c "'$cli' moves '$tmp/kq.json' --fen '$fen phases:100000/100000' | sed -n /O-O/p"
expect castle-played 0 "fen 5k2/8/8/8/8/8/8/5RK1 b - - 1 1 phases:100000/100000" \
    -- bash -c "'$cli' show '$tmp/kq.json' --fen '$fen' --play O-O | grep '^fen'"

# perft counts what the move rules allow; moves lists nothing and status names
# why the game is over (fifty moves, bare kings), in every family
fifty='4k3/8/8/8/8/8/8/R3K3 w - - 100 80'
expect perft-fifty 0 "$(lines 'nodes 15' 'nodes 68')" \
    -- bash -c "for d in 1 2; do '$cli' perft fide \$d --fen '$fifty' | tail -1; done"
expect moves-fifty 0 "" -- "$cli" moves fide --fen "$fifty"
expect status-fifty 0 "status fifty-move" -- bash -c "'$cli' show fide --fen '$fifty' | grep status"
bare='4k3/8/8/8/8/8/8/4K3 w - - 0 1'
expect perft-bare 0 "nodes 25" -- bash -c "'$cli' perft fide 2 --fen '$bare' | tail -1"
expect moves-bare 0 "" -- "$cli" moves fide --fen "$bare"
expect status-bare 0 "status insufficient-material" -- bash -c "'$cli' show fide --fen '$bare' | grep status"
portal='8/8/8/8/8/8/8/R3K3 4k3/8/8/8/8/8/8/8 wA - - - - - 100 70'
expect perft-portal 0 "nodes 15" -- bash -c "'$cli' perft portal 1 --fen '$portal' | tail -1"
expect moves-portal 0 "" -- "$cli" moves portal --fen "$portal"
potential='xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX w - 100 1 -'
expect perft-potential 0 "nodes 186" -- bash -c "'$cli' perft potential 1 --fen '$potential' | tail -1"
expect moves-potential 0 "" -- "$cli" moves potential --fen "$potential"

# a piece of a FEN is unmoved (its `i` moves open) when it stands where the
# variant's start array has the same piece: e2 may step twice, d3 may not,
# whatever the move number
expect unmoved 0 "$(lines Kd1 Kd2 Kf1 Kf2 d4 e3 e4)" \
    -- "$cli" moves fide --fen '4k3/8/8/8/8/3P4/4P3/4K3 w - - 0 40'

# atomic Polypiece: phases: has one digit per atom list (W, N), not per type
start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
expect atomic-phases 0 "fen $start phases:10/01" \
    -- bash -c "'$cli' show polypiece-atomic --fen '$start phases:10/01' | grep '^fen'"
expect atomic-per-type 1 "error: FEN: column 67: phases: expected '/' between White's and Black's indices" \
    -- "$cli" show polypiece-atomic --fen "$start phases:000000/000000"

echo "decisions.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
