/* textbuf.c - a growing text, and JSON strings written into it. */
#include "textbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void textbuf_put(TextBuf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (b->n + n + 1 > cap)
            cap *= 2;
        char *q = realloc(b->p, cap);
        if (!q) {
            b->failed = true;
            return;
        }
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = '\0';
}

void textbuf_puts(TextBuf *b, const char *s)
{
    textbuf_put(b, s, strlen(s));
}

void textbuf_json_string(TextBuf *b, const char *s)
{
    textbuf_put(b, "\"", 1);
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        char esc[8];
        if (ch == '"' || ch == '\\') {
            esc[0] = '\\';
            esc[1] = (char)ch;
            textbuf_put(b, esc, 2);
        } else if (ch < 0x20) {
            const char *named = ch == '\n' ? "\\n" : ch == '\t' ? "\\t" : ch == '\r' ? "\\r" : NULL;
            if (named) {
                textbuf_puts(b, named);
            } else {
                snprintf(esc, sizeof esc, "\\u%04x", ch);
                textbuf_puts(b, esc);
            }
        } else {
            textbuf_put(b, s, 1);
        }
    }
    textbuf_put(b, "\"", 1);
}
