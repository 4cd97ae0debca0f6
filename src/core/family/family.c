/* family.c - what the families share: the letters of captured pieces. */
#include "family.h"

#include <string.h>

void family_add_captured(char out[40], char c)
{
    size_t n = strlen(out);
    if (n < 39) {
        out[n] = c;
        out[n + 1] = '\0';
    }
}
