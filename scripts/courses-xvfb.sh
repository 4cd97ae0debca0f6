#!/bin/bash
# courses-xvfb.sh - every exercise of every shipped course solved through the real window
# under Xvfb (tests/ui/courses_xvfb_lib.sh: a wrong try first, its feedback checked, then the
# accepted answer, its stars checked in the progress file), then the program restarted and
# the progress found again. Takes a few minutes; the suite runs a quick part of it
# (tests/ui/e2e_courses_xvfb.sh).
# usage: scripts/courses-xvfb.sh [BUILD_DIR]   (default build; exit 77: a tool is missing)
set -u
build=${1:-build}
bin=$build/src/ui/morphchess
plan=$build/src/ui/morphui-course-plan
data=$(pwd)
. tests/ui/xvfb_lib.sh
. tests/ui/courses_xvfb_lib.sh
xvfb_setup import md5sum
xvfb_launch "$bin"
t0=$(date +%s)
n=0
while solve_next; do
    echo "$solved" >&2
    n=$((n + 1))
done
xvfb_quit
xvfb_launch "$bin"
[ "$("$plan" "$data" "$tmp/user")" = done ] || fail "after the restart the progress is lost"
xvfb_quit
echo "courses-xvfb: ok, $n exercises solved through the window in $(($(date +%s) - t0)) s," \
    "$(solved_count) kept after a restart"
