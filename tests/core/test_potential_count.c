/* test_potential_count.c - exact count filtering against brute-force enumeration of assignments. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "potential.h"
#include "rng.h"

/* Every assignment of types to pieces within the quota: the union of types
 * each piece takes in some complete one (all n pieces placed). */
static void enumerate(const uint8_t *sets, int n, int i, int *left, int8_t *pick, uint8_t *seen,
                      long *found)
{
    if (i == n) {
        for (int k = 0; k < n; k++)
            seen[k] |= (uint8_t)(1u << pick[k]);
        (*found)++;
        return;
    }
    for (int t = 0; t < POT_NTYPES; t++) {
        if (!(sets[i] & (1u << t)) || left[t] == 0)
            continue;
        left[t]--;
        pick[i] = (int8_t)t;
        enumerate(sets, n, i + 1, left, pick, seen, found);
        left[t]++;
    }
}

/* How many cases were infeasible, and how many feasible ones lost a type:
 * both must occur, or the comparison proves little. */
typedef struct Tally {
    int infeasible, narrowed;
} Tally;

static void compare(const uint8_t *sets, int n, const int *quota, const char *what, int index,
                    Tally *tally)
{
    uint8_t got[16], seen[16] = {0};
    int left[POT_NTYPES];
    int8_t pick[16];
    long found = 0;
    for (int t = 0; t < POT_NTYPES; t++)
        left[t] = quota[t];
    for (int i = 0; i < n; i++)
        got[i] = sets[i];
    enumerate(sets, n, 0, left, pick, seen, &found);
    bool ok = potential_filter_quota(got, n, quota);
    CHECK_INT(ok, found > 0);
    bool same = true;
    for (int i = 0; i < n; i++)
        same = same && (ok ? got[i] == seen[i] : got[i] == sets[i]);
    CHECK(same);
    tally->infeasible += !ok;
    for (int i = 0; ok && i < n; i++)
        if (got[i] != sets[i]) {
            tally->narrowed++;
            break;
        }
    if (!same || ok != (found > 0)) {
        fprintf(stderr, "%s case %d: n %d quota", what, index, n);
        for (int t = 0; t < POT_NTYPES; t++)
            fprintf(stderr, " %d", quota[t]);
        for (int i = 0; i < n; i++)
            fprintf(stderr, " | %02x -> %02x (brute %02x)", sets[i], got[i], seen[i]);
        fprintf(stderr, "\n");
    }
}

int main(void)
{
    bool quick = getenv("MORPH_TEST_QUICK") != NULL;
    Rng r = {0x9e3779b97f4a7c15ull};

    /* small cases: up to 7 pieces, random quotas (sometimes more slots than pieces) */
    Tally t_small = {0, 0}, t_full = {0, 0};
    int small = quick ? 800 : 5000;
    for (int c = 0; c < small; c++) {
        int n = 1 + (int)rng_next(&r, 7);
        int quota[POT_NTYPES] = {0};
        int slots = n + (rng_next(&r, 3) == 0 ? (int)rng_next(&r, 3) : 0);
        for (int k = 0; k < slots; k++)
            quota[rng_next(&r, POT_NTYPES)]++;
        uint8_t sets[16];
        for (int i = 0; i < n; i++) {
            sets[i] = (uint8_t)(rng_next(&r, POT_ALL) + 1);
            if (rng_next(&r, 2))
                sets[i] &= (uint8_t)(rng_next(&r, POT_ALL) + 1);
            if (!sets[i])
                sets[i] = (uint8_t)(1u << rng_next(&r, POT_NTYPES));
        }
        compare(sets, n, quota, "small", c, &t_small);
    }

    /* the real quota, 16 pieces: a valid array widened at random (feasible),
     * and sometimes a piece narrowed to a wrong type (often infeasible) */
    int full = quick ? 60 : 400;
    for (int c = 0; c < full; c++) {
        int8_t types[16];
        int k = 0;
        for (int t = 0; t < POT_NTYPES; t++)
            for (int q = 0; q < potential_quota[t]; q++)
                types[k++] = (int8_t)t;
        for (int i = 15; i > 0; i--) {
            int j = (int)rng_next(&r, (unsigned)i + 1);
            int8_t x = types[i];
            types[i] = types[j];
            types[j] = x;
        }
        uint8_t sets[16];
        for (int i = 0; i < 16; i++) {
            sets[i] = (uint8_t)(1u << types[i]);
            for (int t = 0; t < POT_NTYPES; t++)
                if (rng_next(&r, 100) < 18)
                    sets[i] |= (uint8_t)(1u << t);
        }
        if (rng_next(&r, 2) == 0)
            sets[rng_next(&r, 16)] = (uint8_t)(1u << rng_next(&r, POT_NTYPES));
        compare(sets, 16, potential_quota, "full", c, &t_full);
    }

    printf("small: %d infeasible, %d narrowed; full: %d infeasible, %d narrowed\n",
           t_small.infeasible, t_small.narrowed, t_full.infeasible, t_full.narrowed);
    CHECK(t_small.infeasible > small / 20 && t_small.narrowed > small / 20);
    CHECK(t_full.infeasible > full / 20 && t_full.narrowed > full / 5);

    /* the start array: everything stays possible; two knights fixed (the worked
     * example's 2... h7-g5) remove N from every other set */
    uint8_t sets[16];
    for (int i = 0; i < 16; i++)
        sets[i] = POT_ALL;
    CHECK(potential_filter(sets, 16));
    CHECK_INT(sets[5], POT_ALL);
    sets[3] = sets[9] = 1u << POT_N;
    CHECK(potential_filter(sets, 16));
    CHECK_INT(sets[0], POT_ALL & ~(1u << POT_N));
    CHECK_INT(sets[3], 1u << POT_N);
    /* three pieces that can only be knights: no assignment, sets untouched */
    sets[4] = 1u << POT_N;
    CHECK(!potential_filter(sets, 16));
    CHECK_INT(sets[0], POT_ALL & ~(1u << POT_N));
    return check_report("test_potential_count");
}
