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

/* The action text without its captured type "(T)", and without its ">SET"
 * when `keep_set` is false, into out. */
static void owner_key(const char *text, bool keep_set, char *out, size_t size)
{
    size_t n = 0;
    for (const char *c = text; *c && n + 1 < size; c++) {
        if (*c == '(' || (*c == '>' && !keep_set))
            break;
        out[n++] = *c == 'x' ? ':' : *c;
    }
    out[n] = '\0';
}

/* --owner: the last move of play is a capture whose captured piece's owner
 * (the player to act after it) chooses what it was; the computer, as that
 * owner, picks the choice (search_choose_for_owner) and prints the whole
 * move: "owner e4:d5>QP(R)". */
static int owner_choice(const Variant *v, const char *fen, const char *play, Searcher *s,
                        const SearchLimits *lim)
{
    if (!play)
        return cli_usage("bestmove: --owner needs --play with the capture last");
    size_t len = strlen(play);
    char *head = malloc(len + 1);
    if (!head)
        return CLI_BAD_INPUT;
    memcpy(head, play, len + 1);
    while (len && (head[len - 1] == ' ' || head[len - 1] == '\t' || head[len - 1] == '\n'))
        head[--len] = '\0';
    char *last = strrchr(head, ' ');
    char *move = last ? last + 1 : head;
    if (last)
        *last = '\0';
    char want[MATCH_TEXT_MAX];
    owner_key(move, strchr(move, '>') != NULL, want, sizeof want);
    Match *m = cli_match(v, fen, last ? head : NULL);
    MatchAction *acts = m ? malloc(sizeof *acts * MATCH_MAX_ACTIONS) : NULL;
    int rc = CLI_BAD_INPUT;
    if (acts) {
        int n = match_actions(m, acts, MATCH_MAX_ACTIONS), k = 0;
        for (int i = 0; i < n; i++) {
            char key[MATCH_TEXT_MAX];
            owner_key(acts[i].text, strchr(move, '>') != NULL, key, sizeof key);
            if (acts[i].victim && strcmp(key, want) == 0)
                acts[k++] = acts[i];
        }
        int pick = k ? search_choose_for_owner(s, m, acts, k, lim) : -1;
        if (k == 0) {
            cli_error("\"%s\" is not a legal capture here", move);
        } else if (pick < 0) {
            cli_error("out of memory");
        } else {
            printf("owner %s\n", acts[pick].text);
            rc = CLI_OK;
        }
    }
    free(acts);
    match_free(m);
    free(head);
    return rc;
}

/* Milliseconds of a --movetime kept for the process's start and end. */
#define BESTMOVE_EXIT_MS 15

int cmd_bestmove(int argc, char **argv)
{
    /* a move time counts from here: loading the variant, the game and the
     * table (some 200 ms on a loaded machine) are part of the answer's time
     * (not with --owner, whose choices share the time one after another) */
    uint64_t began = host_clock_ms(NULL);
    const char *variant = NULL, *fen = NULL, *play = NULL;
    long movetime = 0, depth = 0, hash = 16, level = 0, seed = 0, threads = 1, multipv = 1;
    long nodes = 0;
    bool owner = false;
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
        else if (strcmp(a, "--nodes") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, 2000000000, &nodes);
        else if (strcmp(a, "--hash") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, 4096, &hash);
        else if (strcmp(a, "--level") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, 10, &level);
        else if (strcmp(a, "--threads") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, HOST_SEARCH_MAX_THREADS, &threads);
        else if (strcmp(a, "--multipv") == 0 && has)
            rc = cli_number("bestmove", a, argv[++i], 1, SEARCH_MAX_LINES, &multipv);
        else if (strcmp(a, "--owner") == 0)
            owner = true;
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
        return cli_usage(
            "bestmove: usage: bestmove VARIANT [--fen FEN] [--play MOVETEXT] "
            "[--movetime MS | --depth N | --level N | --nodes N] [--hash MB] [--threads N] "
            "[--multipv N] [--seed N] [--owner]");
    if (movetime && depth)
        return cli_usage("bestmove: give --movetime or --depth, not both");
    if (nodes && (movetime || depth))
        return cli_usage("bestmove: give --nodes alone, not with --movetime or --depth");
    Variant *v = cli_load_variant(variant);
    Match *m = v && !owner ? cli_match(v, fen, play) : NULL;
    Searcher *s = m ? searcher_new((size_t)hash) : NULL, *helpers[HOST_SEARCH_MAX_THREADS];
    int nhelpers = s ? host_search_helpers(s, (int)threads, helpers) : 0;
    if (owner && v) {
        s = searcher_new((size_t)hash);
        SearchLimits lim;
        memset(&lim, 0, sizeof lim);
        if (level)
            search_level_limits((int)level, &lim);
        lim.depth = depth ? (int)depth : lim.depth;
        lim.movetime_ms = movetime ? movetime : level || depth ? lim.movetime_ms : 1000;
        lim.seed = (uint64_t)seed;
        lim.now_ms = host_clock_ms;
        int rc = s ? owner_choice(v, fen, play, s, &lim) : CLI_BAD_INPUT;
        searcher_free(s);
        variant_free(v);
        return rc;
    }
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
    /* the whole process within the move time: main's clock misses the
     * loader before it, and after the answer the tables' pages are given
     * back (3-9 ms for the 16 MB table) and the process ends (1-5 ms) */
    if (movetime)
        lim.movetime_ms = movetime - (movetime >= 150 ? BESTMOVE_EXIT_MS : movetime / 10);
    if (nodes) /* about that many nodes (the count is read every 64 to 1,024) */
        lim.nodes = (uint64_t)nodes;
    else if (!level && !depth && !movetime)
        lim.movetime_ms = 1000;
    lim.seed = (uint64_t)seed;
    lim.multipv = (int)multipv;
    lim.now_ms = host_clock_ms;
    lim.start_ms = began;
    SearchResult r;
    int rc = CLI_OK;
    if (match_status(m, NULL) != STATUS_ONGOING) {
        printf("bestmove none\n");
    } else if (host_search_run(s, helpers, nhelpers, m, &lim, print_info, NULL, &r) != 0) {
        cli_error("out of memory");
        rc = CLI_BAD_INPUT;
    } else {
        printf("bestmove %s\n", r.found ? r.text : "none");
    }
    fflush(stdout); /* the answer before the tables are freed */
    host_search_helpers_free(helpers, nhelpers);
    searcher_free(s);
    match_free(m);
    variant_free(v);
    return rc;
}
