#!/usr/bin/env bash
# Long records (issue 31's figure): a game of 100,000 plies with 40,000 variations (20,000
# side lines, each with one nested inside), in a variant of orthodox chess without the
# repetition and fifty-move draws (its JSON in the PGN's VariantJSON tag). Prints the wall
# time, processor time and peak resident memory of
#   1. replay FILE.pgn           reading and playing the whole tree,
#   2. replay FILE.pgn --save    the same, then writing it as the window saves it,
#   3. saved FILE.json           reopening that save strictly (checksums, every move).
# The target: each in seconds, within 100 MB. Then a Portal game's cost a ply, and one move
# with 400,000 comments or NAGs.
# usage: scripts/bench-records.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
cli="$build/morphchess-cli"
[ -x "$cli" ] || { echo "no $cli: build first"; exit 1; }
[ -x /usr/bin/time ] || apt-get install -y time >/dev/null
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp/long.pgn" <<'PY'
import json, sys
fide = json.load(open("variants/fide.json"))
fide["rules"]["repetition"] = False
fide["rules"]["fifty_move"] = False
tag = json.dumps(fide, separators=(",", ":")).replace("\\", "\\\\").replace('"', '\\"')
out = ['[Variant "nodraws"]', '[VariantJSON "%s"]' % tag, ""]
cycle = ["Nf3", "Nf6", "Ng1", "Ng8"]
side = {0: "Nc3", 1: "Nc6", 2: "Nc3", 3: "Nc6"}  # another knight, from the same position
moves = []
for p in range(100000):
    n = p // 2 + 1
    num = "%d." % n if p % 2 == 0 else "%d..." % n
    moves.append("%s %s" % (num, cycle[p % 4]))
    if p % 5 == 0 and p < 100000 - 1:  # 20,000 side lines, each with a nested one
        alt = side[p % 4]
        q = p + 1
        m2 = "%d." % (q // 2 + 1) if q % 2 == 0 else "%d..." % (q // 2 + 1)
        # the side line replaces ply p; inside it, the reply is replaced by a nested line
        moves.append("(%s %s %s %s (%s %s))" % (num, alt, m2, "Na6" if q % 2 else "Na3",
                                                 m2, "a6" if q % 2 else "a3"))
out.append(" ".join(moves) + " *")
open(sys.argv[1], "w").write("\n".join(out) + "\n")
PY
echo "record: 100,000 plies, 40,000 variations, $(($(stat -c %s "$tmp/long.pgn") / 1024)) KB of PGN"
measure() { # label, command...
    local label="$1"
    shift
    /usr/bin/time -f "%e %U %M" -o "$tmp/t" "$@" >"$tmp/out" 2>"$tmp/err" ||
        { echo "$label: failed: $(head -c 300 "$tmp/err")"; exit 1; }
    read -r wall user kb <"$tmp/t"
    printf '  %-22s %6.2f s wall, %6.2f s user, %7.1f MB peak\n' "$label" "$wall" "$user" \
        "$(awk -v k="$kb" 'BEGIN{print k / 1024}')"
}
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
measure "replay" "$cli" replay "$tmp/long.pgn"
[ ! -s "$tmp/err" ] || { echo "the record's moves do not all read: $(head -c 300 "$tmp/err")"; exit 1; }
measure "replay --save" "$cli" replay "$tmp/long.pgn" --save
cp "$tmp/out" "$tmp/long.json"
echo "  save: $(($(stat -c %s "$tmp/long.json") / 1024)) KB"
measure "saved (reopen)" "$cli" saved "$tmp/long.json"
grep -E '^(moves|ply):' "$tmp/out" | tr '\n' ' '
echo
# A Portal game's cost a ply (issue 46): knights' rounds on both boards of Portal Chess
# without its draw rules, 10,000 and 40,000 plies replayed; the peak memory they differ by,
# a ply, is what a ply costs (the family's and the tree's), the tool's start left out; and
# the 40,000 plies' peak over the tool's start (an empty record), a ply (test_hostile checks
# both the core's replay and the tool's within 200).
python3 - "$tmp" <<'PY'
import json, sys
v = json.load(open("variants/portal.json"))
v["rules"]["repetition"] = False
v["rules"]["fifty_move"] = False
json.dump(v, open(sys.argv[1] + "/portal-nodraws.json", "w"))
cycle = ["A:Nf3", "B:Nf6", "B:Nf3", "A:Nf6", "A:Ng1", "B:Ng8", "B:Ng1", "A:Ng8"]
for plies in (10000, 40000):
    out = []
    for p in range(plies):
        if p % 2 == 0:
            out.append("%d." % (p // 2 + 1))
        out.append(cycle[p % 8])
    open("%s/portal%d.txt" % (sys.argv[1], plies), "w").write(" ".join(out) + " *\n")
PY
echo "*" >"$tmp/portal0.txt"
for plies in 0 10000 40000; do
    measure "portal $plies plies" "$cli" replay "$tmp/portal-nodraws.json" "$tmp/portal$plies.txt"
    cp "$tmp/t" "$tmp/t$plies"
done
read -r _ _ kb0 <"$tmp/t0"
read -r _ _ kb10 <"$tmp/t10000"
read -r _ _ kb40 <"$tmp/t40000"
echo "  portal: $(((kb40 - kb10) * 1024 / 30000)) bytes a ply (peak, 40,000 plies over 10,000)"
echo "  portal: $(((kb40 - kb0) * 1024 / 40000)) bytes a ply (peak, 40,000 plies over the tool's start)"
# Many notes on one move (issue 49): 400,000 comments, then 400,000 NAGs, after one move
# (the target: each under 2 s).
python3 - "$tmp" <<'PY'
import sys
n = 400000
open(sys.argv[1] + "/comments.pgn", "w").write(
    "1. e4 " + " ".join("{c%d}" % i for i in range(n)) + " e5 *\n")
open(sys.argv[1] + "/nags.pgn", "w").write(
    "1. e4 " + " ".join("$%d" % (i % 200) for i in range(n)) + " e5 *\n")
PY
measure "400,000 comments" "$cli" replay "$tmp/comments.pgn"
measure "400,000 NAGs" "$cli" replay "$tmp/nags.pgn"
echo
# the same costs at two sizes each: they must grow with the record, not its square
"$build/morph-bench-linear"
