/* movegen.h - pseudo-legal and legal moves of a Position. */
#ifndef MORPH_MOVEGEN_H
#define MORPH_MOVEGEN_H

#include "position.h"

/* Capacity of a move buffer: more than any position of 8x8 boards can have,
 * even with choices multiplied in. */
#define MOVEGEN_MAX 1024

typedef struct MoveList {
    int count;
    Move moves[MOVEGEN_MAX];
} MoveList;

/* Every legal move of the side to move, in a fixed order (by from square,
 * then destination, then choice). Returns the count. When the game is over
 * (a king captured) there are none. */
int movegen_legal(const Variant *v, const Position *p, MoveList *out);

/* The legal moves that capture (en passant included; a capture that
 * promotes is one move a choice, as in movegen_legal), in the same order:
 * what quiescence searches. Returns the count. */
int movegen_legal_captures(const Variant *v, const Position *p, MoveList *out);

/* The number of legal moves (what perft counts at its last ply). */
int movegen_count(const Variant *v, const Position *p);

/* Moves by the piece rules alone, before king safety. */
int movegen_pseudo(const Variant *v, const Position *p, MoveList *out);

/* True when m is in p's legal moves. */
bool movegen_is_legal(const Variant *v, const Position *p, Move m);

/* Destinations a piece on `from` could reach by its powers (captures on
 * enemy pieces included), without king safety: for previews and diagrams. */
Bitboard movegen_targets(const Variant *v, const Position *p, int from);

#endif
