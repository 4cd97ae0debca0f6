/* test_perft.c - exact perft counts of orthodox chess from tests/data/perft-fide.epd. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fen.h"
#include "hostfile.h"
#include "perft.h"

/* Under the sanitizers (MORPH_TEST_QUICK set) only counts up to this many
 * nodes are run; the release build runs every line. */
#define QUICK_NODE_LIMIT 300000ull

int main(void)
{
    Variant *v = NULL;
    Error e;
    if (host_load_variant("variants/fide.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        return 1;
    }
    const char *quick_env = getenv("MORPH_TEST_QUICK");
    int quick = quick_env && *quick_env;
    FILE *f = fopen("tests/data/perft-fide.epd", "r");
    CHECK(f != NULL);
    char line[512];
    int cases = 0;
    while (f && fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *semi = strchr(line, ';');
        if (!semi)
            continue;
        *semi = '\0';
        Position p;
        if (fen_read(v, line, &p, &e) != 0) {
            fprintf(stderr, "bad FEN %s: %s\n", line, e.what);
            CHECK(0);
            continue;
        }
        for (char *d = semi + 1; d && *d; d = strchr(d, ';') ? strchr(d, ';') + 1 : NULL) {
            int depth;
            unsigned long long expected;
            if (sscanf(d, " D%d %llu", &depth, &expected) != 2)
                break;
            if (quick && expected > QUICK_NODE_LIMIT)
                break;
            unsigned long long got = perft(v, &p, depth);
            if (got != expected)
                fprintf(stderr, "%s depth %d\n", line, depth);
            CHECK_INT(got, expected);
            cases++;
        }
    }
    if (f)
        fclose(f);
    CHECK(cases > 20);
    variant_free(v);
    return check_report("test_perft");
}
