/* uci.c - the UCI engine (uci.h): the commands, the search in a second
 * thread so that "stop", "isready" and "quit" are answered while it thinks,
 * "go" in every form of the specification and "position". The stop request
 * is the searcher's state, armed before the thread starts (searcher_arm), so
 * a stop that comes at any moment ends the search. The draw rules end
 * nothing here: the GUI adjudicates, and the engine moves while it has a
 * legal move (an "info string" says when the rules call the position drawn). */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "datadir.h"
#include "hostclock.h"
#include "hostfile.h"
#include "uci_impl.h"

/* The next space-separated word of *p (NULL at the end); *p moves past it. */
static char *word(char **p)
{
    char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s) {
        *p = s;
        return NULL;
    }
    char *e = s;
    while (*e && *e != ' ' && *e != '\t')
        e++;
    if (*e)
        *e++ = '\0';
    *p = e;
    return s;
}

/* ---- the search thread --------------------------------------------------- */

static void print_info(const SearchInfo *info, void *ud)
{
    Uci *u = ud;
    pthread_mutex_lock(&u->out_lock);
    cli_print_info(info, true, u->out);
    pthread_mutex_unlock(&u->out_lock);
}

static void *think(void *arg)
{
    Uci *u = arg;
    SearchResult r;
    char best[UCI_MOVE_TEXT] = "0000", ponder[UCI_MOVE_TEXT] = "";
    if (host_search_run(u->s, u->helpers, u->nhelpers, u->m, &u->lim, print_info, u, &r) == 0 &&
        r.found) {
        uci_move_text(u, u->m, &r.best, best);
        /* the reply the line expects, when the line starts with the move played */
        const char *pv = r.info.pv_uci, *sp = strchr(pv, ' ');
        size_t n = strlen(best);
        if (u->ponder && !u->chess960 && sp && (size_t)(sp - pv) == n &&
            strncmp(pv, best, n) == 0) {
            size_t k = strcspn(sp + 1, " ");
            if (k > 0 && k < sizeof ponder) {
                memcpy(ponder, sp + 1, k);
                ponder[k] = '\0';
            }
        }
    } else if (!r.found) {
        uci_say(u, "%s\n", "info string no legal move in this position");
    }
    /* "go infinite" and "go ponder" answer only once released */
    if (u->lim.infinite) {
        pthread_mutex_lock(&u->wait_lock);
        while (!u->released)
            pthread_cond_wait(&u->wait_cond, &u->wait_lock);
        pthread_mutex_unlock(&u->wait_lock);
    }
    if (!atomic_load(&u->quiet)) {
        if (u->lag_colour >= 0 && u->lim.now_ms) { /* the time it used of its clock */
            int c = u->lag_colour;
            int64_t spent = (int64_t)(u->lim.now_ms(u->lim.clock_ctx) - u->lim.start_ms);
            uci_lag_answered(&u->lag, c, u->lim.time_ms[c], u->lim.inc_ms[c], spent);
        }
        if (ponder[0])
            uci_say(u, "bestmove %s ponder %s\n", best, ponder);
        else
            uci_say(u, "bestmove %s\n", best);
    }
    return NULL;
}

void uci_stop(Uci *u, bool quiet)
{
    if (!u->running)
        return;
    atomic_store(&u->quiet, quiet);
    pthread_mutex_lock(&u->wait_lock);
    u->released = true;
    pthread_cond_signal(&u->wait_cond);
    pthread_mutex_unlock(&u->wait_lock);
    searcher_stop(u->s);
    pthread_join(u->thread, NULL);
    u->running = false;
    u->pondering = false;
}

/* Starts the search of u->m within u->lim. */
static void start(Uci *u)
{
    u->released = false;
    atomic_store(&u->quiet, false);
    searcher_arm(u->s); /* before the thread: a stop from now on is kept */
    if (pthread_create(&u->thread, NULL, think, u) == 0) {
        u->running = true;
    } else {
        u->pondering = false;
        uci_say(u, "%s\n", "info string the search thread could not be started");
        uci_say(u, "%s\n", "bestmove 0000");
    }
}

/* ---- go ------------------------------------------------------------------- */

enum {
    GO_WTIME,
    GO_BTIME,
    GO_WINC,
    GO_BINC,
    GO_MOVESTOGO,
    GO_DEPTH,
    GO_NODES,
    GO_MATE,
    GO_MOVETIME,
    GO_NUMBERS
};

static const char *const go_numbers[GO_NUMBERS] = {"wtime", "btime", "winc", "binc",    "movestogo",
                                                   "depth", "nodes", "mate", "movetime"};

static int go_number(const char *w)
{
    for (int i = 0; i < GO_NUMBERS; i++)
        if (strcmp(w, go_numbers[i]) == 0)
            return i;
    return -1;
}

/* A number as UCI writes it, clamped to int64 (errno's range error); false
 * when w is not a number. */
static bool read_number(const char *w, int64_t *out)
{
    char *end;
    errno = 0;
    long long n = strtoll(w, &end, 10);
    if (end == w || *end)
        return false;
    *out = (int64_t)n; /* ERANGE: strtoll gave LLONG_MAX or LLONG_MIN */
    return true;
}

static int64_t at_least(int64_t v, int64_t lo)
{
    return v < lo ? lo : v;
}

static int clamp_int(int64_t v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : (int)v;
}

/* The limits of "go ARGS" into *l: zero and negative values mean as little
 * as possible, never "no limit"; "go" without a limit searches until stop. */
static bool parse_go(Uci *u, char *args, SearchLimits *l, bool *ponder)
{
    int64_t num[GO_NUMBERS];
    bool given[GO_NUMBERS] = {false}, infinite = false;
    *ponder = false;
    for (char *w = word(&args); w; w = word(&args)) {
        int k = go_number(w);
        if (k >= 0) {
            char *n = word(&args);
            if (!n || !read_number(n, &num[k])) {
                /* taken as 0: as little as possible */
                uci_say(u, "info string go: %s needs a number, not \"%s\"\n", w, n ? n : "");
                num[k] = 0;
                if (n && go_number(n) >= 0)
                    return false;
            }
            given[k] = true;
        } else if (strcmp(w, "infinite") == 0) {
            infinite = true;
        } else if (strcmp(w, "ponder") == 0) {
            *ponder = true;
        } else if (strcmp(w, "searchmoves") == 0) {
            uci_say(u, "%s\n", "info string go: searchmoves is not supported, all moves searched");
            while (*args && go_number(args) < 0 && strncmp(args, "infinite", 8) != 0 &&
                   strncmp(args, "ponder", 6) != 0)
                word(&args);
        } else {
            uci_say(u, "info string go: unknown word \"%s\" ignored\n", w);
        }
    }
    memset(l, 0, sizeof *l);
    l->now_ms = host_clock_ms;
    l->overhead_ms = u->overhead_ms;
    l->multipv = u->multipv;
    l->infinite = infinite;
    if (given[GO_DEPTH])
        l->depth = clamp_int(num[GO_DEPTH], 1, SEARCH_MAX_DEPTH);
    if (given[GO_MATE]) {
        int d = clamp_int(num[GO_MATE], 1, SEARCH_MAX_DEPTH) * 2 - 1;
        d = d > SEARCH_MAX_DEPTH ? SEARCH_MAX_DEPTH : d;
        l->depth = l->depth && l->depth < d ? l->depth : d;
    }
    if (given[GO_NODES])
        l->nodes = (uint64_t)at_least(num[GO_NODES], 1);
    if (given[GO_MOVETIME])
        l->movetime_ms = at_least(num[GO_MOVETIME], 1);
    bool clock = false;
    for (int k = GO_WTIME; k <= GO_MOVESTOGO; k++)
        clock |= given[k];
    if (clock) {
        for (int c = WHITE; c <= BLACK; c++) {
            int t = c == WHITE ? GO_WTIME : GO_BTIME, i = c == WHITE ? GO_WINC : GO_BINC;
            /* no time or none left: as little as possible */
            l->time_ms[c] = given[t] ? at_least(num[t], 1) : 1;
            l->inc_ms[c] = given[i] ? at_least(num[i], 0) : 0;
        }
        l->moves_to_go = given[GO_MOVESTOGO] ? clamp_int(num[GO_MOVESTOGO], 0, INT_MAX) : 0;
    }
    if (!l->depth && !l->nodes && !l->movetime_ms && !clock)
        l->infinite = true;
    return true;
}

static void go(Uci *u, char *args)
{
    uint64_t received = host_clock_ms(NULL);
    uci_stop(u, false);
    bool ponder;
    SearchLimits l;
    if (!parse_go(u, args, &l, &ponder)) {
        uci_say(u, "%s\n", "info string go: not understood, searching one move deep");
        memset(&l, 0, sizeof l);
        l.depth = 1;
    }
    l.start_ms = received;
    u->lag_colour = -1;
    if (l.time_ms[WHITE] > 0 || l.time_ms[BLACK] > 0) {
        u->lag_colour = match_to_move(u->m) & 1;
        l.overhead_ms =
            uci_lag_observe(&u->lag, u->lag_colour, l.time_ms[u->lag_colour], l.overhead_ms);
    }
    u->lim = l;
    u->pondering = ponder;
    if (ponder) {
        /* think on the opponent's time until "ponderhit" (the limits then
         * count from it) or "stop" */
        u->after_ponder = l;
        u->lim.infinite = true;
    }
    start(u);
}

static void ponderhit(Uci *u)
{
    if (!u->running || !u->pondering) {
        uci_say(u, "%s\n", "info string ponderhit ignored: not pondering");
        return;
    }
    uint64_t received = host_clock_ms(NULL);
    uci_stop(u, true); /* what it found stays in the table */
    u->lim = u->after_ponder;
    u->lim.start_ms = received;
    start(u);
}

/* ---- position ------------------------------------------------------------- */

/* The move read as a record's reader reads it (match_read: no notation made for every legal
 * action) and played, when that is the one move of those squares the slow path would pick;
 * false, nothing played, when it is not. */
static bool play_read(Uci *u, Match *m, const char *want)
{
    Error e;
    MatchAction a;
    char t[UCI_MOVE_TEXT];
    if (u->chess960 || match_read(m, want, &a, &e) != 0)
        return false;
    uci_move_text(u, m, &a, t); /* read as another move: the slow path's choice instead */
    return strcmp(t, want) == 0 && match_play(m, &a, &e) == 0;
}

static int play_uci(Uci *u, Match *m, const char *text)
{
    char want[UCI_MOVE_TEXT + 1];
    size_t len = strlen(text);
    if (len >= sizeof want)
        return -1;
    for (size_t i = 0; i <= len; i++) /* "b7a8Q" as "b7a8q" */
        want[i] = (char)tolower((unsigned char)text[i]);
    if (play_read(u, m, want))
        return 0;
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    if (!acts)
        return -1;
    int n = match_actions(m, acts, MATCH_MAX_ACTIONS), rc = -1;
    for (int i = 0; i < n; i++) {
        char t[UCI_MOVE_TEXT];
        uci_move_text(u, m, &acts[i], t);
        if (strcmp(t, want) == 0) {
            Error e;
            rc = match_play(m, &acts[i], &e);
            break;
        }
    }
    free(acts);
    return rc;
}

/* A long move list keeps the last UCI_KEEP plies of its history once it reaches UCI_REBASE:
 * the match holds every ply's position, notation and node (some 460 bytes a ply), which a
 * GUI's line of a million plies made 412 MB. A repetition reaches back only to the last
 * capture or pawn move, and past the fifty-move rule's 100 plies the position is drawn by
 * that rule already; what is dropped is a repetition of a position over UCI_KEEP plies back
 * in a line without one for as long (docs/search.md, "UCI"). */
#define UCI_KEEP 1024
#define UCI_REBASE 8192

/* m started again from its position UCI_KEEP plies before its end, with those plies played
 * on it; m itself when that cannot be made (its FEN not read back, no memory). */
static Match *rebase(Uci *u, Match *m)
{
    int plies = match_plies(m), from = plies - UCI_KEEP;
    char fen[1024];
    match_goto(m, from);
    int rc = match_fen(m, fen, sizeof fen);
    match_goto(m, plies);
    Error e;
    error_clear(&e);
    Match *fresh = rc < 0 ? NULL : match_new(u->v, fen, &e);
    if (!fresh)
        return m;
    match_set_draw_end(fresh, false);
    for (int i = from; i < plies; i++) {
        if (match_play_text(fresh, match_action_text(m, i), &e) != 0) {
            match_free(fresh);
            return m;
        }
    }
    match_free(m);
    return fresh;
}

/* An "info string" when the rules the GUI adjudicates call m drawn. */
static void say_drawn(Uci *u, Match *m)
{
    match_set_draw_end(m, true);
    GameStatus st = match_status(m, NULL);
    match_set_draw_end(m, false);
    if (st == STATUS_REPETITION || st == STATUS_FIFTY_MOVE || st == STATUS_INSUFFICIENT)
        uci_say(u, "info string the position is drawn by the rules (%s); playing on\n",
                game_status_name(st));
}

static void set_position(Uci *u, char *args)
{
    char *w = word(&args);
    char fen[1024] = "";
    bool startpos = w && strcmp(w, "startpos") == 0;
    if (w && strcmp(w, "fen") == 0) {
        size_t used = 0;
        for (char *f = word(&args); f && strcmp(f, "moves") != 0; f = word(&args)) {
            size_t k = strlen(f);
            if (used + k + 2 > sizeof fen) {
                uci_say(u, "%s\n", "info string position: the FEN is too long; position unchanged");
                return;
            }
            if (used)
                fen[used++] = ' ';
            memcpy(fen + used, f, k + 1);
            used += k;
        }
        if (!used) {
            uci_say(u, "%s\n", "info string position: no FEN after \"fen\"; position unchanged");
            return;
        }
    } else if (!startpos) {
        uci_say(u,
                "info string position: expected startpos or fen, not \"%s\"; position unchanged\n",
                w ? w : "");
        return;
    } else {
        w = word(&args);
        if (w && strcmp(w, "moves") != 0) {
            uci_say(u, "info string position: \"%s\" after startpos ignored\n", w);
            while (w && strcmp(w, "moves") != 0)
                w = word(&args);
        }
    }
    Error e;
    error_clear(&e);
    Match *m = match_new(u->v, startpos ? NULL : fen, &e);
    if (!m) {
        char what[sizeof e.what + 40]; /* the column in the FEN as its words were joined */
        cli_fen_error(&e, what, sizeof what);
        uci_say(u, "info string position: %s; position unchanged\n", what);
        return;
    }
    match_set_draw_end(m, false);
    int next = UCI_REBASE;
    for (char *t = word(&args); t; t = word(&args)) {
        if (play_uci(u, m, t) != 0) {
            uci_say(u, "info string position: illegal move %s; the moves before it are played\n",
                    t);
            break;
        }
        if (match_plies(m) >= next) { /* a match that could not be made again: not each ply */
            Match *fresh = rebase(u, m);
            next = fresh == m ? match_plies(m) + UCI_REBASE : UCI_REBASE;
            m = fresh;
        }
    }
    match_free(u->m);
    u->m = m;
    say_drawn(u, m);
}

/* ---- the engine ----------------------------------------------------------- */

Uci *uci_new(FILE *out, size_t hash_mb)
{
    Uci *u = calloc(1, sizeof *u);
    if (!u)
        return NULL;
    u->out = out;
    u->overhead_ms = 30;
    uci_lag_reset(&u->lag);
    u->lag_colour = -1;
    u->multipv = 1;
    pthread_mutex_init(&u->out_lock, NULL);
    pthread_mutex_init(&u->wait_lock, NULL);
    pthread_cond_init(&u->wait_cond, NULL);
    atomic_init(&u->quiet, false);
    u->s = searcher_new(hash_mb);
    u->hash_mb = hash_mb;
    char path[1024];
    Variant *v = NULL;
    Error e;
    error_clear(&e);
    if (!u->s || datadir_variant_path("fide", path, sizeof path) != 0 ||
        host_load_variant(path, &v, &e) != 0) {
        uci_say(u, "info string cannot start: %s\n", e.what[0] ? e.what : "no variants folder");
        uci_free(u);
        return NULL;
    }
    uci_use_variant(u, v, "fide");
    if (!u->m) {
        uci_free(u);
        return NULL;
    }
    return u;
}

void uci_free(Uci *u)
{
    if (!u)
        return;
    uci_stop(u, false);
    match_free(u->m);
    variant_free(u->v);
    free(u->variant_list);
    host_search_helpers_free(u->helpers, u->nhelpers);
    searcher_free(u->s);
    pthread_cond_destroy(&u->wait_cond);
    pthread_mutex_destroy(&u->wait_lock);
    pthread_mutex_destroy(&u->out_lock);
    free(u);
}

void uci_line_dropped(Uci *u, size_t length, bool nul)
{
    if (nul)
        uci_say(u, "info string a line of %zu bytes with a NUL byte was ignored\n", length);
    else
        uci_say(u, "info string a line of %zu bytes was ignored (at most %u)\n", length,
                UCI_LINE_MAX);
}

static const char *const commands[] = {"uci",      "debug",      "isready",  "setoption",
                                       "register", "ucinewgame", "position", "go",
                                       "stop",     "ponderhit",  "quit"};

bool uci_command(Uci *u, const char *line)
{
    char *copy = strdup(line), *p = copy;
    if (!copy)
        return true;
    /* unknown words before a command are skipped (the UCI specification) */
    char *cmd = word(&p), *first = cmd;
    size_t i = 0, n = sizeof commands / sizeof commands[0];
    while (cmd) {
        for (i = 0; i < n && strcmp(cmd, commands[i]) != 0; i++)
            ;
        if (i < n)
            break;
        cmd = word(&p);
    }
    bool more = true;
    if (!cmd) {
        if (first)
            uci_say(u, "info string unknown command \"%.80s\" ignored\n", first);
    } else if (strcmp(cmd, "uci") == 0) {
        uci_identify(u);
    } else if (strcmp(cmd, "isready") == 0) {
        uci_say(u, "%s\n", "readyok");
    } else if (strcmp(cmd, "debug") == 0 || strcmp(cmd, "register") == 0) {
        /* nothing to do */
    } else if (strcmp(cmd, "ucinewgame") == 0) {
        uci_stop(u, false);
        uci_lag_reset(&u->lag);
        uci_fresh_table(u);
    } else if (strcmp(cmd, "setoption") == 0) {
        uci_stop(u, false);
        uci_set_option(u, p);
    } else if (strcmp(cmd, "position") == 0) {
        uci_stop(u, false);
        set_position(u, p);
    } else if (strcmp(cmd, "go") == 0) {
        go(u, p);
    } else if (strcmp(cmd, "stop") == 0) {
        uci_stop(u, false);
    } else if (strcmp(cmd, "ponderhit") == 0) {
        ponderhit(u);
    } else {
        more = false; /* quit */
    }
    free(copy);
    return more;
}

void uci_run(Uci *u, FILE *in, size_t max_line, int lines)
{
    char *line = NULL;
    size_t cap = 0, dropped = 0;
    long len;
    for (int n = 0; (lines <= 0 || n < lines) &&
                    (len = uci_read_line(in, &line, &cap, max_line, &dropped)) != -1;
         n++) {
        if (len == -2)
            uci_line_dropped(u, dropped, false);
        else if (memchr(line, '\0', (size_t)len))
            uci_line_dropped(u, (size_t)len, true);
        else if (!uci_command(u, line))
            break;
    }
    free(line);
}

long uci_read_line(FILE *in, char **buf, size_t *cap, size_t max, size_t *dropped)
{
    size_t len = 0;
    bool over = false;
    int c;
    if (!*buf) {
        *buf = malloc(256);
        if (!*buf)
            return -1;
        *cap = 256;
    }
    while ((c = getc(in)) != EOF && c != '\n') {
        if (over || len >= max) {
            over = true;
            len++;
            continue;
        }
        if (len + 1 >= *cap) {
            size_t grown = *cap ? *cap * 2 : 256;
            char *b = realloc(*buf, grown);
            if (!b) {
                over = true;
                len++;
                continue;
            }
            *buf = b;
            *cap = grown;
        }
        (*buf)[len++] = (char)c;
    }
    if (c == EOF && len == 0)
        return -1;
    if (over) {
        *dropped = len;
        return -2;
    }
    if (len > 0 && (*buf)[len - 1] == '\r')
        len--;
    (*buf)[len] = '\0';
    return (long)len;
}
