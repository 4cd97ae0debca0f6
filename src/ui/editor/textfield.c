/* textfield.c - the cursor, selection and undo of one line of editable text. */
#include "textfield.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "controller.h"

static bool continuation(char c)
{
    return ((unsigned char)c & 0xC0) == 0x80;
}

static int clamp(int at, const char *text)
{
    int len = (int)strlen(text);
    if (at < 0)
        at = 0;
    if (at > len)
        at = len;
    while (at > 0 && continuation(text[at]))
        at--;
    return at;
}

static int prev_char(const char *text, int at)
{
    if (at <= 0)
        return 0;
    at--;
    while (at > 0 && continuation(text[at]))
        at--;
    return at;
}

static int next_char(const char *text, int at)
{
    if (!text[at])
        return at;
    at++;
    while (text[at] && continuation(text[at]))
        at++;
    return at;
}

static void forget(TextField *f)
{
    for (int i = 0; i < f->nundo; i++) {
        free(f->undo[i].long_text);
        f->undo[i].long_text = NULL;
    }
    f->nundo = 0;
}

void textfield_reset(TextField *f, const char *text)
{
    forget(f);
    f->cursor = f->anchor = (int)strlen(text);
}

void textfield_clear(TextField *f)
{
    forget(f);
    f->cursor = f->anchor = 0;
}

void textfield_range(const TextField *f, const char *text, int *start, int *end)
{
    int c = clamp(f->cursor, text), a = clamp(f->anchor, text);
    *start = c < a ? c : a;
    *end = c < a ? a : c;
}

void textfield_selection(const TextField *f, const char *text, char *out, size_t n)
{
    int s, e;
    textfield_range(f, text, &s, &e);
    if (n == 0)
        return;
    size_t len = (size_t)(e - s) < n - 1 ? (size_t)(e - s) : n - 1;
    while (len > 0 && continuation(text[s + (int)len]))
        len--; /* cut at a character boundary */
    memcpy(out, text + s, len);
    out[len] = '\0';
}

/* Keeps text as it is before an edit, whole: when a long one cannot be kept (out of memory),
 * undo forgets what came before rather than going back past this edit. */
static void remember(TextField *f, const char *text)
{
    if (f->nundo == TEXTFIELD_UNDO) {
        free(f->undo[0].long_text);
        memmove(&f->undo[0], &f->undo[1], sizeof f->undo[0] * (TEXTFIELD_UNDO - 1));
        f->nundo--;
    }
    TextFieldState *st = &f->undo[f->nundo];
    size_t len = strlen(text);
    st->long_text = NULL;
    st->text[0] = '\0';
    if (len < sizeof st->text) {
        memcpy(st->text, text, len + 1);
    } else if (!(st->long_text = malloc(len + 1))) {
        forget(f);
        return;
    } else {
        memcpy(st->long_text, text, len + 1);
    }
    st->cursor = f->cursor;
    f->nundo++;
}

/* Replaces [s, e) of text by the n bytes at in (already cleaned, fitting). */
static void splice(char *text, int s, int e, const char *in, size_t n)
{
    size_t tail = strlen(text + e) + 1;
    memmove(text + s + n, text + e, tail);
    memcpy(text + s, in, n);
}

int textfield_grow(const TextField *f, char **text, size_t *size, const char *in)
{
    int s, e;
    textfield_range(f, *text, &s, &e);
    size_t need = strlen(*text) - (size_t)(e - s) + strlen(in) + 1; /* cleaning never adds */
    if (need <= *size)
        return 0;
    if (need < 2 * *size)
        need = 2 * *size; /* typing a character at a time grows it now and then */
    char *bigger = realloc(*text, need);
    if (!bigger)
        return -1;
    *text = bigger;
    *size = need;
    return 0;
}

bool textfield_insert(TextField *f, char *text, size_t size, const char *in)
{
    char small[256];
    size_t inlen = strlen(in), n = 0;
    char *clean = inlen < sizeof small ? small : malloc(inlen + 1);
    if (!clean)
        return false;
    for (const unsigned char *p = (const unsigned char *)in; *p; p++) {
        if (*p == '\t' || *p == '\n' || *p == '\r')
            clean[n++] = ' ';
        else if (*p >= 0x20 && *p != 0x7f)
            clean[n++] = (char)*p;
    }
    clean[n] = '\0';
    int s, e;
    textfield_range(f, text, &s, &e);
    size_t room = size - 1 - (strlen(text) - (size_t)(e - s));
    if (n > room)
        n = room;
    while (n > 0 && continuation(clean[n]))
        n--;
    bool changed = n > 0 || s != e;
    if (changed) {
        remember(f, text);
        splice(text, s, e, clean, n);
        f->cursor = f->anchor = s + (int)n;
    }
    if (clean != small)
        free(clean);
    return changed;
}

static TextFieldResult erase(TextField *f, char *text, int s, int e)
{
    if (s == e)
        return TEXTFIELD_IGNORED;
    remember(f, text);
    splice(text, s, e, "", 0);
    f->cursor = f->anchor = s;
    return TEXTFIELD_CHANGED;
}

TextFieldResult textfield_key(TextField *f, char *text, size_t size, int key, int mods)
{
    (void)size;
    bool shift = (mods & UI_MOD_SHIFT) != 0, ctrl = (mods & UI_MOD_CTRL) != 0;
    int s, e, len = (int)strlen(text);
    textfield_range(f, text, &s, &e);
    f->cursor = clamp(f->cursor, text);
    f->anchor = clamp(f->anchor, text);
    if (ctrl) {
        switch (key) {
        case 'a':
            f->anchor = 0;
            f->cursor = len;
            return TEXTFIELD_MOVED;
        case 'z':
            if (f->nundo == 0)
                return TEXTFIELD_IGNORED;
            f->nundo--; /* the text was in this buffer: it fits (a grown buffer never shrinks) */
            TextFieldState *st = &f->undo[f->nundo];
            snprintf(text, size, "%s", st->long_text ? st->long_text : st->text);
            free(st->long_text);
            st->long_text = NULL;
            f->cursor = f->anchor = clamp(st->cursor, text);
            return TEXTFIELD_CHANGED;
        case 'x':
            return erase(f, text, s, e);
        default:
            return TEXTFIELD_IGNORED;
        }
    }
    int to;
    switch (key) {
    case UI_KEY_LEFT:
    case UI_KEY_RIGHT:
        if (!shift && s != e) /* collapse the selection to its side */
            to = key == UI_KEY_LEFT ? s : e;
        else
            to = key == UI_KEY_LEFT ? prev_char(text, f->cursor) : next_char(text, f->cursor);
        break;
    case UI_KEY_HOME:
        to = 0;
        break;
    case UI_KEY_END:
        to = len;
        break;
    case UI_KEY_BACKSPACE:
        return erase(f, text, s != e ? s : prev_char(text, f->cursor), e);
    case UI_KEY_DELETE:
        return erase(f, text, s, s != e ? e : next_char(text, f->cursor));
    default:
        return TEXTFIELD_IGNORED;
    }
    f->cursor = to;
    if (!shift)
        f->anchor = to;
    return TEXTFIELD_MOVED;
}
