#!/usr/bin/env bash
# A short soak: random games in every shipped variant of every family with
# undo, notation and FEN checks after every action and saves reloaded at
# random points (the long run is `morphchess-cli soak --games 2000`).
set -u
cli="$1"
games=8
[ -n "${MORPH_TEST_QUICK:-}" ] && games=2
out="$("$cli" soak --games "$games" --plies 160 --seed 7)"
rc=$?
echo "$out"
[ $rc -eq 0 ] || { echo "soak failed (exit $rc)"; exit 1; }
last="$(echo "$out" | tail -1)"
case "$last" in
  "total "*" games, "*" moves, "*" checks, 0 failures in "*) ;;
  *) echo "unexpected summary: $last"; exit 1 ;;
esac
# every shipped variant played its games, Portal and Potential included,
# and none was skipped
n=$(echo "$out" | grep -c " $games games ")
[ "$n" -eq "$(ls variants/*.json | wc -l)" ] || { echo "only $n variants soaked"; exit 1; }
for id in portal portal-one-set portal-polypiece portal-revolving potential; do
    echo "$out" | grep -q "^$id  *$games games .* 0 failures$" || { echo "$id not soaked"; exit 1; }
done
if echo "$out" | grep -q skipped; then echo "a variant was skipped"; exit 1; fi
echo "1 passed, 0 failed"
