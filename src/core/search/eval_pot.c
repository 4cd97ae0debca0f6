/* eval_pot.c - the static score of a Potential Chess position, read from
 * the sets: what each side has lost (a captured piece counts as the type its
 * owner said), what each piece may still be, the squares each side's
 * possible attackers reach, pieces left to be taken, and where each king
 * may be and how safe those squares are. */
#include "bits.h"
#include "eval.h"
#include "potential_impl.h"

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
        score += sign * (4 * NTYPES[cur & ~POT_BIT(POT_K)] + 2 * CENTRE[sq]);
        /* attacked and not defended: the side to move may save it, the other
         * side will lose what its owner then says it was */
        Bitboard bit = geo_bit(sq);
        if ((att[!c] & bit) && !(att[c] & bit) && cur != POT_BIT(POT_K))
            score -= sign * eval_pot_floor(cur) / (c == p->stm ? 16 : 4);
    }
    score += 3 * (bits_count(att[WHITE]) - bits_count(att[BLACK]));
    /* the king's possible squares: one left unattacked is a king that can
     * be found and hunted; several keep the enemy guessing */
    for (int c = 0; c < 2; c++) {
        int sign = c == WHITE ? 1 : -1;
        int safe = bits_count(b.kings[c] & ~att[!c]);
        score += sign * (safe == 0 ? -80 : safe == 1 ? -30 : safe == 2 ? -10 : 0);
    }
    return score;
}
