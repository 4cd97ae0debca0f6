/* atomic.c - the text of a Betza string with its atoms replaced (atomic Polypiece). */
#include "atomic.h"

#include <stdbool.h>
#include <string.h>

/* The basic atoms a capital stands for, and whether it rides unlimited. */
static int parts_of(char c, char parts[2], bool *rides)
{
    *rides = false;
    switch (c) {
    case 'K':
        parts[0] = 'W', parts[1] = 'F';
        return 2;
    case 'Q':
        parts[0] = 'W', parts[1] = 'F', *rides = true;
        return 2;
    case 'R':
        parts[0] = 'W', *rides = true;
        return 1;
    case 'B':
        parts[0] = 'F', *rides = true;
        return 1;
    case 'L':
        parts[0] = 'C';
        return 1;
    case 'J':
        parts[0] = 'Z';
        return 1;
    default:
        parts[0] = c;
        return 1;
    }
}

static char value_of(const char *as, char atom)
{
    char v = as[atom - 'A'];
    return (v && strchr(ATOMIC_ATOM_LETTERS, v)) ? v : atom;
}

typedef struct Out {
    char *s;
    size_t n, size;
    bool full;
    char bare; /* the last atom written with no range after it, else 0 */
} Out;

static void put(Out *o, const char *s, size_t len)
{
    if (o->full || o->n + len >= o->size) {
        o->full = true;
        return;
    }
    memcpy(o->s + o->n, s, len);
    o->n += len;
    o->s[o->n] = '\0';
}

/* Starts an atom token: a bare atom followed by the same letter would read
 * as doubled (`F` `F` is `FF`, a rider), so the first gets the range 1. */
static void start_token(Out *o, bool modifiers, char letter)
{
    if (!modifiers && o->bare == letter)
        put(o, "1", 1);
    o->bare = 0;
}

int atomic_substitute(const char *text, const char *as, char *out, size_t size)
{
    Out o = {out, 0, size, size == 0, 0};
    if (size)
        out[0] = '\0';
    size_t i = 0;
    while (text[i]) {
        size_t mod = i;
        while (text[i] >= 'a' && text[i] <= 'z')
            i++;
        size_t mod_len = i - mod;
        char c = text[i];
        if (c < 'A' || c > 'Z') { /* not valid Betza: copy it for the parser to judge */
            put(&o, text + mod, mod_len + (c ? 1 : 0));
            if (c)
                i++;
            continue;
        }
        i++; /* the capital */
        bool doubled = text[i] == c;
        if (doubled)
            i++;
        size_t num = i;
        while (text[i] >= '0' && text[i] <= '9')
            i++;
        size_t num_len = i - num;
        char parts[2];
        bool rides;
        int np = parts_of(c, parts, &rides);
        bool changed = false;
        for (int k = 0; k < np; k++)
            changed |= value_of(as, parts[k]) != parts[k];
        if (!changed) {
            start_token(&o, mod_len > 0, c);
            put(&o, text + mod, i - mod);
            if (!doubled && !num_len)
                o.bare = c;
            continue;
        }
        for (int k = 0; k < np; k++) {
            char v = value_of(as, parts[k]);
            start_token(&o, mod_len > 0, v);
            put(&o, text + mod, mod_len);
            put(&o, &v, 1);
            if (num_len)
                put(&o, text + num, num_len);
            else if (rides || doubled) /* KK is Q; WW stays a doubled atom */
                put(&o, (doubled && np == 1) ? &v : "0", 1);
            else
                o.bare = v;
        }
    }
    if (o.full) {
        if (size)
            out[0] = '\0';
        return -1;
    }
    return (int)o.n;
}
