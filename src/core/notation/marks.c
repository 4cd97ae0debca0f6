/* marks.c - the marks written after a move, found and taken off. */
#include "marks.h"

#include <ctype.h>
#include <string.h>

size_t marks_strip(const char *text, size_t n, char *mark)
{
    char found = 0;
    for (;;) {
        if (n >= 4 && memcmp(text + n - 4, "e.p.", 4) == 0) {
            n -= 4;
        } else if (n && text[n - 1] != '\0' &&
                   (strchr("+#!?", text[n - 1]) || isspace((unsigned char)text[n - 1]))) {
            if (!found && (text[n - 1] == '+' || text[n - 1] == '#'))
                found = text[n - 1];
            n--;
        } else {
            break;
        }
    }
    if (mark)
        *mark = found;
    return n;
}

int marks_nag(const char *text, size_t n)
{
    static const char *const nags[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    char got[8];
    size_t k = 0;
    for (size_t i = marks_strip(text, n, NULL); i < n && k + 1 < sizeof got; i++)
        if (text[i] == '!' || text[i] == '?')
            got[k++] = text[i];
    got[k] = '\0';
    for (int i = 1; k > 0 && i < (int)(sizeof nags / sizeof nags[0]); i++)
        if (strcmp(got, nags[i]) == 0)
            return i;
    return 0;
}

int marks_bare(const char *text, char *buf, size_t size)
{
    while (isspace((unsigned char)*text))
        text++;
    size_t n = strlen(text);
    if (n >= size)
        return -1;
    memcpy(buf, text, n + 1);
    n = marks_strip(buf, n, NULL);
    buf[n] = '\0';
    return (int)n;
}
