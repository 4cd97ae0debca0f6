/* eval.c - the evaluation: piece values from the Betza powers themselves
 * (reach on an empty 8x8 board, distance-weighted so that a rider's far
 * squares, often blocked, count less than a leaper's; forward reach above
 * backward; colour-bound pieces less), the next powers of a mutating piece,
 * then centralisation, mobility, pawn structure, king safety and threats
 * (men the enemy's pawns attack, men attacked and undefended), and for the
 * men whose powers are orthodox the placement tables fitted to Stockfish's
 * scores (pst.c). */
#include "eval.h"

#include <stdlib.h>
#include <string.h>

#include "attack.h"
#include "betza.h"
#include "bits.h"
#include "portal.h"
#include "power.h"

const EvalWeights eval_default_weights = {
#define EVAL_DEFAULT(name, def) .name = (def),
    EVAL_WEIGHTS(EVAL_DEFAULT)
#undef EVAL_DEFAULT
};

static int centre(int sq)
{
    int f = geo_file(sq), r = geo_rank(sq);
    int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
    return 6 - df - dr; /* 0 in a corner .. 6 in the centre */
}

/* Reach of a power over the empty board, in "weighted squares" per square. */
static double power_reach(const Variant *v, const EvalWeights *ew, const Power *pw, int colour,
                          bool *bound)
{
    long long total = 0;
    Bitboard colours[2] = {0, 0};
    int squares = 0;
    for (int s = 0; s < 64; s++) {
        if (!(v->geo.valid & geo_bit(s)))
            continue;
        squares++;
        Bitboard mv, cp;
        attack_targets(v, pw, s, geo_bit(s), v->geo.valid & ~geo_bit(s), false, &mv, &cp);
        for (Bitboard b = mv | cp; b;) {
            int t = bits_pop(&b);
            int dx = abs(geo_file(t) - geo_file(s)), dy = geo_rank(t) - geo_rank(s);
            int d = dx > abs(dy) ? dx : abs(dy);
            /* in millionths, summed as integers so that the two colours'
             * mirror-image powers get the same value to the last bit */
            long long w = d <= 2   ? 1000
                          : d == 3 ? ew->reach_d3
                          : d == 4 ? ew->reach_d4
                                   : ew->reach_far;
            int fwd = colour == WHITE ? dy : -dy;
            w *= fwd > 0 ? 110 : fwd < 0 ? 90 : 100;
            w *= (mv & geo_bit(t)) && (cp & geo_bit(t)) ? 10 : 6; /* move-only or capture-only */
            total += w;
            colours[((geo_file(t) + geo_rank(t)) ^ (geo_file(s) + geo_rank(s))) & 1] = 1;
        }
    }
    double reach = squares ? (double)total / 1e6 / squares : 0;
    *bound = !colours[1];
    if (*bound)
        reach *= 0.85; /* colour-bound: reaches only its own colour of square */
    return reach;
}

static int base_value(const Variant *v, const EvalWeights *w, int colour, int type, int idx)
{
    const Power *pw = v->powers[type][colour][idx];
    if (!pw)
        return 0;
    if (type == v->king_type)
        return 0;
    if (v->def.types[type].role == ROLE_PAWN)
        return EVAL_PAWN;
    bool bound;
    double reach = power_reach(v, w, pw, colour, &bound);
    int val = (int)(w->mat_base + w->mat_reach * reach);
    return val < 60 ? 60 : val;
}

static uint8_t power_shape(const Variant *v, int colour, int type, int idx)
{
    const Power *pw = v->powers[type][colour][idx];
    if (!pw || type == v->king_type || v->def.types[type].role == ROLE_PAWN)
        return 0;
    uint8_t shape = 0;
    bool bound;
    power_reach(v, &eval_default_weights, pw, colour, &bound);
    if (bound)
        shape |= EVAL_COLOUR_BOUND;
    int a1 = colour == WHITE ? 0 : 56; /* its own first rank's corner */
    for (int i = 0; i < pw->nrays; i++) {
        const RayDir *r = &pw->rays[i];
        if (r->dx == 0 && (colour == WHITE ? r->dy > 0 : r->dy < 0) && bits_count(r->lim[a1]) > 3)
            shape |= EVAL_FILE_RIDER;
    }
    return shape;
}

static int count_powers(const Variant *v, int colour, int type)
{
    int n = 0;
    while (n < VAR_MAX_COMBOS && v->powers[type][colour][n])
        n++;
    return n;
}

/* Whether powers a and b move and capture on the same squares from every
 * square of the empty board, moved or not. */
static bool same_targets(const Variant *v, const Power *a, const Power *b)
{
    for (int s = 0; s < 64; s++)
        for (int initial = 0; initial < 2; initial++) {
            Bitboard amv, acp, bmv, bcp;
            attack_targets(v, a, s, geo_bit(s), ~geo_bit(s), initial, &amv, &acp);
            attack_targets(v, b, s, geo_bit(s), ~geo_bit(s), initial, &bmv, &bcp);
            if (amv != bmv || acp != bcp)
                return false;
        }
    return true;
}

/* The Betza text of the classes that read a table by their power: the
 * knight, bishop, rook and queen (EVAL_PST_N + i). */
static const char *const pst_betza[] = {"N", "B", "R", "Q"};
enum { PST_BY_POWER = sizeof pst_betza / sizeof pst_betza[0] };

/* Fills t->pst_class: in a game of royal kings and pawns on the 8x8 board,
 * the pawn-role type and the royal king read their class's table, and so
 * does a man whose power moves and captures exactly as a knight, bishop,
 * rook or queen (compiled from its letter on v's board, and compared by
 * targets); any other man reads none. */
static void pst_classes(EvalTables *t, const Variant *v)
{
    memset(t->pst_class, EVAL_PST_NONE, sizeof t->pst_class);
    if (v->geo.valid != ~(Bitboard)0 || !t->royal || v->pawn_type < 0 ||
        v->def.types[v->pawn_type].role != ROLE_PAWN)
        return;
    Power *ortho = malloc(sizeof *ortho * PST_BY_POWER);
    bool compiled[PST_BY_POWER] = {false};
    for (int i = 0; ortho && i < PST_BY_POWER; i++) {
        BetzaPiece bp;
        compiled[i] = betza_parse(pst_betza[i], &bp, NULL) == 0 &&
                      power_compile(&ortho[i], &bp, WHITE, &v->geo, NULL, 0) == 0;
    }
    for (int c = 0; c < 2; c++)
        for (int ty = 0; ty < v->def.ntypes; ty++)
            for (int i = 0; i < count_powers(v, c, ty); i++) {
                const Power *pw = v->powers[ty][c][i];
                int cls = ty == v->king_type   ? EVAL_PST_K
                          : ty == v->pawn_type ? EVAL_PST_P
                                               : EVAL_PST_NONE;
                for (int k = 0; cls == EVAL_PST_NONE && k < PST_BY_POWER; k++)
                    if (compiled[k] && same_targets(v, pw, &ortho[k]))
                        cls = EVAL_PST_N + k;
                t->pst_class[c][ty][i] = (uint8_t)cls;
            }
    free(ortho);
}

/* The best of the types in mask (the mover's choice), or t itself for 0. */
static int best_of(const int16_t base[VAR_MAX_TYPES], unsigned mask, int t)
{
    if (!mask)
        return base[t];
    int best = 0;
    for (int i = 0; i < VAR_MAX_TYPES; i++)
        if ((mask & (1u << i)) && base[i] > best)
            best = base[i];
    return best;
}

void eval_init(EvalTables *t, const Variant *v)
{
    eval_init_weights(t, v, &eval_default_weights);
}

void eval_init_weights(EvalTables *t, const Variant *v, const EvalWeights *w)
{
    t->v = v;
    t->w = *w;
    /* the weights by relative rank, as the pawn terms read them */
    const int advance[8] = {0, 0, w->adv2, w->adv3, w->adv4, w->adv5, w->adv6, 0};
    const int passed_mg[8] = {
        0, w->passed1_mg, w->passed2_mg, w->passed3_mg, w->passed4_mg, w->passed5_mg, w->passed6_mg,
        0};
    const int passed_eg[8] = {
        0, w->passed1_eg, w->passed2_eg, w->passed3_eg, w->passed4_eg, w->passed5_eg, w->passed6_eg,
        0};
    memcpy(t->advance, advance, sizeof advance);
    memcpy(t->passed_mg, passed_mg, sizeof passed_mg);
    memcpy(t->passed_eg, passed_eg, sizeof passed_eg);
    t->fam = snode_family(v);
    t->royal = v->def.rules.check && v->king_type >= 0;
    t->pawns = v->pawn_type >= 0;
    t->noise = 0;
    t->seed = 0;
    t->pawn_cache = NULL;
    const MutationDef *md = &v->def.mutation;
    for (int c = 0; c < 2; c++) {
        int16_t base0[VAR_MAX_TYPES] = {0};
        for (int ty = 0; ty < v->def.ntypes; ty++)
            base0[ty] = (int16_t)base_value(v, w, c, ty, 0);
        for (int ty = 0; ty < v->def.ntypes; ty++) {
            int n = count_powers(v, c, ty);
            for (int i = 0; i < n; i++) {
                double b = base_value(v, w, c, ty, i), val = b;
                if (md->kind == MUT_TYPE_CYCLE && !md->atomic && n > 1) {
                    val = 0.55 * b + 0.3 * base_value(v, w, c, ty, (i + 1) % n) +
                          0.15 * base_value(v, w, c, ty, (i + 2) % n);
                } else if (md->kind == MUT_TYPE_CYCLE && n > 1) {
                    double avg = 0;
                    for (int k = 0; k < n; k++)
                        avg += base_value(v, w, c, ty, k);
                    val = 0.7 * b + 0.3 * avg / n;
                } else if (ty != v->king_type && md->kind == MUT_PIECE_CYCLE) {
                    val = 0.65 * b + 0.35 * best_of(base0, md->next[0][ty], ty);
                } else if (ty != v->king_type && md->kind == MUT_LADDER) {
                    val = 0.6 * b + 0.2 * best_of(base0, md->next[0][ty], ty) +
                          0.2 * best_of(base0, md->next[1][ty], ty);
                } else if (ty != v->king_type && md->kind == MUT_UP_DOWN) {
                    val = 0.6 * b + 0.25 * best_of(base0, md->next[0][ty], ty) +
                          0.15 * best_of(base0, md->next[1][ty], ty);
                }
                t->value[c][ty][i] = (int16_t)val;
                t->shape[c][ty][i] = power_shape(v, c, ty, i);
                int iv = t->value[c][ty][i];
                t->reach_w[c][ty][i] = (int16_t)(iv > 150 ? 1000 / iv : 6);
            }
        }
    }
    for (int c = 0; c < 2; c++)
        for (int k = 0; k < 64; k++) {
            Bitboard z = 0;
            int kf = geo_file(k), kr = geo_rank(k), fwd = c == WHITE ? 1 : -1;
            for (int df = -1; df <= 1; df++)
                for (int dr = -1; dr <= 2; dr++) {
                    int f = kf + df, r = kr + dr * fwd;
                    if (f >= 0 && f < 8 && r >= 0 && r < 8)
                        z |= geo_bit(geo_square(f, r));
                }
            t->king_zone[c][k] = z & v->geo.valid;
        }
    pst_classes(t, v);
    memset(t->pst_mg, 0, sizeof t->pst_mg);
    memset(t->pst_eg, 0, sizeof t->pst_eg);
    for (int cls = 1; cls < EVAL_PST_CLASSES; cls++)
        for (int s = 0; s < 64; s++) {
            int f = geo_file(s), half = geo_rank(s) * 4 + (f < 4 ? f : 7 - f);
            t->pst_mg[cls][s] = eval_pst_default[cls - 1][0][half];
            t->pst_eg[cls][s] = eval_pst_default[cls - 1][1][half];
        }
    /* the game phase is the pieces left against those of the start array */
    t->start_heavy = 0;
    for (int sq = 0; sq < 64; sq++) {
        int code = v->start_board[sq];
        if (code == PIECE_NONE)
            continue;
        int c = piece_colour(code), ty = piece_type(code);
        if (ty != v->king_type && ty != v->pawn_type)
            t->start_heavy += t->value[c][ty][0];
    }
    if (t->start_heavy < 1000)
        t->start_heavy = 1000;
}

int eval_victim(const EvalTables *t, const SNode *n, int colour, int type)
{
    if (t->fam == SFAM_POTENTIAL)
        return type >= 0 && type < POT_NTYPES ? eval_pot_values[type] : 0;
    const Position *p = t->fam == SFAM_PLAIN ? &n->u.plain : &n->u.portal.board[0];
    if (type < 0 || type >= VAR_MAX_TYPES)
        return 0;
    if (type == t->v->king_type)
        return 20000;
    return t->value[colour][type][p->phase[colour][type]];
}

/* ---- plain boards -------------------------------------------------------- */

static int rel_rank(int colour, int sq)
{
    return colour == WHITE ? geo_rank(sq) : 7 - geo_rank(sq);
}

/* sq seen from colour's side (as White sees it): its rank mirrored for
 * Black, as the placement tables are read. */
static int own_square(int colour, int sq)
{
    return colour == WHITE ? sq : sq ^ 56;
}

static int distance(int a, int b)
{
    int df = abs(geo_file(a) - geo_file(b)), dr = abs(geo_rank(a) - geo_rank(b));
    return df > dr ? df : dr;
}

/* The pawn terms of colour c that depend on the pawns alone, added to *mg
 * and *eg; its passed pawns. */
static Bitboard pawn_structure(const EvalTables *t, Bitboard mine, Bitboard theirs, int c, int *mg,
                               int *eg)
{
    const EvalWeights *w = &t->w;
    bool promotes = t->v->def.rules.npromo > 0;
    Bitboard passed = 0;
    int cls = t->pst_class[c][t->v->pawn_type][0];
    for (Bitboard b = mine; b;) {
        int s = bits_pop(&b);
        int f = geo_file(s), rr = rel_rank(c, s);
        *mg += t->pst_mg[cls][own_square(c, s)];
        *eg += t->pst_eg[cls][own_square(c, s)];
        Bitboard file = 0x0101010101010101ull << f;
        Bitboard adj = (f > 0 ? file >> 1 : 0) | (f < 7 ? file << 1 : 0);
        if (promotes) /* in the middlegame a pawn's advance is also a hole */
            *eg += t->advance[rr];
        if ((f == 3 || f == 4) && (rr == 3 || rr == 4)) {
            *mg += w->pawn_centre_mg;
            *eg += w->pawn_centre_eg;
        }
        if (bits_count(mine & file) > 1) {
            *mg -= w->doubled_mg;
            *eg -= w->doubled_eg;
        }
        if (!(mine & adj)) {
            *mg -= w->isolated_mg;
            *eg -= w->isolated_eg;
        }
        if (promotes) {
            int r = geo_rank(s);
            Bitboard ahead =
                c == WHITE ? (r < 7 ? ~0ull << (8 * (r + 1)) : 0) : ((Bitboard)1 << (8 * r)) - 1;
            if (!(theirs & ahead & (file | adj))) {
                *mg += t->passed_mg[rr];
                *eg += t->passed_eg[rr];
                passed |= geo_bit(s);
            }
        }
    }
    return passed;
}

/* Pawn structure from colour c's view, added to *mg and *eg: the endgame
 * part of passed pawns is more when free to advance, and more with the
 * kings near or far. The part of the pawns alone comes from e (the cache's
 * entry of these pawns). */
static void pawn_terms(const EvalTables *t, const Position *p, const EvalPawnEntry *e, int c,
                       int *mg, int *eg)
{
    const Variant *v = t->v;
    const EvalWeights *w = &t->w;
    *mg += e->mg[c];
    *eg += e->eg[c];
    int own_k = t->royal ? position_king(v, p, c) : -1;
    int their_k = t->royal ? position_king(v, p, !c) : -1;
    for (Bitboard b = e->passed[c]; b;) {
        int s = bits_pop(&b);
        int f = geo_file(s), r = geo_rank(s), rr = rel_rank(c, s);
        int stop = rr < 7 ? geo_square(f, c == WHITE ? r + 1 : r - 1) : s;
        if (stop != s && p->board[stop] == PIECE_NONE)
            *eg += t->passed_eg[rr] * w->free_passed_pct / 100; /* free to advance */
        if (own_k >= 0 && their_k >= 0 && rr >= 3 && stop != s) {
            *eg += (distance(their_k, stop) * w->passed_their_king -
                    distance(own_k, stop) * w->passed_own_king) *
                   (rr - 2);
        }
    }
}

/* The entry of p's pawns: from t's cache, or computed into *scratch. */
static const EvalPawnEntry *pawn_entry(const EvalTables *t, const Position *p,
                                       EvalPawnEntry *scratch)
{
    int pt = t->v->pawn_type;
    Bitboard wp = p->pieces[WHITE][pt], bp = p->pieces[BLACK][pt];
    EvalPawnEntry *e = scratch;
    if (t->pawn_cache) {
        e = &t->pawn_cache[snode_mix(wp ^ snode_mix(bp)) & (EVAL_PAWN_CACHE - 1)];
        if (e->pawns[WHITE] == wp && e->pawns[BLACK] == bp)
            return e;
    }
    e->pawns[WHITE] = wp;
    e->pawns[BLACK] = bp;
    for (int c = 0; c < 2; c++) {
        int m = 0, g = 0;
        e->passed[c] = pawn_structure(t, c == WHITE ? wp : bp, c == WHITE ? bp : wp, c, &m, &g);
        e->mg[c] = m;
        e->eg[c] = g;
    }
    return e;
}

/* The middlegame's king placement and shelter from colour c's view. */
static int king_terms(const EvalTables *t, const Position *p, int c)
{
    const Variant *v = t->v;
    const EvalWeights *w = &t->w;
    int k = position_king(v, p, c);
    if (k < 0)
        return 0;
    int score = 0, rr = rel_rank(c, k), f = geo_file(k);
    score += rr == 0 ? w->king_home : -w->king_rank * rr;
    if (f >= 2 && f <= 5)
        score -= w->king_centre_file;
    else if (rr == 0)
        score += w->king_corner; /* castled, or gone to the corner */
    if (v->pawn_type >= 0 && rr < 7) {
        int fr = geo_rank(k) + (c == WHITE ? 1 : -1);
        for (int df = -1; df <= 1; df++) {
            int ff = f + df;
            if (ff < 0 || ff > 7)
                continue;
            Bitboard pawns = p->pieces[c][v->pawn_type];
            int fr2 = fr + (c == WHITE ? 1 : -1);
            if (pawns & geo_bit(geo_square(ff, fr)))
                score += w->shield1;
            else if (fr2 >= 0 && fr2 < 8 && (pawns & geo_bit(geo_square(ff, fr2))))
                score += w->shield2;
            else if (!(pawns & (0x0101010101010101ull << ff)))
                score -= w->king_open_file; /* an open file beside the king */
        }
    }
    return score;
}

/* The occupied squares colour c's men of type ty attack (or defend). */
static Bitboard men_attacks(const Variant *v, const Position *p, int c, int ty, Bitboard occ)
{
    const Power *pw = position_power(v, p, c, ty);
    Bitboard ini = attack_initial_mask(v, p, c, ty), all = 0;
    if (attack_leap_captures(pw)) {
        for (Bitboard b = p->pieces[c][ty]; b;) {
            int s = bits_pop(&b);
            all |= pw->leap_cap[s] | ((ini & geo_bit(s)) ? pw->ileap_cap[s] : 0);
        }
        return all & occ;
    }
    for (Bitboard b = p->pieces[c][ty]; b;) {
        int s = bits_pop(&b);
        Bitboard mv, cp;
        attack_targets(v, pw, s, occ, occ, (ini & geo_bit(s)) != 0, &mv, &cp);
        all |= cp;
    }
    return all;
}

/* The game phase of pieces (not pawns, not kings) worth heavy in all:
 * 256 with those of the start array (or more), 0 with none. */
static int phase_of(const EvalTables *t, int heavy)
{
    int phase = heavy * 256 / t->start_heavy;
    return phase > 256 ? 256 : phase;
}

int eval_phase(const EvalTables *t, const Position *p)
{
    const Variant *v = t->v;
    int heavy = 0;
    for (int c = 0; c < 2; c++)
        for (int ty = 0; ty < v->def.ntypes; ty++)
            if (ty != v->king_type && ty != v->pawn_type)
                heavy += t->value[c][ty][p->phase[c][ty]] * bits_count(p->pieces[c][ty]);
    return phase_of(t, heavy);
}

/* From White's view. */
static int eval_position(const EvalTables *t, const Position *p)
{
    const Variant *v = t->v;
    const EvalWeights *w = &t->w;
    int score = 0, heavy[2] = {0, 0}, units[2] = {0, 0}, attackers[2] = {0, 0};
    int mg = 0, eg = 0, mob[2] = {0, 0}, cen[2] = {0, 0};
    Bitboard occ = p->occ[0] | p->occ[1], zone[2] = {0, 0};
    /* the occupied squares each side attacks (or defends): att by all its
     * men, patt by its pawn-role men only */
    Bitboard att[2] = {0, 0}, patt[2] = {0, 0};
    bool pawn_role = t->pawns && v->def.types[v->pawn_type].role == ROLE_PAWN;
    if (pawn_role)
        for (int c = 0; c < 2; c++)
            att[c] = patt[c] = men_attacks(v, p, c, v->pawn_type, occ);
    if (t->royal)
        for (int c = 0; c < 2; c++) {
            int k = position_king(v, p, c);
            if (k >= 0)
                zone[c] = t->king_zone[c][k];
        }
    for (int c = 0; c < 2; c++) {
        int sign = c == WHITE ? 1 : -1;
        for (int ty = 0; ty < v->def.ntypes; ty++) {
            Bitboard b = p->pieces[c][ty];
            if (!b)
                continue;
            int val = t->value[c][ty][p->phase[c][ty]];
            int cnt = bits_count(b);
            if (ty == v->king_type || ty == v->pawn_type) {
                if (ty == v->pawn_type && pawn_role) {
                    mg += sign * val * cnt;
                    eg += sign * w->pawn_eg * cnt;
                } else {
                    score += sign * val * cnt;
                }
                if (ty == v->king_type || !pawn_role)
                    att[c] |= men_attacks(v, p, c, ty, occ);
                continue;
            }
            mg += sign * val * cnt;
            eg += sign * val * cnt * w->piece_eg_pct / 100;
            heavy[c] += val * cnt;
            const Power *pw = position_power(v, p, c, ty);
            Bitboard init = attack_initial_mask(v, p, c, ty);
            /* reach and the centre matter more to a small piece: a queen
             * that runs out early is chased */
            int pw_w = t->reach_w[c][ty][p->phase[c][ty]];
            bool develop = t->royal && t->pawns && val < 450;
            uint8_t shape = t->shape[c][ty][p->phase[c][ty]];
            if ((shape & EVAL_COLOUR_BOUND) && (b & 0xAA55AA55AA55AA55ull) &&
                (b & ~0xAA55AA55AA55AA55ull)) { /* a pair on both colours */
                mg += sign * w->pair_mg;
                eg += sign * w->pair_eg;
            }
            int cls = t->pst_class[c][ty][p->phase[c][ty]];
            const int16_t *pst_mg = t->pst_mg[cls], *pst_eg = t->pst_eg[cls];
            while (b) {
                int s = bits_pop(&b);
                Bitboard mv, cp;
                mg += sign * pst_mg[own_square(c, s)];
                eg += sign * pst_eg[own_square(c, s)];
                attack_targets(v, pw, s, occ, occ, (init & geo_bit(s)) != 0, &mv, &cp);
                att[c] |= cp;
                cp &= p->occ[!c];
                mob[c] += pw_w * bits_count(mv | cp);
                cen[c] += pw_w * centre(s);
                /* a file rider on the seventh rank, where the enemy pawns
                 * start or the enemy king is held */
                if ((shape & EVAL_FILE_RIDER) && pawn_role && rel_rank(c, s) == 6 &&
                    ((p->pieces[!c][v->pawn_type] & (0xffull << (8 * geo_rank(s)))) ||
                     (t->royal && p->pieces[!c][v->king_type] &&
                      rel_rank(c, bits_lsb(p->pieces[!c][v->king_type])) == 7))) {
                    mg += sign * w->rider7_mg;
                    eg += sign * w->rider7_eg;
                }
                if ((shape & EVAL_FILE_RIDER) && t->pawns) {
                    Bitboard file = 0x0101010101010101ull << geo_file(s);
                    if (!(file & p->pieces[c][v->pawn_type])) {
                        bool half = (file & p->pieces[!c][v->pawn_type]) != 0;
                        mg += sign * (half ? w->rider_half_mg : w->rider_open_mg);
                        eg += sign * (half ? w->rider_half_eg : w->rider_open_eg);
                    }
                }
                int near = bits_count((mv | cp) & zone[!c]);
                if (near) {
                    attackers[c]++;
                    units[c] += near * (val / 150 + 1);
                }
                if (develop && rel_rank(c, s) == 0)
                    score -= sign * w->develop;
            }
        }
    }
    /* 256 with the pieces of the start array, 0 with none: the middlegame's
     * terms weigh by it, the endgame's by the rest */
    int phase = phase_of(t, heavy[0] + heavy[1]);
    /* threats: c's pieces (not pawns, not the king) attacked by an enemy
     * pawn, or by anything when nothing of c defends them; the quiescence
     * search sees only the side to move's captures */
    if (t->royal && pawn_role) {
        for (int c = 0; c < 2; c++) {
            int sign = c == WHITE ? 1 : -1;
            Bitboard men = p->occ[c] & ~p->pieces[c][v->pawn_type] & ~p->pieces[c][v->king_type];
            int n_pawn = bits_count(men & patt[!c]);
            int n_hang = bits_count(men & att[!c] & ~att[c] & ~patt[!c]);
            mg -= sign * (n_pawn * w->threat_pawn_mg + n_hang * w->threat_hang_mg);
            eg -= sign * (n_pawn * w->threat_pawn_eg + n_hang * w->threat_hang_eg);
        }
    }
    EvalPawnEntry scratch;
    const EvalPawnEntry *pe = pawn_role ? pawn_entry(t, p, &scratch) : NULL;
    for (int c = 0; c < 2; c++) {
        int sign = c == WHITE ? 1 : -1;
        mg += sign * (mob[c] * w->mob_mg + cen[c] * w->centre_mg) / 1000;
        eg += sign * (mob[c] * w->mob_eg + cen[c] * w->centre_eg) / 1000;
        if (pawn_role) {
            int pm = 0, pg = 0;
            pawn_terms(t, p, pe, c, &pm, &pg);
            mg += sign * pm;
            eg += sign * pg;
        }
        if (t->royal) {
            mg += sign * king_terms(t, p, c);
            int k = position_king(v, p, c);
            if (k >= 0) {
                int cls = t->pst_class[c][v->king_type][p->phase[c][v->king_type]];
                eg += sign * (centre(k) * w->king_centre_eg + t->pst_eg[cls][own_square(c, k)]);
                mg += sign * t->pst_mg[cls][own_square(c, k)];
            }
            /* pieces bearing on the enemy king's squares: worth little alone,
             * much together */
            if (attackers[c] >= 2) {
                int u = units[c] < w->king_units_cap ? units[c] : w->king_units_cap;
                mg += sign * u * u * attackers[c] * w->king_att / 64;
            }
        }
    }
    score += (mg * phase + eg * (256 - phase)) / 256;
    /* the side ahead has no pawn and less than a rook's worth more in
     * pieces: it can seldom mate (bare kings with a minor piece, rook
     * against minor) */
    if (t->royal && t->pawns) {
        int strong = score > 0 ? WHITE : BLACK;
        if (!p->pieces[strong][v->pawn_type] && heavy[strong] - heavy[!strong] < 450)
            score /= 4;
    }
    return score;
}

int eval_node(const EvalTables *t, const SNode *n)
{
    int white;
    if (t->fam == SFAM_PLAIN) {
        white = eval_position(t, &n->u.plain);
    } else if (t->fam == SFAM_POTENTIAL) {
        white = eval_potential(&n->u.pot, &n->pb);
    } else {
        /* between a turn's two actions, the boards with the first one made (as the player to
         * enter sees them): scored at the turn's start instead, a leaf after the first action
         * would not count it, and the score would swing with the depth's parity */
        Position seen[2];
        portal_view(t->v, &n->u.portal, seen);
        white = eval_position(t, &seen[0]) + eval_position(t, &seen[1]);
    }
    int stm = snode_stm(t->fam, n);
    int score = (stm == WHITE ? white : -white) + t->w.tempo;
    if (t->noise > 0) {
        uint64_t h = snode_mix(snode_key(t->v, t->fam, n) ^ t->seed);
        score += (int)(h % (uint64_t)(2 * t->noise + 1)) - t->noise;
    }
    return score;
}
