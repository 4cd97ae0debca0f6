#!/bin/bash
# e2e_quitwarn_xvfb.sh - Ctrl+Q with moves that could not be written, in the real window: a
# game's file is replaced by a folder, so the next move cannot be written; the first Ctrl+Q
# then shows "The game is not written" and keeps the program running, the second quits
# (status 0). (A game whose moves are written quits at the first Ctrl+Q: every other
# script's xvfb_quit.)
# usage: e2e_quitwarn_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup compare

xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3 # 1. e4
game_says "moves: 1"
f="$(game_file)"
rm -f "$f" && mkdir "$f" # the game's file is a folder now: no write can replace it
click_sq 4 6
click_sq 4 4 # 1... e5, not written
shot
cp "$tmp/shot.png" "$tmp/before.png"
xdotool key ctrl+q
# the barrier answered: the program took Ctrl+Q and is still running (had this Ctrl+Q quit,
# the barrier fails with "the program ended")
ui_sync
kill -0 "$app_pid" 2>/dev/null || fail "the first Ctrl+Q quit although the last move was not written"
[ "$(sync_value modal | cut -d' ' -f1)" = 3 ] ||
    fail "no message shown at Ctrl+Q (the window reports: $(grep '^modal\|^item' "$tmp/sync" | tr '\n' '|'))"
shot
# the dialog dims the whole window (the build before drew it only at the next event)
changed=$(compare -metric AE "$tmp/before.png" "$tmp/shot.png" null: 2>&1 | awk '{printf "%d", $1}')
[ "${changed:-0}" -gt 100000 ] || fail "no warning shown at Ctrl+Q (${changed:-no} pixels changed)"
xvfb_quit # the second Ctrl+Q quits
[ -d "$f" ] || fail "the folder in the game file's place was touched"
echo "e2e_quitwarn: ok (a warning, $changed pixels changed; the second Ctrl+Q quits)"
