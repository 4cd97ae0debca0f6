/* support.c - small helpers the test programs share. */
#include "support.h"
#include "hostfile.h"
#include "morphchess/match.h"

#include <stdio.h>
#include <stdlib.h>

Variant *test_variant(const char *id)
{
    char path[256];
    snprintf(path, sizeof path, "variants/%s.json", id);
    Variant *v = NULL;
    Error e;
    if (host_load_variant(path, &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    return v;
}

Match *test_match(const Variant *v, const char *fen)
{
    Error e;
    Match *m = match_new(v, fen, &e);
    if (!m) {
        fprintf(stderr, "match_new: %s %s\n", e.where, e.what);
        exit(1);
    }
    return m;
}
