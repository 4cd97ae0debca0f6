/* fuzz_paste.c - the paste dispatch of the desktop program (session_paste) on any bytes: the
 * first picks the shipped variant on the board, the rest is the clipboard's text with its
 * length (NUL bytes included). A FEN of that variant starts a game, anything else is read as
 * PGN; either the game on the board changes or the window says why (a status line or a
 * message). Never a crash. No user folder: nothing is written. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "session.h"
#include "view.h"

static const char *const ids[] = {"fide",      "polypiece", "revolving",     "prodem",
                                  "potential", "portal",    "portal-one-set"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    static Session s;
    static View v;
    if (session_init(&s, MORPH_SOURCE_DIR, "") != 0)
        abort();
    view_init(&v, 1, 8, 8);
    char path[1200];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR,
             ids[data[0] % (sizeof ids / sizeof ids[0])]);
    if (session_start_variant(&s, &v, path) != 0)
        abort();
    v.panel.status[0] = '\0';
    const Match *before = s.match;
    int rc = session_paste(&s, &v, (const char *)data + 1, size - 1);
    if (rc == 0 && (s.match == before || !s.match))
        abort(); /* a paste that worked shows a new game */
    if (rc != 0 && !v.panel.status[0] &&
        !(v.modal.kind == VIEW_MODAL_MESSAGE && v.modal.subtitle[0]))
        abort(); /* one that did not says why */
    session_clear(&s);
    return 0;
}
