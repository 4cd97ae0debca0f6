/* test_multipv.c - several lines from one search (SearchLimits.multipv):
 * exact lines in tactical positions, and in every family the lines of each
 * iteration are reported 1..n, sorted by score, with distinct first moves,
 * every move of every line legal (played back through match_play_text). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "morphchess/match.h"
#include "morphchess/search.h"
#include "support.h"

static uint64_t clock_ms(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* What the callback saw: every report, checked as it comes. */
typedef struct Seen {
    int reports, iterations, want_line, depth;
    int score[SEARCH_MAX_LINES];
    char first[SEARCH_MAX_LINES][MATCH_TEXT_MAX];
    bool bad;
} Seen;

static void first_move(const char *pv, char *out, size_t size)
{
    size_t n = strcspn(pv, " ");
    if (n >= size)
        n = size - 1;
    memcpy(out, pv, n);
    out[n] = '\0';
}

/* A score to sort by: mates beyond every centipawn score. */
static int rank_of(const SearchInfo *in)
{
    if (!in->mate)
        return in->score_cp;
    return in->mate_in > 0 ? 100000 - in->mate_in : -100000 - in->mate_in;
}

static void on_info(const SearchInfo *in, void *ud)
{
    Seen *s = ud;
    s->reports++;
    if (in->line == 1) {
        s->iterations++;
        s->want_line = 1;
        s->depth = in->depth;
    }
    /* lines come 1..n, each of the iteration's depth */
    if (in->line != s->want_line || in->line > in->lines || in->depth != s->depth) {
        fprintf(stderr, "line %d of %d (depth %d) where line %d (depth %d) was due\n", in->line,
                in->lines, in->depth, s->want_line, s->depth);
        s->bad = true;
        return;
    }
    int i = in->line - 1;
    s->want_line++;
    s->score[i] = rank_of(in);
    first_move(in->pv, s->first[i], sizeof s->first[i]);
    if (i > 0 && s->score[i] > s->score[i - 1]) {
        fprintf(stderr, "line %d scores %d, above line %d's %d\n", i + 1, s->score[i], i,
                s->score[i - 1]);
        s->bad = true;
    }
    for (int j = 0; j < i; j++)
        if (strcmp(s->first[j], s->first[i]) == 0) {
            fprintf(stderr, "lines %d and %d both begin with %s\n", j + 1, i + 1, s->first[i]);
            s->bad = true;
        }
}

/* Searches fen (NULL: the start) of variant id to depth with `lines` lines,
 * checks what every family must give and fills *r. */
static void multipv(const char *id, const char *fen, int depth, int lines, SearchResult *r)
{
    Variant *v = test_variant(id);
    Match *m = match_new(v, fen, NULL);
    CHECK(m != NULL);
    Searcher *s = searcher_new(16);
    SearchLimits l;
    memset(&l, 0, sizeof l);
    l.depth = depth;
    l.multipv = lines;
    l.now_ms = clock_ms;
    Seen seen;
    memset(&seen, 0, sizeof seen);
    memset(r, 0, sizeof *r);
    if (!m || !s) {
        searcher_free(s);
        match_free(m);
        variant_free(v);
        return;
    }
    CHECK_INT(search_run(s, m, &l, on_info, &seen, r), 0);
    if (seen.bad)
        fprintf(stderr, "  in %s at depth %d\n", id, depth);
    CHECK(!seen.bad);
    /* every iteration reported (a mate found ends the search early) */
    CHECK(seen.iterations >= 1 && seen.iterations <= depth);
    CHECK_INT(r->lines[0].depth, seen.iterations);
    CHECK_INT(seen.reports, seen.iterations * r->nlines);
    CHECK(r->found);
    /* the result's lines are the last report's; the best move is line 1's */
    char best[MATCH_TEXT_MAX];
    first_move(r->lines[0].pv, best, sizeof best);
    CHECK_STR(best, r->text);
    CHECK_STR(r->info.pv, r->lines[0].pv);
    /* every move of every line is legal where it is played */
    for (int i = 0; i < r->nlines; i++) {
        CHECK_INT(r->lines[i].line, i + 1);
        CHECK_INT(r->lines[i].lines, r->nlines);
        Match *c = match_new(v, fen, NULL);
        char pv[SEARCH_PV_TEXT];
        snprintf(pv, sizeof pv, "%s", r->lines[i].pv);
        int plies = 0;
        for (char *tok = strtok(pv, " "); tok && c; tok = strtok(NULL, " ")) {
            Error e;
            error_clear(&e);
            if (match_play_text(c, tok, &e) != 0) {
                fprintf(stderr, "%s line %d \"%s\": %s is not legal: %s\n", id, i + 1,
                        r->lines[i].pv, tok, e.what);
                CHECK(false);
                break;
            }
            plies++;
        }
        CHECK(plies > 0);
        match_free(c);
    }
    printf("%s depth %d:", id, depth);
    for (int i = 0; i < r->nlines; i++)
        printf(" [%d] %s (%d)", i + 1, seen.first[i], seen.score[i]);
    printf("\n");
    searcher_free(s);
    match_free(m);
    variant_free(v);
}

/* The queen takes a rook with check, a bishop or a knight: three lines in
 * that order; a rook mates in one, or in two in many ways. */
static void test_exact(void)
{
    SearchResult r;
    multipv("fide", "k2r4/6b1/8/8/n2Q4/8/8/7K w - - 0 1", 4, 3, &r);
    CHECK_INT(r.nlines, 3);
    CHECK(strncmp(r.lines[0].pv, "Qxd8+ ", 6) == 0);
    CHECK(strncmp(r.lines[1].pv, "Qxg7 ", 5) == 0);
    CHECK(strncmp(r.lines[2].pv, "Qxa4+ ", 6) == 0);
    CHECK(r.lines[0].score_cp > r.lines[1].score_cp + 400);
    multipv("fide", "k7/8/1K6/8/8/8/8/7R w - - 0 1", 5, 3, &r);
    CHECK_STR(r.lines[0].pv, "Rh8#");
    CHECK(r.lines[0].mate && r.lines[0].mate_in == 1);
    CHECK(r.lines[1].mate && r.lines[1].mate_in == 2);
    CHECK(r.lines[2].mate && r.lines[2].mate_in == 2);
    /* fewer moves than lines: one line per move (a king with two squares) */
    multipv("fide", "k7/8/8/8/8/8/8/K6q w - - 0 1", 3, 5, &r);
    CHECK_INT(r.nlines, 2);
    /* one line asked: one line reported, as before MultiPV */
    multipv("fide", NULL, 3, 1, &r);
    CHECK_INT(r.nlines, 1);
    CHECK_INT(r.lines[0].lines, 1);
}

/* Every family: plain boards with mutations, Potential (the lines name the
 * sets the moves narrow to), Portal (both boards' actions). */
static void test_families(void)
{
    static const struct {
        const char *id;
        int depth;
    } cases[] = {
        {"polypiece", 4},       {"revolving", 4},        {"revolving-classic", 4},
        {"moveup-takedown", 4}, {"polypiece-atomic", 3}, {"potential", 2},
        {"portal", 4},          {"portal-polypiece", 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        SearchResult r;
        multipv(cases[i].id, NULL, cases[i].depth, 3, &r);
        CHECK_INT(r.nlines, 3);
        if (strcmp(cases[i].id, "potential") == 0) /* a move and the set it leaves */
            CHECK(strchr(r.lines[0].pv, '>') != NULL);
        if (strncmp(cases[i].id, "portal", 6) == 0) /* both boards' actions */
            CHECK(strstr(r.lines[0].pv, "A:") && strstr(r.lines[0].pv, "B:"));
    }
}

int main(void)
{
    test_exact();
    test_families();
    return check_report("test_multipv");
}
