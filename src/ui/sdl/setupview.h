/* setupview.h - draws the position set-up screen (SDL side of setscreen.h). */
#ifndef MORPH_UI_SETUPVIEW_H
#define MORPH_UI_SETUPVIEW_H

#include "draw.h"
#include "pieces.h"
#include "render.h"
#include "setlayout.h"
#include "setscreen.h"

/* Draws the whole set-up screen as l lays it out and records its clickable places in
 * d->hits (SETSCREEN_HIT_* kinds). Reads s only. */
void setupview_draw(Draw *d, PieceArt *art, const SetupScreen *s, const SetLayout *l);

/* A whole frame of the screen on r in a width x height window (hits of r reset first). Does
 * not present. */
void setupview_frame(Render *r, const SetupScreen *s, int width, int height);

/* Draws the screen as setupview_frame would, into a target of one pixel that is then
 * destroyed: the glyphs and tinted atlases of its text, and its shapes, are made ahead of
 * its first frame. Records no hits and counts no frame drawn; call with its pieces made
 * (pieces_prepare), or it reduces them. False when no target can be made. */
bool setupview_warm(Render *r, const SetupScreen *s, int width, int height);

#endif
