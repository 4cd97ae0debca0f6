/* test_pgn.c - PGN in and out: games found in a text with their tags, the
 * main line of a game with comments, NAGs and variations, located errors,
 * and written games read back to the same FEN in every shipped variant. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "morphchess/match.h"
#include "morphchess/pgn.h"
#include "rng.h"
#include "support.h"

static const char *const shipped[] = {"fide",
                                      "polypiece",
                                      "polypiece-armies",
                                      "polypiece-phased",
                                      "polypiece-atomic",
                                      "revolving",
                                      "revolving-classic",
                                      "prodem",
                                      "moveup-takedown",
                                      "potential",
                                      "potential-actualized",
                                      "portal",
                                      "portal-one-set",
                                      "portal-polypiece",
                                      "portal-revolving"};

/* Writes m as PGN and reads it back into a new match of v: the FENs agree,
 * and so do the numbers of actions. */
static void round_trip(const Variant *v, const Match *m, const PgnTags *tags)
{
    char *text = NULL;
    Error e;
    error_clear(&e);
    CHECK_INT(match_pgn_write(m, tags, &text, &e), 0);
    if (!text)
        return;
    PgnGame *g = pgn_game(text, 1, &e);
    CHECK(g != NULL);
    Match *back = test_match(v, NULL);
    MatchNotes notes;
    int rc = g ? match_play_record(back, pgn_text(g), &notes, &e) : -1;
    CHECK_INT(rc, 0);
    char want[1024], got[1024];
    match_fen(m, want, sizeof want);
    match_fen(back, got, sizeof got);
    CHECK_STR(got, want);
    CHECK_INT(match_plies(back), match_ply(m));
    CHECK_INT(notes.count, 0);
    if (rc != 0 || strcmp(got, want) != 0)
        fprintf(stderr, "%s\n%s: %s\n", text, e.where, e.what);
    /* orthodox chess needs no Variant tag */
    CHECK_STR(g ? pgn_variant_id(pgn_tag(g, "Variant") ? pgn_tag(g, "Variant") : "fide") : "",
              variant_def(v)->id);
    pgn_free(g);
    match_free(back);
    free(text);
}

static void test_round_trips(void)
{
    Rng r = {0x9e3779b97f4a7c15u};
    for (size_t i = 0; i < sizeof shipped / sizeof shipped[0]; i++) {
        Variant *v = test_variant(shipped[i]);
        for (int k = 0; k < 4; k++) {
            Match *m = test_match(v, NULL);
            CHECK_INT(test_random_play(m, &r, 20 + 30 * k), 0);
            round_trip(v, m, NULL);
            /* from the position reached, as a set-up game */
            if (match_status(m, NULL) != STATUS_ONGOING) {
                match_free(m);
                continue;
            }
            char fen[1024];
            match_fen(m, fen, sizeof fen);
            Match *later = test_match(v, fen);
            CHECK_INT(test_random_play(later, &r, 15), 0);
            round_trip(v, later, NULL);
            match_free(later);
            match_free(m);
        }
        variant_free(v);
    }
}

static void test_written(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30");
    Error e;
    CHECK_INT(match_play_text(m, "Kd7", &e), 0);
    CHECK_INT(match_play_text(m, "e4", &e), 0);
    PgnTags tags;
    memset(&tags, 0, sizeof tags);
    CHECK_INT(pgn_tags_set(&tags, "White", "Anna \"A\" \\ B"), 0);
    CHECK_INT(pgn_tags_set(&tags, "Annotator", "x"), 0);
    CHECK_INT(pgn_tags_set(&tags, "Annotator", "y"), 0);
    CHECK_INT(tags.count, 2);
    char *text = NULL;
    CHECK_INT(match_pgn_write(m, &tags, &text, &e), 0);
    CHECK_STR(text, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                    "[White \"Anna \\\"A\\\" \\\\ B\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                    "[SetUp \"1\"]\n"
                    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n[Annotator \"y\"]\n\n"
                    "30... Kd7 31. e4 *\n");
    PgnGame *g = pgn_game(text, 1, &e);
    CHECK_STR(g ? pgn_tag(g, "White") : "", "Anna \"A\" \\ B");
    pgn_free(g);
    free(text);
    match_free(m);
    /* the variant's JSON makes the file self-contained */
    m = test_match(v, NULL);
    CHECK_INT(match_play_text(m, "e4", &e), 0);
    tags.embed_variant = true;
    CHECK_INT(match_pgn_write(m, &tags, &text, &e), 0);
    g = pgn_game(text, 1, &e);
    Variant *again = NULL;
    CHECK_INT(g ? pgn_variant(g, "x.pgn", &again, &e) : -1, 0);
    CHECK_STR(again ? variant_def(again)->id : "", "fide");
    if (again) {
        Match *back = test_match(again, NULL);
        CHECK_INT(match_play_record(back, pgn_text(g), NULL, &e), 0);
        char fen[200];
        match_fen(back, fen, sizeof fen);
        CHECK_STR(fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        match_free(back);
        variant_free(again);
    }
    pgn_free(g);
    free(text);
    match_free(m);
    variant_free(v);
}

static const char games[] = "{ A file of two games }\n"
                            "[Event \"first\"]\n"
                            "[Variant \"revolving\"]\n"
                            "\n"
                            "1. e4 {best} $1 d5 (1... e5 2. Nf3(B)) 2. e:d5 ; a comment\n"
                            "Q:P(N) 1-0 [if Ke7 or Kf7 then h4]\n"
                            "\n"
                            "[Event \"second\"]\n"
                            "[Result \"0-1\"]\n"
                            "\n"
                            "1. d4 Nf6(B) 2. Nh3(B) Qz9 0-1\n";

static void test_games(void)
{
    CHECK_INT(pgn_count(games), 2);
    CHECK_INT(pgn_count(""), 0);
    CHECK_INT(pgn_count("  {only a comment}\n; and another\n"), 0);
    CHECK_INT(pgn_count("1. e4 e5"), 1);
    CHECK_INT(pgn_count("1. e4 *\n[Event \"b\"]\n1. d4 *\n[Event \"c\"]\n"), 3);
    /* a byte order mark and CR LF line ends, as some programs write files */
    const char *crlf = "\xEF\xBB\xBF[Event \"a\"]\r\n\r\n1. e4 e5 1-0\r\n"
                       "[Event \"b\"]\r\n\r\n1. d4 *\r\n";
    CHECK_INT(pgn_count(crlf), 2);
    Error err;
    PgnGame *first = pgn_game(crlf, 1, &err);
    CHECK_STR(first ? pgn_tag(first, "Event") : "", "a");
    CHECK_STR(first ? pgn_result(first) : "", "1-0");
    pgn_free(first);
    Error e;
    error_clear(&e);
    CHECK(pgn_game(games, 3, &e) == NULL);
    CHECK_STR(e.what, "no game 3: the text holds 2");
    PgnGame *g = pgn_game(games, 1, &e);
    CHECK(g != NULL);
    if (g) {
        CHECK_STR(pgn_tag(g, "Event"), "first");
        CHECK_STR(pgn_result(g), "1-0");
        CHECK(pgn_tag(g, "Site") == NULL);
        CHECK_INT(pgn_tag_count(g), 2);
        const char *name, *value;
        CHECK(pgn_tag_at(g, 1, &name, &value));
        CHECK_STR(name, "Variant");
        CHECK(!pgn_tag_at(g, 2, &name, &value));
        Variant *v = NULL;
        CHECK_INT(pgn_variant(g, "x.pgn", &v, &e), 0); /* no VariantJSON tag */
        CHECK(v == NULL);
        v = test_variant(pgn_tag(g, "Variant"));
        Match *m = test_match(v, NULL);
        MatchNotes notes;
        CHECK_INT(match_play_record(m, pgn_text(g), &notes, &e), 0);
        char fen[200];
        match_fen(m, fen, sizeof fen);
        CHECK_STR(fen, "rnb1kbnr/ppp1pppp/8/3n4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        CHECK_INT(notes.count, 1);
        CHECK_STR(notes.note[0].where, "line 6, column 12");
        match_free(m);
        pgn_free(g);
        /* errors count the lines of the whole text */
        g = pgn_game(games, 2, &e);
        CHECK_STR(g ? pgn_tag(g, "Event") : "", "second");
        CHECK_STR(g ? pgn_result(g) : "", "0-1");
        m = test_match(v, NULL);
        CHECK_INT(g ? match_play_record(m, pgn_text(g), &notes, &e) : 0, -1);
        CHECK_STR(e.where, "move 2 (Black)");
        CHECK_STR(e.what, "\"Qz9\": not a move");
        match_free(m);
        pgn_free(g);
        variant_free(v);
    }
    PgnGame *bad = pgn_game("[Variant \"mine\"]\n[VariantJSON \"{\\\"name\\\": 3}\"]\n*", 1, &e);
    Variant *none = NULL;
    CHECK_INT(bad ? pgn_variant(bad, "b.pgn", &none, &e) : 0, -1);
    CHECK_STR(e.where, "b.pgn [VariantJSON]:1:10: $.name");
    CHECK(none == NULL);
    pgn_free(bad);
    CHECK(pgn_game("[Event \"x\"]\n\n1. e4 e5 3. Nf3", 1, &e) == NULL);
    CHECK_STR(e.where, "line 3, column 10");
}

int main(void)
{
    test_games();
    test_written();
    test_round_trips();
    return check_report("test_pgn");
}
