/* perft.h - move-path counting, the exactness check of move generation. */
#ifndef MORPH_PERFT_H
#define MORPH_PERFT_H

#include <stdint.h>

#include "position.h"

/* The number of move paths of length depth from p (depth 0 counts 1).
 * The last ply is counted without making the moves. */
uint64_t perft(const Variant *v, const Position *p, int depth);

#endif
