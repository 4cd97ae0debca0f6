/* error.h - the error record every core function that reads outside input fills. */
#ifndef MORPH_ERROR_H
#define MORPH_ERROR_H

#include <stddef.h>

/* Where (file:line:col and JSON path, or "move 14 (Black)") and what went wrong.
 * Caller-owned; functions that fail fill it and leave their outputs untouched. */
typedef struct Error {
    char where[256];
    char what[256];
} Error;

/* Clears both fields. NULL is a no-op. */
void error_clear(Error *e);

/* Sets `where` (may be NULL or "" for none) and a printf-style `what`.
 * NULL e is a no-op. Always returns -1 so callers can `return error_set(...)`. */
int error_set(Error *e, const char *where, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Writes "where: what" (or just "what" when where is empty) into buf. */
void error_format(const Error *e, char *buf, size_t size);

#endif
