/* modalview.h - the box over the boards: the new-game and saved-game lists, choices, messages. */
#ifndef MORPH_UI_MODALVIEW_H
#define MORPH_UI_MODALVIEW_H

#include "draw.h"
#include "layout.h"
#include "pieces.h"
#include "thumbview.h"
#include "view.h"

/* Draws v->modal (nothing when its kind is VIEW_MODAL_NONE) and records each
 * item's rectangle as a DRAW_HIT_ITEM hit; a list item's picture of a position (ViewThumb)
 * comes from thumbs (NULL: drawn afresh). The window under it is shaded by the caller
 * (render.c, once for a box and the help). */
void modalview_draw(Draw *d, PieceArt *art, ThumbCache *thumbs, const View *v, const Layout *l);

/* A choice (promotion, ladder, what a captured piece was) stands over the panel, beside the
 * board it is about, when the panel is wide enough: the board then stays unshaded. */
bool modalview_beside(const View *v, const Layout *l);

/* The part of the window v's box will cover with opaque pixels (a band of a list's box or of
 * Potential's V, its rounded corners' rows left out), in *cover; false when none is known
 * (another box, or none). The shade under it need not be drawn. */
bool modalview_cover(Draw *d, const View *v, const Layout *l, UiRect *cover);

/* The size of a box's text in layout l. */
int modalview_text_px(const Layout *l);

/* The squares (and pieces) of a list's pictures of positions, in pixels. */
int modalview_list_square(const Layout *l);

#endif
