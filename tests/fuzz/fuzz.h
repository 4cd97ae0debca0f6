/* fuzz.h - what every fuzz target shares: the libFuzzer entry point and the
 * shipped variants, loaded once (test code: a static cache is fine here). */
#ifndef MORPH_FUZZ_H
#define MORPH_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "variant.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The shipped variant number i % fuzz_variant_count(), loaded on first use
 * from MORPH_SOURCE_DIR/variants; aborts if a shipped file does not load. */
const Variant *fuzz_variant(unsigned i);
unsigned fuzz_variant_count(void);

/* A NUL-terminated copy of data (malloc'd; caller frees). */
char *fuzz_text(const uint8_t *data, size_t size);

#endif
