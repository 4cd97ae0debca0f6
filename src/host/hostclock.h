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

#endif
