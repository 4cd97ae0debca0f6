/* uci_clock.c - the UCI engine (src/cli/uci.h) playing itself on a fast
 * clock as a GUI on a loaded machine runs one: two engines, 300 ms each and
 * 50 ms a move (the low end of a 2+0.05 game, where the clock is spent),
 * 40 plies from the start. Each side's time is measured here from "go" to
 * its "bestmove", 30 ms more are counted for the GUI's own delays (the
 * engine's Move Overhead; a loaded machine adds its own), and the sum is
 * taken from its clock. Checked: no side flags, every move is legal (the next position
 * takes it) and the clock never falls under 100 ms: the engine keeps a
 * reserve of two overheads and an increment (the build before it ran its
 * clock down to 1-8 ms). */
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

#define PLIES 40

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int bestmoves, illegal;
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
        }
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

/* Waits for bestmove number want (10 s at most); its time, 0 when none came. */
static uint64_t wait_best(int want, char move[16])
{
    uint64_t end = now_ms() + 10000, t = 0;
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

int main(void)
{
    FILE *w, *r;
    pthread_t t;
    if (!uci_pipe(reader, &w, &r, &t))
        return 1;
    Uci *side[2] = {uci_new(w, 16), uci_new(w, 16)};
    if (!side[0] || !side[1])
        return 1;
    int64_t clock[2] = {300, 300}, lowest = 300;
    const int64_t inc = 50, gui_delay = 30;
    char position[PLIES * 6 + 64] = "position startpos moves";
    int failures = 0, ply;
    for (ply = 0; ply < PLIES; ply++) {
        int c = ply % 2;
        char go[128], move[16];
        snprintf(go, sizeof go, "go wtime %lld btime %lld winc %lld binc %lld", (long long)clock[0],
                 (long long)clock[1], (long long)inc, (long long)inc);
        uci_command(side[c], position);
        uint64_t t0 = now_ms();
        uci_command(side[c], go);
        uint64_t t1 = wait_best(ply + 1, move);
        if (!t1) {
            printf("ply %d: no bestmove within 10 s\n", ply + 1);
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
    printf("%d plies at 300 ms + 50 ms: lowest clock %lld ms\n", ply, (long long)lowest);
    if (lowest < 100) {
        printf("the clock fell under 100 ms\n");
        failures++;
    }
    return failures ? 1 : 0;
}
