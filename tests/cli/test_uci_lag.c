/* test_uci_lag.c - the reserve the UCI engine keeps for delays outside it (src/cli/uci_lag.h):
 * what it learns from the clocks a GUI reports, exactly. */
#include <stdio.h>

#include "check.h"
#include "uci_lag.h"

int main(void)
{
    UciLag g;
    uci_lag_reset(&g);
    /* nothing expected yet: Move Overhead alone */
    CHECK_INT((int)uci_lag_observe(&g, 0, 300, 30), 30);
    /* White used 40 ms of 300 with 50 a move: 310 expected; the GUI reports 250, so 60 ms
     * went elsewhere, and the next move keeps them too */
    uci_lag_answered(&g, 0, 300, 50, 40);
    CHECK_INT((int)uci_lag_observe(&g, 0, 250, 30), 90);
    /* Black's clock is its own: no expectation yet, the delay seen stays */
    CHECK_INT((int)uci_lag_observe(&g, 1, 300, 30), 90);
    /* the delay gone: it falls by a quarter a move, not at once */
    uci_lag_answered(&g, 0, 250, 50, 100);
    CHECK_INT((int)uci_lag_observe(&g, 0, 200, 30), 75); /* 60 - 60 / 4 */
    uci_lag_answered(&g, 0, 200, 50, 50);
    CHECK_INT((int)uci_lag_observe(&g, 0, 200, 30), 64); /* 45 - 45 / 4 */
    /* a longer delay is taken at once */
    uci_lag_answered(&g, 0, 200, 50, 50);
    CHECK_INT((int)uci_lag_observe(&g, 0, 100, 30), 130);
    /* a clock far from the one expected is another game: no delay learnt, and forgotten */
    uci_lag_answered(&g, 0, 100, 50, 50);
    CHECK_INT((int)uci_lag_observe(&g, 0, 60000, 30), 30);
    /* a new game forgets */
    uci_lag_answered(&g, 0, 60000, 0, 1000);
    uci_lag_reset(&g);
    CHECK_INT((int)uci_lag_observe(&g, 0, 10, 30), 30);
    /* hostile values: no expectation from clocks out of range, a negative overhead as 0 */
    uci_lag_answered(&g, 0, (int64_t)1 << 62, 0, 0);
    CHECK_INT((int)uci_lag_observe(&g, 0, 100, -5), 0);
    CHECK_INT((int)uci_lag_observe(&g, 7, 100, 30), 30);
    return check_report("test_uci_lag");
}
