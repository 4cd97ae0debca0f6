/* variant.h (internal) - a compiled variant: the tables behind the public
 * morphchess/variant.h handle. */
#ifndef MORPH_VARIANT_H
#define MORPH_VARIANT_H

#include <stdbool.h>
#include <stdint.h>

#include "betza.h"
#include "geo.h"
#include "morphchess/variant.h"

struct Power;

/* A compiled variant: immutable after variant_build, shared by every
 * Position and Game that uses it. */
struct Variant {
    VariantDef def;
    Geometry geo;
    int king_type;              /* type index of the royal piece, -1 if none */
    int pawn_type;              /* type index of the pawn, -1 if none */
    int8_t type_of_letter[128]; /* upper-case letter -> type index, -1 */
    uint8_t start_board[64];    /* piece codes of the start array (see position.h) */
    /* powers[type][colour][index]: compiled move tables; index is
     * Position.phase[colour][type]. text[type][colour][index] is its Betza
     * string (atomic: with the atoms replaced). */
    struct Power *powers[VAR_MAX_TYPES][2][VAR_MAX_COMBOS];
    const char *text[VAR_MAX_TYPES][2][VAR_MAX_COMBOS];
    /* Atomic Polypiece: the power index of (type, colour) is the sum over
     * atom lists a of phase[colour][VAR_MAX_TYPES + a] * atom_stride[type][colour][a]
     * (0 for an atom the type does not use). */
    uint8_t atom_stride[VAR_MAX_TYPES][2][VAR_MAX_ATOMS];
    uint64_t zobrist_piece[2][VAR_MAX_TYPES][64];
    uint64_t zobrist_side;
    uint64_t zobrist_castle[64];
    uint64_t zobrist_ep[64];
    uint64_t zobrist_phase[2][VAR_MAX_TYPES + VAR_MAX_ATOMS][VAR_MAX_POWERS];
    uint64_t zobrist_parity;
    void *tables; /* storage behind `powers`, owned */
};

/* variant_build without the start array (start_board left empty): the tables below the
 * board and FEN; variant_build (variant_build.c, above FEN) reads the start array. */
int variant_compile(const VariantDef *def, Variant **out, Error *err);

/* Atomic Polypiece: true when atom list a changes anything (more than one
 * value for some colour). A move's aux is a + 1 for such a list, 0 else. */
bool variant_atom_cycles(const Variant *v, int a);

#endif
