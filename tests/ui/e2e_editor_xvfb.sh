#!/bin/bash
# e2e_editor_xvfb.sh - one edit-save-play round of the power-list editor through the real
# morphchess under Xvfb: Ctrl+E from the start screen, a bad entry refused on save, the
# knight's second power typed as F, Ctrl+S writes the user variant, Ctrl+P plays it and
# the first knight move shows the new power.
# "Your variants" shows the saved file and a button's tip shows under the pointer. The
# editor's first frame rasterizes no glyph (made ahead while the start screen is shown).
# usage: e2e_editor_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert
saved="$tmp/user/variants/my-polypiece.json"

export MORPHCHESS_TIMING=1 # each frame's line: the editor's first is read below
xvfb_launch "$bin"
k() { xdotool key "$@"; sleep 0.1; }

# The editor opens on a new Polypiece list; the King's list is selected. Its glyphs were
# made between the list's frames (editorview_prepare): its first frame rasterizes none.
sleep 0.3
before=$(grep -c 'frame [0-9]*:' "$tmp/app.log")
k ctrl+e
sleep 0.3
awk -v n="$before" '/ rasterized .* glyphs$/ { if ($3 + 0 == n + 1) bad = 1 } END { exit bad }' \
    "$tmp/app.log" || fail "the editor's first frame rasterized glyphs: $(grep 'glyphs$' "$tmp/app.log")"
# Down to the Knight (N, WD), right to WD, erase it and type WX: a bad entry, so saving is
# refused.
k Down Down Down Down Right BackSpace BackSpace shift+w shift+x
k ctrl+s
sleep 0.3
[ -e "$saved" ] && fail "a bad entry was saved"
# Any character can be typed (SDL text input): a power the reader refuses, kept as typed.
k ctrl+a
xdotool type --delay 30 'mW[R-4]'
k ctrl+s
sleep 0.3
[ -e "$saved" ] && fail "a refused power (mW[R-4]) was saved"
[ -n "${MORPH_E2E_SHOT:-}" ] && import -window root "$MORPH_E2E_SHOT"
# Now F: valid; Ctrl+S writes the file through the loader.
k ctrl+a
xdotool type 'F'
k ctrl+s
for _ in $(seq 50); do [ -e "$saved" ] && break; sleep 0.1; done
[ -e "$saved" ] || fail "Ctrl+S wrote no $saved"
tr -d '\n\t ' <"$saved" | grep -q '"N":{"name":"Knight","powers":\["N","F"\]}' ||
    fail "the saved knight list is not N, F: $(cat "$saved")"
# "Your variants" under the buttons: the saved file, the open one in the accent (its place at
# 1280x800 as drawn by editorview.c; tests/ui/golden/editor_atomic_1280x800.png).
sleep 0.3
shot
is_rgb 265 705 227 172 60 || fail "no 'Your variants' chip for my-polypiece at (265, 705): $(rgb 265 705)"
# The pointer on Play-test: its tip (the panel's colour) over the empty place right of Atom -.
is_rgb 700 600 43 40 37 || fail "the window's colour expected at (700, 600): $(rgb 700 600)"
xdotool mousemove 366 639
sleep 0.4
shot
is_rgb 700 600 31 29 27 || fail "no tip over Play-test (the panel's colour at (700, 600)): $(rgb 700 600)"
xdotool mousemove 1270 790
sleep 0.2

# Play it now: a game of the saved file; Ng1-f3 makes the knights F.
k ctrl+p
sleep 0.5
# The layout at 1280x800 (tests/ui/test_ui_layout.c): board at (119, 52), 87 px squares.
click_sq 6 0
click_sq 5 2
for _ in $(seq 100); do [ "$(moves_of)" = '"Ng1-f3=F"' ] && break; sleep 0.1; done
[ "$(moves_of)" = '"Ng1-f3=F"' ] || fail "autosave moves: '$(moves_of)', expected Ng1-f3=F"
grep -q '"My Polypiece"' "$(game_file)" || fail "the game is not of the edited variant"

xvfb_quit
echo "e2e_editor_xvfb: ok (Ctrl+E, refused bad entry, typed power, saved, played Ng1-f3=F)"
