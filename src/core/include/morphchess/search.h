/* morphchess/search.h - the computer player: a search over any variant.
 *
 * Part of the public API of the morphchess engine (with match.h, variant.h
 * and error.h). One Searcher serves every variant family (plain boards with
 * any mutation, Potential Chess, Portal Chess) through the same calls.
 *
 * Ownership and threads: searcher_new returns a Searcher the caller frees
 * with searcher_free; it holds the transposition table and the search's
 * working memory (nothing global). search_run reads the Match it is given
 * and never changes it: the caller must not change that Match while
 * search_run runs. One search at a time per Searcher; searcher_stop may be
 * called from any thread at any time (it sets an atomic flag that search_run
 * polls), which is how a front end runs search_run in a background thread
 * and interrupts it. The stop request is a state of the Searcher: the front
 * end clears it (searcher_arm) before it starts the thread, and nothing else
 * clears it, so a stop that comes before the thread has begun to search is
 * kept and ends that search at once.
 *
 * The core reads no clock: time limits need a clock function in
 * SearchLimits.now_ms (the host gives one: host_clock_ms). Without one only
 * the depth and node limits (and searcher_stop) end the search. */
#ifndef MORPHCHESS_SEARCH_H
#define MORPHCHESS_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "morphchess/match.h"

#define SEARCH_MAX_DEPTH 64
#define SEARCH_PV_TEXT 512
#define SEARCH_MAX_LINES 8 /* MultiPV: the most lines one search reports */

/* What ends a search. Zero fields mean "no such limit"; all zero (and not
 * infinite) searches to SEARCH_MAX_DEPTH, so give at least one limit. */
typedef struct SearchLimits {
    int depth;           /* iterations to complete, 1..SEARCH_MAX_DEPTH */
    uint64_t nodes;      /* stop after about this many nodes */
    int64_t movetime_ms; /* think exactly this long (at most) */
    int64_t time_ms[2];  /* clock left for WHITE and BLACK (UCI wtime, btime) */
    int64_t inc_ms[2];   /* increment per move (winc, binc) */
    int moves_to_go;     /* moves to the next time control, 0: sudden death */
    int64_t overhead_ms; /* of the clock left, kept for the delays outside the search */
    uint64_t start_ms;   /* when the clock began to run (now_ms's scale), 0: at search_run */
    bool infinite;       /* run until searcher_stop (depth still caps it) */
    int multipv;         /* lines to find, best first (MultiPV): 1..SEARCH_MAX_LINES; 0: 1 */
    int noise_cp;        /* evaluation noise in centipawns (0: none), for weak levels */
    uint64_t seed;       /* seeds the noise: the same seed gives the same games */
    uint64_t (*now_ms)(void *clock_ctx); /* monotonic milliseconds; NULL: no clock */
    void *clock_ctx;
} SearchLimits;

/* One "info" report, after each completed iteration (and when a search
 * ends). Scores are from the view of the player to act at the root. With
 * several lines (SearchLimits.multipv), each completed iteration reports
 * every line, line 1 first: their first moves differ (Potential: the
 * captured piece's owner's choices are one move), are legal, and the lines
 * come sorted by score, best first. */
typedef struct SearchInfo {
    int line;  /* which line this is, 1..lines */
    int lines; /* the lines of this report: multipv, or fewer when there are fewer moves */
    int depth;
    int seldepth;
    bool mate;      /* score is a mate: mate_in moves (negative: being mated) */
    int mate_in;    /* moves (not plies) to mate, as UCI "score mate N" */
    int score_cp;   /* centipawns when !mate */
    uint64_t nodes; /* nodes searched so far, the helpers' included (in steps of 1024) */
    uint64_t nps;   /* nodes per second (0 without a clock) */
    int64_t time_ms;
    char pv[SEARCH_PV_TEXT]; /* the expected line in the variant's notation, space separated */
    /* The same line as UCI writes moves: from-square, to-square and a lower-case
     * promotion (or choice) letter ("e7e8q", "0000" for a pass); plain-family
     * variants only, "" for Potential and Portal Chess. */
    char pv_uci[SEARCH_PV_TEXT];
} SearchInfo;

typedef void (*SearchInfoFn)(const SearchInfo *info, void *ud);

/* What a search found. */
typedef struct SearchResult {
    bool found;                /* false: no legal action (game over); best is unset */
    MatchAction best;          /* one of match_actions(m): pass it to match_play */
    char text[MATCH_TEXT_MAX]; /* best.text: its notation, as `moves` prints it */
    SearchInfo info;           /* the last report (depth reached, score, nodes, pv) */
    int nlines;                /* the lines of the last completed iteration (info is lines[0]) */
    SearchInfo lines[SEARCH_MAX_LINES];
} SearchResult;

typedef struct Searcher Searcher;

/* A new searcher with a transposition table of about hash_mb megabytes
 * (clamped to 1..4096; 0 gives 16). NULL when memory runs out. */
Searcher *searcher_new(size_t hash_mb);

/* Frees s; NULL is a no-op. Must not be called while search_run runs. */
void searcher_free(Searcher *s);

/* Empties the transposition table and the move-ordering tables (a new game). */
void searcher_clear(Searcher *s);

/* Asks a running search_run to return as soon as it can (it keeps the best
 * action found so far). Thread-safe; harmless when nothing runs. The request
 * stays until searcher_arm clears it: one made before search_run starts ends
 * that search at once (with a legal action). */
void searcher_stop(Searcher *s);

/* Clears a stop request. A front end calls it before it starts the thread
 * of a search (never from that thread), so that a searcher_stop made at any
 * moment after it counts. */
void searcher_arm(Searcher *s);

/* The time a search within l takes for the player `us` (WHITE or BLACK),
 * in milliseconds from l->start_ms. */
typedef struct SearchTimePlan {
    bool timed;      /* false: no time limit (infinite, or neither movetime nor a clock) */
    int64_t soft_ms; /* no iteration starts after it */
    int64_t hard_ms; /* the search stops at it */
} SearchTimePlan;

/* The plan of a search within l (its clock arithmetic; now_ms is not read):
 * a movetime of m gives m - 5 (m over 20 ms), both limits; a clock spares
 * Move Overhead on this move and a reserve of two overheads and an
 * increment, shares the rest and the increments to come (less their
 * overheads) over movestogo moves (at most 50; 40 when not given), and
 * never spends more than half the spare clock on one move (all of it at
 * movestogo 1): hard is three shares, soft 6/10 of one. Below the reserve a
 * move gets an eighth of the clock after the overhead. Any int64 values are
 * safe (clamped to 0..2^40). */
SearchTimePlan search_time_plan(const SearchLimits *l, int us);

/* Searches the shown position of m for the player to act within limits
 * (times are clamped: any int64 values are safe; a clock, time_ms of the
 * player to act > 0, is never used past time_ms - overhead_ms from start_ms),
 * calling cb (may be NULL) with ud after every completed iteration. Returns
 * 0 with *out filled (out->found false when the game is over or the player
 * has no action), or -1 when memory runs out. The position must be
 * reachable by match_actions: out->best is always one of them, and a search
 * stopped before its first iteration still returns a legal action. */
int search_run(Searcher *s, const Match *m, const SearchLimits *limits, SearchInfoFn cb, void *ud,
               SearchResult *out);

/* Helper searchers (a second thread, "Lazy SMP"): a helper shares the
 * transposition table of main (which must outlive it) and has its own
 * working memory. search_help runs the same iterative deepening as search_run
 * on the same position, reporting nothing: what it finds reaches main through
 * the shared table. It returns when searcher_stop(h) is called (a request
 * made before it starts counts), at the depth limit,
 * or at once for a position search_run scores without a search tree (Portal's
 * hidden teleports); 0, or -1 when memory runs out. Each helper runs in a
 * thread of its own, beside search_run on main in another; the host starts
 * and stops them (host_search_run, hostsearch.h). */
Searcher *searcher_new_helper(Searcher *main);
int search_help(Searcher *h, const Match *m, const SearchLimits *limits);

/* For a choice that belongs to the player who did not act: Potential Chess,
 * where the captured piece's owner says what it was. cands[0..n-1] are
 * actions of m (from match_actions) that differ only in that choice; the
 * owner is the player who acts after them. Returns the index of the one the
 * owner prefers (a search of each, within limits split between them), 0
 * when n <= 1, or -1 when memory runs out. */
int search_choose_for_owner(Searcher *s, const Match *m, const MatchAction *cands, int n,
                            const SearchLimits *limits);

/* Limits for a playing level 1 (a beginner can win) .. 10 (full strength):
 * a move time, a depth cap and evaluation noise. now_ms/clock_ctx and seed
 * are left as they were in *out (set them before or after). Levels outside
 * 1..10 are clamped. */
void search_level_limits(int level, SearchLimits *out);

/* The static value (centipawns, on an empty 8x8 board, from the Betza power)
 * the evaluation gives a piece of type index `type` of variant v with its
 * power-list index `phase` for `colour`, a mutating piece's next powers
 * included. 0 for a royal piece or a bad index. For tests and the editor. */
int search_piece_value(const Variant *v, int colour, int type, int phase);

#endif
