/* test_ui_savecorrupt.c - the save-damage sweep: saved games of every family truncated at
 * every byte offset and corrupted at every byte offset. Each copy is refused with a message
 * naming the file, or (where the damage is only white space) read as the very same game:
 * none loads as a different game. Recovery gives back the moves before the damage; nothing
 * crashes, and the original file is never touched. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "hostfile.h"
#include "savegame.h"

/* The first character of the last move's text in a saved game's moves (the quote before
 * it at [1]): `    ["e4", ...` -> points at the `[`. */
static char *strrstr_moves(char *text)
{
    char *last = NULL;
    for (char *p = strstr(text, "\n    [\""); p; p = strstr(p + 1, "\n    [\""))
        last = p + 5;
    return last;
}

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

/* The record of m: start, every action, the ply shown; one line each. */
static char *record_of(const Match *m)
{
    size_t cap = 8192, n = 0;
    char *out = malloc(cap);
    n += (size_t)snprintf(out + n, cap - n, "%s\n%d\n", match_start_fen(m), match_ply(m));
    for (int i = 0; i < match_plies(m) && n < cap; i++)
        n += (size_t)snprintf(out + n, cap - n, "%s\n", match_action_text(m, i));
    return out;
}

typedef struct Tally {
    long refused, same, different;
} Tally;

/* Parses text as a saved game: refused (with a message naming `name`, nothing allocated),
 * or loaded, when it must be the game whose record is want. Returns 1 if it loaded. */
static int try_parse(const char *text, const char *name, const char *want, Tally *t)
{
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    error_clear(&e);
    if (savegame_parse(text, name, &v, &m, &e) == 0) {
        char *got = record_of(m);
        if (strcmp(got, want) == 0)
            t->same++;
        else
            t->different++;
        free(got);
        match_free(m);
        variant_free(v);
        return 1;
    }
    CHECK(v == NULL && m == NULL);        /* nothing allocated on failure */
    CHECK(strstr(e.where, name) != NULL); /* the message names the file */
    CHECK(e.what[0] != '\0');
    t->refused++;
    return 0;
}

static char *slurp(const char *path, size_t *len)
{
    Error e;
    char *s = savegame_read_file(path, NULL, &e);
    *len = s ? strlen(s) : 0;
    return s;
}

/* A game of variant id: plies actions chosen by a fixed rule, the board shown one ply back. */
static Match *play_some(Variant *v, int plies)
{
    Error e;
    Match *m = match_new(v, NULL, &e);
    CHECK(m != NULL);
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    for (int i = 0; m && i < plies; i++) {
        int n = match_actions(m, acts, MATCH_MAX_ACTIONS);
        if (n <= 0 || match_status(m, NULL) != STATUS_ONGOING)
            break;
        CHECK_INT(match_play(m, &acts[(i * 7 + 3) % n], &e), 0);
    }
    free(acts);
    if (m)
        match_goto(m, match_plies(m) - 1);
    return m;
}

/* The sweep for one variant; adds to *total. */
static void sweep(const char *id, const char *dir, bool quick, Tally *total)
{
    Variant *v = load(id);
    Match *m = play_some(v, 10);
    char original[600], damaged[600];
    snprintf(original, sizeof original, "%s/%s.json", dir, id);
    snprintf(damaged, sizeof damaged, "%s/damaged.json", dir);
    Error e;
    CHECK_INT(savegame_write(original, m, NULL, "2026-11-25 08:00", &e), 0);
    char *want = record_of(m);
    int plies = match_plies(m);
    match_free(m);
    variant_free(v);

    size_t len;
    char *text = slurp(original, &len);
    CHECK(text != NULL && len > 200);
    if (!text) {
        free(want);
        return;
    }
    struct stat before;
    CHECK_INT(stat(original, &before), 0);
    Tally t = {0, 0, 0};
    char *copy = malloc(len + 1);
    /* Truncated at every offset: only a cut in the trailing white space can load. */
    size_t end = len;
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == ' '))
        end--;
    for (size_t i = 0; i < len; i++) {
        memcpy(copy, text, i);
        copy[i] = '\0';
        int ok = try_parse(copy, damaged, want, &t);
        if (ok != (i >= end))
            fprintf(stderr, "%s truncated at %zu: %s\n", id, i, ok ? "loaded" : "refused");
        CHECK_INT(ok, i >= end);
    }
    /* Corrupted at every offset, with bytes that break JSON, strings, numbers and UTF-8, and
     * with bytes that keep it valid JSON (a letter, a digit). */
    const unsigned char bad_all[] = {'X', '9', 0x01, '"', '}', 0xff};
    size_t nbad = quick ? 2 : sizeof bad_all;
    for (size_t i = 0; i < len; i++) {
        for (size_t k = 0; k < nbad; k++) {
            if ((unsigned char)text[i] == bad_all[k])
                continue;
            memcpy(copy, text, len + 1);
            copy[i] = (char)bad_all[k];
            try_parse(copy, damaged, want, &t);
        }
    }
    /* Recovery: a damaged last move gives back every move before it. */
    memcpy(copy, text, len + 1);
    char *last = strrstr_moves(copy);
    CHECK(last != NULL);
    if (last) {
        last[2] = last[2] == 'X' ? 'Y' : 'X';
        Variant *rv = NULL;
        Match *rm = NULL;
        CHECK_INT(savegame_parse(copy, damaged, &rv, &rm, &e), -1);
        CHECK_INT(save_recover(copy, len, damaged, &rv, &rm, &e), plies - 1);
        match_free(rm);
        variant_free(rv);
    }
    /* The original: byte for byte the same, and it still loads to the same game. */
    size_t len2;
    char *again = slurp(original, &len2);
    CHECK(again && len2 == len && memcmp(again, text, len) == 0);
    struct stat after;
    CHECK_INT(stat(original, &after), 0);
    CHECK(after.st_mtime == before.st_mtime && after.st_ino == before.st_ino);
    Variant *ov = NULL;
    Match *om = NULL;
    CHECK_INT(savegame_read(original, &ov, &om, NULL, &e), 0);
    if (om) {
        char *got = record_of(om);
        CHECK_STR(got, want);
        free(got);
        match_free(om);
        variant_free(ov);
    }
    printf("%-18s save of %5zu bytes, %d moves: %ld damaged copies refused, %ld loaded as the "
           "same game, %ld as a different game\n",
           id, len, plies, t.refused, t.same, t.different);
    CHECK_INT(t.different, 0);
    CHECK(t.refused > (long)len); /* at least every truncation but the white-space ones */
    total->refused += t.refused;
    total->same += t.same;
    total->different += t.different;
    free(again);
    free(copy);
    free(text);
    free(want);
    unlink(original);
}

int main(void)
{
    bool quick = getenv("MORPH_TEST_QUICK") != NULL;
    char dir[] = "/tmp/morph-savecorrupt-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    static const char *const ids[] = {"polypiece",       "polypiece-atomic", "prodem",
                                      "moveup-takedown", "potential",        "portal"};
    Tally total = {0, 0, 0};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
        if (!quick || i % 2 == 0)
            sweep(ids[i], dir, quick, &total);
    printf("all: %ld damaged copies, %ld refused, %ld the same game, %ld a different game\n",
           total.refused + total.same + total.different, total.refused, total.same,
           total.different);

    /* The same damage through a file on disk: refused with the path. */
    char damaged[600];
    snprintf(damaged, sizeof damaged, "%s/damaged.json", dir);
    Error e;
    CHECK_INT(savegame_write_text(damaged, "{\"format\": \"morphchess-game\", ", &e), 0);
    Variant *dv = NULL;
    Match *dm = NULL;
    CHECK_INT(savegame_read(damaged, &dv, &dm, NULL, &e), -1);
    CHECK(strstr(e.where, damaged) != NULL);
    CHECK(dv == NULL && dm == NULL);
    /* A write that cannot happen leaves nothing behind. */
    char missing[700];
    snprintf(missing, sizeof missing, "%s/no-such-folder/game.json", dir);
    CHECK_INT(savegame_write_text(missing, "{}", &e), -1);
    unlink(damaged);
    rmdir(dir);
    return check_report("test_ui_savecorrupt");
}
