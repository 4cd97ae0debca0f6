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
echo "no_display: ok"
