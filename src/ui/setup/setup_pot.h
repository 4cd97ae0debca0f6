/* setup_pot.h - the set-up screen's model for Potential Chess (setup_pot.c): a piece's token
 * read and written, its set toggled, the captured pieces that complete each side. */
#ifndef MORPH_UI_SETUP_POT_H
#define MORPH_UI_SETUP_POT_H

#include <stddef.h>

#include "setup_types.h"

/* Potential: a token read into its parts; false for an empty square or a token that is not
 * Potential's. */
bool setup_pot_read(const char *token, SetupPot *out);

/* Potential: p written as a token (the FEN writer's form) for a piece on square sq. */
void setup_pot_write(const SetupPot *p, int sq, char *buf, size_t size);

/* Potential: toggles type t (SETUP_POT_*) in the set of the piece on (0, sq), its moved
 * mark for t == SETUP_POT_TYPES, or for SETUP_POT_TYPES + 1 whether it is a promoted pawn
 * (a piece of one type other than K and P: "[N/P]"). No-op on an empty square, a set that
 * would be empty or a piece that cannot be a promoted pawn. */
void setup_pot_toggle(Setup *s, int sq, int t);

/* Potential: the captured field: the one the FEN gave while it still makes 16 pieces a side
 * with the board, else the one that completes each side to 16 pieces (1 K, 1 Q, 2 R, 2 B,
 * 2 N, 8 P by the pieces' origin sets); "-" for none. */
void setup_pot_captured(const Setup *s, char *buf, size_t size);

#endif
