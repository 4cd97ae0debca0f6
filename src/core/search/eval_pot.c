/* eval_pot.c - the static score of a Potential Chess position, read from
 * the sets: what each side has lost (a captured piece counts as the type its
 * owner said), what each piece may still be, the squares each side's
 * possible attackers reach, pieces left to be taken, and where each king
 * may be and how safe those squares are. */
#include "bits.h"
#include "eval.h"
#include "potential_impl.h"

/* The weights, as numbers a build may set (scripts/potential-tune.py builds
 * with -DPOT_W_...=N to try others in self-play). */
#ifndef POT_W_TYPES
#define POT_W_TYPES 4 /* each type a piece may still be, but the king */
#endif
#ifndef POT_W_CENTRE
#define POT_W_CENTRE 2 /* each step nearer the centre */
#endif
#ifndef POT_W_REACH
#define POT_W_REACH 3 /* each square the possible attackers reach */
#endif
#ifndef POT_W_HANG_MOVER
#define POT_W_HANG_MOVER 16 /* an undefended attacked piece of the side to move: 1/N */
#endif
#ifndef POT_W_HANG_OTHER
#define POT_W_HANG_OTHER 4 /* of the other side: 1/N of what its owner would say */
#endif
#ifndef POT_W_KING0
#define POT_W_KING0 80 /* no possible king square left unattacked */
#endif
#ifndef POT_W_KING1
#define POT_W_KING1 30 /* one left */
#endif
#ifndef POT_W_KING2
#define POT_W_KING2 10 /* two left */
#endif

/* Here, not in eval.c, which calls this file's functions: no two files call each other. */
const int eval_pot_values[POT_NTYPES] = {0, 950, 500, 330, 320, 100}; /* K Q R B N P */

/* 6 less the distance in files and ranks from the centre's four squares. */
static const int8_t CENTRE[64] = {0, 1, 2, 3, 3, 2, 1, 0, 1, 2, 3, 4, 4, 3, 2, 1, 2, 3, 4, 5, 5, 4,
                                  3, 2, 3, 4, 5, 6, 6, 5, 4, 3, 3, 4, 5, 6, 6, 5, 4, 3, 2, 3, 4, 5,
                                  5, 4, 3, 2, 1, 2, 3, 4, 4, 3, 2, 1, 0, 1, 2, 3, 3, 2, 1, 0};

/* The types in a set. */
static const uint8_t NTYPES[64] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3,
                                   3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4,
                                   3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6};

int eval_pot_floor(unsigned set)
{
    for (int t = POT_P; t > POT_K; t--)
        if (set & POT_BIT(t))
            return eval_pot_values[t];
    return 0;
}

int eval_potential(const PotPos *p, const PotBoard *pb)
{
    const PotBoard b = *pb;
    Bitboard att[2] = {pot_board_attacks(&b, WHITE, b.occ, 0),
                       pot_board_attacks(&b, BLACK, b.occ, 0)};
    int score = 0;
    for (int id = 0; id < POT_PIECES; id++) {
        int c = id >> 4, sign = 1 - 2 * c, sq = p->sq[id];
        unsigned cur = p->cur[id], org = p->org[id];
        if (sq == POT_NONE) {
            /* a captured piece counts as the one type its owner said */
            if (org && !(org & (org - 1)))
                score -= sign * eval_pot_values[__builtin_ctz(org)];
            continue;
        }
        if (org == POT_BIT(POT_P) && cur != org)
            for (int ty = POT_Q; ty < POT_P; ty++)
                if (cur & POT_BIT(ty))
                    score += sign * (eval_pot_values[ty] - eval_pot_values[POT_P]);
        /* a piece may move as any of its types, and its owner keeps the
         * choice of what it was */
        score += sign * (POT_W_TYPES * NTYPES[cur & ~POT_BIT(POT_K)] + POT_W_CENTRE * CENTRE[sq]);
        /* attacked and not defended: the side to move may save it, the other
         * side will lose what its owner then says it was */
        Bitboard bit = geo_bit(sq);
        if ((att[!c] & bit) && !(att[c] & bit) && cur != POT_BIT(POT_K))
            score -=
                sign * eval_pot_floor(cur) / (c == p->stm ? POT_W_HANG_MOVER : POT_W_HANG_OTHER);
    }
    score += POT_W_REACH * (bits_count(att[WHITE]) - bits_count(att[BLACK]));
    /* the king's possible squares: one left unattacked is a king that can
     * be found and hunted; several keep the enemy guessing */
    for (int c = 0; c < 2; c++) {
        int sign = c == WHITE ? 1 : -1;
        int safe = bits_count(b.kings[c] & ~att[!c]);
        score -= sign * (safe == 0   ? POT_W_KING0
                         : safe == 1 ? POT_W_KING1
                         : safe == 2 ? POT_W_KING2
                                     : 0);
    }
    return score;
}
