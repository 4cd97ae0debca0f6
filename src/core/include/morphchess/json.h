/* morphchess/json.h - reading JSON text with located errors: one strict check
 * and one way to name a place ("NAME:LINE:COL: PATH") for every JSON file
 * the engine and its front ends read (variants, saved games, tutorials).
 *
 * Part of the public API of the morphchess engine (with match.h, variant.h,
 * diagram.h and error.h). The engine reads no files: callers pass the text
 * and the name to use in messages (a file's path). These functions only
 * locate; a caller parses the checked text with any JSON reader (cJSON).
 *
 * The second half of this header reads the values of a checked text parsed
 * with cJSON (struct cJSON from <cjson/cJSON.h>): typed getters that report
 * "expected a string, got an array" and the like at the value's place, so
 * every reader words and places its errors alike.
 *
 * A path names one value of a JSON text: "$" is the top-level value, ".key"
 * a member (written ["key"] with \" and \\ escaped when the key is not made of
 * ASCII letters, digits and '_' only), "[3]" an array element, e.g.
 * "$.pieces.N.powers[1]" or "$.pieces[\"a b\"]". Lines and columns are
 * 1-based; columns count characters (UTF-8 sequences), a tab counts as one. */
#ifndef MORPHCHESS_JSON_H
#define MORPHCHESS_JSON_H

#include <stdarg.h>
#include <stdbool.h>
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

/* ---- reading values ------------------------------------------------------ */

struct cJSON;

/* A JSON text being read: the text json_check accepted (after any byte-order
 * mark), the name for messages, and where errors go (NULL: nowhere). When
 * root is set (e.g. "$.variant"), the value being read lies there in the
 * text: paths given to the functions below start with "$" for that value and
 * are reported and located below root. */
typedef struct JsonDoc {
    const char *text;
    size_t len;
    const char *name;
    Error *err;
    const char *root; /* NULL: "$" */
} JsonDoc;

#if defined(__GNUC__)
#define JSON_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define JSON_PRINTF(f, a)
#endif

/* Each fills d->err as json_error_at does and returns -1: at the value at
 * path; at the member name path ends in (its nth occurrence, 0 = first); at
 * the decoded byte `index` (1-based) of the string at path. */
int json_fail(const JsonDoc *d, const char *path, const char *fmt, ...) JSON_PRINTF(3, 4);
int json_fail_key(const JsonDoc *d, const char *path, int nth, const char *fmt, ...)
    JSON_PRINTF(4, 5);
int json_fail_char(const JsonDoc *d, const char *path, int index, const char *fmt, ...)
    JSON_PRINTF(4, 5);

/* "a string", "a number", "true", "false", "null", "an array", "an object". */
const char *json_describe(const struct cJSON *item);

/* The first member of obj whose name an earlier member already has (NULL if
 * none), with *nth its occurrence (1 = the second). */
const struct cJSON *json_duplicate(const struct cJSON *obj, int *nth);

/* Checks obj's member names: a repeated name is `duplicate key "K"`, a name
 * not in allowed (NULL-terminated; NULL allows any) `unknown key "K"
 * (allowed: a, b, c)`, each at the name. 0 or -1. */
int json_members(const JsonDoc *d, const struct cJSON *obj, const char *path,
                 const char *const *allowed);

/* The member key of obj (NULL when absent), its path written into path_out. */
const struct cJSON *json_member(const struct cJSON *obj, const char *path, const char *key,
                                char path_out[JSON_PATH_MAX]);

/* `missing key "K"` at the object at path. Returns -1. */
int json_missing(const JsonDoc *d, const char *path, const char *key);

/* `expected an object, got ...` unless item is an object. 0 or -1. */
int json_want_object(const JsonDoc *d, const struct cJSON *item, const char *path);

enum { JSON_NONEMPTY = 1, JSON_ONE_LINE = 2 };

/* Copies the string item into dst (size bytes with the NUL). flags:
 * JSON_NONEMPTY refuses "", JSON_ONE_LINE refuses line breaks and control
 * characters (at their column). Too long is an error, never truncated. */
int json_get_string(const JsonDoc *d, const struct cJSON *item, const char *path, char *dst,
                    size_t size, int flags);

/* true or false. */
int json_get_bool(const JsonDoc *d, const struct cJSON *item, const char *path, bool *out);

/* A whole number from lo to hi. */
int json_get_int(const JsonDoc *d, const struct cJSON *item, const char *path, int lo, int hi,
                 int *out);

/* A string among names (NULL-terminated); *out is its index. The message
 * lists them: `expected "a", "b" or "c", got "d"`. */
int json_get_choice(const JsonDoc *d, const struct cJSON *item, const char *path,
                    const char *const *names, int *out);

/* The index of s in names (NULL-terminated), or -1. */
int json_name_index(const char *const *names, const char *s);

/* Writes `"a", "b" or "c"` (last_sep " or ") or `a, b, c` (last_sep NULL). */
void json_list_names(char *buf, size_t size, const char *const *names, const char *last_sep);

#endif
