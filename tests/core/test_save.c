/* test_save.c - saved games through the public API (morphchess/save.h): the text written,
 * read back to the same record in every family, the checks (CRC-32, head, move chain), strict
 * reading with exact messages, and recovery of the moves before the damage. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "morphchess/save.h"
#include "support.h"

static Match *game(Variant *v, const char *moves)
{
    Error e;
    Match *m = match_new(v, NULL, &e);
    CHECK(m != NULL);
    if (m && moves)
        CHECK_INT(match_play_movetext(m, moves, &e), 0);
    return m;
}

/* Write, read, compare: start, every action, ply, FEN. */
static void round_trip(const char *id, const char *moves, int back)
{
    Variant *v = test_variant(id);
    Match *m = game(v, moves);
    for (int i = 0; i < back; i++)
        match_undo(m);
    char *text = save_write(m, "2026-11-25 08:00");
    CHECK(text != NULL);
    Variant *v2 = NULL;
    Match *m2 = NULL;
    SaveSummary sum;
    Error e;
    error_clear(&e);
    CHECK_INT(save_read(text, strlen(text), "t.json", &v2, &m2, &sum, &e), 0);
    if (m2) {
        CHECK_INT(match_plies(m2), match_plies(m));
        CHECK_INT(match_ply(m2), match_ply(m));
        for (int i = 0; i < match_plies(m); i++)
            CHECK_STR(match_action_text(m2, i), match_action_text(m, i));
        char a[700], b[700];
        match_fen(m, a, sizeof a);
        match_fen(m2, b, sizeof b);
        CHECK_STR(b, a);
        CHECK_STR(sum.variant_id, id);
        CHECK_STR(sum.created, "2026-11-25 08:00");
        CHECK_INT(sum.moves, match_plies(m));
        CHECK_STR(variant_def(match_variant(m2))->id, id);
        /* and written again, the same text */
        char *again = save_write(m2, "2026-11-25 08:00");
        CHECK_STR(again, text);
        free(again);
    } else {
        fprintf(stderr, "%s: %s %s\n", id, e.where, e.what);
    }
    match_free(m2);
    variant_free(v2);
    free(text);
    match_free(m);
    variant_free(v);
}

/* save_read's error for text: "WHERE: WHAT". */
static const char *read_error(const char *text)
{
    static char msg[700];
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    error_clear(&e);
    if (save_read(text, strlen(text), "g.json", &v, &m, NULL, &e) == 0) {
        match_free(m);
        variant_free(v);
        return "read";
    }
    CHECK(v == NULL && m == NULL);
    snprintf(msg, sizeof msg, "%s: %s", e.where, e.what);
    return msg;
}

/* Replaces the first `from` in text by `to` (same length or shorter) and fixes the checksum,
 * so the strict checks behind it are reached. */
static char *edited(const char *text, const char *from, const char *to, bool fix_sum)
{
    const char *at = strstr(text, from);
    CHECK(at != NULL);
    size_t n = strlen(text) + strlen(to) + 64;
    char *out = malloc(n);
    snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    if (fix_sum) {
        char *sum = strstr(out, "\"checksum\"");
        if (sum)
            snprintf(sum, n - (size_t)(sum - out), "\"checksum\": \"crc32:%08x\"\n}\n",
                     (unsigned)save_crc32(0, out, (size_t)(sum - out)));
    }
    return out;
}

static void strict(void)
{
    Variant *v = test_variant("fide");
    Match *m = game(v, "1. e4 e5 2. Nf3");
    char *text = save_write(m, "");
    /* damage anywhere: the checksum says so */
    char *t = edited(text, "\"Nf3\"", "\"Nf4\"", false);
    CHECK(strstr(read_error(t), "g.json:") == read_error(t));
    CHECK(strstr(read_error(t), ": $.checksum: the file is damaged (its content gives checksum ") !=
          NULL);
    free(t);
    /* a ply out of range, an unknown member, trailing data, a newer version */
    t = edited(text, "\"ply\": 3", "\"ply\": 9", true);
    CHECK_STR(read_error(t), "g.json:7:10: $.ply: expected an integer from 0 to 3, got 9");
    free(t);
    t = edited(text, "\"created\"", "\"creaTed\"", true);
    CHECK(strstr(read_error(t), "$.creaTed: unknown key \"creaTed\" (allowed: format, version, "
                                "variant_id, created, result, ply, start, variant, head, moves, "
                                "checksum)") != NULL);
    free(t);
    size_t n = strlen(text);
    t = malloc(n + 8);
    snprintf(t, n + 8, "%s{}", text);
    CHECK(strstr(read_error(t), "invalid JSON: ") != NULL);
    free(t);
    t = edited(text, "\"version\": 2", "\"version\": 7", true);
    CHECK_STR(read_error(t),
              "g.json:3:14: $.version: version 7 is newer than this program reads (4)");
    free(t);
    /* a bad start FEN: at the byte its reader names, with the FEN's column */
    t = edited(text, "/pppppppp/", "/ppppXppp/", true);
    CHECK_STR(read_error(t),
              "g.json:8:26: $.start: column 14: unknown piece letter 'X' in the placement");
    free(t);
    /* a move changed with its checksum fixed: the chain says so */
    t = edited(text, "\"Nf3\"", "\"Nc3\"", true);
    CHECK_STR(read_error(t), "g.json:43:5: $.moves[2]: move 3 is damaged (its chain checksum does "
                             "not match)");
    Variant *rv = NULL;
    Match *rm = NULL;
    Error e;
    CHECK_INT(save_recover(t, strlen(t), "g.json", &rv, &rm, &e), 2);
    if (rm)
        CHECK_STR(match_action_text(rm, 1), "e5");
    match_free(rm);
    variant_free(rv);
    free(t);
    /* the rules damaged: nothing to recover */
    t = edited(text, "\"Orthodox chess\"", "\"Orthodox chesS\"", false);
    CHECK_INT(save_recover(t, strlen(t), "g.json", &rv, &rm, &e), -1);
    CHECK_STR(e.what, "nothing can be recovered: the rules or the start position are damaged");
    free(t);
    free(text);
    match_free(m);
    variant_free(v);
}

/* Version 1 files (before checksums) still read. */
static void version1(void)
{
    Variant *v = test_variant("fide");
    char *vjson = variant_to_json(variant_def(v));
    size_t n = strlen(vjson) + 256;
    char *text = malloc(n);
    snprintf(text, n,
             "{\"format\": \"morphchess-game\", \"version\": 1, \"variant\": %s, \"moves\": "
             "[\"e4\", \"e5\"], \"ply\": 1}",
             vjson);
    Variant *v2 = NULL;
    Match *m2 = NULL;
    Error e;
    CHECK_INT(save_read(text, strlen(text), "old.json", &v2, &m2, NULL, &e), 0);
    if (m2) {
        CHECK_INT(match_plies(m2), 2);
        CHECK_INT(match_ply(m2), 1);
    }
    match_free(m2);
    variant_free(v2);
    free(text);
    free(vjson);
    variant_free(v);
}

int main(void)
{
    CHECK_INT((long long)save_crc32(0, "123456789", 9), 0xCBF43926LL);
    round_trip("fide", "1. e4 e5 2. Nf3 Nc6 3. Bb5", 1);
    round_trip("polypiece", "1. Ng1-f3=WD e7-e5 2. WDf3-f5=N", 0);
    round_trip("polypiece-atomic", NULL, 0);
    round_trip("revolving", "1. Nf3 e5", 0);
    round_trip("prodem", NULL, 0);
    round_trip("moveup-takedown", "1. e4 d5", 0);
    round_trip("potential", NULL, 0);
    round_trip("portal", NULL, 0);
    strict();
    version1();
    return check_report("test_save");
}
