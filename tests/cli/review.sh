#!/usr/bin/env bash
# The review command: a record analysed move by move (the move with its mark,
# the evaluations before and after, the computer's choice), the accuracy,
# --pgn with NAGs and [%eval] comments that read back, a queen left hanging
# marked ?? in every family tried, and its usage errors.
# usage: review.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"
d=tests/data/review

# the line of a move, without the figures that follow the evaluation
mark_of() {
    "$cli" review "$@" | awk -v m="$move" '$2 == m { print $1, $2, $NF }'
}

# a queen (or the piece about to become one) left hanging is marked ?? in every family; the
# move is printed as the record wrote it (Qg4, not the engine's Qd1-g4=WAND; Rh3, not Rh3(Q))
move="Qxe5+??" expect fide-blunder 0 "3. Qxe5+?? blunder" -- mark_of $d/fide-queen.pgn --depth 5
move="Qg4??" expect polypiece-blunder 0 "2. Qg4?? blunder" -- mark_of polypiece $d/polypiece-queen.txt --depth 5
move="Ra3(Q)??" expect revolving-blunder 0 "2. Ra3(Q)?? blunder" -- mark_of revolving $d/revolving-queen.txt --depth 5
move="Qg5??" expect prodem-blunder 0 "2... Qg5?? blunder" -- mark_of prodem $d/prodem-queen.txt --depth 5
move="Ra3??" expect mutd-blunder 0 "3. Ra3?? blunder" -- mark_of moveup-takedown $d/mutd-queen.txt --depth 5
move="A:Qg4??" expect portal-blunder 0 "3. A:Qg4?? blunder" -- mark_of portal $d/portal-queen.txt --depth 5
move="h5-h4>Q??" expect potential-blunder 0 "3. h5-h4>Q?? blunder" -- mark_of potential $d/potential-queen.txt --depth 2

# Portal: the evaluation runs on between a turn's two actions (a leaf after the first action
# counts it: the boards as the second player sees them); it swung with the depth's parity
# before (-0.26, +0.26, -0.26, +0.10 for the same opening at depth 5)
expect portal-continuous 0 "1.     A:e4             +0.46   +0.44  best A:d4
1...   B:e5             +0.44   +0.35  best B:e5
2.     B:e4             +0.35   +0.17  best B:d4
2...   A:e5             +0.17   +0.62  best A:d5" -- bash -c "echo 'A:e4 B:e5 B:e4 A:e5' | '$cli' review portal - --depth 5 | head -4"

# the moves as the record wrote them, whatever the form (long algebraic, a published record's
# capture with the captured piece's letter, its own marks left out), the computer's choice in
# the variant's notation: the whole output at a fixed depth (the figures masked: they belong
# to the evaluation, not to this command)
expect record-spelling 0 "1.     e2e4             +X.XX   +X.XX  best e4
1...   e7-e5            +X.XX   +X.XX  best e5
2.     Qd1h5            +X.XX   -X.XX  best d4
2...   Nc6              -X.XX   -X.XX  best Nc6
3.     Qh5:e5+??        -X.XX   -X.XX  best Nc3  blunder
3...   N:Q              -X.XX   -X.XX  best Nxe5
White: accuracy X.X; best 1, good 1, inaccuracies 0, mistakes 0, blunders 1
Black: accuracy X.X; best 3, good 0, inaccuracies 0, mistakes 0, blunders 0" -- bash -c "echo '1. e2e4 e7-e5 2. Qd1h5 Nc6! 3. Qh5:e5+! N:Q' | '$cli' review fide - --depth 4 | sed -E 's/[0-9]+\.[0-9][0-9]/X.XX/g; s/accuracy [0-9.]+/accuracy X.X/'"

# the form of every line: number, move with its mark, two evaluations, best
expect line-form 0 "10 lines ok" -- bash -c "'$cli' review $d/fide-queen.pgn --depth 3 | awk '
    /^[0-9]+\.(\.\.)? +[^ ]+ +[-+]([0-9]+\.[0-9][0-9]|M[0-9]+) +[-+]([0-9]+\.[0-9][0-9]|M[0-9]+)  best [^ ]+(  (inaccuracy|mistake|blunder))?\$/ { n++ }
    /^(White|Black): accuracy [0-9]+\.[0-9]; best [0-9]+, good [0-9]+, inaccuracies [0-9]+, mistakes [0-9]+, blunders [0-9]+\$/ { n++ }
    END { print n \" lines ok\" }'"

# --pgn: the marks as NAGs right after their move (a mark of the record replaced), [%eval]
# commands, the comments kept, the tags kept; what it writes reads back unchanged
"$cli" review $d/fide-queen.pgn --depth 5 --pgn >/tmp/review-$$.pgn
expect pgn-marks 0 "{develops}
3. Qxe5+ \$4 {[%eval -]
{as if good}" -- bash -c "grep -o -e '3. Qxe5+ \$[0-9] {\[%eval -[0-9.]*\]' -e '{develops}' -e '{as if good}' /tmp/review-$$.pgn | sed 's/-[0-9.]*]/-]/'"
expect pgn-tags 0 '[White "Ann"]' -- grep -F '[White "Ann"]' /tmp/review-$$.pgn
expect pgn-reads-back 0 "" -- bash -c "'$cli' replay /tmp/review-$$.pgn --pgn | diff - /tmp/review-$$.pgn"
expect pgn-again 0 "" -- bash -c "'$cli' review /tmp/review-$$.pgn --depth 5 --pgn | diff - /tmp/review-$$.pgn"
rm -f /tmp/review-$$.pgn

# a finished game: the mate is the last move, no search after it
expect mate-end 0 "2...   Qh4#                   -0.00     0-1  best Qh4#" -- bash -c "echo '1. f3 e5 2. g4 Qh4#' | '$cli' review fide - --depth 3 | tail -3 | head -1 | sed -E 's/ [-+]M?[0-9.]+ /     -0.00 /'"

expect usage 2 "morphchess-cli: review: usage: review VARIANT [--fen FEN] [--game N] [--movetime MS | --depth N] [--pgn] [FILE|-]
(see morphchess-cli --help)" -- "$cli" review
expect both-limits 2 "morphchess-cli: review: give --movetime or --depth, not both
(see morphchess-cli --help)" -- "$cli" review fide --depth 3 --movetime 10 $d/fide-queen.pgn
expect bad-movetime 2 "morphchess-cli: review: --movetime must be a number from 1 to 600000, not \"0\"
(see morphchess-cli --help)" -- "$cli" review fide --movetime 0
expect bad-move 1 "error: move 2 (White): \"Qh9\": not a move" -- bash -c "echo '1. e4 e5 2. Qh9' | '$cli' review fide - --depth 1"

echo "review.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
