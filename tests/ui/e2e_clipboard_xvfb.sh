#!/bin/bash
# e2e_clipboard_xvfb.sh - the clipboard in the real window (SDL's clipboard, read and written
# with xclip under Xvfb): Ctrl+C copies the position as FEN, Ctrl+Shift+C the game as PGN,
# Ctrl+V opens a pasted PGN (its variant from its tag) or a FEN of the variant on the board,
# and refuses a text with a NUL byte at its place, as the comment box does (X11's bytes read
# whole, issue 49); a big game goes out and back whole, one too big for X11 is not copied.
# X's BadWindow errors do not end the program: a paste elsewhere given up before the answer,
# and a window gone whose last errors are read only at quit (xerrors.h).
# usage: e2e_clipboard_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
# the server takes requests of 4 MB at most (16 MB by default): a game too big for its clipboard
# is made in a moment
export XVFB_MAXBIGREQ=1
xvfb_setup xclip python3

wait_clip() { # the clipboard holds text matching the pattern $1 within 60 s
    local _i
    for _i in $(seq 600); do clip | grep -q -- "$1" && return 0; sleep 0.1; done
    fail "clipboard: '$(clip | head -c 300)', expected $1"
}

xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3 # 1. e4
keys ctrl+c
wait_clip '^rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1$'
keys ctrl+shift+c
wait_clip '^\[Date "[0-9]\{4\}\.[0-9][0-9]\.[0-9][0-9]"\]$'
clip | grep -q '^1\. e4 \*$' || fail "the PGN's moves: $(clip)"
clip | grep -q '^\[Variant ' && fail "orthodox chess needs no Variant tag: $(clip)"

# a PGN of another variant, pasted: its Variant tag decides
printf '[Variant "revolving"]\n\n1. Nf3 e5 *\n' | xclip -i -selection clipboard
keys ctrl+v
game_says "variant: Revolving Chess (revolving)"
game_says "moves: 2"

# a text with a NUL byte in the middle (SDL's C string ends at it: two plies, without a word):
# refused at its place as a file with one is, the game on the board unchanged
printf '1. e4 e5 \0 2. Nf3 *' | xclip -i -selection clipboard -t UTF8_STRING
keys ctrl+v
[ "$(sync_value modal_title)" = "Cannot read the game" ] ||
    fail "a paste with a NUL byte: no message (the window says: $(grep '^modal' "$tmp/sync" | tr '\n' '|'))"
want="the pasted text:1:10: a NUL byte: this is not a text (the rest would be lost)"
[ "$(sync_value modal_text)" = "$want" ] || fail "a paste with a NUL byte says '$(sync_value modal_text)', expected '$want'"
keys Escape ctrl+shift+c
wait_clip '^\[Variant "revolving"\]$'
clip | grep -q '^1\. Nf3(B) e5 \*$' || fail "the game changed under a refused paste: $(clip)"
# the same in a text of 2 MB, which xclip sends in parts (INCR): read whole, the NUL seen
python3 -c "import sys; sys.stdout.write('1. e4 {' + 'x' * 2000000 + '} e5 \\0 2. Nf3 *')" |
    xclip -i -selection clipboard -t UTF8_STRING
keys ctrl+v
want="the pasted text:1:2000013: a NUL byte: this is not a text (the rest would be lost)"
[ "$(sync_value modal_text)" = "$want" ] || fail "a big paste with a NUL byte says '$(sync_value modal_text)', expected '$want'"
keys Escape

# the same in the comment box (C): it says why, and Return keeps what it held (nothing)
keys c
printf 'a\0b' | xclip -i -selection clipboard -t UTF8_STRING
keys ctrl+v
want="Not pasted: the pasted text:1:2: a NUL byte: this is not a text (the rest would be lost)"
[ "$(sync_value modal_text)" = "$want" ] || fail "a comment pasted with a NUL byte: the box says '$(sync_value modal_text)', expected '$want'"
keys Return ctrl+shift+c
wait_clip '^\[Variant "revolving"\]$'
clip | grep -q '^1\. Nf3(B) e5 \*$' || fail "the comment took part of a text with a NUL byte: $(clip)"

# a FEN of the variant on the board (Revolving Chess now), pasted: a game from that position
printf '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n' | xclip -i -selection clipboard
keys ctrl+v
click_sq 0 0
click_sq 0 6 # Ra1-a7, and the moved rook turns into a queen: the new game's first move
game_says "moves: 1"
game_says "fen: 4k3/Q7/8/8/8/8/8/4K3 b - - 1 1"

# a paste elsewhere that gives up before the program answers (its window gone when the answer
# comes: X's BadWindow, which Xlib's default handler turns into the end of the program)
keys ctrl+c
wait_clip '^4k3/Q7/8/8/8/8/8/4K3 b - - 1 1$'
kill -STOP "$app_pid"
timeout 1 xclip -o -selection clipboard >/dev/null 2>&1
kill -CONT "$app_pid"
ui_sync
grep -q "X error BadWindow" "$tmp/app.log" || fail "the requestor's window was not gone when answered"
wait_clip '^4k3/Q7/8/8/8/8/8/4K3 b - - 1 1$'

# a big game copied out of the window and pasted back, the program its own clipboard's owner
# (SDL answers the paste while the program waits for it): 50,000 comments on a move, 490 KB
games() { ls "$tmp"/user/games/*.json 2>/dev/null | wc -l; }
python3 -c "import sys; sys.stdout.write('1. e4 ' + ' '.join('{c%d}' % i for i in range(50000)) + ' e5 *')" |
    xclip -i -selection clipboard -t UTF8_STRING
keys ctrl+v
game_says "moves: 2"
keys ctrl+shift+c
[ "$(sync_value status)" = "Copied the game (PGN)." ] || fail "the big game copied: '$(sync_value status)'"
clip >"$tmp/copied.pgn"
[ "$(grep -o '{c[0-9]*}' "$tmp/copied.pgn" | wc -l)" = 50000 ] || fail "the copy lost comments"
before=$(games)
keys ctrl+v
[ "$(games)" -gt "$before" ] || fail "the big game pasted back: no new game"
game_says "moves: 2"
keys ctrl+shift+c # the game pasted back, copied again: the same text, nothing lost
clip | cmp -s - "$tmp/copied.pgn" || fail "the big game pasted back differs: $(clip | head -c 300)"

# a game longer than X11's clipboard takes from this program (SDL puts it in one request, here
# of at most 4 MB, and X's BadLength ended the program): not copied, with its size, going on
python3 -c "import sys; sys.stdout.write('1. e4 {' + 'x' * 4500000 + '} e5 *')" |
    xclip -i -selection clipboard -t UTF8_STRING
before=$(games)
keys ctrl+v
[ "$(games)" -gt "$before" ] || fail "the 4.3 MB game was not pasted"
keys ctrl+shift+c
case "$(sync_value status)" in
"Not copied: its 4."?" MB are more than X11's clipboard takes (4.0 MB).") ;;
*) fail "a game over 4 MB copied: '$(sync_value status)'" ;;
esac
keys ctrl+c
wait_clip '^rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2$'
xvfb_quit

# X errors left unread until SDL_Quit closes SDL's connections (SDL then has put back the
# handler it found at SDL_Init; Xlib's default one ends the program with status 1): the
# window destroyed by another client, so that SDL's wakeup sent to it and its own
# XDestroyWindow fail with BadWindow read there; told to end (SIGTERM), the program ends well
: >"$tmp/app.log" # (the paste given up above logged a BadWindow already)
xvfb_launch "$bin" --variant fide
python3 - "$app_win" <<'PY2' || fail "could not destroy the window $app_win"
import ctypes, sys
x = ctypes.CDLL("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
d = ctypes.c_void_p(x.XOpenDisplay(None))
x.XDestroyWindow(d, ctypes.c_ulong(int(sys.argv[1])))
x.XSync(d, 0)
PY2
# the frame drawn into the window gone: its wakeup was sent before that
wait_for "no BadWindow logged after the window was destroyed" grep -q "X error BadWindow" "$tmp/app.log"
kill -TERM "$app_pid"
for _ in $(seq 300); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app_pid" 2>/dev/null && fail "SIGTERM did not end the program within 30 s"
wait "$app_pid"
rc=$?
app_pid=""
[ "$rc" -eq 0 ] || fail "after its window was destroyed, SIGTERM: exit status $rc"
echo "e2e_clipboard: ok (Ctrl+C FEN, Ctrl+Shift+C PGN, Ctrl+V of a PGN and of a FEN, a NUL refused,"\
    "a paste given up, a 490 KB game copied and pasted back, one too big for X11 not copied,"\
    "X errors read at quit)"
