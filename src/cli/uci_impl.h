/* uci_impl.h - what the UCI engine's files share: the engine (uci.c: the
 * commands, the search thread, go and position), its options and move
 * texts (uci_option.c: setoption, the option list, variants, castling as
 * Chess960 writes it) and its writer (uci_say.c). */
#ifndef MORPH_UCI_IMPL_H
#define MORPH_UCI_IMPL_H

#include <pthread.h>
#include <stdatomic.h>

#include "hostsearch.h"
#include "morphchess/match.h"
#include "morphchess/search.h"
#include "uci.h"
#include "uci_lag.h"

#define UCI_MOVE_TEXT 8

struct Uci {
    FILE *out;
    pthread_mutex_t out_lock; /* one writer at a time on out */
    Variant *v;
    char variant_id[VAR_NAME_MAX];
    char *variant_list; /* " var fide var ..." for the option line, made once */
    Match *m;
    Searcher *s;
    size_t hash_mb;                             /* option Hash: the size s's table was asked for */
    Searcher *helpers[HOST_SEARCH_MAX_THREADS]; /* sharing s's table (option Threads) */
    int nhelpers;
    int64_t overhead_ms; /* option Move Overhead */
    UciLag lag;          /* the delays outside the engine, learnt from the clocks */
    int lag_colour;      /* the colour whose clock the running search spends (-1: none) */
    bool chess960;       /* option UCI_Chess960: castling as the king taking its rook */
    bool ponder;         /* option Ponder: bestmove names the reply expected */
    int multipv;         /* option MultiPV: lines to report */
    /* the search: its limits, its thread, and what ends its wait */
    SearchLimits lim;
    SearchLimits after_ponder; /* "go ponder": the limits "ponderhit" starts */
    bool pondering;
    pthread_t thread;
    bool running;
    pthread_mutex_t wait_lock;
    pthread_cond_t wait_cond;
    bool released;     /* "stop", "quit" or a new command: the thread may answer */
    atomic_bool quiet; /* the search is dropped ("ponderhit"): no bestmove */
};

/* Writes one line (printf-style) to u->out, whole. */
void uci_say(Uci *u, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Stops a running search; its bestmove is written unless quiet. */
void uci_stop(Uci *u, bool quiet);

/* "uci": the id, the options and "uciok". */
void uci_identify(Uci *u);

/* "setoption name N [value V]" (args after "setoption"). */
void uci_set_option(Uci *u, const char *args);

/* "ucinewgame"'s table: a new one of the same size in place of the old (its pages, fresh
 * from the system, are zero: nothing to clear before "isready" is answered; a 4 GB table
 * took 25 s to clear), the old one cleared when no new one can be had. */
void uci_fresh_table(Uci *u);

/* Makes v (owned from now on) the engine's variant at its start position. */
void uci_use_variant(Uci *u, Variant *v, const char *id);

/* a as UCI writes it in m (the position it is an action of): "e2e4",
 * "e7e8q", "0000" for a pass; castling as the king's move, or with
 * UCI_Chess960 as the king taking its rook ("e1h1"). */
void uci_move_text(const Uci *u, const Match *m, const MatchAction *a, char out[UCI_MOVE_TEXT]);

#endif
