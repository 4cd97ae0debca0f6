/* savegame.c - saved games as JSON: written through a temporary file, fsync and rename. */
#include "savegame.h"

#include "atomicfile.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_set(err, path, "cannot open: %s", strerror(errno));
        return NULL;
    }
    long size = -1;
    if (fseek(f, 0, SEEK_END) == 0)
        size = ftell(f);
    if (size < 0 || size > (16L << 20) || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        error_set(err, path, size > 0 ? "too large for a saved game" : "not a regular file");
        return NULL;
    }
    char *buf = malloc((size_t)size + 1);
    size_t got = buf ? fread(buf, 1, (size_t)size, f) : 0;
    bool bad = ferror(f) != 0;
    fclose(f);
    if (!buf) {
        error_set(err, path, "out of memory");
        return NULL;
    }
    if (bad) {
        free(buf);
        error_set(err, path, "read error");
        return NULL;
    }
    buf[got] = '\0';
    return buf;
}

int savegame_parse(const char *text, const char *name, Variant **vout, Match **mout, Error *err)
{
    cJSON *root = cJSON_Parse(text);
    if (!root) {
        const char *at = cJSON_GetErrorPtr();
        int line = 1;
        for (const char *p = text; at && p < at && *p; p++)
            line += *p == '\n';
        return error_set(err, name, "not valid JSON (near line %d)", line);
    }
    Variant *v = NULL;
    Match *m = NULL;
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *variant = cJSON_GetObjectItemCaseSensitive(root, "variant");
    const cJSON *start = cJSON_GetObjectItemCaseSensitive(root, "start");
    const cJSON *moves = cJSON_GetObjectItemCaseSensitive(root, "moves");
    const cJSON *ply = cJSON_GetObjectItemCaseSensitive(root, "ply");
    const cJSON *version = cJSON_GetObjectItemCaseSensitive(root, "version");
    if (!cJSON_IsString(format) || strcmp(format->valuestring, SAVEGAME_FORMAT) != 0) {
        error_set(err, name, "not a morphchess saved game ($.format is not \"%s\")",
                  SAVEGAME_FORMAT);
        goto fail;
    }
    if (!cJSON_IsNumber(version) || version->valueint != SAVEGAME_VERSION) {
        error_set(err, name, "$.version: this program reads version %d", SAVEGAME_VERSION);
        goto fail;
    }
    if (!cJSON_IsObject(variant)) {
        error_set(err, name, "$.variant: expected the variant definition (an object)");
        goto fail;
    }
    if (!cJSON_IsArray(moves)) {
        error_set(err, name, "$.moves: expected an array of moves");
        goto fail;
    }
    if (start && !cJSON_IsString(start)) {
        error_set(err, name, "$.start: expected a FEN string");
        goto fail;
    }
    char *vtext = cJSON_Print(variant);
    if (!vtext) {
        error_set(err, name, "out of memory");
        goto fail;
    }
    Error verr;
    error_clear(&verr);
    char vname[300];
    snprintf(vname, sizeof vname, "%.250s $.variant", name);
    int rc = variant_load_text(vtext, vname, &v, &verr);
    free(vtext);
    if (rc != 0) {
        char msg[600];
        error_format(&verr, msg, sizeof msg);
        error_set(err, name, "bad variant: %.220s", msg);
        goto fail;
    }
    Error merr;
    error_clear(&merr);
    m = match_new(v, start ? start->valuestring : NULL, &merr);
    if (!m) {
        error_set(err, name, "$.start: %.200s", merr.what);
        goto fail;
    }
    int i = 0;
    const cJSON *mv;
    cJSON_ArrayForEach(mv, moves)
    {
        i++;
        if (!cJSON_IsString(mv)) {
            error_set(err, name, "$.moves[%d]: expected a string", i - 1);
            goto fail;
        }
        error_clear(&merr);
        if (match_play_text(m, mv->valuestring, &merr) != 0) {
            error_set(err, name, "move %d (%s) \"%.40s\": %.150s", (i + 1) / 2,
                      i % 2 ? "White" : "Black", mv->valuestring, merr.what);
            goto fail;
        }
    }
    if (cJSON_IsNumber(ply) && ply->valueint >= 0 && ply->valueint <= match_plies(m))
        match_goto(m, ply->valueint);
    cJSON_Delete(root);
    *vout = v;
    *mout = m;
    return 0;
fail:
    match_free(m);
    variant_free(v);
    cJSON_Delete(root);
    return -1;
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
