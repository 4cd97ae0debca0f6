/* cmd_search.c - the bestmove command: the computer's choice in a position
 * of any variant, with the search's "info" lines (morphchess/search.h). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hostclock.h"
#include "hostsearch.h"
#include "morphchess/search.h"

void cli_print_info(const SearchInfo *info, bool uci, FILE *out)
{
    fprintf(out, "info depth %d", info->depth);
    if (uci)
        fprintf(out, " seldepth %d", info->seldepth);
    if (info->lines > 1)
        fprintf(out, " multipv %d", info->line);
    if (info->mate)
        fprintf(out, " score mate %d", info->mate_in);
    else
        fprintf(out, " score cp %d", info->score_cp);
    fprintf(out, " nodes %" PRIu64 " nps %" PRIu64, info->nodes, info->nps);
    if (uci)
        fprintf(out, " time %" PRId64, info->time_ms);
    const char *pv = uci ? info->pv_uci : info->pv;
    if (*pv)
        fprintf(out, " pv %s", pv);
    fputc('\n', out);
    fflush(out);
}

static void print_info(const SearchInfo *info, void *ud)
{
    (void)ud;
    cli_print_info(info, false, stdout);
}

int cli_number(const char *cmd, const char *opt, const char *arg, long lo, long hi, long *out)
{
    char *end;
    long n = strtol(arg, &end, 10);
    if (*arg == '\0' || *end || n < lo || n > hi) {
        cli_usage("%s: %s must be a number from %ld to %ld, not \"%s\"", cmd, opt, lo, hi, arg);
        return -1;
    }
    *out = n;
    return 0;
}

int cmd_bestmove(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL, *play = NULL;
    long movetime = 0, depth = 0, hash = 16, level = 0, seed = 0, threads = 1, multipv = 1;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        bool has = i + 1 < argc;
        int rc = 0;
        if (strcmp(a, "--fen") == 0 && has)
            fen = argv[++i];
        else if (strcmp(a, "--play") == 0 && has)
            play = argv[++i];
        else if (strcmp(a, "--movetime") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, 86400000, &movetime);
        else if (strcmp(a, "--depth") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, SEARCH_MAX_DEPTH, &depth);
        else if (strcmp(a, "--hash") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, 4096, &hash);
        else if (strcmp(a, "--level") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, 10, &level);
        else if (strcmp(a, "--threads") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, HOST_SEARCH_MAX_THREADS, &threads);
        else if (strcmp(a, "--multipv") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, SEARCH_MAX_LINES, &multipv);
        else if (strcmp(a, "--seed") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 0, 2147483647, &seed);
        else if (a[0] == '-' && a[1])
            return cli_usage("bestmove: unknown option \"%s\"", a);
        else if (!variant)
            variant = a;
        else
            return cli_usage("bestmove: unexpected argument \"%s\"", a);
        if (rc != 0)
            return CLI_USAGE;
    }
    if (!variant)
        return cli_usage("bestmove: usage: bestmove VARIANT [--fen FEN] [--play MOVETEXT] "
                         "[--movetime MS | --depth N | --level N] [--hash MB] [--threads N] "
                         "[--multipv N] [--seed N]");
    if (movetime && depth)
        return cli_usage("bestmove: give --movetime or --depth, not both");
    Variant *v = cli_load_variant(variant);
    Match *m = v ? cli_match(v, fen, play) : NULL;
    Searcher *s = m ? searcher_new((size_t)hash) : NULL, *helpers[HOST_SEARCH_MAX_THREADS];
    int nhelpers = s ? host_search_helpers(s, (int)threads, helpers) : 0;
    if (!s) {
        match_free(m);
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    if (level)
        search_level_limits((int)level, &lim);
    if (depth)
        lim.depth = (int)depth;
    if (movetime)
        lim.movetime_ms = movetime;
    if (!level && !depth && !movetime)
        lim.movetime_ms = 1000;
    lim.seed = (uint64_t)seed;
    lim.multipv = (int)multipv;
    lim.now_ms = host_clock_ms;
    SearchResult r;
    int rc = CLI_OK;
    if (match_status(m, NULL) != STATUS_ONGOING) {
        printf("bestmove none\n");
    } else if (host_search_run(s, helpers, nhelpers, m, &lim, print_info, NULL, &r) != 0) {
        printf("error: out of memory\n");
        rc = CLI_BAD_INPUT;
    } else {
        printf("bestmove %s\n", r.found ? r.text : "none");
    }
    host_search_helpers_free(helpers, nhelpers);
    searcher_free(s);
    match_free(m);
    variant_free(v);
    return rc;
}
