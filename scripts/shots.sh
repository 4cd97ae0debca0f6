#!/bin/bash
# shots.sh - screenshots of every screen for a look by eye, at 1280x800, 800x600 and 1920x1080
# (the screen made as large as the window): the new-game list, the orthodox board after a few
# moves, the help, the settings, the game lists, the courses, the set-up screen, the editor,
# a Polypiece, atomic Polypiece, Potential (and its game as orthodox chess, V) and Portal game,
# the custom clock's box, a FEN pasted in the set-up screen (one letter wrong),
# into /work/shots/polish/ (or $1) as NAME-WxH.png.
# --docs: the README's and the AppStream metainfo's screenshots at 1280x800 into docs/images/
# (a Polypiece move previewed, Portal's two boards, Potential's sets with the analysis), made
# small: pngquant and optipng when installed, else ImageMagick's 8-bit palette.
# usage: scripts/shots.sh [OUT_DIR] [BUILD_DIR] [SIZES...]
#        scripts/shots.sh --docs [BUILD_DIR]
set -u

# small NAME: docs/images/NAME.png from $tmp/NAME.png, as few bytes as the tools here make it
small() {
    local from="$tmp/$1.png" to="docs/images/$1.png"
    if command -v pngquant >/dev/null; then
        pngquant --force --speed 1 --quality 70-95 --output "$to" "$from" || fail "pngquant $1"
    else
        convert "$from" -colors 256 "PNG8:$to" || fail "convert $1"
    fi
    if command -v optipng >/dev/null; then optipng -quiet -o2 "$to" || fail "optipng $1"; fi
    echo "$to: $(($(stat -c %s "$to") / 1024)) KB"
}
# docs_shots BIN: the three screenshots of the README and the metainfo (each game a PGN file
# opened from the command line, the pointer put where the window's report of its layout
# says, each shot taken once the window has shown what it was sent: ui_sync)
docs_shots() {
    local bin=$1
    export XVFB_SCREEN=1280x800 MORPHCHESS_TIMING=1
    xvfb_setup import
    mkdir -p docs/images
    # Polypiece: White's queen held and its move to g4 previewed, where it becomes a WAND
    printf '[Variant "polypiece"]\n\n1. e2-e4 d7-d5 2. Ng1-f3=WD d5xe4 3. WDf3-g3=N Nb8-a6=WD 4. a2-a3 Bc8-f5=R4 *\n' >"$tmp/polypiece.pgn"
    xvfb_launch "$bin" --size 1280x800 --no-animation "$tmp/polypiece.pgn"
    click_sq 3 0
    mouse_to "$(centre_x 6)" "$(centre_y 3)"
    ui_sync
    import -window "$app_win" "$tmp/polypiece-preview.png" || fail "import"
    xvfb_quit
    small polypiece-preview
    # Portal: the two boards, their portals and the board White acts on
    printf '[Variant "portal"]\n\n1. A:e4 B:e5 2. B:e4 A:e5 3. A:Nf3 B:Nc6 4. B:Nf3 A:d6 *\n' >"$tmp/portal.pgn"
    xvfb_launch "$bin" --size 1280x800 --no-animation "$tmp/portal.pgn"
    park
    ui_sync
    import -window "$app_win" "$tmp/portal-boards.png" || fail "import"
    xvfb_quit
    small portal-boards
    # Potential: every piece's set, the one under the pointer in full, the analysis bar and
    # its lines
    printf '[Variant "potential"]\n\n1. d2-d4 a7-b5 2. d1-d2 h7-g5 3. e2-e4 e7-e5 4. c2-c4 c7-c5 5. b1-c3 f7-f5 *\n' >"$tmp/potential.pgn"
    xvfb_launch "$bin" --size 1280x800 --no-animation "$tmp/potential.pgn"
    keys a
    wait_for "no analysis lines" grep -q 'analysis lines' "$tmp/app.log"
    sleep 10 # a few more depths for the picture (a picture, not a test: no barrier says depth)
    mouse_to "$(centre_x 3)" "$(centre_y 3)"
    ui_sync
    import -window "$app_win" "$tmp/potential-analysis.png" || fail "import"
    xvfb_quit
    small potential-analysis
}
if [ "${1:-}" = --docs ]; then
    build=$(cd "${2:-build}" && pwd) || exit 1
    cd "$(dirname "$0")/.." || exit 1
    . tests/ui/xvfb_lib.sh
    docs_shots "$build/src/ui/morphchess"
    exit
fi
out=${1:-/work/shots/polish}
build=${2:-build}
shift 2 2>/dev/null
sizes=${*:-1280x800 800x600 1920x1080}
bin=$build/src/ui/morphchess
mkdir -p "$out"
cd "$(dirname "$0")/.." || exit 1
. tests/ui/xvfb_lib.sh
for size in $sizes; do
    export XVFB_SCREEN=$size
    xvfb_setup import xclip
    w=${size%x*}
    shoot() { sleep 0.9; import -window root "$out/$1-$size.png" || fail "import"; }
    away() { xdotool mousemove $((w - 20)) 5; }
    xvfb_launch "$bin" --size "$size"
    away
    shoot newgame
    xdotool key Return # orthodox chess
    sleep 0.5
    # a game pasted (Ctrl+V): the move list, captured pieces and the balance in view
    printf '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 *\n' |
        xclip -i -selection clipboard
    xdotool key ctrl+v
    away
    shoot board
    xdotool key F1
    shoot help
    xdotool key F1 ctrl+comma
    shoot settings
    xdotool key Escape ctrl+o
    shoot games
    xdotool key Escape l
    shoot courses
    xdotool key Escape p
    shoot setup
    printf 'rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' | xclip -i -selection clipboard
    xdotool key ctrl+v # a FEN pasted in the set-up screen's field, one letter wrong
    shoot setup-fen-error
    xdotool key Escape
    xdotool key Escape ctrl+e
    shoot editor
    xdotool key Escape
    sleep 0.3
    xvfb_quit
    for v in polypiece polypiece-atomic potential portal portal-one-set; do
        xvfb_launch "$bin" --size "$size" --variant "$v"
        away
        shoot "game-$v"
        if [ "$v" = potential ]; then
            printf '1. d2-d4 a7-b5 2. d1-d2 h7-g5 3. e2-e4 e7-e5 4. c2-c4 c7-c5 5. b1-c3 f7-f5\n' |
                xclip -i -selection clipboard
            xdotool key ctrl+v
            away
            shoot game-potential-moves
            xdotool key v
            shoot potential-orthodox
            xdotool key Escape
            # a long game (70 moves) as orthodox chess, stepped back to its middle
            xclip -i -selection clipboard <tests/data/potential-v-game.txt
            xdotool key ctrl+v v End
            for _ in $(seq 40); do xdotool key Left; done
            away
            shoot potential-orthodox-long
            xdotool key Escape
        fi
        if [ "$v" = polypiece-atomic ]; then # the move list's short form
            printf '[Variant "polypiece-atomic"]\n\n1. e2-e4 e7-e5 2. Ke1-e2 a7-a5 *\n' |
                xclip -i -selection clipboard
            xdotool key ctrl+v
            away
            shoot game-atomic-moves
        fi
        xdotool key p
        shoot "setup-$v"
        xdotool key Escape
        sleep 0.3
        xvfb_quit
    done
    # the custom clock's box, a bad clock said where (a fresh user folder: no games listed)
    MORPHCHESS_USER_DIR="$tmp/fresh" xvfb_launch "$bin" --size "$size"
    away
    xdotool key Down Down Down Return
    sleep 0.5
    xdotool type --delay 20 '7+x'
    xdotool key Return
    shoot custom-clock
    xdotool key Escape
    sleep 0.3
    xvfb_quit
    xvfb_cleanup
    trap - EXIT
    tmp="" xvfb_pid="" app_pid=""
done
echo "shots: $(ls "$out" | wc -l) screenshots in $out"
