/* thumb.h - a game's last position as a small picture for the game lists (ViewThumb). */
#ifndef MORPH_UI_THUMB_H
#define MORPH_UI_THUMB_H

#include <stdbool.h>

#include "view.h"

/* Fills *t with the placement of fen, a FEN of any family: one board (plain, Potential
 * Chess's sets and marks, a Portal one-set FEN split between its halves) or two (a Portal
 * two-set FEN's two placements). A Potential set of one type shows that type, a set of
 * several (or X) a piece of unknown type; `T/P` its current type T. flipped puts Black's side
 * at the bottom. Returns true, or false with t->nboards 0 when fen (NULL or "" included)
 * does not start with placements the picture can show (up to 8 x 8). */
bool thumb_read(ViewThumb *t, const char *fen, bool flipped);

#endif
