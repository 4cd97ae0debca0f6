/* fixture.h - fixed views for the golden-image tests and the render benchmark. */
#ifndef MORPH_UI_FIXTURE_H
#define MORPH_UI_FIXTURE_H

#include <stddef.h>

#include "controller.h"
#include "view.h"

/* One board mid-game: power badges (short and long), potential sets, a fairy
 * token, selection with move dots and capture rings, last move, check,
 * hover, the power legend, captures, a long move list and a status line. */
void fixture_showcase(View *v);

/* Two Portal boards with portal squares, player markers and a result banner. */
void fixture_portal(View *v);

/* The orthodox start, flipped, with the help overlay shown. */
void fixture_help(View *v);

/* Real games through the session and the rules engine (no autosave):
 * Polypiece (different armies) after 1. Ng1-f3 e7-e5 with the b1 knight held
 * over d3, showing the preview of what it becomes and the per-colour legend. */
void fixture_game_polypiece(View *v);

/* ProDem after 1. -- e5, White's e2-e4 asking for the ladder choice (N or B). */
void fixture_game_prodem(View *v);

/* Orthodox chess after the fool's mate: check, last move and the result banner. */
void fixture_game_mate(View *v);

/* Frees what the game fixtures hold. */
/* Orthodox chess with variations in the move list (the Ruy Lopez with the Sicilian, a
 * variation inside it, the French and the Italian), showing a variation's move, and clocks
 * (Black's under ten seconds and running). */
void fixture_game_variations(View *v);

/* The new-game list of the shipped variants over a fresh game of variant `behind`. */
void fixture_newgame(View *v, const char *behind);

/* All games (Ctrl+O) over the showcase: four games with the pictures of their last positions
 * (orthodox with Black at the bottom, Portal's two boards, Potential's unknown types, Portal's
 * one set) and a PGN file without one, the second game highlighted. */
void fixture_games(View *v);

/* The analysis board over a real game of variant `id` (the moves of
 * tests/data/review/ID-game.txt, three plies back from the end): analysis on with three
 * fixed lines, and a finished review of fixed scores and marks (an inaccuracy, a mistake
 * and a blunder), put into the session's analysis state as the program's thread would: no
 * search runs. With reviewing, the review is still running (its progress half way). */
void fixture_analysis(View *v, const char *id, bool reviewing);

/* Reads the source tree's file name (e.g. "tests/data/x.txt") into text (size bytes with
 * its '\0'): its length, 0 when it cannot be read (text then empty). */
size_t fixture_read(const char *name, char *text, size_t size);

/* Potential Chess after the 70 moves of tests/data/potential-v-game.txt (random play), the
 * board shown; fixture_apply then opens V (INTENT_ACTUALIZE) and steps through it. */
void fixture_game_potential(View *v);

/* Applies an intent of kind with `on` to the game fixtures' session (after one of them). */
void fixture_apply(View *v, IntentKind kind, int on);

void fixture_release(void);

#endif
