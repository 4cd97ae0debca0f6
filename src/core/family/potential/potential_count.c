/* potential_count.c - exact count filtering of potential sets by bipartite matching. */
#include "potential.h"

#include <string.h>

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

/* Exact filtering with any quota, by Hall's condition: the pieces fit the
 * slots exactly when, for every set S of types, the pieces whose set lies
 * within S (f(S)) are no more than the slots of S (Q(S)). Piece i of set s
 * may be type t exactly when the others fit the slots less one of t: no S
 * violates f(S) - [s within S] <= Q(S) - [t in S]. As f(S) <= Q(S) already,
 * that fails only on a tight S (f(S) == Q(S)) that holds t but not all of
 * s; so t stays when s lies within I(t), the intersection of the tight sets
 * holding t. Sets as 6-bit masks: 64 subsets, no search.
 *
 * The 64 counts are bytes, eight to a word (byte k of word j: the set
 * 8j + k): at most 16 pieces, so no byte overflows, and f is summed over
 * subsets a word at a time. */
#define BYTE_HIGH 0x8080808080808080ull
#define BYTE_LOW7 0x7f7f7f7f7f7f7f7full

/* Q(S) for the quotas of potential_quota (K 1, Q 1, R 2, B 2, N 2, P 8);
 * tests/core/test_potential_count.c checks it against the quotas. */
static const uint64_t std_slots[8] = {
    0x0403030202010100ull, 0x0605050404030302ull, 0x0605050404030302ull, 0x0807070606050504ull,
    0x0c0b0b0a0a090908ull, 0x0e0d0d0c0c0b0b0aull, 0x0e0d0d0c0c0b0b0aull, 0x100f0f0e0e0d0d0cull};

/* w[S] becomes the sum of w over the subsets of S. */
static void subset_sums(uint64_t w[8])
{
    for (int j = 0; j < 8; j++) {
        uint64_t x = w[j];
        x += (x & 0x00ff00ff00ff00ffull) << 8;
        x += (x & 0x0000ffff0000ffffull) << 16;
        x += (x & 0x00000000ffffffffull) << 32;
        w[j] = x;
    }
    for (int b = 1; b < 8; b <<= 1)
        for (int j = 0; j < 8; j++)
            if (j & b)
                w[j] += w[j ^ b];
}

/* The pieces whose set lies within each S, for n sets. */
static void within(const uint8_t *sets, int n, uint64_t f[8])
{
    for (int j = 0; j < 8; j++)
        f[j] = 0;
    for (int i = 0; i < n; i++) {
        unsigned s = sets[i] & POT_ALL;
        f[s >> 3] += 1ull << (8 * (s & 7));
    }
    subset_sums(f);
}

/* Q(S) - f(S) per byte into slack; false when some f(S) > Q(S). Every byte
 * of q and f is below 128. */
static bool slack_of(const uint64_t q[8], const uint64_t f[8], uint64_t slack[8])
{
    uint64_t bad = 0;
    for (int j = 0; j < 8; j++) {
        uint64_t d = (q[j] | BYTE_HIGH) - f[j];
        bad |= ~d & BYTE_HIGH;
        slack[j] = d & ~BYTE_HIGH;
    }
    return bad == 0;
}

static bool filter_quota(uint8_t *sets, int n, const int *quota)
{
    if (n > 16)
        return false;
    uint64_t own[8], f[8], slack[8];
    const uint64_t *q = std_slots;
    if (quota != potential_quota) {
        int sum[64];
        sum[0] = 0;
        for (int j = 0; j < 8; j++)
            own[j] = 0;
        for (int s = 1; s < 64; s++) { /* slots above 127 exceed every count */
            sum[s] = sum[s & (s - 1)] + quota[__builtin_ctz((unsigned)s)];
            own[s >> 3] |= (uint64_t)(sum[s] > 127 ? 127 : sum[s]) << (8 * (s & 7));
        }
        q = own;
    }
    within(sets, n, f);
    if (!slack_of(q, f, slack))
        return false;
    uint64_t tight = 0; /* bit S: f(S) == Q(S) */
    for (int j = 0; j < 8; j++) {
        /* 0x80 in each byte of slack 0, then those bits gathered into one byte */
        uint64_t z = slack[j], y = ~(((z & BYTE_LOW7) + BYTE_LOW7) | z | BYTE_LOW7);
        tight |= (((y >> 7) * 0x0102040810204080ull) >> 56) << (8 * j);
    }
    if (!(tight & ~(1ull << 63))) /* at most the set of all types: nothing to remove */
        return true;
    /* holds[t]: the sets S holding t, as bits S */
    static const uint64_t holds[POT_NTYPES] = {0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull,
                                               0xf0f0f0f0f0f0f0f0ull, 0xff00ff00ff00ff00ull,
                                               0xffff0000ffff0000ull, 0xffffffff00000000ull};
    /* bad[t]: the types outside I(t); t stays in a set that holds none */
    uint64_t bad[POT_NTYPES];
    for (int t = 0; t < POT_NTYPES; t++) {
        uint64_t tt = tight & holds[t];
        unsigned b = 0;
        for (int u = 0; u < POT_NTYPES; u++)
            b |= (unsigned)((tt & ~holds[u]) != 0) << u;
        bad[t] = b * 0x0101010101010101ull;
    }
    /* the sets eight at a time, a byte each: bit t of a byte's keep is set
     * when the byte holds no type of bad[t] */
    uint8_t buf[16] = {0};
    memcpy(buf, sets, (size_t)n);
    for (int w = 0; w < 2; w++) {
        uint64_t x, keep = 0;
        memcpy(&x, buf + 8 * w, 8);
        for (int t = 0; t < POT_NTYPES; t++) {
            uint64_t z = x & bad[t];
            uint64_t nonzero = (((z & BYTE_LOW7) + BYTE_LOW7) | z) & BYTE_HIGH;
            keep |= (~nonzero & BYTE_HIGH) >> (7 - t);
        }
        x &= keep;
        memcpy(buf + 8 * w, &x, 8);
    }
    memcpy(sets, buf, (size_t)n);
    return true;
}

bool potential_counts_ok(const uint8_t *sets)
{
    uint64_t f[8], slack[8];
    within(sets, 16, f);
    return slack_of(std_slots, f, slack);
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
