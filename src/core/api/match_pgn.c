/* match_pgn.c - a match written as a PGN game: the Seven Tag Roster, the
 * variant (its id, and its JSON when it is not shipped), the start FEN when
 * it is not the variant's, and the numbered moves in the variant's notation:
 * the moves to the shown position, or, when the game has variations, the
 * whole tree (the main line with the variations in parentheses). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"
#include "morphchess/pgn.h"
#include "textbuf.h"

#define PGN_LINE 79 /* movetext lines are kept within this many columns */

/* [Name "value"] with `"` and `\` escaped; line breaks (and the indentation
 * after them, as in formatted JSON) left out. */
static void put_tag(TextBuf *b, const char *name, const char *value)
{
    textbuf_puts(b, "[");
    textbuf_puts(b, name);
    textbuf_puts(b, " \"");
    for (const char *s = value; *s; s++) {
        if (*s == '\n' || *s == '\r') {
            while (s[1] == ' ' || s[1] == '\t' || s[1] == '\n' || s[1] == '\r')
                s++;
            continue;
        }
        if (*s == '"' || *s == '\\')
            textbuf_put(b, "\\", 1);
        textbuf_put(b, s, 1);
    }
    textbuf_puts(b, "\"]\n");
}

static const char *given(const PgnTags *tags, const char *name)
{
    for (int i = 0; tags && i < tags->count; i++)
        if (strcmp(tags->tag[i].name, name) == 0)
            return tags->tag[i].value;
    return NULL;
}

static bool computed(const char *name)
{
    static const char *const names[] = {"Event", "Site",  "Date",       "Round",
                                        "White", "Black", "Result",     "Variant",
                                        "SetUp", "FEN",   "VariantJSON"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

/* Whether the match starts from its variant's start position. */
static int own_start(const Match *m, bool *own, Error *err)
{
    Match *plain = match_new(match_variant(m), NULL, err);
    if (!plain)
        return -1;
    *own = strcmp(match_start_fen(m), match_start_fen(plain)) == 0;
    match_free(plain);
    return 0;
}

int match_pgn_write(const Match *m, const PgnTags *tags, char **out, Error *err)
{
    bool own;
    if (own_start(m, &own, err) != 0)
        return -1;
    GameResult res;
    /* with variations or notes, the whole tree (notes in it) and the main line's result */
    bool tree = match_has_variations(m) || match_has_notes(m);
    GameStatus st = tree ? match_tree_main_status(m, &res) : match_status(m, &res);
    const char *result = st != STATUS_ONGOING ? game_result_name(res) : NULL;
    if (!result)
        result = given(tags, "Result") ? given(tags, "Result") : "*";
    TextBuf b = {0};
    static const char *const roster[][2] = {{"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
                                            {"Round", "?"}, {"White", "?"}, {"Black", "?"}};
    for (size_t i = 0; i < sizeof roster / sizeof roster[0]; i++) {
        const char *value = given(tags, roster[i][0]);
        put_tag(&b, roster[i][0], value ? value : roster[i][1]);
    }
    put_tag(&b, "Result", result);
    const VariantDef *def = variant_def(match_variant(m));
    put_tag(&b, "Variant", def->id);
    if (!own) {
        put_tag(&b, "SetUp", "1");
        put_tag(&b, "FEN", match_start_fen(m));
    }
    if (tags && tags->embed_variant) {
        char *json = variant_to_json(def);
        if (json)
            put_tag(&b, "VariantJSON", json);
        b.failed |= json == NULL;
        free(json);
    }
    for (int i = 0; tags && i < tags->count; i++)
        if (!computed(tags->tag[i].name))
            put_tag(&b, tags->tag[i].name, tags->tag[i].value);
    textbuf_puts(&b, "\n");
    size_t column = 0;
    if (tree) {
        match_tree_write(m, &b, &column, PGN_LINE);
    } else {
        match_line_write(m, match_ply(m), &b, &column, PGN_LINE);
    }
    textbuf_puts(&b, column > 0 && column + 1 + strlen(result) > PGN_LINE ? "\n"
                     : column > 0                                         ? " "
                                                                          : "");
    textbuf_puts(&b, result);
    textbuf_puts(&b, "\n");
    if (b.failed) {
        free(b.p);
        return error_set(err, "", "out of memory");
    }
    *out = b.p;
    return 0;
}
