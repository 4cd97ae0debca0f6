/* testsync.h - a barrier for scripts that drive the real window (tests/ui/xvfb_lib.sh's
 * ui_sync): with MORPHCHESS_SYNC_FILE set, each Pause key is counted, and once the loop has
 * handled every event before it and shown their frame (no animation running), the count is
 * written to that file. X delivers a client's events in order, so a script that sees its
 * count there knows everything it sent before has been acted on and drawn. Unset (as for
 * users), Pause is an ordinary unused key and nothing is written. */
#ifndef MORPH_UI_TESTSYNC_H
#define MORPH_UI_TESTSYNC_H

#include <SDL.h>
#include <stdbool.h>

#include "draw.h"
#include "layout.h"
#include "view.h"

typedef struct TestSync {
    char path[1024]; /* "" : off */
    long asked, told;
} TestSync;

void testsync_init(TestSync *t);
/* True when e is the barrier's key (counted; the loop takes it no further). */
bool testsync_event(TestSync *t, const SDL_Event *e);
/* The loop is idle with its frame shown: the count asked so far is written, with what the
 * scripts click by (one fact a line, in window points, sx, sy drawable pixels a point):
 *   sync N / screen NAME / title TEXT / size W H / square S / flipped 0|1
 *   board B X Y        the top left corner of board B's squares
 *   panel X Y W H      the side panel, or the strip under two boards
 *   bar X Y W H        the evaluation bar, when the analysis is on
 *   marks B HEX        the squares marked on board B (a premove's, a hint's), when any
 *   searches N         the searches of the computer's moves started so far (one a turn)
 *   modal KIND SELECTED and item I TITLE    the open list or choice, if any
 *   hit KIND INDEX X Y W H    each clickable place of the frame (draw.h, DRAW_HIT_*) */
void testsync_idle(TestSync *t, const char *screen, const char *title, const Layout *l,
                   const DrawHits *hits, float sx, float sy, const View *v, long searches);

#endif
