/* test_tree.c - the game as a tree (match.h "Variations"): playing at an earlier
 * position makes a variation and keeps the rest; going to a node, promoting, cutting and
 * putting back; records with variations read into the tree and written from it; saved
 * games keep it; and in every shipped variant a random tree survives PGN and saving. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "morphchess/match.h"
#include "morphchess/pgn.h"
#include "morphchess/save.h"
#include "rng.h"
#include "support.h"

static const char *const shipped[] = {
    "fide",      "polypiece",         "polypiece-armies", "polypiece-phased", "polypiece-atomic",
    "revolving", "revolving-classic", "prodem",           "moveup-takedown",  "potential",
    "portal",    "portal-one-set",    "portal-polypiece", "portal-revolving"};

static void play(Match *m, const char *text)
{
    Error e;
    error_clear(&e);
    int rc = match_play_text(m, text, &e);
    if (rc != 0)
        fprintf(stderr, "%s: %s\n", text, e.what);
    CHECK_INT(rc, 0);
}

/* The current line as "e4 e5 Nf3". */
static const char *line_of(const Match *m)
{
    static char buf[1024];
    buf[0] = '\0';
    for (int i = 0; i < match_plies(m); i++) {
        size_t n = strlen(buf);
        snprintf(buf + n, sizeof buf - n, "%s%s", i ? " " : "", match_action_text(m, i));
    }
    return buf;
}

/* The movetext of m as PGN writes it (the text after the tags, without the final newline):
 * malloc'd. */
static char *movetext_of(const Match *m)
{
    char *text = NULL;
    Error e;
    if (match_pgn_write(m, NULL, &text, &e) != 0)
        return calloc(1, 1);
    char *body = strstr(text, "\n\n");
    char *out = strdup(body ? body + 2 : text);
    size_t n = strlen(out);
    if (n && out[n - 1] == '\n')
        out[n - 1] = '\0';
    free(text);
    return out;
}

#define CHECK_MOVETEXT(m, want)                                                                    \
    do {                                                                                           \
        char *got_ = movetext_of(m);                                                               \
        CHECK_STR(got_, want);                                                                     \
        free(got_);                                                                                \
    } while (0)

static int child_with(const Match *m, int node, const char *text)
{
    int kids[16];
    int n = match_node_children(m, node, kids, 16);
    for (int i = 0; i < n && i < 16; i++)
        if (strcmp(match_node_text(m, kids[i]), text) == 0)
            return kids[i];
    return -1;
}

static void test_lines(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    play(m, "e4");
    play(m, "e5");
    play(m, "Nf3");
    int e4 = match_line_node(m, 0), e5 = match_line_node(m, 1), nf3 = match_line_node(m, 2);
    CHECK_INT(match_node(m), nf3);
    CHECK(!match_has_variations(m));
    CHECK_INT(match_node_parent(m, e5), e4);
    CHECK_INT(match_node_ply(m, nf3), 3);
    CHECK_STR(match_node_text(m, e5), "e5");

    /* an earlier position, another move: a variation, and the rest kept */
    match_goto(m, 1);
    play(m, "c5");
    CHECK_STR(line_of(m), "e4 c5");
    CHECK_INT(match_ply(m), 2);
    CHECK(match_has_variations(m));
    int kids[4];
    CHECK_INT(match_node_children(m, e4, kids, 4), 2);
    CHECK_INT(kids[0], e5);
    int c5 = kids[1];
    CHECK_STR(match_node_text(m, c5), "c5");
    play(m, "Nc3");
    CHECK_MOVETEXT(m, "1. e4 e5 (1... c5 2. Nc3) 2. Nf3 *");

    /* going to a node plays its line, on along its main continuation */
    CHECK_INT(match_goto_node(m, e5, &e), 0);
    CHECK_STR(line_of(m), "e4 e5 Nf3");
    CHECK_INT(match_ply(m), 2);
    /* playing a move played there before finds it, and its continuation */
    match_goto(m, 1);
    play(m, "c5");
    CHECK_STR(line_of(m), "e4 c5 Nc3");
    CHECK_INT(match_ply(m), 2);
    CHECK_INT(match_node(m), c5);
    /* the line's own next move keeps the line */
    match_goto(m, 1);
    play(m, "c5");
    CHECK_STR(line_of(m), "e4 c5 Nc3");
    CHECK_INT(match_ply(m), 2);
    CHECK_INT(match_goto_node(m, MATCH_ROOT, &e), 0);
    CHECK_INT(match_ply(m), 0);
    CHECK_STR(line_of(m), "e4 c5 Nc3");

    /* promotion: the variation becomes the main line; the current line stays */
    CHECK_INT(match_goto_node(m, nf3, &e), 0);
    CHECK_INT(match_promote(m, child_with(m, c5, "Nc3")), 1);
    CHECK_MOVETEXT(m, "1. e4 c5 (1... e5 2. Nf3) 2. Nc3 *");
    CHECK_STR(line_of(m), "e4 e5 Nf3");
    CHECK_INT(match_promote(m, c5), 0);
    CHECK_INT(match_promote(m, e4), 0);

    /* cutting the node the line goes through: the line turns to the parent's main
     * continuation, and a position past the parent moves to it */
    CHECK_INT(match_ply(m), 3);
    CHECK_INT(match_cut(m, e5, &e), 0);
    CHECK_STR(line_of(m), "e4 c5 Nc3");
    CHECK_INT(match_ply(m), 1);
    CHECK(match_node_cut(m, e5));
    CHECK(match_node_cut(m, nf3));
    CHECK(!match_has_variations(m));
    CHECK_INT(match_goto_node(m, nf3, &e), -1);
    CHECK_STR(e.what, "no such position in the game");
    /* put back, after the sibling it followed; the line stays */
    CHECK_INT(match_uncut(m, e5, &e), 0);
    CHECK(!match_node_cut(m, nf3));
    CHECK_STR(line_of(m), "e4 c5 Nc3");
    CHECK_MOVETEXT(m, "1. e4 c5 (1... e5 2. Nf3) 2. Nc3 *");
    CHECK_INT(match_uncut(m, e5, &e), -1);
    CHECK_STR(e.what, "nothing to put back");
    CHECK_INT(match_cut(m, MATCH_ROOT, &e), -1);
    CHECK_STR(e.what, "no such move in the game");
    /* a node cut off the line leaves the line and the shown position alone */
    CHECK_INT(match_goto_node(m, c5, &e), 0);
    CHECK_INT(match_cut(m, e5, &e), 0);
    CHECK_STR(line_of(m), "e4 c5 Nc3");
    CHECK_INT(match_ply(m), 2);
    /* the move played again: it cannot be put back beside itself */
    match_goto(m, 1);
    play(m, "e5");
    CHECK_INT(match_uncut(m, e5, &e), -1);
    CHECK_STR(e.what, "\"e5\" has been played there again");
    /* cutting a first move with no other: the line empties */
    Match *one = test_match(v, NULL);
    play(one, "d4");
    CHECK_INT(match_cut(one, match_line_node(one, 0), &e), 0);
    CHECK_INT(match_plies(one), 0);
    CHECK_INT(match_node(one), MATCH_ROOT);
    match_free(one);
    match_free(m);
    variant_free(v);
}

static void test_records(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    MatchNotes notes;
    Error e;
    error_clear(&e);
    const char *rec = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 Nc6 "
                      "(2... d6 $1 {good}) 3. Bb5 *";
    CHECK_INT(match_play_record(m, rec, &notes, &e), 0);
    CHECK_INT(notes.count, 0);
    CHECK_STR(line_of(m), "e4 e5 Nf3 Nc6 Bb5");
    CHECK_INT(match_ply(m), 5);
    CHECK_MOVETEXT(m,
                   "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) 2. Nf3 Nc6 (2... d6 $1 {good})"
                   "\n3. Bb5 *");
    match_free(m);

    /* a move a variation cannot play is a warning; the rest of that variation goes */
    m = test_match(v, NULL);
    CHECK_INT(match_play_record(m, "1. e4 e5 (1... Ke3 2. Nf3 (2. d4)) 2. Nf3 *", &notes, &e), 0);
    CHECK_INT(notes.count, 1);
    CHECK(notes.note[0].warning);
    CHECK_STR(notes.note[0].where, "move 1 (Black), in a variation");
    CHECK_STR(notes.note[0].what, "\"Ke3\": no legal move matches");
    CHECK_STR(line_of(m), "e4 e5 Nf3");
    CHECK(!match_has_variations(m));
    match_free(m);

    /* a bad main-line move is an error, as before */
    m = test_match(v, NULL);
    CHECK_INT(match_play_record(m, "1. e4 (1. d4) e5 2. Ke3 *", &notes, &e), -1);
    CHECK_STR(e.where, "move 2 (White)");
    CHECK_STR(line_of(m), "e4 e5");
    match_free(m);
    m = test_match(v, NULL);
    CHECK_INT(match_play_record(m, "1. e4 (1. d4", &notes, &e), -1);
    CHECK_STR(e.where, "line 1, column 7");
    CHECK_STR(e.what, "unterminated variation");
    match_free(m);
    variant_free(v);
}

/* Comments and NAGs: kept on their moves (one that opens a variation on its first move, one
 * before the first move on the start), written back by PGN and saves, set and removed. */
static void test_notes(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    MatchNotes notes;
    Error e;
    error_clear(&e);
    const char *rec = "{An open game}\n1. e4 $1 {best by\n   test} e5 ( {or}\n1... c5 $2) "
                      "(; the French\n1... e6) 2. Nf3 {} Nc6 ; a rest-of-line comment\n*";
    CHECK_INT(match_play_record(m, rec, &notes, &e), 0);
    CHECK_INT(notes.count, 0);
    CHECK_STR(match_node_note(m, MATCH_ROOT), "{An open game}");
    int e4 = match_line_node(m, 0), e5 = match_line_node(m, 1);
    CHECK_STR(match_node_note(m, e4), "$1 {best by test}");
    CHECK_STR(match_node_note(m, e5), "");
    CHECK_STR(match_node_note(m, child_with(m, e4, "c5")), "{or} $2");
    CHECK_STR(match_node_note(m, child_with(m, e4, "e6")), "{the French}");
    CHECK_STR(match_node_note(m, match_line_node(m, 2)), ""); /* {} is no comment */
    CHECK_STR(match_node_note(m, match_line_node(m, 3)), "{a rest-of-line comment}");
    CHECK(match_has_notes(m));
    CHECK(match_has_variations(m));
    /* (a comment may break across lines at PGN's 80 columns) */
    CHECK_MOVETEXT(
        m, "{An open game} 1. e4 $1 {best by test} 1... e5 (1... c5 $2 {or}) (1... e6 {the\n"
           "French}) 2. Nf3 Nc6 {a rest-of-line comment} *");
    /* set, replace and remove; a note must be NAGs and comments */
    CHECK_INT(match_set_note(m, e5, "{the symmetrical reply} $10", &e), 0);
    CHECK_STR(match_node_note(m, e5), "{the symmetrical reply} $10");
    CHECK_INT(match_set_note(m, e5, "", &e), 0);
    CHECK_STR(match_node_note(m, e5), "");
    CHECK_INT(match_set_note(m, e5, "good {move}", &e), -1);
    CHECK_STR(e.what, "not annotations: expected $N and {comments}: \"good {move}\"");
    CHECK_INT(match_set_note(m, e5, "{open", &e), -1);
    CHECK_INT(match_set_note(m, 999, "{x}", &e), -1);
    CHECK_STR(e.what, "no node 999");
    match_free(m);

    /* marks glued to a move are kept as their NAGs, before its comments */
    m = test_match(v, NULL);
    CHECK_INT(match_play_record(m, "1. e4! e5?! 2. Nf3!! {wow} Nc6?? 3. Bb5!? *", &notes, &e), 0);
    CHECK_MOVETEXT(m, "1. e4 $1 1... e5 $6 2. Nf3 $3 {wow} 2... Nc6 $4 3. Bb5 $5 *");
    match_free(m);

    /* a game with notes and no variation: PGN and a save (version 3) keep them */
    m = test_match(v, NULL);
    CHECK_INT(match_play_record(m, "1. d4 {queen's pawn} d5 2. c4 $5 *", &notes, &e), 0);
    CHECK(!match_has_variations(m));
    CHECK_MOVETEXT(m, "1. d4 {queen's pawn} 1... d5 2. c4 $5 *");
    char *text = save_write(m, "2026-11-25 12:00:00");
    CHECK(text && strstr(text, "\"version\": 3,") != NULL);
    CHECK(text &&
          strstr(text, "\"variations\": \"1. d4 {queen's pawn} 1... d5 2. c4 $5\"") != NULL);
    Variant *v2 = NULL;
    Match *back = NULL;
    CHECK_INT(save_read(text, strlen(text), "x.json", &v2, &back, NULL, &e), 0);
    if (back) {
        CHECK_STR(match_node_note(back, match_line_node(back, 0)), "{queen's pawn}");
        CHECK_STR(match_node_note(back, match_line_node(back, 2)), "$5");
        match_free(back);
        variant_free(v2);
    }
    free(text);
    match_free(m);
    variant_free(v);
}

/* saved with its last move's text `from` made `to` (both quoted), that move's chain
 * checksum and the file's made right again, so that the reader's later checks are reached
 * (malloc'd). */
static char *last_move_forged(const char *saved, const char *from, const char *to)
{
    const char *moves_end = strstr(saved, "\n  ],");
    const char *at = moves_end;
    while (at > saved && strncmp(at, from, strlen(from)) != 0)
        at--;
    const char *prev = at;
    while (prev > saved && strncmp(prev, "\", \"", 4) != 0)
        prev--; /* the chain of the move before */
    unsigned long chain = strtoul(prev + 4, NULL, 16);
    char link[16], text[64];
    snprintf(text, sizeof text, "%.*s", (int)strlen(to) - 2, to + 1);
    snprintf(link, sizeof link, "%08x", (unsigned)save_crc32((uint32_t)chain, text, strlen(text)));
    size_t head = (size_t)(at - saved), size = strlen(saved) + 64;
    char *out = malloc(size);
    snprintf(out, size, "%.*s%s, \"%s\"]%s", (int)head, saved, to, link, moves_end);
    test_reseal(out);
    return out;
}

/* A saved game with variations reads back to the same tree, line and shown position. */
static void test_saved(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    error_clear(&e);
    CHECK_INT(match_play_movetext(m, "1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6) e6) 2. c4 e6 *", &e), 0);
    CHECK_INT(match_goto_node(m, child_with(m, match_line_node(m, 0), "Nf6"), &e), 0);
    CHECK_STR(line_of(m), "d4 Nf6 c4 e6");
    CHECK_INT(match_ply(m), 2);
    char *text = save_write(m, "2026-11-25 10:00:00");
    CHECK(text != NULL);
    CHECK(strstr(text, "\"version\": 3,") != NULL);
    CHECK(strstr(text,
                 "\"variations\": \"1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6) 2... e6) 2. c4 e6\"") !=
          NULL);
    Variant *v2 = NULL;
    Match *back = NULL;
    CHECK_INT(save_read(text, strlen(text), "x.json", &v2, &back, NULL, &e), 0);
    if (back) {
        CHECK_STR(line_of(back), "d4 Nf6 c4 e6");
        CHECK_INT(match_ply(back), 2);
        char *a = movetext_of(m), *b = movetext_of(back);
        CHECK_STR(b, a);
        free(a);
        free(b);
        match_free(back);
        variant_free(v2);
    }
    /* a game without variations is written as version 2, as before */
    Match *plain = test_match(v, NULL);
    play(plain, "e4");
    char *t2 = save_write(plain, "");
    CHECK(strstr(t2, "\"version\": 2,") != NULL);
    CHECK(strstr(t2, "variations") == NULL);
    free(t2);
    match_free(plain);
    /* a variation that is not legal is an error at the member */
    char *bad = strdup(text);
    char *at = strstr(bad, "2. Nf3 g6");
    memcpy(at, "2. Nf6 g6", 9);
    test_reseal(bad);
    CHECK_INT(save_read(bad, strlen(bad), "x.json", &v2, &back, NULL, &e), -1);
    CHECK_STR(e.where, "x.json:46:17: $.variations");
    CHECK_STR(e.what, "move 2 (White), in a variation: \"Nf6\": no legal move matches");
    free(bad);
    /* moves whose chain holds but that are not a line of the tree: played one by one, they
     * say which is wrong and where; when they all play, the tree's error stands */
    bad = last_move_forged(text, "\"e6\"", "\"Ke7\"");
    CHECK_INT(save_read(bad, strlen(bad), "x.json", &v2, &back, NULL, &e), -1);
    CHECK_STR(e.where, "x.json:44:5: $.moves[3]");
    CHECK_STR(e.what, "move 2 (Black) \"Ke7\": no legal move matches");
    free(bad);
    bad = last_move_forged(text, "\"e6\"", "\"e5\"");
    CHECK_INT(save_read(bad, strlen(bad), "x.json", &v2, &back, NULL, &e), -1);
    CHECK_STR(e.where, "x.json:46:17: $.variations");
    CHECK_STR(e.what, "move 4 (\"e5\") is not in the variations");
    free(bad);
    free(text);
    match_free(m);
    variant_free(v);
}

/* A game ended by time: over at that position only, kept by a saved game, written as PGN. */
static void test_ended(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    error_clear(&e);
    play(m, "e4");
    play(m, "e5");
    GameResult r;
    CHECK_INT(match_end(m, STATUS_CHECKMATE, RESULT_WHITE, &e), -1);
    CHECK_STR(e.what, "not a reason to end the game");
    CHECK_INT(match_end(m, STATUS_TIME, RESULT_BLACK, &e), 0);
    CHECK_INT(match_status(m, &r), STATUS_TIME);
    CHECK_INT(r, RESULT_BLACK);
    CHECK_STR(game_status_name(STATUS_TIME), "time");
    MatchAction acts[64];
    CHECK_INT(match_actions(m, acts, 64), 0);
    CHECK_INT(match_play_text(m, "Nf3", &e), -1);
    CHECK_STR(e.what, "the game is over");
    CHECK_INT(match_end(m, STATUS_TIME, RESULT_WHITE, &e), -1);
    char *pgn = NULL;
    CHECK_INT(match_pgn_write(m, NULL, &pgn, &e), 0);
    CHECK(pgn && strstr(pgn, "[Result \"0-1\"]") && strstr(pgn, "1. e4 e5 0-1\n"));
    free(pgn);
    /* saved and read back: still over there, and only there */
    char *text = save_write(m, "");
    CHECK(strstr(text, "\"ended\": {\"ply\": 2, \"status\": \"time\", \"result\": \"0-1\"},") !=
          NULL);
    CHECK(strstr(text, "\"result\": \"0-1\",\n") != NULL);
    Variant *v2 = NULL;
    Match *back = NULL;
    CHECK_INT(save_read(text, strlen(text), "t.json", &v2, &back, NULL, &e), 0);
    if (!back)
        fprintf(stderr, "%s: %s\n", e.where, e.what);
    if (back) {
        CHECK_INT(match_status(back, &r), STATUS_TIME);
        CHECK_INT(r, RESULT_BLACK);
        match_goto(back, 1);
        CHECK_INT(match_status(back, NULL), STATUS_ONGOING);
        play(back, "c5"); /* another line goes on */
        CHECK_INT(match_status(back, NULL), STATUS_ONGOING);
        match_free(back);
        variant_free(v2);
    }
    free(text);
    match_free(m);
    variant_free(v);
}

static void test_families(void)
{
    Rng r = {0x2545f4914f6cdd1du};
    for (size_t i = 0; i < sizeof shipped / sizeof shipped[0]; i++) {
        Variant *v = test_variant(shipped[i]);
        Match *m = test_match(v, NULL);
        CHECK_INT(test_random_play(m, &r, 24), 0);
        for (int k = 0; k < 4 && match_plies(m) > 0; k++) {
            match_goto(m, (int)rng_next(&r, (unsigned)match_plies(m)));
            CHECK_INT(test_random_play(m, &r, 1 + (int)rng_next(&r, 8)), 0);
        }
        char *want = movetext_of(m);
        /* PGN: the same tree */
        char *pgn = NULL;
        Error e;
        error_clear(&e);
        CHECK_INT(match_pgn_write(m, NULL, &pgn, &e), 0);
        Match *back = test_match(v, NULL);
        MatchNotes notes;
        if (match_play_record(back, pgn, &notes, &e) != 0)
            fprintf(stderr, "%s: %s: %s\n%s\n", shipped[i], e.where, e.what, pgn);
        char *got = movetext_of(back);
        CHECK_STR(got, want);
        CHECK_INT(notes.count, 0);
        free(got);
        free(pgn);
        match_free(back);
        /* saved: the same tree, line and position */
        char *text = save_write(m, "");
        Variant *v2 = NULL;
        back = NULL;
        if (save_read(text, strlen(text), shipped[i], &v2, &back, NULL, &e) != 0)
            fprintf(stderr, "%s: %s: %s\n", shipped[i], e.where, e.what);
        if (back) {
            got = movetext_of(back);
            CHECK_STR(got, want);
            free(got);
            char line[1024];
            snprintf(line, sizeof line, "%s", line_of(m));
            CHECK_STR(line_of(back), line);
            CHECK_INT(match_ply(back), match_ply(m));
            match_free(back);
            variant_free(v2);
        } else {
            CHECK(back != NULL);
        }
        free(text);
        free(want);
        match_free(m);
        variant_free(v);
    }
}

int main(void)
{
    test_lines();
    test_records();
    test_notes();
    test_saved();
    test_ended();
    test_families();
    return check_report("test_tree");
}
