#!/bin/bash
# e2e_fields_xvfb.sh - what is typed or pasted in the real window under Xvfb: the new-game
# list's custom clock (a bad one refused, 7+5 kept in settings.conf and given to the game
# started next; Ctrl+Q quits with its box open); the set-up screen's FEN field (Ctrl+C
# copies the FEN, Ctrl+V pastes one, a bad one is refused by Enter and mended by typing,
# Enter keeps it and Enter plays it).
# (Potential's V box and its Copy: e2e_actual_xvfb.sh.)
# usage: e2e_fields_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip
conf="$tmp/user/settings.conf"
clip_is() { [ "$(xclip -o -selection clipboard 2>/dev/null)" = "$1" ]; }
clock_saved() { grep -q '^clock = 7+5$' "$conf" 2>/dev/null; }

# The new-game list (no games yet): Players, Computer level, Clock, Custom clock..., then
# the variants, Orthodox chess first. Ctrl+Q while the custom clock's box is open quits
# (issue 49: the box took it as a key of its line and ignored it).
xvfb_launch "$bin"
keys Down Down Down Return # Custom clock...
[ "$(sync_value modal | cut -d' ' -f1)" = "$(enum_value common/view.h VIEW_MODAL_TEXT)" ] ||
    fail "no custom clock's box (the window reports: $(grep '^screen\|^modal' "$tmp/sync" | tr '\n' '|'))"
xdotool key ctrl+q
sync_step
[ $? = 1 ] || fail "Ctrl+Q with the custom clock's box open did not quit"
wait "$app_pid"
rc=$?
app_pid=""
[ "$rc" = 0 ] || fail "exit status $rc after Ctrl+Q in the custom clock's box"

# The custom clock typed and kept.
xvfb_launch "$bin"
keys Down Down Down Return # Custom clock...
xdotool type --delay 30 '7+x'
keys Return # refused: the box stays, nothing written
grep -q '^clock = 7' "$conf" 2>/dev/null && fail "a bad clock was kept: $(cat "$conf")"
keys BackSpace
xdotool type --delay 30 '5'
keys Return # kept: the list again, on the clock's row
for _ in $(seq 600); do clock_saved && break; sleep 0.1; done
clock_saved || fail "custom clock not saved within 60 s: $(cat "$conf" 2>&1)"
keys Down Down Return # Orthodox chess, with the custom clock
click_sq 4 1
click_sq 4 3
game_says "time control: 420+5"
xvfb_quit

# The set-up screen (P) of orthodox chess after 1. e4
xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3
keys p
[ "$(sync_value screen)" = setup ] || fail "P did not open the set-up screen (screen: $(sync_value screen))"
keys ctrl+c
fen="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
for _ in $(seq 600); do clip_is "$fen" && break; sleep 0.1; done
clip_is "$fen" || fail "Ctrl+C on the set-up screen copied '$(xclip -o -selection clipboard)'"
printf '4k3/8/8/8/8/8/8/4K2R w K - 0 0\n' | xclip -i -selection clipboard
keys ctrl+v Return Return # move number 0: refused, twice (nothing kept, nothing played)
[ "$(sync_value screen)" = setup ] || fail "a FEN of move number 0 was played (screen: $(sync_value screen))"
keys BackSpace
xdotool type --delay 30 '9'
keys Return Return # kept, then played
[ "$(sync_value screen)" = game ] || fail "Enter did not play the set-up position (screen: $(sync_value screen))"
click_sq 4 0
click_sq 5 0 # Kf1
game_says "moves: 1"
game_says "fen: 4k3/8/8/8/8/8/8/5K1R b - - 1 9"
xvfb_quit

echo "e2e_fields: ok (custom clock 7+x refused, 7+5 saved and played; set-up FEN copied," \
    "pasted, refused, mended by typing, played)"
