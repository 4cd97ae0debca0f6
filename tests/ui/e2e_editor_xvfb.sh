#!/bin/bash
# e2e_editor_xvfb.sh - one edit-save-play round of the power-list editor through the real
# morphchess under Xvfb: Ctrl+E from the start screen, a bad entry refused on save, a paste
# with a NUL byte refused, the knight's second power typed as F, Ctrl+S writes the user
# variant, Ctrl+P plays it and the first knight move shows the new power.
# "Your variants" shows the saved file and a button's tip shows under the pointer.
# usage: e2e_editor_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert xclip
saved="$tmp/user/variants/my-polypiece.json"

xvfb_launch "$bin"
k() { keys "$@"; }
ed_hit() { enum_value editor/edscreen.h "EDSCREEN_HIT_$1"; }
ed_button() { enum_value editor/edscreen.h "EDSCREEN_$1"; }

# The editor opens on a new Polypiece list; the King's list is selected.
k ctrl+e
[ "$(sync_value screen)" = editor ] || fail "Ctrl+E did not open the editor: $(sync_value screen)"
# Down to the Knight (N, WD), right to WD, erase it and type WX: a bad entry, so saving is
# refused.
k Down Down Down Down Right BackSpace BackSpace shift+w shift+x
k ctrl+s
[ -e "$saved" ] && fail "a bad entry was saved"
# Any character can be typed (SDL text input): a power the reader refuses, kept as typed.
k ctrl+a
xdotool type --delay 30 'mW[R-4]'
k ctrl+s
[ -e "$saved" ] && fail "a refused power (mW[R-4]) was saved"
# A text pasted with a NUL byte (SDL's C string would give its part before the NUL, F, a good
# power): refused, the entry as it was (issue 49), so saving is refused again.
k ctrl+a
printf 'F\0X' | xclip -i -selection clipboard -t UTF8_STRING
k ctrl+v ctrl+s
[ -e "$saved" ] && fail "a paste cut at its NUL byte (F) was taken and saved"
[ -n "${MORPH_E2E_SHOT:-}" ] && import -window root "$MORPH_E2E_SHOT"
# Now F: valid; Ctrl+S writes the file through the loader.
k ctrl+a
xdotool type 'F'
k ctrl+s
wait_for "Ctrl+S wrote no $saved" test -e "$saved"
tr -d '\n\t ' <"$saved" | grep -q '"N":{"name":"Knight","powers":\["N","F"\]}' ||
    fail "the saved knight list is not N, F: $(cat "$saved")"
# "Your variants" under the buttons: the saved file's chip, the open one in the accent.
ui_sync
read -r cx cy <<<"$(hit_at "$(ed_hit FILE)" 0)"
read -r _ _ cw _ <<<"$(awk -v k="$(ed_hit FILE)" '$1 == "hit" && $2 == k && $3 == 0 {print $4, $5, $6, $7}' "$tmp/sync")"
shot
is_rgb $((cx - cw / 2 + 6)) "$cy" 227 172 60 || fail "no 'Your variants' chip for my-polypiece in the accent at ($((cx - cw / 2 + 6)), $cy): $(rgb $((cx - cw / 2 + 6)) "$cy")"
# The pointer on Play-test: its tip (the panel's colour) over the row above it, on the empty
# place right of that row's last button, Save (the window's colour before).
read -r px py <<<"$(hit_at "$(ed_hit BUTTON)" "$(ed_button PLAYTEST)")"
read -r sx sy sw sh <<<"$(awk -v k="$(ed_hit BUTTON)" -v i="$(ed_button SAVE)" '$1 == "hit" && $2 == k && $3 == i {print $4, $5, $6, $7}' "$tmp/sync")"
tx=$((sx + sw + 30)) ty=$((sy + sh / 2))
is_rgb "$tx" "$ty" 43 40 37 || fail "the window's colour expected at ($tx, $ty): $(rgb "$tx" "$ty")"
mouse_to "$px" "$py"
expect "no tip over Play-test (the panel's colour at ($tx, $ty)): $(rgb "$tx" "$ty")" is_rgb "$tx" "$ty" 31 29 27
mouse_to $((px + 600)) $((py + 140))

# Play it now: a game of the saved file; Ng1-f3 makes the knights F.
k ctrl+p
[ "$(sync_value screen)" = game ] || fail "Ctrl+P did not start a game: $(sync_value screen)"
click_sq 6 0
click_sq 5 2
wait_moves '"Ng1-f3=F"'
grep -q '"My Polypiece"' "$(game_file)" || fail "the game is not of the edited variant"

xvfb_quit
echo "e2e_editor_xvfb: ok (Ctrl+E, refused bad entry, typed power, saved, played Ng1-f3=F)"
