#!/usr/bin/env bash
# Builds morphchess and runs every test: the formatting check, then a release
# build (gcc), then a clang build with AddressSanitizer +
# UndefinedBehaviorSanitizer (the UI included, warnings as errors).
# The real-window scenarios (label "once") run in the sanitizer half only: the
# same scenario twice finds little the stricter run does not.
# Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test
jobs="$(nproc)"

echo "== formatting"
scripts/check-format.sh

echo "== release build"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs"
(cd build && ctest --output-on-failure -j"$jobs" -LE once)

echo "== clang AddressSanitizer + UndefinedBehaviorSanitizer build (-Werror)"
cmake -S . -B build-asan -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
  -DMORPH_SANITIZE=ON -DMORPH_WERROR=ON >/dev/null
cmake --build build-asan -j"$jobs"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
   MORPH_TEST_QUICK=1 ctest --output-on-failure -j"$jobs")
