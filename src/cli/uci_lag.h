/* uci_lag.h - the time a GUI takes from the engine's clock that the engine does not see: the
 * pipe, the GUI's own work and, on a busy machine, the wait for a core. Each "go" reports
 * the clock; the engine knows what it used itself, so the clock it expected and the one it is
 * given differ by that delay. The reserve kept on every move is Move Overhead plus the worst
 * delay seen lately, so a clock never runs down on a loaded machine. */
#ifndef MORPH_UCI_LAG_H
#define MORPH_UCI_LAG_H

#include <stdbool.h>
#include <stdint.h>

typedef struct UciLag {
    bool expected[2];  /* a clock is expected for that colour (WHITE, BLACK) */
    int64_t expect[2]; /* what its next "go" should report, in ms */
    int64_t lag_ms;    /* the delay outside the engine, as seen lately */
} UciLag;

/* A new game (ucinewgame): nothing expected, no delay known. */
void uci_lag_reset(UciLag *g);

/* A "go" gives colour c `time` ms on its clock: learns the delay from the clock expected
 * (rising at once to a longer one, falling by a quarter a move otherwise) and returns the
 * overhead to keep on this move: `overhead` plus the delay. */
int64_t uci_lag_observe(UciLag *g, int c, int64_t time, int64_t overhead);

/* The engine answered after using `spent` ms of colour c's clock of `time` with an
 * increment of `inc`: the clock its next "go" should report. */
void uci_lag_answered(UciLag *g, int c, int64_t time, int64_t inc, int64_t spent);

#endif
