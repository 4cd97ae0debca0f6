/* actualview.h - Potential's V drawn: the game actualized as orthodox chess in a box, as a game
 * viewer shows one: the board of the position shown (its last move marked, its coordinates),
 * the controls |< < > >| under it, the moves beside it in numbered rows (the current move
 * marked, each clickable, the list scrolled by the wheel), the FEN of the position shown, and
 * a Copy button. */
#ifndef MORPH_UI_ACTUALVIEW_H
#define MORPH_UI_ACTUALVIEW_H

#include "draw.h"
#include "layout.h"
#include "pieces.h"
#include "thumbview.h"
#include "view.h"

/* Draws m (a message with a board and m->game) over the middle of the window, text px
 * pixels, and records its hits: the box (DRAW_HIT_BOX), the move list (DRAW_HIT_SCROLL, its
 * first row shown), each move (DRAW_HIT_MOVE, the ply it leads to), the controls and Copy
 * (DRAW_HIT_BUTTON, their intents). */
void actualview_draw(Draw *d, PieceArt *art, ThumbCache *thumbs, const ViewModal *m,
                     const Layout *l, int px);

/* The square size of V's board (one 8 x 8 board) in layout l with text px and the box's
 * subtitle: what V's first frame will ask of the pieces' set, which can reduce it ahead. */
int actualview_square(Draw *d, const Layout *l, int px, const char *subtitle);

/* Makes V's board ahead of V's first frame, between frames while the game is shown: the
 * pieces at square (reduced by the pieces' thread: false until it has, pieces_prepare), then
 * the texture V's board is kept in (its memory zeroed now, not in that frame). True when
 * both are made. */
bool actualview_prepare(Draw *d, PieceArt *art, ThumbCache *thumbs, int square);

/* The part of the window m's box covers with its opaque panel (its rounded corners' rows
 * left out): the shade under it is not needed. */
UiRect actualview_cover(Draw *d, const ViewModal *m, const Layout *l, int px);

#endif
