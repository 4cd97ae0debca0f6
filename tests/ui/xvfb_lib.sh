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
# xvfb_quit  Ctrl+Q, then the program must end within 5 s with status 0.
# XVFB_SCREEN=WxH picks the screen's size (1280x800 when unset; scripts/shots.sh takes 1920x1080).
# shot  a screenshot of the screen into $tmp/shot.png; rgb X Y  its pixel as "r g b";
# is_rgb X Y R G B  that pixel is that colour (each channel within 3).
# expect MESSAGE CHECK ARGS... / expect_not: see below.
# fail MESSAGE  prints FAIL, the program's stderr and whether it still runs; exit 1.
tmp=""
xvfb_pid=""
app_pid=""

xvfb_cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
    # the server waited for, so that the next script's Xvfb never overlaps this one's
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
    [ -n "$tmp" ] && rm -rf "$tmp"
}

fail() {
    echo "FAIL: $*"
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
    # No session bus here: unset, SDL_Init's D-Bus would fork to autolaunch one, and a
    # sanitizer build's child can hang on its allocator's lock (a desktop has a bus)
    [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
}

# Starts Xvfb on a free display and waits until it answers; exports DISPLAY.
xvfb_start() {
    rm -f "$tmp/display"
    Xvfb -displayfd 3 -screen 0 "${XVFB_SCREEN:-1280x800}x24" -nolisten tcp -noreset 3>"$tmp/display" 2>>"$tmp/xvfb.log" &
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
        "$bin" "$@" 2>>"$tmp/app.log" &
        app_pid=$!
        for _ in $(seq 300); do
            xvfb_has_window && { sleep 0.5; return 0; }
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
    for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$app_pid" 2>/dev/null && fail "Ctrl+Q did not quit"
    wait "$app_pid"
    rc=$?
    app_pid=""
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
shot() { import -window root "$tmp/shot.png" || fail "import"; }
# expect MESSAGE CHECK ARGS...: the check holds on a screenshot within 8 s (the program may
# lag under load); expect_not: it fails to hold. Otherwise fail MESSAGE.
expect() {
    local msg=$1
    shift
    for _ in $(seq 16); do sleep 0.5; shot; "$@" && return 0; done
    fail "$msg"
}
expect_not() {
    local msg=$1
    shift
    for _ in $(seq 16); do sleep 0.5; shot; "$@" || return 0; done
    fail "$msg"
}

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
# game_says LINE: within 15 s, `$cli saved` of the newest game file prints LINE ($cli: the
# morphchess-cli to read it with).
game_says() {
    local f=""
    for _ in $(seq 150); do
        f="$(game_file)"
        [ -n "$f" ] && "$cli" saved "$f" 2>/dev/null | grep -qxF -- "$1" && return 0
        sleep 0.1
    done
    fail "the newest game file does not say '$1': $([ -n "$f" ] && "$cli" saved "$f" 2>&1)"
}
# The centre of square (file, rank), 0..7, of the one board at 1280x800, and a click on it.
centre_x() { echo $((119 + $1 * 87 + 43)); }
centre_y() { echo $((52 + (7 - $1) * 87 + 43)); }
click_sq() { xdotool mousemove "$(centre_x "$1")" "$(centre_y "$2")" click 1; sleep 0.15; }
# layout_load TOOL WxH NBOARDS [flip] [bar]: where the window of that size puts its boards,
# from morphui-layout (tests/ui/layout_query.c, the program's own layout) into the layout_*
# variables; board_x BOARD FILE and board_y BOARD RANK (0..7, flip honoured) are then the
# centre of that square, board_click BOARD FILE RANK a click on it.
layout_load() {
    local out
    out=$("$@") || fail "morphui-layout $*: $out"
    eval "$out"
    layout_flip=0
    case " $* " in *" flip "*) layout_flip=1 ;; esac
}
board_x() {
    local x0 col=$2
    [ "$layout_flip" = 1 ] && col=$((7 - col))
    eval "x0=\$layout_x$1"
    echo $((x0 + col * layout_square + layout_square / 2))
}
board_y() {
    local y0 row=$((7 - $2))
    [ "$layout_flip" = 1 ] && row=$2
    eval "y0=\$layout_y$1"
    echo $((y0 + row * layout_square + layout_square / 2))
}
board_click() { xdotool mousemove "$(board_x "$1" "$2")" "$(board_y "$1" "$3")" click 1; sleep 0.15; }
