#!/usr/bin/env bash
# ThreadSanitizer over the search threads: builds the UCI engine's stress
# test (test_uci_stress: the search thread, its helpers with option Threads,
# stop, ponderhit and quit from the reading thread), the core's search test
# and morphchess-cli with clang -fsanitize=thread in build-tsan, then runs
# test_uci_stress (MORPH_TEST_QUICK=1: 200 fresh engines) and a UCI session
# with two and four threads. Any data race reported fails the script.
# usage: scripts/tsan.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-tsan -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMORPH_BUILD_UI=OFF -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" >/dev/null
cmake --build build-tsan -j2 --target test_uci_stress morphchess-cli >/dev/null
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
MORPH_TEST_QUICK=1 ./build-tsan/test_uci_stress | tail -1
for threads in 2 4; do
  printf '%s\n' "setoption name Threads value $threads" "position startpos" "go depth 6" \
    "position startpos moves e2e4" "go movetime 300" stop "go infinite" isready stop \
    "go wtime 500 btime 500" | (cat; sleep 1.5; echo quit) | ./build-tsan/morphchess-cli uci |
    grep -c bestmove | sed "s/^/threads $threads: bestmoves /"
done
echo "tsan: no data race reported"
