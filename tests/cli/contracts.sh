#!/usr/bin/env bash
# The morphchess-cli output contracts that tools rely on, checked exactly.
# usage: contracts.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
fails=0 passes=0

# expect NAME EXPECTED_STATUS EXPECTED_OUTPUT -- COMMAND...
expect() {
    local name="$1" want_rc="$2" want="$3"
    shift 4
    local got rc
    got="$("$@" 2>&1)"
    rc=$?
    if [ "$rc" = "$want_rc" ] && [ "$got" = "$want" ]; then
        passes=$((passes + 1))
    else
        fails=$((fails + 1))
        printf 'FAIL %s: exit %s (want %s)\n--- got\n%s\n--- want\n%s\n' "$name" "$rc" "$want_rc" "$got" "$want"
    fi
}

expect perft-last-line 0 "nodes 8902" -- bash -c "'$cli' perft fide 3 | tail -1"
expect perft-fen 0 "nodes 48
nodes 2039" -- bash -c "'$cli' perft fide 1 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' | tail -1; '$cli' perft fide 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' | tail -1" 
expect moves-after-play 0 "$(printf '%s\n' Ba3 Bb4 Bc5 Bd6 Be7 Ke7 Na6 Nc6 Ne7 Nf6 Nh6 Qe7 Qf6 Qg5 Qh4 a5 a6 b5 b6 c5 c6 d5 d6 f5 f6 g5 g6 h5 h6)" \
    -- "$cli" moves fide --play "1. e4 e5 2. Nf3"
expect replay-mate 0 "fen r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4
status checkmate
result 1-0" -- bash -c "echo '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#' | '$cli' replay fide -"
expect replay-black-first 0 "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2
status ongoing
result *" -- bash -c "echo '1... e5 2. e4' | '$cli' replay fide -"
expect replay-fen-tag 0 "fen 4k3/8/8/8/8/8/8/5RK1 b - - 1 40
status ongoing
result *" -- bash -c "printf '[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 40\"]\n40. O-O' | '$cli' replay fide -"
expect replay-illegal 1 'error: move 2 (White): "Ke3": no legal move matches' \
    -- bash -c "echo '1. e4 e5 2. Ke3' | '$cli' replay fide -"
expect replay-unreadable 1 'error: move 1 (Black): "Zz9": not a move' \
    -- bash -c "echo '1. e4 Zz9' | '$cli' replay fide -"
expect replay-stalemate 0 "fen k7/2Q5/1K6/8/8/8/8/8 b - - 1 1
status stalemate
result 1/2-1/2" -- bash -c "echo '1. Qc7' | '$cli' replay fide --fen 'k7/8/1K6/8/8/8/8/2Q5 w - - 0 1' -"
# Atomic Polypiece: with W standing at F a pawn steps diagonally, so a step onto
# the en-passant square and the en-passant capture share their squares; the
# capture mark tells them apart (found by the soak test).
atomic_fen="2bk3r/r5p1/1p6/N3pn2/P1Pp1P1p/bP3P2/3PBKPP/B2Q2NR b - c3 0 19 phases:10/10"
expect ep-twin-step 0 "fen 2bk3r/r5p1/1p6/N3pn2/P1P2P1p/bPp2P2/3PBKPP/B2Q2NR w - - 0 20 phases:00/00" \
    -- bash -c "echo d4c3 | '$cli' replay polypiece-atomic --fen '$atomic_fen' - | head -1"
expect ep-twin-capture 0 "fen 2bk3r/r5p1/1p6/N3pn2/P4P1p/bPp2P2/3PBKPP/B2Q2NR w - - 0 20 phases:10/10" \
    -- bash -c "echo d4xc3 | '$cli' replay polypiece-atomic --fen '$atomic_fen' - | head -1"
expect atomic-show-powers 0 "Knight   white C          black C
Rook     white R          black R" -- bash -c "'$cli' show polypiece-atomic --play 'Ng1-f3' | grep -E '^(Knight|Rook) ' | sort"
expect validate-ok 0 "ok Orthodox chess" -- "$cli" validate variants/fide.json
expect validate-missing 1 "error: no-such.json: cannot open the file: No such file or directory" -- "$cli" validate no-such.json
# errors go to standard error, standard output keeps only results (issue 49, point 8)
expect error-on-stderr 1 "error: no-such.json: cannot open the file: No such file or directory" \
    -- bash -c "'$cli' validate no-such.json 2>&1 >/dev/null"
expect error-not-on-stdout 1 "" -- bash -c "'$cli' validate no-such.json 2>/dev/null"
expect variant-error-not-on-stdout 1 "" -- bash -c "'$cli' moves nosuch 2>/dev/null"
# a NUL byte in a variant file is refused at its place, as in a record (issue 49, point 4:
# what followed it was never read, and the file passed)
nul_dir="$(mktemp -d)"
trap 'rm -rf "$nul_dir"' EXIT
{ cat variants/fide.json; printf '\0garbage'; } >"$nul_dir/fide-nul.json"
expect validate-nul 1 "error: $nul_dir/fide-nul.json:31:1: a NUL byte: this is not a text (the rest would be lost)" \
    -- "$cli" validate "$nul_dir/fide-nul.json"
expect moves-nul 1 "error: $nul_dir/fide-nul.json:31:1: a NUL byte: this is not a text (the rest would be lost)" \
    -- "$cli" moves "$nul_dir/fide-nul.json"
expect unknown-variant 1 'error: nosuch: no such variant (not a shipped id, and not a .json path)' \
    -- "$cli" moves nosuch
expect usage 2 'morphchess-cli: unknown command "frobnicate"
(see morphchess-cli --help)' -- "$cli" frobnicate

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
