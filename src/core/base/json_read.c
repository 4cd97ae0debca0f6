/* json_read.c - typed reading of checked JSON values with located errors
 * (morphchess/json.h, second half). */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

#include "json_impl.h"

/* The path below d->root that path (starting at "$") names. */
static const char *full_path(const JsonDoc *d, const char *path, char out[JSON_PATH_MAX])
{
    if (!d->root || path[0] != '$')
        return path;
    snprintf(out, JSON_PATH_MAX, "%s%s", d->root, path + 1);
    return out;
}

int json_fail(const JsonDoc *d, const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char full[JSON_PATH_MAX];
    json_vfail_at(d->err, d->text, d->len, d->name, full_path(d, path, full), 0, 0, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int json_fail_key(const JsonDoc *d, const char *path, int nth, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char full[JSON_PATH_MAX];
    json_vfail_at(d->err, d->text, d->len, d->name, full_path(d, path, full), 1, nth, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int json_fail_char(const JsonDoc *d, const char *path, int index, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char full[JSON_PATH_MAX];
    json_vfail_at(d->err, d->text, d->len, d->name, full_path(d, path, full), 0, 0, index, fmt, ap);
    va_end(ap);
    return -1;
}

const char *json_describe(const cJSON *item)
{
    if (cJSON_IsString(item))
        return "a string";
    if (cJSON_IsNumber(item))
        return "a number";
    if (cJSON_IsTrue(item))
        return "true";
    if (cJSON_IsFalse(item))
        return "false";
    if (cJSON_IsNull(item))
        return "null";
    if (cJSON_IsArray(item))
        return "an array";
    return "an object";
}

void json_list_names(char *buf, size_t size, const char *const *names, const char *last_sep)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; names[i] && n < size; i++) {
        const char *sep = i == 0 ? "" : (last_sep && !names[i + 1]) ? last_sep : ", ";
        int w = snprintf(buf + n, size - n, last_sep ? "%s\"%s\"" : "%s%s", sep, names[i]);
        if (w < 0)
            return;
        n += (size_t)w;
    }
}

int json_name_index(const char *const *names, const char *s)
{
    for (int i = 0; names[i]; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

const cJSON *json_duplicate(const cJSON *obj, int *nth)
{
    for (const cJSON *m = obj->child; m; m = m->next) {
        int k = 0;
        for (const cJSON *e = obj->child; e != m; e = e->next)
            k += strcmp(e->string, m->string) == 0;
        if (k > 0) {
            *nth = k;
            return m;
        }
    }
    return NULL;
}

int json_members(const JsonDoc *d, const cJSON *obj, const char *path, const char *const *allowed)
{
    char mpath[JSON_PATH_MAX];
    int nth;
    const cJSON *dup = json_duplicate(obj, &nth);
    if (dup) {
        json_path_member(mpath, sizeof mpath, path, dup->string);
        return json_fail_key(d, mpath, nth, "duplicate key \"%s\"", dup->string);
    }
    for (const cJSON *m = allowed ? obj->child : NULL; m; m = m->next) {
        if (json_name_index(allowed, m->string) >= 0)
            continue;
        char names[256];
        json_path_member(mpath, sizeof mpath, path, m->string);
        json_list_names(names, sizeof names, allowed, NULL);
        return json_fail_key(d, mpath, 0, "unknown key \"%s\" (allowed: %s)", m->string, names);
    }
    return 0;
}

const cJSON *json_member(const cJSON *obj, const char *path, const char *key,
                         char path_out[JSON_PATH_MAX])
{
    json_path_member(path_out, JSON_PATH_MAX, path, key);
    return cJSON_GetObjectItemCaseSensitive(obj, key);
}

int json_missing(const JsonDoc *d, const char *path, const char *key)
{
    return json_fail(d, path, "missing key \"%s\"", key);
}

int json_want_object(const JsonDoc *d, const cJSON *item, const char *path)
{
    if (!cJSON_IsObject(item))
        return json_fail(d, path, "expected an object, got %s", json_describe(item));
    return 0;
}

int json_get_string(const JsonDoc *d, const cJSON *item, const char *path, char *dst, size_t size,
                    int flags)
{
    if (!cJSON_IsString(item))
        return json_fail(d, path, "expected a string, got %s", json_describe(item));
    const char *s = item->valuestring;
    size_t n = strlen(s);
    if ((flags & JSON_NONEMPTY) && n == 0)
        return json_fail(d, path, "expected a non-empty string");
    for (size_t i = 0; (flags & JSON_ONE_LINE) && i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '\n' || ch == '\r')
            return json_fail_char(d, path, (int)i + 1,
                                  "line break in a text that must be one line");
        if (ch < 0x20 || ch == 0x7f)
            return json_fail_char(d, path, (int)i + 1,
                                  "control character 0x%02X in a text that must be one line", ch);
    }
    if (n >= size)
        return json_fail(d, path, "too long: %zu bytes (at most %zu)", n, size - 1);
    memcpy(dst, s, n + 1);
    return 0;
}

int json_get_bool(const JsonDoc *d, const cJSON *item, const char *path, bool *out)
{
    if (!cJSON_IsBool(item))
        return json_fail(d, path, "expected true or false, got %s", json_describe(item));
    *out = cJSON_IsTrue(item) != 0;
    return 0;
}

/* Whether v is a whole number of at most 9 digits (no libm needed). */
static int is_small_integer(double v)
{
    return v >= -1e9 && v <= 1e9 && (double)(long)v == v;
}

int json_get_int(const JsonDoc *d, const cJSON *item, const char *path, int lo, int hi, int *out)
{
    if (!cJSON_IsNumber(item))
        return json_fail(d, path, "expected an integer, got %s", json_describe(item));
    double v = item->valuedouble;
    if (!is_small_integer(v))
        return json_fail(d, path, "expected an integer, got %g", v);
    if (v < lo || v > hi)
        return json_fail(d, path, "expected an integer from %d to %d, got %d", lo, hi, (int)v);
    *out = (int)v;
    return 0;
}

int json_get_choice(const JsonDoc *d, const cJSON *item, const char *path, const char *const *names,
                    int *out)
{
    char list[200];
    json_list_names(list, sizeof list, names, " or ");
    if (!cJSON_IsString(item))
        return json_fail(d, path, "expected %s, got %s", list, json_describe(item));
    int i = json_name_index(names, item->valuestring);
    if (i < 0)
        return json_fail(d, path, "expected %s, got \"%s\"", list, item->valuestring);
    *out = i;
    return 0;
}
