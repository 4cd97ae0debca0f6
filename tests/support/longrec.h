/* longrec.h - long records made for the hostile-input tests and the linear-cost benchmark:
 * knights going round (a game of any length), nested variations, Portal's two boards, and
 * variants without the draws so that the knights may go on. */
#ifndef MORPH_TEST_LONGREC_H
#define MORPH_TEST_LONGREC_H

#include <stdbool.h>

#include "variant.h"

struct Match;

/* The JSON text of the variant of `file` without the draws by repetition and fifty moves
 * (malloc'd); exits the program when it cannot be read or has no such rules. */
char *longrec_no_draws_json(const char *file);

/* That variant loaded; exits the program when it does not load. */
Variant *longrec_no_draws_of(const char *file);

/* A game of `plies` knight moves (a comment each when asked); after the first, `depth`
 * variations each nested in the one before. malloc'd. */
char *longrec_knights(int plies, int depth, bool comments);

/* A Portal game of `plies` knight moves, each side's knights out and back on both boards.
 * malloc'd. */
char *longrec_portal_knights(int plies);

/* A record of one move followed by n comments ({c0} {c1} ..., each with an [%eval] command
 * when asked) or n NAGs, then the reply. malloc'd. */
char *longrec_notes(int n, bool nags, bool evals);

/* A new match of v with the record `text` played, or NULL (the error printed) when the
 * record does not read. */
struct Match *longrec_replay(const Variant *v, const char *text);

#endif
