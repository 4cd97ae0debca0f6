/* setfen.c - the set-up screen's FEN field: a FEN typed or pasted sets the board when the
 * engine reads it, else the engine's message says what is wrong and at which column. */
#include <stdio.h>
#include <string.h>

#include "controller.h"
#include "setscreen.h"

/* Reads the field's text: a FEN the engine reads sets the board; else the error, located. */
static void try_text(SetupScreen *s)
{
    const char *text = s->fen.text;
    Error err;
    error_clear(&err);
    Match *m = match_new(s->setup.variant, text, &err);
    s->fen.err_from = s->fen.err_to = 0;
    s->fen.err_point = false;
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
    /* the engine's own place for it: the bytes err.column, err.span (docs/setup.md) */
    int len = (int)strlen(text);
    bool located = err.column > 0;
    if (located) {
        s->fen.err_from = err.column - 1 < len ? err.column - 1 : len;
        s->fen.err_to = s->fen.err_from + err.span < len ? s->fen.err_from + err.span : len;
        s->fen.err_point = s->fen.err_to == s->fen.err_from;
    }
    error_format(&err, s->fen.error, sizeof s->fen.error);
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
    s->fen.err_point = false;
    s->fen.before = s->setup;
    s->tool = -1;
    s->held_sq = -1;
}

void setscreen_fen_leave(SetupScreen *s)
{
    s->fen.editing = false;
    s->fen.error[0] = '\0';
    s->fen.err_from = s->fen.err_to = 0;
    s->fen.err_point = false;
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
