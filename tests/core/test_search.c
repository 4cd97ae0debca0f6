/* test_search.c - the computer player: piece values from the Betza powers,
 * exact moves in tactical positions, the end of the game, and play against
 * a uniformly random mover in every shipped variant (MORPH_TEST_QUICK=1:
 * fewer games). */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "eval.h"
#include "fen.h"
#include "morphchess/match.h"
#include "morphchess/search.h"
#include "rng.h"
#include "support.h"

static uint64_t clock_ms(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static SearchLimits depth_limits(int depth)
{
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.depth = depth;
    l.now_ms = clock_ms;
    return l;
}

/* The computer's move in fen (NULL: the start) of variant id, searched to depth. */
static void best_of(Searcher *s, const char *id, const char *fen, int depth, SearchResult *r)
{
    Variant *v = test_variant(id);
    Match *m = match_new(v, fen, NULL);
    CHECK(m != NULL);
    SearchLimits l = depth_limits(depth);
    memset(r, 0, sizeof *r);
    if (m)
        CHECK_INT(search_run(s, m, &l, NULL, NULL, r), 0);
    match_free(m);
    variant_free(v);
}

static int type_of(const Variant *v, char letter)
{
    return variant_type_of(v, letter);
}

static void test_values(void)
{
    Variant *v = test_variant("fide");
    int p = search_piece_value(v, WHITE, type_of(v, 'P'), 0);
    int n = search_piece_value(v, WHITE, type_of(v, 'N'), 0);
    int b = search_piece_value(v, WHITE, type_of(v, 'B'), 0);
    int r = search_piece_value(v, WHITE, type_of(v, 'R'), 0);
    int q = search_piece_value(v, WHITE, type_of(v, 'Q'), 0);
    printf("fide values: P %d N %d B %d R %d Q %d\n", p, n, b, r, q);
    CHECK(p == 100);
    CHECK(n > 250 && n < 400);
    CHECK(b > 250 && b < 400);
    CHECK(r > n + 100 && r < 650);
    CHECK(q > r + 250 && q < 1150);
    CHECK_INT(search_piece_value(v, WHITE, type_of(v, 'K'), 0), 0);
    /* mirror images: the same value */
    CHECK_INT(search_piece_value(v, BLACK, type_of(v, 'N'), 0), n);
    variant_free(v);
    /* Polypiece: the rook's list is R, NN; the knight's N, WD: a rook about
     * to become a nightrider is worth less than an orthodox rook */
    Variant *pp = test_variant("polypiece");
    int pr0 = search_piece_value(pp, WHITE, type_of(pp, 'R'), 0);
    int pr1 = search_piece_value(pp, WHITE, type_of(pp, 'R'), 1);
    printf("polypiece rook: R %d, NN %d\n", pr0, pr1);
    CHECK(pr0 < r);
    CHECK(pr0 != pr1);
    variant_free(pp);
}

/* A position and its mirror with the colours swapped score the same: the
 * two colours' powers are mirror images, so are their values and terms. */
static void test_mirror(void)
{
    EvalTables t;
    Variant *v = test_variant("fide");
    eval_init(&t, v);
    const char *fens[][2] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"},
        {"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
         "r2qkb1r/pp3ppp/2n1pn2/2pp4/3P4/2N1PN2/PP2BPPP/R1BQ1RK1 b kq - 0 8"},
        {"8/5pk1/6p1/3R4/1r6/6P1/5PK1/8 b - - 0 40", "8/5pk1/6p1/1R6/3r4/6P1/5PK1/8 w - - 0 40"},
    };
    for (int i = 0; i < 3; i++) {
        SNode a, b;
        Error err;
        error_clear(&err);
        CHECK_INT(fen_read(v, fens[i][0], &a.u.plain, &err), 0);
        CHECK_INT(fen_read(v, fens[i][1], &b.u.plain, &err), 0);
        CHECK_INT(eval_node(&t, &a), eval_node(&t, &b));
    }
    variant_free(v);
}

/* The placement tables: read by the men whose power is an orthodox one on
 * the 8x8 board (by their targets, not their names), by none other. */
static void test_placement(void)
{
    EvalTables t;
    Variant *v = test_variant("fide");
    eval_init(&t, v);
    const char *letters = "PNBRQK";
    const int want[] = {EVAL_PST_P, EVAL_PST_N, EVAL_PST_B, EVAL_PST_R, EVAL_PST_Q, EVAL_PST_K};
    for (int i = 0; i < 6; i++)
        for (int c = 0; c < 2; c++)
            CHECK_INT(t.pst_class[c][type_of(v, letters[i])][0], want[i]);
    /* a1's and h1's entries are the same square folded; b2 is the second
     * rank's b-file entry */
    CHECK_INT(t.pst_mg[EVAL_PST_N][0], eval_pst_default[EVAL_PST_N - 1][0][0]);
    CHECK_INT(t.pst_mg[EVAL_PST_N][7], eval_pst_default[EVAL_PST_N - 1][0][0]);
    CHECK_INT(t.pst_eg[EVAL_PST_P][8 + 1], eval_pst_default[EVAL_PST_P - 1][1][4 + 1]);
    variant_free(v);
    /* Polypiece: the rook's list is R, NN and the knight's N, WD: the
     * nightrider and the wazir-dabbaba read no table */
    v = test_variant("polypiece");
    eval_init(&t, v);
    CHECK_INT(t.pst_class[WHITE][type_of(v, 'R')][0], EVAL_PST_R);
    CHECK_INT(t.pst_class[WHITE][type_of(v, 'R')][1], EVAL_PST_NONE);
    CHECK_INT(t.pst_class[BLACK][type_of(v, 'N')][0], EVAL_PST_N);
    CHECK_INT(t.pst_class[BLACK][type_of(v, 'N')][1], EVAL_PST_NONE);
    variant_free(v);
    /* Move Up Take Down has no check: no tables at all */
    v = test_variant("moveup-takedown");
    eval_init(&t, v);
    for (int ty = 0; ty < v->def.ntypes; ty++)
        CHECK_INT(t.pst_class[WHITE][ty][0], EVAL_PST_NONE);
    variant_free(v);
}

static void test_tactics(void)
{
    Searcher *s = searcher_new(8);
    CHECK(s != NULL);
    SearchResult r;
    /* mate in one */
    best_of(s, "fide", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3, &r);
    CHECK_STR(r.text, "Ra8#");
    CHECK(r.info.mate && r.info.mate_in == 1);
    /* mate in two (Legal's mate), found by depth 4 */
    SearchLimits l = depth_limits(4);
    Variant *v = test_variant("fide");
    Match *m =
        match_new(v, "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", NULL);
    CHECK_INT(search_run(s, m, &l, NULL, NULL, &r), 0);
    CHECK_STR(r.text, "Nf6+");
    CHECK(r.info.mate && r.info.mate_in == 2);
    printf("mate in two: %s (%s)\n", r.text, r.info.pv);
    match_free(m);
    /* a hanging queen is taken */
    best_of(s, "fide", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", 4, &r);
    CHECK_STR(r.text, "Rxd5");
    /* checkmated: nothing to play */
    m = match_new(v, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", NULL);
    CHECK_INT(search_run(s, m, &l, NULL, NULL, &r), 0);
    CHECK(!r.found);
    match_free(m);
    /* a search stopped before it starts still returns a legal move */
    m = match_new(v, NULL, NULL);
    l = depth_limits(0);
    l.nodes = 1;
    CHECK_INT(search_run(s, m, &l, NULL, NULL, &r), 0);
    Error e;
    CHECK(r.found && match_play(m, &r.best, &e) == 0);
    match_free(m);
    variant_free(v);
    /* ProDem: capturing the king wins; Move Up Take Down too */
    best_of(s, "moveup-takedown", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 3, &r);
    CHECK(r.found);
    searcher_free(s);
}

/* Potential Chess: the captured piece's owner chooses what it was. */
static void test_owner_choice(void)
{
    Variant *v = test_variant("potential");
    Match *m = match_new(v, NULL, NULL);
    Error e;
    CHECK_INT(match_play_movetext(m, "1. e2-e4 d7-d5", &e), 0);
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    int n = match_actions(m, acts, MATCH_MAX_ACTIONS), k = 0;
    MatchAction cands[8];
    for (int i = 0; i < n && k < 8; i++)
        if (acts[i].from == 28 && acts[i].to == 35 && acts[i].victim)
            cands[k++] = acts[i];
    CHECK(k > 1);
    Searcher *s = searcher_new(8);
    SearchLimits l = depth_limits(1);
    int pick = search_choose_for_owner(s, m, cands, k, &l);
    CHECK(pick >= 0 && pick < k);
    /* the owner gives up the cheapest type it may: a pawn */
    if (pick >= 0 && pick < k)
        CHECK_INT(cands[pick].victim, 'P');
    searcher_free(s);
    free(acts);
    match_free(m);
    variant_free(v);
}

/* Plays the computer (colour `me`) against a uniformly random mover; returns
 * +1 when the computer wins, 0 draw or unfinished, -1 loss. */
static int play_random(Searcher *s, const Variant *v, int me, uint64_t seed, int max_plies,
                       uint64_t nodes, int *illegal)
{
    Match *m = match_new(v, NULL, NULL);
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    Rng rng = {seed * 2654435761u + 1};
    SearchLimits l = depth_limits(0);
    l.nodes = nodes;
    searcher_clear(s);
    for (int ply = 0; ply < max_plies && match_status(m, NULL) == STATUS_ONGOING; ply++) {
        Error e;
        if (match_to_move(m) == me) {
            SearchResult r;
            if (search_run(s, m, &l, NULL, NULL, &r) != 0 || !r.found ||
                match_play(m, &r.best, &e) != 0) {
                (*illegal)++;
                break;
            }
        } else {
            int n = match_actions(m, acts, MATCH_MAX_ACTIONS);
            if (n == 0 || match_play(m, &acts[rng_next(&rng, (unsigned)n)], &e) != 0)
                break;
        }
    }
    GameResult res;
    match_status(m, &res);
    free(acts);
    match_free(m);
    return res == (me == WHITE ? RESULT_WHITE : RESULT_BLACK)   ? 1
           : res == (me == WHITE ? RESULT_BLACK : RESULT_WHITE) ? -1
                                                                : 0;
}

static void test_random_mover(bool quick)
{
    DIR *d = opendir(MORPH_SOURCE_DIR "/variants");
    CHECK(d != NULL);
    if (!d)
        return;
    Searcher *s = searcher_new(4);
    struct dirent *ent;
    int games = 0, wins = 0, losses = 0, illegal = 0;
    while ((ent = readdir(d))) {
        size_t len = strlen(ent->d_name);
        if (len < 6 || strcmp(ent->d_name + len - 5, ".json") != 0)
            continue;
        char id[64];
        snprintf(id, sizeof id, "%.*s", (int)(len - 5), ent->d_name);
        Variant *v = test_variant(id);
        /* quick (the sanitizer build): one game a variant, colours alternating */
        int ngames = quick ? 1 : 4, w = 0;
        for (int g = 0; g < ngames; g++) {
            int me = quick ? (int)(len % 2) : g % 2;
            int r = play_random(s, v, me, (uint64_t)g + len, 160, quick ? 500 : 1500, &illegal);
            games++;
            w += r > 0;
            losses += r < 0;
        }
        wins += w;
        printf("vs random: %-20s %d/%d won\n", id, w, ngames);
        fflush(stdout);
        variant_free(v);
    }
    closedir(d);
    searcher_free(s);
    printf("vs random: %d games, %d won, %d lost, %d illegal\n", games, wins, losses, illegal);
    CHECK_INT(illegal, 0);
    CHECK_INT(losses, 0);
    CHECK(wins * 4 >= games * 3);
}

int main(void)
{
    bool quick = getenv("MORPH_TEST_QUICK") && strcmp(getenv("MORPH_TEST_QUICK"), "1") == 0;
    uint64_t t0 = clock_ms(NULL);
    test_values();
    test_mirror();
    test_placement();
    test_tactics();
    uint64_t t1 = clock_ms(NULL);
    test_owner_choice();
    uint64_t t2 = clock_ms(NULL);
    test_random_mover(quick);
    printf("times: tactics %llu ms, owner's choice %llu ms, random mover %llu ms\n",
           (unsigned long long)(t1 - t0), (unsigned long long)(t2 - t1),
           (unsigned long long)(clock_ms(NULL) - t2));
    return check_report("test_search");
}
