# xvfb_lib.sh - what the Xvfb end-to-end scripts share (sourced, after `set -u`).
#
# xvfb_setup TOOL...  skips the test (exit 77) when Xvfb, xdotool or a named tool is
# missing; makes $tmp, starts Xvfb on a free display, exports DISPLAY and
# MORPHCHESS_USER_DIR=$tmp/user, and on exit kills $app_pid (the script's program,
# when set) and Xvfb and removes $tmp.
tmp=""
xvfb_pid=""
app_pid=""

xvfb_cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
    [ -n "$tmp" ] && rm -rf "$tmp"
}

xvfb_setup() {
    local tool
    for tool in Xvfb xdotool "$@"; do
        command -v "$tool" >/dev/null || { echo "SKIP: $tool not installed"; exit 77; }
    done
    tmp=$(mktemp -d)
    trap xvfb_cleanup EXIT
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$tmp/display" 2>/dev/null &
    xvfb_pid=$!
    for _ in $(seq 50); do [ -s "$tmp/display" ] && break; sleep 0.1; done
    [ -s "$tmp/display" ] || { echo "FAIL: Xvfb did not start"; exit 1; }
    export DISPLAY=":$(head -n1 "$tmp/display")"
    unset SDL_VIDEODRIVER
    export MORPHCHESS_USER_DIR="$tmp/user"
}
