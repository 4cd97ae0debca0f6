/* setupview.h - draws the position set-up screen (SDL side of setscreen.h). */
#ifndef MORPH_UI_SETUPVIEW_H
#define MORPH_UI_SETUPVIEW_H

#include "draw.h"
#include "pieces.h"
#include "setlayout.h"
#include "setscreen.h"

/* Draws the whole set-up screen as l lays it out and records its clickable places in
 * d->hits (SETSCREEN_HIT_* kinds). Reads s only. */
void setupview_draw(Draw *d, PieceArt *art, const SetupScreen *s, const SetLayout *l);

/* The sizes its pieces are drawn at in layout l: the board's squares, the palette's cells'
 * pieces (0 without a palette). */
void setupview_piece_sizes(const SetLayout *l, int size[2]);

/* Lays the screen out for a width x height window, as setupview_draw is to draw it. */
void setupview_layout(SetLayout *l, const SetupScreen *s, int width, int height);

#endif
