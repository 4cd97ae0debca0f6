/* json.c - the public face of the JSON locator (morphchess/json.h over jsonloc.h). */
#include "morphchess/json.h"

#include <stdio.h>

#include "json_impl.h"
#include "jsonloc.h"

_Static_assert(JSON_PATH_MAX == JSONLOC_PATH_MAX, "one path size");
_Static_assert(JSON_MAX_DEPTH == JSONLOC_MAX_DEPTH, "one nesting limit");

/* Writes "NAME:LINE:COL: PATH" into err->where (truncated if it must be); the place is
 * there, not in err->column. */
static void set_where(Error *err, const char *name, int line, int col, const char *path)
{
    err->column = err->span = 0;
    int n = snprintf(err->where, sizeof err->where, "%s:%d:%d: ", name ? name : "", line, col);
    if (n >= 0 && (size_t)n < sizeof err->where)
        snprintf(err->where + n, sizeof err->where - (size_t)n, "%s", path);
}

int json_check(const char *text, size_t len, const char *name, Error *err)
{
    JsonLocError je;
    if (jsonloc_check(text, len, &je) == 0)
        return 0;
    if (err) {
        int line, col;
        jsonloc_line_col(text, len, je.offset, &line, &col);
        set_where(err, name, line, col, je.path);
        snprintf(err->what, sizeof err->what, "invalid JSON: %s", je.message);
    }
    return -1;
}

void json_locate(const char *text, size_t len, const char *path, int *line, int *column)
{
    size_t off = 0;
    *line = *column = 1;
    if (!text)
        return;
    jsonloc_find(text, len, path, 0, 0, &off);
    jsonloc_line_col(text, len, off, line, column);
}

int json_vfail_at(Error *err, const char *text, size_t len, const char *name, const char *path,
                  int want_key, int nth, int char_index, const char *fmt, va_list ap)
{
    if (!err)
        return -1;
    size_t off = 0;
    if (text && jsonloc_find(text, len, path, want_key, nth, &off) == 1 && char_index > 0 &&
        off < len && text[off] == '"')
        off = jsonloc_string_byte(text, len, off, char_index);
    int line = 1, col = 1;
    if (text)
        jsonloc_line_col(text, len, off, &line, &col);
    set_where(err, name, line, col, path);
    vsnprintf(err->what, sizeof err->what, fmt, ap);
    return -1;
}

int json_verror_at(Error *err, const char *text, size_t len, const char *name, const char *path,
                   const char *fmt, va_list ap)
{
    return json_vfail_at(err, text, len, name, path, 0, 0, 0, fmt, ap);
}

int json_error_at(Error *err, const char *text, size_t len, const char *name, const char *path,
                  const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    json_verror_at(err, text, len, name, path, fmt, ap);
    va_end(ap);
    return -1;
}

void json_path_member(char *out, size_t size, const char *base, const char *key)
{
    jsonloc_path_member(out, size, base, key);
}

void json_path_element(char *out, size_t size, const char *base, int index)
{
    jsonloc_path_element(out, size, base, index);
}
