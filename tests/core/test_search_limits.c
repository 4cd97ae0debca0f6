/* test_search_limits.c - what ends a search, whatever a front end passes: a
 * stop request made before the search starts is kept (searcher_arm alone
 * clears it), hostile clock values (huge, negative, an overhead larger than
 * the clock) never overflow and never run past the clock, the clock counts
 * from SearchLimits.start_ms, and a match whose draw rules end nothing
 * (match_set_draw_end, the UCI engine's) still offers and searches its moves.
 * Also what a search reports: seldepth once a mate is found, and Portal's
 * hidden-teleport choice its real depth. Potential Chess reads the clock
 * often enough to keep its move time.
 * Time here is the search's own: a clock that moves on STEP_MS each time it is read, so
 * what is checked is what the search does with its clock, whatever else the machine does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "morphchess/match.h"
#include "morphchess/search.h"
#include "support.h"

#define STEP_MS 2
static uint64_t fake_ms = 1000000;

static uint64_t clock_ms(void *ctx)
{
    (void)ctx;
    fake_ms += STEP_MS;
    return fake_ms;
}

static SearchLimits no_limits(void)
{
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.now_ms = clock_ms;
    return l;
}

/* search_run on m, which must give a legal action; returns the milliseconds it took. */
static uint64_t run_legal(Searcher *s, Match *m, const SearchLimits *l, SearchResult *r)
{
    uint64_t t0 = clock_ms(NULL);
    CHECK_INT(search_run(s, m, l, NULL, NULL, r), 0);
    uint64_t took = clock_ms(NULL) - t0;
    CHECK(r->found);
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    int n = match_actions(m, acts, MATCH_MAX_ACTIONS), i = 0;
    while (i < n && strcmp(acts[i].text, r->text) != 0)
        i++;
    CHECK(i < n);
    free(acts);
    return took;
}

static void test_stop_kept(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Searcher *s = searcher_new(8);
    SearchResult r;
    /* a stop before the search: an infinite search ends at once */
    SearchLimits l = no_limits();
    l.infinite = true;
    searcher_arm(s);
    searcher_stop(s);
    uint64_t took = run_legal(s, m, &l, &r);
    CHECK(took < 2000);
    /* and the request stays: a second search ends too */
    took = run_legal(s, m, &l, &r);
    CHECK(took < 2000);
    /* armed again, a depth limit is reached */
    searcher_arm(s);
    l = no_limits();
    l.depth = 3;
    run_legal(s, m, &l, &r);
    CHECK_INT(r.info.depth, 3);
    searcher_free(s);
    match_free(m);
    variant_free(v);
}

static void test_hostile_clocks(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Searcher *s = searcher_new(8);
    SearchResult r;
    const int64_t big = INT64_MAX, small = INT64_MIN;
    /* clock, increment, moves to go, overhead: each answered within the clock */
    const struct {
        int64_t time, inc;
        int mtg;
        int64_t overhead;
        uint64_t within;
    } cases[] = {
        {1000, big, 0, 0, 1000}, {1000, big, 1, 0, 1000},           {big, 0, 1, big, 200},
        {300, 0, 0, big, 200},   {300, small, 5, small, 300},       {1, 0, 0, 30, 200},
        {big, big, 0, 0, 0},     {1000, 1000, 2147483647, 0, 1000},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        searcher_arm(s);
        SearchLimits l = no_limits();
        l.time_ms[WHITE] = cases[i].time;
        l.inc_ms[WHITE] = cases[i].inc;
        l.moves_to_go = cases[i].mtg;
        l.overhead_ms = cases[i].overhead;
        if (!cases[i].within)
            l.depth = 2; /* a clock of 35 years: the depth ends it */
        uint64_t took = run_legal(s, m, &l, &r);
        printf("clock %lld inc %lld mtg %d overhead %lld: %llu ms\n", (long long)cases[i].time,
               (long long)cases[i].inc, cases[i].mtg, (long long)cases[i].overhead,
               (unsigned long long)took);
        CHECK(!cases[i].within || took < cases[i].within);
    }
    /* huge and negative move times */
    SearchLimits l = no_limits();
    l.movetime_ms = big;
    l.depth = 2;
    run_legal(s, m, &l, &r);
    /* the clock counts from start_ms: 150 ms of which 120 are gone */
    l = no_limits();
    l.time_ms[WHITE] = 150;
    l.start_ms = clock_ms(NULL) - 120;
    uint64_t took = run_legal(s, m, &l, &r);
    printf("150 ms clock started 120 ms ago: %llu ms\n", (unsigned long long)took);
    CHECK(took < 100);
    /* a start in the future counts as now */
    l.start_ms = clock_ms(NULL) + 100000;
    l.time_ms[WHITE] = 100;
    took = run_legal(s, m, &l, &r);
    CHECK(took < 100);
    searcher_free(s);
    match_free(m);
    variant_free(v);
}

/* The clock, counting its reads in *ctx. */
static uint64_t counting_clock(void *ctx)
{
    (*(uint64_t *)ctx)++;
    return clock_ms(NULL);
}

/* A Potential Chess node costs some 10,000 instructions (a plain one some
 * hundreds), so its search reads the clock every 64 nodes, not every 1,024:
 * polled as rarely as the plain family, a move overran its time by up to
 * 147 ms. Counted, not timed (a loaded machine times anything): 12,800
 * nodes read the clock at least 150 times (at 1,024 nodes a read, some 20). */
static void test_potential_poll(void)
{
    Variant *v = test_variant("potential");
    Match *m = test_match(v, NULL);
    Searcher *s = searcher_new(8);
    SearchResult r;
    uint64_t reads = 0;
    SearchLimits l = no_limits();
    l.now_ms = counting_clock;
    l.clock_ctx = &reads;
    l.movetime_ms = 60000;
    l.nodes = 12800;
    run_legal(s, m, &l, &r);
    printf("potential: 12,800 nodes, %llu clock reads\n", (unsigned long long)reads);
    CHECK(reads >= 150);
    /* and a move time kept */
    l = no_limits();
    l.movetime_ms = 200;
    uint64_t took = run_legal(s, m, &l, &r);
    printf("potential: 200 ms a move took %llu ms\n", (unsigned long long)took);
    CHECK(took < 400);
    searcher_free(s);
    match_free(m);
    variant_free(v);
}

/* The clock arithmetic, exactly: soft and hard limits for given clocks. */
static void test_time_plan(void)
{
    const struct {
        int64_t time, inc;
        int mtg;
        int64_t overhead, soft, hard;
    } cases[] = {
        /* 10+0.1 at the start: 313 ms a share, 939 at most */
        {10000, 100, 0, 30, 187, 939},
        /* 2+0.05 at the start */
        {2000, 50, 0, 30, 39, 198},
        /* low on a 10+0.1 clock: half the spare time at most */
        {400, 100, 0, 30, 43, 105},
        /* below the reserve (two overheads and the increment) */
        {150, 100, 0, 30, 7, 15},
        {20, 0, 0, 30, 0, 1},
        /* sudden death, 1 s: the overheads to come count */
        {1000, 0, 0, 30, 6, 33},
        /* 40 moves in 60 s, 20 to go */
        {60000, 0, 20, 30, 1780, 8901},
        /* the last move before the control may use the spare clock whole */
        {1000, 0, 1, 30, 546, 910},
        /* no overhead */
        {10000, 0, 0, 0, 150, 750},
        /* hostile values stay in range */
        {INT64_MAX, INT64_MAX, 0, 0, 68719476736, 137438953472},
        {1000, 0, 0, INT64_MAX, 0, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        SearchLimits l = no_limits();
        l.time_ms[BLACK] = cases[i].time;
        l.inc_ms[BLACK] = cases[i].inc;
        l.moves_to_go = cases[i].mtg;
        l.overhead_ms = cases[i].overhead;
        SearchTimePlan p = search_time_plan(&l, BLACK);
        printf("clock %lld inc %lld mtg %d overhead %lld: soft %lld hard %lld\n",
               (long long)cases[i].time, (long long)cases[i].inc, cases[i].mtg,
               (long long)cases[i].overhead, (long long)p.soft_ms, (long long)p.hard_ms);
        CHECK(p.timed);
        CHECK_INT((int)(p.soft_ms - cases[i].soft), 0);
        CHECK_INT((int)(p.hard_ms - cases[i].hard), 0);
        CHECK(!search_time_plan(&l, WHITE).timed); /* White has no clock */
    }
    SearchLimits l = no_limits();
    l.movetime_ms = 100;
    SearchTimePlan p = search_time_plan(&l, WHITE);
    CHECK(p.timed && p.soft_ms == 95 && p.hard_ms == 95);
    l.infinite = true;
    CHECK(!search_time_plan(&l, WHITE).timed);
}

/* m's actions with the draw rules off, searched: a legal move is found. */
static void check_moves_after_draw(Searcher *s, Match *m, GameStatus drawn)
{
    CHECK_INT(match_status(m, NULL), drawn);
    MatchAction a[8];
    CHECK_INT(match_actions(m, a, 8), 0);
    match_set_draw_end(m, false);
    CHECK_INT(match_status(m, NULL), STATUS_ONGOING);
    CHECK(match_actions(m, a, 8) > 0);
    SearchLimits l = no_limits();
    l.depth = 3;
    SearchResult r;
    searcher_arm(s);
    run_legal(s, m, &l, &r);
    Error e;
    CHECK_INT(match_play(m, &r.best, &e), 0);
    match_set_draw_end(m, true);
}

static void test_draw_rules_off(void)
{
    Variant *v = test_variant("fide");
    Searcher *s = searcher_new(8);
    Error e;
    Match *m = test_match(v, NULL);
    CHECK_INT(match_play_movetext(m, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", &e), 0);
    check_moves_after_draw(s, m, STATUS_REPETITION);
    /* and a move played after the threefold is taken */
    match_set_draw_end(m, false);
    CHECK_INT(match_play_text(m, "Nc6", &e), 0);
    match_free(m);
    m = test_match(v, "4k3/8/8/8/8/8/3R4/4K3 w - - 100 80");
    check_moves_after_draw(s, m, STATUS_FIFTY_MOVE);
    match_free(m);
    m = test_match(v, "4k3/8/8/8/8/8/8/4KB2 w - - 0 1");
    check_moves_after_draw(s, m, STATUS_INSUFFICIENT);
    match_free(m);
    /* checkmate stays the end */
    m = test_match(v, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    match_set_draw_end(m, false);
    CHECK_INT(match_status(m, NULL), STATUS_CHECKMATE);
    match_free(m);
    variant_free(v);
    /* the other families too: Portal after a threefold */
    v = test_variant("portal");
    m = test_match(v, NULL);
    CHECK_INT(match_play_movetext(m,
                                  "A:Nf3 B:Nf6 B:Nf3 A:Nf6 A:Ng1 B:Ng8 B:Ng1 A:Ng8 "
                                  "A:Nf3 B:Nf6 B:Nf3 A:Nf6 A:Ng1 B:Ng8 B:Ng1 A:Ng8",
                                  &e),
              0);
    check_moves_after_draw(s, m, STATUS_REPETITION);
    match_free(m);
    variant_free(v);
    searcher_free(s);
}

static void test_reports(void)
{
    Variant *v = test_variant("fide");
    Searcher *s = searcher_new(8);
    SearchResult r;
    Match *m = test_match(v, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    SearchLimits l = no_limits();
    l.depth = 6;
    run_legal(s, m, &l, &r);
    CHECK_STR(r.text, "Ra8#");
    printf("mate in one: depth %d seldepth %d\n", r.info.depth, r.info.seldepth);
    CHECK(r.info.seldepth >= 1);
    match_free(m);
    variant_free(v);
    /* Portal: Black chooses its teleport without seeing White's */
    v = test_variant("portal");
    m = test_match(v, NULL);
    Error e;
    const char *moves[] = {"A:a4", "B:h5", "B:h4", "A:a5", "A:declare", "B:declare", "B:tp:a4-a4"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        CHECK_INT(match_play_text(m, moves[i], &e), 0);
    CHECK(match_action_hidden(m, 6));
    l = no_limits();
    l.depth = 3;
    searcher_arm(s);
    run_legal(s, m, &l, &r);
    printf("hidden teleport: depth %d seldepth %d nodes %llu\n", r.info.depth, r.info.seldepth,
           (unsigned long long)r.info.nodes);
    CHECK_INT(r.info.depth, 3);
    CHECK(r.info.seldepth >= 3);
    match_free(m);
    variant_free(v);
    searcher_free(s);
}

int main(void)
{
    alarm(60); /* a search that never ends fails the test */
    test_stop_kept();
    test_time_plan();
    test_hostile_clocks();
    test_potential_poll();
    test_draw_rules_off();
    test_reports();
    return check_report("test_search_limits");
}
