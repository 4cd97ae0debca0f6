/* pgn.c - the games of a PGN text: where each begins, its text and its tags. */
#include "morphchess/pgn.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "morphchess/json.h"
#include "movetext.h"

struct PgnGame {
    char *text;   /* the game's text after one newline per earlier line */
    Movetext *mt; /* its tags (and moves) as movetext_parse reads them */
};

/* Whether s starts a tag pair: `[`, a name, spaces, `"`. */
static bool tag_pair_at(const char *s)
{
    if (*s++ != '[')
        return false;
    while (*s == ' ' || *s == '\t')
        s++;
    const char *name = s;
    while (isalnum((unsigned char)*s) || *s == '_')
        s++;
    if (s == name)
        return false;
    while (*s == ' ' || *s == '\t')
        s++;
    return *s == '"';
}

/* Past a tag pair: its `]`, or the end of its line when it has none. */
static const char *skip_tag(const char *s)
{
    bool quoted = false;
    for (; *s && *s != '\n'; s++) {
        if (quoted && *s == '\\' && s[1])
            s++;
        else if (*s == '"')
            quoted = !quoted;
        else if (*s == ']' && !quoted)
            return s + 1;
    }
    return s;
}

/* Finds where each game of text begins; stores the first `max` offsets in
 * starts (may be NULL) and returns the number of games. */
static int split(const char *text, size_t *starts, int max)
{
    int count = 0;
    bool content = false, moves = false, line_start = true;
    const char *s = text, *line = text, *game = text;
    if (strncmp(s, "\xEF\xBB\xBF", 3) == 0)
        s = line = text + 3; /* a UTF-8 byte order mark */
    while (*s) {
        char c = *s;
        if (c == '\n') {
            line = ++s;
            line_start = true;
            continue;
        }
        if (isspace((unsigned char)c)) {
            s++;
            continue;
        }
        bool first = line_start;
        line_start = false;
        if (c == '{') {
            const char *end = strchr(s, '}');
            s = end ? end + 1 : s + strlen(s);
        } else if (c == ';' || (c == '%' && s == line)) {
            s += strcspn(s, "\n");
        } else if (first && tag_pair_at(s)) {
            if (moves) { /* a tag pair after moves begins the next game */
                if (starts && count < max)
                    starts[count] = (size_t)(game - text);
                count++;
                game = line;
                moves = false;
            }
            content = true;
            s = skip_tag(s);
        } else {
            content = moves = true;
            s++;
        }
    }
    if (content) {
        if (starts && count < max)
            starts[count] = (size_t)(game - text);
        count++;
    }
    return count;
}

int pgn_check_text(const char *text, size_t len, const char *name, Error *err)
{
    const char *nul = text ? memchr(text, '\0', len) : NULL;
    if (!nul)
        return 0;
    int line = 1, column = 1;
    for (const char *s = text; s < nul; s++) {
        if (*s == '\n') {
            line++;
            column = 1;
        } else {
            column++; /* bytes, as the movetext reader counts */
        }
    }
    char where[320];
    if (name)
        snprintf(where, sizeof where, "%.280s:%d:%d", name, line, column);
    else
        snprintf(where, sizeof where, "line %d, column %d", line, column);
    return error_set(err, where, "a NUL byte: this is not a text (the rest would be lost)");
}

int pgn_count(const char *text)
{
    return text ? split(text, NULL, 0) : 0;
}

PgnGame *pgn_game(const char *text, int n, Error *err)
{
    int count = pgn_count(text);
    if (n < 1 || n > count) {
        error_set(err, "", "no game %d: the text holds %d", n, count);
        return NULL;
    }
    size_t *starts = malloc(sizeof *starts * (size_t)count);
    PgnGame *g = calloc(1, sizeof *g);
    if (!starts || !g) {
        free(starts);
        free(g);
        error_set(err, "", "out of memory");
        return NULL;
    }
    split(text, starts, count);
    size_t from = starts[n - 1], to = n < count ? starts[n] : strlen(text);
    free(starts);
    size_t lines = 0;
    for (size_t i = 0; i < from; i++)
        lines += text[i] == '\n';
    g->text = malloc(lines + (to - from) + 1);
    if (!g->text) {
        free(g);
        error_set(err, "", "out of memory");
        return NULL;
    }
    memset(g->text, '\n', lines);
    memcpy(g->text + lines, text + from, to - from);
    g->text[lines + (to - from)] = '\0';
    MovetextStart any = {0, WHITE};
    if (movetext_parse(g->text, &any, &g->mt, err) != 0) {
        free(g->text);
        free(g);
        return NULL;
    }
    movetext_drop_moves(g->mt); /* the tags are kept; match_play_record reads the moves */
    return g;
}

void pgn_free(PgnGame *g)
{
    if (!g)
        return;
    movetext_free(g->mt);
    free(g->text);
    free(g);
}

const char *pgn_text(const PgnGame *g)
{
    return g->text;
}

const char *pgn_tag(const PgnGame *g, const char *name)
{
    return movetext_tag(g->mt, name);
}

const char *pgn_result(const PgnGame *g)
{
    return g->mt->result[0] ? g->mt->result : movetext_tag(g->mt, "Result");
}

int pgn_variant(const PgnGame *g, const char *name, Variant **out, Error *err)
{
    *out = NULL;
    const char *json = pgn_tag(g, "VariantJSON"), *id = pgn_tag(g, "Variant");
    if (!json)
        return 0;
    char where[300];
    snprintf(where, sizeof where, "%s [VariantJSON]", name ? name : "PGN");
    VariantDef *def = malloc(sizeof *def);
    if (!def)
        return error_set(err, where, "out of memory");
    int rc = variant_parse(json, where, def, err);
    if (rc == 0 && id && id[0] && !strchr(id, '/') && strlen(id) < sizeof def->id)
        snprintf(def->id, sizeof def->id, "%s", id);
    JsonDoc d = {json, strlen(json), where, err, NULL}; /* a build error placed in the tag */
    if (rc == 0)
        rc = variant_build_in(&d, def, out);
    free(def);
    return rc;
}

int pgn_tag_count(const PgnGame *g)
{
    return g->mt->ntags;
}

bool pgn_tag_at(const PgnGame *g, int i, const char **name, const char **value)
{
    if (i < 0 || i >= g->mt->ntags)
        return false;
    *name = g->mt->tags[i].name;
    *value = g->mt->tags[i].value;
    return true;
}

int pgn_tags_set(PgnTags *tags, const char *name, const char *value)
{
    if (strlen(name) >= PGN_TAG_NAME_MAX || strlen(value) >= PGN_TAG_VALUE_MAX)
        return -1;
    int i = 0;
    while (i < tags->count && strcmp(tags->tag[i].name, name) != 0)
        i++;
    if (i == PGN_TAGS_MAX)
        return -1;
    if (i == tags->count)
        tags->count++;
    snprintf(tags->tag[i].name, sizeof tags->tag[i].name, "%s", name);
    snprintf(tags->tag[i].value, sizeof tags->tag[i].value, "%s", value);
    return 0;
}
