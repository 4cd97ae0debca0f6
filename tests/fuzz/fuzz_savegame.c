/* fuzz_savegame.c - saved games on any text: either the game loads and can
 * be written back to a text that loads to the same position, or it is
 * refused with a message; never a crash or a leak. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "savegame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    e.what[0] = '\0';
    if (savegame_parse(text, "fuzz.json", &v, &m, &e) == 0) {
        char fen[1024], fen2[1024];
        match_goto(m, match_plies(m));
        match_fen(m, fen, sizeof fen);
        char *again = savegame_text(m);
        Variant *v2 = NULL;
        Match *m2 = NULL;
        if (!again || savegame_parse(again, "again.json", &v2, &m2, &e) != 0)
            abort(); /* what the program writes must read back */
        match_goto(m2, match_plies(m2));
        match_fen(m2, fen2, sizeof fen2);
        if (strcmp(fen, fen2) != 0)
            abort();
        match_free(m2);
        variant_free(v2);
        free(again);
        match_free(m);
        variant_free(v);
    } else if (!e.what[0]) {
        abort();
    }
    free(text);
    return 0;
}
