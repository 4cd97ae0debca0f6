/* uci_clock.c - the UCI engine (src/cli/uci.h) playing itself on a clock as a GUI
 * runs one: two engines, TIME ms each and INC ms a move, PLIES plies from the start. Each
 * side's time is measured here from "go" to its "bestmove", 30 ms more are counted for
 * the GUI's own delays (the engine's Move Overhead; a loaded machine adds its own), and the
 * sum is taken from its clock. Checked: no side flags, every move is legal (the next
 * position takes it) and none is a null move; printed: the lowest clock.
 * usage: test_uci_clock [TIME INC PLIES]   (the suite: 5000 100 30, a margin any machine
 * keeps; scripts/bench-uci-clock.sh: 300 50 40 beside busy loops, its figure the lowest
 * clock) */
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

#define MAX_PLIES 200

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int bestmoves, illegal, no_move;
static char last_move[16];
static uint64_t answered_ms;

static void *reader(void *arg)
{
    FILE *in = arg;
    char line[4096];
    while (fgets(line, sizeof line, in)) {
        uint64_t t = now_ms();
        pthread_mutex_lock(&lock);
        if (strncmp(line, "bestmove ", 9) == 0) {
            sscanf(line + 9, "%15s", last_move);
            answered_ms = t;
            bestmoves++;
        } else if (strstr(line, "illegal move")) {
            illegal++;
        } else if (strstr(line, "no legal move")) { /* mate or stalemate: the game is over */
            no_move++;
        }
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

/* Waits for bestmove number want (60 s at most: a hang); its time, 0 when none came. */
static uint64_t wait_best(int want, char move[16])
{
    uint64_t end = now_ms() + 60000, t = 0;
    pthread_mutex_lock(&lock);
    while (bestmoves < want && now_ms() < end) {
        cond_nap(&changed, &lock, 1);
    }
    if (bestmoves >= want) {
        t = answered_ms;
        memcpy(move, last_move, 16);
    }
    pthread_mutex_unlock(&lock);
    return t;
}

int main(int argc, char **argv)
{
    long long start_ms = argc > 1 ? atoll(argv[1]) : 5000, inc_ms = argc > 2 ? atoll(argv[2]) : 100;
    int plies = argc > 3 ? atoi(argv[3]) : 30;
    if (start_ms < 1 || inc_ms < 0 || plies < 1 || plies > MAX_PLIES) {
        fprintf(stderr, "usage: test_uci_clock [TIME INC PLIES(1-%d)]\n", MAX_PLIES);
        return 2;
    }
    FILE *w, *r;
    pthread_t t;
    if (!uci_pipe(reader, &w, &r, &t))
        return 1;
    Uci *side[2] = {uci_new(w, 16), uci_new(w, 16)};
    if (!side[0] || !side[1])
        return 1;
    int64_t clock[2] = {start_ms, start_ms}, lowest = start_ms;
    const int64_t inc = inc_ms, gui_delay = 30;
    char position[MAX_PLIES * 6 + 64] = "position startpos moves";
    int failures = 0, ply;
    for (ply = 0; ply < plies; ply++) {
        int c = ply % 2;
        char go[128], move[16];
        snprintf(go, sizeof go, "go wtime %lld btime %lld winc %lld binc %lld", (long long)clock[0],
                 (long long)clock[1], (long long)inc, (long long)inc);
        uci_command(side[c], position);
        uint64_t t0 = now_ms();
        uci_command(side[c], go);
        uint64_t t1 = wait_best(ply + 1, move);
        if (!t1) {
            printf("ply %d: no bestmove within 60 s\n", ply + 1);
            failures++;
            break;
        }
        int64_t used = (int64_t)(t1 - t0) + gui_delay;
        clock[c] -= used;
        printf("ply %2d: %-5s %3lld ms, clock left %4lld ms\n", ply + 1, move, (long long)used,
               (long long)clock[c]);
        if (clock[c] < 0) {
            printf("ply %d: %s flagged, %lld ms over\n", ply + 1, c ? "Black" : "White",
                   (long long)-clock[c]);
            failures++;
            break;
        }
        if (clock[c] < lowest)
            lowest = clock[c];
        clock[c] += inc;
        pthread_mutex_lock(&lock);
        bool over = no_move > 0;
        pthread_mutex_unlock(&lock);
        if (over && strcmp(move, "0000") == 0) {
            printf("ply %d: the game is over\n", ply + 1);
            break;
        }
        if (strcmp(move, "0000") == 0 || strlen(move) < 4) {
            printf("ply %d: null move %s\n", ply + 1, move);
            failures++;
            break;
        }
        strcat(position, " ");
        strcat(position, move);
    }
    uci_command(side[0], position); /* the last move is legal too */
    uci_command(side[0], "isready");
    uci_free(side[0]);
    uci_free(side[1]);
    fclose(w);
    pthread_join(t, NULL);
    fclose(r);
    if (illegal) {
        printf("%d illegal moves\n", illegal);
        failures++;
    }
    printf("%d plies at %lld ms + %lld ms: lowest clock %lld ms\n", ply, start_ms, inc_ms,
           (long long)lowest);
    return failures ? 1 : 0;
}
