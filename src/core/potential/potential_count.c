/* potential_count.c - exact count filtering of potential sets by bipartite matching. */
#include "potential.h"

const int potential_quota[POT_NTYPES] = {1, 1, 2, 2, 2, 8};

typedef struct Matching {
    int n;
    const uint8_t *sets;
    const int *quota;
    int8_t assign[16];
    int load[POT_NTYPES];
    unsigned visited; /* types seen in the current augmenting search */
    const int8_t *prefer;
} Matching;

/* Kuhn's augmenting path with capacities: piece i takes a type with a free
 * slot, or displaces a holder of that type that can move elsewhere. All
 * slots of one type are alike, so each type is visited once per search. */
static bool augment(Matching *m, int i)
{
    unsigned set = m->sets[i];
    int first = m->prefer ? m->prefer[i] : -1;
    for (int k = -1; k < POT_NTYPES; k++) {
        int t = k < 0 ? first : k;
        if (t < 0 || (k >= 0 && t == first) || !(set & (1u << t)) || (m->visited & (1u << t)))
            continue;
        m->visited |= 1u << t;
        if (m->load[t] < m->quota[t]) {
            m->assign[i] = (int8_t)t;
            m->load[t]++;
            return true;
        }
        for (int j = 0; j < m->n; j++) {
            if (m->assign[j] == t && augment(m, j)) {
                m->assign[i] = (int8_t)t;
                return true;
            }
        }
    }
    return false;
}

static bool match_all(Matching *m)
{
    for (int t = 0; t < POT_NTYPES; t++)
        m->load[t] = 0;
    for (int i = 0; i < m->n; i++)
        m->assign[i] = -1;
    for (int i = 0; i < m->n; i++) {
        m->visited = 0;
        if (!augment(m, i))
            return false;
    }
    return true;
}

/* Exact filtering with any quota (the tests use small ones): piece i may
 * switch from its matched type a to t exactly when the switch can be
 * absorbed, i.e. when from t an alternating chain (a holder of t moving to
 * another type of its set, and so on) reaches a or a type with a free slot. */
static bool filter_quota(uint8_t *sets, int n, const int *quota)
{
    Matching m = {.n = n, .sets = sets, .quota = quota, .prefer = NULL};
    if (n > 16 || !match_all(&m))
        return false;
    unsigned edge[POT_NTYPES] = {0};
    for (int j = 0; j < n; j++)
        edge[m.assign[j]] |= sets[j];
    unsigned reach[POT_NTYPES]; /* types reachable from t (t included) */
    for (int t = 0; t < POT_NTYPES; t++)
        reach[t] = (1u << t) | edge[t];
    for (int k = 0; k < POT_NTYPES; k++)
        for (int t = 0; t < POT_NTYPES; t++)
            if (reach[t] & (1u << k))
                reach[t] |= reach[k];
    unsigned free_types = 0;
    for (int t = 0; t < POT_NTYPES; t++)
        if (m.load[t] < quota[t])
            free_types |= 1u << t;
    for (int i = 0; i < n; i++) {
        unsigned sinks = free_types | (1u << m.assign[i]), keep = 0;
        for (int t = 0; t < POT_NTYPES; t++)
            if ((sets[i] & (1u << t)) && (reach[t] & sinks))
                keep |= 1u << t;
        sets[i] = (uint8_t)keep;
    }
    return true;
}

bool potential_filter_quota(uint8_t *sets, int n, const int *quota)
{
    return filter_quota(sets, n, quota);
}

bool potential_filter(uint8_t *sets, int n)
{
    return filter_quota(sets, n, potential_quota);
}

bool potential_filter_pos(PotPos *p)
{
    for (int side = 0; side < 2; side++) {
        uint8_t sets[16];
        for (int i = 0; i < 16; i++)
            sets[i] = p->org[side * 16 + i];
        if (!potential_filter(sets, 16))
            return false;
        for (int i = 0; i < 16; i++) {
            int id = side * 16 + i;
            if (p->cur[id] == p->org[id] && p->sq[id] != POT_NONE)
                p->cur[id] = sets[i];
            p->org[id] = sets[i];
        }
    }
    return true;
}

bool potential_assign(const PotPos *p, const int8_t *prefer, int8_t *out)
{
    for (int side = 0; side < 2; side++) {
        Matching m = {.n = 16,
                      .sets = p->org + side * 16,
                      .quota = potential_quota,
                      .prefer = prefer ? prefer + side * 16 : NULL};
        if (!match_all(&m))
            return false;
        for (int i = 0; i < 16; i++)
            out[side * 16 + i] = m.assign[i];
    }
    return true;
}
