/* test_repetition_work.c - a Portal game's repetition check costs the same at every move, however
 * long the game (issue 46, 4): the work is counted, not timed. Portal keeps a checkpoint every
 * so many plies, not every position, so a check that looked back over the game would make the
 * earlier positions again (portal_apply) and take their keys (portal_key); the link sends the
 * family's calls of both, and of the key table, through this test's wrappers
 * (CMakeLists.txt: -Wl,--wrap), and four times the plies must cost about four times the calls,
 * not sixteen. */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "keycount.h"
#include "longrec.h"
#include "morphchess/match.h"
#include "portal.h"

static unsigned long long calls;

void __real_portal_apply(const Variant *v, PortalPos *p, const PortalAction *a);
uint64_t __real_portal_key(const Variant *v, const PortalPos *p);
int __real_keycount_add(KeyCount *t, uint64_t k, int delta);
int __real_keycount_get(const KeyCount *t, uint64_t k);
void __wrap_portal_apply(const Variant *v, PortalPos *p, const PortalAction *a);
uint64_t __wrap_portal_key(const Variant *v, const PortalPos *p);
int __wrap_keycount_add(KeyCount *t, uint64_t k, int delta);
int __wrap_keycount_get(const KeyCount *t, uint64_t k);

void __wrap_portal_apply(const Variant *v, PortalPos *p, const PortalAction *a)
{
    calls++;
    __real_portal_apply(v, p, a);
}

uint64_t __wrap_portal_key(const Variant *v, const PortalPos *p)
{
    calls++;
    return __real_portal_key(v, p);
}

int __wrap_keycount_add(KeyCount *t, uint64_t k, int delta)
{
    calls++;
    return __real_keycount_add(t, k, delta);
}

int __wrap_keycount_get(const KeyCount *t, uint64_t k)
{
    calls++;
    return __real_keycount_get(t, k);
}

/* The calls a replay of `plies` Portal knight moves makes, and each move's status asked as
 * the window asks it after a move; checks that every ply was played. */
static unsigned long long replay_calls(const Variant *v, int plies)
{
    char *text = longrec_portal_knights(plies);
    calls = 0;
    struct Match *m = longrec_replay(v, text);
    CHECK_INT(match_plies(m), plies);
    for (int ply = plies; ply > 0; ply--) { /* back through the game, a status at each move */
        match_status(m, NULL);
        match_undo(m);
    }
    unsigned long long spent = calls;
    match_free(m);
    free(text);
    return spent;
}

int main(void)
{
    Variant *v = longrec_no_draws_of("variants/portal.json");
    /* the sanitizers' half: half the plies (a walk back over checkpoints still reads x10) */
    int few = getenv("MORPH_TEST_QUICK") ? 5000 : 10000;
    unsigned long long a = replay_calls(v, few), b = replay_calls(v, 4 * few);
    printf("Portal, calls on positions and keys: %d plies %llu (%.1f a ply), %d plies %llu "
           "(%.1f a ply), x%.2f\n",
           few, a, (double)a / few, 4 * few, b, (double)b / (4 * few), a ? (double)b / a : 0.0);
    CHECK(a >= (unsigned long long)few); /* the check goes through the table at every ply */
    CHECK(b <= 4 * a + a / 10);          /* linear: 4 */
    variant_free(v);
    return check_report("test_repetition_work");
}
