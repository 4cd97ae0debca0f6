/* analyst.h - the analysis board's thread: one worker that searches the position shown
 * without end (several lines) or reviews a game, given new work at any time without
 * waiting for the old to stop (the window never waits on it). It wakes the event loop
 * (an SDL user event) when it has lines or progress. */
#ifndef MORPH_UI_ANALYST_H
#define MORPH_UI_ANALYST_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "morphchess/review.h"
#include "morphchess/search.h"

typedef enum AnalystJob { ANALYST_IDLE = 0, ANALYST_LIVE, ANALYST_REVIEW } AnalystJob;

/* A game's line as the window hands it over: its variant's definition, the start and the
 * actions' texts, copied without building or playing anything (the worker does that). */
typedef struct AnalystLine AnalystLine;

typedef struct Analyst {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *wake;
    Searcher *searcher;
    /* the worker's own: the variant of its last live job, kept while the definition stays
     * the same (steps through a game build nothing), and that definition */
    Variant *kept;
    VariantDef kept_def;
    /* under lock: the work asked for (its number: a new request makes the old stale) */
    bool quit;
    uint64_t gen;
    AnalystJob job;
    AnalystLine *line; /* the job's line, copied from the window's game (owned) */
    uint64_t key;
    int multipv, review_ms;
    bool taken; /* the worker has the job */
    /* under lock: what the worker found for job gen (fresh: not polled yet) */
    bool fresh;
    uint64_t result_key;
    int nlines, to_move;
    SearchInfo lines[SEARCH_MAX_LINES];
    int done, total;
    bool failed;               /* the job's game could not be made (out of memory) */
    Review *finished;          /* a complete review, handed to the poller */
    Variant *finished_variant; /* the variant its copy of the game plays */
    Uint64 first_line; /* performance counter when the job's first line came (0: none yet) */
    Uint64 asked;      /* ... and when the job was asked for */
} Analyst;

/* Starts the worker (idle); false when it cannot. Pair with analyst_quit. */
bool analyst_init(Analyst *a);
void analyst_quit(Analyst *a);

/* Searches the shown position of m (its line copied as text, with its variant's definition:
 * the caller may change or free them at once; the worker builds and plays them) without end,
 * `lines` lines; key names it in the reports. Any work before is stopped, without waiting:
 * the call neither waits for the worker nor builds a variant or plays a move. false when the
 * copy fails. */
bool analyst_live(Analyst *a, const Match *m, uint64_t key, int lines);

/* Reviews m's current line (copied as analyst_live does) at ms a position. false when the
 * copy fails; a game the worker cannot make is reported as failed. */
bool analyst_review(Analyst *a, const Match *m, int ms);

/* Stops any work, without waiting. */
void analyst_idle(Analyst *a);

/* What came since the last poll: true with the lines of the position of *key (nlines may
 * be 0), the review's progress, and a finished review (the caller owns it and its
 * variant: review_free, then variant_free; NULL when none). */
typedef struct AnalystReport {
    uint64_t key;
    int nlines, to_move;
    SearchInfo lines[SEARCH_MAX_LINES];
    int done, total;
    bool failed; /* the review's game could not be made: no review comes */
    Review *finished;
    Variant *finished_variant;
    double first_ms; /* ms from the request to the first line, -1 before it */
} AnalystReport;
bool analyst_poll(Analyst *a, AnalystReport *out);

#endif
