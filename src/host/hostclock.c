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

double host_thread_cpu_ms(void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
#endif
    return 0.0;
}

int64_t host_lag_seen(int64_t lag, int64_t delay)
{
    const int64_t forget = 5000;
    if (delay > forget || delay < -forget)
        return 0;
    if (delay < 0)
        delay = 0;
    return delay > lag ? delay : lag - (lag - delay) / 4;
}
