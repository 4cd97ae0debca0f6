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
#if defined(__POPCNT__)
    return __builtin_popcountll(b);
#else
    /* without the instruction the builtin is a library call: this is faster */
    b = b - ((b >> 1) & 0x5555555555555555ull);
    b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
    b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((b * 0x0101010101010101ull) >> 56);
#endif
}
static inline int bits_pop(Bitboard *b)
{
    int s = __builtin_ctzll(*b);
    *b &= *b - 1;
    return s;
}

#endif
