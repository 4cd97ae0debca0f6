/* setfen.c - the set-up screen's FEN field: a FEN typed or pasted sets the board when the
 * engine reads it, else the engine's message says what is wrong and at which column. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "controller.h"
#include "setscreen.h"

#define FEN_FIELDS 12

/* The space-separated fields of fen: start and end byte of each; returns the count. */
static int split_fields(const char *fen, int start[FEN_FIELDS], int end[FEN_FIELDS])
{
    int n = 0, i = 0;
    while (fen[i] && n < FEN_FIELDS) {
        while (fen[i] == ' ')
            i++;
        if (!fen[i])
            break;
        start[n] = i;
        while (fen[i] && fen[i] != ' ')
            i++;
        end[n++] = i;
    }
    return n;
}

/* The field index of each part in the family's FEN (docs/fen.md, potential.md, portal.md):
 * -1 where the family has none. */
typedef struct FenParts {
    int placement_fields; /* Portal's two sets: 2 */
    int side, castling, ep, halfmove, fullmove, last;
} FenParts;

static FenParts parts_of(const Setup *s)
{
    if (s->family == SETUP_POTENTIAL)
        return (FenParts){1, 1, -1, 2, 3, 4, 5};
    if (s->family == SETUP_PORTAL && !s->one_set)
        return (FenParts){2, 2, 3, 5, 8, 9, 10};
    if (s->family == SETUP_PORTAL)
        return (FenParts){1, 1, -1, 2, 5, 6, 7};
    return (FenParts){1, 1, 2, 3, 4, 5, 6};
}

/* The first occurrence of c in fen[from, to), or -1. */
static int find_char(const char *fen, int from, int to, char c)
{
    for (int i = from; i < to; i++)
        if (fen[i] == c)
            return i;
    return -1;
}

/* The text between the first pair of quote characters q in what, into out; false if none. */
static bool quoted(const char *what, char q, char *out, size_t n)
{
    const char *a = strchr(what, q), *b = a ? strchr(a + 1, q) : NULL;
    if (!b || b == a + 1 || (size_t)(b - a - 1) >= n)
        return false;
    memcpy(out, a + 1, (size_t)(b - a - 1));
    out[b - a - 1] = '\0';
    return true;
}

static bool span(int *from, int *to, int a, int b)
{
    *from = a;
    *to = b;
    return b > a;
}

/* A field the message names by a word: its range. */
static bool named_field(const char *what, const FenParts *p, int n, const int *st, const int *en,
                        int *from, int *to)
{
    static const struct {
        const char *word;
        int which; /* 0 side, 1 castling, 2 en passant, 3 halfmove, 4 fullmove, 5 last */
    } words[] = {{"side to move", 0}, {"White's board", 0}, {"castling", 1},    {"en-passant", 2},
                 {"en passant", 2},   {"halfmove", 3},      {"move number", 4}, {"turn", 4},
                 {"counters", 3},     {"phases", 5},        {"captured", 5}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        if (!strstr(what, words[i].word))
            continue;
        int fields[6] = {p->side, p->castling, p->ep, p->halfmove, p->fullmove, p->last};
        int f = fields[words[i].which];
        if (f >= 0 && f < n)
            return span(from, to, st[f], en[f]);
    }
    return false;
}

bool setscreen_fen_locate(const Setup *s, const char *fen, const char *what, int *from, int *to)
{
    int st[FEN_FIELDS], en[FEN_FIELDS];
    int n = split_fields(fen, st, en);
    FenParts p = parts_of(s);
    if (n == 0)
        return false;
    int pl_to = en[p.placement_fields <= n ? p.placement_fields - 1 : n - 1];
    const char *col = strstr(what, "column ");
    if (col && strstr(what, "placement")) { /* "bad piece at column 43 of the placement" */
        int c = atoi(col + 7);
        if (c >= 1 && st[0] + c - 1 < pl_to)
            return span(from, to, st[0] + c - 1, st[0] + c);
    }
    char q[64];
    if (quoted(what, '"', q, sizeof q)) { /* "not \"x\"": the field that says it */
        for (int i = n - 1; i >= 0; i--)
            if ((int)strlen(q) == en[i] - st[i] && strncmp(fen + st[i], q, strlen(q)) == 0)
                return span(from, to, st[i], en[i]);
        const char *at = strstr(fen, q);
        if (at)
            return span(from, to, (int)(at - fen), (int)(at - fen + (int)strlen(q)));
    }
    const char *rank = strstr(what, "rank ");
    if (rank && rank[5] >= '1' && rank[5] <= '9' && strstr(what, "squares")) {
        int r = atoi(rank + 5), seg = s->ranks - r, i = st[0];
        for (int k = 0; k < seg && i < pl_to; i++) /* to the start of that rank */
            if (fen[i] == '/')
                k++;
        int e = i;
        while (e < pl_to && fen[e] != '/')
            e++;
        if (seg >= 0 && i < pl_to)
            return span(from, to, i, e);
    }
    if (quoted(what, '\'', q, sizeof q) && strlen(q) == 1) { /* a letter of a field */
        bool castle = strstr(what, "castling") != NULL;
        int f = castle ? p.castling : 0;
        int a = f >= 0 && f < n ? find_char(fen, st[f], castle ? en[f] : pl_to, q[0]) : -1;
        if (a >= 0)
            return span(from, to, a, a + 1);
    }
    if (named_field(what, &p, n, st, en, from, to))
        return true;
    if (strstr(what, "placement") || strstr(what, "ranks"))
        return span(from, to, st[0], pl_to);
    if (strstr(what, "unexpected text") || strstr(what, "fields"))
        return span(from, to, st[n - 1], en[n - 1]);
    return false;
}

/* Reads the field's text: a FEN the engine reads sets the board; else the error, located. */
static void try_text(SetupScreen *s)
{
    const char *text = s->fen.text;
    Error err;
    error_clear(&err);
    Match *m = match_new(s->setup.variant, text, &err);
    s->fen.err_from = s->fen.err_to = 0;
    Setup t = s->setup;
    Error e2;
    error_clear(&e2);
    bool loaded = setup_load_fen(&t, text, &e2) == 0;
    if (m) {
        match_free(m);
        s->fen.error[0] = '\0';
        if (loaded) {
            s->setup = t;
            setup_check(&s->setup);
        }
        return;
    }
    int from, to;
    bool located = setscreen_fen_locate(&s->setup, text, err.what, &from, &to);
    if (located) {
        s->fen.err_from = from;
        s->fen.err_to = to;
        if (strstr(err.what, "column "))
            snprintf(s->fen.error, sizeof s->fen.error, "FEN: %s", err.what);
        else
            snprintf(s->fen.error, sizeof s->fen.error, "FEN, column %d: %s", from + 1, err.what);
    } else {
        error_format(&err, s->fen.error, sizeof s->fen.error);
    }
    /* a text that is right but for the position, which the set-up can hold exactly (the text
     * is what it writes back), is shown, so the mouse can finish it: a king missing, a pawn
     * on the last rank */
    if (loaded && !located) {
        char back[SETUP_FEN_MAX];
        setup_compose(&t, back, sizeof back);
        if (strcmp(back, text) == 0) {
            s->setup = t;
            setup_check(&s->setup);
        }
    }
}

void setscreen_fen_focus(SetupScreen *s)
{
    s->fen.editing = true;
    snprintf(s->fen.text, sizeof s->fen.text, "%s", s->setup.fen);
    textfield_reset(&s->fen.field, s->fen.text);
    s->fen.field.anchor = 0; /* all of it selected: typing or a paste replaces it */
    s->fen.error[0] = '\0';
    s->fen.err_from = s->fen.err_to = 0;
    s->fen.before = s->setup;
    s->tool = -1;
    s->held_sq = -1;
}

void setscreen_fen_leave(SetupScreen *s)
{
    s->fen.editing = false;
    s->fen.error[0] = '\0';
    s->fen.err_from = s->fen.err_to = 0;
}

SetScreenAction setscreen_fen_key(SetupScreen *s, int key, int mods)
{
    if (key == UI_KEY_ESCAPE) { /* the position typing began with */
        s->setup = s->fen.before;
        setscreen_fen_leave(s);
        return SETSCREEN_STAY;
    }
    if (key == UI_KEY_RETURN) {
        if (!s->fen.error[0])
            setscreen_fen_leave(s);
        return SETSCREEN_STAY;
    }
    if (textfield_key(&s->fen.field, s->fen.text, sizeof s->fen.text, key, mods) ==
        TEXTFIELD_CHANGED)
        try_text(s);
    return SETSCREEN_STAY;
}

void setscreen_fen_text(SetupScreen *s, const char *text)
{
    if (!s->fen.editing)
        return;
    if (textfield_insert(&s->fen.field, s->fen.text, sizeof s->fen.text, text))
        try_text(s);
}

void setscreen_fen_paste(SetupScreen *s, const char *text)
{
    if (!s->fen.editing)
        setscreen_fen_focus(s);
    s->fen.field.anchor = 0;
    s->fen.field.cursor = (int)strlen(s->fen.text);
    /* a pasted line's ends: a FEN copied with its line break or spaces round it */
    while (*text == ' ' || *text == '\n' || *text == '\r' || *text == '\t')
        text++;
    char clean[SETUP_FEN_MAX];
    snprintf(clean, sizeof clean, "%s", text);
    size_t n = strlen(clean);
    while (n > 0 && (clean[n - 1] == ' ' || clean[n - 1] == '\n' || clean[n - 1] == '\r' ||
                     clean[n - 1] == '\t'))
        clean[--n] = '\0';
    textfield_insert(&s->fen.field, s->fen.text, sizeof s->fen.text, clean);
    try_text(s);
}
