#!/usr/bin/env bash
# The CLI under valgrind: no invalid access and no leak, on every command and
# on bad input. (Skipped for the sanitizer build, which checks the same itself.)
# usage: valgrind.sh PATH/TO/morphchess-cli
set -u
cli="$1"
if nm "$cli" 2>/dev/null | grep -q __asan_init; then
    echo "valgrind.sh: an AddressSanitizer build checks itself; nothing to do"
    echo "0 passed, 0 failed"
    exit 0
fi
command -v valgrind >/dev/null || { echo "FAIL: valgrind is not installed"; exit 1; }
fails=0 passes=0
vg() { # NAME INPUT -- ARGS...   (INPUT goes to standard input)
    local name="$1" input="$2"
    shift 3
    local log rc
    log="$(mktemp)"
    printf '%s' "$input" | valgrind -q --leak-check=full --errors-for-leak-kinds=all \
        --error-exitcode=99 --log-file="$log" "$cli" "$@" >/dev/null 2>&1
    rc=$?
    if [ $rc -eq 99 ] || [ -s "$log" ]; then
        fails=$((fails + 1))
        printf 'FAIL %s\n' "$name"
        cat "$log"
    else
        passes=$((passes + 1))
    fi
    rm -f "$log"
}
vg perft "" -- perft fide 3 --divide
vg perft-polypiece "" -- perft polypiece-atomic 2
vg moves "" -- moves revolving --play "1. Nc3(B) Nf6(B)"
vg replay "1. -- e5 2. e4(B) Qh4 3. f3 Q:e1(R)" -- replay prodem -
vg replay-illegal "1. e4 e5 2. Ke3" -- replay fide -
vg replay-bad-fen "" -- replay fide --fen "8/8/8 w - - 0 1" -
vg show "" -- show moveup-takedown --play "1. e4(N)"
vg validate "" -- validate variants/polypiece.json
vg validate-bad "" -- validate tests/data/bad-variants/bad-betza.json
vg potential-moves "" -- moves potential --play "1. d2-d4>QRP a7-b5>n"
vg potential-actualize "" -- actualize potential --play "1. d2-d4>QRP a7-b5>n 2. d1-d2>!bn h7-g5>n"
vg portal-perft "" -- perft portal 3
vg portal-replay "A:e4 B:e5" -- replay portal -
vg soak "" -- soak --games 1 --plies 12
echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
