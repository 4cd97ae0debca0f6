/* marks.h - the marks written after a move (`+`, `#`, `!`, `?`, `e.p.`):
 * found and taken off before a move's text is read. */
#ifndef MORPH_MARKS_H
#define MORPH_MARKS_H

#include <stddef.h>

/* The length of text[0..n) without its trailing marks: `+`, `#`, `!`, `?`,
 * `e.p.` and spaces. *mark (mark may be NULL) is the last check mark among
 * them ('+' or '#'), 0 when there is none. */
size_t marks_strip(const char *text, size_t n, char *mark);

/* The NAG of the `!` and `?` among text[0..n)'s trailing marks (`e4!?` 5, `Nf3!` 1, `!!` 3,
 * `??` 4, `?` 2, `?!` 6), 0 when they are none of these. */
int marks_nag(const char *text, size_t n);

/* Copies text into buf without leading spaces and trailing marks; returns
 * the length, or -1 if it does not fit in size bytes. */
int marks_bare(const char *text, char *buf, size_t size);

#endif
