/* attack.h - targets of a compiled power from a square (internal to the core). */
#ifndef MORPH_ATTACK_H
#define MORPH_ATTACK_H

#include "bits.h"
#include "position.h"
#include "power.h"

/* Squares a rider direction reaches from sq, up to and including the first
 * occupied square. */
static inline Bitboard attack_ray(const RayDir *r, int sq, Bitboard occ)
{
    Bitboard a = r->lim[sq];
    Bitboard b = a & occ;
    if (b)
        a &= ~r->full[r->ascending ? bits_lsb(b) : bits_msb(b)];
    return a;
}

/* Squares the line l of pw reaches from sq, up to and including the first
 * occupied square each way: the obstruction difference of the blockers
 * below sq (the highest of them) and above it (the lowest). */
static inline Bitboard attack_line(const Power *pw, const RayLine *l, int sq, Bitboard occ)
{
    Bitboard up = pw->rays[l->up].full[sq], down = pw->rays[l->down].full[sq];
    Bitboard upper = occ & up;
    Bitboard below = (Bitboard)1 << bits_msb((occ & down) | 1);
    return (up | down) & (upper ^ (upper - below));
}

/* The squares from which initial-only moves of (colour, type) are allowed. */
static inline Bitboard attack_initial_mask(const Variant *v, const Position *p, int colour,
                                           int type)
{
    if (type == v->pawn_type && v->def.rules.first_rank_double) {
        Bitboard r0 = (Bitboard)0xff << (colour == WHITE ? 0 : 8 * (v->geo.ranks - 1));
        Bitboard r1 = (Bitboard)0xff << (colour == WHITE ? 8 : 8 * (v->geo.ranks - 2));
        return (r0 | r1) & v->geo.valid;
    }
    return p->unmoved;
}

/* Adds to *moves and *captures (not yet masked by the occupancy) the
 * targets of pw's rides, lame leaps and slow moves from sq. */
void attack_rides(const Variant *v, const Power *pw, int sq, Bitboard occ, bool initial,
                  Bitboard *moves, Bitboard *captures);

/* Every move and capture target of power pw for a piece on sq, split in
 * squares it may move to (empty) and squares it may capture on (enemy).
 * `initial` says whether initial-only moves are allowed. Slow moves are
 * included. En passant is not. */
static inline void attack_targets(const Variant *v, const Power *pw, int sq, Bitboard occ,
                                  Bitboard enemy, bool initial, Bitboard *moves, Bitboard *captures)
{
    Bitboard mv = pw->leap_move[sq], cp = pw->leap_cap[sq];
    if (initial) {
        mv |= pw->ileap_move[sq];
        cp |= pw->ileap_cap[sq];
    }
    /* a power of single leaps only (a knight, a king) makes no call */
    if (pw->features & (POWER_HAS_RAYS | POWER_HAS_LAME | POWER_HAS_SLOW))
        attack_rides(v, pw, sq, occ, initial, &mv, &cp);
    *moves = mv & ~occ;
    *captures = cp & enemy;
}

/* Whether pw captures by single leaps alone (its capture targets are
 * leap_cap, and ileap_cap when unmoved, whatever the occupancy): an
 * orthodox pawn, knight or king. */
static inline bool attack_leap_captures(const Power *pw)
{
    return !(pw->features & (POWER_CAP_RAYS | POWER_LAME_CAP | POWER_HAS_SLOW));
}

/* Capture targets only (the squares the piece attacks). */
Bitboard attack_captures(const Variant *v, const Power *pw, int sq, Bitboard occ, bool initial);

/* Pieces of `by` that attack sq, with occupancy occ. */
Bitboard position_attackers(const Variant *v, const Position *p, int sq, int by, Bitboard occ);

/* True when colour's king is attacked (false if the variant has no check or
 * there is no king). */
bool position_in_check(const Variant *v, const Position *p, int colour);

#endif
