/* betza.c - reads a Betza piece description (shared/BETZA.md) into White's move vectors. */
#include "betza.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where BETZA.md is silent, this reader decides:
 * - Direction letters join into tokens only when adjacent: `fmrF` is f + r.
 * - In a two-letter token on an oblique atom, v or s as the FIRST letter also
 *   means both senses (`vrN` = rN); a doubled letter reads as the single one.
 * - hr: the short leg points right of the long leg, seen along the long leg
 *   ((1,2) (2,-1) (-1,-2) (-2,1) for N); hl the mirror half.
 * - p and g need a W or F line that rides: R, B, Q, or W/F/K with a number
 *   other than 1 or doubled (pW0, pFF, pR4, gK0 are fine; pW, pK, pR1 are not).
 * - KK doubles both parts (= Q); RR, BB, QQ are errors, as are a third copy of
 *   a doubled letter (NNN) and a number after a doubled atom.
 * - n is allowed on D, A, N, Z/J, also with a range (each step is lame).
 * - mc means both; a repeated m c n p g i e, p with g, and e with m are errors.
 * - Ranges are decimal 0..255; leading zeros are read (R007 = R7).
 * - Columns count bytes; the first error in reading order is reported, except
 *   that modifiers are judged once their atom letter is read. */

/* The largest range number; BetzaVector.range is a uint8_t. */
#define MAX_RANGE 255

/* One bit per orthogonal unit vector in White's frame. */
enum { DIR_F = 1, DIR_B = 2, DIR_L = 4, DIR_R = 8 };

enum { SHAPE_ORTHO, SHAPE_DIAG, SHAPE_OBLIQUE };

/* A capital as written: the basic atoms it stands for and its range when no
 * number follows. */
typedef struct Letter {
    char letter;
    char parts[2]; /* canonical basic atoms; parts[1] is '\0' for one atom */
    int range;
} Letter;

static const Letter letters[] = {
    {'W', {'W', 0}, 1}, {'F', {'F', 0}, 1}, {'D', {'D', 0}, 1},   {'N', {'N', 0}, 1},
    {'A', {'A', 0}, 1}, {'H', {'H', 0}, 1}, {'C', {'C', 0}, 1},   {'L', {'C', 0}, 1},
    {'Z', {'Z', 0}, 1}, {'J', {'Z', 0}, 1}, {'G', {'G', 0}, 1},   {'K', {'W', 'F'}, 1},
    {'R', {'W', 0}, 0}, {'B', {'F', 0}, 0}, {'Q', {'W', 'F'}, 0},
};

/* Everything read in front of one atom: the span of its modifier letters. */
typedef struct Group {
    int start, end; /* text[start..end) */
} Group;

static int fail(BetzaError *err, int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(BetzaError *err, int column, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
        err->column = column;
    }
    return -1;
}

static const Letter *find_letter(char c)
{
    for (size_t i = 0; i < sizeof letters / sizeof letters[0]; i++)
        if (letters[i].letter == c)
            return &letters[i];
    return NULL;
}

/* Long leg a and short leg b of each basic atom. */
static const struct {
    char atom;
    int a, b;
} legs[] = {
    {'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
    {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3},
};

static void atom_legs(char canon, int *a, int *b)
{
    for (size_t i = 0; i < sizeof legs / sizeof legs[0]; i++)
        if (legs[i].atom == canon) {
            *a = legs[i].a;
            *b = legs[i].b;
            return;
        }
    *a = *b = 0; /* not reached: canon comes from the letters table */
}

static int atom_shape(char canon)
{
    int a, b;
    atom_legs(canon, &a, &b);
    return b == 0 ? SHAPE_ORTHO : a == b ? SHAPE_DIAG : SHAPE_OBLIQUE;
}

static bool is_direction(char c)
{
    return c != '\0' && strchr("fbvlrsh", c) != NULL;
}

static bool is_modifier(char c)
{
    return c != '\0' && strchr("fbvlrshmcnpgie", c) != NULL;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* 0 for {f, b, v}, 1 for {l, r, s}, 2 for h. */
static int family(char c)
{
    return strchr("fbv", c) ? 0 : strchr("lrs", c) ? 1 : 2;
}

static int letter_dirs(char c)
{
    switch (c) {
    case 'f':
        return DIR_F;
    case 'b':
        return DIR_B;
    case 'l':
        return DIR_L;
    case 'r':
        return DIR_R;
    case 'v':
        return DIR_F | DIR_B;
    case 's':
        return DIR_L | DIR_R;
    default:
        return 0;
    }
}

static int sign(int v)
{
    return (v > 0) - (v < 0);
}

/* The direction bit of a unit vector (0 for the null vector). */
static int unit_dir(int x, int y)
{
    return y > 0 ? DIR_F : y < 0 ? DIR_B : x < 0 ? DIR_L : x > 0 ? DIR_R : 0;
}

/* Length of the direction token starting at text[p] inside the group: a letter
 * joins the next when that is the same letter or from another family (h, being
 * a family of its own, joins either). Letters split by m, c, ... stay apart. */
static int token_length(const char *text, int p, int end)
{
    char c = text[p], d = p + 1 < end ? text[p + 1] : '\0';
    if (!is_direction(d))
        return 1;
    if (c == d || family(c) != family(d))
        return 2;
    return 1;
}

static bool valid_h_token(const char *t, int len)
{
    if (len != 2)
        return false;
    if (t[1] == 'h')
        return strchr("fblr", t[0]) != NULL;
    return t[0] == 'h' && (t[1] == 'l' || t[1] == 'r');
}

/* Whether the token t (len 1 or 2, already validated) admits the move (dx, dy)
 * of an atom of the given shape. A doubled letter reads as the single letter. */
static bool token_allows(const char *t, int len, int shape, int dx, int dy)
{
    int sx = sign(dx), sy = sign(dy);
    bool pair = len == 2 && t[0] != t[1];
    int m = letter_dirs(t[0]) | (pair ? letter_dirs(t[1]) : 0);

    if (shape == SHAPE_ORTHO)
        return (m & unit_dir(sx, sy)) != 0;
    if (shape == SHAPE_DIAG) {
        int v = unit_dir(0, sy), h = unit_dir(sx, 0);
        if (!pair)
            return (m & (v | h)) != 0;
        return (m & v) && (m & h); /* the diagonal between two perpendicular letters */
    }

    /* Oblique: split the move into its long and its short leg. */
    int lx = 0, ly = 0, shx = 0, shy = 0;
    if (abs(dx) > abs(dy))
        lx = sx, shy = sy;
    else
        ly = sy, shx = sx;
    if (!pair)
        return (letter_dirs(t[0]) & unit_dir(lx, ly)) != 0;
    if (t[1] == 'h') /* fh bh lh rh: the four moves on that side */
        return (letter_dirs(t[0]) & (unit_dir(sx, 0) | unit_dir(0, sy))) != 0;
    if (t[0] == 'h') {
        /* hr: the short leg turns right (clockwise) from the long leg; hl: left. */
        if (t[1] == 'r')
            return shx == ly && shy == -lx;
        return shx == -ly && shy == lx;
    }
    return (letter_dirs(t[0]) & unit_dir(shx, shy)) && (letter_dirs(t[1]) & unit_dir(lx, ly));
}

static const char *modifier_name(char c)
{
    switch (c) {
    case 'm':
        return "move only";
    case 'c':
        return "capture only";
    case 'n':
        return "lame";
    case 'p':
        return "hopper";
    case 'g':
        return "grasshopper";
    case 'i':
        return "initial";
    default:
        return "en passant"; /* e */
    }
}

static bool group_has(const char *text, Group g, char c)
{
    return g.end > g.start && memchr(text + g.start, c, (size_t)(g.end - g.start)) != NULL;
}

/* Checks the non-direction modifier text[p] against the ones before it in its
 * group: no repeats, p with g, e with m. */
static int check_modifier_pair(const char *text, Group g, int p, BetzaError *err)
{
    char c = text[p];
    static const char clash[][2] = {{'p', 'g'}, {'g', 'p'}, {'e', 'm'}, {'m', 'e'}};
    Group before = {g.start, p};
    if (is_direction(c))
        return 0;
    if (group_has(text, before, c))
        return fail(err, p + 1, "modifier '%c' at column %d is repeated", c, p + 1);
    for (size_t i = 0; i < sizeof clash / sizeof clash[0]; i++)
        if (c == clash[i][0] && group_has(text, before, clash[i][1]))
            return fail(err, p + 1, "'%c' (%s) at column %d cannot be combined with '%c' (%s)", c,
                        modifier_name(c), p + 1, clash[i][1], modifier_name(clash[i][1]));
    return 0;
}

/* Judges each modifier of group g against the atom letter L, left to right.
 * The range check of p and g waits for the number (see check_hop_range). */
static int check_modifiers(const char *text, Group g, const Letter *L, BetzaError *err)
{
    bool two_parts = L->parts[1] != '\0';
    bool oblique = atom_shape(L->parts[0]) == SHAPE_OBLIQUE;
    int p = g.start;
    while (p < g.end) {
        char c = text[p];
        if (is_direction(c)) {
            int len = token_length(text, p, g.end);
            const char *t = text + p;
            bool has_h = t[0] == 'h' || (len == 2 && t[1] == 'h');
            if (has_h && !valid_h_token(t, len))
                return fail(err, p + 1,
                            "direction '%.*s' at column %d must be one of fh, bh, lh, rh, hl, hr",
                            len, t, p + 1);
            if (two_parts && len == 2)
                return fail(err, p + 1,
                            "two-letter direction '%.*s' at column %d is not allowed on K or Q",
                            len, t, p + 1);
            if (has_h && !oblique)
                return fail(err, p + 1, "direction '%.*s' at column %d is not allowed on atom '%c'",
                            len, t, p + 1, L->letter);
            p += len;
            continue;
        }
        if (c == 'n' && (two_parts || !strchr("DANZ", L->parts[0])))
            return fail(err, p + 1, "'n' (lame) at column %d is not allowed on atom '%c'", p + 1,
                        L->letter);
        if ((c == 'p' || c == 'g') && !strchr("WF", L->parts[0]))
            return fail(err, p + 1, "'%c' (%s) at column %d is not allowed on atom '%c'", c,
                        modifier_name(c), p + 1, L->letter);
        p++;
    }
    return 0;
}

/* p and g need a rook or bishop line: a W or F part that rides (range != 1). */
static int check_hop_range(const char *text, Group g, int atom_pos, int atom_end, int range,
                           BetzaError *err)
{
    for (int p = g.start; p < g.end; p++) {
        char c = text[p];
        if ((c == 'p' || c == 'g') && range == 1)
            return fail(err, p + 1,
                        "'%c' (%s) at column %d is not allowed on the single step '%.*s' "
                        "(use R, B, Q or a rider such as W0)",
                        c, modifier_name(c), p + 1, atom_end - atom_pos, text + atom_pos);
    }
    return 0;
}

static uint8_t group_flags(const char *text, Group g)
{
    bool m = group_has(text, g, 'm'), c = group_has(text, g, 'c');
    unsigned flags = 0;
    if (m || !c)
        flags |= BETZA_MOVE;
    if (c || !m)
        flags |= BETZA_CAPTURE;
    if (group_has(text, g, 'i'))
        flags |= BETZA_INITIAL;
    if (group_has(text, g, 'e'))
        flags |= BETZA_EP;
    if (group_has(text, g, 'n'))
        flags |= BETZA_LAME;
    if (group_has(text, g, 'p'))
        flags |= BETZA_HOP;
    if (group_has(text, g, 'g'))
        flags |= BETZA_GRASS;
    return (uint8_t)flags;
}

/* Appends the atom entries and vectors of one basic atom (canon) to pc. */
static int add_atom(BetzaPiece *pc, const char *text, Group g, char canon, int column, int range,
                    uint8_t flags, BetzaError *err)
{
    int a, b, shape = atom_shape(canon);
    atom_legs(canon, &a, &b);
    if (pc->natoms >= BETZA_MAX_ATOMS)
        return fail(err, column, "too many atoms: '%c' at column %d makes %d (at most %d)",
                    text[column - 1], column, pc->natoms + 1, BETZA_MAX_ATOMS);
    int index = pc->natoms++;
    pc->atoms[index].letter = canon;
    pc->atoms[index].column = column;

    /* The eight oblique moves, clockwise from forward; orthogonal and diagonal
     * atoms repeat some, which are skipped. */
    const int cand[8][2] = {{b, a}, {a, b}, {a, -b}, {b, -a}, {-b, -a}, {-a, -b}, {-a, b}, {-b, a}};
    for (int k = 0; k < 8; k++) {
        int dx = cand[k][0], dy = cand[k][1];
        bool seen = false;
        for (int j = 0; j < k; j++)
            if (cand[j][0] == dx && cand[j][1] == dy)
                seen = true;
        if (seen)
            continue;

        bool any_token = false, allowed = false;
        for (int p = g.start; p < g.end;) {
            if (!is_direction(text[p])) {
                p++;
                continue;
            }
            int len = token_length(text, p, g.end);
            any_token = true;
            if (token_allows(text + p, len, shape, dx, dy))
                allowed = true;
            p += len;
        }
        if (any_token && !allowed)
            continue;

        if (pc->nvec >= BETZA_MAX_VECTORS)
            return fail(err, column, "too many moves: '%c' at column %d goes past %d vectors",
                        text[column - 1], column, BETZA_MAX_VECTORS);
        BetzaVector *v = &pc->vec[pc->nvec++];
        v->dx = (int8_t)dx;
        v->dy = (int8_t)dy;
        v->range = (uint8_t)range;
        v->flags = flags;
        v->atom = (uint8_t)index;
    }
    return 0;
}

/* Reads the atom at text[*pos] with the modifiers g in front of it, and
 * advances *pos past its doubling and number. */
static int read_atom(const char *text, int *pos, Group g, BetzaPiece *pc, BetzaError *err)
{
    int at = *pos, p = at + 1;
    const Letter *L = find_letter(text[at]);
    if (check_modifiers(text, g, L, err))
        return -1;

    int range = L->range;
    bool doubled = text[p] == L->letter;
    if (doubled) {
        if (L->range == 0)
            return fail(err, p + 1, "atom '%c' at column %d doubles '%c', which already rides",
                        text[p], p + 1, L->letter);
        range = 0;
        p++;
        if (text[p] == L->letter)
            return fail(err, p + 1, "atom '%c' at column %d cannot follow the doubled atom '%c%c'",
                        text[p], p + 1, L->letter, L->letter);
    }
    if (is_digit(text[p])) {
        int start = p, value = 0;
        while (is_digit(text[p])) {
            if (value <= MAX_RANGE)
                value = value * 10 + (text[p] - '0');
            p++;
        }
        if (doubled)
            return fail(err, start + 1,
                        "number '%.*s' at column %d cannot follow the doubled atom '%c%c'",
                        p - start, text + start, start + 1, L->letter, L->letter);
        if (value > MAX_RANGE)
            return fail(err, start + 1, "number '%.*s' at column %d is too large (at most %d)",
                        p - start, text + start, start + 1, MAX_RANGE);
        range = value;
    }
    if (check_hop_range(text, g, at, p, range, err))
        return -1;

    uint8_t flags = group_flags(text, g);
    for (int k = 0; k < 2 && L->parts[k]; k++)
        if (add_atom(pc, text, g, L->parts[k], at + 1, range, flags, err))
            return -1;
    *pos = p;
    return 0;
}

/* Names a character that cannot start anything. */
static int fail_character(const char *text, int i, BetzaError *err)
{
    unsigned char c = (unsigned char)text[i];
    int col = i + 1;
    if (c == ' ')
        return fail(err, col, "space at column %d is not allowed", col);
    if (c == '\t')
        return fail(err, col, "tab at column %d is not allowed", col);
    if (c == '\n' || c == '\r')
        return fail(err, col, "line break at column %d is not allowed", col);
    if (c == '\v' || c == '\f')
        return fail(err, col, "whitespace 0x%02X at column %d is not allowed", c, col);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
        return fail(err, col, "unknown letter '%c' at column %d", c, col);
    if (c > ' ' && c < 0x7f)
        return fail(err, col, "unknown character '%c' at column %d", c, col);
    return fail(err, col, "unknown character 0x%02X at column %d", c, col);
}

int betza_parse(const char *text, BetzaPiece *out, BetzaError *err)
{
    if (!text)
        return fail(err, 0, "no Betza string (NULL)");
    if (!out)
        return fail(err, 0, "no piece to write into (NULL)");

    /* Measure without reading past the longest accepted string. */
    int len = 0;
    while (len <= BETZA_MAX_TEXT && text[len] != '\0')
        len++;
    if (len == 0)
        return fail(err, 1, "empty Betza string");
    if (len > BETZA_MAX_TEXT)
        return fail(err, BETZA_MAX_TEXT + 1,
                    "too long: column %d is past the limit of %d characters", BETZA_MAX_TEXT + 1,
                    BETZA_MAX_TEXT);

    BetzaPiece pc;
    memset(&pc, 0, sizeof pc);
    Group g = {0, 0};
    bool in_group = false;
    int i = 0;
    while (i < len) {
        char c = text[i];
        if (c == 'a')
            return fail(err, i + 1, "multi-leg moves ('a' at column %d) are not supported", i + 1);
        if (is_modifier(c)) {
            if (!in_group)
                g.start = i, in_group = true;
            g.end = i + 1;
            if (check_modifier_pair(text, g, i, err))
                return -1;
            i++;
            continue;
        }
        if (find_letter(c)) {
            if (!in_group)
                g.start = g.end = i;
            if (read_atom(text, &i, g, &pc, err))
                return -1;
            in_group = false;
            continue;
        }
        if (is_digit(c)) {
            int start = i;
            while (is_digit(text[i]))
                i++;
            return fail(err, start + 1, "number '%.*s' at column %d has no atom before it",
                        i - start, text + start, start + 1);
        }
        return fail_character(text, i, err);
    }
    if (in_group)
        return fail(err, g.start + 1, "modifier '%c' at column %d needs an atom after it",
                    text[g.start], g.start + 1);

    *out = pc;
    return 0;
}
