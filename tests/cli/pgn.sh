#!/usr/bin/env bash
# PGN through `morphchess-cli replay`: a game written with --pgn (Seven Tag
# Roster, Variant, SetUp/FEN, the JSON of a variant that is not shipped) reads
# back to the same FEN in every family; several games and --game N; tags,
# comments, NAGs and variations around the main line.
# usage: pgn.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# variant id, record: written as PGN, then read back with the variant from the tags
round_trip() {
    local name="$1" variant="$2" record="$3" fen="$4"
    printf '%s\n' "$record" | "$cli" replay "$variant" - 2>/dev/null | head -1 >"$tmp/$name.want"
    printf '%s\n' "$record" | "$cli" replay "$variant" --pgn - >"$tmp/$name.pgn" 2>/dev/null
    expect "$name" 0 "$(cat "$tmp/$name.want")
status ongoing
result *" -- "$cli" replay "$tmp/$name.pgn"
    [ -z "$fen" ] || expect "$name-fen" 0 "fen $fen" -- head -1 "$tmp/$name.want"
}
round_trip revolving revolving '1. e4 d5 2. e:d5 Q:P(N) 3. Nc3(B) Nd5:B(B) 4. d:B(p)' \
    'rnb1kbnr/ppp1pppp/8/8/8/2P5/PPP2PPP/R1BQKBNR b KQkq - 0 4'
round_trip potential potential '1. d2d4>qrp Na7b5 2. d1-d2>!BN Nh7g5 3 Qd:Ng5(n) 3... Ra8:a2(R)' ''
round_trip portal portal-revolving '1. A:e4 B:d5 2. B:e4 A:d5 3. e:P B:d5:P 4 Qd1h5(n) 4: Q:P(N)' ''
round_trip prodem prodem '1. -- e5 2. d4(n) Nc6(R) 3. Nd:R(P) b:P' ''

expect written 0 '[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "potential"]

1. d2-d4>QRP a7-b5>n 2. d1-d2>!BN h7-g5>n 3. d2:g5>Q(N) a8:a2>qr(r) *' \
    -- cat "$tmp/potential.pgn"
expect set-up 0 '[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Termination "normal"]
[SetUp "1"]
[FEN "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 40"]

40. Ra8# 1-0' -- bash -c "echo 'Ra8+' | '$cli' replay fide --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 40' --pgn -"

# a variant loaded from a path travels in the file
cp variants/polypiece.json "$tmp/my-poly.json"
echo '1. e4 d5 2. e:P Q:P 3. Nc3=WD' | "$cli" replay "$tmp/my-poly.json" --pgn - >"$tmp/own.pgn"
expect own-variant 0 'fen rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3 phases:010010/010010
status ongoing
result *' -- "$cli" replay "$tmp/own.pgn"
expect own-variant-tag 0 '[Variant "my-poly"]' -- grep -F '[Variant ' "$tmp/own.pgn"

cat >"$tmp/two.pgn" <<'PGN'
{ two games }
[Event "first"]
[White "A"]
[Variant "revolving"]

1. e4 {best} $1 d5 (1... e5 2. Nf3(B)) 2. e:d5 ; a comment
Q:P(N) 1-0

[Event "second"]
[Variant "revolving"]

1. d4 Nf6(B) 2. Nh3(B) Qz9 0-1
PGN
expect first 0 'fen rnb1kbnr/ppp1pppp/8/3n4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3
status resignation
result 1-0' -- "$cli" replay "$tmp/two.pgn"
expect second 1 'error: move 2 (Black): "Qz9": not a move' -- "$cli" replay "$tmp/two.pgn" --game 2
expect third 1 "error: no game 3: the text holds 2" -- "$cli" replay "$tmp/two.pgn" --game 3
expect bad-game 2 "morphchess-cli: replay: --game takes a game number from 1
(see morphchess-cli --help)" -- "$cli" replay "$tmp/two.pgn" --game x
expect keeps-tags 0 '[White "A"]
[Result "1-0"]' -- bash -c "'$cli' replay revolving '$tmp/two.pgn' --pgn | grep -e White -e Result"
expect other-variant 0 'warning: the Variant tag is "revolving"; replaying as "fide"
fen rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
status ongoing
result *' -- bash -c "printf '[Variant \"revolving\"]\n1. e4 d5 2. exd5\n' | '$cli' replay fide -"

# a NUL byte is an error at its place, not the end of the text (issue 31, case 16)
printf '\0[Variant "revolving"]\n\n1. e4 d5 *\n' >"$tmp/nul-first.pgn"
expect nul-first 1 "error: $tmp/nul-first.pgn:1:1: a NUL byte: this is not a text (the rest would be lost)" \
    -- "$cli" replay "$tmp/nul-first.pgn"
expect nul-moves 1 'error: standard input:3:7: a NUL byte: this is not a text (the rest would be lost)' \
    -- bash -c "printf '[Variant \"revolving\"]\n\n1. e4 \\0d5 2. e:d5 *\n' | '$cli' replay revolving -"

# move numbers at the greatest a record reads, with a variation: what --pgn writes, replay
# reads (issue 31, case 15: it wrote -2147483648. and refused it)
printf '2147483646. Ke2 Ke7 2147483647. Kd3 (2147483647. Kf3 Kf7) 2147483647... Kd7 2147483647. Kc3 Kc7 *\n' |
    "$cli" replay fide --fen 'r3k3/8/8/8/8/8/8/4K2R w - - 0 2147483646' --pgn - >"$tmp/numbers.pgn"
expect numbers-written 0 '2147483646. Ke2 Ke7 2147483647. Kd3 (2147483647. Kf3 Kf7) 2147483647... Kd7
2147483647. Kc3 Kc7 *' -- tail -2 "$tmp/numbers.pgn"
expect numbers-read 0 'fen r7/2k5/8/8/8/2K5/8/7R w - - 6 2147483647
status ongoing
result *' -- "$cli" replay fide "$tmp/numbers.pgn"

# a bad FEN tag: the record's line and the column of the bad byte in that line (the value's
# start and the FEN's column, an escape counted as written; one past: the closing quote); an
# error of the position as a whole: the tag's '[' (docs/fen.md)
printf '[Event "x"]\n[Site "y"]\n  [FEN "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n1. e4 *\n' \
    >"$tmp/badfen.pgn"
expect fen-tag-column 1 "error: line 3, column 22: FEN tag: unknown piece letter 'X' in the placement" \
    -- "$cli" replay "$tmp/badfen.pgn"
printf '[FEN  "\\"nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -"]\n1. e4 *\n' >"$tmp/badpot.pgn"
expect fen-tag-escape 1 "error: line 1, column 8: FEN tag: unknown piece letter '\"' in the placement" \
    -- "$cli" replay potential "$tmp/badpot.pgn"
expect fen-tag-end 1 'error: line 1, column 56: FEN tag: expected 10 fields (11 with phases), found 3' \
    -- "$cli" replay portal "$tmp/badpot.pgn"
expect fen-tag-portal 1 'error: line 2, column 36: FEN tag: board B: unknown piece letter '"'X'"' in the placement' \
    -- bash -c "printf '\n[FEN \"4k3/8/8/8/8/8/8/8 rnbqkbnr/ppXppppp/8/8/8/8/8/4K3 wA - - - - - 0 1\"] *\n' | '$cli' replay portal -"
expect fen-tag-position 1 'error: line 1, column 3: FEN tag: Black has no king' \
    -- bash -c "printf ' \t[FEN \"8/8/8/8/8/8/8/4K3 w - - 0 1\"] 1. Kd2 *\n' | '$cli' replay fide -"
# a VariantJSON tag whose start does not read: the byte in the tag's JSON, the FEN's column
printf '%s\n' '[VariantJSON "{\"name\": \"x\", \"pieces\": {\"K\": {\"name\": \"King\", \"role\": \"king\", \"powers\": [\"K\"]}}, \"rules\": {\"promotion\": \"\"}, \"start\": \"4k3/8/8/8/8/8/8/4X3 w - - 0 1\"}"]' '*' >"$tmp/badjson.pgn"
expect variantjson-start 1 "error: $tmp/badjson.pgn [VariantJSON]:1:138: \$.start: column 18: unknown piece letter 'X' in the placement" \
    -- "$cli" replay "$tmp/badjson.pgn"

echo "pgn.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
