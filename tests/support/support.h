/* support.h - small helpers the test programs share (linked from morphtestsupport). */
#ifndef MORPH_TEST_SUPPORT_H
#define MORPH_TEST_SUPPORT_H

#include "variant.h"

/* The shipped variant `id` (variants/ID.json, run from the source tree), built;
 * prints the error and exits the test program if it does not load. Free with
 * variant_free. */
Variant *test_variant(const char *id);

/* s with its first `from` replaced by `to` (malloc'd), or NULL when it has none. */
char *test_replaced(const char *s, const char *from, const char *to);

/* The text of the file at path (at most 1 MB), malloc'd; prints the error and exits the test
 * program when it cannot be read. */
char *test_read_text(const char *path);

#include "rng.h"

struct Match;
/* Plays up to plies random legal actions of m (fewer when the game ends). Returns the number
 * that went wrong: an action refused, or recorded under another text than it was offered
 * with (what makes replaying a node of the game's tree the same action); 0 when none. */
int test_random_play(struct Match *m, Rng *r, int plies);

/* A new match of v from fen (NULL: the variant's start); prints the error and exits the test
 * program if it cannot be made. Free with match_free. */
struct Match *test_match(const Variant *v, const char *fen);

/* Writes the whole-text checksum of a saved game's text again after a change (a text
 * without one is left as it is). */
void test_reseal(char *text);

/* A saved game's text with its first `from` replaced by `to` and its checksum written again:
 * a forgery the strict checks behind the checksum must catch (malloc'd; NULL: no `from`). */
char *test_forge_save(const char *saved, const char *from, const char *to);

/* What save_read says of a saved game's text (read as "f.json"): "where: what", "" when it
 * reads, "(no text)" for NULL. The text is this function's own, until the next call. */
const char *test_save_error(const char *text);

#endif
