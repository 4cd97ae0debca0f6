/* course_fail.c - a course's problems placed: the line, column and JSON path of the value in
 * the file, and the lesson and exercise it lies in (course_parts.h); what the reading
 * (course_read.c) and the engine's checks (course_check.c) both report with. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "course_parts.h"

void course_name_exercise(Error *err)
{
    const char *path = strstr(err->where, "$.lessons[");
    if (!path || strstr(err->where, " (lesson "))
        return;
    int lesson = -1, ex = -1;
    if (sscanf(path, "$.lessons[%d].exercises[%d]", &lesson, &ex) < 1)
        return;
    size_t n = strlen(err->where);
    if (ex >= 0)
        snprintf(err->where + n, sizeof err->where - n, " (lesson %d, exercise %d)", lesson + 1,
                 ex + 1);
    else
        snprintf(err->where + n, sizeof err->where - n, " (lesson %d)", lesson + 1);
}

static int fail_at(const Course *c, const char *path, int index, Error *err, const char *fmt,
                   va_list ap) COURSE_PRINTF(5, 0);

static int fail_at(const Course *c, const char *path, int index, Error *err, const char *fmt,
                   va_list ap)
{
    if (!err)
        return -1;
    char what[sizeof err->what];
    vsnprintf(what, sizeof what, fmt, ap);
    JsonDoc d = {c->text, c->len, c->name, err, NULL};
    json_fail_char(&d, path, index, "%s", what);
    course_name_exercise(err);
    return -1;
}

int course_fail(const Course *c, const char *path, Error *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_at(c, path, 0, err, fmt, ap);
    va_end(ap);
    return -1;
}

int course_fail_char(const Course *c, const char *path, int index, Error *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_at(c, path, index, err, fmt, ap);
    va_end(ap);
    return -1;
}
