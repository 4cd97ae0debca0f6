/* keycount.c - counts of 64-bit keys in an open-addressed table. */
#include "keycount.h"

#include <stdlib.h>

/* The slot of k in t (t->size a power of two, never full), or the empty slot it would take. */
static int slot(const KeyCount *t, uint64_t k)
{
    int i = (int)(k & (uint64_t)(t->size - 1));
    while (t->n[i] >= 0 && t->key[i] != k)
        i = (i + 1) & (t->size - 1);
    return i;
}

/* Adds delta to k's count; -1 when the table could not grow (nothing changed). A key
 * already there takes no allocation. */
int keycount_add(KeyCount *t, uint64_t k, int delta)
{
    if (t->size == 0 || (t->n[slot(t, k)] < 0 && 2 * (t->used + 1) > t->size)) {
        KeyCount g = {NULL, NULL, t->size ? 2 * t->size : 64, 0};
        g.key = malloc(sizeof *g.key * (size_t)g.size);
        g.n = malloc(sizeof *g.n * (size_t)g.size);
        if (!g.key || !g.n) {
            free(g.key);
            free(g.n);
            return -1;
        }
        for (int i = 0; i < g.size; i++)
            g.n[i] = -1;
        for (int i = 0; i < t->size; i++)
            if (t->n[i] >= 0) {
                int j = slot(&g, t->key[i]);
                g.key[j] = t->key[i];
                g.n[j] = t->n[i];
                g.used++;
            }
        free(t->key);
        free(t->n);
        *t = g;
    }
    int i = slot(t, k);
    if (t->n[i] < 0) {
        t->key[i] = k;
        t->n[i] = 0;
        t->used++;
    }
    t->n[i] += delta;
    return 0;
}

/* The times k stands in t. */
int keycount_get(const KeyCount *t, uint64_t k)
{
    if (t->size == 0)
        return 0;
    int i = slot(t, k);
    return t->n[i] > 0 ? t->n[i] : 0;
}

void keycount_free(KeyCount *t)
{
    free(t->key);
    free(t->n);
    *t = (KeyCount){NULL, NULL, 0, 0};
}
