#!/usr/bin/env bash
# bench-search.sh - figures of the computer player (not a timed test):
#   1. search speed (nodes/s) on fixed orthodox positions, beside Debian's
#      fairy-stockfish on the same positions, one second each;
#   2. a fixed-depth node count, the fingerprint of the search's behaviour;
#   3. the computer against a uniformly random mover in every shipped variant;
#   4. orthodox chess against Debian's Stockfish with UCI_LimitStrength at
#      UCI_Elo 1500, 2000 and 2500, 100 ms a move, alternating colours over
#      fixed openings (scripts/uci-match.py; Stockfish referees);
#   5. Potential Chess: depth, nodes and nodes/s at 1 s a move from the start
#      and three middle games, `bench potential`, the time of `perft
#      potential 3`, and with --potential-old CLI the score of this build
#      against that one over 20 games at 1 s a move (scripts/potential-match.py).
# usage: scripts/bench-search.sh [--quick] [--threads N] [--potential-only]
#                                [--potential-old CLI] [BUILD_DIR]
#   --quick: fewer games (2 per variant, 4 per Elo). --threads: the search's
#   threads in 4. (default 1; 1. to 3. use one). Installs fairy-stockfish
#   and stockfish with apt-get when they are missing (as root).
set -u
quick=0
threads=1
potential_only=0
potential_old=""
while [ $# -gt 0 ]; do
    case "$1" in
    --quick) quick=1 ;;
    --potential-only) potential_only=1 ;;
    --potential-old) potential_old="$2"; shift ;;
    --threads) threads="$2"; shift ;;
    *) break ;;
    esac
    shift
done
build="${1:-build}"
cli="$build/morphchess-cli"
here="$(cd "$(dirname "$0")" && pwd)"
[ -x "$cli" ] || { echo "no $cli: build first"; exit 1; }
sf=/usr/games/stockfish
fsf=/usr/games/fairy-stockfish
if [ ! -x "$sf" ] || [ ! -x "$fsf" ]; then
    (apt-get install -y fairy-stockfish stockfish || (apt-get update && apt-get install -y fairy-stockfish stockfish)) >/dev/null 2>&1
fi

positions=(
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
)

last_field() { # the value after word $1 on the last line holding it
    awk -v k="$1" '{ for (i = 1; i < NF; i++) if ($i == k) v = $(i + 1) } END { print v }'
}

potential_section() {
    echo "== 5. Potential Chess"
    local games=(
        ""
        "1. e2-e4 e7-e5 2. d2-d3 d7-d6 3. c1-g5 c8-g4 4. f1-e2 f8-e7 5. b2-b3 b7-b6 6. c2-c4 c7-c5"
        "1. d2-d4 d7-d5 2. g1-f3 g8-f6 3. c2-c4 e7-e6 4. b1-c3 f8-e7 5. c1-g5 b8-d7"
        "1. e2-e4 c7-c5 2. g1-f3 d7-d6 3. d2-d4 c5:d4(P) 4. f3:d4(P) g8-f6 5. b1-c3 a7-a6"
    )
    for g in "${games[@]}"; do
        local t0 t1 out
        t0=$(date +%s%N)
        out="$("$cli" bestmove potential --play "$g" --movetime 1000)"
        t1=$(date +%s%N)
        printf '%-40.40s depth %s nodes %s nps %s (process %d ms)\n' "${g:-start}" \
            "$(echo "$out" | last_field depth)" "$(echo "$out" | last_field nodes)" \
            "$(echo "$out" | last_field nps)" $(((t1 - t0) / 1000000))
    done
    echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    for i in 1 2 3; do # three runs: a loaded machine's wall times vary
        "$cli" bench potential | tail -2 | tr '\n' ' '
        echo
    done
    /usr/bin/time -f "perft potential 3: %U s user, %e s wall" "$cli" perft potential 3
    if [ -n "$potential_old" ]; then
        python3 "$here/potential-match.py" "$cli" "$potential_old" --games 20 --movetime 1000 \
            --plies 80 | tail -1
    fi
}

if [ "$potential_only" = 1 ]; then
    potential_section
    exit 0
fi

echo "== 1. nodes per second, 1 s a position (morphchess | fairy-stockfish)"
for fen in "${positions[@]}"; do
    ours="$("$cli" bestmove fide --fen "$fen" --movetime 1000 | last_field nps)"
    theirs="-"
    if [ -x "$fsf" ]; then
        theirs="$( (printf 'uci\nsetoption name Threads value 1\nposition fen %s\ngo movetime 1000\n' "$fen"; sleep 1.5; echo quit) |
            "$fsf" | last_field nps)"
    fi
    printf '%-72s %10s | %10s\n' "$fen" "$ours" "$theirs"
done

echo "== 2. fingerprint: nodes of a depth-8 search of each position"
total=0
for fen in "${positions[@]}"; do
    n="$("$cli" bestmove fide --fen "$fen" --depth 8 | last_field nodes)"
    printf '%-72s %10s\n' "$fen" "$n"
    total=$((total + n))
done
echo "fingerprint $total"

games=$([ "$quick" = 1 ] && echo 2 || echo 6)
plies=$([ "$quick" = 1 ] && echo 120 || echo 200)
echo "== 3. against a uniformly random mover ($games games a variant, 50 ms a move, $plies plies at most)"
for f in "$here"/../variants/*.json; do
    v="$(basename "$f" .json)"
    python3 "$here/vs-random.py" "$cli" "$v" "$games" 50 "$plies" 7 | tail -1
done

echo "== 4. orthodox chess against Stockfish (100 ms a move, $threads thread(s))"
games=$([ "$quick" = 1 ] && echo 4 || echo 16)
if [ -x "$sf" ]; then
    for elo in 1500 2000 2500; do
        python3 "$here/uci-match.py" --threads "$threads" "$cli uci" "$sf" "$elo" "$games" 100 |
            tail -2
    done
else
    echo "no $sf: skipped"
fi

potential_section
