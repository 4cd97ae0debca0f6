# courses_xvfb_lib.sh - solving the courses' exercises through the real window (sourced after
# xvfb_lib.sh and xvfb_setup, with the program running): the next exercise comes from
# morphui-course-plan, is opened by the "Continue" entry at the head of the courses list, a
# wrong move (or a wrong choice) is played first and the panel must change (its feedback),
# then the accepted answer (its choice from the list when it has one; in a line each of the
# user's moves, the program answering between them), and the progress file must hold the
# exercise's stars.
# needs: $plan (path of morphui-course-plan), $data (the source tree), $tmp/user (user
# folder); the squares, the panel and the lists are where the window's report (ui_sync in
# xvfb_lib.sh) puts them: one board, or Portal's two with the panel under them.
course_click() { # board square(0..63)
    board_click "$1" $(($2 % 8)) $(($2 / 8))
}
# The panel's text (the caption and the feedback), from the window's report: beside the
# boards or under them, whichever side has more room, down to its buttons.
panel_rect() {
    awk '$1 == "size" {w = $2; h = $3} $1 == "square" {s = $2}
        $1 == "board" {if ($3 + 8 * s > r) r = $3 + 8 * s; if ($4 + 8 * s > b) b = $4 + 8 * s}
        $1 == "hit" && $2 == 3 && (top == "" || $5 < top) {top = $5}
        END {if (top == "") top = h
             if (w - r >= h - b) {x = r + int(s / 2); print w - x "x" top "+" x "+0"}
             else {y = b + int(s / 2); print w "x" top - y "+0+" y}}' "$tmp/sync"
}
# panel_sum: after the barrier, psum is a checksum of the panel's pixels
psum=""
panel_sum() {
    ui_sync
    import -window "$app_win" -crop "$(panel_rect)" "$tmp/panel.png" || fail "import of the panel"
    psum=$(md5sum <"$tmp/panel.png" | cut -c1-32)
}
park_pointer() { # the pointer in the window's bottom right corner, off the lists and boards
    local w h
    read -r w h <<<"$(sync_value size)"
    mouse_to $((w - 2)) $((h - 2))
}
solved_count() {
    local n
    n=$(grep -c ':[0-9]*\.[0-9]*":' "$tmp/user/courses-progress.json" 2>/dev/null)
    echo "${n:-0}"
}
more_solved() { [ "$(solved_count)" -gt "$1" ]; }
# choose N: the open choice's row N (Down N times from the first), then Return
choose() {
    local keys=()
    for _ in $(seq "$1"); do keys+=(Down); done
    keys "${keys[@]}" Return
}

# Plays one of the user's moves: FROM_BOARD FROM BOARD TO CHOICE (FROM -1: the key D, Portal's
# declaration); the program's reply of the line is played before the barrier answers.
play_user_move() {
    if [ "$2" -lt 0 ]; then
        park_pointer
        keys d
    else
        course_click "$1" "$2"
        course_click "$3" "$4"
    fi
    if [ "$5" -ge 0 ]; then
        park_pointer
        choose "$5"
    fi
}

# Solves the next exercise and sets solved to its name; returns 1 when none is left. Fails
# the script on any problem. (Not in a subshell: the barrier counts in this shell.)
solved=""
solve_next() {
    local line kind where a b c wc before n0 rest
    line="$("$plan" "$data" "$tmp/user")" || fail "plan: $line"
    read -r kind where a b c rest <<<"$line"
    if [ "$kind" = moves ]; then read -r wc rest <<<"$rest"; fi
    [ "$kind" = done ] && return 1
    n0=$(solved_count)
    park_pointer
    keys l
    case "$(sync_value "item 0")" in
    Continue:*) ;;
    *) fail "$where: the courses list does not start with Continue: '$(sync_value "item 0")'" ;;
    esac
    keys Return # "Continue: ..." heads the list
    case "${where##*/}" in # the course's file, not its folder (a worktree may be named portal)
    portal*) [ -n "$(sync_value "board 1")" ] || fail "$where: Portal's exercise shows one board" ;;
    esac
    panel_sum
    before=$psum
    if [ "$kind" = types ]; then
        choose "$b"
    elif [ "$b" -ge 0 ]; then
        course_click "$a" "$b"
        course_click "$a" "$c"
        if [ "$wc" -ge 0 ]; then # a wrong move with twins: its place in the list
            park_pointer
            choose "$wc"
        fi
    fi
    park_pointer
    panel_sum
    [ "$kind" = moves ] && [ "$b" -lt 0 ] || [ "$before" != "$psum" ] ||
        fail "$where: no feedback after the wrong try"
    if [ "$kind" = types ]; then
        keys Return # the choices again
        choose "$a"
    else # the user's moves of the line, five numbers each
        # shellcheck disable=SC2086 # the numbers, one word each
        set -- $rest
        while [ $# -ge 5 ]; do
            play_user_move "$1" "$2" "$3" "$4" "$5"
            shift 5
        done
    fi
    ui_sync
    for _ in $(seq 600); do more_solved "$n0" && break; sleep 0.1; done
    more_solved "$n0" || {
        import -window "$app_win" "$tmp/fail.png"
        [ -n "${MORPH_E2E_KEEP:-}" ] && cp "$tmp/fail.png" "$MORPH_E2E_KEEP"
        fail "$where: the answer was not taken (no stars kept within 60 s)"
    }
    park_pointer
    keys Escape # back to the courses list
    keys Escape # and to the new-game list
    # shellcheck disable=SC2034 # read by the scripts that source this
    solved=$where
    return 0
}
