/* hostclock.h - the machine's monotonic clock, for the search's time limits
 * (the core reads no clock: front ends pass this one in SearchLimits). */
#ifndef MORPH_HOST_HOSTCLOCK_H
#define MORPH_HOST_HOSTCLOCK_H

#include <stdint.h>

/* Milliseconds of a monotonic clock; ctx is unused (the SearchLimits.now_ms
 * signature). */
uint64_t host_clock_ms(void *ctx);

/* The processor time the calling thread has used, in ms (0 where the system cannot say):
 * a piece of work's own cost, which a busy machine does not stretch. */
double host_thread_cpu_ms(void);

/* The delay outside a search's own measure (a pipe, a GUI, the wait for a core), as seen
 * lately: the estimate after `lag` when a move lost `delay` ms beyond what was counted. A
 * longer delay is taken at once, a shorter one lowers the estimate by a quarter of the gap;
 * one past 5 s either way is another game or a clock set anew, and forgets it. The UCI
 * engine (src/cli/uci_lag.c) and the window's computer keep it back from their clocks. */
int64_t host_lag_seen(int64_t lag, int64_t delay);

#endif
