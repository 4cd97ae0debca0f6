/* boardview.h - draws the boards of a view: squares, coordinates, highlights, pieces, badges. */
#ifndef MORPH_UI_BOARDVIEW_H
#define MORPH_UI_BOARDVIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "draw.h"
#include "layout.h"
#include "pieces.h"
#include "view.h"

/* Draws every board of v where l puts it, then the dragged piece on top.
 * With static_drawn, what boardview_draw_static draws is already there (a
 * cached layer). Reads v and l only. */
void boardview_draw(Draw *d, PieceArt *art, const View *v, const Layout *l, bool static_drawn);

/* The part of the boards that changes only with the position shown, the layout, the player
 * to act and the walls: frames, squares, coordinates, the marks under the pieces (last move,
 * portals, check, a tutorial's squares) and every piece that stands still (not one
 * changing or gliding, nor one a preview hides). The picked-up piece's tint, the pointer's
 * marks (hover, capture rings) and the pieces in motion come after, in boardview_draw. */
void boardview_draw_static(Draw *d, PieceArt *art, const View *v, const Layout *l);

/* What boardview_draw_static draws on square sq of board b (0..63), in its order: the square,
 * the wall, the marks, the piece. The wall reaches beyond the square: clip to it. */
void boardview_draw_static_square(Draw *d, PieceArt *art, const View *v, const Layout *l, int b,
                                  int sq);

/* What boardview_draw_static depends on: the layout, the player to act and the walls (key),
 * and each square's piece and marks (square keys, board * 64 + square). Equal keys draw
 * equal pictures; with equal keys, a square whose square key is equal is drawn the same
 * (nothing boardview_draw_static draws for a square reaches beyond it). */
#define BOARDVIEW_KEY_SIZE 32
#define BOARDVIEW_SQUARE_KEYS (VIEW_MAX_BOARDS * 64)
void boardview_static_key(const View *v, const Layout *l, int key[BOARDVIEW_KEY_SIZE]);
void boardview_square_keys(const View *v, const Layout *l, uint64_t keys[BOARDVIEW_SQUARE_KEYS]);

/* Draws one piece (art, token, badge and potential set) filling square rect r. */
void boardview_draw_piece(Draw *d, PieceArt *art, const ViewPiece *pc, UiRect r, bool ghost);

/* Draws the full sets of the piece under the pointer (v->inspect) by its square, over the
 * panel too. */
void boardview_draw_inspect(Draw *d, const View *v, const Layout *l);

#endif
