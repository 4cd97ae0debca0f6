/* search.c - the computer player (morphchess/search.h): the searcher and its
 * memory, iterative deepening with aspiration windows over the tree search of
 * search_tree.c, time management and the stop flag, the line reported, the
 * hidden-teleport choice of Portal, the owner's choice of Potential and the
 * levels. */
#include "morphchess/search.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search_impl.h"

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
    s->evals = calloc(EVAL_CACHE, sizeof *s->evals);
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

/* ---- iterative deepening ------------------------------------------------- */

/* Milliseconds as the time allocation reads them: 0..2^40 (35 years), so
 * that no sum or product below can overflow whatever a front end passes. */
static int64_t clamp_ms(int64_t ms)
{
    const int64_t cap = (int64_t)1 << 40;
    return ms < 0 ? 0 : ms > cap ? cap : ms;
}

SearchTimePlan search_time_plan(const SearchLimits *l, int us)
{
    SearchTimePlan p = {false, 0, 0};
    if (l->infinite)
        return p;
    if (l->movetime_ms > 0) {
        int64_t mt = clamp_ms(l->movetime_ms);
        p.soft_ms = p.hard_ms = mt > 20 ? mt - 5 : mt;
        p.timed = true;
        return p;
    }
    if (l->time_ms[us] <= 0)
        return p;
    int64_t t = clamp_ms(l->time_ms[us]), inc = clamp_ms(l->inc_ms[us]);
    int64_t over = clamp_ms(l->overhead_ms);
    /* the moves this clock must last: movestogo (at most 50), or 40 */
    int64_t h = l->moves_to_go > 0 ? (l->moves_to_go < 50 ? l->moves_to_go : 50) : 40;
    /* kept back on every move: an overhead and an increment beyond this
     * move's own overhead, against delays longer than the overhead says */
    int64_t spare = t - over - (2 * over + inc);
    p.timed = true;
    if (spare <= 0) { /* the reserve reached: the increment builds it up again */
        p.hard_ms = t - over > 8 ? (t - over) / 8 : 1;
        p.soft_ms = p.hard_ms / 2;
        return p;
    }
    /* the spare time and the increments to come, less their overheads,
     * shared over the moves; never less than half the spare time */
    int64_t pool = spare + (h - 1) * (inc - over);
    if (pool < spare / 2)
        pool = spare / 2;
    int64_t target = pool / h;
    int64_t hard = target * 3, cap = h > 1 ? spare / 2 : spare;
    if (hard > cap)
        hard = cap;
    if (hard < 1)
        hard = 1;
    p.hard_ms = hard;
    p.soft_ms = target * 6 / 10 < hard ? target * 6 / 10 : hard;
    return p;
}

static void set_time(Searcher *s, int us)
{
    const SearchLimits *l = s->lim;
    uint64_t t = now(s);
    /* a start in the future (a clock of another scale) counts as now */
    s->start_ms = l->start_ms && l->start_ms <= t ? l->start_ms : t;
    SearchTimePlan p = search_time_plan(l, us);
    s->timed = l->now_ms && p.timed;
    s->soft_ms = s->start_ms + (uint64_t)p.soft_ms;
    s->hard_ms = s->start_ms + (uint64_t)p.hard_ms;
}

/* The report of one line: pv[0..len-1] from s->node[0] with its score. */
static void fill_info(Searcher *s, int depth, int score, const SMove *pv, int len, SearchInfo *info)
{
    memset(info, 0, sizeof *info);
    info->line = info->lines = 1;
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
    for (int i = 0; i < len; i++) {
        SMove m = pv[i];
        char text[MATCH_TEXT_MAX];
        if (snode_text(s->v, s->fam, &cur, m, text, sizeof text) < 0)
            break;
        size_t n = strlen(text);
        if (used + n + 2 >= sizeof info->pv)
            break;
        if (used)
            info->pv[used++] = ' ';
        memcpy(info->pv + used, text, n + 1);
        used += n;
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

/* One line of an iteration being searched (MultiPV). */
typedef struct Line {
    int score;
    int len;
    SMove pv[MAX_PLY];
} Line;

/* The lines to find at the root: the limit's multipv (1 for a helper), at
 * most the root's moves (Potential: its groups). */
static int lines_wanted(Searcher *s, int n)
{
    int want = s->lim->multipv > 1 && !s->main_searcher ? s->lim->multipv : 1;
    if (want > SEARCH_MAX_LINES)
        want = SEARCH_MAX_LINES;
    if (want == 1)
        return 1;
    int groups = 0;
    for (int i = 0; i < n && groups < want; i++) {
        int j = 0;
        while (j < i && snode_group(s->fam, s->moves[0][j]) != snode_group(s->fam, s->moves[0][i]))
            j++;
        groups += j == i;
    }
    return groups;
}

/* The search of one line at depth d with an aspiration window around prev
 * (the line's score in the last iteration); its score. */
static int aspire(Searcher *s, int d, int prev)
{
    int delta = 20, alpha = -INF, beta = INF, sc;
    if (d >= 5 && prev > -MATE_BOUND && prev < MATE_BOUND) {
        alpha = prev - delta;
        beta = prev + delta;
    }
    for (;;) {
        sc = search_tree_root(s, d, alpha, beta);
        if (s->stopped)
            return sc;
        if (sc <= alpha) {
            alpha = alpha - delta < -INF ? -INF : alpha - delta;
            delta *= 2;
        } else if (sc >= beta) {
            beta = beta + delta > INF ? INF : beta + delta;
            delta *= 2;
        } else {
            return sc;
        }
    }
}

/* Reports the lines of iteration d (sorted, best first) through cb and keeps
 * them in s->lines; last gets line 1. */
static void report_lines(Searcher *s, int d, Line *lines, int n, SearchInfoFn cb, void *ud,
                         SearchInfo *last)
{
    for (int i = 1; i < n; i++) /* a stable insertion sort: best first */
        for (int j = i; j > 0 && lines[j].score > lines[j - 1].score; j--) {
            Line t = lines[j];
            lines[j] = lines[j - 1];
            lines[j - 1] = t;
        }
    for (int i = 0; i < n; i++) {
        fill_info(s, d, lines[i].score, lines[i].pv, lines[i].len, &s->lines[i]);
        s->lines[i].line = i + 1;
        s->lines[i].lines = n;
    }
    s->nlines = n;
    *last = s->lines[0];
    for (int i = 0; cb && i < n; i++)
        cb(&s->lines[i], ud);
}

/* Searches s->node[0] (keys ready) to the limits; the best root move and its
 * score. Returns SMOVE_NONE when the root has no move. */
static SMove iterate(Searcher *s, SearchInfoFn cb, void *ud, SearchInfo *last, int *score_out)
{
    int n = snode_moves(s->v, s->fam, &s->node[0], s->moves[0]);
    s->nlines = 0;
    s->nexcluded = 0;
    if (n == 0)
        return SMOVE_NONE;
    SMove best = s->moves[0][0];
    int score = 0, maxd = s->lim->depth > 0 && s->lim->depth < SEARCH_MAX_DEPTH ? s->lim->depth
                                                                                : SEARCH_MAX_DEPTH;
    int nl = lines_wanted(s, n);
    Line *lines = nl > 1 ? malloc(sizeof *lines * (size_t)nl) : NULL, one;
    if (!lines) {
        lines = &one;
        nl = 1;
    }
    for (int k = 0; k < nl; k++)
        lines[k].score = 0;
    s->nodes = 0;
    s->helper_base = atomic_load_explicit(&s->helper_nodes, memory_order_relaxed);
    s->stopped = false;
    memset(last, 0, sizeof *last);
    int step = s->main_searcher ? 2 : 1; /* a helper: 2, 4, 6..., ahead of the main search */
    for (int d = step; d <= maxd; d += step) {
        s->seldepth = 0;
        uint64_t iter_start = now(s);
        int sc = 0, done = 0;
        for (int k = 0; k < nl && !s->stopped; k++) {
            s->nexcluded = k; /* the lines found in this iteration are skipped */
            for (int j = 0; j < k; j++)
                s->excluded[j] = lines[j].pv[0];
            int lsc = aspire(s, d, lines[k].score);
            if (k == 0) {
                sc = lsc;
                /* a stopped iteration's move counts once it has beaten the first */
                if (s->pv_len[0] > 0 && (!s->stopped || s->pv[0][0] != best))
                    best = s->pv[0][0];
            }
            if (s->stopped || s->pv_len[0] == 0)
                break;
            lines[k].score = lsc;
            lines[k].len = s->pv_len[0];
            memcpy(lines[k].pv, s->pv[0], sizeof *lines[k].pv * (size_t)s->pv_len[0]);
            done++;
        }
        s->nexcluded = 0;
        if (s->stopped && d > 1)
            break;
        if (done == 0) { /* a first iteration stopped in its first line */
            lines[0].score = sc;
            lines[0].len = s->pv_len[0];
            memcpy(lines[0].pv, s->pv[0], sizeof *lines[0].pv * (size_t)s->pv_len[0]);
            done = 1;
        }
        /* the lines complete in this iteration: all of them, but for a first
         * iteration stopped early */
        report_lines(s, d, lines, done, cb, ud, last);
        if (nl > 1 && lines[0].len > 0) {
            best = lines[0].pv[0];
            sc = lines[0].score;
        }
        score = sc;
        if (s->stopped)
            break;
        if (score > MATE_BOUND && !s->lim->infinite && d >= 2 * (MATE - score) + 1)
            break;
        if (s->timed) {
            /* the next iteration takes about twice this one: not started
             * past the soft limit, nor when it could not end before the
             * hard one (a clock; a movetime uses its time whole) */
            uint64_t t = now(s), took = t - iter_start;
            if (t >= s->soft_ms || (s->soft_ms < s->hard_ms && t + 2 * took > s->hard_ms))
                break;
        }
    }
    if (lines != &one)
        free(lines);
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
    s->null_ok = (s->fam == SFAM_PLAIN || s->fam == SFAM_POTENTIAL) && s->ev.royal;
    s->qmax = s->fam == SFAM_PORTAL ? 6 : s->fam == SFAM_POTENTIAL ? 2 : MAX_PLY;
    /* a Potential node costs tens of microseconds: the clock read more often */
    s->poll_mask = s->fam == SFAM_POTENTIAL ? 63 : 1023;
    s->lim = limits;
    memset(s->killers, 0, sizeof s->killers);
    s->eval_salt = snode_mix(s->eval_salt + 0x9e3779b97f4a7c15u); /* evals emptied */
    memset(s->pawns, 0xff, sizeof *s->pawns * EVAL_PAWN_CACHE);   /* all-square pawns: no match */
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
 * with its own share of the time: until `until` (0: none); *depth gets the
 * depth it completed and *seldepth the deepest ply it reached. */
static int score_for(Searcher *s, int me, uint64_t until, int *depth, int *seldepth)
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
        sc = search_tree_end_score(s, 0);
    *depth = info.depth;
    *seldepth = info.seldepth;
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
    int depth = SEARCH_MAX_DEPTH, seldepth = 0, searched = 0; /* every pair's depth: the least */
    uint64_t nodes = 0;
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
            int d, sd, sc = score_for(s, me, until, &d, &sd);
            worst = sc < worst ? sc : worst;
            depth = d < depth ? d : depth;
            seldepth = sd > seldepth ? sd : seldepth;
            nodes += s->nodes;
            searched++;
        }
        if (worst > best_score) {
            best_score = worst;
            best = i;
        }
    }
    s->node[0] = root;
    memset(info, 0, sizeof *info);
    info->depth = searched ? depth : 0;
    info->seldepth = seldepth;
    info->score_cp = best_score;
    info->nodes = nodes;
    info->time_ms = s->lim->now_ms ? (int64_t)(now(s) - start) : 0;
    info->nps = info->time_ms > 0 ? nodes * 1000 / (uint64_t)info->time_ms : 0;
    snprintf(info->pv, sizeof info->pv, "%s", acts[best].text);
    return best;
}

int search_run(Searcher *s, const Match *m, const SearchLimits *limits, SearchInfoFn cb, void *ud,
               SearchResult *out)
{
    memset(out, 0, sizeof *out);
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
    out->nlines = s->nlines > 0 ? s->nlines : 1;
    if (s->nlines > 0)
        memcpy(out->lines, s->lines, sizeof *out->lines * (size_t)s->nlines);
    else
        out->lines[0] = out->info;
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
            score = search_tree_end_score(s, 0);
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
