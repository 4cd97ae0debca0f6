/* uci_stress.c - the UCI engine (src/cli/uci.h) against random interleavings
 * of its commands, as a GUI in a hurry sends them: 150 fresh engines (60
 * with MORPH_TEST_QUICK=1, ROUNDS given as the argument: the 1,000
 * are "test_uci_stress 1000"), each first given "position startpos", "go
 * infinite", "stop" and "isready" at once (the stop that used to be lost),
 * then a random run of go (every form: depth, nodes, movetime, clocks, mate,
 * infinite, ponder), stop, position, isready, ucinewgame, setoption and
 * ponderhit, sent back to back or a millisecond apart, ended by quit or by
 * the engine being freed. Checked: no command hangs (a stop, a new position or go,
 * quit: they wait for the search to end; 30 s is taken as a hang),
 * every isready gets its readyok, every go exactly one bestmove naming a
 * legal move of the start (or the one move played) and a go with a limit
 * answers by itself, without any stop (checked in a quarter of the rounds). The engine answers on a
 * pipe read by a second thread. Meant for the sanitizer builds too (ASan + UBSan). */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "uci.h"
#include "uci_wait.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int readyoks, bestmoves, bad_moves, lines_read;
static char last_bad[128];

static void nap_us(unsigned us)
{
    struct timespec ts = {0, (long)us * 1000};
    nanosleep(&ts, NULL);
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static unsigned rnd(unsigned n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % n);
}

/* A move of the start position or, after "e2e4", of Black's replies: any
 * from-to text on the right ranks will do here (legality is the engine's). */
static bool plausible(const char *m)
{
    return strlen(m) == 4 && m[0] >= 'a' && m[0] <= 'h' && m[2] >= 'a' && m[2] <= 'h' &&
           ((m[1] == '1' || m[1] == '2') ? (m[3] >= '1' && m[3] <= '4')
                                         : (m[1] == '7' || m[1] == '8') && m[3] >= '5');
}

static void *reader(void *arg)
{
    FILE *in = arg;
    char line[4096];
    while (fgets(line, sizeof line, in)) {
        pthread_mutex_lock(&lock);
        lines_read++;
        if (strcmp(line, "readyok\n") == 0) {
            readyoks++;
        } else if (strncmp(line, "bestmove ", 9) == 0) {
            char move[16] = "";
            sscanf(line + 9, "%15s", move);
            bestmoves++;
            if (!plausible(move)) {
                bad_moves++;
                snprintf(last_bad, sizeof last_bad, "%.100s", line);
            }
        }
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

/* Waits until *count reaches want or ms pass; true when it did. */
static bool wait_for(const int *count, int want, unsigned ms)
{
    uint64_t end = now_ms() + ms;
    pthread_mutex_lock(&lock);
    while (*count < want && now_ms() < end) {
        cond_nap(&changed, &lock, 2);
    }
    bool ok = *count >= want;
    pthread_mutex_unlock(&lock);
    return ok;
}

static int count_of(const int *count)
{
    pthread_mutex_lock(&lock);
    int n = *count;
    pthread_mutex_unlock(&lock);
    return n;
}

static int failures;
static unsigned slowest_ms;
static char slowest[128];

static void fail(int round, const char *what)
{
    if (failures++ < 10)
        fprintf(stderr, "round %d: %s\n", round, what);
}

/* Sends one command; false after quit. Checks that it returns in time. */
static bool send(Uci *u, int round, const char *cmd, int *gos, int *readies)
{
    uint64_t t0 = now_ms();
    bool more = uci_command(u, cmd);
    unsigned took = (unsigned)(now_ms() - t0);
    if (took > slowest_ms) {
        slowest_ms = took;
        snprintf(slowest, sizeof slowest, "%.100s", cmd);
    }
    if (took > 30000) { /* a command that hangs (a deadlock), not a slow machine */
        char what[200];
        snprintf(what, sizeof what, "\"%s\" took %u ms", cmd, took);
        fail(round, what);
    }
    if (strncmp(cmd, "go", 2) == 0)
        (*gos)++;
    if (strcmp(cmd, "isready") == 0)
        (*readies)++;
    return more;
}

/* A random "go" and the milliseconds within which it must answer alone (0:
 * it waits for a stop). */
static unsigned random_go(char *out, size_t size)
{
    switch (rnd(9)) {
    case 0:
        snprintf(out, size, "go depth %u", rnd(4));
        return 1500;
    case 1:
        snprintf(out, size, "go nodes %u", rnd(3000));
        return 1500;
    case 2:
        snprintf(out, size, "go movetime %d", (int)rnd(12) - 2);
        return 1000;
    case 3:
        snprintf(out, size, "go wtime %d btime %d winc %d binc %d", (int)rnd(300) - 50,
                 (int)rnd(300) - 50, (int)rnd(20), (int)rnd(20));
        return 1000;
    case 4:
        snprintf(out, size, "go winc %u movestogo %u", rnd(10), rnd(3));
        return 1000;
    case 5:
        snprintf(out, size, "go mate %u", rnd(2));
        return 1500;
    case 6:
        snprintf(out, size, "go wtime 1000 winc 9223372036854775807 depth 2");
        return 1500;
    case 7:
        snprintf(out, size, "go ponder movetime 5");
        return 0;
    default:
        snprintf(out, size, "go infinite");
        return 0;
    }
}

/* Every go form of the UCI specification, alone: a bestmove within its time
 * (the clock when there is one), without a stop. Prints each time taken. */
static void go_forms(FILE *w)
{
    static const struct {
        const char *go;
        unsigned within;
    } forms[] = {
        {"go wtime 0 btime 1000", 100},
        {"go wtime -50 btime -50", 100},
        {"go winc 100 binc 100", 100},
        {"go movestogo 5", 100},
        {"go btime 500", 100},
        {"go movetime 0", 100},
        {"go movetime -7", 100},
        {"go movetime 100", 200},
        {"go depth 0", 200},
        {"go depth 4", 1500},
        {"go nodes 0", 200},
        {"go nodes 20000", 1500},
        {"go mate 0", 200},
        {"go mate 2", 1500},
        {"go wtime 1000 btime 1000", 1000},
        {"go wtime 300 btime 300 winc 100 binc 100 movestogo 1", 300},
        {"go wtime 1000 winc 9223372036854775807", 1000},
        {"go wtime 9223372036854775807 movestogo 1 depth 3", 1500},
        {"go wtime 99999999999999999999 btime 1 movestogo -3 nodes 5000", 1500},
        {"go infinite depth 2 movetime 50", 0},
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        Uci *u = uci_new(w, 1);
        if (!u) {
            fail(-1, "no engine");
            return;
        }
        int gos = 0, readies = 0, best0 = count_of(&bestmoves);
        send(u, -1, "position startpos", &gos, &readies);
        uint64_t t0 = now_ms();
        send(u, -1, forms[i].go, &gos, &readies);
        /* a limited go answers by itself (30 s: a hang, however loaded the machine; the time
         * taken is printed); "go infinite" must not answer in 300 ms without a stop */
        unsigned wait = forms[i].within ? 30000 : 300;
        bool answered = wait_for(&bestmoves, best0 + 1, wait);
        unsigned took = (unsigned)(now_ms() - t0);
        printf("%-60s %s in %u ms\n", forms[i].go, answered ? "bestmove" : "no bestmove", took);
        if (answered != (forms[i].within > 0)) {
            char what[200];
            snprintf(what, sizeof what, "\"%s\": %s", forms[i].go,
                     answered ? "answered before stop" : "no bestmove within its time");
            fail(-1, what);
        }
        uci_free(u);
        wait_for(&bestmoves, best0 + 1, 1000);
    }
}

int main(int argc, char **argv)
{
    /* the suite runs 150 engines (60 under the sanitizers); "test_uci_stress 1000"
     * the 1,000 */
    const char *quick = getenv("MORPH_TEST_QUICK");
    int rounds = argc > 1 ? atoi(argv[1]) : quick && *quick == '1' ? 60 : 150;
    if (rounds < 1)
        rounds = 1;
    FILE *w, *r;
    pthread_t t;
    if (!uci_pipe(reader, &w, &r, &t))
        return 1;
    go_forms(w);
    int gos = 0, readies = 0, race_ok = 0;
    int best_forms = count_of(&bestmoves);
    uint64_t start = now_ms();
    static const char *const others[] = {
        "stop",
        "isready",
        "ucinewgame",
        "position startpos",
        "position startpos moves e2e4",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "ponderhit",
        "setoption name Move Overhead value 10",
        "setoption name Threads value 2",
        "setoption name Threads value 1"};
    for (int round = 0; round < rounds; round++) {
        Uci *u = uci_new(w, 1);
        if (!u) {
            fail(round, "no engine");
            break;
        }
        /* the race: a stop right behind the go, before the thread runs */
        int best0 = count_of(&bestmoves), ready0 = count_of(&readyoks);
        send(u, round, "position startpos", &gos, &readies);
        send(u, round, "go infinite", &gos, &readies);
        send(u, round, "stop", &gos, &readies);
        send(u, round, "isready", &gos, &readies);
        if (wait_for(&bestmoves, best0 + 1, 1000) && wait_for(&readyoks, ready0 + 1, 1000))
            race_ok++;
        bool alive = true;
        unsigned last_limit = 0;
        int n = 2 + (int)rnd(6);
        for (int i = 0; i < n && alive; i++) {
            char cmd[128];
            if (rnd(2)) {
                last_limit = random_go(cmd, sizeof cmd);
            } else {
                snprintf(cmd, sizeof cmd, "%s", others[rnd(sizeof others / sizeof others[0])]);
                if (strcmp(cmd, "isready") != 0 && strcmp(cmd, "ponderhit") != 0)
                    last_limit = 1;
            }
            alive = send(u, round, cmd, &gos, &readies);
            if (rnd(4) == 0)
                nap_us(rnd(2000));
        }
        /* a go with a limit answers alone, within it */
        if (last_limit > 1 && rnd(4) == 0 && !wait_for(&bestmoves, best_forms + gos, 30000))
            fail(round, "a go with a limit did not answer by itself");
        if (rnd(2))
            send(u, round, "quit", &gos, &readies);
        uint64_t t0 = now_ms();
        uci_free(u);               /* a search still running is stopped, its bestmove written */
        if (now_ms() - t0 > 30000) /* a hang, not a slow machine */
            fail(round, "the engine took more than 30 s to stop");
    }
    if (!wait_for(&bestmoves, best_forms + gos, 30000))
        fail(rounds, "a go was never answered");
    if (!wait_for(&readyoks, readies, 30000))
        fail(rounds, "an isready was never answered");
    fclose(w);
    pthread_join(t, NULL);
    fclose(r);
    if (bestmoves - best_forms != gos || readyoks != readies) {
        char what[200];
        snprintf(what, sizeof what, "%d go, %d bestmove; %d isready, %d readyok", gos,
                 bestmoves - best_forms, readies, readyoks);
        fail(rounds, what);
    }
    if (bad_moves)
        fail(rounds, last_bad);
    if (race_ok != rounds)
        fail(rounds, "the stop race lost a bestmove or a readyok");
    printf("%d engines: stop race answered in %d; %d go, %d bestmove, %d isready, %d readyok, "
           "%d lines; slowest command %u ms (%s); %llu ms in all\n",
           rounds, race_ok, gos, bestmoves - best_forms, readies, readyoks, lines_read, slowest_ms,
           slowest, (unsigned long long)(now_ms() - start));
    if (failures)
        printf("uci_stress: %d failures\n", failures);
    return failures ? 1 : 0;
}
