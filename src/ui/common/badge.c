/* badge.c - the text of a piece's power badge, as short as it can be said. */
#include "badge.h"

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
