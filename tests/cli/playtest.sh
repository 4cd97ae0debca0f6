#!/usr/bin/env bash
# playtest: the computer against itself, for designers. The report adds up (every game
# counted once, the moves by type sum to the plies), is the same on every run (seeded), and
# a bad argument or variant is refused with a message.
# usage: playtest.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

report="$("$cli" playtest revolving --games 3 --plies 30 --depth 2)"
again="$("$cli" playtest revolving --games 3 --plies 30 --depth 2)"
expect same-report 0 "$report" -- printf '%s\n' "$again"
adds_up() { # games counted once; moves by type sum to games x average length
    local w b d u avg sum
    read -r w b d u <<<"$(sed -n 's/^white wins \([0-9]*\) .*black wins \([0-9]*\) .*draws \([0-9]*\) .*unfinished \([0-9]*\)$/\1 \2 \3 \4/p' <<<"$report")"
    avg="$(sed -n 's/^average length \([0-9.]*\) plies$/\1/p' <<<"$report")"
    sum=0
    for pair in $(sed -n 's/^moves by type (white \/ black)://p' <<<"$report" | tr ' ' '\n' | grep /); do
        sum=$((sum + ${pair%/*} + ${pair#*/}))
    done
    echo "games $((w + b + d + u)) plies $sum/$(awk -v a="$avg" 'BEGIN { printf "%.0f", a * 3 }')"
}
plies="$(adds_up | sed -n 's/.*plies \([0-9]*\)\/.*/\1/p')"
expect adds-up 0 "games 3 plies $plies/$plies" -- adds_up
expect header 0 "variant Revolving Chess, 3 games of at most 30 plies, depth 2" \
    -- sh -c "printf '%s\n' \"\$1\" | head -1" _ "$report"
expect bad-argument 2 'morphchess-cli: playtest: bad argument "--games"
(see morphchess-cli --help)' -- "$cli" playtest fide --games 0
expect bad-variant 1 "error: nosuch: no such variant (not a shipped id, and not a .json path)" \
    -- "$cli" playtest nosuch
echo "playtest.sh: $((total - failed)) of $total passed"
[ "$failed" -eq 0 ]
