/* match_pgn.c - a match written as a PGN game: the Seven Tag Roster, the
 * variant (its id, and its JSON when it is not shipped), the start FEN when
 * it is not the variant's, and the numbered moves in the variant's notation:
 * the moves to the shown position, or, when the game has variations, the
 * whole tree (the main line with the variations in parentheses). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"
#include "morphchess/gameinfo.h"
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
    GameInfo g;
    gameinfo_init(&g);
    for (int i = 0; tags && i < tags->count; i++) {
        const char *name = tags->tag[i].name, *value = tags->tag[i].value;
        if (strcmp(name, "White") == 0 || strcmp(name, "Black") == 0)
            gameinfo_player_read(value, &g.player[name[0] == 'B' ? BLACK : WHITE]);
        else if (strcmp(name, "Date") == 0 && !strchr(value, '?'))
            snprintf(g.date, sizeof g.date, "%.15s", value);
        else if (strcmp(name, "Result") == 0)
            g.result = strcmp(value, "1-0") == 0       ? RESULT_WHITE
                       : strcmp(value, "0-1") == 0     ? RESULT_BLACK
                       : strcmp(value, "1/2-1/2") == 0 ? RESULT_DRAW
                                                       : RESULT_NONE;
        else if (strcmp(name, "Termination") == 0)
            gameinfo_termination_keep(&g, value);
        else if (!gameinfo_tag_is_field(name))
            gameinfo_set_tag(&g, name, value);
    }
    return match_pgn_write_game(m, &g, tags && tags->embed_variant, out, err);
}

/* The tag of g, else "?". */
static const char *tag_or_unknown(const GameInfo *g, const char *name)
{
    const char *v = g ? gameinfo_tag(g, name) : NULL;
    return v && v[0] ? v : "?";
}

static void put_player(TextBuf *b, const char *tag, const GameInfo *g, int colour)
{
    char name[GAMEINFO_NAME_MAX + 32] = "";
    if (g)
        gameinfo_player_name(&g->player[colour], name, sizeof name);
    put_tag(b, tag, name[0] ? name : "?");
}

int match_pgn_write_game(const Match *m, const GameInfo *given, bool embed_variant, char **out,
                         Error *err)
{
    bool own;
    if (own_start(m, &own, err) != 0)
        return -1;
    GameInfo g;
    gameinfo_init(&g);
    if (given)
        g = *given;
    /* with variations, notes or clocks, the whole tree and the main line's result */
    bool tree = match_has_variations(m) || match_has_notes(m) || match_has_commands(m);
    GameResult res;
    GameStatus st = tree ? match_tree_main_status(m, &res) : match_status(m, &res);
    if (st != STATUS_ONGOING) {
        g.result = res;
        g.end = st;
    }
    const char *result = game_result_name(g.result);
    TextBuf b = {0};
    put_tag(&b, "Event", tag_or_unknown(&g, "Event"));
    put_tag(&b, "Site", tag_or_unknown(&g, "Site"));
    put_tag(&b, "Date", g.date[0] ? g.date : "????.??.??");
    put_tag(&b, "Round", tag_or_unknown(&g, "Round"));
    put_player(&b, "White", &g, WHITE);
    put_player(&b, "Black", &g, BLACK);
    put_tag(&b, "Result", result);
    if (g.time[0])
        put_tag(&b, "Time", g.time);
    if (g.clock.base_ms > 0 || g.clock.text[0]) {
        char tc[GAMEINFO_CLOCK_TEXT_MAX];
        gameinfo_clock_text(&g.clock, tc, sizeof tc);
        put_tag(&b, "TimeControl", tc);
    }
    if (g.result != RESULT_NONE && gameinfo_termination_text(&g))
        put_tag(&b, "Termination", gameinfo_termination_text(&g));
    const VariantDef *def = variant_def(match_variant(m));
    if (embed_variant || strcmp(def->id, "fide") != 0)
        put_tag(&b, "Variant", def->id);
    if (!own) {
        put_tag(&b, "SetUp", "1");
        put_tag(&b, "FEN", match_start_fen(m));
    }
    if (embed_variant) {
        char *json = variant_to_json(def);
        if (json)
            put_tag(&b, "VariantJSON", json);
        b.failed |= json == NULL;
        free(json);
    }
    for (int i = 0; i < g.ntags; i++)
        if (strcmp(g.tag[i].name, "Event") != 0 && strcmp(g.tag[i].name, "Site") != 0 &&
            strcmp(g.tag[i].name, "Round") != 0 && !gameinfo_tag_is_field(g.tag[i].name))
            put_tag(&b, g.tag[i].name, g.tag[i].value);
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
