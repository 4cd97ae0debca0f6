#!/usr/bin/env bash
# The computer player on the command line: bestmove's output ("info" lines,
# then "bestmove MOVE" in the notation `moves` prints, or "bestmove none"),
# its usage errors, and a UCI session (uci, isready, position, go, stop).
# usage: search.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

# the last line, and every other line in the info form
shape() {
    "$@" | awk '
        /^info depth [0-9]+ score (cp -?[0-9]+|mate -?[0-9]+) nodes [0-9]+ nps [0-9]+( pv .*)?$/ { n++; next }
        { last = $0; other++ }
        END { print (n > 0 ? "info ok" : "no info"); print last; if (other != 1) print "stray lines" }'
}

expect mate-in-one 0 "info ok
bestmove Ra8#" -- shape "$cli" bestmove fide --fen "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" --depth 3
expect mate-score 0 "info depth 1 score mate 1 nodes 20 nps 0 pv Ra8#" -- bash -c \
    "'$cli' bestmove fide --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' --depth 1 | head -1 | sed 's/nps [0-9]*/nps 0/'"
expect hanging-queen 0 "info ok
bestmove Rxd5" -- shape "$cli" bestmove fide --fen "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1" --depth 4
expect checkmated 0 "bestmove none" -- "$cli" bestmove fide --play "1. f3 e5 2. g4 Qh4#"
expect prodem-pass 0 "info ok
bestmove --" -- shape "$cli" bestmove prodem --depth 1

# a weak level is noisy but, for a seed, the same every time
lvl() { "$cli" bestmove fide --play "1. e4 e5" --level 1 --seed "$1" | tail -1; }
expect level-seeded 0 "$(lvl 7)" -- lvl 7

# what bestmove prints, --play takes back, in every family
for v in polypiece-atomic revolving potential portal portal-one-set; do
    mv="$("$cli" bestmove "$v" --depth 2 | sed -n 's/^bestmove //p')"
    expect "replay-$v" 0 "status ongoing" -- bash -c "'$cli' replay $v <<< '$mv' | grep '^status'"
done

# Portal: both teleport and White's choice is hidden; Black answers without it
hidden="7r/8/8/8/R7/8/8/4K3 4k3/8/8/7r/8/8/8/Q7 wB - - - - wb 0 10"
expect portal-hidden 0 "bestmove A:tp:Rh5-h5" -- bash -c \
    "'$cli' bestmove portal --fen '$hidden' --play B:tp:a4-a4 --depth 2 | tail -1"

expect usage-both 2 'morphchess-cli: bestmove: give --movetime or --depth, not both
(see morphchess-cli --help)' -- "$cli" bestmove fide --depth 2 --movetime 10
expect usage-nodes 2 'morphchess-cli: bestmove: give --nodes alone, not with --movetime or --depth
(see morphchess-cli --help)' -- "$cli" bestmove fide --nodes 100 --depth 2
# a node budget ends the search (the self-play of scripts/potential-tune.py)
expect nodes-budget 0 "bestmove" -- bash -c "'$cli' bestmove potential --nodes 3000 | tail -1 | cut -d' ' -f1"
expect usage-depth 2 'morphchess-cli: bestmove: --depth must be a number from 1 to 64, not "0"
(see morphchess-cli --help)' -- "$cli" bestmove fide --depth 0
# a helper thread beside the search (Lazy SMP): the same answers, and none for Portal's hidden choice
expect threads-mate 0 "info ok
bestmove Ra8#" -- shape "$cli" bestmove fide --fen "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" --depth 5 --threads 2
expect threads-queen 0 "info ok
bestmove Rxd5" -- shape "$cli" bestmove fide --fen "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1" --movetime 200 --threads 2
expect threads-hidden 0 "bestmove A:tp:Rh5-h5" -- bash -c \
    "'$cli' bestmove portal --fen '$hidden' --play B:tp:a4-a4 --depth 2 --threads 2 | tail -1"
expect usage-threads 2 'morphchess-cli: bestmove: --threads must be a number from 1 to 16, not "0"
(see morphchess-cli --help)' -- "$cli" bestmove fide --threads 0
expect bad-fen 1 "error: FEN: column 1: the placement has 1 ranks, expected 8" -- "$cli" bestmove fide --fen "8 w - - 0 1"

# UCI: a session, answered in order; the search runs beside the reader
uci_session() {
    uci_talk "$cli" uci isready "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" "go depth 3" \
        isready "position startpos moves e2e4 e7e5 g1f3" "go movetime 50" \
        "setoption name UCI_Variant value revolving" "position startpos" "go depth 2" |
        grep -E '^(uciok|readyok|bestmove|id name|option name Hash)' | sed -e "s/ ponder .*//" -e "s/^id name morphchess .*/id name morphchess/"
}
# the second isready is answered at once, while the search before it may
# still run (UCI's rule), so its readyok and that search's bestmove come in
# either order: the lines are compared sorted
ucibest() {
    uci_session | sed -E 's/^bestmove [a-h][1-8][a-h][1-8][qrbn]?$/bestmove MOVE/' | LC_ALL=C sort
}
expect uci 0 "bestmove MOVE
bestmove MOVE
bestmove MOVE
id name morphchess
option name Hash type spin default 16 min 1 max 4096
readyok
readyok
uciok" -- ucibest
uci_best() {
    uci_talk "$cli" "$@" | grep bestmove
}
expect uci-mate 0 "bestmove a1a8" -- uci_best "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" "go depth 2"
expect uci-variants 0 "option name UCI_Variant type combo default fide var fide var moveup-takedown var polypiece var polypiece-armies var polypiece-phased var potential-actualized var prodem var revolving var revolving-classic" -- bash -c "echo uci | '$cli' uci | grep UCI_Variant"
expect uci-threads-option 0 "option name Threads type spin default 1 min 1 max 16" -- bash -c "echo uci | '$cli' uci | grep Threads"
expect uci-threads 0 "bestmove a1a8
bestmove d2d5" -- uci_best "setoption name Threads value 2" \
    "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" "go depth 4" isready "setoption name Hash value 8" \
    "position fen 4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1" "go movetime 200"
expect uci-stop 0 "bestmove e2e4" -- bash -c "$(declare -f uci_talk uci_best); cli='$cli'; uci_best 'position startpos' 'go infinite' wait:ready stop | sed -E 's/bestmove [a-h][1-8][a-h][1-8]/bestmove e2e4/'"

# the tactical suites' benchmark runs (its counts are figures, not checked:
# a node limit keeps it short and the same on any machine)
tactics() {
    python3 scripts/bench-tactics.py --cli "$cli" --no-sf --nodes 2000 --limit 3 |
        sed -E 's/solved +[0-9]+ \/ /solved N \/ /; s/\(.*\)$/(...)/' | grep -v '^load average'
}
if command -v python3 >/dev/null; then
    expect bench-tactics 0 "morphchess   nodes 2000         solved N / 3
morphchess   nodes 2000         solved N / 3 (...)" -- tactics
fi

echo "search.sh: $((total - failed)) of $total passed"
[ "$failed" = 0 ]
