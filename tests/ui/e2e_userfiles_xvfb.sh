#!/bin/bash
# e2e_userfiles_xvfb.sh - hostile files of the user folder and the command line in the real
# window (issue 49): a FIFO named courses-progress.json neither hangs the start nor the
# courses' list (L) and stays as it was; a record given as the argument with a NUL byte in it
# is refused with a message, not opened as the moves before the NUL.
# usage: e2e_userfiles_xvfb.sh path/to/morphchess
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup
message=$(enum_value common/view.h VIEW_MODAL_MESSAGE)

# The FIFO: the new-game list reads the courses' progress at the start (it was opened with a
# blocking fopen, which waits for a writer for ever; the window stayed blank)
mkdir -p "$tmp/user"
mkfifo "$tmp/user/courses-progress.json"
xvfb_launch "$bin" # its barrier answered: the start did not hang
[ "$(sync_value screen)" != "" ] || fail "no screen reported at the start"
xvfb_quit
# with --variant, the progress is read when L opens the courses
xvfb_launch "$bin" --variant fide
keys l
xvfb_quit
[ -p "$tmp/user/courses-progress.json" ] || fail "the FIFO was replaced or removed"

# A record with a NUL byte, as the program's argument: a message, and no game of 2 plies
printf '1. e4 e5 \0 2. Nf3 Nc6 *\n' >"$tmp/nul.pgn"
xvfb_launch "$bin" "$tmp/nul.pgn"
[ "$(sync_value modal | cut -d' ' -f1)" = "$message" ] ||
    fail "no message for a record with a NUL byte (the window reports: $(grep '^screen\|^modal' "$tmp/sync" | tr '\n' '|'))"
[ -z "$(ls "$tmp"/user/games/*.json 2>/dev/null)" ] || fail "the record was opened as a game"
xvfb_quit

echo "e2e_userfiles: ok (a FIFO as the courses' progress: the start and L answer; a record" \
    "with a NUL refused with a message)"
