/* bench_linear.c - that the cost of long records grows with the record, not its square: each
 * case timed at a size and four (or sixteen) times that size, in the process's own CPU time,
 * the ratio printed with the target (a quadratic cost gives the square of the size's ratio).
 * A benchmark, not a test: scripts/bench-records.sh runs it; the suite's tests check what
 * these records read as (tests/core/test_hostile.c, test_match.c). Exit status 1 when a ratio
 * misses its target. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "longrec.h"
#include "morphchess/match.h"
#include "morphchess/save.h"
#include "support.h"

static int missed;

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Prints one case's two figures and their ratio against the target. */
static void report(const char *what, const char *small, double a, const char *big, double b,
                   double target)
{
    double ratio = a > 0 ? b / a : 0;
    bool ok = b < target * a + 0.05;
    printf("%-34s %s %.3f s, %s %.3f s: x%.1f (target under x%.0f)%s\n", what, small, a, big, b,
           ratio, target, ok ? "" : "  MISSED");
    missed += !ok;
}

/* CPU seconds to replay `text` in v (the better of two runs). */
static double replay_time(const Variant *v, const char *text)
{
    double best = 1e9;
    for (int run = 0; run < 2; run++) {
        double t0 = cpu_seconds();
        Match *m = longrec_replay(v, text);
        double secs = cpu_seconds() - t0;
        if (!m)
            exit(1);
        best = secs < best ? secs : best;
        match_free(m);
    }
    return best;
}

/* Portal moves: each move once walked the game for the positions that repeat. */
static void portal_moves(void)
{
    Variant *v = longrec_no_draws_of("variants/portal.json");
    char *few = longrec_portal_knights(10000), *many = longrec_portal_knights(40000);
    report("Portal moves", "10,000 plies", replay_time(v, few), "40,000", replay_time(v, many), 10);
    free(many);
    free(few);
    variant_free(v);
}

/* Moves, and a comment a move: each comment once searched all the comments before it. */
static void moves_and_comments(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    for (int comments = 0; comments < 2; comments++) {
        char *few = longrec_knights(20000, 0, comments),
             *many = longrec_knights(80000, 0, comments);
        report(comments ? "a comment a move" : "moves", "20,000 plies", replay_time(v, few),
               "80,000", replay_time(v, many), 10);
        free(many);
        free(few);
    }
    variant_free(v);
}

/* CPU seconds to write the save of a match whose one comment is a word of n bytes. */
static double comment_save_time(const Variant *v, size_t n)
{
    char *text = malloc(n + 64);
    int head = snprintf(text, 64, "1. Nf3 {");
    memset(text + head, 'w', n);
    snprintf(text + head + n, 64, "} Nf6 *");
    Match *m = longrec_replay(v, text);
    if (!m)
        exit(1);
    double t0 = cpu_seconds();
    char *saved = save_write(m, "");
    double secs = cpu_seconds() - t0;
    free(saved);
    match_free(m);
    free(text);
    return secs;
}

/* One comment word: it was cut into 63-byte words, each found by scanning the rest again. */
static void comment_word(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    size_t n = 1 << 20;
    report("a comment word, saved", "64 KB", comment_save_time(v, n / 16), "1 MB",
           comment_save_time(v, n), 64);
    variant_free(v);
}

/* A record of one move followed by n comments ({c0} {c1} ...) or n NAGs, then the reply. */
static char *many_notes(int n, bool nags)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    fprintf(f, "1. Nf3 ");
    for (int i = 0; i < n; i++)
        fprintf(f, nags ? "$%d " : "{c%d} ", nags ? i % 200 : i);
    fprintf(f, "Nf6 *\n");
    fclose(f);
    return text;
}

/* Many notes on one move (issue 49): each measured the note again, and searched it to its end. */
static void notes_on_one_move(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    for (int nags = 0; nags < 2; nags++) {
        char *few = many_notes(25000, nags), *many = many_notes(400000, nags);
        report(nags ? "NAGs on one move" : "comments on one move", "25,000", replay_time(v, few),
               "400,000", replay_time(v, many), 64);
        free(many);
        free(few);
    }
    variant_free(v);
}

/* CPU seconds to ask a game's captured pieces 2,000 times. */
static double captured_time(const Variant *v, const char *text)
{
    Match *m = longrec_replay(v, text);
    if (!m)
        exit(1);
    char cap[2][40];
    double t0 = cpu_seconds();
    for (int i = 0; i < 2000; i++)
        match_captured(m, cap);
    double secs = cpu_seconds() - t0;
    match_free(m);
    return secs;
}

/* The captured pieces were found by a walk of the game each time they were asked. */
static void captured(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    char *few = longrec_knights(2500, 0, false), *many = longrec_knights(40000, 0, false);
    report("captured pieces, asked 2,000 times", "2,500 plies", captured_time(v, few), "40,000",
           captured_time(v, many), 4);
    free(many);
    free(few);
    variant_free(v);
    v = longrec_no_draws_of("variants/portal.json");
    few = longrec_portal_knights(2500);
    many = longrec_portal_knights(40000);
    report("Portal's captured pieces", "2,500 plies", captured_time(v, few), "40,000",
           captured_time(v, many), 4);
    free(many);
    free(few);
    variant_free(v);
}

int main(void)
{
    printf("CPU time of long records (a quadratic cost gives the square of the size ratio)\n");
    portal_moves();
    moves_and_comments();
    comment_word();
    notes_on_one_move();
    captured();
    return missed ? 1 : 0;
}
