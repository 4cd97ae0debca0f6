/* cmd_uci.c - morphchess-cli uci: the engine behind the Universal Chess
 * Interface for the variants whose moves UCI can write (from-square,
 * to-square, a promotion or choice letter): the plain family without atomic
 * Polypiece. The search runs in a second thread so that "stop" and
 * "isready" are answered while it thinks. */
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "hostclock.h"
#include "hostsearch.h"
#include "morphchess/search.h"

#define UCI_LINE 65536
#define UCI_MAX_VARIANTS 128

typedef struct Uci {
    Variant *v;
    char variant_id[VAR_NAME_MAX];
    Match *m;
    Searcher *s;
    Searcher *helpers[HOST_SEARCH_MAX_THREADS]; /* sharing s's table (option Threads) */
    int nhelpers;
    size_t hash_mb;
    int multipv; /* lines to report (option MultiPV) */
    SearchLimits lim;
    pthread_t thread;
    bool running;
    atomic_bool stop_asked;
    pthread_mutex_t out; /* one writer at a time on stdout */
} Uci;

static void say(Uci *u, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void say(Uci *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&u->out);
    vprintf(fmt, ap);
    va_end(ap);
    fflush(stdout);
    pthread_mutex_unlock(&u->out);
}

/* UCI can write every action of v: one board, no atom choice, no sets. */
static bool uci_writable(const Variant *v)
{
    const VariantDef *d = variant_def(v);
    return d->portal.layout == PORTAL_NONE && d->mutation.kind != MUT_POTENTIAL &&
           !d->mutation.atomic;
}

static void square(int sq, char *out)
{
    out[0] = (char)('a' + sq % 8);
    out[1] = (char)('1' + sq / 8);
}

/* An action as UCI writes it: "e2e4", "e7e8q" (a one-letter choice in lower
 * case), "0000" for a pass. */
static void uci_text(const MatchAction *a, char out[8])
{
    if (a->kind != ACTION_MOVE) {
        strcpy(out, "0000");
        return;
    }
    square(a->from, out);
    square(a->to, out + 2);
    int n = 4;
    if (a->choice[0] && !a->choice[1]) {
        char c = a->choice[0];
        out[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    out[n] = '\0';
}

static int play_uci(Match *m, const char *text)
{
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    if (!acts)
        return -1;
    int n = match_actions(m, acts, MATCH_MAX_ACTIONS), rc = -1;
    for (int i = 0; i < n; i++) {
        char t[8];
        uci_text(&acts[i], t);
        if (strcmp(t, text) == 0) {
            Error e;
            rc = match_play(m, &acts[i], &e);
            break;
        }
    }
    free(acts);
    return rc;
}

static void print_info(const SearchInfo *info, void *ud)
{
    Uci *u = ud;
    pthread_mutex_lock(&u->out);
    cli_print_info(info, true, stdout);
    pthread_mutex_unlock(&u->out);
}

static void *think(void *arg)
{
    Uci *u = arg;
    SearchResult r;
    char best[8] = "0000";
    if (host_search_run(u->s, u->helpers, u->nhelpers, u->m, &u->lim, print_info, u, &r) == 0 &&
        r.found)
        uci_text(&r.best, best);
    /* "go infinite" answers only after "stop" */
    while (u->lim.infinite && !atomic_load(&u->stop_asked)) {
        struct timespec ts = {0, 2000000};
        nanosleep(&ts, NULL);
    }
    say(u, "bestmove %s\n", best);
    return NULL;
}

static void stop_thinking(Uci *u)
{
    if (!u->running)
        return;
    atomic_store(&u->stop_asked, true);
    searcher_stop(u->s);
    pthread_join(u->thread, NULL);
    u->running = false;
}

static void list_variants(Uci *u)
{
    char *ids[UCI_MAX_VARIANTS];
    int n = cli_shipped_ids(ids, UCI_MAX_VARIANTS);
    char line[4096];
    int used = snprintf(line, sizeof line, "option name UCI_Variant type combo default fide");
    for (int i = 0; i < n; i++) {
        Variant *v = cli_load_variant(ids[i]);
        if (v && uci_writable(v) && used > 0 && (size_t)used < sizeof line)
            used += snprintf(line + used, sizeof line - (size_t)used, " var %s", ids[i]);
        variant_free(v);
        free(ids[i]);
    }
    say(u, "%s\n", line);
}

static int set_variant(Uci *u, const char *id)
{
    Variant *v = cli_load_variant(id);
    if (!v)
        return -1;
    if (!uci_writable(v)) {
        say(u, "info string variant %s cannot be written in UCI moves\n", id);
        variant_free(v);
        return -1;
    }
    match_free(u->m);
    u->m = NULL;
    variant_free(u->v);
    u->v = v;
    snprintf(u->variant_id, sizeof u->variant_id, "%s", id);
    u->m = match_new(v, NULL, NULL);
    return u->m ? 0 : -1;
}

static void set_position(Uci *u, char *args)
{
    char *moves = strstr(args, " moves");
    if (moves)
        *moves = '\0';
    const char *fen = NULL;
    while (*args == ' ')
        args++;
    if (strncmp(args, "fen ", 4) == 0)
        fen = args + 4;
    Error e;
    Match *m = match_new(u->v, fen, &e);
    if (!m) {
        say(u, "info string bad position: %s\n", e.what);
        return;
    }
    if (moves) {
        for (char *t = strtok(moves + 6, " \t"); t; t = strtok(NULL, " \t")) {
            if (play_uci(m, t) != 0) {
                say(u, "info string illegal move %s\n", t);
                break;
            }
        }
    }
    match_free(u->m);
    u->m = m;
}

static int64_t num_after(const char *args, const char *key)
{
    const char *p = strstr(args, key);
    if (!p)
        return 0;
    return strtoll(p + strlen(key), NULL, 10);
}

static void go(Uci *u, const char *args)
{
    stop_thinking(u);
    memset(&u->lim, 0, sizeof u->lim);
    u->lim.now_ms = host_clock_ms;
    u->lim.depth = (int)num_after(args, "depth ");
    u->lim.nodes = (uint64_t)num_after(args, "nodes ");
    u->lim.movetime_ms = num_after(args, "movetime ");
    u->lim.time_ms[0] = num_after(args, "wtime ");
    u->lim.time_ms[1] = num_after(args, "btime ");
    u->lim.inc_ms[0] = num_after(args, "winc ");
    u->lim.inc_ms[1] = num_after(args, "binc ");
    u->lim.moves_to_go = (int)num_after(args, "movestogo ");
    u->lim.infinite = strstr(args, "infinite") != NULL;
    u->lim.multipv = u->multipv;
    if (!u->lim.depth && !u->lim.nodes && !u->lim.movetime_ms && !u->lim.time_ms[0] &&
        !u->lim.time_ms[1] && !u->lim.infinite)
        u->lim.infinite = true;
    atomic_store(&u->stop_asked, false);
    if (pthread_create(&u->thread, NULL, think, u) == 0)
        u->running = true;
    else
        say(u, "%s\n", "bestmove 0000");
}

/* threads - 1 helpers of u->s, in place of those it had. */
static void set_helpers(Uci *u, int threads)
{
    host_search_helpers_free(u->helpers, u->nhelpers);
    u->nhelpers = host_search_helpers(u->s, threads, u->helpers);
}

static void set_option(Uci *u, const char *args)
{
    const char *name = strstr(args, "name "), *value = strstr(args, " value ");
    if (!name || !value)
        return;
    name += 5;
    value += 7;
    if (strncmp(name, "UCI_Variant", 11) == 0) {
        set_variant(u, value);
    } else if (strncmp(name, "Hash", 4) == 0) {
        long mb = strtol(value, NULL, 10);
        Searcher *s = searcher_new(mb > 0 ? (size_t)mb : 16);
        if (s) {
            int threads = u->nhelpers + 1;
            set_helpers(u, 1);
            searcher_free(u->s);
            u->s = s;
            set_helpers(u, threads);
        }
    } else if (strncmp(name, "MultiPV", 7) == 0) {
        long n = strtol(value, NULL, 10);
        u->multipv = n < 1 ? 1 : n > SEARCH_MAX_LINES ? SEARCH_MAX_LINES : (int)n;
    } else if (strncmp(name, "Threads", 7) == 0) {
        long n = strtol(value, NULL, 10);
        set_helpers(u, n < 1 ? 1 : n > HOST_SEARCH_MAX_THREADS ? HOST_SEARCH_MAX_THREADS : (int)n);
    }
}

int cmd_uci(int argc, char **argv)
{
    (void)argv;
    if (argc > 0)
        return cli_usage("uci: takes no arguments");
    Uci u;
    memset(&u, 0, sizeof u);
    pthread_mutex_init(&u.out, NULL);
    atomic_init(&u.stop_asked, false);
    u.multipv = 1;
    u.s = searcher_new(16);
    char *line = malloc(UCI_LINE);
    if (!u.s || !line || set_variant(&u, "fide") != 0) {
        free(line);
        searcher_free(u.s);
        return CLI_BAD_INPUT;
    }
    while (fgets(line, UCI_LINE, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *cmd = line;
        while (*cmd == ' ')
            cmd++;
        if (strcmp(cmd, "uci") == 0) {
            say(&u, "%s\n", "id name morphchess " MORPH_VERSION);
            say(&u, "%s\n", "id author the morphchess authors");
            list_variants(&u);
            say(&u, "%s\n", "option name Hash type spin default 16 min 1 max 4096");
            say(&u, "option name Threads type spin default 1 min 1 max %d\n",
                HOST_SEARCH_MAX_THREADS);
            say(&u, "option name MultiPV type spin default 1 min 1 max %d\n", SEARCH_MAX_LINES);
            say(&u, "%s\n", "uciok");
        } else if (strcmp(cmd, "isready") == 0) {
            say(&u, "%s\n", "readyok");
        } else if (strcmp(cmd, "ucinewgame") == 0) {
            stop_thinking(&u);
            searcher_clear(u.s);
            for (int i = 0; i < u.nhelpers; i++)
                searcher_clear(u.helpers[i]);
        } else if (strncmp(cmd, "setoption", 9) == 0) {
            stop_thinking(&u);
            set_option(&u, cmd + 9);
        } else if (strncmp(cmd, "position", 8) == 0) {
            stop_thinking(&u);
            set_position(&u, cmd + 8);
        } else if (strncmp(cmd, "go", 2) == 0 && (cmd[2] == ' ' || cmd[2] == '\0')) {
            go(&u, cmd + 2);
        } else if (strcmp(cmd, "stop") == 0) {
            stop_thinking(&u);
        } else if (strcmp(cmd, "quit") == 0) {
            break;
        }
    }
    stop_thinking(&u);
    free(line);
    match_free(u.m);
    variant_free(u.v);
    set_helpers(&u, 1);
    searcher_free(u.s);
    pthread_mutex_destroy(&u.out);
    return CLI_OK;
}
