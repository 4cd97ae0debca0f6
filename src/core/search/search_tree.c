/* search_tree.c - the tree search of the computer player: a principal-
 * variation alpha-beta with the transposition table, quiescence on captures,
 * killer, counter-move and history ordering, static exchange, null-move
 * pruning, futility and late-move reductions where the variant allows them,
 * check extensions, and Potential's owner's choice as the minimum over a
 * capture's group. Its driver is search.c. */
#include <stdlib.h>
#include <string.h>

#include "attack.h"
#include "bits.h"
#include "search_impl.h"

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

/* The static evaluation, through a cache (emptied by prepare, which gives
 * the search a new salt: the noise and the tables may change between
 * searches). */
static int evaluate(Searcher *s, const SNode *nd)
{
    uint64_t key = snode_key(s->v, s->fam, nd), tag = key ^ s->eval_salt;
    EvalEntry *e = &s->evals[key & (EVAL_CACHE - 1)];
    if (e->key == tag && key)
        return e->score;
    int sc = eval_node(&s->ev, nd);
    e->key = tag;
    e->score = sc;
    return sc;
}

static void poll(Searcher *s)
{
    if (s->main_searcher)
        atomic_fetch_add_explicit(&s->main_searcher->helper_nodes, s->poll_mask + 1,
                                  memory_order_relaxed);
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

/* Whether the side to act at ply is in check (a royal king's): from
 * check_at when the move that led there was tested already. */
static bool in_check_at(const Searcher *s, int ply)
{
    if (!s->ev.royal)
        return false;
    int c = s->check_at[ply];
    return c >= 0 ? c : snode_in_check(s->v, s->fam, &s->node[ply]);
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

/* Potential: the value of the cheapest type the captured piece's owner may
 * choose for capture m (the owner's choice is the mover's worst). */
static int pot_owner_floor(const Searcher *s, const SNode *nd, SMove m)
{
    const PotPos *p = &nd->u.pot;
    PotMove pm = (PotMove)m;
    int vsq = pot_move_kind(pm) == POT_MOVE_EP ? p->ep_victim : pot_move_to(pm);
    int vid = vsq < 64 ? p->board[vsq] : POT_NONE;
    unsigned set = vid == POT_NONE ? 0 : p->cur[vid] & ~(1u << POT_K);
    if (pot_move_kind(pm) == POT_MOVE_EP)
        set &= 1u << POT_P;
    int low = set ? 1 << 20 : 0;
    for (int t = 0; t < POT_NTYPES; t++)
        if (set & (1u << t)) {
            int val = eval_victim(&s->ev, nd, !p->stm, t);
            low = val < low ? val : low;
        }
    return low;
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
            /* Potential: the owner says what the piece was, so a capture is
             * worth its cheapest choice */
            int vv = s->fam == SFAM_POTENTIAL ? pot_owner_floor(s, nd, m)
                                              : eval_victim(&s->ev, nd, !us, victim);
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

int search_tree_end_score(const Searcher *s, int ply)
{
    int r = snode_end(s->v, s->fam, &s->node[ply]);
    return r > 0 ? MATE - ply : r < 0 ? -MATE + ply : 0;
}

/* Marks the other moves of move i's group (Potential: the captured piece's
 * owner's choices) and returns their count, the move itself included; the
 * group's moves are moved to i..i+k-1. */
static int gather_group(Searcher *s, int ply, int i, int n)
{
    if (s->fam != SFAM_POTENTIAL || pot_move_victim((PotMove)s->moves[ply][i]) < 0)
        return 1; /* only a capture has choices */
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
    /* the owner's cheapest choices first: the likeliest to be its answer,
     * so that the minimum falls below alpha soonest */
    const SNode *nd = &s->node[ply];
    for (int a = i + 1; a < i + k; a++)
        for (int b = a; b > i; b--) {
            SMove x = s->moves[ply][b - 1], y = s->moves[ply][b];
            if (eval_victim(&s->ev, nd, 0, pot_move_victim((PotMove)x)) <=
                eval_victim(&s->ev, nd, 0, pot_move_victim((PotMove)y)))
                break;
            s->moves[ply][b - 1] = y;
            s->moves[ply][b] = x;
            int o = s->order[ply][b - 1];
            s->order[ply][b - 1] = s->order[ply][b];
            s->order[ply][b] = o;
        }
    return k;
}

/* The owner of a captured piece picks among the group's k choices the one
 * worst for the mover: the minimum of the choices' scores. */
static int group_score(Searcher *s, int ply, int i, int k, int depth, int alpha, int beta,
                       int *which)
{
    int worst = INF, last = i;
    *which = i;
    /* the line after the owner's answer: the choices searched after it
     * leave their own (or none) at ply + 1, so it is kept aside */
    SMove line[MAX_PLY];
    int len = ply + 1;
    for (int j = i; j < i + k && !s->stopped; j++) {
        s->played[ply] = s->moves[ply][j];
        snode_make(s->v, s->fam, &s->node[ply], s->moves[ply][j], &s->node[ply + 1]);
        s->check_at[ply + 1] = -1;
        int sc = visit(s, ply, depth, alpha, beta);
        last = j;
        if (sc < worst) {
            worst = sc;
            *which = j;
            len = s->pv_len[ply + 1];
            for (int p = ply + 1; p < len; p++)
                line[p] = s->pv[ply + 1][p];
        }
        if (worst <= alpha)
            break;
    }
    if (last != *which) {
        s->pv_len[ply + 1] = len;
        for (int p = ply + 1; p < len; p++)
            s->pv[ply + 1][p] = line[p];
    }
    return worst;
}

/* MultiPV: whether root move m's group is one of the lines found already. */
static bool root_excluded(const Searcher *s, SMove m)
{
    for (int j = 0; j < s->nexcluded; j++)
        if (snode_group(s->fam, s->excluded[j]) == snode_group(s->fam, m))
            return true;
    return false;
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

/* Counts a node at ply, polls the clock and the stop request every
 * poll_mask + 1 nodes and starts its line; false once the search stopped. */
static inline bool enter_node(Searcher *s, int ply)
{
    s->nodes++;
    if ((s->nodes & s->poll_mask) == 0)
        poll(s);
    if (s->stopped)
        return false;
    if (ply > s->seldepth)
        s->seldepth = ply;
    s->pv_len[ply] = ply;
    return true;
}

/* Potential: the squares of the enemy pieces worth taking in quiescence,
 * those whose owner's cheapest choice is worth at least need (the owner's
 * answer is at most that, so a lesser one leaves the score below alpha). */
static Bitboard pot_victims(const SNode *nd, int need)
{
    if (need <= 0)
        return ~0ull;
    const PotPos *p = &nd->u.pot;
    Bitboard out = 0;
    for (int id = 16 * !p->stm; id < 16 * !p->stm + 16; id++)
        if (p->sq[id] != POT_NONE && eval_pot_floor(p->cur[id]) >= need)
            out |= geo_bit(p->sq[id]);
    return out;
}

static int qsearch(Searcher *s, int ply, int alpha, int beta, int qdepth)
{
    if (!enter_node(s, ply))
        return 0;
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
    /* in check, every evasion (standing pat is no option there): a capture
     * that checks is answered, and a mate at the end of a line is seen */
    bool evasions = in_check_at(s, ply);
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
        n = s->fam == SFAM_POTENTIAL
                ? snode_pot_captures(nd, pot_victims(nd, alpha - stand - 200), s->moves[ply])
                : snode_captures(s->v, nd, s->moves[ply]);
        if (n == 0)
            return stand;
    } else {
        n = snode_moves(s->v, s->fam, nd, s->moves[ply]);
        if (n == 0)
            return search_tree_end_score(s, ply);
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
        /* Potential: the group's first move holds the owner's cheapest
         * choice; when even with that piece taken the score stays far below
         * alpha, the owner's answer (at most that choice's score) does too */
        if (!evasions && s->fam == SFAM_POTENTIAL && stand + 200 < alpha &&
            stand + eval_victim(&s->ev, nd, 0, pot_move_victim((PotMove)s->moves[ply][i])) + 200 <
                alpha)
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
    if (s->fam == SFAM_POTENTIAL) /* a piece may be anything: seldom zugzwang */
        return true;
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
    if (!enter_node(s, ply))
        return 0;
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
    bool in_check = in_check_at(s, ply);
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
        s->check_at[ply + 1] = -1;
        push_key(s, snode_key(s->v, s->fam, &s->node[ply + 1]));
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
        return search_tree_end_score(s, ply);
    score_moves(s, ply, n, tt_move, false);
    int best = -INF, orig_alpha = alpha, count = 0, nquiet = 0;
    SMove best_move = SMOVE_NONE, quiets[64];
    for (int i = 0; i < n; i++) {
        pick(s, ply, i, n);
        int k = gather_group(s, ply, i, n), which = i, sc;
        SMove m = s->moves[ply][i];
        if (ply == 0 && root_excluded(s, m)) {
            i += k - 1;
            continue;
        }
        int victim;
        bool quiet = k == 1 && !snode_capture(s->v, s->fam, nd, m, &victim);
        count++;
        bool plain_quiet = quiet && s->order[ply][i] < (1 << 27); /* not a killer */
        /* late-move pruning: near the leaves, the late quiet moves (checks
         * too: they are not known before the move is made) */
        if (s->null_ok && !pvnode && !in_check && quiet && count > 1 && best > -MATE_BOUND &&
            depth <= 4 && count > (3 + depth * depth) / (improving ? 1 : 2) + 1)
            continue;
        /* futility: far below alpha, a quiet move that does not check will
         * not raise it; near the leaves, one that loses material on its
         * square, or a capture (or check) that loses much. Whether the move
         * checks is known once it is made */
        bool prune_quiet = false, prune_any = false;
        if (s->null_ok && !pvnode && !in_check && count > 1 && best > -MATE_BOUND) {
            if (quiet && depth <= 2 && static_eval + 120 * depth <= alpha && plain_quiet)
                prune_quiet = true;
            if (s->fam == SFAM_PLAIN && depth <= 5) {
                int kind = move_kind((Move)m);
                if ((kind == MOVE_NORMAL || kind == MOVE_DOUBLE) &&
                    (quiet ? plain_quiet : s->order[ply][i] < 0)) {
                    int x = see(s, nd, m, quiet ? -1 : victim);
                    if (x < -200 * depth)
                        prune_any = true;
                    else if (quiet && x < -50 * depth)
                        prune_quiet = true;
                }
            }
        }
        if (prune_any)
            continue;
        if (k > 1) {
            sc = group_score(s, ply, i, k, depth - 1, alpha, beta, &which);
        } else {
            s->played[ply] = m;
            snode_make(s->v, s->fam, nd, m, &s->node[ply + 1]);
            /* a quiet move that checks is neither pruned by futility nor
             * reduced: the forcing lines (sacrifices that check, mating
             * nets) are the ones a static judgement misreads */
            bool reducible = depth >= 3 && count > 2 && quiet && !in_check;
            int gives = -1; /* -1: not tested */
            if (prune_quiet || reducible)
                gives = s->ev.royal && snode_in_check(s->v, s->fam, &s->node[ply + 1]);
            if (prune_quiet && !gives)
                continue;
            s->check_at[ply + 1] = (int8_t)gives;
            if (count == 1) {
                sc = visit(s, ply, depth - 1, alpha, beta);
            } else {
                int r = 0;
                if (reducible && gives == 0) {
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
    if (ply > 0 || s->nexcluded == 0) /* a root without its best lines is not the root */
        tt_store(s, key, best_move, best, depth, flag, ply);
    return best;
}

/* ---- iterative deepening ------------------------------------------------- */

int search_tree_root(Searcher *s, int depth, int alpha, int beta)
{
    s->check_at[0] = -1;
    return search(s, 0, depth, alpha, beta, false);
}
