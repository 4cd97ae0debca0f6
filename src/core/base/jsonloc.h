/* jsonloc.h - strict JSON checking with positions, and JSON paths mapped to line:column. */
#ifndef MORPH_JSONLOC_H
#define MORPH_JSONLOC_H

#include <stddef.h>

#define JSONLOC_MAX_DEPTH 64 /* deeper nesting is reported as an error */
#define JSONLOC_PATH_MAX 256

/* A path names one value of a JSON text: "$" is the top-level value, ".key"
 * a member (written ["key"] with \" and \\ escaped when the key is not made
 * of ASCII letters, digits and '_' only), "[3]" an array element, e.g.
 * "$.pieces.N.powers[1]" or "$.pieces[\"a b\"]". */

/* Why a text is not JSON: the offending byte and what was expected. */
typedef struct JsonLocError {
    size_t offset;               /* byte offset of the offending character (len at the end) */
    char path[JSONLOC_PATH_MAX]; /* the innermost value or member being read, "$" at the top */
    char message[128];           /* e.g. "expected ',' or '}'" */
} JsonLocError;

/* Checks that text[0..len) is exactly one JSON value as RFC 8259 defines it
 * (no comments, no trailing commas, no leading zeros, no control characters
 * or invalid UTF-8 in strings, nesting at most JSONLOC_MAX_DEPTH). Returns 0
 * if so; otherwise -1 and fills err (if non-NULL) with the first problem. */
int jsonloc_check(const char *text, size_t len, JsonLocError *err);

/* Finds the value named by path in a text that jsonloc_check accepts. With
 * want_key non-zero and a path ending in a member, finds that member's name
 * (its opening quote) instead; nth picks among repeated names in the last
 * object (0 = the first). Sets *offset and returns 1 when found; when only an
 * ancestor exists, sets *offset to the deepest existing ancestor's value and
 * returns 0; a malformed path gives the top-level value and -1. */
int jsonloc_find(const char *text, size_t len, const char *path, int want_key, int nth,
                 size_t *offset);

/* The 1-based line and column of byte `offset` (clamped to len). Columns count
 * characters (UTF-8 sequences), a tab counts as one; "\r\n" ends a line. */
void jsonloc_line_col(const char *text, size_t len, size_t offset, int *line, int *column);

/* For the JSON string whose opening quote is at byte `quote`: the offset in
 * text of the source of the string's decoded byte number `index` (1-based),
 * so that an error column inside the decoded string can be shown in the file.
 * An index past the end (or below 1) gives the closing (or opening) quote. */
size_t jsonloc_string_byte(const char *text, size_t len, size_t quote, int index);

/* Writes base followed by the member `key` (".key" or ["key"]) into out
 * (truncated to size; out and base must not overlap). */
void jsonloc_path_member(char *out, size_t size, const char *base, const char *key);

/* Writes base followed by "[index]" into out (as jsonloc_path_member). */
void jsonloc_path_element(char *out, size_t size, const char *base, int index);

#endif
