#!/bin/bash
# e2e_courses_xvfb.sh - the courses in the real window under Xvfb, a quick part of
# scripts/courses-xvfb.sh: the first two exercises of the courses solved through the
# "Continue" entry (a wrong move first, its feedback on the panel, then the answer, its stars
# kept), then the program restarted: the third exercise is next and is solved too; then a line
# (Portal: declare with D, Black loses its turns, the teleport clicked across the boards).
# usage: e2e_courses_xvfb.sh path/to/morphchess path/to/morphui-course-plan SOURCE_DIR
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
plan=$2
data=$3
. "$(dirname "$0")/xvfb_lib.sh"
. "$(dirname "$0")/courses_xvfb_lib.sh"
xvfb_setup import md5sum
xvfb_launch "$bin"
solve_next || fail "nothing to solve"
first=$solved
solve_next || fail "only one exercise"
second=$solved
[ "$(solved_count)" = 2 ] || fail "2 exercises solved, $(solved_count) kept"
xvfb_quit
xvfb_launch "$bin" # the progress survives the restart: the third exercise is next
solve_next || fail "nothing left after the restart"
third=$solved
case "$third" in *"#1.3") ;; *) fail "after the restart the next exercise is $third" ;; esac
[ "$(solved_count)" = 3 ] || fail "3 exercises solved, $(solved_count) kept"
xvfb_quit
# a line across Portal's boards: every exercise but the teleport to mate marked solved, so that
# it is next; D declares, the program loses Black's turns, the rook is clicked over to B:h4
"$plan" --all-but portal:3.4 "$data" "$tmp/user" || fail "progress for the line"
xvfb_launch "$bin"
solve_next || fail "the Portal line is not next"
line=$solved
case "$line" in *"portal.json#3.4") ;; *) fail "the next exercise is $line, not portal 3.4" ;; esac
xvfb_quit
echo "e2e_courses_xvfb: ok (${first##*/}, ${second##*/}, restart, ${third##*/}, ${line##*/})"
