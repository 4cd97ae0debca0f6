/* jsonloc.c - a strict JSON scanner that knows where it is: first-error reports
 * with line:column and path, and JSON paths mapped back to positions. */
#include "jsonloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* One pass over the text. err is NULL when the scan only skips values
 * (jsonloc_find), and path then stays empty. */
typedef struct Scan {
    const char *s;
    size_t len, pos;
    JsonLocError *err;
    char path[JSONLOC_PATH_MAX];
} Scan;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int
fail(Scan *sc, size_t at, const char *fmt, ...)
{
    if (!sc->err)
        return -1;
    sc->err->offset = at;
    snprintf(sc->err->path, sizeof sc->err->path, "%s", sc->path);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sc->err->message, sizeof sc->err->message, fmt, ap);
    va_end(ap);
    return -1;
}

/* Reports that `what` was expected at `at`, naming the likelier mistake. */
static int fail_expect(Scan *sc, size_t at, const char *what)
{
    if (at >= sc->len)
        return fail(sc, at, "unexpected end of the text, expected %s", what);
    if (sc->s[at] == '/' && at + 1 < sc->len && (sc->s[at + 1] == '/' || sc->s[at + 1] == '*'))
        return fail(sc, at, "comments are not allowed in JSON");
    return fail(sc, at, "expected %s", what);
}

static void skip_ws(Scan *sc)
{
    while (sc->pos < sc->len) {
        char c = sc->s[sc->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return;
        sc->pos++;
    }
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static int is_alpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Reads 4 hex digits at s[at..]; returns the value or -1. */
static long hex4(const Scan *sc, size_t at)
{
    if (at + 4 > sc->len)
        return -1;
    long v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hex_value(sc->s[at + (size_t)i]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

static int utf8_length(unsigned long cp)
{
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

static void utf8_put(unsigned long cp, char *buf)
{
    int n = utf8_length(cp);
    if (n == 1) {
        buf[0] = (char)cp;
    } else if (n == 2) {
        buf[0] = (char)(0xC0 | (cp >> 6));
        buf[1] = (char)(0x80 | (cp & 0x3F));
    } else if (n == 3) {
        buf[0] = (char)(0xE0 | (cp >> 12));
        buf[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        buf[2] = (char)(0x80 | (cp & 0x3F));
    } else {
        buf[0] = (char)(0xF0 | (cp >> 18));
        buf[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        buf[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        buf[3] = (char)(0x80 | (cp & 0x3F));
    }
}

/* The escape \uXXXX (or a surrogate pair) at s[at]: its code point and its
 * length in the text, or -1 if it is not a valid escape. */
static long unicode_escape(const Scan *sc, size_t at, size_t *raw)
{
    long hi = hex4(sc, at + 2);
    if (hi < 0 || hi == 0)
        return -1;
    if (hi >= 0xDC00 && hi <= 0xDFFF)
        return -1;
    if (hi < 0xD800 || hi > 0xDBFF) {
        *raw = 6;
        return hi;
    }
    if (at + 12 > sc->len || sc->s[at + 6] != '\\' || sc->s[at + 7] != 'u')
        return -1;
    long lo = hex4(sc, at + 8);
    if (lo < 0xDC00 || lo > 0xDFFF)
        return -1;
    *raw = 12;
    return 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
}

/* The length of the UTF-8 sequence at s[at] (lead byte >= 0x80), or 0. */
static size_t utf8_sequence(const Scan *sc, size_t at)
{
    unsigned char c = (unsigned char)sc->s[at];
    size_t n = c >= 0xC2 && c <= 0xDF   ? 2
               : c >= 0xE0 && c <= 0xEF ? 3
               : c >= 0xF0 && c <= 0xF4 ? 4
                                        : 0;
    if (n == 0 || at + n > sc->len)
        return 0;
    for (size_t i = 1; i < n; i++)
        if (((unsigned char)sc->s[at + i] & 0xC0) != 0x80)
            return 0;
    return n;
}

/* Reads the string at s[pos] == '"'. Its decoded text goes into out (when
 * non-NULL; truncated to size - 1 bytes, *truncated set if so). */
static int scan_string(Scan *sc, char *out, size_t size, int *truncated)
{
    size_t open = sc->pos, n = 0;
    if (truncated)
        *truncated = 0;
    sc->pos++;
    for (;;) {
        if (sc->pos >= sc->len)
            return fail(sc, open, "unterminated string (no closing '\"')");
        unsigned char c = (unsigned char)sc->s[sc->pos];
        char piece[4];
        size_t plen = 1, raw = 1;
        if (c == '"') {
            sc->pos++;
            break;
        } else if (c == '\\') {
            char e = sc->pos + 1 < sc->len ? sc->s[sc->pos + 1] : '\0';
            const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
            const char *hit = e ? strchr(from, e) : NULL;
            if (hit) {
                piece[0] = to[hit - from];
                raw = 2;
            } else if (e == 'u') {
                long cp = unicode_escape(sc, sc->pos, &raw);
                if (cp < 0)
                    return fail(
                        sc, sc->pos,
                        "invalid \\u escape (4 hex digits, not \\u0000, surrogates paired)");
                utf8_put((unsigned long)cp, piece);
                plen = (size_t)utf8_length((unsigned long)cp);
            } else if (sc->pos + 1 >= sc->len) {
                return fail(sc, open, "unterminated string (no closing '\"')");
            } else if ((unsigned char)e >= 0x20 && (unsigned char)e < 0x7F) {
                return fail(sc, sc->pos, "invalid escape '\\%c' in a string", e);
            } else {
                return fail(sc, sc->pos, "invalid escape in a string");
            }
        } else if (c == '\n' || c == '\r') {
            return fail(sc, sc->pos, "line break in a string (write \\n, or close the string)");
        } else if (c == '\t') {
            return fail(sc, sc->pos, "tab in a string (write \\t)");
        } else if (c < 0x20) {
            return fail(sc, sc->pos, "control character 0x%02X in a string", c);
        } else if (c >= 0x80) {
            raw = plen = utf8_sequence(sc, sc->pos);
            if (raw == 0)
                return fail(sc, sc->pos, "invalid UTF-8 byte 0x%02X", c);
            memcpy(piece, sc->s + sc->pos, raw);
        } else {
            piece[0] = (char)c;
        }
        if (out) {
            if (n + plen < size) {
                memcpy(out + n, piece, plen);
                n += plen;
            } else if (truncated) {
                *truncated = 1;
            }
        }
        sc->pos += raw;
    }
    if (out && size > 0)
        out[n] = '\0';
    return 0;
}

static int scan_digits(Scan *sc, const char *missing)
{
    if (sc->pos >= sc->len || !is_digit(sc->s[sc->pos]))
        return fail(sc, sc->pos, "%s", missing);
    while (sc->pos < sc->len && is_digit(sc->s[sc->pos]))
        sc->pos++;
    return 0;
}

static int scan_number(Scan *sc)
{
    if (sc->s[sc->pos] == '-')
        sc->pos++;
    if (sc->pos < sc->len && sc->s[sc->pos] == '0') {
        sc->pos++;
        if (sc->pos < sc->len && is_digit(sc->s[sc->pos]))
            return fail(sc, sc->pos - 1, "leading zeros are not allowed in a number");
    } else if (scan_digits(sc, "expected a digit after '-'") != 0) {
        return -1;
    }
    if (sc->pos < sc->len && sc->s[sc->pos] == '.') {
        sc->pos++;
        if (scan_digits(sc, "expected a digit after '.'") != 0)
            return -1;
    }
    if (sc->pos < sc->len && (sc->s[sc->pos] == 'e' || sc->s[sc->pos] == 'E')) {
        sc->pos++;
        if (sc->pos < sc->len && (sc->s[sc->pos] == '+' || sc->s[sc->pos] == '-'))
            sc->pos++;
        if (scan_digits(sc, "expected a digit in the exponent") != 0)
            return -1;
    }
    return 0;
}

static int scan_value(Scan *sc, int depth);

/* Appends a segment to sc->path for the duration of one member or element. */
static size_t path_push_member(Scan *sc, const char *key)
{
    size_t mark = strlen(sc->path);
    if (sc->err) {
        char tmp[JSONLOC_PATH_MAX];
        jsonloc_path_member(tmp, sizeof tmp, sc->path, key);
        memcpy(sc->path, tmp, sizeof tmp);
    }
    return mark;
}

static size_t path_push_element(Scan *sc, int index)
{
    size_t mark = strlen(sc->path);
    if (sc->err) {
        char tmp[JSONLOC_PATH_MAX];
        jsonloc_path_element(tmp, sizeof tmp, sc->path, index);
        memcpy(sc->path, tmp, sizeof tmp);
    }
    return mark;
}

static int scan_object(Scan *sc, int depth)
{
    sc->pos++;
    skip_ws(sc);
    if (sc->pos < sc->len && sc->s[sc->pos] == '}') {
        sc->pos++;
        return 0;
    }
    for (;;) {
        if (sc->pos >= sc->len || sc->s[sc->pos] != '"')
            return fail_expect(sc, sc->pos, "a member name in double quotes");
        char key[JSONLOC_PATH_MAX];
        if (scan_string(sc, sc->err ? key : NULL, sizeof key, NULL) != 0)
            return -1;
        size_t mark = path_push_member(sc, key);
        skip_ws(sc);
        if (sc->pos >= sc->len || sc->s[sc->pos] != ':')
            return fail_expect(sc, sc->pos, "':' after the member name");
        sc->pos++;
        skip_ws(sc);
        if (scan_value(sc, depth + 1) != 0)
            return -1;
        sc->path[mark] = '\0';
        skip_ws(sc);
        if (sc->pos < sc->len && sc->s[sc->pos] == '}') {
            sc->pos++;
            return 0;
        }
        if (sc->pos < sc->len && sc->s[sc->pos] == '"')
            return fail(sc, sc->pos, "missing ',' between members");
        if (sc->pos >= sc->len || sc->s[sc->pos] != ',')
            return fail_expect(sc, sc->pos, "',' or '}'");
        size_t comma = sc->pos++;
        skip_ws(sc);
        if (sc->pos < sc->len && sc->s[sc->pos] == '}')
            return fail(sc, comma, "trailing comma before '}'");
    }
}

static int starts_value(char c)
{
    return c == '"' || c == '{' || c == '[' || c == '-' || is_digit(c) || is_alpha(c);
}

static int scan_array(Scan *sc, int depth)
{
    sc->pos++;
    skip_ws(sc);
    if (sc->pos < sc->len && sc->s[sc->pos] == ']') {
        sc->pos++;
        return 0;
    }
    for (int i = 0;; i++) {
        size_t mark = path_push_element(sc, i);
        if (scan_value(sc, depth + 1) != 0)
            return -1;
        sc->path[mark] = '\0';
        skip_ws(sc);
        if (sc->pos < sc->len && sc->s[sc->pos] == ']') {
            sc->pos++;
            return 0;
        }
        if (sc->pos < sc->len && starts_value(sc->s[sc->pos]))
            return fail(sc, sc->pos, "missing ',' between elements");
        if (sc->pos >= sc->len || sc->s[sc->pos] != ',')
            return fail_expect(sc, sc->pos, "',' or ']'");
        size_t comma = sc->pos++;
        skip_ws(sc);
        if (sc->pos < sc->len && sc->s[sc->pos] == ']')
            return fail(sc, comma, "trailing comma before ']'");
    }
}

static int scan_value(Scan *sc, int depth)
{
    if (depth > JSONLOC_MAX_DEPTH)
        return fail(sc, sc->pos, "nesting deeper than %d levels", JSONLOC_MAX_DEPTH);
    if (sc->pos >= sc->len)
        return fail_expect(sc, sc->pos, "a value");
    char c = sc->s[sc->pos];
    if (c == '"')
        return scan_string(sc, NULL, 0, NULL);
    if (c == '{')
        return scan_object(sc, depth);
    if (c == '[')
        return scan_array(sc, depth);
    if (c == '-' || is_digit(c))
        return scan_number(sc);
    if (is_alpha(c)) {
        size_t start = sc->pos, n = 0;
        while (start + n < sc->len && (is_alpha(sc->s[start + n]) || is_digit(sc->s[start + n])))
            n++;
        if ((n == 4 && memcmp(sc->s + start, "true", 4) == 0) ||
            (n == 5 && memcmp(sc->s + start, "false", 5) == 0) ||
            (n == 4 && memcmp(sc->s + start, "null", 4) == 0)) {
            sc->pos += n;
            return 0;
        }
        return fail(sc, start, "expected a value (text needs double quotes)");
    }
    if (c == '\'')
        return fail(sc, sc->pos, "expected a value (strings take double quotes, not ')");
    return fail_expect(sc, sc->pos, "a value");
}

int jsonloc_check(const char *text, size_t len, JsonLocError *err)
{
    Scan sc = {.s = text, .len = len, .pos = 0, .err = err, .path = "$"};
    skip_ws(&sc);
    if (scan_value(&sc, 1) != 0)
        return -1;
    skip_ws(&sc);
    if (sc.pos < len)
        return fail(&sc, sc.pos, "unexpected text after the end of the JSON value");
    return 0;
}

/* One segment of a path: a member name (decoded) or an array index. */
typedef struct Segment {
    int is_index;
    long index;
    char key[JSONLOC_PATH_MAX];
} Segment;

/* Reads the segment at *p; returns 0 and advances *p, or -1 if malformed. */
static int read_segment(const char **p, Segment *seg)
{
    const char *q = *p;
    size_t n = 0;
    seg->is_index = 0;
    if (*q == '.') {
        q++;
        while (*q && *q != '.' && *q != '[' && n + 1 < sizeof seg->key)
            seg->key[n++] = *q++;
        if (n == 0)
            return -1;
    } else if (q[0] == '[' && q[1] == '"') {
        q += 2;
        while (*q && *q != '"' && n + 1 < sizeof seg->key) {
            if (*q == '\\' && q[1])
                q++;
            seg->key[n++] = *q++;
        }
        if (q[0] != '"' || q[1] != ']')
            return -1;
        q += 2;
    } else if (q[0] == '[' && is_digit(q[1])) {
        q++;
        seg->is_index = 1;
        seg->index = 0;
        while (is_digit(*q) && seg->index < 100000000L)
            seg->index = seg->index * 10 + (*q++ - '0');
        if (*q++ != ']')
            return -1;
    } else {
        return -1;
    }
    seg->key[n] = '\0';
    *p = q;
    return 0;
}

/* Moves sc into the member `key` (occurrence nth) of the object at sc->pos.
 * Returns 0 with sc->pos on the value and *key_at on its name, or -1. */
static int enter_member(Scan *sc, const char *key, int nth, size_t *key_at)
{
    sc->pos++;
    skip_ws(sc);
    while (sc->pos < sc->len && sc->s[sc->pos] == '"') {
        char name[JSONLOC_PATH_MAX];
        int truncated;
        size_t at = sc->pos;
        if (scan_string(sc, name, sizeof name, &truncated) != 0)
            return -1;
        skip_ws(sc);
        if (sc->pos >= sc->len || sc->s[sc->pos] != ':')
            return -1;
        sc->pos++;
        skip_ws(sc);
        if (!truncated && strcmp(name, key) == 0 && nth-- == 0) {
            *key_at = at;
            return 0;
        }
        if (scan_value(sc, 1) != 0)
            return -1;
        skip_ws(sc);
        if (sc->pos >= sc->len || sc->s[sc->pos] != ',')
            return -1;
        sc->pos++;
        skip_ws(sc);
    }
    return -1;
}

/* Moves sc onto element `index` of the array at sc->pos; 0 or -1. */
static int enter_element(Scan *sc, long index)
{
    sc->pos++;
    skip_ws(sc);
    if (sc->pos < sc->len && sc->s[sc->pos] == ']')
        return -1;
    for (long i = 0; i < index; i++) {
        if (scan_value(sc, 1) != 0)
            return -1;
        skip_ws(sc);
        if (sc->pos >= sc->len || sc->s[sc->pos] != ',')
            return -1;
        sc->pos++;
        skip_ws(sc);
    }
    return sc->pos < sc->len ? 0 : -1;
}

int jsonloc_find(const char *text, size_t len, const char *path, int want_key, int nth,
                 size_t *offset)
{
    Scan sc = {.s = text, .len = len, .pos = 0, .err = NULL, .path = ""};
    skip_ws(&sc);
    size_t cur = sc.pos, key_at = sc.pos;
    int last_is_key = 0;
    *offset = cur;
    if (!path || path[0] != '$')
        return -1;
    const char *p = path + 1;
    while (*p) {
        Segment seg;
        if (read_segment(&p, &seg) != 0) {
            *offset = 0;
            skip_ws(&sc);
            return -1;
        }
        int last = *p == '\0';
        sc.pos = cur;
        int found;
        if (seg.is_index)
            found = cur < len && text[cur] == '[' && enter_element(&sc, seg.index) == 0;
        else
            found = cur < len && text[cur] == '{' &&
                    enter_member(&sc, seg.key, last ? nth : 0, &key_at) == 0;
        if (!found) {
            *offset = cur;
            return 0;
        }
        cur = sc.pos;
        last_is_key = !seg.is_index;
    }
    *offset = want_key && last_is_key ? key_at : cur;
    return 1;
}

void jsonloc_line_col(const char *text, size_t len, size_t offset, int *line, int *column)
{
    int l = 1, c = 1;
    if (offset > len)
        offset = len;
    for (size_t i = 0; i < offset; i++) {
        unsigned char b = (unsigned char)text[i];
        if (b == '\n') {
            l++;
            c = 1;
        } else if ((b & 0xC0) != 0x80) {
            c++;
        }
    }
    *line = l;
    *column = c;
}

size_t jsonloc_string_byte(const char *text, size_t len, size_t quote, int index)
{
    if (index < 1 || quote >= len)
        return quote;
    Scan sc = {.s = text, .len = len, .pos = quote + 1, .err = NULL, .path = ""};
    size_t decoded = 0;
    while (sc.pos < len && text[sc.pos] != '"') {
        size_t raw = 1, bytes = 1;
        if (text[sc.pos] == '\\') {
            raw = 2;
            if (sc.pos + 1 < len && text[sc.pos + 1] == 'u') {
                long cp = unicode_escape(&sc, sc.pos, &raw);
                if (cp < 0)
                    break;
                bytes = (size_t)utf8_length((unsigned long)cp);
            }
        }
        if ((size_t)index <= decoded + bytes)
            return sc.pos;
        decoded += bytes;
        sc.pos += raw;
    }
    return sc.pos < len ? sc.pos : len;
}

static int plain_key(const char *key)
{
    if (!key[0])
        return 0;
    for (const char *k = key; *k; k++)
        if (!is_alpha(*k) && !is_digit(*k) && *k != '_')
            return 0;
    return 1;
}

/* Copies base into out; returns its length, or -1 if it does not fit. */
static int put_base(char *out, size_t size, const char *base)
{
    int n = snprintf(out, size, "%s", base);
    return n >= 0 && (size_t)n < size ? n : -1;
}

void jsonloc_path_member(char *out, size_t size, const char *base, const char *key)
{
    if (!out || size == 0)
        return;
    int n = put_base(out, size, base);
    if (n < 0)
        return;
    char *end = out + n;
    size_t room = size - (size_t)n;
    if (plain_key(key)) {
        snprintf(end, room, ".%s", key);
        return;
    }
    char quoted[JSONLOC_PATH_MAX];
    size_t q = 0;
    for (const char *k = key; *k && q + 3 < sizeof quoted; k++) {
        if (*k == '"' || *k == '\\')
            quoted[q++] = '\\';
        quoted[q++] = *k;
    }
    quoted[q] = '\0';
    snprintf(end, room, "[\"%s\"]", quoted);
}

void jsonloc_path_element(char *out, size_t size, const char *base, int index)
{
    if (!out || size == 0)
        return;
    int n = put_base(out, size, base);
    if (n >= 0)
        snprintf(out + n, size - (size_t)n, "[%d]", index);
}
