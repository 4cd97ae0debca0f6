#!/bin/bash
# e2e_kill_xvfb.sh - fault injection on the real program: plays Orthodox chess by mouse
# clicks under Xvfb and kills the program (SIGKILL) at random moments, KILLS times (default
# 12; scripts/kill-test.sh runs 200 and more). After every kill the game's file must be
# whole (morphchess-cli saved reads it with its checksums), hold every move it held before,
# and, when the move had been written before the kill, that move too; the next start
# resumes it with Return. Prints the figures.
# usage: e2e_kill_xvfb.sh path/to/morphchess path/to/morphchess-cli [SEED]
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
seed=${3:-$$}
kills=${KILLS:-12}
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup
RANDOM=$seed

# 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6, as from-file from-rank to-file to-rank
plies=("4 1 4 3" "4 6 4 4" "6 0 5 2" "1 7 2 5" "5 0 1 4" "0 6 0 5" "1 4 0 3" "6 7 5 5")
games_dir="$tmp/user/games"

count_of() { # moves in the game file $1 (checked strictly), "" when it is damaged
    "$cli" saved "$1" 2>"$tmp/saved.err" | sed -n 's/^moves: //p'
}

game="" # the current game's file ("" until its first move is written)
before=0
lost=0
whole=0
confirmed=0
in_flight=0
moves_made=0
for k in $(seq "$kills"); do
    # start: resume the unfinished game (Return on the start screen), or a new one; the
    # pointer rests in the screen's corner, off the list, where hovering would move the highlight
    read -r sw sh <<<"$(xdotool getdisplaygeometry)"
    xdotool mousemove $((sw - 1)) $((sh - 1))
    if [ -n "$game" ] && [ "$before" -lt ${#plies[@]} ]; then
        xvfb_launch "$bin"
        keys Return
    else
        xvfb_launch "$bin" --variant fide
        game=""
        before=0
    fi
    known="$(ls "$games_dir" 2>/dev/null)"
    read -r ff fr tf tr <<<"${plies[$before]}"
    click_sq "$ff" "$fr"
    wait_written=$((k % 3 == 0))
    seen=0
    if [ "$wait_written" -eq 1 ]; then # kill once the move is seen on disk (within 60 s)
        click_sq "$tf" "$tr"
        for _ in $(seq 600); do
            f="$game"
            [ -n "$f" ] || f="$(ls -t "$games_dir"/*.json 2>/dev/null | head -1)"
            if [ -n "$f" ] && ! grep -qxF "$(basename "$f")" <<<"$known$game" &&
                [ -z "$game" ] && [ "$(count_of "$f")" = 1 ]; then
                seen=1 # the first move of a new game, in its new file
                break
            fi
            [ -n "$game" ] && [ "$(count_of "$game")" = $((before + 1)) ] && { seen=1; break; }
            sleep 0.1
        done
        [ "$seen" -eq 1 ] || fail "kill $k: the move played was not written within 60 s"
        confirmed=$((confirmed + seen))
    else # kill at a random moment after the move's click, perhaps in the middle of writing
        mouse_to "$(centre_x "$tf")" "$(centre_y "$tr")"
        xdotool click 1
        sleep "0.$((RANDOM % 400))" # the random moment (fault injection, not a wait)
        in_flight=$((in_flight + 1))
    fi
    kill -KILL "$app_pid"
    wait "$app_pid" 2>/dev/null
    app_pid=""
    # the game's file, new since this start when the game is new
    if [ -z "$game" ]; then
        for f in $(ls "$games_dir" 2>/dev/null); do
            grep -qxF "$f" <<<"$known" || game="$games_dir/$f"
        done
    fi
    after=0
    if [ -n "$game" ]; then
        after="$(count_of "$game")"
        [ -n "$after" ] || fail "kill $k: $game is damaged: $(cat "$tmp/saved.err")"
        whole=$((whole + 1))
    fi
    if [ "$after" -lt "$before" ]; then
        lost=$((lost + before - after))
        fail "kill $k: the game lost moves ($before before, $after after)"
    fi
    [ "$after" -le $((before + 1)) ] || fail "kill $k: $after moves, expected at most $((before + 1))"
    if [ "$seen" -eq 1 ] && [ "$after" -ne $((before + 1)) ]; then
        fail "kill $k: a written move is gone ($after moves, expected $((before + 1)))"
    fi
    [ -n "${VERBOSE:-}" ] && echo "kill $k: $before -> $after moves (written seen: $seen)" >&2
    moves_made=$((moves_made + after - before))
    before=$after
done
temps="$(find "$tmp/user" -name '*.tmp-*' | wc -l)"
echo "e2e_kill: $kills kills (seed $seed: $confirmed after the move was seen written," \
    "$in_flight at random moments), $whole game files read whole, $lost moves lost," \
    "$moves_made moves made in $(ls "$games_dir" | wc -l) games, $temps temporary files left" \
    "for the next start to remove"
