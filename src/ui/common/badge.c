/* badge.c - the text of a piece's power badge, as short as it can be said. */
#include "badge.h"

#include "morphchess/variant.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define BADGE_PARTS 16
#define BADGE_PART 24

/* Splits power into parts (lower-case modifiers, one atom letter, a range); false when it
 * is not made of such parts only. A range of 1 is dropped. */
static bool split(const char *p, char parts[BADGE_PARTS][BADGE_PART], int *n)
{
    *n = 0;
    while (*p) {
        if (*n == BADGE_PARTS)
            return false;
        size_t k = 0;
        char *part = parts[*n];
        while (*p >= 'a' && *p <= 'z' && k + 1 < BADGE_PART)
            part[k++] = *p++;
        if (!(*p >= 'A' && *p <= 'Z') || k + 1 >= BADGE_PART)
            return false;
        char atom = *p;
        part[k++] = *p++;
        if (*p == atom && !(p[1] >= '0' && p[1] <= '9')) { /* a doubled letter: its rider */
            p++;
            if (atom == 'W' || atom == 'F') {
                part[k++] = '0'; /* WW is W0, FF is F0: said as R or B below */
            } else {
                part[k++] = atom; /* NN stays the nightrider */
            }
            part[k] = '\0';
            (*n)++;
            continue;
        }
        size_t digits = k;
        while (*p >= '0' && *p <= '9' && k + 1 < BADGE_PART)
            part[k++] = *p++;
        if (k - digits == 1 && part[digits] == '1')
            k = digits;
        part[k] = '\0';
        (*n)++;
    }
    return *n > 0;
}

static bool has(char parts[BADGE_PARTS][BADGE_PART], int n, const char *part)
{
    for (int i = 0; i < n; i++)
        if (strcmp(parts[i], part) == 0)
            return true;
    return false;
}

void badge_changed(const char *power, const char *base, char *out, size_t size)
{
    char parts[BADGE_PARTS][BADGE_PART], usual[BADGE_PARTS][BADGE_PART];
    int n = 0, nu = 0;
    if (size == 0)
        return;
    if (!split(power, parts, &n) || !split(base, usual, &nu)) {
        badge_text(power, out, size);
        return;
    }
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n && len < size; i++) {
        if (has(usual, nu, parts[i]))
            continue;
        int w = snprintf(out + len, size - len, "%s", parts[i]);
        if (w < 0)
            break;
        len += (size_t)w;
    }
}

void badge_text(const char *power, char *out, size_t size)
{
    char parts[BADGE_PARTS][BADGE_PART];
    int n = 0;
    if (size == 0)
        return;
    if (!split(power, parts, &n)) {
        snprintf(out, size, "%s", power);
        return;
    }
    int kept = 0; /* each part once, in order */
    for (int i = 0; i < n; i++)
        if (!has(parts, kept, parts[i]))
            memmove(parts[kept++], parts[i], BADGE_PART);
    static const struct {
        const char *a, *b, *letter;
    } named[] = {{"F0", NULL, "B"}, {"W0", NULL, "R"}, {"W0", "F0", "Q"}, {"W", "F", "K"}};
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        int want = named[i].b ? 2 : 1;
        if (kept == want && has(parts, kept, named[i].a) &&
            (!named[i].b || has(parts, kept, named[i].b))) {
            snprintf(out, size, "%s", named[i].letter);
            return;
        }
    }
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < kept && len < size; i++) {
        int w = snprintf(out + len, size - len, "%s", parts[i]);
        if (w < 0)
            break;
        len += (size_t)w;
    }
}

/* The length of the square at s ("e4", "b10"): a file letter and a rank number; 0 when s
 * does not start with one. */
static size_t square_len(const char *s)
{
    if (!(s[0] >= 'a' && s[0] <= 'z') || !(s[1] >= '1' && s[1] <= '9'))
        return 0;
    size_t k = 2;
    while (s[k] >= '0' && s[k] <= '9')
        k++;
    return k;
}

/* Whether power shares a part with base (a pawn's power, not the piece it promoted to). */
static bool shares_part(const char *power, const char *base)
{
    char parts[BADGE_PARTS][BADGE_PART], usual[BADGE_PARTS][BADGE_PART];
    int n = 0, nu = 0;
    if (!split(power, parts, &n) || !split(base, usual, &nu))
        return false;
    for (int i = 0; i < n; i++)
        if (has(usual, nu, parts[i]))
            return true;
    return false;
}

void badge_notation(const char *text, const char *pawn_base, char *out, size_t size)
{
    if (size == 0)
        return;
    snprintf(out, size, "%s", text);
    /* prefix, from-square, '-' or 'x' or ':', to-square, '=' power, marks */
    size_t from = 0, fl = 0;
    while (text[from] && !(fl = square_len(text + from)))
        from++;
    size_t sep = from + fl;
    if (!fl || !strchr("-x:", text[sep]) || text[sep] == '\0')
        return;
    size_t tl = square_len(text + sep + 1);
    size_t eq = sep + 1 + tl;
    if (!tl || text[eq] != '=')
        return;
    size_t end = eq + 1 + strcspn(text + eq + 1, "~+#!?");
    char prefix[BADGE_PARTS * BADGE_PART], power[BADGE_PARTS * BADGE_PART];
    char short_prefix[sizeof prefix], short_power[sizeof power];
    if (from >= sizeof prefix || end - eq - 1 >= sizeof power)
        return;
    memcpy(prefix, text, from);
    prefix[from] = '\0';
    memcpy(power, text + eq + 1, end - eq - 1);
    power[end - eq - 1] = '\0';
    short_prefix[0] = '\0';
    if (prefix[0])
        badge_text(prefix, short_prefix, sizeof short_prefix);
    if (!prefix[0] && pawn_base && shares_part(power, pawn_base))
        badge_changed(power, pawn_base, short_power, sizeof short_power);
    else
        badge_text(power, short_power, sizeof short_power);
    snprintf(out, size, "%s%.*s%s%s%s", short_prefix, (int)(eq - from), text + from,
             short_power[0] ? "=" : "", short_power, text + end);
}

void badge_piece(const Match *m, const MatchPiece *mp, char *out, size_t size)
{
    if (size == 0)
        return;
    out[0] = '\0';
    if (!mp->power[0])
        return; /* a type with one power shows none */
    const VariantDef *d = variant_def(match_variant(m));
    for (int t = 0; t < d->ntypes; t++)
        if (d->types[t].letter == mp->letter) {
            const PieceDef *pd = &d->types[t];
            const char *now = match_power(m, mp->colour, t);
            if (!now[0])
                now = mp->power;
            int c = mp->colour == BLACK;
            /* a pawn of atomic Polypiece: no badge while it moves as it always does, and then
             * only what is changed ("fmF" while W is F) */
            if (pd->role == ROLE_PAWN && pd->npowers[c] == 1)
                badge_changed(now, pd->powers[c][0], out, size);
            else
                badge_text(now, out, size);
            return;
        }
}

void badge_move(const Match *m, const char *text, int colour, char *out, size_t size)
{
    const VariantDef *d = variant_def(match_variant(m));
    if (!d->mutation.atomic) {
        if (size > 0)
            snprintf(out, size, "%s", text);
        return;
    }
    const char *pawn = NULL;
    for (int t = 0; t < d->ntypes && !pawn; t++)
        if (d->types[t].role == ROLE_PAWN)
            pawn = d->types[t].powers[colour == BLACK][0];
    badge_notation(text, pawn, out, size);
}

void badge_line(const Match *m, const char *line, int colour, char *out, size_t size)
{
    if (size == 0)
        return;
    out[0] = '\0';
    if (!variant_def(match_variant(m))->mutation.atomic) {
        snprintf(out, size, "%s", line);
        return;
    }
    size_t used = 0;
    for (const char *p = line; *p && used + 1 < size;) {
        size_t k = strcspn(p, " ");
        char move[BADGE_PARTS * BADGE_PART], said[sizeof move];
        snprintf(move, sizeof move, "%.*s", (int)k, p);
        badge_move(m, move, colour, said, sizeof said);
        int w = snprintf(out + used, size - used, "%s%s", used ? " " : "", said);
        used = w < 0 || (size_t)w >= size - used ? size - 1 : used + (size_t)w;
        colour = !colour;
        p += k;
        while (*p == ' ')
            p++;
    }
}
