/* textfield.h - one line of editable text, window-free: a cursor and a selection (byte
 * offsets at UTF-8 character boundaries), typing and pasting any character, cursor keys,
 * Home/End, Shift to select, Backspace/Delete, Ctrl+A, and undo. The text itself is the
 * caller's buffer; the field keeps only where the cursor is and what came before. */
#ifndef MORPH_UI_TEXTFIELD_H
#define MORPH_UI_TEXTFIELD_H

#include <stdbool.h>
#include <stddef.h>

#define TEXTFIELD_MAX 640 /* bytes of text, NUL included, that undo remembers */
#define TEXTFIELD_UNDO 16 /* edits undo goes back through */

typedef struct TextFieldState {
    char text[TEXTFIELD_MAX];
    int cursor;
} TextFieldState;

typedef struct TextField {
    int cursor, anchor; /* the selection runs between them; equal: none */
    int nundo;          /* states kept, newest last */
    TextFieldState undo[TEXTFIELD_UNDO];
} TextField;

/* What a key did. */
typedef enum TextFieldResult {
    TEXTFIELD_IGNORED = 0, /* not a key of the field */
    TEXTFIELD_MOVED,       /* the cursor or the selection changed */
    TEXTFIELD_CHANGED,     /* the text changed */
} TextFieldResult;

/* Starts editing text: the cursor at its end, no selection, nothing to undo. */
void textfield_reset(TextField *f, const char *text);

/* Replaces the selection (or inserts at the cursor) with in, a UTF-8 string: tabs and line
 * breaks become spaces, other control characters are dropped, and what does not fit in
 * size bytes is cut at a character boundary. Returns true when text changed. */
bool textfield_insert(TextField *f, char *text, size_t size, const char *in);

/* A key (controller.h UI_KEY_* or a lower-case letter, with UI_MOD_* bits): Left/Right
 * (Shift extends the selection), Home/End, Backspace/Delete, Ctrl+A selects all, Ctrl+Z
 * undoes the last change, Ctrl+X deletes the selection (copy it first). */
TextFieldResult textfield_key(TextField *f, char *text, size_t size, int key, int mods);

/* The selected text into out (size n, cut to fit); "" when nothing is selected. */
void textfield_selection(const TextField *f, const char *text, char *out, size_t n);

/* The selection as a range start <= end (equal when none), clamped to text. */
void textfield_range(const TextField *f, const char *text, int *start, int *end);

#endif
