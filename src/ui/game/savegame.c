/* savegame.c - saved games as JSON: written through a temporary file, fsync and rename; read
 * strictly, every problem placed at its line, column and JSON path. */
#include "savegame.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomicfile.h"
#include "hostfile.h"
#include "morphchess/json.h"

static const char *result_text(const Match *m)
{
    GameResult r = RESULT_NONE;
    match_status(m, &r);
    return game_result_name(r);
}

char *savegame_text(const Match *m)
{
    char *vtext = variant_to_json(variant_def(match_variant(m)));
    if (!vtext)
        return NULL;
    cJSON *variant = cJSON_Parse(vtext);
    free(vtext);
    cJSON *root = cJSON_CreateObject();
    cJSON *moves = cJSON_CreateArray();
    char *out = NULL;
    if (!variant || !root || !moves) {
        cJSON_Delete(variant);
        cJSON_Delete(root);
        cJSON_Delete(moves);
        return NULL;
    }
    cJSON_AddStringToObject(root, "format", SAVEGAME_FORMAT);
    cJSON_AddNumberToObject(root, "version", SAVEGAME_VERSION);
    cJSON_AddItemToObject(root, "variant", variant);
    cJSON_AddStringToObject(root, "start", match_start_fen(m));
    cJSON_AddItemToObject(root, "moves", moves);
    int n = match_plies(m);
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(moves, cJSON_CreateString(match_action_text(m, i)));
    cJSON_AddNumberToObject(root, "ply", match_ply(m));
    /* the result of the whole record, for lists (not read back: it is recomputed) */
    int shown = match_ply(m);
    Match *mm = (Match *)m; /* stepping to the end and back leaves m as it was */
    match_goto(mm, n);
    cJSON_AddStringToObject(root, "result", result_text(m));
    match_goto(mm, shown);
    out = cJSON_Print(root);
    cJSON_Delete(root);
    return out;
}

int savegame_write_text(const char *path, const char *text, Error *err)
{
    /* one crash-safe writer for saves, settings and user variants */
    char msg[sizeof err->what];
    if (atomicfile_write(path, text, strlen(text), msg, (int)sizeof msg) != 0) {
        size_t n = strlen(path); /* the message starts with the path: keep it in `where` */
        const char *what =
            strncmp(msg, path, n) == 0 && strncmp(msg + n, ": ", 2) == 0 ? msg + n + 2 : msg;
        return error_set(err, path, "%s", what);
    }
    return 0;
}

int savegame_write(const char *path, const Match *m, Error *err)
{
    char *text = savegame_text(m);
    if (!text)
        return error_set(err, path, "out of memory");
    int rc = savegame_write_text(path, text, err);
    free(text);
    return rc;
}

char *savegame_read_file(const char *path, Error *err)
{
    char *text = NULL;
    if (host_read_file(path, HOST_CAP_SAVE, &text, NULL, err) != 0)
        return NULL;
    return text;
}

/* The variant loader's error for the definition it read from $.variant, placed in the saved
 * game's own text: its where is ":LINE:COL: PATH" (it was given no name), and PATH lies
 * below $.variant in the file. */
static int variant_error(const char *text, size_t len, const char *name, const Error *verr,
                         Error *err)
{
    int line, col, used = 0;
    const char *where = verr->where;
    if (sscanf(where, ":%d:%d: %n", &line, &col, &used) == 2 && used > 0 && where[used] == '$') {
        char path[JSON_PATH_MAX];
        snprintf(path, sizeof path, "$.variant%s", where + used + 1);
        return json_error_at(err, text, len, name, path, "bad variant: %s", verr->what);
    }
    char msg[600];
    error_format(verr, msg, sizeof msg);
    return json_error_at(err, text, len, name, "$.variant", "bad variant: %.220s", msg);
}

/* Reads the checked text's root into a variant and a match with its moves played. Errors are
 * placed at their JSON path in text. */
static int read_game(const char *text, size_t len, const char *name, const cJSON *root,
                     Variant **vout, Match **mout, Error *err)
{
#define FAIL_AT(path, ...) json_error_at(err, text, len, name, path, __VA_ARGS__)
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *variant = cJSON_GetObjectItemCaseSensitive(root, "variant");
    const cJSON *start = cJSON_GetObjectItemCaseSensitive(root, "start");
    const cJSON *moves = cJSON_GetObjectItemCaseSensitive(root, "moves");
    const cJSON *ply = cJSON_GetObjectItemCaseSensitive(root, "ply");
    const cJSON *version = cJSON_GetObjectItemCaseSensitive(root, "version");
    if (!cJSON_IsObject(root))
        return FAIL_AT("$", "not a morphchess saved game (not a JSON object)");
    if (!cJSON_IsString(format) || strcmp(format->valuestring, SAVEGAME_FORMAT) != 0)
        return FAIL_AT("$.format", "not a morphchess saved game (expected \"%s\")",
                       SAVEGAME_FORMAT);
    if (!cJSON_IsNumber(version) || version->valueint != SAVEGAME_VERSION)
        return FAIL_AT("$.version", "this program reads version %d", SAVEGAME_VERSION);
    if (!cJSON_IsObject(variant))
        return FAIL_AT("$.variant", "expected the variant definition (an object)");
    if (!cJSON_IsArray(moves))
        return FAIL_AT("$.moves", "expected an array of moves");
    if (start && !cJSON_IsString(start))
        return FAIL_AT("$.start", "expected a FEN string");
    char *vtext = cJSON_Print(variant);
    if (!vtext)
        return FAIL_AT("$", "out of memory");
    Error verr;
    error_clear(&verr);
    Variant *v = NULL;
    int rc = variant_load_text(vtext, "", &v, &verr);
    free(vtext);
    if (rc != 0)
        return variant_error(text, len, name, &verr, err);
    Error merr;
    error_clear(&merr);
    Match *m = match_new(v, start ? start->valuestring : NULL, &merr);
    if (!m) {
        variant_free(v);
        return FAIL_AT("$.start", "%.200s", merr.what);
    }
    int i = 0;
    const cJSON *mv;
    cJSON_ArrayForEach(mv, moves)
    {
        char path[JSON_PATH_MAX];
        json_path_element(path, sizeof path, "$.moves", i++);
        error_clear(&merr);
        if (!cJSON_IsString(mv)) {
            rc = FAIL_AT(path, "expected a string");
            break;
        }
        if (match_play_text(m, mv->valuestring, &merr) != 0) {
            rc = FAIL_AT(path, "move %d (%s) \"%.40s\": %.150s", (i + 1) / 2,
                         i % 2 ? "White" : "Black", mv->valuestring, merr.what);
            break;
        }
    }
    if (rc != 0) {
        match_free(m);
        variant_free(v);
        return -1;
    }
    if (cJSON_IsNumber(ply) && ply->valueint >= 0 && ply->valueint <= match_plies(m))
        match_goto(m, ply->valueint);
    *vout = v;
    *mout = m;
    return 0;
#undef FAIL_AT
}

int savegame_parse(const char *text, const char *name, Variant **vout, Match **mout, Error *err)
{
    if (!name)
        name = "(text)";
    if (!text)
        return error_set(err, name, "no text (NULL)");
    size_t len = strlen(text);
    if (json_check(text, len, name, err) != 0)
        return -1;
    cJSON *root = cJSON_ParseWithLength(text, len);
    if (!root)
        return json_error_at(err, NULL, 0, name, "$", "out of memory");
    int rc = read_game(text, len, name, root, vout, mout, err);
    cJSON_Delete(root);
    return rc;
}

int savegame_read(const char *path, Variant **v, Match **m, Error *err)
{
    char *text = savegame_read_file(path, err);
    if (!text)
        return -1;
    int rc = savegame_parse(text, path, v, m, err);
    free(text);
    return rc;
}

bool savegame_info(const char *path, SaveInfo *out)
{
    memset(out, 0, sizeof *out);
    char *text = savegame_read_file(path, NULL);
    if (!text)
        return false;
    cJSON *root = cJSON_Parse(text);
    free(text);
    if (!root)
        return false;
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *variant = cJSON_GetObjectItemCaseSensitive(root, "variant");
    const cJSON *moves = cJSON_GetObjectItemCaseSensitive(root, "moves");
    const cJSON *result = cJSON_GetObjectItemCaseSensitive(root, "result");
    bool ok = cJSON_IsString(format) && strcmp(format->valuestring, SAVEGAME_FORMAT) == 0 &&
              cJSON_IsObject(variant) && cJSON_IsArray(moves);
    if (ok) {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(variant, "name");
        snprintf(out->variant, sizeof out->variant, "%s",
                 cJSON_IsString(name) ? name->valuestring : "?");
        out->moves = cJSON_GetArraySize(moves);
        snprintf(out->result, sizeof out->result, "%s",
                 cJSON_IsString(result) ? result->valuestring : "*");
    }
    cJSON_Delete(root);
    return ok;
}
