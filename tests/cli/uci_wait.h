/* uci_wait.h - what the UCI engine's threaded tests (uci_stress.c,
 * uci_clock.c) share: a monotonic clock in milliseconds and a short wait on
 * a condition, and the pipe the engine answers on, read by a second thread. */
#ifndef MORPH_UCI_WAIT_H
#define MORPH_UCI_WAIT_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static inline uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* Waits on c (lock held) for at most ms milliseconds. */
static inline void cond_nap(pthread_cond_t *c, pthread_mutex_t *lock, long ms)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_nsec += ms * 1000000;
    while (ts.tv_nsec >= 1000000000) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000;
    }
    pthread_cond_timedwait(c, lock, &ts);
}

/* A pipe for the engines' answers: *w to write them, read by reader (given
 * the read end) in thread *t. False when it cannot be made. */
static inline bool uci_pipe(void *(*reader)(void *), FILE **w, FILE **r, pthread_t *t)
{
    int fds[2];
    if (pipe(fds) != 0)
        return false;
    *w = fdopen(fds[1], "w");
    *r = fdopen(fds[0], "r");
    return *w && *r && pthread_create(t, NULL, reader, *r) == 0;
}

#endif
