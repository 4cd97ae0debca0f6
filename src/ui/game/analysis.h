/* analysis.h - the analysis board's state, without a window: live analysis of
 * the position shown (A: the best lines, an evaluation bar) and the review of
 * the game (G: every move marked, a graph of the evaluation, each side's
 * accuracy). The searches run in the program's thread (src/ui/workers/analyst.c),
 * which hands its lines and the review's progress to this state; the state
 * fills what the screen draws (ViewAnalysis) and the marks of the move list.
 * docs/analysis.md. */
#ifndef MORPH_UI_ANALYSIS_H
#define MORPH_UI_ANALYSIS_H

#include <stdbool.h>
#include <stdint.h>

#include "morphchess/match.h"
#include "morphchess/review.h"
#include "morphchess/search.h"
#include "view.h"

#define ANALYSIS_LINES 3       /* lines shown (MultiPV), 1..VIEW_ANALYSIS_LINES */
#define ANALYSIS_REVIEW_MS 100 /* the review's budget per position */

typedef struct Analysis {
    unsigned game; /* the game these lines and this review belong to (Session.game_serial) */
    bool on;       /* live analysis wanted (A) */
    /* the position the lines are for (analysis_key) and the lines, best first, their
     * scores from White's side */
    uint64_t key;
    int nlines;
    struct {
        char pv[SEARCH_PV_TEXT];
        ReviewScore score;
        int depth;
    } line[VIEW_ANALYSIS_LINES];
    /* the review: wanted (G), running (the program's thread has it), its progress
     * (positions done of total), and once done the evaluation of every position of the
     * line and every move's mark */
    bool review_wanted, review_running, review_cancel, review_write;
    int review_done, review_total;
    int nplies;                            /* the reviewed line's actions; 0: no review */
    ReviewScore score[VIEW_MAX_MOVES + 1]; /* positions 0..nplies */
    int8_t mark[VIEW_MAX_MOVES];           /* ReviewMark of each action, -1 unknown */
    int node[VIEW_MAX_MOVES];              /* each action's node, to find it in the move list */
    double accuracy[2];
    int marks[2][REVIEW_MARKS];
} Analysis;

/* The state of a game put on the board (game: its serial): analysis off, no lines, no
 * review; a review still running for the game before is to be cancelled (review_cancel),
 * so that nothing of another game is shown or clicked in this one. */
void analysis_begin(Analysis *a, unsigned game);

/* What identifies the shown position of m for the analysis (a's game, the match, its node
 * and line): a change means the lines are stale and the search restarts. 0 for no match,
 * and for a position the game is over at (mate, stalemate, an end off the board): nothing to
 * search there, and analysis_refresh shows the result in the bar and the lines. */
uint64_t analysis_key(const Analysis *a, const Match *m);

/* White's share of the evaluation bar, 0..1 (the expected score; a mate 1 or 0). */
float analysis_share(ReviewScore s);

/* A search's lines (best first) for the position of key, whose player to act is
 * to_move: kept with their scores turned to White's side. */
void analysis_set_lines(Analysis *a, uint64_t key, const SearchInfo *lines, int n, int to_move);

/* The review's result for m's current line (r complete): the scores, marks, nodes and
 * accuracy figures kept. */
void analysis_set_review(Analysis *a, const Review *r, const Match *m);

/* Fills v->analysis from a for m's shown position, and glues each reviewed move's
 * mark to its item of the move list. */
void analysis_refresh(const Analysis *a, const Match *m, View *v);

/* The first action of line i (0-based) as text: its first word; "" when none. */
void analysis_line_first(const Analysis *a, int i, char *out, size_t n);

/* The ply of the review graph's point nearest to x in a graph of width w (0 .. nplies),
 * -1 without a review. */
int analysis_graph_ply(const Analysis *a, int x, int w);

#endif
