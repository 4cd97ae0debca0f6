/* morphchess/json.h - reading JSON text with located errors: one strict check
 * and one way to name a place ("NAME:LINE:COL: PATH") for every JSON file
 * the engine and its front ends read (variants, saved games, tutorials).
 *
 * Part of the public API of the morphchess engine (with match.h, variant.h,
 * diagram.h and error.h). The engine reads no files: callers pass the text
 * and the name to use in messages (a file's path). These functions only
 * locate; a caller parses the checked text with any JSON reader (cJSON).
 *
 * A path names one value of a JSON text: "$" is the top-level value, ".key"
 * a member (written ["key"] with \" and \\ escaped when the key is not made of
 * ASCII letters, digits and '_' only), "[3]" an array element, e.g.
 * "$.pieces.N.powers[1]" or "$.pieces[\"a b\"]". Lines and columns are
 * 1-based; columns count characters (UTF-8 sequences), a tab counts as one. */
#ifndef MORPHCHESS_JSON_H
#define MORPHCHESS_JSON_H

#include <stdarg.h>
#include <stddef.h>

#include "morphchess/error.h"

#define JSON_MAX_DEPTH 64 /* deeper nesting is an error */
#define JSON_PATH_MAX 256 /* longest path, NUL included */

/* Checks that text[0..len) is exactly one JSON value as RFC 8259 defines it
 * (no comments, no trailing commas, no leading zeros, no control characters
 * or invalid UTF-8 in strings, nesting at most JSON_MAX_DEPTH). Returns 0 if
 * so; otherwise -1 with err (may be NULL) filled for the first problem:
 * where = "NAME:LINE:COL: PATH" (the value being read), what = "invalid JSON:
 * " and what was expected, e.g. "invalid JSON: expected ',' or '}'". */
int json_check(const char *text, size_t len, const char *name, Error *err);

/* Fills err (NULL: nothing) for a problem with the value named by path in a
 * text json_check accepts: where = "NAME:LINE:COL: PATH" at that value (at its
 * deepest existing ancestor when it is missing; 1:1 when text is NULL), what =
 * the printf-style message. Always returns -1, so callers can `return
 * json_error_at(...)`. */
int json_error_at(Error *err, const char *text, size_t len, const char *name, const char *path,
                  const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* The same with a va_list. */
int json_verror_at(Error *err, const char *text, size_t len, const char *name, const char *path,
                   const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 0)))
#endif
    ;

/* The line and column of the value named by path (as json_error_at names it). */
void json_locate(const char *text, size_t len, const char *path, int *line, int *column);

/* Writes base followed by the member `key` (".key" or ["key"]) into out
 * (truncated to size; out and base must not overlap). */
void json_path_member(char *out, size_t size, const char *base, const char *key);

/* Writes base followed by "[index]" into out (as json_path_member). */
void json_path_element(char *out, size_t size, const char *base, int index);

#endif
