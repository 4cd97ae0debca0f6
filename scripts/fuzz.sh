#!/usr/bin/env bash
# Builds every libFuzzer target (clang, AddressSanitizer + UBSan with
# -fno-sanitize-recover=all, so undefined behaviour stops a run like a crash)
# and runs each for SECONDS (default 60) on a copy of its seed corpus, then
# prints the executions and the coverage (libFuzzer's cov: edges, ft: features)
# per target. A crash leaves its input in build-fuzz/ (crash-*) and makes the
# script fail.
#
# --long: the long-run mode: inputs up to 4 MB (-max_len), and for pgn, movetext,
# savegame and paste a few big seeds made here (a game of 100,000 plies, a tree
# nested 5,000 deep, a comment word of a megabyte; a saved game of 20,000 moves and a
# tree 2,000 deep),
# so that the fuzzer mutates megabyte inputs; -rss_limit_mb 4096, -timeout 120.
# usage: scripts/fuzz.sh [--long] [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
long=0
if [ "${1:-}" = "--long" ]; then
  long=1
  shift
fi
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

# big seeds for the long-run mode, into folder $2 for target $1
big_seeds() {
  local t="$1" dir="$2"
  case "$t" in
    pgn | movetext | paste)
      python3 - "$dir" "$t" <<'PY'
import json, sys
folder, target = sys.argv[1], sys.argv[2]
fide = json.load(open("variants/fide.json"))
fide["rules"]["repetition"] = False
fide["rules"]["fifty_move"] = False
tag = json.dumps(fide, separators=(",", ":")).replace("\\", "\\\\").replace('"', '\\"')
head = '[Variant "nodraws"]\n[VariantJSON "%s"]\n\n' % tag
round_ = ["Nf3", "Nf6", "Ng1", "Ng8"]
def knights(first, plies):
    out = []
    for p in range(first, first + plies):
        if p % 2 == 0:
            out.append("%d." % (p // 2 + 1))
        out.append(round_[p % 4])
    return " ".join(out)
def deep(depth):
    go, leaf, out = ["Nc3", "Nc6", "Nb1", "Nb8"], ["Nf3", "Nf6", "Nf3", "Nf6"], ["1. Nf3"]
    for d in range(depth):
        n = d // 2 + 1
        out.append(("(%d... %s" if d % 2 else "(%d. %s") % (n, go[d % 4]))
        n2 = (d + 1) // 2 + 1
        out.append(("%d... %s" if (d + 1) % 2 else "%d. %s") % (n2, leaf[(d + 1) % 4]))
    return " ".join(out) + ")" * depth
texts = {
    "long": knights(0, 100000) + " *\n",
    "deep": deep(5000) + " " + knights(1, 200) + " *\n",
    "comment": "1. Nf3 {" + "w" * (1 << 20) + "} Nf6 *\n",
}
for name, body in texts.items():
    data = b"\x00" + (head if target != "movetext" else "").encode() + body.encode()
    open("%s/big-%s" % (folder, name), "wb").write(data)
PY
      ;;
    savegame)
      # a saved game of 20,000 moves and a tree nested 2,000 deep, in save_write's layout
      # (the target seals the checksums again) from a seed of the corpus
      python3 - "$dir" <<'PY'
import sys
t = open("tests/fuzz/corpus/savegame/v3-fide-0.json").read()
t = t.replace('"repetition": true', '"repetition": false').replace('"fifty_move": true', '"fifty_move": false')
head, rest = t.split('  "moves": [', 1)
tail = rest[rest.index('"checksum"'):]
round_ = ["Nf3", "Nf6", "Ng1", "Ng8"]
moves = ",\n".join('    ["%s", "00000000"]' % round_[p % 4] for p in range(20000))
go = ["Nc3", "Nc6", "Nb1", "Nb8"]
leaf = ["Nf3", "Nf6", "Nf3", "Nf6"]
tree = ["1. Nf3"]
for d in range(2000):
    tree.append(("(%d... %s" if d % 2 else "(%d. %s") % (d // 2 + 1, go[d % 4]))
    tree.append(("%d... %s" if (d + 1) % 2 else "%d. %s") % ((d + 1) // 2 + 1, leaf[(d + 1) % 4]))
body = " ".join(tree) + ")" * 2000
for p in range(1, 20000):
    body += (" %d." % (p // 2 + 1) if p % 2 == 0 else "") + " " + round_[p % 4]
text = head.replace('"ply": 5', '"ply": 20000') + '  "moves": [\n' + moves + '\n  ],\n  "variations": "' + body + '",\n  ' + tail
while len(text.encode()) % 7 == 0:
    text = text.replace('"created": "', '"created": " ', 1)
open(sys.argv[1] + "/big-save.json", "w").write(text)
PY
      ;;
  esac
}

failed=0
printf '%-10s %8s %12s %10s %8s %8s\n' target seconds executions exec/s cov ft
for t in "${targets[@]}"; do
  work="$(mktemp -d)"
  cp -r "tests/fuzz/corpus/$t/." "$work/" 2>/dev/null || true
  case "$t" in
    variant) cp variants/*.json tests/data/bad-variants/*.json "$work/" ;;
    tutorial) cp assets/tutorials/*.json tests/data/bad-tutorials/*.json "$work/" 2>/dev/null || true ;;
  esac
  # -close_fd_mask=2: the target's own messages (fuzz_cli's errors, thousands a
  # second) are dropped; libFuzzer and the sanitizers report on a copy of stderr
  opts=(-max_total_time="$secs" -print_final_stats=1 -close_fd_mask=2)
  if [ "$long" = 1 ]; then
    big_seeds "$t" "$work"
    opts+=(-max_len=4194304 -rss_limit_mb=4096 -timeout=120)
  fi
  log="build-fuzz/fuzz_$t.log"
  if ! (cd build-fuzz && "./tests/fuzz/fuzz_$t" "${opts[@]}" "$work" >"../$log" 2>&1); then
    echo "fuzz_$t: FAILED, see $log" >&2
    failed=1
  fi
  # a log without a figure (a target that hid libFuzzer's output) prints "?",
  # not the end of the loop (set -e with pipefail)
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  cov="$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)"
  ft="$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)"
  printf '%-10s %8s %12s %10s %8s %8s\n' "$t" "$secs" "${runs:-?}" "$(( ${runs:-0} / secs ))" \
    "${cov:-?}" "${ft:-?}"
  rm -rf "$work"
done
exit "$failed"
