/* bits.h - bit tricks on bitboards (internal to the core). */
#ifndef MORPH_BITS_H
#define MORPH_BITS_H

#include "geo.h"

static inline int bits_lsb(Bitboard b)
{
    return __builtin_ctzll(b);
}
static inline int bits_msb(Bitboard b)
{
    return 63 - __builtin_clzll(b);
}
static inline int bits_count(Bitboard b)
{
    return __builtin_popcountll(b);
}
static inline int bits_pop(Bitboard *b)
{
    int s = __builtin_ctzll(*b);
    *b &= *b - 1;
    return s;
}

#endif
