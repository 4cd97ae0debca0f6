#!/usr/bin/env bash
# Records as published (RULES.md 7) through `morphchess-cli replay`: the
# forgiving forms, warnings for `+`/`#` that do not fit and for a result the final
# position contradicts, the note on text after the result, and the error that names the
# closest legal moves.
# usage: records.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

rev='1. e4 d5 2. e:d5 Q:P(N) 3. Nc3(B) Nd5:B(B) 4. d:B(p) e5 5. Bf1c4(R) Nf6(B)+
6 Rc4:P(q) 6 Bb4!? 7: Qd1d6=N+ Kf8 1-0 [if Ke7 or Kf7 then h4]'
expect revolving 0 'warning: move 5 (Black) "Nf6(B)+": the move does not give check
note: line 2, column 40: text after the result ignored: "[if Ke7 or Kf7 then h4]"
fen rnb2k1r/ppQ2ppp/3N1b2/4p3/1r6/2P5/PPP2PPP/R1B1K1NR w KQ - 3 8
status resignation
result 1-0' -- bash -c "printf '%s\n' '$rev' | '$cli' replay revolving -"
expect closest 1 'error: move 2 (Black): "Q:P(R)": no legal move matches; closest: Q:d5(N)' \
    -- bash -c "echo '1. e4 d5 2. e:d5 Q:P(R)' | '$cli' replay revolving -"
expect ambiguous 1 'error: move 2 (White): "N:P": ambiguous: Nxd5, Nxe5' \
    -- bash -c "echo '2. N:P' | '$cli' replay fide --fen '4k3/8/8/3pp3/8/2N2N2/8/4K3 w - - 0 2' -"

expect result-replaced 0 'warning: line 1, column 21 "1-0": the final position gives 0-1 (checkmate); replaced
fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
status checkmate
result 0-1' -- bash -c "echo '1. f3 e5 2. g4 Qh4# 1-0' | '$cli' replay fide -"

echo "records.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
