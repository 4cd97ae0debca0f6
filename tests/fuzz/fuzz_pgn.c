/* fuzz_pgn.c - PGN on any text in every shipped variant (the first byte picks it, unless the
 * game carries its own in a VariantJSON tag, which pgn_variant builds): the text is checked
 * as bytes (a NUL is an error at its place), the games are counted, each is read and played
 * with its variations and notes, and the match reached is written back as PGN; what is
 * written must read back into the same tree, written again to the same text. Nothing may
 * crash, and every failure must say why. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "morphchess/pgn.h"

/* m written as PGN (with its variant's JSON when own): malloc'd; aborts when it cannot be. */
static char *written(const Match *m, bool own)
{
    PgnTags tags;
    memset(&tags, 0, sizeof tags);
    tags.embed_variant = own;
    char *out = NULL;
    Error e;
    if (match_pgn_write(m, &tags, &out, &e) != 0 || !out)
        abort();
    return out;
}

/* The written text read back into a new match of v and written again: the same text. */
static void read_back(const Variant *v, const char *text, bool own)
{
    Error e;
    e.what[0] = '\0';
    PgnGame *g = pgn_game(text, 1, &e);
    Match *m = g ? match_new(v, NULL, &e) : NULL;
    MatchNotes notes;
    if (!m || match_play_record(m, pgn_text(g), &notes, &e) != 0)
        abort(); /* what the program writes must read back */
    char *again = written(m, own);
    if (strcmp(again, text) != 0)
        abort();
    free(again);
    match_free(m);
    pgn_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    Error e;
    e.what[0] = '\0';
    if (pgn_check_text((const char *)data + 1, size - 1, "fuzz.pgn", &e) != 0) {
        if (!e.what[0])
            abort();
        return 0;
    }
    const Variant *shipped = fuzz_variant(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    int games = pgn_count(text);
    for (int n = 1; n <= games && n <= 4; n++) {
        e.what[0] = '\0';
        PgnGame *g = pgn_game(text, n, &e);
        if (!g) {
            if (!e.what[0])
                abort();
            continue;
        }
        Variant *own = NULL;
        e.what[0] = '\0';
        if (pgn_variant(g, "fuzz.pgn", &own, &e) != 0 && !e.what[0])
            abort();
        const Variant *v = own ? own : shipped;
        Match *m = match_new(v, NULL, &e);
        if (!m)
            abort();
        MatchNotes notes;
        e.what[0] = '\0';
        if (match_play_record(m, pgn_text(g), &notes, &e) != 0 && !e.what[0])
            abort();
        if (notes.count < 0 || notes.count > MATCH_NOTES_MAX)
            abort();
        char *out = written(m, own != NULL);
        read_back(v, out, own != NULL);
        free(out);
        match_free(m);
        variant_free(own);
        pgn_free(g);
    }
    free(text);
    return 0;
}
