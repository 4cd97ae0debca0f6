/* thumb.c - the placement of a FEN of any family as a small picture (ViewThumb). */
#include "thumb.h"

#include <ctype.h>
#include <string.h>

/* The type a Potential set "[...]" shows: its current type in "[T/P]", its one type, else
 * '?' (several types, "!" an exclusion); *colour by the letters' case. Returns the text after
 * the ']' or NULL when the set is not closed or holds no letter. */
static const char *read_set(const char *p, char *type, int *colour)
{
    const char *close = strchr(p, ']');
    if (!close)
        return NULL;
    int letters = 0;
    char first = 0;
    bool exclude = false;
    for (const char *q = p; q < close; q++) {
        if (*q == '/')
            break; /* "[T/P]": the current type comes first */
        if (*q == '!')
            exclude = true;
        else if (isalpha((unsigned char)*q) && letters++ == 0)
            first = *q;
    }
    if (!letters)
        return NULL;
    *colour = islower((unsigned char)first) ? VIEW_BLACK : VIEW_WHITE;
    *type = letters == 1 && !exclude ? (char)toupper((unsigned char)first) : '?';
    return close + 1;
}

/* Reads one placement field (up to a space or the end) onto board b; returns the text after
 * it, or NULL when it is not one (then files and ranks are untouched). */
static const char *read_placement(ViewThumb *t, int b, const char *p, int *files, int *ranks)
{
    int rows[VIEW_MAX_RANKS] = {0}, nrows = 0, width = 0;
    /* read top rank first into rows 0.., then turn them round (rank 0 is White's first) */
    char rowtype[VIEW_MAX_RANKS][VIEW_MAX_FILES];
    unsigned char rowcol[VIEW_MAX_RANKS][VIEW_MAX_FILES];
    memset(rowtype, 0, sizeof rowtype);
    memset(rowcol, 0, sizeof rowcol);
    for (; *p && *p != ' '; p++) {
        char c = *p;
        if (c == '/') {
            if (++nrows >= VIEW_MAX_RANKS)
                return NULL;
            width = 0;
            continue;
        }
        if (c == '\'') /* Potential's moved mark */
            continue;
        if (isdigit((unsigned char)c)) {
            int n = 0;
            while (isdigit((unsigned char)*p) && n <= VIEW_MAX_FILES)
                n = n * 10 + (*p++ - '0');
            p--;
            width += n;
        } else {
            char ty;
            int col;
            if (c == '[') {
                const char *after = read_set(p + 1, &ty, &col);
                if (!after)
                    return NULL;
                p = after - 1;
            } else if (isalpha((unsigned char)c)) {
                col = islower((unsigned char)c) ? VIEW_BLACK : VIEW_WHITE;
                ty = (char)toupper((unsigned char)c);
                if (ty == 'X') /* Potential: every type possible */
                    ty = '?';
            } else {
                return NULL;
            }
            if (width >= VIEW_MAX_FILES)
                return NULL;
            rowtype[nrows][width] = ty;
            rowcol[nrows][width] = (unsigned char)col;
            width++;
        }
        if (width > VIEW_MAX_FILES)
            return NULL;
        rows[nrows] = width;
    }
    nrows++;
    for (int r = 1; r < nrows; r++)
        if (rows[r] != rows[0])
            return NULL;
    if (rows[0] < 1 || (*files && (rows[0] != *files || nrows != *ranks)))
        return NULL;
    memset(t->type[b], 0, sizeof t->type[b]);
    memset(t->colour[b], 0, sizeof t->colour[b]);
    for (int r = 0; r < nrows; r++)
        for (int f = 0; f < rows[0]; f++) {
            int sq = (nrows - 1 - r) * 8 + f;
            t->type[b][sq] = rowtype[r][f];
            t->colour[b][sq] = rowcol[r][f];
        }
    *files = rows[0];
    *ranks = nrows;
    return p;
}

bool thumb_read(ViewThumb *t, const char *fen, bool flipped)
{
    memset(t, 0, sizeof *t);
    int files = 0, ranks = 0;
    const char *p = fen ? read_placement(t, 0, fen, &files, &ranks) : NULL;
    if (!p) {
        memset(t, 0, sizeof *t);
        return false;
    }
    t->nboards = 1;
    while (*p == ' ')
        p++;
    /* Portal: a second placement (two sets), or the board that White acts on (one set) */
    size_t field = strcspn(p, " ");
    const char *second = memchr(p, '/', field) ? read_placement(t, 1, p, &files, &ranks) : NULL;
    if (second)
        t->nboards = 2;
    else if ((p[0] == 'w') && (p[1] == 'A' || p[1] == 'B') && (p[2] == ' ' || !p[2]))
        t->split_file = files / 2;
    t->files = files;
    t->ranks = ranks;
    t->flipped = flipped;
    return true;
}
