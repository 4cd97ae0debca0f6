/* error.c - filling and printing Error records. */
#include "morphchess/error.h"

#include <stdarg.h>
#include <stdio.h>

void error_clear(Error *e)
{
    if (!e)
        return;
    e->where[0] = '\0';
    e->what[0] = '\0';
    e->column = e->span = 0;
}

static void set(Error *e, const char *where, int column, int span, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 0)))
#endif
    ;

static void set(Error *e, const char *where, int column, int span, const char *fmt, va_list ap)
{
    snprintf(e->where, sizeof e->where, "%s", where ? where : "");
    vsnprintf(e->what, sizeof e->what, fmt, ap);
    e->column = column > 0 ? column : 0;
    e->span = column > 0 && span > 0 ? span : 0;
}

int error_set(Error *e, const char *where, const char *fmt, ...)
{
    if (!e)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    set(e, where, 0, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int error_set_at(Error *e, const char *where, int column, int span, const char *fmt, ...)
{
    if (!e)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    set(e, where, column, span, fmt, ap);
    va_end(ap);
    return -1;
}

void error_format(const Error *e, char *buf, size_t size)
{
    if (!buf || size == 0)
        return;
    char what[sizeof e->what + 24];
    error_format_what(e, what, sizeof what);
    snprintf(buf, size, "%s%s%s", e->where, e->where[0] ? ": " : "", what);
}

void error_format_what(const Error *e, char *buf, size_t size)
{
    if (!buf || size == 0)
        return;
    if (e->column > 0)
        snprintf(buf, size, "column %d: %s", e->column, e->what);
    else
        snprintf(buf, size, "%s", e->what);
}
