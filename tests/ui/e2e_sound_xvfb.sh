#!/bin/bash
# e2e_sound_xvfb.sh - the sounds of the real morphchess under Xvfb, heard through SDL's "disk"
# audio driver (it writes what is played to a file): a move clicks, S silences the next one
# and is written to settings.conf, "sounds = off" in the file keeps the program silent (the
# device is never even opened), S turns it on again, an idle device is closed and opened
# again by the next sound, and with no audio device the program says so once and plays on.
# usage: e2e_sound_xvfb.sh path/to/morphchess   (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup od awk
conf="$tmp/user/settings.conf"
export SDL_AUDIODRIVER=disk

play() { # from_file from_rank to_file to_rank MOVES: the autosave shows MOVES
    click_sq "$1" "$2"
    click_sq "$3" "$4"
    wait_moves "$5"
}
# heard FILE: a click's worth of sound reaches FILE (the disk driver writes as it plays)
heard() {
    local _i
    for _i in $(seq 600); do [ "$(span "$tmp/$1")" -ge 3000 ] && return 0; sleep 0.1; done
    fail "no sound reached $1"
}
# listen: time for a sound that must not be played to reach the file before the checks
listen() { sleep 1; }
value() { sed -n "s/^$1 *= *//p" "$conf"; }
# The span of the sound in a file of 16-bit samples, in samples from the first one that is
# not 0 to the last; 0 when the file is silent or absent.
span() {
    [ -s "$1" ] || { echo 0; return; }
    od -An -v -td2 -w2 "$1" | awk '$1 != 0 { if (!f) f = NR; l = NR } END { print f ? l - f + 1 : 0 }'
}
# The move clip is 90 ms (3969 samples at 44100 Hz); a second sound would widen the span to
# seconds. The ends of the clip are so quiet that a few samples round to 0.
one_click() { # FILE WHEN
    local n
    n=$(span "$tmp/$1")
    [ "$n" -ge 3000 ] && [ "$n" -le 3969 ] || fail "$2: a sound of $n samples, expected one click"
}
launch() { # FILE: a new game, its sound written to FILE
    export SDL_DISKAUDIOFILE="$tmp/$1"
    xvfb_launch "$bin" --variant fide
}
sounds_are() { [ "$(value sounds)" = "$1" ]; }
press_s() { # on|off: S switches the sounds to that, and it is written to settings.conf
    keys s
    wait_for "S not saved: sounds = '$(value sounds)', expected $1" sounds_are "$1"
}

# 1. the defaults: e4 clicks; S (written to the file), and e5 makes no sound
launch on.raw
play 4 1 4 3 '"e4"'
heard on.raw
press_s off
play 4 6 4 4 '"e4","e5"'
listen
xvfb_quit
one_click on.raw "sounds on, then off"
grep -q "no sound" "$tmp/app.log" && fail "the disk driver did not open"

# 2. "sounds = off" in settings.conf: a move is silent, the device is never opened
launch off.raw
play 4 1 4 3 '"e4"'
listen
xvfb_quit
n=$(span "$tmp/off.raw")
[ "$n" -eq 0 ] || fail "sounds = off: $n samples of sound"

# 3. S turns them on again: the next move clicks
launch again.raw
press_s on
play 4 1 4 3 '"e4"'
heard again.raw
xvfb_quit
one_click again.raw "sounds on again"

# 4. an idle device is closed (AUDIO_KEEP_OPEN_MS, 2 s after the sound): SDL's audio
# thread is there after a move and gone a few seconds later, and the next move clicks again
audio_threads() { cat /proc/"$app_pid"/task/*/comm 2>/dev/null | grep -c '^SDLAudio'; }
# play, watching for the audio thread from the click on: the device is closed 2 s after the
# sound, and play's wait for the autosave (then a second) may outlast that on a busy machine
play_heard() { # as play, then WHY if no audio thread was seen
    local heard=0
    click_sq "$1" "$2"
    click_sq "$3" "$4"
    for _ in $(seq 1200); do
        [ "$(audio_threads)" -ge 1 ] && heard=1
        [ "$heard" = 1 ] && [ "$(moves_of)" = "$5" ] && return 0
        sleep 0.05
    done
    [ "$heard" = 1 ] || fail "$6"
    fail "autosave moves: '$(moves_of)', expected '$5'"
}
launch idle.raw
[ "$(audio_threads)" -eq 0 ] || fail "an audio thread before any sound"
play_heard 4 1 4 3 '"e4"' "no audio thread after a move's sound"
no_audio_thread() { [ "$(audio_threads)" -eq 0 ]; }
wait_for "the idle audio device was not closed" no_audio_thread
play_heard 4 6 4 4 '"e4","e5"' "the device did not open again"
heard idle.raw
xvfb_quit
one_click idle.raw "after the device opened again"

# 5. no audio device: one line on stderr, however many moves, and the game goes on
export SDL_AUDIODRIVER=no-such-driver
: >"$tmp/app.log"
launch none.raw
play 4 1 4 3 '"e4"'
play 4 6 4 4 '"e4","e5"'
xvfb_quit
lines=$(grep -c "^morphchess: no sound: " "$tmp/app.log")
[ "$lines" -eq 1 ] || fail "no device: $lines 'no sound' lines, expected 1"
echo "e2e_sound_xvfb: ok"
