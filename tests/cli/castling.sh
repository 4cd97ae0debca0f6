#!/usr/bin/env bash
# Castling with the rook named by its file (RULES.md section 7), end to end: the
# legal moves, the position after castling, the FEN written back, the errors of
# rights that name no rook, and perft of the usual castling positions.
# usage: castling.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

lines() { printf '%s\n' "$@"; }

# The rook on b1 castles long: king to c1, rook to d1 (it crashed when the
# rook was taken from a1).
b1='4k3/8/8/8/8/8/8/1R2K3 w B - 0 1'
expect b1-moves 0 "$(lines Kd1 Kd2 Ke2 Kf1 Kf2 O-O-O Ra1 Rb2 Rb3 Rb4 Rb5 Rb6 Rb7 Rb8+ Rc1 Rd1)" \
    -- "$cli" moves fide --fen "$b1"
expect b1-castle 0 "fen 4k3/8/8/8/8/8/8/2KR4 b - - 1 1" \
    -- bash -c "'$cli' show fide --fen '$b1' --play O-O-O | grep '^fen'"
# the outermost rook on its side is written Q, and reads back as the same rook
expect b1-written 0 "fen 4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1" \
    -- bash -c "'$cli' show fide --fen '$b1' | grep '^fen'"

# The king lands on the rook's square: e1-g1 with the rook from g1 to f1.
g1='4k3/8/8/8/8/8/8/4K1R1 w G - 0 1'
expect g1-moves 0 "$(lines Kd1 Kd2 Ke2 Kf1 Kf2 O-O Rf1 Rg2 Rg3 Rg4 Rg5 Rg6 Rg7 Rg8+ Rh1)" \
    -- "$cli" moves fide --fen "$g1"
expect g1-castle 0 "fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1" \
    -- bash -c "'$cli' show fide --fen '$g1' --play O-O | grep '^fen'"
expect g1-lan 0 "fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1" \
    -- bash -c "echo e1g1 | '$cli' replay fide --fen '$g1' - | head -1"

# Two rooks on the queen side: the right on b1 moves the b1 rook, not a1's.
rr='4k3/8/8/8/8/8/8/RR2K3 w B - 0 1'
expect rr-moves 0 "$(lines Kd1 Kd2 Ke2 Kf1 Kf2 O-O-O Ra2 Ra3 Ra4 Ra5 Ra6 Ra7 Ra8+ Rb2 Rb3 Rb4 \
    Rb5 Rb6 Rb7 Rb8+ Rc1 Rd1)" -- "$cli" moves fide --fen "$rr"
expect rr-castle 0 "fen 4k3/8/8/8/8/8/8/R1KR4 b - - 1 1" \
    -- bash -c "'$cli' show fide --fen '$rr' --play O-O-O | grep '^fen'"
expect rr-written 0 "fen 4k3/8/8/8/8/8/8/RR2K3 w B - 0 1" \
    -- bash -c "'$cli' show fide --fen '$rr' | grep '^fen'"
# Q names the outermost rook, a1, which the b1 rook blocks
expect rr-outer 1 'error: move 1 (White): "O-O-O": illegal move' \
    -- "$cli" show fide --fen "4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1" --play O-O-O

# Black: the b8 rook castles long.
b8='1r2k3/8/8/8/8/8/8/4K3 b b - 0 1'
expect b8-moves 0 "$(lines Kd7 Kd8 Ke7 Kf7 Kf8 O-O-O Ra8 Rb1+ Rb2 Rb3 Rb4 Rb5 Rb6 Rb7 Rc8 Rd8)" \
    -- "$cli" moves fide --fen "$b8"
expect b8-castle 0 "fen 2kr4/8/8/8/8/8/8/4K3 w - - 1 2
status ongoing
result *" -- bash -c "echo O-O-O | '$cli' replay fide --fen '$b8' -"

# Rights that name no rook.
expect no-rook-file 1 "error: FEN: column 24: castling right 'C' without a White rook on c1" \
    -- "$cli" moves fide --fen "4k3/8/8/8/8/8/8/R3K3 w C - 0 1"
expect no-rook-side 1 "error: FEN: column 24: castling right 'K' without a White rook on the king side of e1" \
    -- "$cli" moves fide --fen "4k3/8/8/8/8/8/8/R3K3 w K - 0 1"
expect no-rook-black 1 "error: FEN: column 24: castling right 'k' without a Black rook on the king side of e8" \
    -- "$cli" moves fide --fen "r3k3/8/8/8/8/8/8/4K3 b k - 0 1"
expect king-file 1 "error: FEN: column 24: castling right 'E' without a White rook on e1" \
    -- "$cli" moves fide --fen "4k3/8/8/8/8/8/8/R3K3 w E - 0 1"
expect two-rooks 1 "error: FEN: column 26: castling rights 'A' and 'B' name two White rooks on the queen side" \
    -- "$cli" moves fide --fen "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1"
expect no-king 1 "error: FEN: column 24: castling right 'A' without a White king on its first rank" \
    -- "$cli" moves fide --fen "4k3/8/8/8/8/8/4K3/R7 w A - 0 1"

# A king and a castling that share their squares (Chess960): f1g1 is the king's
# move, the castling is O-O or the king taking its rook (f1h1).
twin='4k3/8/8/8/8/8/8/5K1R w H - 0 1'
expect twin-divide 0 "$(lines 'Ke1 1' 'Ke2 1' 'Kf2 1' 'Kg1 1' 'Kg2 1' 'O-O 1' 'Rg1 1' \
    'Rh2 1' 'Rh3 1' 'Rh4 1' 'Rh5 1' 'Rh6 1' 'Rh7 1' 'Rh8+ 1' 'nodes 14')" \
    -- "$cli" perft fide 1 --divide --fen "$twin"
expect twin-king 0 "fen 4k3/8/8/8/8/8/8/6KR b - - 1 1" \
    -- bash -c "echo f1g1 | '$cli' replay fide --fen '$twin' - | head -1"
expect twin-castle 0 "fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1" \
    -- bash -c "echo f1h1 | '$cli' replay fide --fen '$twin' - | head -1"
# A king that stays on g1 castles only when it is not in check.
expect stay 0 "fen 6k1/8/8/8/8/8/8/5RK1 b - - 1 1" \
    -- bash -c "'$cli' show fide --fen '6k1/8/8/8/8/8/8/6KR w H - 0 1' --play O-O | grep '^fen'"
expect stay-in-check 0 "$(lines Kf2 Kg2 Kh2)" \
    -- "$cli" moves fide --fen "6k1/8/8/8/8/8/8/r5KR w H - 0 1"

# The variants that castle share the code: the Revolving rook becomes a queen, a
# Polypiece castling is a king move, Portal castles within one board (no capture
# when the king lands on its rook, so the clock runs on).
expect revolving 0 "fen 4k3/8/8/8/8/8/8/2KQ4 b - - 1 1" \
    -- bash -c "'$cli' show revolving --fen '$b1' --play 'O-O-O(Q)' | grep '^fen'"
expect polypiece 0 "fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 1 phases:000000/000000" \
    -- bash -c "'$cli' show polypiece --fen '$g1' --play O-O | grep '^fen'"
expect portal 0 "fen 8/8/8/8/8/8/8/5RK1 r7/8/8/8/8/8/3k4/8 wB - - - - - 2 2" \
    -- bash -c "'$cli' show portal --fen '8/8/8/8/8/8/8/4K1R1 r7/8/8/8/8/8/8/4k3 wA G - - - - 0 1' \
        --play '1. A:O-O B:Kd2' | grep '^fen'"
expect portal-no-rook 1 "error: FEN: column 42: board A: castling right 'C' without a White rook on c1" \
    -- "$cli" moves portal --fen "8/8/8/8/8/8/8/R3K3 r7/8/8/8/8/8/8/4k3 wA C - - - - 0 1"
expect portal-written 0 "fen 8/8/8/8/8/8/8/RR2K3 r7/8/8/8/8/8/8/4k3 wA B - - - - 0 1" \
    -- bash -c "'$cli' show portal --fen '8/8/8/8/8/8/8/RR2K3 r7/8/8/8/8/8/8/4k3 wA B - - - - 0 1' |
        grep '^fen'"

# Perft: the orthodox counts stay, and a published Chess960 position (HFhf).
perft() { for d in "${@:3}"; do "$cli" perft "$1" "$d" --fen "$2" | tail -1; done; }
start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
c960='bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'
expect perft-start 0 "$(lines 'nodes 20' 'nodes 400' 'nodes 8902')" -- perft fide "$start" 1 2 3
expect perft-kiwipete 0 "$(lines 'nodes 48' 'nodes 2039' 'nodes 97862')" \
    -- perft fide "$kiwipete" 1 2 3
expect perft-960 0 "$(lines 'nodes 21' 'nodes 528' 'nodes 12189')" -- perft fide "$c960" 1 2 3

echo "castling.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
