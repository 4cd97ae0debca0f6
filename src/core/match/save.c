/* save.c - saved games (morphchess/save.h, docs/saved-games.md): written in one fixed layout
 * with three checks (the whole text, the head, a chain through the moves), read strictly, and
 * recovered from the undamaged parts. */
#include "morphchess/save.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonloc.h"
#include "match_impl.h"
#include "morphchess/json.h"
#include "movetext.h"
#include "save_game.h"
#include "textbuf.h"
#include "variant.h"
#include "variant_load.h"

uint32_t save_crc32(uint32_t crc, const void *data, size_t len)
{
    const unsigned char *p = data;
    crc = ~crc;
    for (size_t i = 0; i < len; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

static uint32_t crc_str(uint32_t crc, const char *s)
{
    return save_crc32(crc, s, strlen(s));
}

/* The head CRC: the variant id, the start FEN and the variant's text as written. */
static uint32_t head_crc(const char *id, const char *start, const char *vtext, size_t vlen)
{
    uint32_t c = crc_str(0, id);
    c = save_crc32(c, "\n", 1);
    c = crc_str(c, start);
    c = save_crc32(c, "\n", 1);
    return save_crc32(c, vtext, vlen);
}

/* ---- writing ---------------------------------------------------------------- */

static void put_member(TextBuf *o, const char *key, const char *value)
{
    textbuf_puts(o, "  \"");
    textbuf_puts(o, key);
    textbuf_puts(o, "\": ");
    textbuf_json_string(o, value);
    textbuf_puts(o, ",\n");
}

/* The result of m's whole record (m is stepped to the end and back). */
static const char *record_result(const Match *m)
{
    Match *mm = (Match *)m;
    int shown = match_ply(m);
    match_goto(mm, match_plies(m));
    GameResult r = RESULT_NONE;
    match_status(m, &r);
    match_goto(mm, shown);
    return game_result_name(r);
}

/* The ply of the current line where match_end ended the game, or -1. */
static int ended_ply(const Match *m)
{
    for (int i = 0; m->nnodes > 0 && i <= match_plies(m); i++)
        if (m->nodes[i ? m->line[i - 1] : MATCH_ROOT].ended != STATUS_ONGOING)
            return i;
    return -1;
}

char *save_write(const Match *m, const char *created)
{
    return save_write_game(m, NULL, created);
}

/* The FEN at the end of m's current line. */
static void last_fen(const Match *m, char *out, size_t n)
{
    Match *mm = (Match *)m;
    int shown = match_ply(m);
    match_goto(mm, match_plies(m));
    if (match_fen(m, out, n) < 0)
        out[0] = '\0';
    match_goto(mm, shown);
}

char *save_write_game(const Match *m, const GameInfo *g, const char *created)
{
    const VariantDef *def = variant_def(match_variant(m));
    char *vjson = variant_to_json(def);
    if (!vjson)
        return NULL;
    TextBuf o = {0};
    char num[64];
    textbuf_puts(&o, "{\n");
    put_member(&o, "format", SAVE_FORMAT);
    /* the movetext keeps variations, notes, clocks and commands */
    bool tree = match_has_variations(m) || match_has_notes(m) || match_has_commands(m);
    int ended = ended_ply(m); /* version 3 holds variations and an end by time */
    snprintf(num, sizeof num, "  \"version\": %d,\n", g ? 4 : tree || ended >= 0 ? 3 : 2);
    textbuf_puts(&o, num);
    put_member(&o, "variant_id", def->id);
    put_member(&o, "created", created ? created : "");
    put_member(&o, "result", record_result(m));
    if (g) {
        GameInfo info = *g;
        gameinfo_from_match(&info, m);
        if (match_main_status(m, NULL) == STATUS_ONGOING) /* the end the reader checks */
            info.end = STATUS_ONGOING;
        save_game_write(&o, &info);
    }
    snprintf(num, sizeof num, "  \"ply\": %d,\n", match_ply(m));
    textbuf_puts(&o, num);
    put_member(&o, "start", match_start_fen(m));
    if (g) {
        char fen[MATCH_FEN_MAX];
        last_fen(m, fen, sizeof fen);
        put_member(&o, "last", fen);
    }
    /* the variant, indented one level; the head covers exactly these bytes */
    textbuf_puts(&o, "  \"variant\": ");
    size_t vstart = o.n;
    for (const char *p = vjson; *p; p++) {
        textbuf_put(&o, p, 1);
        if (*p == '\n' && p[1])
            textbuf_puts(&o, "  ");
    }
    while (o.n > vstart && o.p[o.n - 1] == '\n')
        o.p[--o.n] = '\0';
    free(vjson);
    uint32_t chain =
        o.failed ? 0 : head_crc(def->id, match_start_fen(m), o.p + vstart, o.n - vstart);
    snprintf(num, sizeof num, ",\n  \"head\": \"%08x\",\n  \"moves\": [", (unsigned)chain);
    textbuf_puts(&o, num);
    int n = match_plies(m);
    for (int i = 0; i < n; i++) {
        const char *t = match_action_text(m, i);
        chain = crc_str(chain, t);
        textbuf_puts(&o, i ? ",\n    [" : "\n    [");
        textbuf_json_string(&o, t);
        snprintf(num, sizeof num, ", \"%08x\"]", (unsigned)chain);
        textbuf_puts(&o, num);
    }
    textbuf_puts(&o, n ? "\n  ],\n  " : "],\n  ");
    if (ended >= 0) {
        const MatchNode *end = &m->nodes[ended ? m->line[ended - 1] : MATCH_ROOT];
        snprintf(num, sizeof num, "\"ended\": {\"ply\": %d, \"status\": ", ended);
        textbuf_puts(&o, num);
        textbuf_json_string(&o, game_status_name(end->ended));
        textbuf_puts(&o, ", \"result\": ");
        textbuf_json_string(&o, game_result_name(end->ended_result));
        textbuf_puts(&o, "},\n  ");
    }
    if (tree) {
        TextBuf t = {0};
        size_t column = 0;
        match_tree_write(m, &t, &column, 0);
        o.failed |= t.failed || !t.p;
        if (!o.failed) {
            textbuf_puts(&o, "\"variations\": ");
            textbuf_json_string(&o, t.p);
            textbuf_puts(&o, ",\n  ");
        }
        free(t.p);
    }
    if (!o.failed) {
        snprintf(num, sizeof num, "\"checksum\": \"crc32:%08x\"\n}\n",
                 (unsigned)save_crc32(0, o.p, o.n));
        textbuf_puts(&o, num);
    }
    if (o.failed) {
        free(o.p);
        return NULL;
    }
    return o.p;
}

/* ---- reading ------------------------------------------------------------------ */

/* The offset just past the JSON value starting at text[off] (an object or
 * array matched by brackets outside strings, or a string); len when it runs
 * off the end. */
static size_t value_end(const char *text, size_t len, size_t off)
{
    int depth = 0;
    bool in_string = false;
    for (size_t i = off; i < len; i++) {
        char c = text[i];
        if (in_string) {
            if (c == '\\')
                i++;
            else if (c == '"') {
                in_string = false;
                if (depth == 0)
                    return i + 1;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            depth++;
        } else if (c == '}' || c == ']') {
            if (--depth <= 0)
                return i + 1;
        }
    }
    return len;
}

static const char *const V4_KEYS[] = {
    "format", "version", "variant_id", "created", "result", "game",       "ply",      "start",
    "last",   "variant", "head",       "moves",   "ended",  "variations", "checksum", NULL};
static const char *const V3_KEYS[] = {"format", "version",    "variant_id", "created", "result",
                                      "ply",    "start",      "variant",    "head",    "moves",
                                      "ended",  "variations", "checksum",   NULL};
static const char *const V2_KEYS[] = {"format", "version", "variant_id", "created",
                                      "result", "ply",     "start",      "variant",
                                      "head",   "moves",   "checksum",   NULL};
static const char *const V1_KEYS[] = {"format", "version", "variant", "start",
                                      "moves",  "ply",     "result",  NULL};

/* A member that must be a string, copied into dst. */
static int want_string(const JsonDoc *d, const cJSON *root, const char *key, char *dst, size_t size)
{
    char path[JSON_PATH_MAX];
    const cJSON *e = json_member(root, "$", key, path);
    if (!e)
        return json_missing(d, "$", key);
    return json_get_string(d, e, path, dst, size, JSON_ONE_LINE);
}

static bool is_hex8(const char *s)
{
    if (strlen(s) != 8)
        return false;
    for (int i = 0; i < 8; i++)
        if (!strchr("0123456789abcdef", s[i]))
            return false;
    return true;
}

/* Checks the format, version, members and (version 2) the whole-text checksum;
 * *version is set. */
static int check_frame(const JsonDoc *d, const cJSON *root, int *version)
{
    char path[JSON_PATH_MAX];
    if (!cJSON_IsObject(root))
        return json_fail(d, "$", "not a morphchess saved game (not a JSON object)");
    const cJSON *format = json_member(root, "$", "format", path);
    if (!cJSON_IsString(format) || strcmp(format->valuestring, SAVE_FORMAT) != 0)
        return json_fail(d, format ? path : "$", "not a morphchess saved game (expected \"%s\")",
                         SAVE_FORMAT);
    const cJSON *ver = json_member(root, "$", "version", path);
    if (!ver)
        return json_missing(d, "$", "version");
    if (json_get_int(d, ver, path, 1, 1000000, version) != 0)
        return -1;
    if (*version > SAVE_VERSION)
        return json_fail(d, path, "version %d is newer than this program reads (%d)", *version,
                         SAVE_VERSION);
    if (json_members(d, root, "$",
                     *version == 1   ? V1_KEYS
                     : *version == 2 ? V2_KEYS
                     : *version == 3 ? V3_KEYS
                                     : V4_KEYS) != 0)
        return -1;
    if (*version == 1)
        return 0;
    for (int i = 0; V2_KEYS[i]; i++)
        if (!cJSON_GetObjectItemCaseSensitive(root, V2_KEYS[i]))
            return json_missing(d, "$", V2_KEYS[i]);
    if (*version >= 4 && !cJSON_GetObjectItemCaseSensitive(root, "game"))
        return json_missing(d, "$", "game");
    if (*version >= 4 && !cJSON_GetObjectItemCaseSensitive(root, "last"))
        return json_missing(d, "$", "last");
    const cJSON *last = root->child;
    while (last->next)
        last = last->next;
    if (strcmp(last->string, "checksum") != 0)
        return json_fail(d, "$.checksum", "the checksum must be the last member");
    char sum[32];
    if (want_string(d, root, "checksum", sum, sizeof sum) != 0)
        return -1;
    size_t key = 0;
    if (strncmp(sum, "crc32:", 6) != 0 || !is_hex8(sum + 6))
        return json_fail(d, "$.checksum", "expected \"crc32:\" and 8 lower-case hex digits");
    jsonloc_find(d->text, d->len, "$.checksum", 1, 0, &key);
    char have[9];
    snprintf(have, sizeof have, "%08x", (unsigned)save_crc32(0, d->text, key));
    if (strcmp(have, sum + 6) != 0)
        return json_fail(d, "$.checksum", "the file is damaged (its content gives checksum %s)",
                         have);
    return 0;
}

/* Fills sum from a checked frame (no replay). */
static int read_summary(const JsonDoc *d, const cJSON *root, int version, SaveSummary *sum)
{
    char path[JSON_PATH_MAX];
    memset(sum, 0, sizeof *sum);
    const cJSON *variant = json_member(root, "$", "variant", path);
    if (!variant)
        return json_missing(d, "$", "variant");
    if (json_want_object(d, variant, path) != 0)
        return -1;
    const cJSON *vname = cJSON_GetObjectItemCaseSensitive(variant, "name");
    snprintf(sum->variant, sizeof sum->variant, "%s",
             cJSON_IsString(vname) ? vname->valuestring : "?");
    const cJSON *moves = json_member(root, "$", "moves", path);
    if (!moves)
        return json_missing(d, "$", "moves");
    if (!cJSON_IsArray(moves))
        return json_fail(d, path, "expected an array of moves, got %s", json_describe(moves));
    sum->moves = cJSON_GetArraySize(moves);
    sum->ply = sum->moves;
    snprintf(sum->result, sizeof sum->result, "*");
    const cJSON *e;
    if ((e = json_member(root, "$", "ply", path)) &&
        json_get_int(d, e, path, 0, sum->moves, &sum->ply) != 0)
        return -1;
    if ((e = json_member(root, "$", "result", path))) {
        static const char *const results[] = {"*", "1-0", "0-1", "1/2-1/2", NULL};
        int r;
        if (json_get_choice(d, e, path, results, &r) != 0)
            return -1;
        snprintf(sum->result, sizeof sum->result, "%s", results[r]);
    }
    if (version >= 2) {
        if (want_string(d, root, "variant_id", sum->variant_id, sizeof sum->variant_id) != 0 ||
            want_string(d, root, "created", sum->created, sizeof sum->created) != 0)
            return -1;
    }
    gameinfo_init(&sum->info);
    if (version >= 4 &&
        (save_game_read(d, cJSON_GetObjectItemCaseSensitive(root, "game"), &sum->info) != 0 ||
         want_string(d, root, "last", sum->last, sizeof sum->last) != 0))
        return -1;
    static const GameResult results[] = {RESULT_NONE, RESULT_WHITE, RESULT_BLACK, RESULT_DRAW};
    for (int r = 0; r < 4; r++)
        if (strcmp(sum->result, game_result_name(results[r])) == 0)
            sum->info.result = results[r];
    return 0;
}

/* The text of move i (a string in version 1, [text, chain] in version 2) and,
 * in version 2, its chain CRC. */
static int move_at(const JsonDoc *d, const cJSON *mv, const char *path, int version,
                   const char **text, const char **chain)
{
    if (version == 1) {
        if (!cJSON_IsString(mv))
            return json_fail(d, path, "expected a move (a string), got %s", json_describe(mv));
        *text = mv->valuestring;
        *chain = NULL;
        return 0;
    }
    const cJSON *t = cJSON_GetArrayItem(mv, 0), *c = cJSON_GetArrayItem(mv, 1);
    if (!cJSON_IsArray(mv) || cJSON_GetArraySize(mv) != 2 || !cJSON_IsString(t) ||
        !cJSON_IsString(c) || !is_hex8(c->valuestring))
        return json_fail(d, path, "expected [move, chain checksum], got %s", json_describe(mv));
    *text = t->valuestring;
    *chain = c->valuestring;
    return 0;
}

static int play_move(const JsonDoc *d, Match *m, const char *path, int i, const char *text)
{
    Error merr;
    error_clear(&merr);
    if (match_play_text(m, text, &merr) == 0)
        return 0;
    return json_fail(d, path, "move %d (%s) \"%.40s\": %.150s", i / 2 + 1,
                     i % 2 ? "Black" : "White", text, merr.what);
}

/* Version 3: the tree of a game with variations (the movetext in
 * $.variations) into a new match from *mp's start, whose current line is
 * texts[0..ntexts-1] (the moves of $.moves: a line of the tree); *mp is then
 * replaced. */
static int read_variations(const JsonDoc *d, const cJSON *vars, Match **mp, const char **texts,
                           int ntexts)
{
    Match *m = *mp;
    if (!cJSON_IsString(vars))
        return json_fail(d, "$.variations", "expected movetext (a string), got %s",
                         json_describe(vars));
    Error e;
    error_clear(&e);
    Match *t = match_new(match_variant(m), match_start_fen(m), &e);
    if (!t)
        return json_fail(d, "$.variations", "%.200s", e.what);
    MovetextStart st = {match_turn(t), match_to_move(t)};
    Movetext *mt = NULL;
    int rc = 0;
    if (movetext_parse(vars->valuestring, &st, &mt, &e) != 0 ||
        match_tree_play(t, mt, true, NULL, &e) != 0)
        rc = json_fail(d, "$.variations", "%s: %.200s", e.where, e.what);
    movetext_free(mt);
    int node = MATCH_ROOT;
    for (int i = 0; rc == 0 && i < ntexts; i++) {
        int c = t->nnodes ? t->nodes[node].child : -1;
        while (c >= 0 && strcmp(t->nodes[c].text, texts[i]) != 0)
            c = t->nodes[c].next;
        if (c < 0)
            rc = json_fail(d, "$.variations", "move %d (\"%.40s\") is not in the variations", i + 1,
                           texts[i]);
        node = c;
    }
    if (rc == 0 && match_goto_node(t, node, &e) != 0)
        rc = json_fail(d, "$.variations", "%.200s", e.what);
    if (rc != 0) {
        match_free(t);
        return -1;
    }
    match_free(m);
    *mp = t;
    return 0;
}

/* Version 3: where and how match_end ended the game ($.ended). */
static int read_ended(const JsonDoc *d, const cJSON *ended, Match *m)
{
    static const char *const keys[] = {"ply", "status", "result", NULL};
    static const char *const statuses[] = {"time", "resignation", "agreement", "adjudication",
                                           NULL};
    static const char *const results[] = {"1-0", "0-1", "1/2-1/2", NULL};
    char path[JSON_PATH_MAX];
    int ply, status, result;
    if (json_want_object(d, ended, "$.ended") != 0 || json_members(d, ended, "$.ended", keys) != 0)
        return -1;
    for (int i = 0; keys[i]; i++)
        if (!cJSON_GetObjectItemCaseSensitive(ended, keys[i]))
            return json_missing(d, "$.ended", keys[i]);
    const cJSON *e = json_member(ended, "$.ended", "ply", path);
    if (json_get_int(d, e, path, 0, match_plies(m), &ply) != 0)
        return -1;
    if (ply != match_plies(m)) /* the writer's game (match_end) cannot have moves after it */
        return json_fail(d, path,
                         "the game ended at ply %d, but %d moves are recorded: no move "
                         "follows the end",
                         ply, match_plies(m));
    e = json_member(ended, "$.ended", "status", path);
    if (json_get_choice(d, e, path, statuses, &status) != 0)
        return -1;
    e = json_member(ended, "$.ended", "result", path);
    if (json_get_choice(d, e, path, results, &result) != 0)
        return -1;
    int shown = match_ply(m);
    match_goto(m, ply);
    Error err;
    error_clear(&err);
    int rc =
        match_end(m, (GameStatus)(STATUS_TIME + status), (GameResult)(RESULT_WHITE + result), &err);
    match_goto(m, shown);
    return rc == 0 ? 0 : json_fail(d, "$.ended", "%.200s", err.what);
}

/* The variant, start and moves of a checked frame into *vout, *mout. */
static int read_game(const JsonDoc *d, cJSON *root, int version, const SaveSummary *sum,
                     Variant **vout, Match **mout)
{
    char path[JSON_PATH_MAX];
    const cJSON *variant = json_member(root, "$", "variant", path);
    const cJSON *start = json_member(root, "$", "start", path);
    if (start && !cJSON_IsString(start))
        return json_fail(d, "$.start", "expected a FEN (a string), got %s", json_describe(start));
    JsonDoc vd = *d;
    vd.root = "$.variant";
    Variant *v = NULL;
    if (variant_load_node(&vd, variant, sum->variant_id[0] ? sum->variant_id : NULL, &v) != 0)
        return -1;
    Error merr;
    error_clear(&merr);
    Match *m = match_new(v, start ? start->valuestring : NULL, &merr);
    if (!m) {
        variant_free(v);
        if (merr.column > 0) /* at the byte the reader names, and the FEN's column */
            return json_fail_char(d, "$.start", merr.column, "column %d: %.200s", merr.column,
                                  merr.what);
        return json_fail(d, "$.start", "%.200s", merr.what);
    }
    uint32_t chain = 0;
    if (version >= 2) {
        size_t off = 0;
        jsonloc_find(d->text, d->len, "$.variant", 0, 0, &off);
        size_t end = value_end(d->text, d->len, off);
        chain = head_crc(sum->variant_id, start->valuestring, d->text + off, end - off);
        char want[9];
        snprintf(want, sizeof want, "%08x", (unsigned)chain);
        const cJSON *head = cJSON_GetObjectItemCaseSensitive(root, "head");
        if (!cJSON_IsString(head) || strcmp(head->valuestring, want) != 0) {
            match_free(m);
            variant_free(v);
            return json_fail(d, "$.head", "the rules or the start position are damaged");
        }
    }
    /* with variations the tree holds the moves: they are played once, there
     * (the peak of a long game with a deep tree was both matches at once). Each move's JSON
     * is freed once its text is checked and played or kept (a move parsed takes some 250
     * bytes, its text kept a few): the parsed moves are not held beside the game */
    const cJSON *vars = cJSON_GetObjectItemCaseSensitive(root, "variations");
    cJSON *moves = cJSON_GetObjectItemCaseSensitive(root, "moves");
    TextBuf kept = {0}; /* with variations: the texts, each ended by its NUL */
    size_t *at = NULL;  /* where text i starts in kept */
    const char **texts = NULL;
    int rc = 0, i = 0, cap = 0;
    for (cJSON *mv = moves ? moves->child : NULL, *next; mv; mv = next, i++) {
        next = mv->next;
        const char *text = NULL, *link = NULL;
        json_path_element(path, sizeof path, "$.moves", i);
        rc = move_at(d, mv, path, version, &text, &link);
        if (rc == 0 && link) {
            char want[9];
            chain = crc_str(chain, text);
            snprintf(want, sizeof want, "%08x", (unsigned)chain);
            if (strcmp(want, link) != 0)
                rc = json_fail(d, path, "move %d is damaged (its chain checksum does not match)",
                               i + 1);
        }
        if (rc == 0 && !vars)
            rc = play_move(d, m, path, i, text);
        if (rc == 0 && vars && i == cap) {
            cap = cap ? cap * 2 : 256;
            size_t *grown = realloc(at, sizeof *at * (size_t)cap);
            if (!grown)
                rc = json_fail(d, path, "out of memory");
            else
                at = grown;
        }
        if (rc == 0 && vars) {
            at[i] = kept.n;
            textbuf_put(&kept, text, strlen(text) + 1);
            if (kept.failed)
                rc = json_fail(d, path, "out of memory");
        }
        cJSON_Delete(cJSON_DetachItemViaPointer(moves, mv));
        if (rc != 0)
            break;
    }
    if (rc == 0 && vars && i > 0) {
        texts = malloc(sizeof *texts * (size_t)i);
        if (!texts)
            rc = json_fail(d, "$.moves", "out of memory");
        for (int k = 0; texts && k < i; k++)
            texts[k] = kept.p + at[k];
    }
    free(at);
    if (rc == 0 && vars && read_variations(d, vars, &m, texts, i) != 0) {
        /* the moves played one by one say which is wrong, and where; when they all play,
         * the tree's own error stands */
        rc = -1;
        Error first = *d->err;
        for (int k = 0; k < i; k++) {
            json_path_element(path, sizeof path, "$.moves", k);
            if (play_move(d, m, path, k, texts[k]) != 0)
                break;
            if (k + 1 == i)
                *d->err = first;
        }
    }
    free(kept.p);
    free(texts);
    const cJSON *ended = cJSON_GetObjectItemCaseSensitive(root, "ended");
    if (rc == 0 && ended)
        rc = read_ended(d, ended, m);
    /* a save agrees with its own game: its result, and (version 4) its last position */
    if (rc == 0 && version >= 2 && strcmp(record_result(m), sum->result) != 0)
        rc = json_fail(d, "$.result", "the game's result is \"%s\", not \"%s\"", record_result(m),
                       sum->result);
    GameStatus end = match_main_status(m, NULL);
    if (rc == 0 && version >= 4 && sum->info.end != end)
        rc = json_fail(d, "$.game.end", "the game's end is \"%s\", not \"%s\"",
                       game_status_name(end), game_status_name(sum->info.end));
    char fen[MATCH_FEN_MAX];
    if (rc == 0 && version >= 4 && (last_fen(m, fen, sizeof fen), strcmp(fen, sum->last) != 0))
        rc = json_fail(d, "$.last", "the moves end in \"%.200s\"", fen);
    if (rc != 0) {
        match_free(m);
        variant_free(v);
        return -1;
    }
    match_goto(m, sum->ply);
    *vout = v;
    *mout = m;
    return 0;
}

/* Checks and parses text; the root (caller deletes) or NULL with d->err. */
static cJSON *parse_root(const JsonDoc *d)
{
    if (json_check(d->text, d->len, d->name, d->err) != 0)
        return NULL;
    cJSON *root = cJSON_ParseWithLength(d->text, d->len);
    if (!root)
        json_fail(d, "$", "out of memory");
    return root;
}

/* Parses d's text and checks its frame and summary into *sum: the root (the caller deletes
 * it), or NULL with d->err. */
static cJSON *read_frame(const JsonDoc *d, int *version, SaveSummary *sum)
{
    cJSON *root = parse_root(d);
    if (root && (check_frame(d, root, version) != 0 || read_summary(d, root, *version, sum) != 0)) {
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

int save_summary(const char *text, size_t len, const char *name, SaveSummary *out, Error *err)
{
    JsonDoc d = {text, len, name ? name : "(text)", err, NULL};
    if (!text)
        return error_set(err, d.name, "no text (NULL)");
    int version = 0;
    cJSON *root = read_frame(&d, &version, out);
    cJSON_Delete(root);
    return root ? 0 : -1;
}

int save_read(const char *text, size_t len, const char *name, Variant **v, Match **m,
              SaveSummary *sum, Error *err)
{
    JsonDoc d = {text, len, name ? name : "(text)", err, NULL};
    if (!text)
        return error_set(err, d.name, "no text (NULL)");
    SaveSummary s;
    int version = 0;
    cJSON *root = read_frame(&d, &version, &s);
    if (!root)
        return -1;
    int rc = read_game(&d, root, version, &s, v, m);
    cJSON_Delete(root);
    if (rc == 0) {
        gameinfo_from_match(&s.info, *m);
        if (sum)
            *sum = s;
    }
    return rc;
}

/* ---- recovery ----------------------------------------------------------------- */

/* The rest of the first line of text that starts with `prefix`, its offset in
 * *at; NULL when there is none. */
static const char *find_line(const char *text, size_t len, const char *prefix, size_t *at)
{
    size_t n = strlen(prefix);
    for (size_t i = 0; i + n <= len; i++) {
        if ((i == 0 || text[i - 1] == '\n') && memcmp(text + i, prefix, n) == 0) {
            *at = i + n;
            return text + i + n;
        }
    }
    return NULL;
}

/* A simple JSON string (no escapes) at p, up to its closing quote, into dst. */
static bool plain_string(const char *p, const char *end, char *dst, size_t size, const char **after)
{
    if (p >= end || *p != '"')
        return false;
    size_t n = 0;
    for (p++; p < end && *p != '"'; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '\\' || c < 0x20 || n + 1 >= size)
            return false;
        dst[n++] = (char)c;
    }
    if (p >= end)
        return false;
    dst[n] = '\0';
    *after = p + 1;
    return true;
}

int save_recover(const char *text, size_t len, const char *name, Variant **vout, Match **mout,
                 Error *err)
{
    const char *nm = name ? name : "(text)";
    if (!text)
        return error_set(err, nm, "no text (NULL)");
    const char *end = text + len;
    size_t at = 0;
    char id[VAR_NAME_MAX], start[640], after_head[16];
    const char *p, *rest;
    if (!(p = find_line(text, len, "  \"variant_id\": ", &at)) ||
        !plain_string(p, end, id, sizeof id, &rest) ||
        !(p = find_line(text, len, "  \"start\": ", &at)) ||
        !plain_string(p, end, start, sizeof start, &rest))
        return error_set(err, nm, "nothing can be recovered: the header is damaged");
    size_t voff;
    if (!find_line(text, len, "  \"variant\": ", &voff))
        return error_set(err, nm, "nothing can be recovered: the rules are damaged");
    size_t vend = value_end(text, len, voff);
    if (!(p = find_line(text, len, "  \"head\": ", &at)) ||
        !plain_string(p, end, after_head, sizeof after_head, &rest))
        return error_set(err, nm, "nothing can be recovered: the head checksum is damaged");
    uint32_t chain = head_crc(id, start, text + voff, vend - voff);
    char want[9];
    snprintf(want, sizeof want, "%08x", (unsigned)chain);
    if (strcmp(want, after_head) != 0)
        return error_set(err, nm,
                         "nothing can be recovered: the rules or the start position "
                         "are damaged");
    /* the variant's own text is intact: read it alone */
    JsonDoc vd = {text + voff, vend - voff, nm, err, NULL};
    cJSON *vroot = parse_root(&vd);
    if (!vroot)
        return -1;
    Variant *v = NULL;
    int rc = variant_load_node(&vd, vroot, id[0] ? id : NULL, &v);
    cJSON_Delete(vroot);
    if (rc != 0)
        return -1;
    Error merr;
    error_clear(&merr);
    Match *m = match_new(v, start, &merr);
    if (!m) {
        variant_free(v);
        return error_set(err, nm, "nothing can be recovered: %s", merr.what);
    }
    int n = 0;
    /* walk the move lines one by one: `    ["TEXT", "CHAIN"]` */
    size_t mpos;
    if (find_line(text, len, "  \"moves\": [", &mpos)) {
        const char *q = text + mpos;
        for (;;) {
            while (q < end && (*q == '\n' || *q == ' ' || *q == ','))
                q++;
            if (q >= end || *q != '[')
                break;
            char mv[MATCH_TEXT_MAX], link[16];
            const char *r;
            if (!plain_string(q + 1, end, mv, sizeof mv, &r) || r + 2 > end ||
                memcmp(r, ", ", 2) != 0 || !plain_string(r + 2, end, link, sizeof link, &r) ||
                r >= end || *r != ']')
                break;
            uint32_t next = crc_str(chain, mv);
            snprintf(want, sizeof want, "%08x", (unsigned)next);
            if (strcmp(want, link) != 0 || match_play_text(m, mv, &merr) != 0)
                break;
            chain = next;
            n++;
            q = r + 1;
        }
    }
    *vout = v;
    *mout = m;
    return n;
}

/* The result a `result` member names, RESULT_NONE for "*" or anything else. */
static GameResult result_named(const char *s)
{
    return strcmp(s, "1-0") == 0       ? RESULT_WHITE
           : strcmp(s, "0-1") == 0     ? RESULT_BLACK
           : strcmp(s, "1/2-1/2") == 0 ? RESULT_DRAW
                                       : RESULT_NONE;
}

int save_recover_game(const char *text, size_t len, const char *name, Variant **vout, Match **mout,
                      GameInfo *info, Error *err)
{
    int n = save_recover(text, len, name, vout, mout, err);
    if (info)
        gameinfo_init(info);
    size_t off, at;
    if (n < 0 || !info || !find_line(text, len, "  \"game\": ", &off))
        return n;
    size_t end = value_end(text, len, off);
    Error e;
    error_clear(&e);
    JsonDoc d = {text + off, end > off ? end - off : 0, name ? name : "(text)", &e, "$.game"};
    cJSON *game = end > off ? cJSON_ParseWithLength(text + off, end - off) : NULL;
    GameInfo g;
    int rc = game ? save_game_read(&d, game, &g) : -1;
    cJSON_Delete(game);
    if (rc != 0) /* the game's member is damaged too: the moves alone */
        return n;
    /* how it ended belongs to the end of the moves: kept when they were all recovered */
    char last[640], fen[MATCH_FEN_MAX], result[16];
    const char *p, *rest;
    bool whole = (p = find_line(text, len, "  \"last\": ", &at)) &&
                 plain_string(p, text + len, last, sizeof last, &rest) &&
                 (last_fen(*mout, fen, sizeof fen), strcmp(fen, last) == 0) &&
                 (p = find_line(text, len, "  \"result\": ", &at)) &&
                 plain_string(p, text + len, result, sizeof result, &rest);
    g.result = whole ? result_named(result) : RESULT_NONE;
    if (g.result == RESULT_NONE)
        g.end = STATUS_ONGOING;
    if (gameinfo_apply(&g, *mout, &e) != 0) {
        g.result = RESULT_NONE;
        g.end = STATUS_ONGOING;
    }
    gameinfo_from_match(&g, *mout);
    *info = g;
    return n;
}
