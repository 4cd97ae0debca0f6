#!/bin/bash
# analysis-shots.sh - screenshots of the analysis board (docs/analysis.md): a Polypiece, a
# Potential and a Portal game with the evaluation bar, three lines and the review's graph
# with its marked moves, at 1280x800 and 800x600, into OUT (default /work/shots/analysis).
# Needs Xvfb, xdotool, xclip and ImageMagick's import.
# usage: scripts/analysis-shots.sh [BUILD_DIR] [OUT]
set -u
build=${1:-build}
out=${2:-/work/shots/analysis}
bin="$(cd "$build" && pwd)/src/ui/morphchess"
src="$(cd "$(dirname "$0")/.." && pwd)"
. "$src/tests/ui/xvfb_lib.sh"
xvfb_setup xclip import
mkdir -p "$out"
for game in ${GAMES:-polypiece potential portal}; do
    for size in ${SIZES:-1280x800 800x600}; do
        xvfb_launch "$bin" --variant "$game" --size "$size" --no-animation
        printf '[Variant "%s"]\n\n%s *\n' "$game" "$(cat "$src/tests/data/review/$game-game.txt")" |
            xclip -i -selection clipboard
        xdotool key ctrl+v
        sleep 1
        xdotool key g
        sleep 8 # the review: 100 ms a position
        xdotool key Left Left Left a
        sleep 3
        id=$(xdotool search --onlyvisible --name '^morphchess' | head -1)
        import -window "$id" "$out/$game-$size.png" || fail "import"
        echo "$out/$game-$size.png"
        xvfb_quit
    done
done
