/* computer.c - the computer player's thread: a copy of the game searched in the background. */
#include "computer.h"

#include <string.h>

#include "hostclock.h"
#include "hostsearch.h"

bool computer_init(Computer *c)
{
    memset(c, 0, sizeof *c);
    c->searcher = searcher_new(32);
    if (c->searcher && SDL_GetCPUCount() >= 2)
        c->helper = searcher_new_helper(c->searcher); /* optional: none when memory is short */
    c->lock = SDL_CreateMutex();
    return c->searcher && c->lock;
}

static void join(Computer *c)
{
    if (c->thread) {
        SDL_WaitThread(c->thread, NULL);
        c->thread = NULL;
    }
    match_free(c->copy);
    c->copy = NULL;
    SDL_AtomicSet(&c->done, 0);
}

void computer_cancel(Computer *c)
{
    if (c->thread)
        searcher_stop(c->searcher);
    join(c);
}

void computer_quit(Computer *c)
{
    computer_cancel(c);
    searcher_free(c->helper);
    searcher_free(c->searcher);
    if (c->lock)
        SDL_DestroyMutex(c->lock);
    memset(c, 0, sizeof *c);
}

bool computer_busy(const Computer *c)
{
    return c->thread != NULL;
}

static void on_info(const SearchInfo *info, void *ud)
{
    Computer *c = ud;
    SDL_LockMutex(c->lock);
    c->info = *info;
    c->have_info = true;
    SDL_UnlockMutex(c->lock);
}

static int run(void *ud)
{
    Computer *c = ud;
    SearchResult r;
    memset(&r, 0, sizeof r);
    int rc = host_search_run(c->searcher, &c->helper, c->helper ? 1 : 0, c->copy, &c->limits,
                             on_info, c, &r);
    SDL_LockMutex(c->lock);
    c->result = r;
    c->rc = rc;
    SDL_UnlockMutex(c->lock);
    SDL_AtomicSet(&c->done, 1);
    /* wake the event loop, which waits for events */
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
    return 0;
}

/* A copy of the shown position of m: its start and its actions up to the shown one. */
static Match *copy_of(const Match *m)
{
    Error err;
    Match *copy = match_new(match_variant(m), match_start_fen(m), &err);
    for (int i = 0; copy && i < match_ply(m); i++) {
        if (match_play_text(copy, match_action_text(m, i), &err) != 0) {
            match_free(copy);
            copy = NULL;
        }
    }
    return copy;
}

bool computer_start(Computer *c, const Match *m, ComputerJob job, int level, long clock_ms,
                    long increment_ms)
{
    computer_cancel(c);
    c->copy = copy_of(m);
    if (!c->copy)
        return false;
    c->job = job;
    c->origin = m;
    c->origin_plies = match_plies(m);
    memset(&c->limits, 0, sizeof c->limits);
    if (job == COMPUTER_HINT) {
        c->limits.movetime_ms = 700;
    } else {
        search_level_limits(level, &c->limits);
    }
    c->min_ms = COMPUTER_MIN_MS;
    c->clocked = job == COMPUTER_MOVE && clock_ms >= 0;
    if (c->clocked) { /* a clock: a share of the time left */
        long budget = clock_ms / 30 + increment_ms * 3 / 4 - c->lag_ms;
        budget = budget < 20 ? 20 : budget;
        if (c->limits.movetime_ms <= 0 || c->limits.movetime_ms > budget)
            c->limits.movetime_ms = budget;
        c->min_ms = clock_ms > 60000 ? COMPUTER_MIN_MS : 0;
    }
    c->limits.now_ms = host_clock_ms;
    c->limits.start_ms = host_clock_ms(NULL); /* from the request, not the thread's start */
    c->limits.seed = SDL_GetPerformanceCounter();
    c->have_info = false;
    c->started = SDL_GetPerformanceCounter();
    SDL_AtomicSet(&c->done, 0);
    searcher_arm(c->searcher); /* before the thread: computer_cancel's stop is kept */
    c->thread = SDL_CreateThread(run, "morphchess-search", c);
    if (!c->thread) {
        match_free(c->copy);
        c->copy = NULL;
        return false;
    }
    return true;
}

bool computer_take(Computer *c, const Match *m, ComputerJob *job, SearchResult *out, bool *current)
{
    if (!c->thread || !SDL_AtomicGet(&c->done))
        return false;
    Uint64 min = SDL_GetPerformanceFrequency() * (Uint64)c->min_ms / 1000;
    if (c->job == COMPUTER_MOVE && SDL_GetPerformanceCounter() - c->started < min)
        return false; /* the app polls again: it waits with a timeout while busy */
    SDL_WaitThread(c->thread, NULL);
    c->thread = NULL;
    if (c->clocked) { /* the time beyond the budget, kept back from the next ones */
        long took = (long)(host_clock_ms(NULL) - c->limits.start_ms);
        long budget =
            (long)c->limits.movetime_ms > c->min_ms ? (long)c->limits.movetime_ms : c->min_ms;
        c->lag_ms = (long)host_lag_seen(c->lag_ms, took - budget);
    }
    SDL_LockMutex(c->lock);
    *out = c->result;
    bool ok = c->rc == 0;
    SDL_UnlockMutex(c->lock);
    *job = c->job;
    *current = ok && m == c->origin && match_plies(m) == c->origin_plies &&
               match_ply(m) == c->origin_plies;
    join(c);
    return true;
}

bool computer_info(Computer *c, SearchInfo *out)
{
    SDL_LockMutex(c->lock);
    bool have = c->have_info;
    if (have)
        *out = c->info;
    SDL_UnlockMutex(c->lock);
    return have;
}
