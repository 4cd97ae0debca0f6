#!/bin/bash
# e2e_settings_xvfb.sh - the settings file through the real morphchess under Xvfb: A and T
# are written back to settings.conf, and a value in the file is what the program starts with;
# the theme and UI scale of the file are what is drawn, and the settings list (Ctrl+,)
# changes the theme on screen and in the file; the UI scale scales what is inside the window,
# never the window.
# usage: e2e_settings_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup import convert
conf="$tmp/user/settings.conf"

run() { # KEYS...: start a game, press the keys, quit with Ctrl+Q
    xvfb_launch "$bin" --variant fide
    keys "$@"
    xvfb_quit
}
value() { sed -n "s/^$1 *= *//p" "$conf"; }
size() { xdotool search --onlyvisible --name '^morphchess' getwindowgeometry | sed -n 's/ *Geometry: //p'; }
# From the last barrier's report (the window's points, as in its screenshots): a1's corner (bottom left, inside the square,
# never under a piece) and a point of the panel (just left of its leftmost button, level
# with the first one); panel_left the leftmost button's x.
a1_corner() {
    local bx by sq
    read -r bx by <<<"$(sync_value "board 0")"
    sq=$(sync_value square)
    echo $((bx + 2)) $((by + 8 * sq - 3))
}
panel_left() { awk '$1 == "hit" && $2 == 3 {if (m == "" || $4 < m) m = $4} END {print m}' "$tmp/sync"; }
panel_point() {
    local y
    y=$(awk '$1 == "hit" && $2 == 3 {print $5 + int($7 / 2); exit}' "$tmp/sync")
    echo $(($(panel_left) - 4)) "$y"
}

run                     # first start: the defaults are written
[ "$(value animations)" = on ] || fail "default animations: '$(value animations)'"
[ "$(value auto_flip)" = off ] || fail "default auto_flip: '$(value auto_flip)'"
run shift+a t           # both switched: written back
[ "$(value animations)" = off ] || fail "A not saved: '$(value animations)'"
[ "$(value auto_flip)" = on ] || fail "T not saved: '$(value auto_flip)'"
sed -i 's/^animations = off/animations = on/' "$conf"
run shift+a             # read as on at start, so Shift+A turns it off
[ "$(value animations)" = off ] || fail "the file's value was not read at start"
[ "$(value auto_flip)" = on ] || fail "auto_flip lost: '$(value auto_flip)'"

# Dark theme at 150%: a1's corner shows the square colour, the panel its own (where the
# window's report puts them; tests/ui/test_ui_layout.c checks the layout itself).
printf 'theme = dark\nui_scale = 150\n' >"$conf"
xvfb_launch "$bin" --variant fide
[ "$(sync_value square)" = 80 ] || fail "150%: squares of $(sync_value square) points, not 80"
read -r ax ay <<<"$(a1_corner)"
read -r px py <<<"$(panel_point)"
expect "dark theme: a1 is not slate" is_rgb "$ax" "$ay" 0x70 0x86 0x9a
expect "150%: no dark panel at x $px" is_rgb "$px" "$py" 0x12 0x14 0x18
keys ctrl+comma
[ "$(item_index "Theme: Dark")" = 0 ] || fail "the settings list does not start with the theme"
keys Return Escape # the first item: the theme steps from dark to light
expect "the settings list did not turn the board green" is_rgb "$ax" "$ay" 0x76 0x96 0x56
xvfb_quit
[ "$(value theme)" = light ] || fail "theme not saved: '$(value theme)'"
[ "$(value ui_scale)" = 150 ] || fail "ui_scale lost: '$(value ui_scale)'"

# A larger UI scale scales the contents within the window: 800x600 at 100% stays 800x600 at
# 125% (the settings list's fourth item), and the panel, wider, starts further left: half-way
# between its buttons' left edges at 100% and at 125%, half-way down the window, is the margin
# right of the board at 100% and the panel at 125% (dark theme: panel 0x12 0x14 0x18).
printf 'theme = dark\nui_scale = 100\n' >"$conf"
xvfb_launch "$bin" --variant fide --size 800x600
[ "$(size)" = 800x600 ] || fail "the window is $(size), not 800x600"
left100=$(panel_left)
shot
cp "$tmp/shot.png" "$tmp/shot100.png"
keys ctrl+comma
[ "$(item_index "UI scale: 100%")" = 3 ] || fail "the settings list's fourth item is not the UI scale"
keys Down Down Down Return Escape
[ "$(sync_value size)" = "800 600" ] || fail "at 125% the window reports $(sync_value size), not 800 600"
left125=$(panel_left)
[ "$left125" -lt "$left100" ] || fail "125%: the panel starts at x $left125, at 100% $left100: not wider"
px=$(((left100 + left125) / 2))
read -r _ py <<<"$(sync_value size)"
py=$((py / 2))
expect "125%: the panel did not widen to x $px" is_rgb "$px" "$py" 0x12 0x14 0x18
cp "$tmp/shot100.png" "$tmp/shot.png"
is_rgb "$px" "$py" 0x12 0x14 0x18 && fail "100%: the panel already at x $px"
[ "$(size)" = 800x600 ] || fail "at 125% the window is $(size), not 800x600"
xvfb_quit
[ "$(value ui_scale)" = 125 ] || fail "ui_scale not saved: '$(value ui_scale)'"

# At start the window is 1280x800 whatever the UI scale (unless --size says otherwise).
printf 'ui_scale = 60\n' >"$conf"
xvfb_launch "$bin" --variant fide
[ "$(size)" = 1280x800 ] || fail "at 60% the window opened at $(size), not 1280x800"
xvfb_quit
printf 'ui_scale = 200\n' >"$conf"
xvfb_launch "$bin" --variant fide
[ "$(size)" = 1280x800 ] || fail "at 200% the window opened at $(size), not 1280x800"
xvfb_quit
xvfb_launch "$bin" --variant fide --size 900x600
[ "$(size)" = 900x600 ] || fail "--size 900x600 at 60% opened at $(size)"
xvfb_quit
# The new-game list's values go both ways: on the level row (the second), Left steps the
# level down from 4 to 3 and Right twice up to 5; End and Home reach the ends of the list.
printf 'level = 4\n' >"$conf"
xvfb_launch "$bin" --size 1280x800
keys Down Left
xvfb_quit
[ "$(value level)" = 3 ] || fail "Left on the level row: level $(value level), not 3"
xvfb_launch "$bin" --size 1280x800
keys Down Right Right End Home
xvfb_quit
[ "$(value level)" = 5 ] || fail "Right twice on the level row: level $(value level), not 5"

echo "e2e_settings_xvfb: ok (A, T, file read at start, dark theme at 150%, Ctrl+, theme change saved, the UI scale scaling the contents, not the window, the level stepped both ways)"
