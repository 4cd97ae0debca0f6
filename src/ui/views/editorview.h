/* editorview.h - draws the power-list editor screen (SDL side of edscreen.h). */
#ifndef MORPH_UI_EDITORVIEW_H
#define MORPH_UI_EDITORVIEW_H

#include "draw.h"
#include "edscreen.h"
#include "pieces.h"

/* Draws the whole editor screen into a width x height window and records
 * its clickable places in d->hits (EDSCREEN_HIT_* kinds). Reads s only: the left
 * column is drawn s->scroll pixels up. Returns how far that column can scroll (0 when it
 * fits), for s->scroll_max. */
int editorview_draw(Draw *d, PieceArt *art, const EdScreen *s, int width, int height);

/* editorview_draw as a frame draws it (d->hits reset first, not NULL), s->scroll_max updated
 * and s->scroll kept within it: drawn again when the selected entry, newly selected, is out
 * of view. */
void editorview_draw_scrolled(Draw *d, PieceArt *art, EdScreen *s, int width, int height);

#endif
