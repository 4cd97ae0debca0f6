/* rng.h - a small xorshift generator for the randomised tests (state in the caller). */
#ifndef MORPH_TEST_RNG_H
#define MORPH_TEST_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t s; /* any non-zero seed */
} Rng;

/* A number from 0 to n - 1. */
static inline unsigned rng_next(Rng *r, unsigned n)
{
    r->s ^= r->s << 13;
    r->s ^= r->s >> 7;
    r->s ^= r->s << 17;
    return (unsigned)((r->s >> 11) % n);
}

#endif
