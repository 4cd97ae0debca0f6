/* fuzz_savegame.c - saved games (morphchess/save.h) on any text: either the game loads and
 * is written back to the very same text, or it is refused with a message; recovery of a
 * refused text either gives a playable game or says why not; never a crash or a leak. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "morphchess/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    Variant *v = NULL;
    Match *m = NULL;
    SaveSummary sum;
    Error e;
    e.what[0] = '\0';
    if (save_read(text, size, "fuzz.json", &v, &m, &sum, &e) == 0) {
        char *again = save_write(m, sum.created);
        if (!again)
            abort();
        Variant *v2 = NULL;
        Match *m2 = NULL;
        if (save_read(again, strlen(again), "again.json", &v2, &m2, NULL, &e) != 0)
            abort(); /* what the program writes must read back */
        char *third = save_write(m2, sum.created);
        if (!third || strcmp(again, third) != 0)
            abort();
        free(third);
        match_free(m2);
        variant_free(v2);
        free(again);
        match_free(m);
        variant_free(v);
        return 0;
    }
    if (!e.what[0])
        abort();
    e.what[0] = '\0';
    int n = save_recover(text, size, "fuzz.json", &v, &m, &e);
    if (n >= 0) {
        if (match_plies(m) != n)
            abort();
        match_free(m);
        variant_free(v);
    } else if (!e.what[0]) {
        abort();
    }
    return 0;
}
