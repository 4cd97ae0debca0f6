/* morphchess/playtest.h - a variant played by the computer against itself, for designers:
 * who wins how often, how long the games last, and how often each piece type moves, so a
 * broken or lopsided power list shows at once.
 *
 * Part of the public API of the morphchess engine. Deterministic: the same variant,
 * games and limits (their seed included) give the same report. */
#ifndef MORPHCHESS_PLAYTEST_H
#define MORPHCHESS_PLAYTEST_H

#include "morphchess/search.h"

#define PLAYTEST_TYPES 16 /* the piece letters a report counts (others are pooled in '*') */
#define PLAYTEST_PROGRESS_PLIES 10 /* progress is told this often within a game */

typedef struct PlaytestReport {
    int games;
    int white_wins, black_wins, draws;
    int unfinished; /* stopped at max_plies */
    long plies;     /* actions played in all games (the game in progress included) */
    int ply;        /* actions of the game in progress; 0 between games */
    int ntypes;
    char type[PLAYTEST_TYPES];     /* the variant's type letters in its order, then any other
                                      letter that moved, in order first seen */
    long moves[2][PLAYTEST_TYPES]; /* actions by pieces of that letter, per colour */
} PlaytestReport;

/* Plays `games` games of v from its start, the computer on both sides within limits (each
 * game's noise seeded from limits->seed and its number, so the games differ), each stopped
 * after max_plies actions. progress (may be NULL) is called with ud with the report so far
 * after each game (ply 0) and every PLAYTEST_PROGRESS_PLIES actions within one (ply > 0, games
 * the games finished); it may return false to stop early (a game stopped
 * within is counted as it stands: unfinished when still going). Returns 0 with *out filled, or -1
 * with err (out of memory, or a start the variant cannot play). */
int playtest_run(const Variant *v, int games, int max_plies, const SearchLimits *limits,
                 bool (*progress)(const PlaytestReport *so_far, void *ud), void *ud,
                 PlaytestReport *out, Error *err);

#endif
