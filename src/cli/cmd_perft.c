/* cmd_perft.c - the perft and bench commands: move-path counts of any
 * family through the match API, and their speed. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* perft --divide: each action of the shown position with its count, sorted
 * by notation. Returns the total, or UINT64_MAX when memory ran out. */
static uint64_t divide(Match *m, int depth)
{
    MatchAction *list = malloc(sizeof *list * MATCH_MAX_ACTIONS);
    char(*lines)[MATCH_TEXT_MAX + 24] = malloc(sizeof *lines * MATCH_MAX_ACTIONS);
    if (!list || !lines) {
        free(list);
        free(lines);
        return UINT64_MAX;
    }
    match_set_draw_end(m, false); /* RULES.md 7: perft ignores the draw rules */
    int n = match_actions(m, list, MATCH_MAX_ACTIONS);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Error e;
        uint64_t c = 0;
        if (match_play(m, &list[i], &e) == 0) {
            c = match_perft(m, depth - 1);
            match_undo(m);
        }
        snprintf(lines[i], sizeof lines[i], "%s %" PRIu64, list[i].text, c);
        total += c;
    }
    cli_sort_texts(&lines[0][0], n, sizeof lines[0]);
    for (int i = 0; i < n; i++)
        printf("%s\n", lines[i]);
    free(list);
    free(lines);
    return total;
}

int cmd_perft(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL;
    int depth = -1;
    bool by_action = false;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            fen = argv[++i];
        else if (strcmp(argv[i], "--divide") == 0)
            by_action = true;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage("perft: unknown option \"%s\"", argv[i]);
        else if (!variant)
            variant = argv[i];
        else if (depth < 0) {
            char *end;
            long d = strtol(argv[i], &end, 10);
            if (*end || d < 0 || d > 20)
                return cli_usage("perft: depth must be a number from 0 to 20, not \"%s\"", argv[i]);
            depth = (int)d;
        } else
            return cli_usage("perft: unexpected argument \"%s\"", argv[i]);
    }
    if (!variant || depth < 0)
        return cli_usage("perft: usage: perft VARIANT DEPTH [--fen FEN] [--divide]");
    Variant *v = cli_load_variant(variant);
    Match *m = v ? cli_match(v, fen, NULL) : NULL;
    if (!m) {
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    uint64_t total = by_action && depth > 0 ? divide(m, depth) : match_perft(m, depth);
    int rc = CLI_OK;
    if (total == UINT64_MAX) {
        cli_error("out of memory");
        rc = CLI_BAD_INPUT;
    } else {
        printf("nodes %" PRIu64 "\n", total);
    }
    match_free(m);
    variant_free(v);
    return rc;
}

typedef struct BenchCase {
    const char *label;
    const char *variant;
    const char *fen; /* NULL: the variant's start */
    int depth;
    uint64_t expected;
} BenchCase;

static const BenchCase bench_suite[] = {
    {"start", "fide", NULL, 6, 119060324},
    {"kiwipete", "fide", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
     193690690},
    {"position3", "fide", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661},
    {"position4", "fide", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5,
     15833292},
    {"position5", "fide", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194},
    {"position6", "fide",
     "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551},
    /* The mutation variants: the same engine with the switch or change made on every move. */
    {"start", "polypiece", NULL, 6, 112956938},
    {"kiwipete", "polypiece",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 3707411},
    {"start", "revolving", NULL, 6, 121222080},
    {"start", "moveup-takedown", NULL, 5, 7158996},
};

/* A busy Potential middle game in which every piece still holds several types. */
static const char potential_game[] = "1. e2-e4 e7-e5 2. d2-d3 d7-d6 3. c1-g5 c8-g4 4. f1-e2 f8-e7 "
                                     "5. b2-b3 b7-b6 6. c2-c4 c7-c5";

/* The Potential Chess timings: a full move list, and a move played (with its
 * exact filtering and notation) and taken back. */
static int potential_bench(void)
{
    Variant *v = cli_load_variant("potential");
    Match *m = v ? cli_match(v, NULL, potential_game) : NULL;
    MatchAction *list = malloc(sizeof *list * MATCH_MAX_ACTIONS);
    if (!m || !list) {
        free(list);
        match_free(m);
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    int n = match_actions(m, list, MATCH_MAX_ACTIONS), reps = 200;
    double t0 = now_seconds();
    for (int i = 0; i < reps; i++)
        match_actions(m, list, MATCH_MAX_ACTIONS);
    double legal_us = (now_seconds() - t0) / reps * 1e6;
    int plays = 0;
    t0 = now_seconds();
    for (int r = 0; r < 5; r++)
        for (int i = 0; i < n; i++, plays++) {
            Error e;
            if (match_play(m, &list[i], &e) == 0)
                match_undo(m);
        }
    double play_us = (now_seconds() - t0) / plays * 1e6;
    char fen[1024];
    match_fen(m, fen, sizeof fen);
    printf("potential position %s\n", fen);
    printf("potential legal moves %d: %.1f us per full list (target < 100 us)\n", n, legal_us);
    printf("potential play and undo: %.2f us per move (target < 50 us)\n", play_us);
    free(list);
    match_free(m);
    variant_free(v);
    return CLI_OK;
}

int cmd_bench(int argc, char **argv)
{
    if (argc == 1 && strcmp(argv[0], "potential") == 0)
        return potential_bench();
    if (argc > 0)
        return cli_usage("bench: the only argument is \"potential\"");
    uint64_t all_nodes = 0;
    double all_time = 0;
    int failures = 0;
    printf("%-10s %-16s %5s %12s %9s %12s\n", "case", "variant", "depth", "nodes", "seconds",
           "nodes/s");
    for (size_t i = 0; i < sizeof bench_suite / sizeof bench_suite[0]; i++) {
        const BenchCase *b = &bench_suite[i];
        Variant *v = cli_load_variant(b->variant);
        Match *m = v ? cli_match(v, b->fen, NULL) : NULL;
        if (!m) {
            variant_free(v);
            return CLI_BAD_INPUT;
        }
        double t0 = now_seconds();
        uint64_t n = match_perft(m, b->depth);
        double dt = now_seconds() - t0;
        all_nodes += n;
        all_time += dt;
        printf("%-10s %-16s %5d %12" PRIu64 " %9.3f %12.0f%s\n", b->label, b->variant, b->depth, n,
               dt, dt > 0 ? (double)n / dt : 0.0, n == b->expected ? "" : "  WRONG COUNT");
        if (n != b->expected)
            failures++;
        match_free(m);
        variant_free(v);
    }
    printf("total nodes %" PRIu64 " in %.3f s: %.0f nodes/s\n", all_nodes, all_time,
           all_time > 0 ? (double)all_nodes / all_time : 0.0);
    if (potential_bench() != CLI_OK)
        failures++;
    return failures ? CLI_BAD_INPUT : CLI_OK;
}
