/* fuzz_movetext.c - movetext replay in every shipped variant on any text: the
 * first byte picks the variant. Either the moves play or an error names where. */
#include <stdlib.h>

#include "fuzz.h"
#include "movetext.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const Variant *v = fuzz_variant(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    Position end;
    int count = 0;
    Error e;
    e.what[0] = '\0';
    if (movetext_play(v, NULL, text, &end, NULL, 0, &count, &e) != 0 && !e.what[0])
        abort();
    free(text);
    return 0;
}
