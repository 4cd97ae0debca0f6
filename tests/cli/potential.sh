#!/usr/bin/env bash
# morphchess-cli on Potential Chess: moves, replay, perft, actualize (replayed as orthodox chess).
# usage: potential.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
fails=0 passes=0

# expect NAME WANT COMMAND...: the command's output followed by "exit N" must be WANT.
expect() {
    local name="$1" want="$2" got
    shift 2
    got="$("$@" 2>&1; echo "exit $?")"
    if [ "$got" = "$want" ]; then
        passes=$((passes + 1))
    else
        fails=$((fails + 1))
        printf 'FAIL %s\n--- got\n%s\n--- want\n%s\n' "$name" "$got" "$want"
    fi
}

example='1. d2-d4>QRP a7-b5>n 2. d1-d2>!BN h7-g5>n'
expect replay-worked-example "fen [!kn][!n][!n][!n][!n][!n][!n][!kn]/1[!kn][!kn][!kn][!kn][!kn][!kn]1/8/1n4n1/3[QRP]4/8/[!K][!K][!K][!BN]'[!K][!K][!K][!K]/XXX1XXXX w - 1 3 -
status ongoing
result *
exit 0" bash -c "echo '$example' | '$cli' replay potential -"
expect replay-suffix-checked 'error: move 1 (White): "d2-d4>QR": the piece becomes QRP, not >QR; closest: d2-d4>QRP
exit 1' \
    bash -c "echo '1. d2-d4>QR' | '$cli' replay potential -"
expect moves-count "186
exit 0" bash -c "'$cli' moves potential | wc -l | tr -d ' '"
expect moves-capture-choices "a2:a7>QR(B)
a2:a7>QR(N)
a2:a7>QR(P)
a2:a7>QR(Q)
a2:a7>QR(R)
exit 0" bash -c "'$cli' moves potential | grep '^a2:a7'"
expect perft-2 "nodes 32932
exit 0" "$cli" perft potential 2
# the captured piece's owner's choice (docs/search.md): the e5 piece may have
# been Q, R or P, and its owner says P; the choice given is ignored
expect owner-choice "owner d4:e5>QP(P)
exit 0" "$cli" bestmove potential --play "1. d2-d4 e7-e5 2. d4:e5" --owner --depth 2
expect owner-choice-given "owner d4:e5>QP(P)
exit 0" "$cli" bestmove potential --play "1. d2-d4 e7-e5 2. d4:e5>QP(Q)" --owner --depth 2
expect owner-not-capture 'error: "d4-d5" is not a legal capture here
exit 1' "$cli" bestmove potential --play "1. d2-d4 e7-e5 2. d4-d5" --owner --depth 2
expect owner-no-play 'morphchess-cli: bestmove: --owner needs --play with the capture last
(see morphchess-cli --help)
exit 2' "$cli" bestmove potential --owner --depth 2
# the expected line goes on through a capture's owner's choice (the type in
# parentheses, as the engine notates it): it stopped after the root capture
# (issue 32), the choices searched after the owner's answer leaving no line
expect pv-through-owner-choice "info depth 5 score cp 30 pv e4:d5>QP(P) b7:d5>qb(p) b2:g7>QB(N) e8:g7>n(b) a2-a4>QRP
bestmove e4:d5>QP(P)
exit 0" bash -c "'$cli' bestmove potential --play '1. e2-e4 d7-d5' --depth 5 | grep -v '^info depth [1-4] ' | sed 's/ nodes [0-9]* nps [0-9]*//'"
# and it is a line of legal moves from that position
pv="$("$cli" bestmove potential --play '1. e2-e4 d7-d5' --depth 5 | sed -n 's/^info depth 5 .* pv //p')"
line="$(printf '%s\n' "$pv" | awk '{printf "1. e2-e4 d7-d5 2. %s %s 3. %s %s 4. %s", $1, $2, $3, $4, $5}')"
expect pv-replays "status ongoing
exit 0" bash -c "echo '$line' | '$cli' replay potential - | grep '^status'"
expect actualize "start pqprkbbr/nppppppn/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1
1. d4 Nb5 2. Qd2 Ng5
exit 0" "$cli" actualize potential --play "$example"
# the actualization of a longer game replays as orthodox chess (with the first-rank pawn step)
game='1. g1-f3 d7-d5 2. g2-g3 g8-f6 3. f1-g2 c8-f5 4. O-O e7-e6 5. d2-d4 f8-e7 6. c2-c4 d5:c4(P)'
out="$("$cli" actualize potential --play "$game")"
fen="$(printf '%s\n' "$out" | sed -n 1p | cut -d' ' -f2-)"
moves="$(printf '%s\n' "$out" | sed -n 2p)"
expect actualized-has-castling "1
exit 0" bash -c "printf '%s\n' '$moves' | grep -c 'O-O'"
expect actualized-replays "status ongoing
exit 0" \
    bash -c "printf '%s\n' '$moves' | '$cli' replay potential-actualized --fen '$fen' - | sed -n 2p"
expect replay-fen-tag-mate "fen 4R2k/6pp/8/8/8/8/P7/K7 b - 1 30 QRBBNNPPPPPPPqrrbbnnpppppp
status checkmate
result 1-0
exit 0" bash -c "printf '[FEN \"7k/6pp/8/8/8/8/P7/K3R3 w - 0 30 QRBBNNPPPPPPPqrrbbnnpppppp\"]\n30. e1-e8\n' | '$cli' replay potential -"
expect actualize-not-potential "error: fide: not a Potential Chess variant
exit 1" "$cli" actualize fide

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
