/* analyst.c - the analysis board's thread (analyst.h). The worker takes a job under the
 * lock and arms the searcher there; a new request, under the same lock, bumps the job
 * number and stops the searcher, so a stop is never lost (the searcher keeps it until
 * the next arm) and the window never waits for the search to end. The window hands over
 * only texts (the variant's definition, the start, the actions): the worker builds the
 * variant (kept while the definition stays the same) and plays the line, so a step costs
 * the window microseconds however long the game. */
#include "analyst.h"

#include <string.h>

#include "hostclock.h"

struct AnalystLine {
    VariantDef def;
    char *fen;   /* the start (NULL: the variant's) */
    char *texts; /* n actions' texts, each ended by a NUL */
    int n;
};

static void line_free(AnalystLine *l)
{
    if (!l)
        return;
    SDL_free(l->fen);
    SDL_free(l->texts);
    SDL_free(l);
}

/* m's line up to its shown position (to_end: to its last action) as text, without building
 * or playing anything: a copy of the definition and the texts (microseconds). */
static AnalystLine *line_copy(const Match *m, bool to_end)
{
    AnalystLine *l = SDL_calloc(1, sizeof *l);
    if (!l)
        return NULL;
    memcpy(&l->def, variant_def(match_variant(m)), sizeof l->def);
    const char *fen = match_start_fen(m);
    l->n = to_end ? match_plies(m) : match_ply(m);
    size_t size = 1;
    for (int i = 0; i < l->n; i++)
        size += strlen(match_action_text(m, i)) + 1;
    l->texts = SDL_malloc(size);
    l->fen = fen ? SDL_strdup(fen) : NULL;
    if (!l->texts || (fen && !l->fen)) {
        line_free(l);
        return NULL;
    }
    char *at = l->texts;
    for (int i = 0; i < l->n; i++) {
        size_t len = strlen(match_action_text(m, i));
        memcpy(at, match_action_text(m, i), len + 1);
        at += len + 1;
    }
    return l;
}

/* The worker's own game from l, the actions played (NULL when it cannot be made). Its
 * variant is the worker's kept one when l's definition is the same (building Polypiece's
 * is slow) and *vout is then NULL; with own (a review, whose variant goes to the window
 * with it) or a new definition it is built, and *vout is set when the caller owns it. */
static Match *line_play(Analyst *a, const AnalystLine *l, bool own, Variant **vout)
{
    Error err;
    Variant *v = NULL;
    *vout = NULL;
    if (!own && a->kept && memcmp(&a->kept_def, &l->def, sizeof l->def) == 0) {
        v = a->kept;
    } else {
        if (variant_build(&l->def, &v, &err) != 0)
            return NULL;
        if (!own) { /* no game refers to the kept one: the last live job's is freed */
            variant_free(a->kept);
            a->kept = v;
            memcpy(&a->kept_def, &l->def, sizeof l->def);
        }
    }
    Match *c = match_new(v, l->fen, &err);
    const char *at = l->texts;
    for (int i = 0; c && i < l->n; i++, at += strlen(at) + 1)
        if (match_play_text(c, at, &err) != 0) {
            match_free(c);
            c = NULL;
        }
    if (own && !c)
        variant_free(v);
    else if (own)
        *vout = v;
    return c;
}

static void wake_loop(void)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
}

typedef struct Ctx {
    Analyst *a;
    uint64_t gen, key;
    int to_move;
    SearchInfo lines[SEARCH_MAX_LINES];
} Ctx;

/* A line of the running search: the iteration's lines are handed over when its last
 * has come. A stale job stops its own search (a request between the arm and the search's
 * start is caught at the first iteration at the latest). */
static void on_info(const SearchInfo *info, void *ud)
{
    Ctx *c = ud;
    Analyst *a = c->a;
    if (info->line >= 1 && info->line <= SEARCH_MAX_LINES)
        c->lines[info->line - 1] = *info;
    SDL_LockMutex(a->lock);
    if (a->gen != c->gen || a->quit) {
        searcher_stop(a->searcher);
    } else if (info->line == info->lines) {
        memcpy(a->lines, c->lines, sizeof *a->lines * (size_t)info->lines);
        a->nlines = info->lines;
        a->result_key = c->key;
        a->to_move = c->to_move;
        if (!a->first_line)
            a->first_line = SDL_GetPerformanceCounter();
        a->fresh = true;
        wake_loop();
    }
    SDL_UnlockMutex(a->lock);
}

static void run_live(Analyst *a, Match *m, Ctx *c, int multipv)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.infinite = true;
    lim.multipv = multipv;
    lim.now_ms = host_clock_ms;
    c->to_move = match_to_move(m);
    SearchResult *r = SDL_malloc(sizeof *r);
    if (r && match_status(m, NULL) == STATUS_ONGOING)
        search_run(a->searcher, m, &lim, on_info, c, r);
    SDL_free(r);
}

/* Reviews rv; on its end hands it to the poller with its variant *v (then *v is NULL). */
static void run_review(Analyst *a, Review *rv, Variant **v, uint64_t gen, int ms)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.movetime_ms = ms;
    lim.now_ms = host_clock_ms;
    int total = review_plies(rv) + 1;
    for (;;) {
        int done = review_step(rv, a->searcher, &lim);
        SDL_LockMutex(a->lock);
        bool stale = a->gen != gen || a->quit;
        if (!stale) {
            a->done = done < 0 ? total : done;
            a->total = total;
            a->fresh = true;
            if (done >= total || done < 0) {
                if (done < 0) {
                    review_free(rv);
                } else {
                    review_free(a->finished);
                    variant_free(a->finished_variant);
                    a->finished = rv;
                    a->finished_variant = *v;
                    *v = NULL;
                }
                rv = NULL;
            }
            wake_loop();
        }
        SDL_UnlockMutex(a->lock);
        if (stale || !rv)
            break;
    }
    review_free(rv);
}

/* A review job whose game could not be made: said to the poller (under lock). */
static void review_failed(Analyst *a, uint64_t gen)
{
    if (a->gen != gen || a->quit)
        return;
    a->failed = true;
    a->fresh = true;
    wake_loop();
}

static int worker(void *ud)
{
    Analyst *a = ud;
    SDL_LockMutex(a->lock);
    while (!a->quit) {
        if (a->taken || a->job == ANALYST_IDLE) {
            SDL_CondWait(a->wake, a->lock);
            continue;
        }
        /* take the job: its copy is the worker's now */
        a->taken = true;
        Ctx c;
        memset(&c, 0, sizeof c);
        c.a = a;
        c.gen = a->gen;
        c.key = a->key;
        AnalystJob job = a->job;
        AnalystLine *line = a->line;
        int multipv = a->multipv, ms = a->review_ms;
        a->line = NULL;
        searcher_arm(a->searcher);
        SDL_UnlockMutex(a->lock);
        /* the game made here, not in the window's thread: a new request meanwhile stops
         * the search at its first iteration (on_info) */
        Variant *v = NULL;
        Match *m = line ? line_play(a, line, job == ANALYST_REVIEW, &v) : NULL;
        line_free(line);
        Error err;
        Review *rv = job == ANALYST_REVIEW && m ? review_new(m, &err) : NULL;
        if (job == ANALYST_LIVE && m) {
            run_live(a, m, &c, multipv);
        } else if (job == ANALYST_REVIEW && rv) {
            run_review(a, rv, &v, c.gen, ms);
        } else if (job == ANALYST_REVIEW) {
            SDL_LockMutex(a->lock);
            review_failed(a, c.gen);
            SDL_UnlockMutex(a->lock);
        }
        match_free(m);
        variant_free(v);
        SDL_LockMutex(a->lock);
    }
    SDL_UnlockMutex(a->lock);
    return 0;
}

bool analyst_init(Analyst *a)
{
    memset(a, 0, sizeof *a);
    a->searcher = searcher_new(32);
    a->lock = SDL_CreateMutex();
    a->wake = SDL_CreateCond();
    if (a->searcher && a->lock && a->wake)
        a->thread = SDL_CreateThread(worker, "morphchess-analysis", a);
    if (!a->thread) {
        searcher_free(a->searcher);
        if (a->lock)
            SDL_DestroyMutex(a->lock);
        if (a->wake)
            SDL_DestroyCond(a->wake);
        memset(a, 0, sizeof *a);
        return false;
    }
    return true;
}

/* Drops the work not taken yet (under lock). */
static void drop_pending(Analyst *a)
{
    line_free(a->line);
    a->line = NULL;
}

/* A new request (under lock): the old job is stale and its search stopped. */
static void request(Analyst *a, AnalystJob job)
{
    drop_pending(a);
    a->gen++;
    a->job = job;
    a->taken = false;
    a->fresh = false;
    a->nlines = 0;
    a->done = a->total = 0;
    a->failed = false;
    review_free(a->finished);
    variant_free(a->finished_variant);
    a->finished = NULL;
    a->finished_variant = NULL;
    a->first_line = 0;
    a->asked = SDL_GetPerformanceCounter();
    searcher_stop(a->searcher);
    SDL_CondSignal(a->wake);
}

void analyst_quit(Analyst *a)
{
    if (!a->thread)
        return;
    SDL_LockMutex(a->lock);
    request(a, ANALYST_IDLE);
    a->quit = true;
    SDL_CondSignal(a->wake);
    SDL_UnlockMutex(a->lock);
    SDL_WaitThread(a->thread, NULL);
    drop_pending(a);
    variant_free(a->kept);
    review_free(a->finished);
    variant_free(a->finished_variant);
    searcher_free(a->searcher);
    SDL_DestroyMutex(a->lock);
    SDL_DestroyCond(a->wake);
    memset(a, 0, sizeof *a);
}

bool analyst_live(Analyst *a, const Match *m, uint64_t key, int lines)
{
    AnalystLine *line = a->thread ? line_copy(m, false) : NULL;
    if (!line)
        return false;
    SDL_LockMutex(a->lock);
    request(a, ANALYST_LIVE);
    a->line = line;
    a->key = key;
    a->multipv = lines;
    SDL_UnlockMutex(a->lock);
    return true;
}

bool analyst_review(Analyst *a, const Match *m, int ms)
{
    AnalystLine *line = a->thread ? line_copy(m, true) : NULL;
    if (!line)
        return false;
    SDL_LockMutex(a->lock);
    request(a, ANALYST_REVIEW);
    a->line = line;
    a->review_ms = ms;
    a->total = line->n + 1;
    SDL_UnlockMutex(a->lock);
    return true;
}

void analyst_idle(Analyst *a)
{
    if (!a->thread)
        return;
    SDL_LockMutex(a->lock);
    request(a, ANALYST_IDLE);
    SDL_UnlockMutex(a->lock);
}

bool analyst_poll(Analyst *a, AnalystReport *out)
{
    if (!a->thread)
        return false;
    SDL_LockMutex(a->lock);
    bool fresh = a->fresh;
    if (fresh) {
        out->key = a->result_key;
        out->nlines = a->nlines;
        out->to_move = a->to_move;
        memcpy(out->lines, a->lines, sizeof *out->lines * (size_t)a->nlines);
        out->done = a->done;
        out->total = a->total;
        out->failed = a->failed;
        out->finished = a->finished;
        out->finished_variant = a->finished_variant;
        a->finished = NULL;
        a->finished_variant = NULL;
        double f = (double)SDL_GetPerformanceFrequency() / 1000.0;
        out->first_ms = a->first_line ? (double)(a->first_line - a->asked) / f : -1;
        a->fresh = false;
    }
    SDL_UnlockMutex(a->lock);
    return fresh;
}
