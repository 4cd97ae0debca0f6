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
}

int error_set(Error *e, const char *where, const char *fmt, ...)
{
    if (!e)
        return -1;
    snprintf(e->where, sizeof e->where, "%s", where ? where : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->what, sizeof e->what, fmt, ap);
    va_end(ap);
    return -1;
}

void error_format(const Error *e, char *buf, size_t size)
{
    if (!buf || size == 0)
        return;
    if (e->where[0])
        snprintf(buf, size, "%s: %s", e->where, e->what);
    else
        snprintf(buf, size, "%s", e->what);
}
