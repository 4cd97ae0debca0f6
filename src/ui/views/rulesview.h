/* rulesview.h - the rules card (View.rules) drawn in a box over the shaded window. */
#ifndef MORPH_UI_RULESVIEW_H
#define MORPH_UI_RULESVIEW_H

#include "draw.h"
#include "layout.h"
#include "pieces.h"
#include "view.h"

/* Draws the card when v->rules.visible: the title, the rules in words, then each type with
 * its piece, name, powers and a small diagram (dot: move, ring: capture). */
void rulesview_draw(Draw *d, PieceArt *art, const View *v, const Layout *l);

/* Asks the pieces' thread for the card's piece size when it is shown and not made yet:
 * called at the start of the frame, the card draws its pieces last. */
void rulesview_prefetch(Draw *d, PieceArt *art, const View *v, const Layout *l);

/* Where the card, when v->rules.visible, covers the window whole (draw_round_cover of its
 * box): *cover, and true; false when it is not shown. */
bool rulesview_cover(const View *v, const Layout *l, UiRect *cover);

#endif
