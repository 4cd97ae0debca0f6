#!/usr/bin/env bash
# The courses (docs/tutorial-format.md, "Courses"): every shipped course in assets/courses/
# passes `validate` (each accepted line reaches its goal, no other move does, every "types"
# choice checked against the piece's set), and each bad course of tests/data/bad-courses/ is
# refused with the exact message of its .expected file, naming the exercise.
# usage: courses.sh PATH/TO/morphchess-cli   (run from the source tree)
set -u
cli="$1"
. tests/cli/expect.sh.inc
total_ex=0
for f in assets/courses/*.json; do
    out="$("$cli" validate "$f" 2>&1)"
    code=$?
    total=$((total + 1))
    if [ "$code" != 0 ]; then
        failed=$((failed + 1))
        echo "FAIL $f: $out"
        continue
    fi
    n="$(sed -n 's/.*lessons, \([0-9]*\) exercises.*/\1/p' <<<"$out")"
    total_ex=$((total_ex + n))
    echo "$out"
done
for f in tests/data/bad-courses/*.json; do
    expect "$(basename "$f")" 1 "$(cat "${f%.json}.expected")" -- "$cli" validate "$f"
done
echo "$total_ex exercises in the shipped courses"
echo "$((total - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
