#!/bin/bash
# e2e_comment_xvfb.sh - a long comment in the real window under Xvfb (issue 49, point 1): a
# record whose first move has a comment of some 2,400 bytes is opened as the argument; Left,
# C, a word typed at its end and Return keep it whole in the game's file (the box cut it to
# its first ~630 bytes and said "Comment kept."); after quitting, the game resumed from the
# start screen has it whole: the box opened again shows its end, and Ctrl+Shift+C copies
# the whole comment. Ctrl+Q while the box is open keeps what was typed and quits.
# usage: e2e_comment_xvfb.sh path/to/morphchess
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup xclip
words=$(for i in $(seq 0 299); do printf '%sword%d' "$([ "$i" = 0 ] || echo ' ')" "$i"; done)
printf '1. e4 {%s} e5 *\n' "$words" >"$tmp/long.pgn"
file_has() { grep -qF -- "$1" "$(game_file)" 2>/dev/null; }
wait_file() {
    for _ in $(seq 600); do file_has "$1" && return 0; sleep 0.1; done
    fail "the game's file does not hold '$2' (it holds: $(grep -o 'word29[0-9][^"]*' "$(game_file)" 2>/dev/null | head -3))"
}

xvfb_launch "$bin" "$tmp/long.pgn"
keys Left c
xdotool type --delay 30 ' kept'
keys Return
wait_file "{$words kept}" "the whole comment with ' kept'"
xvfb_quit

# the pointer to the screen's corner, away from the list the program opens with
read -r sw sh <<<"$(xdotool getdisplaygeometry)"
xdotool mousemove $((sw - 1)) $((sh - 1))
xvfb_launch "$bin" # the start screen: the unfinished game highlighted, Return resumes it
keys Return
[ "$(sync_value screen)" = game ] || fail "Return did not resume the game (screen: $(sync_value screen))"
keys ctrl+shift+c
# (PGN's lines are wrapped at 80 columns: a line break is a space)
copied() { xclip -o -selection clipboard 2>/dev/null | tr '\n' ' ' | grep -qF -- "{$words kept}"; }
for _ in $(seq 600); do copied && break; sleep 0.1; done
copied || fail "the resumed game's PGN lacks the whole comment: $(xclip -o -selection clipboard | head -c 300)"
# the box again (the game resumes where it was shown: the start, then 1. e4), then Ctrl+Q
# while it is open: what was typed is kept, and the program quits
keys Home Right c
[ "$(sync_value modal | cut -d' ' -f1)" = "$(enum_value common/view.h VIEW_MODAL_TEXT)" ] ||
    fail "C did not open the comment box again (the window reports: $(grep '^screen\|^modal' "$tmp/sync" | tr '\n' '|'))"
xdotool type --delay 30 ' again'
ui_sync # the typed text taken (it comes through the input method, apart from the keys)
xdotool key ctrl+q
sync_step
[ $? = 1 ] || fail "Ctrl+Q with the comment box open did not quit"
wait "$app_pid"
rc=$?
app_pid=""
[ "$rc" = 0 ] || fail "exit status $rc after Ctrl+Q in the comment box"
file_has "{$words kept again}" || fail "Ctrl+Q in the comment box lost what was typed"

echo "e2e_comment: ok (a comment of ${#words} bytes kept whole through typing, quit, resume," \
    "copy and Ctrl+Q in its box)"
