/* fuzz_pgn.c - PGN on any text in every shipped variant (the first byte picks
 * it): the games are counted, each is read and its main line replayed, and
 * the match reached is written back as PGN. Nothing may crash, and every
 * failure must say why. */
#include <stdlib.h>

#include "fuzz.h"
#include "morphchess/pgn.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const Variant *v = fuzz_variant(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    int games = pgn_count(text);
    for (int n = 1; n <= games && n <= 4; n++) {
        Error e;
        e.what[0] = '\0';
        PgnGame *g = pgn_game(text, n, &e);
        if (!g) {
            if (!e.what[0])
                abort();
            continue;
        }
        Match *m = match_new(v, NULL, &e);
        if (!m)
            abort();
        MatchNotes notes;
        e.what[0] = '\0';
        if (match_play_record(m, pgn_text(g), &notes, &e) != 0 && !e.what[0])
            abort();
        if (notes.count < 0 || notes.count > MATCH_NOTES_MAX)
            abort();
        char *out = NULL;
        if (match_pgn_write(m, NULL, &out, &e) != 0 || !out)
            abort();
        free(out);
        match_free(m);
        pgn_free(g);
    }
    free(text);
    return 0;
}
