#!/usr/bin/env bash
# Builds every libFuzzer target (clang, AddressSanitizer + UBSan with
# -fno-sanitize-recover=all, so undefined behaviour stops a run like a crash)
# and runs each for SECONDS (default 60) on a copy of its seed corpus, then
# prints the executions per target. A crash leaves its input in build-fuzz/
# (crash-*) and makes the script fail.
# usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-60}"
shift || true
cmake -S . -B build-fuzz -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMORPH_FUZZ=ON >/dev/null
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for src in tests/fuzz/fuzz_*.c; do
    name="$(basename "$src" .c)"
    [ "$name" = fuzz_common ] || targets+=("${name#fuzz_}")
  done
fi
cmake --build build-fuzz -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}") >/dev/null
failed=0
printf '%-10s %8s %12s %10s\n' target seconds executions exec/s
for t in "${targets[@]}"; do
  work="$(mktemp -d)"
  cp -r "tests/fuzz/corpus/$t/." "$work/" 2>/dev/null || true
  case "$t" in
    variant) cp variants/*.json tests/data/bad-variants/*.json "$work/" ;;
    tutorial) cp assets/tutorials/*.json tests/data/bad-tutorials/*.json "$work/" 2>/dev/null || true ;;
  esac
  log="build-fuzz/fuzz_$t.log"
  if ! (cd build-fuzz && "./tests/fuzz/fuzz_$t" -max_total_time="$secs" -print_final_stats=1 \
        "$work" >"../$log" 2>&1); then
    echo "fuzz_$t: FAILED, see $log" >&2
    failed=1
  fi
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  printf '%-10s %8s %12s %10s\n' "$t" "$secs" "${runs:-?}" "$(( ${runs:-0} / secs ))"
  rm -rf "$work"
done
exit "$failed"
