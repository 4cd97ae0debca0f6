/* textfield.h - one line of editable text, window-free: a cursor and a selection (byte
 * offsets at UTF-8 character boundaries), typing and pasting any character, cursor keys,
 * Home/End, Shift to select, Backspace/Delete, Ctrl+A, and undo. The text itself is the
 * caller's buffer (of a fixed size, or grown by textfield_grow); the field keeps only where
 * the cursor is and what came before. */
#ifndef MORPH_UI_TEXTFIELD_H
#define MORPH_UI_TEXTFIELD_H

#include <stdbool.h>
#include <stddef.h>

#define TEXTFIELD_MAX 640 /* bytes of text, NUL included, an undo state holds in itself */
#define TEXTFIELD_UNDO 16 /* edits undo goes back through */

/* A text before an edit: in text when it fits, else whole in long_text (malloc'd; only a
 * field of a grown buffer makes one, and textfield_clear frees it). */
typedef struct TextFieldState {
    char text[TEXTFIELD_MAX];
    char *long_text;
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

/* Starts editing text: the cursor at its end, no selection, nothing to undo. A zeroed
 * TextField is ready for it. */
void textfield_reset(TextField *f, const char *text);

/* Frees what undo keeps of long texts (nothing for a field whose buffer is under
 * TEXTFIELD_MAX bytes); the field is then as after textfield_reset. */
void textfield_clear(TextField *f);

/* Makes the malloc'd buffer *text (of *size bytes, a NUL-terminated text) big enough for in
 * to be inserted whole in place of the selection: 0, or -1 when out of memory (*text and
 * *size untouched). For a field of any length: grow, then textfield_insert. */
int textfield_grow(const TextField *f, char **text, size_t *size, const char *in);

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
