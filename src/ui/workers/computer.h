/* computer.h - the computer player's thread: searches a copy of the game in the background
 * (morphchess/search.h) while the window stays responsive; the app polls for the result. */
#ifndef MORPH_UI_COMPUTER_H
#define MORPH_UI_COMPUTER_H

#include <SDL.h>
#include <stdbool.h>

#include "morphchess/search.h"

#define COMPUTER_MIN_MS 400 /* the least time between a position and the computer's move */

typedef enum ComputerJob {
    COMPUTER_MOVE, /* the computer's own action, to be played */
    COMPUTER_HINT, /* a hint for the person to act */
} ComputerJob;

typedef struct Computer {
    Searcher *searcher;
    Searcher *helper; /* a second thread's, on a machine of two cores or more (or NULL) */
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_atomic_t done; /* the thread has finished its search */
    /* the job: a copy of the game (owned), what for, and the position it is for */
    Match *copy;
    ComputerJob job;
    const Match *origin;
    int origin_plies;
    SearchLimits limits;
    Uint64 started; /* performance counter when the search began */
    long min_ms;    /* a move is taken no sooner (COMPUTER_MIN_MS; 0 when short of time) */
    /* on a clock: the time a move took beyond its budget lately (the thread's start, the
     * loop's wait, a busy machine), kept back from the next budgets */
    long lag_ms;
    bool clocked;
    /* under lock: the latest report, and the result once done */
    SearchInfo info;
    bool have_info;
    SearchResult result;
    int rc;
} Computer;

/* Prepares c (no thread yet); false when memory runs out. Pair with computer_quit. */
bool computer_init(Computer *c);
void computer_quit(Computer *c);

/* Whether a search runs (or has finished and waits for computer_take). */
bool computer_busy(const Computer *c);

/* Starts a search of the shown position of m for job, at the level (1..10; a hint searches
 * at full strength for a short time). With a clock (clock_ms: the mover's time left, -1:
 * none) a move takes at most a thirtieth of it plus most of the increment, less the delays
 * seen beyond the budgets before, counted from this call. m is copied: the caller may
 * change m meanwhile. false when it could not start. */
bool computer_start(Computer *c, const Match *m, ComputerJob job, int level, long clock_ms,
                    long increment_ms);

/* Stops a running search and forgets it. */
void computer_cancel(Computer *c);

/* When the search has finished (and, for a move, at least COMPUTER_MIN_MS after it began, so
 * that a game of the computer against itself can be followed): true with its job, the result, and
 * whether it is still for the position m shows (same match, same number of actions). The thread is
 * joined. */
bool computer_take(Computer *c, const Match *m, ComputerJob *job, SearchResult *out, bool *current);

/* The latest report of a running search (false before the first). */
bool computer_info(Computer *c, SearchInfo *out);

#endif
