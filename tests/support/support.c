/* support.c - small helpers the test programs share. */
#include "support.h"
#include "hostfile.h"
#include "morphchess/match.h"
#include "morphchess/save.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *test_replaced(const char *s, const char *from, const char *to)
{
    const char *at = strstr(s, from);
    if (!at)
        return NULL;
    size_t head = (size_t)(at - s);
    char *text = malloc(strlen(s) - strlen(from) + strlen(to) + 1);
    memcpy(text, s, head);
    strcpy(text + head, to);
    strcat(text, at + strlen(from));
    return text;
}

char *test_read_text(const char *path)
{
    char *text = NULL;
    Error e;
    if (host_read_file(path, 1 << 20, &text, NULL, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    return text;
}

Variant *test_variant(const char *id)
{
    char path[256];
    snprintf(path, sizeof path, "variants/%s.json", id);
    Variant *v = NULL;
    Error e;
    if (host_load_variant(path, &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    return v;
}

Match *test_match(const Variant *v, const char *fen)
{
    Error e;
    Match *m = match_new(v, fen, &e);
    if (!m) {
        fprintf(stderr, "match_new: %s %s\n", e.where, e.what);
        exit(1);
    }
    return m;
}

int test_random_play(Match *m, Rng *r, int plies)
{
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    int wrong = 0;
    for (int i = 0; acts && i < plies; i++) {
        int n = match_actions(m, acts, MATCH_MAX_ACTIONS);
        if (n == 0)
            break;
        Error e;
        const MatchAction *a = &acts[rng_next(r, (unsigned)n)];
        int ply = match_ply(m);
        if (match_play(m, a, &e) != 0 || strcmp(match_action_text(m, ply), a->text) != 0) {
            fprintf(stderr, "random play: \"%s\" at ply %d: %s\n", a->text, ply,
                    match_action_text(m, ply));
            wrong++;
        }
    }
    free(acts);
    return wrong + !acts;
}

void test_reseal(char *text)
{
    char *key = strstr(text, "\"checksum\": \"crc32:");
    if (!key)
        return;
    char hex[9];
    snprintf(hex, sizeof hex, "%08x", (unsigned)save_crc32(0, text, (size_t)(key - text)));
    memcpy(key + strlen("\"checksum\": \"crc32:"), hex, 8);
}

char *test_forge_save(const char *saved, const char *from, const char *to)
{
    char *text = test_replaced(saved, from, to);
    if (text)
        test_reseal(text);
    return text;
}

const char *test_save_error(const char *text)
{
    static char msg[2048];
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    error_clear(&e);
    msg[0] = '\0';
    if (!text)
        return "(no text)";
    if (save_read(text, strlen(text), "f.json", &v, &m, NULL, &e) != 0)
        snprintf(msg, sizeof msg, "%s: %s", e.where, e.what);
    match_free(m);
    variant_free(v);
    return msg;
}
