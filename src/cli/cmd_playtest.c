/* cmd_playtest.c - the playtest command: the computer plays a variant against itself and
 * reports who wins, how long games last and how often each type moves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hostclock.h"
#include "morphchess/playtest.h"

static bool progress(const PlaytestReport *r, void *ud)
{
    (void)ud;
    fprintf(stderr, "\rgame %d, ply %3d: %d-%d-%d", r->games + (r->ply > 0), r->ply, r->white_wins,
            r->black_wins, r->draws + r->unfinished);
    return true;
}

int cmd_playtest(int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("playtest: usage: playtest VARIANT [--games N] [--plies N] [--depth N]");
    int games = 20, plies = 200, depth = 3;
    for (int i = 1; i < argc; i += 2) {
        int *target = strcmp(argv[i], "--games") == 0   ? &games
                      : strcmp(argv[i], "--plies") == 0 ? &plies
                      : strcmp(argv[i], "--depth") == 0 ? &depth
                                                        : NULL;
        char *end = NULL;
        long n = target && i + 1 < argc ? strtol(argv[i + 1], &end, 10) : 0;
        if (!target || !end || *end || n < 1 || n > 100000)
            return cli_usage("playtest: bad argument \"%s\"", argv[i]);
        *target = (int)n;
    }
    Variant *v = cli_load_variant(argv[0]);
    if (!v)
        return CLI_BAD_INPUT;
    SearchLimits limits;
    memset(&limits, 0, sizeof limits);
    limits.depth = depth > SEARCH_MAX_DEPTH ? SEARCH_MAX_DEPTH : depth;
    limits.now_ms = host_clock_ms;
    PlaytestReport r;
    Error e;
    error_clear(&e);
    bool shown = isatty(2); /* the games so far, on a terminal */
    int rc = playtest_run(v, games, plies, &limits, shown ? progress : NULL, NULL, &r, &e);
    if (shown)
        fputc('\n', stderr);
    if (rc != 0) {
        cli_print_error(&e);
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    printf("variant %s, %d games of at most %d plies, depth %d\n", variant_def(v)->name, r.games,
           plies, limits.depth);
    printf("white wins %d (%.0f%%), black wins %d (%.0f%%), draws %d (%.0f%%), unfinished %d\n",
           r.white_wins, 100.0 * r.white_wins / r.games, r.black_wins,
           100.0 * r.black_wins / r.games, r.draws, 100.0 * r.draws / r.games, r.unfinished);
    printf("average length %.1f plies\n", (double)r.plies / r.games);
    printf("moves by type (white / black):");
    for (int i = 0; i < r.ntypes; i++)
        printf(" %c %ld/%ld", r.type[i], r.moves[0][i], r.moves[1][i]);
    printf("\n");
    variant_free(v);
    return CLI_OK;
}
