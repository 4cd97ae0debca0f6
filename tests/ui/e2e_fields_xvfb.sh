#!/bin/bash
# e2e_fields_xvfb.sh - what is typed or pasted in the real window under Xvfb: the new-game
# list's custom clock (a bad one refused, 7+5 kept in settings.conf and given to the game
# started next).
# usage: e2e_fields_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip
conf="$tmp/user/settings.conf"
keys() { for k in "$@"; do xdotool key "$k"; sleep 0.15; done; }

# The new-game list (no games yet): Players, Computer level, Clock, Custom clock..., then
# the variants, Orthodox chess first.
xvfb_launch "$bin"
keys Down Down Down Return # Custom clock...
xdotool type --delay 30 '7+x'
keys Return # refused: the box stays, nothing written
sleep 0.3
grep -q '^clock = 7' "$conf" 2>/dev/null && fail "a bad clock was kept: $(cat "$conf")"
keys BackSpace
xdotool type --delay 30 '5'
keys Return # kept: the list again, on the clock's row
for _ in $(seq 30); do grep -q '^clock = 7+5$' "$conf" 2>/dev/null && break; sleep 0.1; done
grep -q '^clock = 7+5$' "$conf" || fail "custom clock not saved: $(cat "$conf" 2>&1)"
keys Down Down Return # Orthodox chess, with the custom clock
sleep 0.3
click_sq 4 1
click_sq 4 3
game_says "time control: 420+5"
xvfb_quit
echo "e2e_fields: ok (custom clock 7+x refused, 7+5 saved and played)"
