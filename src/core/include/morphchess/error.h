/* error.h - the error record every core function that reads outside input fills. */
#ifndef MORPH_ERROR_H
#define MORPH_ERROR_H

#include <stddef.h>

/* Where (file:line:col and JSON path, or "move 14 (Black)") and what went wrong.
 * Caller-owned; functions that fail fill it and leave their outputs untouched.
 * A reader of a one-line text (the FEN readers of every family) also gives the place in
 * that text: `column`, the 1-based byte the error is about (0: the error has no single
 * place, such as "White has no king"; the length + 1: the text ended too soon), and
 * `span`, how many bytes from there it covers (a field, a rank; 0 at the end). */
typedef struct Error {
    char where[256];
    char what[256];
    int column, span;
} Error;

/* Clears every field. NULL is a no-op. */
void error_clear(Error *e);

/* Sets `where` (may be NULL or "" for none) and a printf-style `what`, with no column.
 * NULL e is a no-op. Always returns -1 so callers can `return error_set(...)`. */
int error_set(Error *e, const char *where, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* error_set with a place in the text read: column (1-based byte) and span (bytes). */
int error_set_at(Error *e, const char *where, int column, int span, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Writes "where: column N: what" into buf, leaving out "where: " when where is empty and
 * "column N: " when the error has no column. */
void error_format(const Error *e, char *buf, size_t size);

/* Writes "column N: what" into buf, or just "what" when the error has no column: the text
 * of error_format without its where, for a caller that says the where its own way. */
void error_format_what(const Error *e, char *buf, size_t size);

#endif
