/* search_impl.h - the computer player's internals shared by its files: the
 * searcher, its transposition table entries and the bookkeeping both the
 * driver (search.c: iterative deepening, time, the public API) and the tree
 * search (search_tree.c: alpha-beta, quiescence, move ordering) read. */
#ifndef MORPH_SEARCH_IMPL_H
#define MORPH_SEARCH_IMPL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "eval.h"
#include "match_impl.h"
#include "morphchess/search.h"
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
    /* null-move pruning, reverse futility, futility and late-move pruning
     * allowed (no zugzwang-prone rules), and quiescence on captures only */
    bool null_ok;
    int qmax;             /* quiescence plies at most */
    uint64_t poll_mask;   /* the time and stop are read every poll_mask + 1 nodes */
    int8_t lmr[64][64];   /* late-move reduction by depth and move number */
    EvalEntry *evals;     /* evaluations by key, for one search */
    uint64_t eval_salt;   /* mixed into the keys of evals: new for each search, so the
                           * entries of another search never match (no 1 MB memset) */
    EvalPawnEntry *pawns; /* the pawn cache, for one search */
    SNode node[MAX_PLY + 2];
    SMove (*moves)[SNODE_MAX_MOVES];
    int (*order)[SNODE_MAX_MOVES];
    SMove killers[MAX_PLY][2];
    SMove played[MAX_PLY + 2];  /* the move that led from ply to ply + 1 */
    int static_ev[MAX_PLY + 2]; /* the static score at each ply (-INF in check) */
    /* whether the side to act at ply is in check, when the move that led
     * there was tested for check already (-1: not known): the child reads
     * it instead of testing again */
    int8_t check_at[MAX_PLY + 2];
    SMove counter[2][4096]; /* the quiet reply that refuted a move */
    int history[2][4096];
    SMove pv[MAX_PLY][MAX_PLY];
    int pv_len[MAX_PLY];
    /* MultiPV: the root moves (groups) the root search skips, the lines
     * already found in this iteration */
    SMove excluded[SEARCH_MAX_LINES];
    int nexcluded;
    /* the lines of the last completed iteration, best first, as reported */
    SearchInfo lines[SEARCH_MAX_LINES];
    int nlines;
    uint64_t *keys; /* repetition: the game's keys, then the search path */
    int nkeys, capkeys, game_keys;
    uint64_t nodes;
    int seldepth;
    bool stopped;
    const SearchLimits *lim;
    uint64_t start_ms, soft_ms, hard_ms;
    bool timed;
};

static inline uint64_t now(const Searcher *s)
{
    return s->lim->now_ms ? s->lim->now_ms(s->lim->clock_ctx) : 0;
}

static inline void push_key(Searcher *s, uint64_t key)
{
    s->keys[s->nkeys++] = key;
}

/* The alpha-beta search of s->node[0] (its key pushed) to depth within
 * (alpha, beta); 0 once stopped (s->stopped). In search_tree.c. */
int search_tree_root(Searcher *s, int depth, int alpha, int beta);

/* The score of a node without moves at ply (mate or draw, from the view of
 * the side to move). */
int search_tree_end_score(const Searcher *s, int ply);

#endif
