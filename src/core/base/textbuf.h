/* textbuf.h - a growing text, and JSON strings written into it (the variant and saved-game
 * writers). */
#ifndef MORPH_TEXTBUF_H
#define MORPH_TEXTBUF_H

#include <stdbool.h>
#include <stddef.h>

/* Zero-initialise; p is NUL-terminated after any put; failed records an
 * allocation failure (later puts do nothing). The owner frees p. */
typedef struct TextBuf {
    char *p;
    size_t n, cap;
    bool failed;
} TextBuf;

void textbuf_put(TextBuf *b, const char *s, size_t n);
void textbuf_puts(TextBuf *b, const char *s);

/* s as a JSON string: quoted, with ", \ and control characters escaped. */
void textbuf_json_string(TextBuf *b, const char *s);

#endif
