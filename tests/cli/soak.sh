#!/usr/bin/env bash
# A short soak: random games in every shipped variant with undo, notation and
# FEN checks after every move (the long run is `morphchess-cli soak --games 2000`).
set -u
cli="$1"
games=20
[ -n "${MORPH_TEST_QUICK:-}" ] && games=4
out="$("$cli" soak --games "$games" --plies 160 --seed 7)"
rc=$?
echo "$out"
[ $rc -eq 0 ] || { echo "soak failed (exit $rc)"; exit 1; }
last="$(echo "$out" | tail -1)"
case "$last" in
  "total "*" games, "*" moves, "*" checks, 0 failures in "*) ;;
  *) echo "unexpected summary: $last"; exit 1 ;;
esac
# every shipped variant of the plain families played its games
n=$(echo "$out" | grep -c " $games games ")
[ "$n" -ge 8 ] || { echo "only $n variants soaked"; exit 1; }
echo "1 passed, 0 failed"
