/* support.h - small helpers the test programs share (linked from morphtestsupport). */
#ifndef MORPH_TEST_SUPPORT_H
#define MORPH_TEST_SUPPORT_H

#include "variant.h"

/* The shipped variant `id` (variants/ID.json, run from the source tree), built;
 * prints the error and exits the test program if it does not load. Free with
 * variant_free. */
Variant *test_variant(const char *id);

#endif
