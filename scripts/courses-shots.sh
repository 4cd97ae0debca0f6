#!/bin/bash
# courses-shots.sh - screenshots of the courses for a look by eye: the course map, an
# exercise, a wrong move's explanation (Polypiece, atomic Polypiece), a line under way
# (Portal's declaration answered) and a rules card, at 1280x800 and 800x600, into
# /work/shots/courses/ (or $1).
# usage: scripts/courses-shots.sh [OUT_DIR] [BUILD_DIR]
set -u
out=${1:-/work/shots/courses}
build=${2:-build}
bin=$build/src/ui/morphchess
mkdir -p "$out"
. tests/ui/xvfb_lib.sh
xvfb_setup import
where() { # the window's place on the screen: X Y
    eval "$(xdotool search --onlyvisible --name '^morphchess' | head -1 | xargs xdotool getwindowgeometry --shell)"
}
shoot() { sleep 0.9; where; import -window root -crop "$1+$X+$Y" "$out/$2.png" || fail "import"; }
for size in 1280x800 800x600; do
    w=${size%x*}
    xvfb_launch "$bin" --size "$size"
    xdotool mousemove $((w - 20)) 5
    xdotool key l
    shoot "$size" "map-$size"
    for _ in 1 2 3 4 5 6 7; do xdotool key Down; done # Polypiece Chess, 2. Tactics of the switch
    xdotool key Return
    shoot "$size" "exercise-$size"
    # the wrong move: the rook b1 to b2 (it lands as a nightrider, and it is no mate)
    if [ "$w" = 1280 ]; then sq=87 x0=119 y0=52; else sq=59 x0=44 y0=64; fi
    where
    for r in 0 1; do
        xdotool mousemove $((X + x0 + sq + sq / 2)) $((Y + y0 + (7 - r) * sq + sq / 2)) click 1
        sleep 0.3
    done
    xdotool mousemove $((w - 20)) 5
    shoot "$size" "wrong-move-$size"
    xdotool key h
    shoot "$size" "hint-$size"
    xdotool key r
    shoot "$size" "rules-polypiece-$size"
    xdotool key Escape Escape Escape
    sleep 0.4
    # atomic Polypiece, exercise 1, a wrong move: e2-e3 switches the W atom, not the knights'
    xdotool key l
    sleep 0.5
    for _ in $(seq 10); do xdotool key Down; done
    xdotool key Return
    sleep 0.6
    where
    for r in 1 2; do
        xdotool mousemove $((X + x0 + 4 * sq + sq / 2)) $((Y + y0 + (7 - r) * sq + sq / 2)) click 1
        sleep 0.3
    done
    xdotool mousemove $((w - 20)) 5
    shoot "$size" "wrong-atomic-$size"
    xdotool key Escape Escape
    sleep 0.4
    # a line: Portal, declare and teleport, the declaration made (D) and Black's answers shown
    xdotool key l
    sleep 0.5
    for _ in $(seq 21); do xdotool key Down; done
    xdotool key Return
    sleep 0.6
    xdotool key d
    shoot "$size" "line-portal-$size"
    xdotool key Escape Escape
    sleep 0.4
    xvfb_quit
    for v in prodem portal potential; do
        xvfb_launch "$bin" --size "$size" --variant "$v"
        xdotool mousemove $((w - 20)) 5
        xdotool key r
        shoot "$size" "rules-$v-$size"
        xvfb_quit
    done
done
echo "courses-shots: $(ls "$out" | wc -l) screenshots in $out"
