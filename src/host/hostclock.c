/* hostclock.c - the monotonic clock (hostclock.h). */
#include "hostclock.h"

#include <time.h>

uint64_t host_clock_ms(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}
