# xvfb_lib.sh - what the Xvfb end-to-end scripts share (sourced, after `set -u`).
#
# xvfb_setup TOOL...  skips the test (exit 77) when Xvfb, xdotool or a named tool is
# missing; makes $tmp, starts Xvfb on a free display and waits until it answers,
# exports DISPLAY, SDL_VIDEODRIVER=x11 (so SDL never falls through to another
# back end and runs without a window), SDL_AUDIODRIVER=dummy (the sounds of a move
# never reach a real device; a script that listens sets it again), a private
# XDG_RUNTIME_DIR and MORPHCHESS_USER_DIR=$tmp/user; on exit kills $app_pid (when
# set) and Xvfb and removes $tmp.
# xvfb_launch BIN ARGS...  starts the program (stderr to $tmp/app.log), sets $app_pid
# and waits up to 30 s for its window; a launch that dies or shows no window is
# retried twice, and a third failure calls the script's fail() with what is known. An X
# server that stopped answering is started again for the retry, and app.log says so.
# Xvfb runs with -noreset: without it the server resets when its last client leaves (the
# xdotool that checked it answers), and a program connecting during that reset is hung up
# on at once (SDL: "x11 not available"; seen under load, and once in CI).
# xvfb_quit  Ctrl+Q (again once the program has taken the first, when a running clock asks
#            first), then the program must end within 30 s with status 0.
# XVFB_SCREEN=WxH picks the screen's size (1280x800 when unset; scripts/shots.sh takes 1920x1080).
# XVFB_MAXBIGREQ=N caps the server's largest request at N x 4 MB (Xvfb's -maxbigreqsize; 16 MB,
# N = 4, when unset).
# shot  a screenshot of the screen into $tmp/shot.png; rgb X Y  its pixel as "r g b";
# is_rgb X Y R G B  that pixel is that colour (each channel within 3).
# expect MESSAGE CHECK ARGS... / expect_not: see below.
# ui_sync  waits until the program has acted on everything sent to it before and shown the
# result: Pause is its barrier key (src/ui/shell/testsync.h), and $tmp/sync then says what the
# window shows: its screen, title, boards and clickable places, which the click helpers
# below take their coordinates from (at any window size and UI scale).
# fail MESSAGE  prints FAIL, the program's stderr and whether it still runs; exit 1.
tmp=""
xvfb_pid=""
app_pid=""
app_win="" # the program's window (X id): clicks and screenshots are relative to it

xvfb_cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
    # the server waited for, so that the next script's Xvfb never overlaps this one's
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
    [ -n "$tmp" ] && rm -rf "$tmp"
}

fail() {
    echo "FAIL: $*"
    # the screen the failing check looked at, kept where MORPH_E2E_KEEP says
    [ -n "${MORPH_E2E_KEEP:-}" ] && [ -n "$tmp" ] && [ -f "$tmp/shot.png" ] && cp "$tmp/shot.png" "$MORPH_E2E_KEEP"
    [ -n "$tmp" ] && [ -s "$tmp/app.log" ] && { echo "--- morphchess stderr:"; tail -n 20 "$tmp/app.log"; }
    [ -n "$app_pid" ] && ! kill -0 "$app_pid" 2>/dev/null && echo "(morphchess is not running)"
    exit 1
}

xvfb_setup() {
    local tool
    for tool in Xvfb xdotool "$@"; do
        command -v "$tool" >/dev/null || { echo "SKIP: $tool not installed"; exit 77; }
    done
    tmp=$(mktemp -d)
    trap xvfb_cleanup EXIT
    xvfb_start
    export SDL_VIDEODRIVER=x11
    export SDL_AUDIODRIVER=dummy
    export XDG_RUNTIME_DIR="$tmp/run"
    mkdir -m 700 "$XDG_RUNTIME_DIR"
    export MORPHCHESS_USER_DIR="$tmp/user"
    export MORPHCHESS_SYNC_FILE="$tmp/sync"
    export XDG_CACHE_HOME="$tmp/cache"
    # No session bus here: unset, SDL_Init's D-Bus would fork to autolaunch one, and a
    # sanitizer build's child can hang on its allocator's lock (a desktop has a bus)
    [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
}

# Starts Xvfb on a free display and waits until it answers; exports DISPLAY.
xvfb_start() {
    rm -f "$tmp/display"
    Xvfb -displayfd 3 -screen 0 "${XVFB_SCREEN:-1280x800}x24" ${XVFB_MAXBIGREQ:+-maxbigreqsize "$XVFB_MAXBIGREQ"} \
        -nolisten tcp -noreset 3>"$tmp/display" 2>>"$tmp/xvfb.log" &
    xvfb_pid=$!
    for _ in $(seq 100); do [ -s "$tmp/display" ] && break; sleep 0.1; done
    [ -s "$tmp/display" ] || { echo "FAIL: Xvfb did not start"; cat "$tmp/xvfb.log"; exit 1; }
    export DISPLAY=":$(head -n1 "$tmp/display")"
    for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
    xdotool getdisplaygeometry >/dev/null 2>&1 || { echo "FAIL: Xvfb on $DISPLAY does not answer"; exit 1; }
}

xvfb_has_window() { # the program's window is mapped
    xdotool search --onlyvisible --name '^morphchess' >/dev/null 2>&1
}

xvfb_launch() {
    local bin=$1 try
    shift
    for try in 1 2 3; do
        # the X server gone: a fresh Xvfb, and app.log says so
        if ! xdotool getdisplaygeometry >/dev/null 2>&1; then
            echo "launch $try: starting Xvfb again (DISPLAY $DISPLAY; socket:" \
                "$(ls -l "/tmp/.X11-unix/X${DISPLAY#:}" 2>&1 | tr '\n' ' '); log:" \
                "$(tail -n 3 "$tmp/xvfb.log" | tr '\n' ' '))" >>"$tmp/app.log"
            kill "$xvfb_pid" 2>/dev/null
            wait "$xvfb_pid" 2>/dev/null
            xvfb_start
        fi
        rm -f "$tmp/sync"
        "$bin" "$@" 2>>"$tmp/app.log" &
        app_pid=$!
        for _ in $(seq 300); do
            if xvfb_has_window; then
                app_win=$(xdotool search --onlyvisible --name '^morphchess' | head -n1)
                ui_sync
                return 0
            fi
            kill -0 "$app_pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$app_pid" 2>/dev/null; then
            echo "launch $try: no window after 30 s (pid $app_pid); stopping it" >>"$tmp/app.log"
            kill "$app_pid" 2>/dev/null
        else
            wait "$app_pid"
            echo "launch $try: exited with status $? before a window was shown" >>"$tmp/app.log"
        fi
        wait "$app_pid" 2>/dev/null
        app_pid=""
    done
    fail "no morphchess window"
}

xvfb_quit() {
    local rc
    xdotool key ctrl+q
    # a clock running asks first ("Quit during the game?"): once the barrier says the key was
    # taken and the program still runs, the second Ctrl+Q quits
    sync_step && xdotool key ctrl+q
    for _ in $(seq 300); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$app_pid" 2>/dev/null && fail "Ctrl+Q did not quit within 30 s"
    wait "$app_pid"
    rc=$?
    app_pid=""
    app_win=""
    [ "$rc" -eq 0 ] || fail "exit status $rc"
}

rgb() { # pixel x y -> "r g b"
    convert "$tmp/shot.png" -format "%[fx:int(255*p{$1,$2}.r)] %[fx:int(255*p{$1,$2}.g)] %[fx:int(255*p{$1,$2}.b)]" info:
}
is_rgb() { # x y r g b
    local r g b
    read -r r g b <<<"$(rgb "$1" "$2")"
    [ $((r - $3)) -le 3 ] && [ $(($3 - r)) -le 3 ] && [ $((g - $4)) -le 3 ] && [ $(($4 - g)) -le 3 ] &&
        [ $((b - $5)) -le 3 ] && [ $(($5 - b)) -le 3 ]
}
shot() { import -window "${app_win:-root}" "$tmp/shot.png" || fail "import"; }
# mouse_to X Y: the pointer to (X, Y) of the window (the report's coordinates)
mouse_to() { xdotool mousemove --window "$app_win" "$1" "$2"; }

# sync_step: presses the barrier key and waits (60 s) until the report's count is one more
# than before it, or the program has ended; returns 0 when the count came, 1 when the program
# ended, 2 when neither came in time. The count is read from the report, so this works in a
# $(...) subshell too.
sync_step() {
    local have want
    have=$(sed -n 's/^sync //p' "$tmp/sync" 2>/dev/null | head -n1)
    want="sync $((${have:-0} + 1))"
    xdotool key Pause 2>/dev/null
    for _ in $(seq 600); do
        [ "$(head -n1 "$tmp/sync" 2>/dev/null)" = "$want" ] && return 0
        kill -0 "$app_pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 2
}
# ui_sync: the barrier (above); fails when the program has ended or not answered in 60 s.
ui_sync() {
    sync_step
    case $? in
    1) fail "the program ended (at the barrier after: $(head -n1 "$tmp/sync" 2>/dev/null))" ;;
    2) fail "the program did not act on its input within 60 s (it says: $(head -n1 "$tmp/sync" 2>/dev/null))" ;;
    esac
}
# keys K...: each key pressed, then the barrier
keys() {
    local k
    for k in "$@"; do xdotool key "$k"; done
    ui_sync
}
# sync_value KEY: the rest of the line "KEY ..." of the last barrier's report
sync_value() { sed -n "s/^$1 //p" "$tmp/sync" | head -n1; }
# The clickable places (draw.h's DRAW_HIT_* kinds; a button's index is its intent,
# src/ui/common/controller.h's IntentKind, named with intent NAME)
HIT_ITEM=1 HIT_MOVE=2 HIT_BUTTON=3 HIT_LINE=4 HIT_GRAPH=5 HIT_BOX=6 HIT_SCROLL=7
# enum_value HEADER NAME: the value of enumeration constant NAME in src/ui/HEADER (its own
# "= N" or one more than the one before), so scripts name what they click as the code does
enum_value() {
    awk -v want="$2" '/enum/ {n = -1}
        /^ *[A-Z][A-Z0-9_]+ *(=|,|$)/ {name = $1; sub(/[,=].*/, "", name); n++
            if (match($0, /= *-?[0-9]+/)) {v = substr($0, RSTART, RLENGTH); sub(/= */, "", v); n = v + 0}
            if (name == want) {print n; found = 1; exit}}
        END {exit !found}' "$(dirname "${BASH_SOURCE[0]}")/../../src/ui/$1" || fail "no $2 in src/ui/$1"
}
intent() { enum_value common/controller.h "INTENT_$1"; }
# hit_at KIND INDEX: "x y", the centre of the last clickable place of that kind and index
hit_at() {
    local p
    p=$(awk -v k="$1" -v i="$2" '$1 == "hit" && $2 == k && $3 == i {x = $4 + int($6 / 2); y = $5 + int($7 / 2); f = 1}
        END {if (f) print x, y; else exit 1}' "$tmp/sync") || fail "no clickable place $1 $2 on the screen"
    echo "$p"
}
# click_hit KIND INDEX [BUTTON]: a click on it, then the barrier
click_hit() {
    local x y
    read -r x y <<<"$(hit_at "$1" "$2")"
    mouse_to "$x" "$y"
    xdotool click "${3:-1}"
    ui_sync
}
click_button() { click_hit "$HIT_BUTTON" "$(intent "$1")"; }
# item_index TITLE: the row of the open list or choice whose title is TITLE
item_index() {
    local i
    i=$(awk -v t="$1" '$1 == "item" {n = $2; $1 = ""; $2 = ""; sub(/^  /, ""); if ($0 == t) {print n; exit}}' "$tmp/sync")
    [ -n "$i" ] || fail "no row '$1' in the open list: $(grep '^item' "$tmp/sync" | cut -d' ' -f3- | tr '\n' '|')"
    echo "$i"
}
click_item() { click_hit "$HIT_ITEM" "$(item_index "$1")"; }
# expect MESSAGE CHECK ARGS...: after the barrier, the check holds on a screenshot within
# EXPECT_SECONDS (30; what a thread does, such as the computer's move, may take that long on a
# loaded machine); expect_not: it fails to hold. Otherwise fail MESSAGE.
expect_shot() { # WANT(0 holds, 1 fails) MESSAGE CHECK ARGS...
    local want=$1 msg=$2 i
    shift 2
    [ -n "$app_pid" ] && ui_sync
    for i in $(seq $((${EXPECT_SECONDS:-30} * 4))); do
        [ "$i" -gt 1 ] && sleep 0.25
        shot
        if "$@"; then [ "$want" = 0 ] && return 0; else [ "$want" = 1 ] && return 0; fi
    done
    fail "$msg"
}
expect() { expect_shot 0 "$@"; }
expect_not() { expect_shot 1 "$@"; }
# wait_for MESSAGE COMMAND...: the command succeeds within 60 s (a file written, a log line)
wait_for() {
    local msg=$1 _i
    shift
    for _i in $(seq 600); do "$@" && return 0; sleep 0.1; done
    fail "$msg"
}

# park: the pointer to the window's top right corner, off the boards, lists and buttons
park() { mouse_to $(($(sync_value size | cut -d' ' -f1) - 4)) 4; }
# is_ivory X Y: the pixel is the white pieces' body colour
is_ivory() {
    local r g b
    read -r r g b <<<"$(rgb "$1" "$2")"
    [ "$r" -ge 240 ] && [ "$g" -ge 236 ] && [ "$b" -ge 222 ] && [ "$b" -le 245 ]
}
# clip: the clipboard's text
clip() { xclip -o -selection clipboard 2>/dev/null; }

# The game history (docs/saved-games.md): the newest game file, and its moves as
# '"e4","e5"' (each move of the file is ["text", "chain checksum"]; a game with variations
# has a "variations" member after them).
game_file() { ls -t "$tmp"/user/games/*.json 2>/dev/null | head -1; }
moves_of() {
    local f
    f="$(game_file)"
    [ -n "$f" ] || return 0
    tr -d '\n\t ' <"$f" 2>/dev/null |
        sed -n 's/.*"moves":\[\(.*\)\],\("variations":"[^"]*",\)\{0,1\}"checksum".*/\1/p' |
        sed 's/\["\([^"]*\)","[0-9a-f]*"\]/"\1"/g'
}
# moves_are MOVES: the newest game file's moves are MOVES; wait_moves MOVES: they become so
moves_are() { [ "$(moves_of)" = "$1" ]; }
wait_moves() {
    local _i
    for _i in $(seq 600); do moves_are "$1" && return 0; sleep 0.1; done
    fail "autosave moves: '$(moves_of)', expected '$1'"
}
# game_says LINE: within 60 s, `$cli saved` of the newest game file prints LINE ($cli: the
# morphchess-cli to read it with).
game_says() {
    local f=""
    for _ in $(seq 600); do
        f="$(game_file)"
        [ -n "$f" ] && "$cli" saved "$f" 2>/dev/null | grep -qxF -- "$1" && return 0
        sleep 0.1
    done
    fail "the newest game file does not say '$1': $([ -n "$f" ] && "$cli" saved "$f" 2>&1)"
}
# Squares, from the last barrier's report of the window's own layout (flip honoured):
# board_x BOARD FILE and board_y BOARD RANK (0..7) the centre of that square, board_click
# BOARD FILE RANK a click on it then the barrier; centre_x FILE, centre_y RANK and click_sq
# FILE RANK the same on board 0.
board_x() {
    local x0 sq flip col=$2
    read -r x0 _ <<<"$(sync_value "board $1")"
    sq=$(sync_value square)
    flip=$(sync_value flipped)
    [ -n "$x0" ] && [ -n "$sq" ] || fail "no board $1 on the screen"
    [ "$flip" = 1 ] && col=$((7 - col))
    echo $((x0 + col * sq + sq / 2))
}
board_y() {
    local y0 sq flip row=$((7 - $2))
    read -r _ y0 <<<"$(sync_value "board $1")"
    sq=$(sync_value square)
    flip=$(sync_value flipped)
    [ -n "$y0" ] && [ -n "$sq" ] || fail "no board $1 on the screen"
    [ "$flip" = 1 ] && row=$2
    echo $((y0 + row * sq + sq / 2))
}
board_click() {
    mouse_to "$(board_x "$1" "$2")" "$(board_y "$1" "$3")"
    xdotool click 1
    ui_sync
}
centre_x() { board_x 0 "$1"; }
centre_y() { board_y 0 "$1"; }
click_sq() { board_click 0 "$1" "$2"; }
square_px() { sync_value square; }
# at N: N points of an 87-point square (the 1280x800 board's), scaled to the report's square;
# sq_left FILE and sq_top RANK: the left and top edge of that square of board 0
at() { echo $(($1 * $(square_px) / 87)); }
sq_left() { echo $(($(centre_x "$1") - $(square_px) / 2)); }
sq_top() { echo $(($(centre_y "$1") - $(square_px) / 2)); }
