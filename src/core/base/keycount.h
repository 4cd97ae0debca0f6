/* keycount.h - how many times each 64-bit key stands in a set that grows and shrinks: the
 * repetition count of a game's positions, kept as moves are played and taken back, so that
 * the status asks once instead of walking the game. */
#ifndef MORPH_KEYCOUNT_H
#define MORPH_KEYCOUNT_H

#include <stdint.h>

/* Open addressing; a key once seen keeps its slot, its count maybe 0. Zeroed: empty. */
typedef struct KeyCount {
    uint64_t *key;
    int *n; /* -1: an empty slot */
    int size, used;
} KeyCount;

/* Adds delta to k's count; -1 when the table could not grow (nothing changed). A key
 * already there takes no allocation. */
int keycount_add(KeyCount *t, uint64_t k, int delta);

/* The times k stands in t. */
int keycount_get(const KeyCount *t, uint64_t k);

/* Frees t's table and empties it. */
void keycount_free(KeyCount *t);

#endif
