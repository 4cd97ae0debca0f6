/* cmd_perft.c - the perft and bench commands. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "cli_portal.h"
#include "fen.h"
#include "notation.h"
#include "perft.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cmd_perft(int argc, char **argv)
{
    int rc;
    const char *variant = NULL, *fen = NULL;
    int depth = -1;
    int divide = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            fen = argv[++i];
        else if (strcmp(argv[i], "--divide") == 0)
            divide = 1;
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
    if (!v)
        return CLI_BAD_INPUT;
    if (v->def.mutation.kind == MUT_POTENTIAL || v->def.portal.layout != PORTAL_NONE) {
        rc = v->def.portal.layout != PORTAL_NONE
                 ? portal_cli_perft(v, fen, depth, divide)
                 : cli_potential_command("perft", v, argc, argv, NULL);
        variant_free(v);
        return rc;
    }
    Position p;
    if (cli_start_position(v, fen, &p) != 0) {
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    uint64_t total = 0;
    if (divide && depth > 0) {
        MoveList list;
        int n = movegen_legal(v, &p, &list);
        char(*names)[64] = malloc(sizeof *names * (size_t)(n ? n : 1));
        uint64_t *counts = malloc(sizeof *counts * (size_t)(n ? n : 1));
        int *order = malloc(sizeof *order * (size_t)(n ? n : 1));
        if (!names || !counts || !order) {
            free(names);
            free(counts);
            free(order);
            variant_free(v);
            return CLI_BAD_INPUT;
        }
        for (int i = 0; i < n; i++) {
            Position q = p;
            notation_write_lan(v, &p, list.moves[i], names[i], sizeof names[i]);
            position_make(v, &q, list.moves[i]);
            counts[i] = perft(v, &q, depth - 1);
            total += counts[i];
            order[i] = i;
        }
        for (int i = 1; i < n; i++) /* insertion sort by name: n is small */
            for (int j = i; j > 0 && strcmp(names[order[j - 1]], names[order[j]]) > 0; j--) {
                int t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        for (int i = 0; i < n; i++)
            printf("%s %" PRIu64 "\n", names[order[i]], counts[order[i]]);
        free(names);
        free(counts);
        free(order);
    } else {
        total = perft(v, &p, depth);
    }
    printf("nodes %" PRIu64 "\n", total);
    variant_free(v);
    return CLI_OK;
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

int cmd_bench(int argc, char **argv)
{
    if (argc == 1 && strcmp(argv[0], "potential") == 0)
        return cli_potential_bench();
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
        if (!v)
            return CLI_BAD_INPUT;
        Position p;
        if (cli_start_position(v, b->fen, &p) != 0) {
            variant_free(v);
            return CLI_BAD_INPUT;
        }
        double t0 = now_seconds();
        uint64_t n = perft(v, &p, b->depth);
        double dt = now_seconds() - t0;
        all_nodes += n;
        all_time += dt;
        printf("%-10s %-16s %5d %12" PRIu64 " %9.3f %12.0f%s\n", b->label, b->variant, b->depth, n,
               dt, dt > 0 ? (double)n / dt : 0.0, n == b->expected ? "" : "  WRONG COUNT");
        if (n != b->expected)
            failures++;
        variant_free(v);
    }
    printf("total nodes %" PRIu64 " in %.3f s: %.0f nodes/s\n", all_nodes, all_time,
           all_time > 0 ? (double)all_nodes / all_time : 0.0);
    if (cli_potential_bench() != CLI_OK)
        failures++;
    return failures ? CLI_BAD_INPUT : CLI_OK;
}
