/* support.h - small helpers the test programs share (linked from morphtestsupport). */
#ifndef MORPH_TEST_SUPPORT_H
#define MORPH_TEST_SUPPORT_H

#include "variant.h"

/* The shipped variant `id` (variants/ID.json, run from the source tree), built;
 * prints the error and exits the test program if it does not load. Free with
 * variant_free. */
Variant *test_variant(const char *id);

struct Match;
/* A new match of v from fen (NULL: the variant's start); prints the error and exits the test
 * program if it cannot be made. Free with match_free. */
struct Match *test_match(const Variant *v, const char *fen);

#endif
