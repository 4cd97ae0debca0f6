#!/bin/bash
# e2e_settings_xvfb.sh - the settings file through the real morphchess under Xvfb: A and T
# are written back to settings.conf, and a value in the file is what the program starts with.
# usage: e2e_settings_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup
conf="$tmp/user/settings.conf"

run() { # KEYS...: start a game, press the keys, quit with Ctrl+Q
    xvfb_launch "$bin" --variant fide
    for key in "$@"; do xdotool key "$key"; sleep 0.2; done
    xvfb_quit
}
value() { sed -n "s/^$1 *= *//p" "$conf"; }

run                     # first start: the defaults are written
[ "$(value animations)" = on ] || fail "default animations: '$(value animations)'"
[ "$(value auto_flip)" = off ] || fail "default auto_flip: '$(value auto_flip)'"
run a t                 # both switched: written back
[ "$(value animations)" = off ] || fail "A not saved: '$(value animations)'"
[ "$(value auto_flip)" = on ] || fail "T not saved: '$(value auto_flip)'"
sed -i 's/^animations = off/animations = on/' "$conf"
run a                   # read as on at start, so A turns it off
[ "$(value animations)" = off ] || fail "the file's value was not read at start"
[ "$(value auto_flip)" = on ] || fail "auto_flip lost: '$(value auto_flip)'"
echo "e2e_settings_xvfb: ok"
