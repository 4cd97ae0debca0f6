/* perft.c - move-path counting with a bulk count at the last ply. */
#include "perft.h"

#include "movegen.h"

uint64_t perft(const Variant *v, const Position *p, int depth)
{
    if (depth <= 0)
        return 1;
    MoveList list;
    int n = movegen_legal(v, p, &list);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Position q = *p;
        position_make(v, &q, list.moves[i]);
        total += perft(v, &q, depth - 1);
    }
    return total;
}
