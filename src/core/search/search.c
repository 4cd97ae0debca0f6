/* search.c - the computer player (morphchess/search.h): iterative deepening
 * over a principal-variation alpha-beta with aspiration windows, a
 * transposition table, quiescence on captures, killer and history ordering,
 * null-move pruning and late-move reductions where the variant allows them,
 * check extensions, time management and a stop flag. The positions are the
 * families' own plain values (snode.h); evaluation in eval.c. */
#include "morphchess/search.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "eval.h"
#include "match_impl.h"
#include "snode.h"

#define MAX_PLY 128
#define MATE 30000
#define MATE_BOUND (MATE - 1000)
#define INF 32000

enum { TT_EXACT = 1, TT_LOWER = 2, TT_UPPER = 3 };

#define EVAL_CACHE 65536 /* entries of the evaluation cache (a power of two) */

typedef struct EvalEntry {
    uint64_t key;
    int32_t score;
} EvalEntry;

/* A table entry, shared with helper searchers in other threads: three words
 * written and read one at a time (relaxed atomics, plain moves on the usual
 * machines), the first the key mixed with the other two, so that an entry
 * half-written by another thread reads as no entry (the lockless hashing of
 * Hyatt and Mann). */
typedef struct TTEntry {
    _Atomic uint64_t check; /* key ^ move ^ data */
    _Atomic uint64_t move;
    _Atomic uint64_t data; /* score (16 bits), depth (8), flag (8) */
} TTEntry;

/* An entry as read. */
typedef struct TTHit {
    SMove move;
    int score; /* as stored (mate scores from the node) */
    int depth;
    int flag; /* 0: no entry for the key */
} TTHit;

struct Searcher {
    atomic_bool stop;
    TTEntry *tt;
    size_t tt_mask;
    /* a helper's main searcher (NULL for a main one). A helper (search_help)
     * uses its main searcher's table, searches the even depths, keeps no
     * time (set_time is never called for it) and adds its nodes to
     * helper_nodes */
    Searcher *main_searcher;
    /* a main searcher: the nodes its helpers have counted (they add theirs
     * in steps of 1024), and the count when its search began */
    atomic_uint_fast64_t helper_nodes;
    uint64_t helper_base;
    /* one search */
    const Variant *v;
    SFamily fam;
    EvalTables ev;
    bool null_ok;         /* null-move pruning allowed (no zugzwang-prone rules) */
    int qmax;             /* quiescence plies at most (Potential's moves are costly) */
    int8_t lmr[64][64];   /* late-move reduction by depth and move number */
    EvalEntry *evals;     /* evaluations by key, for one search */
    EvalPawnEntry *pawns; /* the pawn cache, for one search */
    SNode node[MAX_PLY + 2];
    SMove (*moves)[SNODE_MAX_MOVES];
    int (*order)[SNODE_MAX_MOVES];
    SMove killers[MAX_PLY][2];
    SMove played[MAX_PLY + 2];  /* the move that led from ply to ply + 1 */
    int static_ev[MAX_PLY + 2]; /* the static score at each ply (-INF in check) */
    SMove counter[2][4096];     /* the quiet reply that refuted a move */
    int history[2][4096];
    SMove pv[MAX_PLY][MAX_PLY];
    int pv_len[MAX_PLY];
    uint64_t *keys; /* repetition: the game's keys, then the search path */
    int nkeys, capkeys, game_keys;
    uint64_t nodes;
    int seldepth;
    bool stopped;
    const SearchLimits *lim;
    uint64_t start_ms, soft_ms, hard_ms;
    bool timed;
};

static uint64_t now(const Searcher *s)
{
    return s->lim->now_ms ? s->lim->now_ms(s->lim->clock_ctx) : 0;
}

/* log2(x) in eighths, by the bit length and three more bits (0 for x < 2) */
static int log2_8ths(int x)
{
    if (x < 2)
        return 0;
    int e = 0;
    while ((x >> e) > 1)
        e++;
    int frac = e >= 3 ? (x >> (e - 3)) & 7 : (x << (3 - e)) & 7;
    return 8 * e + frac;
}

/* A searcher with its working memory and, unless shared is given (a helper),
 * a table of n entries (a power of two). */
static Searcher *alloc_searcher(size_t n, Searcher *shared)
{
    Searcher *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->main_searcher = shared;
    atomic_init(&s->helper_nodes, 0);
    s->tt = shared ? shared->tt : calloc(n, sizeof *s->tt);
    s->tt_mask = shared ? shared->tt_mask : n - 1;
    s->moves = malloc(sizeof *s->moves * MAX_PLY);
    s->order = malloc(sizeof *s->order * MAX_PLY);
    s->evals = malloc(sizeof *s->evals * EVAL_CACHE);
    s->pawns = malloc(sizeof *s->pawns * EVAL_PAWN_CACHE);
    if (!s->tt || !s->moves || !s->order || !s->evals || !s->pawns) {
        searcher_free(s);
        return NULL;
    }
    memset(s->counter, 0xff, sizeof s->counter);
    atomic_init(&s->stop, false);
    /* 0.5 + ln(depth) * ln(moves) / 2.25, the logarithms from log2 in
     * eighths (ln x = 0.693 log2 x, and (0.693 / 8)^2 / 2.25 = 1 / 300) */
    for (int d = 0; d < 64; d++)
        for (int m = 0; m < 64; m++)
            s->lmr[d][m] = (int8_t)((150 + log2_8ths(d) * log2_8ths(m)) / 300);
    return s;
}

Searcher *searcher_new(size_t hash_mb)
{
    if (hash_mb == 0)
        hash_mb = 16;
    if (hash_mb > 4096)
        hash_mb = 4096;
    size_t want = hash_mb * 1024 * 1024 / sizeof(TTEntry), n = 1;
    while (n * 2 <= want)
        n *= 2;
    return alloc_searcher(n, NULL);
}

Searcher *searcher_new_helper(Searcher *main)
{
    return alloc_searcher(0, main);
}

void searcher_free(Searcher *s)
{
    if (!s)
        return;
    if (!s->main_searcher)
        free(s->tt);
    free(s->moves);
    free(s->order);
    free(s->evals);
    free(s->pawns);
    free(s->keys);
    free(s);
}

void searcher_clear(Searcher *s)
{
    if (!s->main_searcher)
        memset(s->tt, 0, sizeof *s->tt * (s->tt_mask + 1));
    memset(s->history, 0, sizeof s->history);
    memset(s->killers, 0, sizeof s->killers);
    memset(s->counter, 0xff, sizeof s->counter);
}

void searcher_stop(Searcher *s)
{
    if (s)
        atomic_store(&s->stop, true);
}

/* ---- transposition table ------------------------------------------------- */

static int to_tt(int score, int ply)
{
    return score > MATE_BOUND ? score + ply : score < -MATE_BOUND ? score - ply : score;
}
static int from_tt(int score, int ply)
{
    return score > MATE_BOUND ? score - ply : score < -MATE_BOUND ? score + ply : score;
}

static TTHit tt_read(const Searcher *s, uint64_t key)
{
    TTEntry *e = &s->tt[key & s->tt_mask];
    uint64_t check = atomic_load_explicit(&e->check, memory_order_relaxed);
    uint64_t move = atomic_load_explicit(&e->move, memory_order_relaxed);
    uint64_t data = atomic_load_explicit(&e->data, memory_order_relaxed);
    TTHit h = {SMOVE_NONE, 0, 0, 0};
    if ((check ^ move ^ data) != key || !data)
        return h;
    h.move = move;
    h.score = (int16_t)(data >> 16);
    h.depth = (int8_t)(data >> 8);
    h.flag = (int)(data & 0xff);
    return h;
}

static void tt_store(Searcher *s, uint64_t key, SMove m, int score, int depth, int flag, int ply)
{
    TTHit old = tt_read(s, key);
    if (old.flag && depth < old.depth - 2 && flag != TT_EXACT)
        return;
    if (m == SMOVE_NONE && old.flag)
        m = old.move;
    uint64_t data = (uint64_t)(uint16_t)to_tt(score, ply) << 16 | (uint64_t)(uint8_t)depth << 8 |
                    (uint64_t)flag;
    TTEntry *e = &s->tt[key & s->tt_mask];
    atomic_store_explicit(&e->check, key ^ m ^ data, memory_order_relaxed);
    atomic_store_explicit(&e->move, m, memory_order_relaxed);
    atomic_store_explicit(&e->data, data, memory_order_relaxed);
}

/* ---- bookkeeping --------------------------------------------------------- */

/* The static evaluation, through a cache (emptied by prepare: the noise
 * and the tables may change between searches). */
static int evaluate(Searcher *s, const SNode *nd)
{
    uint64_t key = snode_key(s->v, s->fam, nd);
    EvalEntry *e = &s->evals[key & (EVAL_CACHE - 1)];
    if (e->key == key && key)
        return e->score;
    int sc = eval_node(&s->ev, nd);
    e->key = key;
    e->score = sc;
    return sc;
}

static void poll(Searcher *s)
{
    if (s->main_searcher)
        atomic_fetch_add_explicit(&s->main_searcher->helper_nodes, 1024, memory_order_relaxed);
    if (atomic_load_explicit(&s->stop, memory_order_relaxed)) {
        s->stopped = true;
        return;
    }
    if (s->lim->nodes && s->nodes >= s->lim->nodes)
        s->stopped = true;
    if (s->timed && now(s) >= s->hard_ms)
        s->stopped = true;
}

/* Whether the position at ply (its key) was seen before on the path or in
 * the game. Without mutation a plain position cannot repeat across a capture
 * or a pawn's move (the fifty-move clock's reset), nor with the other side
 * to move: only every second key back to the last reset is read. */
static bool repeated(const Searcher *s, int ply, uint64_t key)
{
    if (s->fam == SFAM_PLAIN && s->v->def.mutation.kind == MUT_NONE) {
        int stop = s->nkeys - 1 - (int)s->node[ply].u.plain.halfmove;
        for (int i = s->nkeys - 3; i >= 0 && i >= stop; i -= 2)
            if (s->keys[i] == key)
                return true;
        return false;
    }
    for (int i = s->nkeys - 2; i >= 0; i--)
        if (s->keys[i] == key)
            return true;
    return false;
}

static int history_index(SMove m)
{
    return (int)(m & 4095);
}

static int stm_at(const Searcher *s, int ply)
{
    return snode_stm(s->fam, &s->node[ply]);
}

/* ---- move ordering ------------------------------------------------------- */

/* Static exchange of capture m on a plain board: the material the mover
 * expects when both sides go on capturing on the target square with their
 * least valuable attacker and may stop at any time. Judged with the powers
 * before the move (a piece that changes as it moves is taken as it is). */
static int see(const Searcher *s, const SNode *nd, SMove m, int victim)
{
    const Position *p = &nd->u.plain;
    int to = move_to((Move)m), from = move_from((Move)m), side = p->stm;
    int gain[32], d = 0;
    Bitboard occ = (p->occ[0] | p->occ[1]) & ~geo_bit(from);
    gain[0] = eval_victim(&s->ev, nd, !side, victim);
    int on_square = eval_victim(&s->ev, nd, side, piece_type(p->board[from]));
    for (;;) {
        side = !side;
        Bitboard att = position_attackers(s->v, p, to, side, occ) & occ;
        if (!att || d >= 30)
            break;
        int best_sq = -1, best_val = 1 << 30;
        for (Bitboard b = att; b;) {
            int sq = bits_pop(&b);
            int val = eval_victim(&s->ev, nd, side, piece_type(p->board[sq]));
            if (val < best_val) {
                best_val = val;
                best_sq = sq;
            }
        }
        d++;
        gain[d] = on_square - gain[d - 1];
        on_square = best_val;
        occ &= ~geo_bit(best_sq);
    }
    while (d > 0) {
        if (-gain[d] < gain[d - 1])
            gain[d - 1] = -gain[d];
        d--;
    }
    return gain[0];
}

static void score_moves(Searcher *s, int ply, int n, SMove tt_move, bool qs)
{
    const SNode *nd = &s->node[ply];
    int us = stm_at(s, ply);
    SMove cm = ply > 0 && s->played[ply - 1] != SMOVE_NONE
                   ? s->counter[us][history_index(s->played[ply - 1])]
                   : SMOVE_NONE;
    for (int i = 0; i < n; i++) {
        SMove m = s->moves[ply][i];
        int victim, sc;
        if (m == tt_move) {
            sc = 1 << 30;
        } else if (snode_capture(s->v, s->fam, nd, m, &victim)) {
            int attacker = snode_mover(s->fam, nd, m);
            int av = attacker >= 0 ? eval_victim(&s->ev, nd, us, attacker) : 0;
            int vv = eval_victim(&s->ev, nd, !us, victim);
            if (av > 2000)
                av = 2000;
            sc = (1 << 28) + vv * 16 - av / 8;
            /* a capture that loses material goes after the quiet moves (and
             * is not searched in quiescence) */
            if (s->fam == SFAM_PLAIN && av > vv + 50 && move_kind((Move)m) != MOVE_PROMO &&
                see(s, nd, m, victim) < 0)
                sc = -(1 << 20) + vv * 16 - av / 8;
        } else if (qs) {
            sc = -1;
        } else if (m == s->killers[ply][0]) {
            sc = (1 << 27) + 2;
        } else if (m == s->killers[ply][1]) {
            sc = (1 << 27) + 1;
        } else if (m == cm) {
            sc = 1 << 27;
        } else {
            sc = s->history[us][history_index(m)];
        }
        s->order[ply][i] = sc;
    }
}

/* Moves the best remaining move to index i. */
static void pick(Searcher *s, int ply, int i, int n)
{
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (s->order[ply][j] > s->order[ply][best])
            best = j;
    if (best != i) {
        SMove m = s->moves[ply][i];
        s->moves[ply][i] = s->moves[ply][best];
        s->moves[ply][best] = m;
        int o = s->order[ply][i];
        s->order[ply][i] = s->order[ply][best];
        s->order[ply][best] = o;
    }
}

/* ---- the search ---------------------------------------------------------- */

static int search(Searcher *s, int ply, int depth, int alpha, int beta, bool allow_null);

static void push_key(Searcher *s, uint64_t key)
{
    s->keys[s->nkeys++] = key;
}

/* The score of the child at ply + 1 (already made) from the view of the
 * player at ply: negated unless the same player acts again (Portal). */
static int visit(Searcher *s, int ply, int depth, int alpha, int beta)
{
    uint64_t key = snode_key(s->v, s->fam, &s->node[ply + 1]);
#if defined(__GNUC__)
    /* the child reads these first: their cache lines are fetched meanwhile */
    __builtin_prefetch(&s->tt[key & s->tt_mask]);
    __builtin_prefetch(&s->evals[key & (EVAL_CACHE - 1)]);
#endif
    push_key(s, key);
    int sc;
    if (stm_at(s, ply + 1) == stm_at(s, ply))
        sc = search(s, ply + 1, depth, alpha, beta, true);
    else
        sc = -search(s, ply + 1, depth, -beta, -alpha, true);
    s->nkeys--;
    return sc;
}

static int end_score(Searcher *s, int ply)
{
    int r = snode_end(s->v, s->fam, &s->node[ply]);
    return r > 0 ? MATE - ply : r < 0 ? -MATE + ply : 0;
}

/* Marks the other moves of move i's group (Potential: the captured piece's
 * owner's choices) and returns their count, the move itself included; the
 * group's moves are moved to i..i+k-1. */
static int gather_group(Searcher *s, int ply, int i, int n)
{
    if (s->fam != SFAM_POTENTIAL)
        return 1;
    SMove g = snode_group(s->fam, s->moves[ply][i]);
    int k = 1;
    for (int j = i + 1; j < n; j++) {
        if (snode_group(s->fam, s->moves[ply][j]) != g)
            continue;
        SMove m = s->moves[ply][i + k];
        s->moves[ply][i + k] = s->moves[ply][j];
        s->moves[ply][j] = m;
        int o = s->order[ply][i + k];
        s->order[ply][i + k] = s->order[ply][j];
        s->order[ply][j] = o;
        k++;
    }
    return k;
}

/* The owner of a captured piece picks among the group's k choices the one
 * worst for the mover: the minimum of the choices' scores. */
static int group_score(Searcher *s, int ply, int i, int k, int depth, int alpha, int beta,
                       int *which)
{
    int worst = INF;
    *which = i;
    for (int j = i; j < i + k && !s->stopped; j++) {
        s->played[ply] = s->moves[ply][j];
        snode_make(s->v, s->fam, &s->node[ply], s->moves[ply][j], &s->node[ply + 1]);
        int sc = visit(s, ply, depth, alpha, beta);
        if (sc < worst) {
            worst = sc;
            *which = j;
        }
        if (worst <= alpha)
            break;
    }
    return worst;
}

/* A capture by a piece worth more than its victim onto a defended square,
 * or one that cannot bring the score near alpha: not worth a quiescence
 * node (plain family; the defence is judged with the powers before the
 * move). */
static bool futile_capture(Searcher *s, int ply, SMove m, int stand, int alpha)
{
    const SNode *nd = &s->node[ply];
    const Position *p = &nd->u.plain;
    int victim, us = p->stm;
    if (!snode_capture(s->v, s->fam, nd, m, &victim))
        return false;
    int vv = eval_victim(&s->ev, nd, !us, victim);
    if (stand + vv + 200 < alpha && move_kind((Move)m) != MOVE_PROMO)
        return true;
    int attacker = snode_mover(s->fam, nd, m);
    int av = attacker >= 0 ? eval_victim(&s->ev, nd, us, attacker) : 0;
    if (av <= vv + 50 || attacker == s->v->king_type || move_kind((Move)m) == MOVE_PROMO)
        return false;
    Bitboard occ = (p->occ[0] | p->occ[1]) & ~geo_bit(move_from((Move)m));
    return position_attackers(s->v, p, move_to((Move)m), !us, occ) != 0;
}

static int qsearch(Searcher *s, int ply, int alpha, int beta, int qdepth)
{
    s->nodes++;
    if ((s->nodes & 1023) == 0)
        poll(s);
    if (s->stopped)
        return 0;
    if (ply > s->seldepth)
        s->seldepth = ply;
    s->pv_len[ply] = ply;
    const SNode *nd = &s->node[ply];
    if (snode_rule_draw(s->v, s->fam, nd))
        return 0;
    if (ply >= MAX_PLY - 2 || qdepth > s->qmax)
        return evaluate(s, nd);
    uint64_t key = snode_key(s->v, s->fam, nd);
    TTHit e = tt_read(s, key);
    SMove tt_move = SMOVE_NONE;
    if (e.flag && key) {
        tt_move = e.move;
        int sc = from_tt(e.score, ply);
        if (e.flag == TT_EXACT || (e.flag == TT_LOWER && sc >= beta) ||
            (e.flag == TT_UPPER && sc <= alpha))
            return sc;
    }
    bool evasions = qdepth == 0 && s->ev.royal && snode_in_check(s->v, s->fam, nd);
    int stand = -INF;
    if (!evasions) {
        stand = evaluate(s, nd);
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
    }
    /* with a royal king, out of check, only captures are searched here and a
     * stalemate is not worth finding (without one, having no move may lose) */
    int n;
    if (!evasions && s->null_ok) {
        n = snode_captures(s->v, nd, s->moves[ply]);
        if (n == 0)
            return stand;
    } else {
        n = snode_moves(s->v, s->fam, nd, s->moves[ply]);
        if (n == 0)
            return end_score(s, ply);
    }
    int best = stand, orig_alpha = alpha;
    SMove best_move = SMOVE_NONE;
    score_moves(s, ply, n, tt_move, !evasions);
    for (int i = 0; i < n; i++) {
        pick(s, ply, i, n);
        if (!evasions && s->order[ply][i] < 0)
            break;
        if (!evasions && s->fam == SFAM_PLAIN &&
            futile_capture(s, ply, s->moves[ply][i], stand, alpha))
            continue;
        int k = gather_group(s, ply, i, n), which;
        int sc = group_score(s, ply, i, k, -qdepth - 1, alpha, beta, &which);
        i += k - 1;
        if (s->stopped)
            return 0;
        if (sc > best) {
            best = sc;
            if (sc > alpha) {
                alpha = sc;
                best_move = s->moves[ply][which];
                if (sc >= beta)
                    break;
            }
        }
    }
    /* kept at depth 0, below every entry of the main search: never over a
     * deeper entry of the same position */
    if (best > -INF && (!e.flag || e.depth <= 0)) {
        int flag = best >= beta ? TT_LOWER : best > orig_alpha ? TT_EXACT : TT_UPPER;
        tt_store(s, key, best_move, best, 0, flag, ply);
    }
    return best;
}

static bool has_pieces(const Searcher *s, int ply)
{
    const Position *p = &s->node[ply].u.plain;
    for (int t = 0; t < s->v->def.ntypes; t++)
        if (t != s->v->king_type && t != s->v->pawn_type && p->pieces[p->stm][t])
            return true;
    return false;
}

#define HISTORY_MAX 16384

/* A history entry moved towards +-HISTORY_MAX by bonus (which may be
 * negative), less as it nears the bound: it stays within it. */
static void history_add(int *h, int bonus)
{
    int mag = bonus < 0 ? -bonus : bonus;
    *h += bonus - *h * mag / HISTORY_MAX;
}

/* Quiet move m refuted the position at ply: a killer, the reply to the move
 * before, history up; the quiet moves tried before it (tried[0..ntried))
 * history down. */
static void update_quiet(Searcher *s, int ply, SMove m, int depth, const SMove *tried, int ntried)
{
    if (s->killers[ply][0] != m) {
        s->killers[ply][1] = s->killers[ply][0];
        s->killers[ply][0] = m;
    }
    int us = stm_at(s, ply);
    if (ply > 0 && s->played[ply - 1] != SMOVE_NONE)
        s->counter[us][history_index(s->played[ply - 1])] = m;
    int bonus = depth * depth < 1200 ? depth * depth : 1200;
    history_add(&s->history[us][history_index(m)], bonus);
    for (int i = 0; i < ntried; i++)
        if (tried[i] != m)
            history_add(&s->history[us][history_index(tried[i])], -bonus);
}

static int search(Searcher *s, int ply, int depth, int alpha, int beta, bool allow_null)
{
    if (depth <= 0)
        return qsearch(s, ply, alpha, beta, -depth);
    s->nodes++;
    if ((s->nodes & 1023) == 0)
        poll(s);
    if (s->stopped)
        return 0;
    s->pv_len[ply] = ply;
    const SNode *nd = &s->node[ply];
    bool pvnode = beta - alpha > 1;
    uint64_t key = snode_key(s->v, s->fam, nd);
    if (ply > 0) {
        if (repeated(s, ply, key) || snode_rule_draw(s->v, s->fam, nd))
            return 0;
        if (alpha < -MATE + ply)
            alpha = -MATE + ply;
        if (beta > MATE - ply - 1)
            beta = MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }
    if (ply >= MAX_PLY - 2)
        return evaluate(s, nd);
    TTHit e = tt_read(s, key);
    SMove tt_move = SMOVE_NONE;
    if (e.flag) {
        tt_move = e.move;
        int sc = from_tt(e.score, ply);
        if (ply > 0 && !pvnode && e.depth >= depth &&
            (e.flag == TT_EXACT || (e.flag == TT_LOWER && sc >= beta) ||
             (e.flag == TT_UPPER && sc <= alpha)))
            return sc;
    }
    bool in_check = snode_in_check(s->v, s->fam, nd);
    if (in_check && ply < SEARCH_MAX_DEPTH)
        depth++;
    /* no move from the table deep in the tree: this node is likely new and
     * not worth its full depth (internal iterative reduction) */
    if (tt_move == SMOVE_NONE && depth >= 4 && !in_check)
        depth--;
    int static_eval = in_check ? -INF : evaluate(s, nd);
    s->static_ev[ply] = static_eval;
    /* the side to move stands better than two plies before: the position is
     * going its way, so pruning may be bolder on fail-high and more careful
     * on late moves otherwise */
    bool improving = !in_check && (ply < 2 || s->static_ev[ply - 2] == -INF ||
                                   static_eval > s->static_ev[ply - 2]);
    /* reverse futility: far above beta near the leaves, a quiet position holds */
    if (s->null_ok && !pvnode && !in_check && depth <= 6 && beta < MATE_BOUND &&
        static_eval - 80 * (depth - improving) >= beta)
        return static_eval;
    if (s->null_ok && allow_null && !pvnode && !in_check && depth >= 3 && beta < MATE_BOUND &&
        has_pieces(s, ply) && static_eval >= beta) {
        int r = 2 + depth / 4 + ((static_eval - beta) / 200 < 2 ? (static_eval - beta) / 200 : 2);
        snode_null(s->v, nd, &s->node[ply + 1]);
        push_key(s, s->node[ply + 1].u.plain.hash);
        s->played[ply] = SMOVE_NONE;
        int sc = -search(s, ply + 1, depth - 1 - r, -beta, -beta + 1, false);
        s->nkeys--;
        if (s->stopped)
            return 0;
        if (sc >= beta)
            return sc >= MATE_BOUND ? beta : sc;
    }
    /* the moves only now: a node cut by the pruning above needs none (and
     * takes the small risk of a stalemate scored as the static score) */
    int n = snode_moves(s->v, s->fam, nd, s->moves[ply]);
    if (n == 0)
        return end_score(s, ply);
    score_moves(s, ply, n, tt_move, false);
    int best = -INF, orig_alpha = alpha, count = 0, nquiet = 0;
    SMove best_move = SMOVE_NONE, quiets[64];
    for (int i = 0; i < n; i++) {
        pick(s, ply, i, n);
        int k = gather_group(s, ply, i, n), which = i, sc;
        SMove m = s->moves[ply][i];
        int victim;
        bool quiet = k == 1 && !snode_capture(s->v, s->fam, nd, m, &victim);
        count++;
        bool plain_quiet = quiet && s->order[ply][i] < (1 << 27); /* not a killer */
        if (s->null_ok && !pvnode && !in_check && quiet && count > 1 && best > -MATE_BOUND) {
            /* futility: far below alpha, a quiet move will not raise it */
            if (depth <= 2 && static_eval + 120 * depth <= alpha && plain_quiet)
                continue;
            /* late-move pruning: near the leaves, the late quiet moves */
            if (depth <= 4 && count > (3 + depth * depth) / (improving ? 1 : 2) + 1)
                continue;
        }
        /* near the leaves, a quiet move that loses material on its square,
         * or a losing capture that loses much */
        if (s->null_ok && !pvnode && !in_check && count > 1 && best > -MATE_BOUND && depth <= 5) {
            int kind = move_kind((Move)m);
            if ((kind == MOVE_NORMAL || kind == MOVE_DOUBLE) &&
                (quiet ? plain_quiet : s->order[ply][i] < 0) &&
                see(s, nd, m, quiet ? -1 : victim) < (quiet ? -50 : -100) * depth)
                continue;
        }
        if (k > 1) {
            sc = group_score(s, ply, i, k, depth - 1, alpha, beta, &which);
        } else {
            s->played[ply] = m;
            snode_make(s->v, s->fam, nd, m, &s->node[ply + 1]);
            if (count == 1) {
                sc = visit(s, ply, depth - 1, alpha, beta);
            } else {
                int r = 0;
                if (depth >= 3 && count > 2 && quiet && !in_check) {
                    r = s->lmr[depth < 64 ? depth : 63][count < 64 ? count : 63];
                    r += pvnode ? 0 : 1;
                    r += improving ? 0 : 1;
                    r -= plain_quiet ? 0 : 1; /* killers and the counter-move */
                    if (plain_quiet)          /* -2 .. 2 by history */
                        r -= s->order[ply][i] / (HISTORY_MAX / 2);
                    if (r > depth - 2)
                        r = depth - 2;
                }
                if (r < 0)
                    r = 0;
                sc = visit(s, ply, depth - 1 - r, alpha, alpha + 1);
                if (sc > alpha && r > 0)
                    sc = visit(s, ply, depth - 1, alpha, alpha + 1);
                if (sc > alpha && sc < beta)
                    sc = visit(s, ply, depth - 1, alpha, beta);
            }
        }
        m = s->moves[ply][which];
        i += k - 1;
        if (s->stopped)
            return 0;
        if (sc > best) {
            best = sc;
            best_move = m;
            if (sc > alpha) {
                alpha = sc;
                s->pv[ply][ply] = m;
                for (int j = ply + 1; j < s->pv_len[ply + 1]; j++)
                    s->pv[ply][j] = s->pv[ply + 1][j];
                s->pv_len[ply] = s->pv_len[ply + 1] > ply + 1 ? s->pv_len[ply + 1] : ply + 1;
                if (sc >= beta) {
                    if (quiet)
                        update_quiet(s, ply, m, depth, quiets, nquiet);
                    break;
                }
            }
        }
        if (quiet && nquiet < 64)
            quiets[nquiet++] = m;
    }
    int flag = best >= beta ? TT_LOWER : best > orig_alpha ? TT_EXACT : TT_UPPER;
    tt_store(s, key, best_move, best, depth, flag, ply);
    return best;
}

/* ---- iterative deepening ------------------------------------------------- */

static void set_time(Searcher *s, int us)
{
    const SearchLimits *l = s->lim;
    s->start_ms = now(s);
    s->timed = false;
    if (!l->now_ms || l->infinite)
        return;
    if (l->movetime_ms > 0) {
        int64_t t = l->movetime_ms > 20 ? l->movetime_ms - 5 : l->movetime_ms;
        s->soft_ms = s->hard_ms = s->start_ms + (uint64_t)t;
        s->timed = true;
    } else if (l->time_ms[us] > 0) {
        int64_t left = l->time_ms[us], inc = l->inc_ms[us];
        int mtg = l->moves_to_go > 0 ? l->moves_to_go : 30;
        int64_t alloc = left / mtg + inc * 3 / 4;
        int64_t hard = alloc * 3;
        if (hard > left / 3 + inc)
            hard = left / 3 + inc;
        if (hard > left - 30)
            hard = left - 30;
        if (hard < 1)
            hard = 1;
        if (alloc > hard)
            alloc = hard;
        s->soft_ms = s->start_ms + (uint64_t)(alloc * 6 / 10);
        s->hard_ms = s->start_ms + (uint64_t)hard;
        s->timed = true;
    }
}

static void fill_info(Searcher *s, int depth, int score, SearchInfo *info)
{
    memset(info, 0, sizeof *info);
    info->depth = depth;
    info->seldepth = s->seldepth;
    if (score > MATE_BOUND || score < -MATE_BOUND) {
        info->mate = true;
        int plies = MATE - (score > 0 ? score : -score);
        info->mate_in = score > 0 ? (plies + 1) / 2 : -(plies / 2);
    }
    info->score_cp = score;
    info->nodes =
        s->nodes + (atomic_load_explicit(&s->helper_nodes, memory_order_relaxed) - s->helper_base);
    info->time_ms = s->lim->now_ms ? (int64_t)(now(s) - s->start_ms) : 0;
    info->nps = info->time_ms > 0 ? info->nodes * 1000 / (uint64_t)info->time_ms : 0;
    SNode cur = s->node[0];
    size_t used = 0;
    for (int i = 0; i < s->pv_len[0]; i++) {
        SMove m = s->pv[0][i];
        char text[MATCH_TEXT_MAX];
        if (snode_text(s->v, s->fam, &cur, m, text, sizeof text) < 0)
            break;
        size_t len = strlen(text);
        if (used + len + 2 >= sizeof info->pv)
            break;
        if (used)
            info->pv[used++] = ' ';
        memcpy(info->pv + used, text, len + 1);
        used += len;
        if (s->fam == SFAM_PLAIN) {
            char uci[8];
            snode_uci(s->v, m, uci);
            size_t u = strlen(info->pv_uci);
            if (u + strlen(uci) + 2 < sizeof info->pv_uci)
                snprintf(info->pv_uci + u, sizeof info->pv_uci - u, "%s%s", u ? " " : "", uci);
        }
        SNode next;
        snode_make(s->v, s->fam, &cur, m, &next);
        cur = next;
    }
}

/* Searches s->node[0] (keys ready) to the limits; the best root move and its
 * score. Returns SMOVE_NONE when the root has no move. */
static SMove iterate(Searcher *s, SearchInfoFn cb, void *ud, SearchInfo *last, int *score_out)
{
    int n = snode_moves(s->v, s->fam, &s->node[0], s->moves[0]);
    if (n == 0)
        return SMOVE_NONE;
    SMove best = s->moves[0][0];
    int score = 0, maxd = s->lim->depth > 0 && s->lim->depth < SEARCH_MAX_DEPTH ? s->lim->depth
                                                                                : SEARCH_MAX_DEPTH;
    s->nodes = 0;
    s->helper_base = atomic_load_explicit(&s->helper_nodes, memory_order_relaxed);
    s->stopped = false;
    memset(last, 0, sizeof *last);
    int step = s->main_searcher ? 2 : 1; /* a helper: 2, 4, 6..., ahead of the main search */
    for (int d = step; d <= maxd; d += step) {
        s->seldepth = 0;
        int delta = 20, alpha = -INF, beta = INF, sc;
        if (d >= 5 && score > -MATE_BOUND && score < MATE_BOUND) {
            alpha = score - delta;
            beta = score + delta;
        }
        for (;;) {
            sc = search(s, 0, d, alpha, beta, false);
            if (s->stopped)
                break;
            if (sc <= alpha) {
                alpha = alpha - delta < -INF ? -INF : alpha - delta;
                delta *= 2;
            } else if (sc >= beta) {
                beta = beta + delta > INF ? INF : beta + delta;
                delta *= 2;
            } else {
                break;
            }
        }
        /* a stopped iteration's move counts once it has beaten the first */
        if (s->pv_len[0] > 0 && (!s->stopped || s->pv[0][0] != best))
            best = s->pv[0][0];
        if (s->stopped && d > 1)
            break;
        score = sc;
        fill_info(s, d, score, last);
        if (cb)
            cb(last, ud);
        if (s->stopped)
            break;
        if (score > MATE_BOUND && !s->lim->infinite && d >= 2 * (MATE - score) + 1)
            break;
        if (s->timed && now(s) >= s->soft_ms)
            break;
    }
    *score_out = score;
    return best;
}

/* Sets up the searcher for m's variant; false when memory runs out. */
static bool prepare(Searcher *s, const Match *m, const SearchLimits *limits)
{
    /* a Variant freed and another built at the same address look alike:
     * the tables are computed for every search (well under a millisecond) */
    const Variant *v = match_variant(m);
    if (s->v != v) {
        memset(s->history, 0, sizeof s->history);
        memset(s->counter, 0xff, sizeof s->counter);
    }
    eval_init(&s->ev, v);
    s->v = v;
    s->fam = snode_family(v);
    s->ev.noise = limits->noise_cp > 0 ? limits->noise_cp : 0;
    s->ev.seed = limits->seed;
    s->null_ok = s->fam == SFAM_PLAIN && s->ev.royal;
    s->qmax = s->fam == SFAM_POTENTIAL ? -1 : s->fam == SFAM_PORTAL ? 6 : MAX_PLY;
    s->lim = limits;
    memset(s->killers, 0, sizeof s->killers);
    memset(s->evals, 0, sizeof *s->evals * EVAL_CACHE);
    memset(s->pawns, 0xff, sizeof *s->pawns * EVAL_PAWN_CACHE); /* all-square pawns: no match */
    s->ev.pawn_cache = s->pawns;
    int need = match_ply(m) + MAX_PLY * 2 + 8;
    if (need > s->capkeys) {
        uint64_t *k = realloc(s->keys, sizeof *k * (size_t)need);
        if (!k)
            return false;
        s->keys = k;
        s->capkeys = need;
    }
    s->game_keys = m->ops->keys ? m->ops->keys(m, s->keys, match_ply(m)) : 0;
    s->nkeys = s->game_keys;
    snode_from_match(m, s->fam, &s->node[0]);
    push_key(s, snode_key(v, s->fam, &s->node[0]));
    return true;
}

static int find_action(Searcher *s, const MatchAction *acts, int n, SMove m)
{
    for (int i = 0; i < n; i++)
        if (snode_from_action(s->fam, &acts[i]) == m)
            return i;
    return -1;
}

/* The score from `me`'s view of a search of s->node[0] to the limits,
 * with its own share of the time: until `until` (0: none). */
static int score_for(Searcher *s, int me, uint64_t until)
{
    s->nkeys = s->game_keys;
    push_key(s, snode_key(s->v, s->fam, &s->node[0]));
    if (until) {
        s->timed = true;
        s->soft_ms = s->hard_ms = until;
    }
    SearchInfo info;
    int sc = 0;
    if (iterate(s, NULL, NULL, &info, &sc) == SMOVE_NONE)
        sc = end_score(s, 0);
    return snode_stm(s->fam, &s->node[0]) == me ? sc : -sc;
}

/* Portal: both players teleport this turn and the first one's choice, entered
 * already, is hidden from the player to act, so the computer must not read
 * it. Each of its actions is scored by the worst outcome over every action
 * the other player could have entered (maximin), each pair searched with an
 * equal share of the time. Returns the index in acts. */
static int hidden_choice(Searcher *s, const MatchAction *acts, int nacts, SearchInfo *info)
{
    const SNode root = s->node[0];
    int me = snode_stm(s->fam, &root);
    SNode base = root, after;
    base.u.portal.entered = 0;
    SMove *theirs = s->moves[MAX_PLY - 1], *legal = s->moves[MAX_PLY - 2];
    int nw = snode_moves(s->v, s->fam, &base, theirs);
    uint64_t start = now(s), end = s->timed ? s->hard_ms : 0;
    int best = 0, best_score = -INF - 1, pairs = nacts * (nw > 0 ? nw : 1), done = 0;
    for (int i = 0; i < nacts && !atomic_load(&s->stop); i++) {
        SMove c = snode_from_action(s->fam, &acts[i]);
        int worst = INF;
        for (int j = 0; j < nw; j++) {
            snode_make(s->v, s->fam, &base, theirs[j], &after);
            int nl = snode_moves(s->v, s->fam, &after, legal), k = 0;
            while (k < nl && legal[k] != c)
                k++;
            done++;
            if (k == nl)
                continue;
            snode_make(s->v, s->fam, &after, c, &s->node[0]);
            uint64_t until = end ? start + (end - start) * (uint64_t)done / (uint64_t)pairs : 0;
            int sc = score_for(s, me, until);
            worst = sc < worst ? sc : worst;
        }
        if (worst > best_score) {
            best_score = worst;
            best = i;
        }
    }
    s->node[0] = root;
    memset(info, 0, sizeof *info);
    info->depth = 1;
    info->score_cp = best_score;
    info->nodes = s->nodes;
    info->time_ms = s->lim->now_ms ? (int64_t)(now(s) - start) : 0;
    info->nps = info->time_ms > 0 ? s->nodes * 1000 / (uint64_t)info->time_ms : 0;
    snprintf(info->pv, sizeof info->pv, "%s", acts[best].text);
    return best;
}

int search_run(Searcher *s, const Match *m, const SearchLimits *limits, SearchInfoFn cb, void *ud,
               SearchResult *out)
{
    memset(out, 0, sizeof *out);
    atomic_store(&s->stop, false);
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    if (!acts || !prepare(s, m, limits)) {
        free(acts);
        return -1;
    }
    int nacts = match_actions(m, acts, MATCH_MAX_ACTIONS);
    if (nacts == 0) {
        free(acts);
        return 0;
    }
    set_time(s, snode_stm(s->fam, &s->node[0]));
    int score, idx;
    if (s->fam == SFAM_PORTAL && portal_hidden(&s->node[0].u.portal)) {
        idx = hidden_choice(s, acts, nacts, &out->info);
        if (cb)
            cb(&out->info, ud);
    } else {
        SMove best = iterate(s, cb, ud, &out->info, &score);
        idx = best == SMOVE_NONE ? 0 : find_action(s, acts, nacts, best);
    }
    out->found = true;
    out->best = acts[idx >= 0 ? idx : 0];
    memcpy(out->text, out->best.text, sizeof out->text);
    free(acts);
    return 0;
}

void searcher_arm(Searcher *s)
{
    atomic_store(&s->stop, false);
}

int search_help(Searcher *h, const Match *m, const SearchLimits *limits)
{
    if (!prepare(h, m, limits))
        return -1;
    if (h->fam == SFAM_PORTAL && portal_hidden(&h->node[0].u.portal))
        return 0;
    SearchInfo info;
    int score;
    iterate(h, NULL, NULL, &info, &score);
    return 0;
}

int search_choose_for_owner(Searcher *s, const Match *m, const MatchAction *cands, int n,
                            const SearchLimits *limits)
{
    if (n <= 1)
        return 0;
    SearchLimits each = *limits;
    if (each.movetime_ms > 0)
        each.movetime_ms = each.movetime_ms / n > 1 ? each.movetime_ms / n : 1;
    if (each.depth <= 0 && each.movetime_ms <= 0)
        each.depth = 4;
    atomic_store(&s->stop, false);
    if (!prepare(s, m, &each))
        return -1;
    SNode root = s->node[0];
    int best = 0, best_score = -INF - 1;
    for (int i = 0; i < n; i++) {
        snode_make(s->v, s->fam, &root, snode_from_action(s->fam, &cands[i]), &s->node[0]);
        s->nkeys = s->game_keys;
        push_key(s, snode_key(s->v, s->fam, &root));
        push_key(s, snode_key(s->v, s->fam, &s->node[0]));
        set_time(s, snode_stm(s->fam, &s->node[0]));
        SearchInfo info;
        int score = 0;
        if (iterate(s, NULL, NULL, &info, &score) == SMOVE_NONE)
            score = end_score(s, 0);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

void search_level_limits(int level, SearchLimits *out)
{
    static const int movetime[10] = {50, 100, 150, 200, 300, 500, 800, 1200, 2000, 3000};
    static const int depth[10] = {1, 1, 2, 2, 3, 4, 6, 8, 12, 0};
    static const int noise[10] = {300, 200, 150, 100, 70, 40, 20, 10, 0, 0};
    int i = level < 1 ? 0 : level > 10 ? 9 : level - 1;
    out->depth = depth[i];
    out->nodes = 0;
    out->movetime_ms = movetime[i];
    out->time_ms[0] = out->time_ms[1] = 0;
    out->inc_ms[0] = out->inc_ms[1] = 0;
    out->moves_to_go = 0;
    out->infinite = false;
    out->noise_cp = noise[i];
}

int search_piece_value(const Variant *v, int colour, int type, int phase)
{
    if (colour < 0 || colour > 1 || type < 0 || type >= v->def.ntypes || phase < 0 ||
        phase >= VAR_MAX_COMBOS || !v->powers[type][colour][phase] || type == v->king_type)
        return 0;
    EvalTables *t = malloc(sizeof *t);
    if (!t)
        return 0;
    eval_init(t, v);
    int val = t->value[colour][type][phase];
    free(t);
    return val;
}
