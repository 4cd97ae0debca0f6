/* potential_impl.h - what potential.c (the rules of one move) and
 * potential_gen.c (the move lists) share: a position's pieces as bitboards
 * by the types they may be, and the legality test of a candidate move. */
#ifndef MORPH_POTENTIAL_IMPL_H
#define MORPH_POTENTIAL_IMPL_H

#include "potential.h"
#include "potential_geo.h"

#define POT_BIT(t) (1u << (t))

/* The pieces of a position by colour and by what they may be. */
typedef struct PotBoard {
    Bitboard side[2], occ;
    Bitboard lines[2]; /* a rook or a queen */
    Bitboard diags[2]; /* a bishop or a queen */
    Bitboard knights[2], kings[2], pawns[2];
} PotBoard;

void pot_board(const PotPos *p, PotBoard *b);

/* The squares side `by` attacks with occupancy occ, its pieces on `gone`
 * left out (a piece just captured). */
static inline Bitboard pot_board_attacks(const PotBoard *b, int by, Bitboard occ, Bitboard gone)
{
    Bitboard keep = ~gone;
    return pg_rooks(b->lines[by] & keep, occ) | pg_bishops(b->diags[by] & keep, occ) |
           pg_knights(b->knights[by] & keep) | pg_kings(b->kings[by] & keep) |
           pg_pawns(b->pawns[by] & keep, by);
}

/* Whether side `colour` is in check on b: each of its pieces that may be
 * the king is attacked. */
static inline bool pot_board_in_check(const PotBoard *b, int colour)
{
    Bitboard kings = b->kings[colour];
    return kings && (kings & ~pot_board_attacks(b, !colour, b->occ, 0)) == 0;
}

/* The squares a piece of type t (POT_*, not P) on sq attacks. */
static inline Bitboard pot_piece_attacks(int t, int sq, Bitboard occ)
{
    Bitboard b = geo_bit(sq);
    switch (t) {
    case POT_K:
        return pg_kings(b);
    case POT_Q:
        return pg_rooks(b, occ) | pg_bishops(b, occ);
    case POT_R:
        return pg_rooks(b, occ);
    case POT_B:
        return pg_bishops(b, occ);
    default:
        return pg_knights(b);
    }
}

/* Empty squares a pawn of `colour` on sq may advance to (two squares from
 * its first or second rank if unmoved). */
static inline Bitboard pot_pawn_pushes(int colour, int sq, bool unmoved, Bitboard occ)
{
    int dir = colour == 0 ? 8 : -8;
    int rel = colour == 0 ? geo_rank(sq) : 7 - geo_rank(sq);
    if (rel >= 7)
        return 0;
    int one = sq + dir;
    if (occ & geo_bit(one))
        return 0;
    Bitboard b = geo_bit(one);
    if (unmoved && rel <= 1 && !(occ & geo_bit(one + dir)))
        b |= geo_bit(one + dir);
    return b;
}

/* The types of castling from e1/e8 to `to`: {K} when the rules allow it
 * now (attacked: the squares the enemy attacks before the move), else 0. */
unsigned pot_castle_types(const PotPos *p, int from, int to, Bitboard occ, Bitboard attacked);

/* Whether the mover's counts stay feasible when its piece on `from` makes
 * the move to `to` of the given kind with sets cur / org after step 1 and
 * its possible kings attacked after the move lose K (RULES.md 5, steps 3-5;
 * the captured piece's owner can always choose, as the sets are exact).
 * With moved_set, a legal move's piece's set after every narrowing there. */
bool pot_mover_ok(const PotPos *p, const PotBoard *b, int from, int to, int kind, unsigned cur,
                  unsigned org, uint8_t *moved_set);

/* The types that can make from -> to of the kind (potential.c). */
unsigned pot_move_types(const PotPos *p, const PotBoard *b, int from, int to, int kind);

/* potential_apply on p whose board is b; with ob, out's board into *ob. */
int pot_apply_board(const PotPos *p, const PotBoard *b, PotMove m, PotPos *out, PotBoard *ob);

/* The null move of the search: p with the other side to move and no en
 * passant, its key brought up to date. */
void pot_pass(const PotPos *p, PotPos *out);

/* potential_legal on p whose board is b, or with captures_only
 * potential_captures of the pieces on `victims` only. */
int pot_legal_board(const PotPos *p, const PotBoard *b, bool captures_only, Bitboard victims,
                    PotMoveList *out);

#endif
