#!/usr/bin/env bash
# The UCI engine as GUIs and tournament managers drive it (issue 31): a stop
# right behind go in fresh engines, lines longer than 64 KB read whole, the
# draw rules left to the GUI (a legal move after a threefold, at halfmove 100,
# with a bare minor piece; a move played after a threefold), every option and
# command checked with an "info string", UCI_Variant shipped ids only (any
# case, trailing spaces), VariantFile, UCI_Chess960 castling as the king
# taking its rook, upper-case promotion letters, go ponder and ponderhit,
# seldepth after a mate; a line of 100,000 plies read in memory that does not grow with it,
# ucinewgame's new table. Every go form's answer time: test_uci_stress.
# usage: uci.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. "$(dirname "$0")/expect.sh.inc"

# The engine's answers to the lines given (one argument each, see uci_talk), the search's
# "info depth" lines left out.
session() {
    uci_talk "$cli" "$@" | grep -v '^info depth' |
        sed -E 's/^bestmove [a-h][1-8][a-h][1-8][a-z]?$/bestmove MOVE/'
}

# 1. A stop, a go or a quit right behind go, before the search thread runs: 10 fresh engines
# each, 3 under the sanitizers (test_uci_stress runs 1,000, 200 there).
tries=10
[ -n "${MORPH_TEST_QUICK:-}" ] && tries=3
race() {
    local ok=0 i
    for i in $(seq "$tries"); do
        out="$(printf 'position startpos\n%s\n%s\nisready\n' "$1" "$2" | timeout 5 "$cli" uci |
            grep -c -E '^(bestmove|readyok)')"
        [ "$out" = "$3" ] && ok=$((ok + 1))
    done
    echo "$ok"
}
expect stop-race 0 "$tries" -- race "go infinite" stop 2
expect go-race 0 "$tries" -- race "go infinite" "go depth 1" 3
quit_race() {
    local ok=0 i
    for i in $(seq "$tries"); do
        printf 'position startpos\ngo infinite\nquit\n' | timeout 5 "$cli" uci >/dev/null && ok=$((ok + 1))
    done
    echo "$ok"
}
expect quit-race 0 "$tries" -- quit_race
# a stop ends "go infinite" (nothing else can: the engine's input stays open until bestmove)
stop_ends() {
    local line n=0
    coproc ENGINE { "$cli" uci; }
    printf 'position startpos\ngo infinite\nstop\n' >&"${ENGINE[1]}"
    while read -t 60 -r line <&"${ENGINE[0]}"; do
        case "$line" in bestmove*) n=$((n + 1)); break ;; esac
    done
    printf 'quit\n' >&"${ENGINE[1]}"
    wait "$ENGINE_PID"
    echo "$n"
}
expect stop-ends 0 "1" -- stop_ends

# 5. A line of 70,000 bytes is one command: the "quit" at its end does not end the engine.
long_line() {
    (head -c 70000 /dev/zero | tr '\0' x; printf 'quit\nisready\nquit\n') | "$cli" uci
}
expect long-line 0 "info string unknown command \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\" ignored
readyok" -- long_line
# 16,000 moves (80 KB) in one position command: every one played
many_moves() {
    local moves
    moves="$(for i in $(seq 4000); do printf ' g1f3 g8f6 f3g1 f6g8'; done)"
    session "position startpos moves$moves e2e4" "go depth 1"
}
expect many-moves 0 "bestmove MOVE" -- many_moves

# 3. The draw rules are the GUI's: a legal move after a threefold, at halfmove 100, bare minor.
expect threefold 0 "info string the position is drawn by the rules (repetition); playing on
bestmove MOVE" -- session "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8" "go depth 2"
expect after-threefold 0 "bestmove MOVE" -- session \
    "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4" "go depth 2"
expect fifty 0 "info string the position is drawn by the rules (fifty-move); playing on
bestmove MOVE" -- session "position fen 4k3/8/8/8/8/8/3R4/4K3 w - - 100 80" "go depth 3"
expect bare-minor 0 "info string the position is drawn by the rules (insufficient-material); playing on
bestmove MOVE" -- session "position fen 4k3/8/8/8/8/8/8/4KB2 w - - 0 1" "go movetime 50"
expect mated 0 "info string no legal move in this position
bestmove 0000" -- session "position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" "go depth 2"

# 6. Commands and options: each bad or ignored one has an info string.
# (sorted: a search's bestmove and the next command's answer may come in either order)
sorted() {
    "$@" | LC_ALL=C sort
}
expect bad-commands 0 'bestmove MOVE
bestmove MOVE
info string go: depth needs a number, not "x"
info string go: unknown word "fast" ignored
info string ponderhit ignored: not pondering
info string position: bad FEN: column 1: the placement has 1 ranks, expected 8; position unchanged
info string position: expected startpos or fen, not "foo"; position unchanged
info string position: illegal move e2e5; the moves before it are played
info string position: no FEN after "fen"; position unchanged
info string unknown command "hello" ignored
readyok' -- sorted session hello "position foo" "position fen" "position fen 8 w - - 0 1" \
    "position startpos moves e2e4 e2e5" "go fast depth 1" "go depth x" ponderhit isready
expect options 0 'info string unknown option "Colour" ignored
info string option Hash takes a number from 1 to 4096, not "big"
info string option Threads: 99 is out of range, 16 used
info string option UCI_Chess960 takes true or false, not "yes"
info string setoption: expected "name NAME [value VALUE]"
readyok' -- session "setoption name Colour value blue" "setoption name Hash value big" \
    "setoption name Threads value 99" "setoption name UCI_Chess960 value yes" "setoption value 3" \
    "setoption name Threads value 1" isready
expect options-listed 0 "option name VariantFile type string default <empty>
option name UCI_Chess960 type check default false
option name Hash type spin default 16 min 1 max 4096
option name Threads type spin default 1 min 1 max 16
option name MultiPV type spin default 1 min 1 max 8
option name Move Overhead type spin default 30 min 0 max 5000
option name Ponder type check default false
uciok" -- bash -c "echo uci | '$cli' uci | sed -n '/VariantFile/,\$p'"
expect variant-id 0 'info string option UCI_Variant: no shipped variant "/etc/passwd" (a path goes in option VariantFile); variant unchanged
info string option UCI_Variant: no shipped variant "nosuch" (a path goes in option VariantFile); variant unchanged
info string variant portal: its moves cannot be written in UCI; variant unchanged
readyok' -- session "setoption name UCI_Variant value /etc/passwd" \
    "setoption name UCI_Variant value nosuch" "setoption name UCI_Variant value portal" isready
# any case for the name and the id, spaces around the value: ProDem's start (White passes)
expect variant-case 0 "bestmove 0000" -- session "setoption name uci_variant value ProDem  " \
    "position startpos" "go depth 1"
expect variant-file-bad 0 "info string option VariantFile: /etc/passwd:1:1: $: invalid JSON: expected a value (text needs double quotes); variant unchanged" -- \
    session "setoption name VariantFile value /etc/passwd"
expect variant-file 0 "bestmove 0000" -- session "setoption name VariantFile value variants/prodem.json" \
    "position startpos" "go depth 1"

# UCI_Chess960: castling is the king taking its rook (f1b1), else the king's move (f1c1)
c960="4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1"
expect chess960 0 "info string position: illegal move f1c1; the moves before it are played
readyok
readyok
info string position: illegal move f1b1; the moves before it are played" -- session \
    "setoption name UCI_Chess960 value true" "position fen $c960 moves f1c1" \
    "position fen $c960 moves f1b1 e8e7 d1d2" isready "setoption name UCI_Chess960 value false" \
    "position fen $c960 moves f1c1 e8e7" isready "position fen $c960 moves f1b1"

# 7. An upper-case promotion letter; go ponder waits for ponderhit or stop; seldepth after a mate.
expect promotion 0 "bestmove MOVE" -- session "position fen 8/1P2k3/8/8/8/8/8/4K3 w - - 0 1 moves b7b8Q e7e6" "go depth 1"
# pondering ends only at ponderhit or stop, even once its movetime is spent and its search
# done: the engine is given time to end it wrongly before the isready (a pause that can only
# weaken the check on a busy machine, never fail it)
ponder() {
    uci_talk "$cli" "position startpos" "go ponder movetime 50" pause:0.3 wait:ready "$@" |
        grep -E '^(bestmove|readyok)' | sed -E 's/^bestmove .*/bestmove MOVE/'
}
expect ponder 0 "readyok
bestmove MOVE" -- ponder ponderhit
expect ponder-stop 0 "readyok
bestmove MOVE" -- ponder stop
seldepth_mate() {
    uci_talk "$cli" "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" "go depth 5" |
        awk '/score mate/ { n++ } / seldepth 0 / { bad = 1 } END { print ((n > 1 && !bad) ? "yes" : "no") }'
}
expect seldepth-mate 0 "yes" -- seldepth_mate

# 8. A long position line (issue 49): 100,000 plies of knights going out and back, then
# e2e4, are read and Black answers with a legal move; the memory the engine holds does not
# grow with the line (the peak after 100,000 plies at most twice the peak after 10,000: it
# held every ply, 46 MB against 8.6). ucinewgame after Hash 256 answers isready without
# clearing the table's 256 MB (a new table, its pages untouched: the peak stays under half).
peak_kb() { awk '/^VmHWM:/ { print $2 }' "/proc/$1/status"; }
# PLIES [COMMANDS]: the peak resident KB once the line (or COMMANDS) is read, and the move
# "go depth 1" plays then
engine_after() {
    local line peak="" move=""
    # (a sanitizer build keeps what is freed in quarantine: none, so that its peak is the
    # engine's own)
    coproc ENGINE { ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0" exec "$cli" uci; }
    if [ -n "${2:-}" ]; then
        printf '%s\nisready\n' "$2" >&"${ENGINE[1]}"
    else
        awk -v n="$1" 'BEGIN { printf "position startpos moves"; split("g1f3 g8f6 f3g1 f6g8", m, " ")
            for (i = 0; i < n; i++) printf " %s", m[i % 4 + 1]
            print " e2e4"; print "isready" }' >&"${ENGINE[1]}"
    fi
    while read -t 120 -r line <&"${ENGINE[0]}"; do
        [ "$line" = readyok ] && { peak=$(peak_kb "$ENGINE_PID"); break; }
    done
    printf 'go depth 1\n' >&"${ENGINE[1]}"
    while read -t 120 -r line <&"${ENGINE[0]}"; do
        case "$line" in bestmove*) move=${line#bestmove }; break ;; esac
    done
    printf 'quit\n' >&"${ENGINE[1]}"
    wait "$ENGINE_PID"
    echo "${peak:-0} $move"
}
read -r short_kb _ <<<"$(engine_after 10000)"
read -r long_kb long_move <<<"$(engine_after 100000)"
black_move() { [[ $1 =~ ^([a-h])7([a-h])[65]$ && ${BASH_REMATCH[1]} = "${BASH_REMATCH[2]}" ]] || [[ $1 =~ ^(b8[ac]6|g8[fh]6)$ ]]; }
expect long-position-move 0 "legal" -- bash -c "$(declare -f black_move); black_move '$long_move' && echo legal || echo \"not a move of Black after e4: '$long_move'\""
expect long-position-memory 0 "flat" -- bash -c "[ '$long_kb' -gt 0 ] && [ '$long_kb' -le $((2 * short_kb)) ] && echo flat || echo 'peak $long_kb KB after 100,000 plies, $short_kb KB after 10,000'"
read -r hash_kb hash_move <<<"$(engine_after 0 "$(printf 'setoption name Hash value 256\nucinewgame\nposition startpos moves e2e4')")"
expect newgame-table 0 "untouched" -- bash -c "$(declare -f black_move); [ '$hash_kb' -gt 0 ] && [ '$hash_kb' -lt 131072 ] && black_move '$hash_move' && echo untouched || echo 'peak $hash_kb KB after ucinewgame with Hash 256, then $hash_move'"

echo "uci.sh: $((total - failed)) of $total passed"
[ "$failed" -eq 0 ]
