/* uci_lag.c - the delay outside the engine, learnt from the clocks a GUI reports (uci_lag.h). */
#include "uci_lag.h"

#include <string.h>

#include "hostclock.h"

void uci_lag_reset(UciLag *g)
{
    memset(g, 0, sizeof *g);
}

int64_t uci_lag_observe(UciLag *g, int c, int64_t time, int64_t overhead)
{
    if (c < 0 || c > 1 || overhead < 0)
        return overhead < 0 ? 0 : overhead;
    if (g->expected[c])
        g->lag_ms = host_lag_seen(g->lag_ms, g->expect[c] - time);
    g->expected[c] = false;
    return overhead + g->lag_ms;
}

void uci_lag_answered(UciLag *g, int c, int64_t time, int64_t inc, int64_t spent)
{
    const int64_t cap = (int64_t)1 << 40; /* 35 years: any sum below stays in range */
    if (c < 0 || c > 1 || time <= 0 || time > cap || inc > cap || spent > cap)
        return;
    g->expected[c] = true;
    g->expect[c] = time - (spent > 0 ? spent : 0) + (inc > 0 ? inc : 0);
}
