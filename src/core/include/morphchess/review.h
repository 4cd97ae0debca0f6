/* morphchess/review.h - a game reviewed by the computer: every position of
 * a game's line searched at a fixed budget, each move marked (best, good,
 * inaccuracy ?!, mistake ?, blunder ??) from the expected score it lost,
 * each side's accuracy, and the marks written into the game as PGN NAGs and
 * [%eval] comments (docs/analysis.md).
 *
 * Part of the public API (with match.h and search.h); serves every family.
 * A Review owns a copy of the game's line, so the caller's Match may change
 * while it runs (in another thread: one Review at a time per thread). */
#ifndef MORPHCHESS_REVIEW_H
#define MORPHCHESS_REVIEW_H

#include <stdbool.h>

#include "morphchess/match.h"
#include "morphchess/search.h"

typedef enum ReviewMark {
    REVIEW_BEST = 0,   /* the computer's own choice */
    REVIEW_GOOD,       /* lost less than 5% of the expected score */
    REVIEW_INACCURACY, /* ?!  5% or more */
    REVIEW_MISTAKE,    /* ?   10% or more */
    REVIEW_BLUNDER,    /* ??  15% or more */
    REVIEW_MARKS
} ReviewMark;

/* An evaluation from White's view: mate != 0 is a mate in |mate| moves
 * (> 0 White mates, < 0 Black mates), else cp centipawns. */
typedef struct ReviewScore {
    int cp;
    int mate;
} ReviewScore;

/* One move of the line as reviewed. */
typedef struct ReviewMove {
    char text[MATCH_TEXT_MAX]; /* the move as recorded */
    char best[MATCH_TEXT_MAX]; /* the computer's choice in the position before ("" at the end) */
    int colour;                /* who played it */
    ReviewScore before, after; /* the position before and after it */
    double loss;               /* expected score the mover lost, 0..1 */
    double accuracy;           /* 0..100 */
    ReviewMark mark;
} ReviewMove;

typedef struct Review Review;

/* A review of m's current line (the start to its last action, whatever the
 * shown position). NULL with err when the line cannot be copied, or memory
 * runs out. Free with review_free (NULL is a no-op). */
Review *review_new(const Match *m, Error *err);
void review_free(Review *r);

/* The actions of the line, and the positions the review searches (one more). */
int review_plies(const Review *r);

/* Searches the next position not searched yet within limits (a copy of it
 * is searched, with s). Returns how many positions are done (review_plies
 * + 1 when the review is complete), or -1 when memory runs out. A search
 * stopped by searcher_stop(s) counts as done with what it found: the
 * caller that cancels stops calling. */
int review_step(Review *r, Searcher *s, const SearchLimits *limits);

/* Positions searched so far. */
int review_done(const Review *r);

/* Move i (0-based, < review_plies) once both its positions are searched:
 * true with *out filled; false before. */
bool review_move(const Review *r, int i, ReviewMove *out);

/* The evaluation of the position after `ply` actions (0..review_plies);
 * false when it is not searched yet. */
bool review_score(const Review *r, int ply, ReviewScore *out);

/* Colour's accuracy: the mean of its moves' (0..100), -1 when it has no
 * move reviewed; marks[REVIEW_MARKS] (may be NULL) gets its count of each. */
double review_accuracy(const Review *r, int colour, int marks[REVIEW_MARKS]);

/* The expected score (0..1) of a score for the player it is from. */
double review_expected(int cp, int mate);

/* "?!", "?", "??" or "" for best and good. */
const char *review_mark_sign(ReviewMark mark);
/* "best", "good", "inaccuracy", "mistake", "blunder". */
const char *review_mark_name(ReviewMark mark);

/* An evaluation as people write it: "+0.45", "-1.20", "M3" (White mates in
 * 3), "-M2"; with pgn, the [%eval] form "0.45", "#3", "#-2". */
void review_score_text(ReviewScore s, bool pgn, char *buf, size_t size);

/* Writes the review into m (the same line it was made of: m's current line
 * must begin with the reviewed actions): each reviewed move's note begins
 * with its mark's NAG ($6 ?!, $2 ?, $4 ??; its older marks $1..$6 go) and
 * its [%eval] command (match_set_node_command) becomes the evaluation of the
 * position after it. Returns 0, or -1 with err. */
int review_annotate(const Review *r, Match *m, Error *err);

#endif
