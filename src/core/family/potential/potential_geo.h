/* potential_geo.h - the orthodox geometry of Potential Chess on bitboards,
 * without tables: knight, king and pawn attacks by shifts, rook and bishop
 * rays by occluded fills (Kogge-Stone), for one piece or for every piece of
 * a set at once. potential_check_variant has made sure the variant's K Q R
 * B N are the orthodox ones; tests/core/test_potential_fast.c compares these
 * with the compiled powers. Internal to the core's Potential files. */
#ifndef MORPH_POTENTIAL_GEO_H
#define MORPH_POTENTIAL_GEO_H

#include "geo.h"

#define PG_FILE_A 0x0101010101010101ull
#define PG_NOT_A (~PG_FILE_A)
#define PG_NOT_H (~(PG_FILE_A << 7))
#define PG_NOT_AB (~(PG_FILE_A | PG_FILE_A << 1))
#define PG_NOT_GH (~(PG_FILE_A << 6 | PG_FILE_A << 7))
#define PG_RANK(r) (0xffull << (8 * (r)))

static inline Bitboard pg_knights(Bitboard b)
{
    Bitboard l1 = (b >> 1) & PG_NOT_H, l2 = (b >> 2) & PG_NOT_GH;
    Bitboard r1 = (b << 1) & PG_NOT_A, r2 = (b << 2) & PG_NOT_AB;
    Bitboard h1 = l1 | r1, h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

/* The squares next to the kings on b (a king next to another is attacked by it). */
static inline Bitboard pg_kings(Bitboard b)
{
    Bitboard side = ((b << 1) & PG_NOT_A) | ((b >> 1) & PG_NOT_H), row = side | b;
    return side | (row << 8) | (row >> 8);
}

/* The squares pawns of `colour` on b capture on. */
static inline Bitboard pg_pawns(Bitboard b, int colour)
{
    Bitboard side = ((b << 1) & PG_NOT_A) | ((b >> 1) & PG_NOT_H);
    return colour == 0 ? side << 8 : side >> 8;
}

/* Occluded fill from gen through the empty squares, one direction: a
 * left shift by s (pass a negative s for a right shift); wrap: the squares
 * a step may land on without wrapping round the board. */
static inline Bitboard pg_ray(Bitboard gen, Bitboard empty, int s, Bitboard wrap)
{
    empty &= wrap;
    if (s > 0) {
        gen |= empty & (gen << s);
        empty &= empty << s;
        gen |= empty & (gen << 2 * s);
        empty &= empty << 2 * s;
        gen |= empty & (gen << 4 * s);
        return (gen << s) & wrap;
    }
    s = -s;
    gen |= empty & (gen >> s);
    empty &= empty >> s;
    gen |= empty & (gen >> 2 * s);
    empty &= empty >> 2 * s;
    gen |= empty & (gen >> 4 * s);
    return (gen >> s) & wrap;
}

static inline Bitboard pg_rooks(Bitboard gen, Bitboard occ)
{
    Bitboard e = ~occ;
    return pg_ray(gen, e, 8, ~0ull) | pg_ray(gen, e, -8, ~0ull) | pg_ray(gen, e, 1, PG_NOT_A) |
           pg_ray(gen, e, -1, PG_NOT_H);
}

static inline Bitboard pg_bishops(Bitboard gen, Bitboard occ)
{
    Bitboard e = ~occ;
    return pg_ray(gen, e, 9, PG_NOT_A) | pg_ray(gen, e, 7, PG_NOT_H) |
           pg_ray(gen, e, -7, PG_NOT_A) | pg_ray(gen, e, -9, PG_NOT_H);
}

#endif
