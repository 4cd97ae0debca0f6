# courses_xvfb_lib.sh - solving the courses' exercises through the real window (sourced after
# xvfb_lib.sh and xvfb_setup, with the program running at 1280x800): the next exercise comes
# from morphui-course-plan, is opened by the "Continue" entry at the head of the courses list,
# a wrong move (or a wrong choice) is played first and the panel must change (its feedback),
# then the accepted answer (its choice from the list when it has one; in a line each of the
# user's moves, the program answering between them), and the progress file must hold the
# exercise's stars.
# needs: $plan (path of morphui-course-plan), $layout (morphui-layout), $data (the source
# tree), $tmp/user (user folder); the squares are where the program's layout puts them
# (layout_load in xvfb_lib.sh: one board, or Portal's two with the panel under them).
course_click() { # board square(0..63)
    board_click "$1" $(($2 % 8)) $(($2 / 8))
    sleep 0.05
}
panel_sum() { # a checksum of the panel's pixels (the caption and the feedback)
    local crop=340x420+940+80
    [ "$layout_below" = 1 ] && crop=${layout_panel_w}x${layout_panel_h}+$layout_panel_x+$layout_panel_y
    import -window root -crop "$crop" "$tmp/panel.png" && md5sum <"$tmp/panel.png" | cut -c1-32
}
park_pointer() { xdotool mousemove 1100 785; sleep 0.1; }
solved_count() {
    local n
    n=$(grep -c ':[0-9]*\.[0-9]*":' "$tmp/user/courses-progress.json" 2>/dev/null)
    echo "${n:-0}"
}

# Plays one of the user's moves: FROM_BOARD FROM BOARD TO CHOICE (FROM -1: the key D, Portal's
# declaration); then waits for the program's reply of the line.
play_user_move() {
    if [ "$2" -lt 0 ]; then
        park_pointer
        xdotool key d
    else
        course_click "$1" "$2"
        course_click "$3" "$4"
    fi
    if [ "$5" -ge 0 ]; then
        sleep 0.4
        park_pointer
        for _ in $(seq "$5"); do xdotool key Down; done
        xdotool key Return
    fi
    sleep 0.6
}

# Solves the next exercise; prints its name. Fails the script on any problem.
solve_next() {
    local line kind where a b c wc before after n0 rest
    line="$("$plan" "$data" "$tmp/user")" || fail "plan: $line"
    read -r kind where a b c rest <<<"$line"
    if [ "$kind" = moves ]; then read -r wc rest <<<"$rest"; fi
    [ "$kind" = done ] && return 1
    case "${where##*/}" in # the course's file, not its folder (a worktree may be named portal)
        portal*) layout_load "$layout" 1280x800 2 ;;
        *) layout_load "$layout" 1280x800 1 ;;
    esac
    n0=$(solved_count)
    park_pointer
    xdotool key l
    sleep 0.6
    xdotool key Return # "Continue: ..." heads the list
    sleep 0.8
    before=$(panel_sum)
    if [ "$kind" = types ]; then
        for _ in $(seq "$b"); do xdotool key Down; done
        xdotool key Return
    elif [ "$b" -ge 0 ]; then
        course_click "$a" "$b"
        course_click "$a" "$c"
        if [ "$wc" -ge 0 ]; then # a wrong move with twins: its place in the list
            sleep 0.4
            park_pointer
            for _ in $(seq "$wc"); do xdotool key Down; done
            xdotool key Return
        fi
    fi
    sleep 0.6
    park_pointer
    after=$(panel_sum)
    [ "$kind" = moves ] && [ "$b" -lt 0 ] || [ "$before" != "$after" ] ||
        fail "$where: no feedback after the wrong try"
    if [ "$kind" = types ]; then
        xdotool key Return # the choices again
        sleep 0.4
        for _ in $(seq "$a"); do xdotool key Down; done
        xdotool key Return
    else # the user's moves of the line, five numbers each
        set -- $rest
        while [ $# -ge 5 ]; do
            play_user_move "$1" "$2" "$3" "$4" "$5"
            shift 5
        done
    fi
    sleep 0.6
    [ "$(solved_count)" -gt "$n0" ] || {
        import -window root "$tmp/fail.png"
        [ -n "${MORPH_E2E_KEEP:-}" ] && cp "$tmp/fail.png" "$MORPH_E2E_KEEP"
        fail "$where: the answer was not taken (no stars kept)"
    }
    park_pointer
    xdotool key Escape # back to the courses list
    sleep 0.5
    xdotool key Escape # and to the new-game list
    sleep 0.4
    echo "$where"
    return 0
}
