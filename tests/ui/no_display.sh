#!/bin/bash
# no_display.sh - with no display to open (DISPLAY and WAYLAND_DISPLAY unset, no video
# driver asked for), the program says so and exits with status 1 at once, instead of
# running on SDL's offscreen driver with no window to be seen.
# usage: no_display.sh path/to/morphchess
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
MORPHCHESS_USER_DIR="$tmp/user" XDG_RUNTIME_DIR="$tmp" timeout 20 \
    env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$1" 2>"$tmp/err"
rc=$?
want="morphchess: cannot open a window (DISPLAY not set; SDL: no display found)"
[ "$rc" -eq 1 ] || { echo "FAIL: exit status $rc, expected 1"; cat "$tmp/err"; exit 1; }
grep -qxF "$want" "$tmp/err" || { echo "FAIL: stderr was:"; cat "$tmp/err"; exit 1; }
# a bad --clock is refused before any window, located as the new-game list's custom clock is
for arg in "3+x" "0+5" "601"; do
    MORPHCHESS_USER_DIR="$tmp/user" timeout 20 env -u DISPLAY "$1" --clock "$arg" 2>"$tmp/err"
    rc=$?
    [ "$rc" -eq 2 ] || { echo "FAIL: --clock $arg: exit status $rc, expected 2"; exit 1; }
done
want="morphchess: --clock 3+x: the seconds added a move come after the '+', as a number: 'x' is not one (MIN+INC, e.g. 3+2, or 0: none)"
MORPHCHESS_USER_DIR="$tmp/user" timeout 20 env -u DISPLAY "$1" --clock 3+x 2>"$tmp/err"
grep -qxF "$want" "$tmp/err" || { echo "FAIL: --clock 3+x said:"; cat "$tmp/err"; exit 1; }
echo "no_display: ok"
