/* reference.h - a slow, simple, independent move generator for cross-checking
 * the engine's perft counts: squares as (file, rank), every vector stepped by
 * hand, legality by generating every enemy capture after the move. It shares
 * only the Betza reader and the VariantDef with the engine. */
#ifndef MORPH_REFERENCE_H
#define MORPH_REFERENCE_H

#include <stdint.h>

#include "variant.h"

typedef struct RefPos {
    signed char colour[8][8]; /* [file][rank]: -1 empty, else 0/1 */
    signed char type[8][8];
    unsigned char moved[8][8];
    int stm;
    int ep_file, ep_rank; /* -1: none */
    int castle[2][2];     /* [colour][0 = king side, 1 = queen side] */
    int phase[2][VAR_MAX_TYPES];
    int atom_phase[2][VAR_MAX_ATOMS]; /* atomic Polypiece: index per atom list */
    int fullmove;
    int king_taken;
} RefPos;

/* Sets up the start position from the def's start FEN placement, side to
 * move, castling field, en-passant square, move number and (atomic
 * Polypiece only) the atom digits of a "phases:" field (the rest defaults).
 * Returns 0 or -1. */
int ref_setup(const VariantDef *def, const char *fen, RefPos *out);

/* Counts move paths of the given depth. */
uint64_t ref_perft(const VariantDef *def, const RefPos *p, int depth);

#endif
