#!/usr/bin/env bash
# The game beside its moves through morphchess-cli (docs/saved-games.md, docs/pgn.md):
# `saved` prints the players, time control, clocks and how the game ended, of a version 4
# file and of the older versions; `replay` reads a lichess export (Variant "Standard",
# [%clk], [%eval], 0-1 by resignation) and writes it back; Chess960 starts castle by file.
# usage: gamerecord.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

expect saved-v4 0 'variant: Orthodox chess (fide)
created: 2026-11-27 16:03
moves: 5
ply: 5
result: *
fen: r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
white: human, "Anna"
black: computer, level 3
time control: 180+2
clocks: white 0:02:40, black 0:02:50
date: 2026.11.27 16:03:21
tag: Site "morphchess"' -- "$cli" saved tests/data/saves/v4-fide-clock.json
expect saved-v3 0 'variant: Orthodox chess (fide)
created: 2026-11-20 10:05
moves: 5
ply: 5
result: 1-0
fen: r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
white: human
black: human
time control: none
ended: 1-0, time' -- "$cli" saved tests/data/saves/v3-fide-time.json

expect lichess 0 'fen r1b1k2r/ppp2ppp/2np4/4p1q1/2B1P1n1/2NP1N2/PPP3PP/R2Q2KR w kq - 0 9
status resignation
result 0-1' -- "$cli" replay tests/data/records/lichess-export.pgn
"$cli" replay tests/data/records/lichess-export.pgn --pgn >"$tmp/back.pgn"
expect lichess-tags 0 '[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdEFGH"]
[Date "2026.11.20"]
[Round "?"]
[White "anna_k"]
[Black "BorisS"]
[Result "0-1"]
[TimeControl "180+2"]
[Termination "Normal"]
[UTCDate "2026.11.20"]' -- head -10 "$tmp/back.pgn"
expect lichess-clocks 0 '1. e4 {[%eval 0.17] [%clk 0:03:00]} 1... e5 {[%eval 0.2] [%clk 0:03:00]} 2. Nf3' \
    -- grep -F '1. e4 {' "$tmp/back.pgn"
expect lichess-again 0 'fen r1b1k2r/ppp2ppp/2np4/4p1q1/2B1P1n1/2NP1N2/PPP3PP/R2Q2KR w kq - 0 9
status resignation
result 0-1' -- "$cli" replay "$tmp/back.pgn"

for rights in KQkq GBgb; do
    printf '[Variant "Chess960"]\n[SetUp "1"]\n[FEN "nrk1bqrn/pppppppp/8/8/8/8/PPPPPPPP/NRK2QRN w %s - 0 1"]\n\n1. O-O-O *\n' \
        "$rights" >"$tmp/960.pgn"
    expect "chess960-$rights" 0 'fen nrk1bqrn/pppppppp/8/8/8/8/PPPPPPPP/N1KR1QRN b kq - 1 1
status ongoing
result *' -- "$cli" replay "$tmp/960.pgn"
done
printf '[Variant "From Position"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n1. Rh8+ 1/2-1/2\n' >"$tmp/fp.pgn"
expect from-position 0 'fen 4k2R/8/8/8/8/8/8/4K3 b - - 1 1
status agreement
result 1/2-1/2' -- "$cli" replay "$tmp/fp.pgn"

# replay --save: the game as the window saves it, read back by saved (players, clock, end, tags)
"$cli" replay tests/data/records/lichess-export.pgn --save >"$tmp/lichess.json"
expect replay-save 0 'variant: Orthodox chess (fide)
created: 2026.11.20
moves: 16
ply: 16
result: 0-1
fen: r1b1k2r/ppp2ppp/2np4/4p1q1/2B1P1n1/2NP1N2/PPP3PP/R2Q2KR w kq - 0 9
white: human, "anna_k"
black: human, "BorisS"
time control: 180+2
clocks: white 0:02:30, black 0:02:45
date: 2026.11.20
ended: 0-1, resignation
tag: Event "Rated Blitz game"
tag: Site "https://lichess.org/abcdEFGH"
tag: UTCDate "2026.11.20"
tag: UTCTime "18:04:11"
tag: WhiteElo "1712"
tag: BlackElo "1768"
tag: WhiteRatingDiff "-6"
tag: BlackRatingDiff "+5"
tag: ECO "C50"
tag: Opening "Italian Game"' -- "$cli" saved "$tmp/lichess.json"
expect replay-save-pgn 2 'morphchess-cli: replay: --pgn and --save both write the game: give one
(see morphchess-cli --help)' -- "$cli" replay tests/data/records/lichess-export.pgn --save --pgn

# every form of TimeControl (issue 49, 2): kept and written back exactly, in the save and in
# PGN, and the save reads back; what the clock plays of it: seconds to the millisecond, the
# first period of several, no sandglass
for tc in 0.5+1 0.5 300+0.5 30/0.5 40/5400:1800 40/5400+30:1800+30 '*180' - '?' 300+0; do
    printf '[TimeControl "%s"]\n\n1. e4 e5 *\n' "$tc" >"$tmp/tc.pgn"
    "$cli" replay "$tmp/tc.pgn" --save >"$tmp/tc.json"
    case "$tc" in
    -) shown='none' ;;
    '*180' | '?') shown="$tc (not played)" ;;
    *) shown="$tc" ;;
    esac
    expect "timecontrol-saved $tc" 0 "time control: $shown" -- \
        sh -c '"$1" saved "$2" | grep "^time control"' - "$cli" "$tmp/tc.json"
    "$cli" replay "$tmp/tc.pgn" --pgn >"$tmp/tc2.pgn"
    expect "timecontrol-pgn $tc" 0 "[TimeControl \"$tc\"]" -- grep -F TimeControl "$tmp/tc2.pgn"
done
printf '[TimeControl "0.5+1"]\n\n1. e4 e5 *\n' >"$tmp/sub.pgn"
"$cli" replay "$tmp/sub.pgn" --save >"$tmp/sub.json"
expect timecontrol-sub-second 0 'time control: 0.5+1
clocks: white 0:00:00.5, black 0:00:00.5' -- sh -c '"$1" saved "$2" | grep -A1 "^time control"' \
    - "$cli" "$tmp/sub.json"
# a Date, Time or TimeControl that is not one is left out with a warning, never saved
printf '[TimeControl "0.001+0"]\n[Date "2026.13.45"]\n[Time "25:99:99"]\n\n1. e4 e5 *\n' \
    >"$tmp/bad.pgn"
expect bad-tags-left-out 0 'warning: the TimeControl tag "0.001+0": a period of less than a tenth of a second; left out
warning: the Date tag "2026.13.45": no such day; left out
warning: the Time tag "25:99:99": no such time of day; left out
fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
status ongoing
result *' -- "$cli" replay "$tmp/bad.pgn"

# a save cut short (issue 49, 8): recovery keeps the players, clock, date and tags, and how
# the game ended when every move is recovered
"$cli" replay tests/data/records/lichess-export.pgn --save >"$tmp/whole.json"
sed '/"variations"/,$d' "$tmp/whole.json" >"$tmp/cut.json"
expect recover-game 0 'recovered: 16 moves
result: 0-1
white: human, "anna_k"
black: human, "BorisS"
time control: 180+2
ended: 0-1, resignation
tag: Opening "Italian Game"' -- sh -c '"$1" saved "$2" --recover 2>/dev/null |
    grep -E "^(recovered|result|white|black|time control|ended|tag: Opening)"' - "$cli" "$tmp/cut.json"
sed '/"Bc5"/,$d' "$tmp/whole.json" >"$tmp/cut2.json"
expect recover-game-moves-cut 0 'recovered: 5 moves
result: *
white: human, "anna_k"
time control: 180+2' -- sh -c '"$1" saved "$2" --recover 2>/dev/null |
    grep -E "^(recovered|result|white|time control|ended)"' - "$cli" "$tmp/cut2.json"

echo "gamerecord.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
