/* eval_pot.c - the static score of a Potential Chess position, read from
 * the sets: what each side has lost (a captured piece counts as the type its
 * owner said), what each piece may still be, the squares each side's
 * possible attackers reach, pieces left to be taken, and where each king
 * may be and how safe those squares are. */
#include "bits.h"
#include "eval.h"
#include "potential_impl.h"

static int centre(int sq)
{
    int f = geo_file(sq), r = geo_rank(sq);
    int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
    return 6 - df - dr;
}

/* What the owner of a piece of set `set` would say it was when it is
 * taken: its cheapest type but the king. */
static int floor_value(unsigned set)
{
    int low = 0;
    for (int t = POT_P; t > POT_K; t--)
        if (set & POT_BIT(t)) {
            low = eval_pot_values[t];
            break;
        }
    return low;
}

int eval_potential(const PotPos *p, const PotBoard *pb)
{
    const PotBoard b = *pb;
    Bitboard att[2] = {pot_board_attacks(&b, WHITE, b.occ, 0),
                       pot_board_attacks(&b, BLACK, b.occ, 0)};
    int score = 0;
    for (int id = 0; id < POT_PIECES; id++) {
        int c = pot_colour(id), sign = c == WHITE ? 1 : -1, sq = p->sq[id];
        unsigned cur = p->cur[id];
        if (sq == POT_NONE) {
            for (int ty = 0; ty < POT_NTYPES; ty++)
                if (p->org[id] == POT_BIT(ty))
                    score -= sign * eval_pot_values[ty];
            continue;
        }
        if (p->org[id] == POT_BIT(POT_P) && cur != p->org[id])
            for (int ty = POT_Q; ty < POT_P; ty++)
                if (cur & POT_BIT(ty))
                    score += sign * (eval_pot_values[ty] - eval_pot_values[POT_P]);
        /* a piece may move as any of its types, and its owner keeps the
         * choice of what it was */
        score += sign * (4 * bits_count(cur & ~POT_BIT(POT_K)) + 2 * centre(sq));
        /* attacked and not defended: the side to move may save it, the other
         * side will lose what its owner then says it was */
        Bitboard bit = geo_bit(sq);
        if ((att[!c] & bit) && !(att[c] & bit) && cur != POT_BIT(POT_K))
            score -= sign * floor_value(cur) / (c == p->stm ? 16 : 4);
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
