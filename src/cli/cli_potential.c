/* cli_potential.c - morphchess-cli for Potential Chess: moves, show, replay, perft, actualize,
 * bench. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "datadir.h"
#include "potential.h"

/* The variant argument of a command line (the first word that is not an
 * option or an option's value). */
static const char *variant_arg(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if ((strcmp(argv[i], "--fen") == 0 || strcmp(argv[i], "--play") == 0) && i + 1 < argc)
            i++;
        else if (argv[i][0] != '-')
            return argv[i];
    }
    return NULL;
}

/* Loads the variant quietly: NULL when it is not a loadable Potential
 * variant; *unplayable is set (and the error printed) for a Potential
 * variant whose pieces this engine cannot play. */
typedef struct Args {
    const char *fen, *play, *file;
    int depth;
    int divide;
} Args;

static int parse_args(const char *cmd, int argc, char **argv, Args *a)
{
    memset(a, 0, sizeof *a);
    a->depth = -1;
    bool seen_variant = false;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            a->fen = argv[++i];
        else if (strcmp(argv[i], "--play") == 0 && i + 1 < argc && strcmp(cmd, "replay") != 0 &&
                 strcmp(cmd, "perft") != 0)
            a->play = argv[++i];
        else if (strcmp(argv[i], "--divide") == 0 && strcmp(cmd, "perft") == 0)
            a->divide = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage("%s: unknown option \"%s\"", cmd, argv[i]);
        else if (!seen_variant)
            seen_variant = true;
        else if (strcmp(cmd, "replay") == 0 && !a->file)
            a->file = argv[i];
        else if (strcmp(cmd, "perft") == 0 && a->depth < 0) {
            char *end;
            long d = strtol(argv[i], &end, 10);
            if (*end || d < 0 || d > 20)
                return cli_usage("perft: depth must be a number from 0 to 20, not \"%s\"", argv[i]);
            a->depth = (int)d;
        } else
            return cli_usage("%s: unexpected argument \"%s\"", cmd, argv[i]);
    }
    if (strcmp(cmd, "perft") == 0 && a->depth < 0)
        return cli_usage("perft: usage: perft VARIANT DEPTH [--fen FEN] [--divide]");
    return CLI_OK;
}

/* The game after --fen and --play (or the replay text); prints the error
 * and returns NULL on failure. */
static PotGame *reach(const Variant *v, const Args *a, const char *text)
{
    Error e;
    error_clear(&e);
    PotPos start;
    const char *fen = a->fen;
    char tag[POT_FEN_MAX];
    const char *t = text ? strstr(text, "[FEN \"") : NULL;
    if (!fen && t) {
        /* a saved game's own start (movetext_parse would read it as an orthodox FEN) */
        t += 6;
        size_t n = strcspn(t, "\"\n");
        if (n < sizeof tag) {
            memcpy(tag, t, n);
            tag[n] = '\0';
            fen = tag;
        }
    }
    if (fen && potential_fen_read(fen, &start, &e) != 0) {
        cli_print_error(&e);
        return NULL;
    }
    if (!fen)
        potential_start(&start);
    PotGame *g = potential_game_new(&start);
    if (!g) {
        error_set(&e, "", "out of memory");
        cli_print_error(&e);
        return NULL;
    }
    if (text && potential_game_play_text(v, g, text, &e) != 0) {
        cli_print_error(&e);
        potential_game_free(g);
        return NULL;
    }
    return g;
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp((const char *)x, (const char *)y);
}

static int run_moves(const Variant *v, const PotGame *g)
{
    const PotPos *p = potential_game_pos(g);
    PotMoveList list;
    int n =
        potential_game_status(v, g, NULL, NULL) == POT_ONGOING ? potential_legal(v, p, &list) : 0;
    char(*names)[POT_TEXT_MAX] = malloc(sizeof *names * (size_t)(n ? n : 1));
    if (!names)
        return CLI_BAD_INPUT;
    for (int i = 0; i < n; i++)
        potential_move_write(v, p, list.moves[i], names[i], sizeof names[i]);
    qsort(names, (size_t)n, sizeof *names, cmp_str);
    for (int i = 0; i < n; i++)
        printf("%s\n", names[i]);
    free(names);
    return CLI_OK;
}

static int run_show(const Variant *v, const PotGame *g)
{
    const PotPos *p = potential_game_pos(g);
    printf("   +");
    for (int f = 0; f < 8; f++)
        printf("------");
    printf("-+\n");
    for (int r = 7; r >= 0; r--) {
        printf(" %d |", r + 1);
        for (int f = 0; f < 8; f++) {
            int id = p->board[r * 8 + f];
            char set[8] = ".";
            if (id != POT_NONE)
                potential_set_text(p->cur[id], pot_colour(id), set);
            if (id != POT_NONE && p->cur[id] != p->org[id])
                strcat(set, "/");
            printf(" %5s", set);
        }
        printf(" |\n");
    }
    printf("   +");
    for (int f = 0; f < 8; f++)
        printf("------");
    printf("-+\n    ");
    for (int f = 0; f < 8; f++)
        printf("     %c", 'a' + f);
    printf("\n\n");
    char fen[POT_FEN_MAX];
    potential_fen_write(p, fen, sizeof fen);
    const char *status, *result;
    potential_game_status(v, g, &status, &result);
    printf("%s to move%s\n", p->stm == WHITE ? "White" : "Black",
           potential_in_check(v, p, p->stm) ? ", in check" : "");
    printf("fen %s\nstatus %s\nresult %s\n", fen, status, result);
    return CLI_OK;
}

static int run_replay(const Variant *v, const PotGame *g)
{
    char fen[POT_FEN_MAX];
    potential_fen_write(potential_game_pos(g), fen, sizeof fen);
    const char *status, *result;
    potential_game_status(v, g, &status, &result);
    printf("fen %s\nstatus %s\nresult %s\n", fen, status, result);
    return CLI_OK;
}

static uint64_t perft(const Variant *v, const PotPos *p, int depth)
{
    PotMoveList *list = malloc(sizeof *list);
    if (!list)
        return 0;
    int n = potential_legal(v, p, list);
    uint64_t total = 0;
    if (depth <= 1) {
        total = depth == 1 ? (uint64_t)n : 1;
    } else {
        for (int i = 0; i < n; i++) {
            PotPos q;
            potential_apply(v, p, list->moves[i], &q);
            total += perft(v, &q, depth - 1);
        }
    }
    free(list);
    return total;
}

static int run_perft(const Variant *v, const PotGame *g, const Args *a)
{
    const PotPos *p = potential_game_pos(g);
    uint64_t total = 0;
    if (a->divide && a->depth > 0) {
        PotMoveList list;
        int n = potential_legal(v, p, &list);
        char(*names)[POT_TEXT_MAX + 24] = malloc(sizeof *names * (size_t)(n ? n : 1));
        if (!names)
            return CLI_BAD_INPUT;
        for (int i = 0; i < n; i++) {
            PotPos q;
            potential_apply(v, p, list.moves[i], &q);
            uint64_t c = perft(v, &q, a->depth - 1);
            int len = potential_move_write(v, p, list.moves[i], names[i], POT_TEXT_MAX);
            snprintf(names[i] + len, sizeof names[i] - (size_t)len, " %" PRIu64, c);
            total += c;
        }
        qsort(names, (size_t)n, sizeof *names, cmp_str);
        for (int i = 0; i < n; i++)
            printf("%s\n", names[i]);
        free(names);
    } else {
        total = a->depth == 0 ? 1 : perft(v, p, a->depth);
    }
    printf("nodes %" PRIu64 "\n", total);
    return CLI_OK;
}

static int run_actualize(const Variant *v, const PotGame *g)
{
    Variant *ortho = cli_load_variant("potential-actualized");
    if (!ortho)
        return CLI_BAD_INPUT;
    char fen[POT_FEN_MAX];
    size_t size = 64 + (size_t)g->count * 16;
    char *text = malloc(size);
    Error e;
    error_clear(&e);
    int rc = CLI_OK;
    if (!text) {
        rc = CLI_BAD_INPUT;
    } else if (potential_actualize(v, g, ortho, fen, sizeof fen, text, size, &e) != 0) {
        cli_print_error(&e);
        rc = CLI_BAD_INPUT;
    } else {
        printf("start %s\n%s\n", fen, text);
    }
    free(text);
    variant_free(ortho);
    return rc;
}

int cli_potential_command(const char *cmd, const Variant *v, int argc, char **argv,
                          const char *movetext)
{
    Error e;
    error_clear(&e);
    if (potential_check_variant(v, &e) != 0) {
        /* a Potential variant this engine cannot play: say so, run nothing */
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    Args a;
    int rc = parse_args(cmd, argc, argv, &a);
    if (rc != CLI_OK)
        return rc;
    PotGame *g = reach(v, &a, movetext ? movetext : a.play);
    if (!g)
        rc = CLI_BAD_INPUT;
    else if (strcmp(cmd, "moves") == 0)
        rc = run_moves(v, g);
    else if (strcmp(cmd, "show") == 0)
        rc = run_show(v, g);
    else if (strcmp(cmd, "replay") == 0)
        rc = run_replay(v, g);
    else if (strcmp(cmd, "perft") == 0)
        rc = run_perft(v, g, &a);
    else
        rc = run_actualize(v, g);
    potential_game_free(g);
    return rc;
}

int cmd_actualize(int argc, char **argv)
{
    const char *arg = variant_arg(argc, argv);
    if (!arg)
        return cli_usage("actualize: usage: actualize VARIANT [--fen FEN] [--play MOVETEXT]");
    Variant *v = cli_load_variant(arg);
    if (!v)
        return CLI_BAD_INPUT;
    int rc = CLI_BAD_INPUT;
    if (v->def.mutation.kind == MUT_POTENTIAL)
        rc = cli_potential_command("actualize", v, argc, argv, NULL);
    else
        printf("error: %s: not a Potential Chess variant\n", arg);
    variant_free(v);
    return rc;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A busy middle game in which every piece still holds several types. */
static const char bench_game[] = "1. e2-e4 e7-e5 2. d2-d3 d7-d6 3. c1-g5 c8-g4 4. f1-e2 f8-e7 "
                                 "5. b2-b3 b7-b6 6. c2-c4 c7-c5";

int cli_potential_bench(void)
{
    Variant *v = cli_load_variant("potential");
    if (!v)
        return CLI_BAD_INPUT;
    PotPos start;
    potential_start(&start);
    PotGame *g = potential_game_new(&start);
    Error e;
    error_clear(&e);
    if (!g || potential_game_play_text(v, g, bench_game, &e) != 0) {
        cli_print_error(&e);
        potential_game_free(g);
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    const PotPos *p = potential_game_pos(g);
    PotMoveList list;
    int n = potential_legal(v, p, &list), reps = 200;
    double t0 = now_seconds();
    for (int i = 0; i < reps; i++)
        potential_legal(v, p, &list);
    double legal_us = (now_seconds() - t0) / reps * 1e6;
    int applies = 0;
    t0 = now_seconds();
    for (int r = 0; r < 20; r++)
        for (int i = 0; i < n; i++, applies++) {
            PotPos q;
            potential_apply(v, p, list.moves[i], &q);
        }
    double apply_us = (now_seconds() - t0) / applies * 1e6;
    char fen[POT_FEN_MAX];
    potential_fen_write(p, fen, sizeof fen);
    printf("potential position %s\n", fen);
    printf("potential legal moves %d: %.1f us per full list (target < 5000 us)\n", n, legal_us);
    printf("potential apply with filtering: %.2f us per move (target < 1000 us)\n", apply_us);
    potential_game_free(g);
    variant_free(v);
    return CLI_OK;
}
