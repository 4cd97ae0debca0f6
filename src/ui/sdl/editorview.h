/* editorview.h - draws the power-list editor screen (SDL side of edscreen.h). */
#ifndef MORPH_UI_EDITORVIEW_H
#define MORPH_UI_EDITORVIEW_H

#include "draw.h"
#include "edscreen.h"
#include "pieces.h"
#include "render.h"

/* Draws the whole editor screen into a width x height window and records
 * its clickable places in d->hits (EDSCREEN_HIT_* kinds). Reads s only. */
void editorview_draw(Draw *d, PieceArt *art, const EdScreen *s, int width, int height);

/* A whole frame of the editor on r (hits of r reset first). Does not present. */
void editorview_frame(Render *r, const EdScreen *s, int width, int height);

#endif
