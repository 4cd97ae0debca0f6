/* setup_pot.c - the set-up screen's model for Potential Chess: a piece's token (its sets,
 * promoted pawn and moved mark, docs/potential.md), toggling its set, and the captured
 * pieces that complete each side to 16. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "setup_pot.h"

static const char POT_LETTERS[] = "KQRBNP";

/* The colour of a token: the case of its first letter; -1 for none. */
static int token_colour(const char *t)
{
    for (; *t; t++)
        if (isalpha((unsigned char)*t))
            return isupper((unsigned char)*t) ? WHITE : BLACK;
    return -1;
}

static int pot_type(char c)
{
    const char *p = c ? strchr(POT_LETTERS, toupper((unsigned char)c)) : NULL;
    return p ? (int)(p - POT_LETTERS) : -1;
}

static int bit_count(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

bool setup_pot_read(const char *token, SetupPot *out)
{
    SetupPot p = {-1, 0, false, false};
    const char *c = token;
    if (!c || !c[0])
        return false;
    p.colour = token_colour(c);
    if (p.colour < 0)
        return false;
    if (c[0] == '[') {
        c++;
        bool excluded = *c == '!';
        if (excluded)
            c++;
        unsigned set = 0;
        int t;
        while ((t = pot_type(*c)) >= 0) {
            set |= 1u << t;
            c++;
        }
        if (excluded)
            set = SETUP_POT_ALL & ~set;
        if (*c == '/') {
            if (pot_type(c[1]) != SETUP_POT_P)
                return false;
            p.promoted = true;
            c += 2;
        }
        if (*c++ != ']')
            return false;
        p.set = set;
    } else if (c[0] == 'X' || c[0] == 'x') {
        p.set = SETUP_POT_ALL;
        c++;
    } else if (pot_type(c[0]) >= 0) {
        p.set = 1u << pot_type(c[0]);
        c++;
    } else {
        return false;
    }
    if (*c == '\'') {
        p.moved = true;
        c++;
    }
    if (*c || !p.set)
        return false;
    *out = p;
    return true;
}

/* Whether sq is on colour's first two ranks (where a moved mark is written). */
static bool home_ranks(int colour, int sq)
{
    int rel = colour == WHITE ? sq / 8 : 7 - sq / 8;
    return rel <= 1;
}

void setup_pot_write(const SetupPot *p, int sq, char *buf, size_t size)
{
    char t[SETUP_TOKEN_MAX];
    size_t n = 0;
    int count = bit_count(p->set & SETUP_POT_ALL);
#define LETTER(i)                                                                                  \
    (p->colour == WHITE ? POT_LETTERS[i] : (char)tolower((unsigned char)POT_LETTERS[i]))
    if (p->promoted && count == 1) {
        int i = 0;
        while (!(p->set & (1u << i)))
            i++;
        t[n++] = '[';
        t[n++] = LETTER(i);
        t[n++] = '/';
        t[n++] = LETTER(SETUP_POT_P);
        t[n++] = ']';
    } else if (count == SETUP_POT_TYPES) {
        t[n++] = p->colour == WHITE ? 'X' : 'x';
    } else if (count == 1) {
        for (int i = 0; i < SETUP_POT_TYPES; i++)
            if (p->set & (1u << i))
                t[n++] = LETTER(i);
    } else {
        bool listed = count <= SETUP_POT_TYPES - count + 1;
        t[n++] = '[';
        if (!listed)
            t[n++] = '!';
        for (int i = 0; i < SETUP_POT_TYPES; i++)
            if (((p->set >> i) & 1u) == (listed ? 1u : 0u))
                t[n++] = LETTER(i);
        t[n++] = ']';
    }
#undef LETTER
    if (p->moved && home_ranks(p->colour, sq))
        t[n++] = '\'';
    t[n] = '\0';
    snprintf(buf, size, "%s", t);
}

void setup_pot_toggle(Setup *s, int sq, int t)
{
    SetupPot p;
    if (s->family != SETUP_POTENTIAL || !setup_valid_square(s, 0, sq) ||
        !setup_pot_read(s->sq[0][sq], &p) || t < 0 || t > SETUP_POT_TYPES + 1)
        return;
    if (t == SETUP_POT_TYPES) {
        p.moved = !p.moved;
    } else if (t == SETUP_POT_TYPES + 1) { /* a promoted pawn: one type, not K or P */
        if (bit_count(p.set) != 1 || (p.set & ((1u << SETUP_POT_K) | (1u << SETUP_POT_P))))
            return;
        p.promoted = !p.promoted;
    } else {
        unsigned set = p.set ^ (1u << t);
        if (!set)
            return;
        p.set = set;
        p.promoted = false;
    }
    setup_pot_write(&p, sq, s->sq[0][sq], SETUP_TOKEN_MAX);
}

/* Finds a type for piece i among its set (augmenting path): used[] marks the types tried in
 * this search, owner[type][k] the pieces holding type's k-th slot. */
static bool assign(int i, const unsigned *sets, int owner[SETUP_POT_TYPES][8], const int *cap,
                   bool *seen)
{
    for (int t = 0; t < SETUP_POT_TYPES; t++) {
        if (!(sets[i] & (1u << t)) || seen[t])
            continue;
        seen[t] = true;
        for (int k = 0; k < cap[t]; k++)
            if (owner[t][k] < 0 || assign(owner[t][k], sets, owner, cap, seen)) {
                owner[t][k] = i;
                return true;
            }
    }
    return false;
}

/* Whether the captured field the FEN gave still makes 16 pieces a side with the board. */
static bool kept_captured_fits(const Setup *s)
{
    int count[2] = {0, 0};
    if (!s->pot_captured[0])
        return false;
    for (int sq = 0; sq < 64; sq++) {
        SetupPot p;
        if (setup_pot_read(s->sq[0][sq], &p))
            count[p.colour]++;
    }
    for (const char *c = s->pot_captured; *c; c++) {
        int t = pot_type(*c);
        if (t < 0 || t == SETUP_POT_K)
            return false;
        count[isupper((unsigned char)*c) ? WHITE : BLACK]++;
    }
    return count[WHITE] == 16 && count[BLACK] == 16;
}

void setup_pot_captured(const Setup *s, char *buf, size_t size)
{
    if (kept_captured_fits(s)) {
        snprintf(buf, size, "%s", s->pot_captured);
        return;
    }
    static const int cap[SETUP_POT_TYPES] = {1, 1, 2, 2, 2, 8};
    char out[40];
    size_t n = 0;
    for (int c = WHITE; c <= BLACK; c++) {
        unsigned sets[64];
        int count = 0, owner[SETUP_POT_TYPES][8];
        memset(owner, -1, sizeof owner);
        for (int sq = 0; sq < 64; sq++) {
            SetupPot p;
            if (setup_pot_read(s->sq[0][sq], &p) && p.colour == c)
                sets[count++] = p.promoted ? 1u << SETUP_POT_P : p.set;
        }
        for (int i = 0; i < count; i++) {
            bool seen[SETUP_POT_TYPES] = {false};
            assign(i, sets, owner, cap, seen);
        }
        /* pieces no slot takes count against the captured ones (pawns last first), so the
         * side still totals 16 and the engine names the sets that fail */
        int unmatched = count;
        for (int t = 0; t < SETUP_POT_TYPES; t++)
            for (int k = 0; k < cap[t]; k++)
                unmatched -= owner[t][k] >= 0;
        char side[16];
        int m = 0;
        for (int t = SETUP_POT_Q; t < SETUP_POT_TYPES; t++) /* a king is never captured */
            for (int k = 0; k < cap[t]; k++)
                if (owner[t][k] < 0)
                    side[m++] = c == WHITE ? POT_LETTERS[t] : (char)tolower(POT_LETTERS[t]);
        m = m > unmatched ? m - unmatched : 0;
        for (int i = 0; i < m && n + 1 < sizeof out; i++)
            out[n++] = side[i];
    }
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
    snprintf(buf, size, "%s", out);
}
