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

/* The evaluation's weights (centipawns, or as each says), one list so that a
 * tuner can walk them: name, default. _mg / _eg pairs are tapered by the game
 * phase; mob and centre are per mille of (1000 / the piece's value) a square;
 * a piece's value is mat_base + mat_reach x its reach, where a square at
 * distance 3, 4 and more counts reach_d3, reach_d4 and reach_far per mille. */
/* clang-format off */
#define EVAL_WEIGHTS(X) \
    X(mat_base, 45) X(mat_reach, 52) X(reach_d3, 700) X(reach_d4, 500) X(reach_far, 350) \
    X(mob_mg, 2648) X(mob_eg, 3019) X(centre_mg, 1000) X(centre_eg, 1000) \
    X(piece_eg_pct, 100) X(pawn_eg, 100) X(develop, 15) X(pair_mg, 52) X(pair_eg, 25) \
    X(rider7_mg, 15) X(rider7_eg, 30) X(rider_open_mg, 6) X(rider_open_eg, 28) \
    X(rider_half_mg, 8) X(rider_half_eg, 26) X(king_att, 3) X(king_units_cap, 40) \
    X(threat_pawn_mg, 50) X(threat_pawn_eg, 42) X(threat_hang_mg, 43) X(threat_hang_eg, 35) X(pawn_centre_mg, 12) \
    X(pawn_centre_eg, 12) X(doubled_mg, 3) X(doubled_eg, 7) X(isolated_mg, 20) \
    X(isolated_eg, 16) X(adv2, 4) X(adv3, 10) X(adv4, 22) X(adv5, 40) X(adv6, 70) \
    X(passed1_mg, 5) X(passed2_mg, 10) X(passed3_mg, 18) X(passed4_mg, 32) X(passed5_mg, 55) \
    X(passed6_mg, 90) X(passed1_eg, 10) X(passed2_eg, 20) X(passed3_eg, 36) X(passed4_eg, 64) \
    X(passed5_eg, 110) X(passed6_eg, 180) X(free_passed_pct, 50) X(passed_their_king, 13) \
    X(passed_own_king, 10) X(king_home, 15) X(king_rank, 12) X(king_centre_file, 15) \
    X(king_corner, 15) X(shield1, 16) X(shield2, 6) X(king_open_file, 25) \
    X(king_centre_eg, 6) X(tempo, 26)
/* clang-format on */

typedef struct EvalWeights {
#define EVAL_FIELD(name, def) int name;
    EVAL_WEIGHTS(EVAL_FIELD)
#undef EVAL_FIELD
} EvalWeights;

/* The weights the evaluation uses unless told otherwise. */
extern const EvalWeights eval_default_weights;

/* The pawn terms that depend on the pawns alone, cached by the two sides'
 * pawns (the search's memory; see EvalTables.pawn_cache). */
typedef struct EvalPawnEntry {
    Bitboard pawns[2];  /* the key: White's and Black's pawns */
    Bitboard passed[2]; /* each side's passed pawns */
    int32_t mg[2], eg[2];
} EvalPawnEntry;

/* The placement tables' classes: a man whose power is an orthodox one on the
 * 8x8 board (or a pawn-role man, or the royal king) reads a table of its
 * squares fitted to Stockfish's scores (scripts/fit-pst.py); any other man
 * reads none (EVAL_PST_NONE). */
enum {
    EVAL_PST_NONE,
    EVAL_PST_P,
    EVAL_PST_N,
    EVAL_PST_B,
    EVAL_PST_R,
    EVAL_PST_Q,
    EVAL_PST_K,
    EVAL_PST_CLASSES
};

/* The tables: by class less one, middlegame / endgame, and square from the
 * owner's side with the files folded (rank x 4 + the file's distance from
 * the edge, 0 for a and h). */
extern const int16_t eval_pst_default[EVAL_PST_CLASSES - 1][2][32];

#define EVAL_PAWN_CACHE 4096 /* entries of a pawn cache (a power of two) */

typedef struct EvalTables {
    EvalWeights w;
    /* w's pawn weights by relative rank: the advance (endgame), passed pawns */
    int advance[8], passed_mg[8], passed_eg[8];
    const Variant *v;
    SFamily fam;
    /* value[colour][type][power index]: centipawns, the next powers counted */
    int16_t value[2][VAR_MAX_TYPES][VAR_MAX_COMBOS];
    /* EVAL_FILE_RIDER / EVAL_COLOUR_BOUND by colour, type and power index */
    uint8_t shape[2][VAR_MAX_TYPES][VAR_MAX_COMBOS];
    /* EVAL_PST_* by colour, type and power index */
    uint8_t pst_class[2][VAR_MAX_TYPES][VAR_MAX_COMBOS];
    /* the placement tables unfolded: by class and square from White's side
     * (Black reads the square with its rank mirrored) */
    int16_t pst_mg[EVAL_PST_CLASSES][64], pst_eg[EVAL_PST_CLASSES][64];
    /* the weight of a square of reach or a step towards the centre by
     * colour, type and power index: 1000 / value (6 up to a value of 150) */
    int16_t reach_w[2][VAR_MAX_TYPES][VAR_MAX_COMBOS];
    /* by colour and king square: the squares around the king and the three
     * before them */
    Bitboard king_zone[2][64];
    int start_heavy; /* both sides' pieces (not pawns, not kings) at the start */
    bool royal;      /* a king that may not be left in check */
    bool pawns;      /* a pawn type that promotes or advances */
    int noise;       /* centipawns of noise (0 none) */
    uint64_t seed;
    /* EVAL_PAWN_CACHE entries (emptied, pawns[0] = pawns[1] = ~0) for the
     * pawn terms, or NULL: eval_init leaves none, a searcher gives its own */
    EvalPawnEntry *pawn_cache;
} EvalTables;

/* Computes the tables of v (once per variant) with the default weights. */
void eval_init(EvalTables *t, const Variant *v);

/* The same with the weights w (a tuner's). */
void eval_init_weights(EvalTables *t, const Variant *v, const EvalWeights *w);

/* Value of a captured piece of `type` (Potential: a POT_* type) for ordering
 * and material: the piece's value with the powers of node n. */
int eval_victim(const EvalTables *t, const SNode *n, int colour, int type);

/* The game phase of p (the plain family): 256 with the pieces (not pawns,
 * not kings) of the start array, 0 with none; the middlegame's terms weigh
 * by it, the endgame's by the rest. */
int eval_phase(const EvalTables *t, const Position *p);

/* The static evaluation of n from the view of the player to act. */
int eval_node(const EvalTables *t, const SNode *n);

/* Potential Chess (eval_pot.c): the value of each type (K Q R B N P), and
 * the static score of p (b: its board, pot_board) from White's view. */
extern const int eval_pot_values[POT_NTYPES];
int eval_potential(const PotPos *p, const PotBoard *b);

/* What the owner of a piece of set `set` says it was when it is taken: the
 * value of its cheapest type but the king (0 for {K}). */
int eval_pot_floor(unsigned set);

#endif
