#!/usr/bin/env bash
# The desktop program's weight, measured on the real binary under a private Xvfb (1280x800):
#   1. resident memory after the first window (VmRSS, and the largest mappings from smaps),
#   2. first-window time: main() to the first frame presented (the program's own clock,
#      MORPHCHESS_TIMING), and launch to the window mapped as xdotool sees it,
#   3. frame time per screen (new-game list, board, help overlay, editor, settings, courses,
#      rules card, set-up screen, a Portal and a Potential game, V, analysis), drawn by the
#      program in its window, and the same views drawn offscreen by morphui-bench,
#   4. idle CPU: the program's CPU time over 3 s with nothing happening,
#   2b. the first window again, five starts with nothing polling the X server (section 2's
#      xdotool poll takes a core from the start it measures), and their median,
#   5. when run as root: the first window as an unprivileged user too (the desktop case: Xlib
#      caches the parsed Compose table for a user, never for root), its first and second start.
# Needs a built tree (build/), Xvfb and xdotool.
# usage: scripts/bench-ui.sh [software|accelerated]   (default: the settings' default, software)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=build/src/ui/morphchess
[ -x "$bin" ] || { echo "bench-ui: build first ($bin missing)"; exit 1; }
fail() { echo "bench-ui: $*"; exit 1; }
. tests/ui/xvfb_lib.sh
xvfb_setup
export MORPHCHESS_TIMING=1
[ $# -gt 0 ] && export MORPHCHESS_RENDERER=$1

# a few games in the history first (the computer's first move against a human in three
# variants), so that the lists show their pictures of positions (the new-game list's recent
# games, All games). Return on the new-game list continues the last of them: orthodox chess,
# the human to move, so the board is idle (a game of the computer against itself would go on
# thinking, and section 4 would measure its search, not the idle window).
for v in portal potential fide; do
    "$bin" --variant "$v" --white computer:1 --black human 2>>"$tmp/games.log" &
    app_pid=$!
    sleep 3
    xdotool key ctrl+q
    wait "$app_pid"
done
app_pid=""
t0=$(date +%s%N)
"$bin" --size 1280x800 2>"$tmp/app.log" &
app_pid=$!
for _ in $(seq 1000); do
    xvfb_has_window && break
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.005
done
t1=$(date +%s%N)
xvfb_has_window || fail "no window ($(head -c 300 "$tmp/app.log"))"
sleep 1.5

echo "== morphchess ${1:-default renderer} at 1280x800 =="
echo "-- 1. resident memory after the first window"
grep VmRSS "/proc/$app_pid/status"
echo "largest mappings (Rss kB, summed per file):"
awk '/^[0-9a-f]+-[0-9a-f]+ /{name=$6; if(name=="")name="[anon]"} /^Rss:/{rss[name]+=$2}
     END{for(n in rss) printf "  %7d %s\n", rss[n], n}' "/proc/$app_pid/smaps" | sort -rn | head -8

echo "-- 2. first window"
first=$(grep -m1 'frame 1:' "$tmp/app.log" | sed 's/.*(\([0-9.]*\) ms since start.*/\1/')
echo "first frame presented ${first} ms after the program began loading (app_load); its steps:"
sed '/frame 1:/q' "$tmp/app.log" | grep -v ': frame [0-9]' | sed 's/^morphchess: /  /'
grep -m1 'frame 1:' "$tmp/app.log" |
    sed 's/^morphchess: frame 1: \([0-9.]*\) ms.*cpu \([0-9.]*\) ms.*/  the first frame drawn in \1 ms (\2 ms of processor time)/'
grep -m1 'pieces reduced' "$tmp/app.log" | sed 's/^morphchess: /  /'
echo "  (SDL_Init includes Xlib's input method reading the locale's Compose table, ~25 ms; the"
echo "   pieces' masters are rasterized by a thread meanwhile: 'pieces' is when app_load had them;"
echo "   the thread then reduces them to the first frame's sizes, asked for before the frame)"
echo "window mapped $(((t1 - t0) / 1000000)) ms after launch (as xdotool sees it, polled)"
echo "  (measured as $(id -un), uid $(id -u)$([ "$(id -u)" = 0 ] && echo ': Xlib keeps no Compose cache for root, so SDL_Init parses the table at every start; section 5 measures an unprivileged user'))"

echo "-- 3. frame time per screen (in the window: the first frame after each step, which makes"
echo "   the screen's text and pieces, and the mean of the frames after it; wall and processor time)"
last_frames() { grep -c 'frame [0-9]*:' "$tmp/app.log"; }
frame_ms() { # draw time of the frames from line $1 on: the first, the mean of the rest (wall /
    # cpu / the wall of SDL_RenderPresent alone: the X server's copy of the window and its reply)
    grep 'frame [0-9]*:' "$tmp/app.log" | tail -n +"$1" |
        sed 's/.*: \([0-9.]*\) ms (.*cpu \([0-9.]*\) ms; present \([0-9.]*\) ms.*/\1 \2 \3/' |
        awk 'NR==1{f=$1; fc=$2; fp=$3; next} {s+=$1; c+=$2; p+=$3; if($1>m)m=$1; n++}
             END{if(!NR) {print "no frame"; exit}
                 printf "first %.2f ms (cpu %.2f, present %.2f)", f, fc, fp
                 if(n) printf ", then %.2f ms (cpu %.2f, present %.2f; slowest %.2f) over %d frames", s/n, c/n, p/n, m, n}'
}
step() { # name, keys...: press the keys, move the pointer to make a few frames, report
    local name=$1 from
    shift
    from=$(($(last_frames) + 1))
    # One xdotool process for the keys and one for the pointer, each living on past its last
    # frame: a process per move would end (unmapping its libraries) while the frame its move
    # made is drawn and presented, and the X server would wait for a core (measured: the
    # present of a pointer move's frame took 1.2-2.1 ms, median of 20, against 0.5 ms
    # with the process alive; docs/architecture.md)
    xdotool key "$@" sleep 0.3
    xdotool mousemove 300 400 sleep 0.05 mousemove 320 400 sleep 0.05 mousemove 340 400 \
        sleep 0.05 mousemove 360 400 sleep 0.05 mousemove 380 400 sleep 0.3
    printf '  %-14s %s\n' "$name" "$(frame_ms "$from")"
}
step "new-game list" Down Up
step "all games" ctrl+o # each game with its picture, drawn once
xdotool key Escape
sleep 0.2
step "board" Return # the last game continued: orthodox chess, Black (a human) to move
from=$(($(last_frames) + 1))
# a pawn taken up and put back (d7: Black, the human, is at the bottom): a frame each
xdotool mousemove 510 617 click 1 sleep 0.2 click 1 sleep 0.2 click 1 sleep 0.2
printf '  %-14s %s\n' "board, pawn held" "$(frame_ms "$from")"
xdotool key Escape
step "help overlay" F1
step "board" F1
step "editor" ctrl+e
xdotool key Escape
sleep 0.2
step "settings" ctrl+comma
xdotool key Escape
step "courses" l
xdotool key Escape
step "rules card" r
xdotool key Escape
step "set-up screen" p
xdotool key Escape
sleep 0.2
step "new-game list" ctrl+n
# the list in a game ends: ... Potential, Portal, its three forms, Set up a position, All games,
# Continue learning, Courses, Settings
step "Portal game" End Up Up Up Up Up Up Up Up Return
step "Potential game" ctrl+n End Up Up Up Up Up Up Up Up Up Return
step "V (orthodox)" v
xdotool key Escape
step "analysis on" a
step "analysis off" a
# V stepped through a game: the 70 moves of tests/data/potential-v-game.txt pasted into the
# Potential game (xclip), V opened, then Right eight times (a frame each: the first, then
# the mean of the seven after)
if command -v xclip >/dev/null; then
    xclip -i -selection clipboard <tests/data/potential-v-game.txt
    xdotool key ctrl+v
    sleep 0.5
    xdotool key v
    sleep 0.4
    from=$(($(last_frames) + 1))
    xdotool $(printf 'key Right sleep 0.15 %.0s' 1 2 3 4 5 6 7 8) sleep 0.2
    printf '  %-14s %s\n' "V, steps" "$(frame_ms "$from")"
    xdotool key Escape
else
    echo "  V, steps       (xclip missing: not measured)"
fi
if [ -x build/src/ui/morphui-bench ]; then
    echo "offscreen, software renderer (morphui-bench, same frame drawn again):"
    build/src/ui/morphui-bench 2>&1 | sed -n 's/^\([a-z]*\) .*same frame *\([0-9.]* ms\).*pictures drawn again *\([0-9.]* ms\).*/  \1: \2 (the pictures of positions drawn afresh: \3)/p'
fi

echo "-- 4. idle CPU"
ticks() { awk '{print $14 + $15}' "/proc/$app_pid/stat"; }
hz=$(getconf CLK_TCK)
sleep 1
a=$(ticks)
sleep 3
b=$(ticks)
echo "idle: $((b - a)) ticks of 1/$hz s in 3 s = $(awk -v t=$((b - a)) -v hz="$hz" 'BEGIN{printf "%.1f", 100 * t / hz / 3}')% CPU"
xvfb_quit

# A start measured with nothing asking the X server meanwhile: section 2's launch asks xdotool
# for the window every 5 ms (a process and an X connection each time), which takes a core and
# the server from the start it measures. The log is read every 20 ms instead.
first_start() { # log command...: one start; prints its first frame's ms after app_load
    local log=$1 pid
    shift
    : >"$log"
    "$@" --size 1280x800 2>"$log" &
    pid=$!
    for _ in $(seq 500); do grep -q 'frame 1:' "$log" && break; sleep 0.02; done
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    grep -m1 'frame 1:' "$log" | sed 's/.*(\([0-9.]*\) ms since start.*/\1/'
}
starts() { # label n command...: n starts, each figure and the median
    local label=$1 n=$2 all="" v
    shift 2
    for _ in $(seq "$n"); do
        v=$(first_start "$tmp/start.log" "$@")
        all="$all ${v:-none}"
    done
    echo "  $label:$all ms; median $(tr ' ' '\n' <<<"$all" | grep -v '^$' | sort -n |
        awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}') ms"
}
echo "-- 2b. first window, five starts with nothing polling the X server (first frame presented,"
echo "   ms after app_load; as $(id -un))"
starts "starts" 5 "$bin"

# 5. As root, a user's start measured too: nobody (uid 65534) with a home of its own in a
# folder it owns, the same history; the first start writes the Compose cache into
# ~/.cache/morphchess/compose (XCOMPOSECACHE, platform_paths_compose_cache), the second maps it.
first_as_nobody() { # label: one start as nobody, its first frame and SDL_Init from its log
    local pid line
    : >"$utmp/app.log"
    setpriv --reuid=65534 --regid=65534 --clear-groups env -u XDG_CACHE_HOME -u XCOMPOSECACHE \
        HOME="$utmp/home" XDG_RUNTIME_DIR="$utmp/run" MORPHCHESS_USER_DIR="$utmp/user" \
        "$bin" --size 1280x800 2>"$utmp/app.log" &
    pid=$!
    for _ in $(seq 500); do grep -q 'frame 1:' "$utmp/app.log" && break; sleep 0.02; done
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    line=$(grep -m1 'frame 1:' "$utmp/app.log") ||
        { echo "  $1: no first frame ($(head -c 200 "$utmp/app.log"))"; return; }
    echo "  $1: first frame presented $(sed 's/.*(\([0-9.]*\) ms since start.*/\1/' <<<"$line") ms" \
        "after app_load; $(grep -m1 'SDL_Init at' "$utmp/app.log" | sed 's/^morphchess: //')"
}
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
    echo "-- 5. first window as an unprivileged user (nobody, uid 65534: the desktop case)"
    utmp=$(mktemp -d)
    chmod 755 "$utmp"
    cp -r "$tmp/user" "$utmp/user"
    mkdir -p "$utmp/home" "$utmp/run"
    chmod 700 "$utmp/run"
    chown -R 65534:65534 "$utmp/user" "$utmp/home" "$utmp/run"
    first_as_nobody "first start (parses the Compose table, writes its cache)"
    first_as_nobody "second start (maps the cached table)"
    starts "five more starts (the cache mapped)" 5 setpriv --reuid=65534 --regid=65534 \
        --clear-groups env -u XDG_CACHE_HOME -u XCOMPOSECACHE HOME="$utmp/home" \
        XDG_RUNTIME_DIR="$utmp/run" MORPHCHESS_USER_DIR="$utmp/user" "$bin"
    ls "$utmp"/home/.cache/morphchess/compose 2>/dev/null | sed 's/^/  cache file: /'
    rm -rf "$utmp"
fi
