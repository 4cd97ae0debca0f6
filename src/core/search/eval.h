/* eval.h - the search's evaluation: piece values computed from the Betza
 * powers of a variant (with a mutating piece's next powers), then placement,
 * mobility, pawns and king safety. Internal to the core. */
#ifndef MORPH_EVAL_H
#define MORPH_EVAL_H

#include <stdint.h>

#include "snode.h"

#define EVAL_PAWN 100

enum {
    EVAL_FILE_RIDER = 1,   /* rides forward along a file: wants an open file */
    EVAL_COLOUR_BOUND = 2, /* reaches one colour of square: a pair is worth more */
};

typedef struct EvalTables {
    const Variant *v;
    SFamily fam;
    /* value[colour][type][power index]: centipawns, the next powers counted */
    int16_t value[2][VAR_MAX_TYPES][VAR_MAX_COMBOS];
    /* EVAL_FILE_RIDER / EVAL_COLOUR_BOUND by colour, type and power index */
    uint8_t shape[2][VAR_MAX_TYPES][VAR_MAX_COMBOS];
    int start_heavy; /* both sides' pieces (not pawns, not kings) at the start */
    bool royal;      /* a king that may not be left in check */
    bool pawns;      /* a pawn type that promotes or advances */
    int noise;       /* centipawns of noise (0 none) */
    uint64_t seed;
} EvalTables;

/* Computes the tables of v (once per variant). */
void eval_init(EvalTables *t, const Variant *v);

/* Value of a captured piece of `type` (Potential: a POT_* type) for ordering
 * and material: the piece's value with the powers of node n. */
int eval_victim(const EvalTables *t, const SNode *n, int colour, int type);

/* The static evaluation of n from the view of the player to act. */
int eval_node(const EvalTables *t, const SNode *n);

#endif
