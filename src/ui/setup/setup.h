/* setup.h - the position set-up screen's model, window-free: the squares of a variant's
 * board(s), the side to move, castling rights by rook, en passant, counters and the state
 * each family's FEN carries (Polypiece phases, Potential sets and moved marks, Portal's
 * boards and declarations), composed as the family's FEN and checked by the engine. */
#ifndef MORPH_UI_SETUP_H
#define MORPH_UI_SETUP_H

#include "setup_pot.h"
#include "setup_types.h"

/* Starts s on variant v (borrowed) with the position fen (the family's FEN, e.g. the game's
 * match_fen), or the variant's start when fen is NULL, then checks it (setup_check).
 * Returns 0, or -1 with err when the variant has no start or fen is not of the variant's
 * family (s then holds the start). */
int setup_init(Setup *s, const Variant *v, const char *fen, Error *err);

/* What setup_init gives s of v's shape alone (s zeroed first): the family, the boards and
 * their files and ranks, the palette. Enough to lay the screen out (setlayout_compute) before
 * it is opened. */
void setup_shape(Setup *s, const Variant *v);

/* Reads a FEN of the family into the squares and fields (not checked: setup_check does).
 * Returns 0, or -1 with err on text it cannot take apart (s unchanged). */
int setup_load_fen(Setup *s, const char *fen, Error *err);

/* Empties every square; castling rights and en passant go with the pieces. */
void setup_clear_board(Setup *s);

/* The variant's start position. */
void setup_start_position(Setup *s);

/* Puts token on (board, sq), or empties it for "" or NULL. Rights and an en-passant
 * square the placement no longer allows are dropped. */
void setup_put(Setup *s, int board, int sq, const char *token);

/* Moves the piece of (board, from) to (to_board, to), over whatever stood there. */
void setup_move(Setup *s, int board, int from, int to_board, int to);

/* The rook squares of board b whose castling right the placement allows: the colour's king
 * on its start square and a rook on a start square of that rank. 0 without castling (and
 * in Potential Chess, where castling follows from the marks). */
uint64_t setup_castling_offered(const Setup *s, int b);

/* Gives or takes the right of the rook on (b, sq) (only an offered one). */
void setup_toggle_castling(Setup *s, int b, int sq);

/* The castling field of board b as the FEN writes it ("KQkq", "Bh", "-"). */
void setup_castling_text(const Setup *s, int b, char *buf, size_t size);

/* The en-passant squares the placement allows on board b (a pawn of the side not to move
 * just past them after a double step), at most 8; returns the count. */
int setup_ep_candidates(const Setup *s, int b, int out[8]);

/* Steps the en-passant square of board b through none and the candidates. */
void setup_cycle_ep(Setup *s, int b);

/* Polypiece: steps colour's index of phase digit i by delta (wrapping in its list). */
void setup_step_phase(Setup *s, int colour, int i, int delta);

/* The label of phase digit i (its type or atom letter) and colour's current power there. */
char setup_phase_letter(const Setup *s, int i);
const char *setup_phase_power(const Setup *s, int colour, int i);

/* Composes the family's FEN of s into buf. */
void setup_compose(const Setup *s, char *buf, size_t size);

/* Composes s->fen and reads it with the engine (match_new): s->ok, and s->status gets the
 * engine's error as error_format writes it, or what the position is ("White to move."). */
bool setup_check(Setup *s);

#endif
