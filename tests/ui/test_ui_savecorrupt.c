/* test_ui_savecorrupt.c - a saved game truncated at every byte offset and
 * corrupted at every byte offset: each copy is refused with a message naming
 * the file (or, where the damage leaves a valid game, read as one), nothing
 * crashes, and the original file is never touched. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "hostfile.h"
#include "savegame.h"

static Variant *load(const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    Variant *v = NULL;
    Error e;
    if (host_load_variant(path, &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    return v;
}

/* Parses text as a saved game; 1 if it loaded, 0 if refused with a message
 * naming `name`. A load must give a usable match. */
static int try_parse(const char *text, const char *name, long *refused, long *loaded)
{
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    error_clear(&e);
    if (savegame_parse(text, name, &v, &m, &e) == 0) {
        char fen[1024];
        CHECK(match_fen(m, fen, sizeof fen) > 0);
        match_free(m);
        variant_free(v);
        (*loaded)++;
        return 1;
    }
    CHECK(v == NULL && m == NULL);        /* nothing allocated on failure */
    CHECK(strstr(e.where, name) != NULL); /* the message names the file */
    CHECK(e.what[0] != '\0');
    (*refused)++;
    return 0;
}

static char *slurp(const char *path, size_t *len)
{
    Error e;
    char *s = savegame_read_file(path, &e);
    *len = s ? strlen(s) : 0;
    return s;
}

int main(void)
{
    bool quick = getenv("MORPH_TEST_QUICK") != NULL;
    Variant *v = load("polypiece");
    Error e;
    Match *m = match_new(v, NULL, &e);
    CHECK(m != NULL);
    const char *moves[] = {"Ng1-f3=WD", "e7-e5", "WDf3-f5=N", "d7-d6", "e2-e4", "Nb8-c6=WD"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        CHECK_INT(match_play_text(m, moves[i], &e), 0);
    char dir[] = "/tmp/morph-savecorrupt-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char original[600], damaged[600];
    snprintf(original, sizeof original, "%s/game.json", dir);
    snprintf(damaged, sizeof damaged, "%s/damaged.json", dir);
    CHECK_INT(savegame_write(original, m, &e), 0);
    char want_fen[1024];
    match_fen(m, want_fen, sizeof want_fen);
    match_free(m);
    variant_free(v);

    size_t len;
    char *text = slurp(original, &len);
    CHECK(text != NULL && len > 200);
    if (!text)
        return check_report("test_ui_savecorrupt");
    struct stat before;
    CHECK_INT(stat(original, &before), 0);

    long refused = 0, loaded = 0;
    char *copy = malloc(len + 1);
    /* Truncated at every offset: only a cut in the trailing white space can load. */
    size_t end = len;
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == ' '))
        end--;
    for (size_t i = 0; i < len; i++) {
        memcpy(copy, text, i);
        copy[i] = '\0';
        int ok = try_parse(copy, damaged, &refused, &loaded);
        if (ok != (i >= end))
            fprintf(stderr, "truncated at %zu: %s\n", i, ok ? "loaded" : "refused");
        CHECK_INT(ok, i >= end);
    }
    /* Corrupted at every offset, with bytes that break JSON, strings, numbers and UTF-8. */
    const unsigned char bad_all[] = {0x01, '"', '}', 'X', 0xff, '9'};
    size_t nbad = quick ? 2 : sizeof bad_all;
    for (size_t i = 0; i < len; i++) {
        for (size_t k = 0; k < nbad; k++) {
            if ((unsigned char)text[i] == bad_all[k])
                continue;
            memcpy(copy, text, len + 1);
            copy[i] = (char)bad_all[k];
            try_parse(copy, damaged, &refused, &loaded);
        }
    }
    /* The same damage through a file on disk: refused with the path. */
    memcpy(copy, text, len / 2);
    copy[len / 2] = '\0';
    CHECK_INT(savegame_write_text(damaged, copy, &e), 0);
    Variant *dv = NULL;
    Match *dm = NULL;
    CHECK_INT(savegame_read(damaged, &dv, &dm, &e), -1);
    CHECK(strstr(e.where, damaged) != NULL);
    CHECK(dv == NULL && dm == NULL);

    /* A write that cannot happen leaves nothing behind and the original as it was. */
    char missing[700];
    snprintf(missing, sizeof missing, "%s/no-such-folder/game.json", dir);
    CHECK_INT(savegame_write_text(missing, text, &e), -1);

    /* The original: byte for byte the same, and it still loads to the same game. */
    size_t len2;
    char *again = slurp(original, &len2);
    CHECK(again && len2 == len && memcmp(again, text, len) == 0);
    struct stat after;
    CHECK_INT(stat(original, &after), 0);
    CHECK(after.st_mtime == before.st_mtime && after.st_ino == before.st_ino);
    Variant *ov = NULL;
    Match *om = NULL;
    CHECK_INT(savegame_read(original, &ov, &om, &e), 0);
    if (om) {
        char fen[1024];
        match_fen(om, fen, sizeof fen);
        CHECK_STR(fen, want_fen);
        match_free(om);
        variant_free(ov);
    }
    printf("save of %zu bytes: %ld damaged copies refused, %ld still loaded\n", len, refused,
           loaded);
    CHECK(refused > (long)len); /* at least every truncation but the white-space ones */

    free(again);
    free(copy);
    free(text);
    unlink(damaged);
    unlink(original);
    rmdir(dir);
    return check_report("test_ui_savecorrupt");
}
