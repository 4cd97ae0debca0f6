/* test_variant_perft.c - perft of every shipped mutation variant from its start, against
 * the counts recorded in tests/data/perft-variants.txt, and to depth 3 against the slow
 * independent generator of reference.c (which made the deeper counts recorded: running it
 * again there each time would repeat the same sweep). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fen.h"
#include "hostfile.h"
#include "perft.h"
#include "reference.h"

int main(void)
{
    const char *quick_env = getenv("MORPH_TEST_QUICK");
    int quick = quick_env && *quick_env;
    FILE *f = fopen("tests/data/perft-variants.txt", "r");
    CHECK(f != NULL);
    char line[512];
    int cases = 0;
    while (f && fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        /* id ; FEN or "start" ; n1 n2 n3 n4 */
        char id[64], fen[256], counts[256];
        if (sscanf(line, "%63[^;];%255[^;];%255[^\n]", id, fen, counts) != 3)
            continue;
        char *end = id + strlen(id);
        while (end > id && end[-1] == ' ')
            *--end = '\0';
        char path[128];
        snprintf(path, sizeof path, "variants/%s.json", id);
        Variant *v = NULL;
        Error e;
        if (host_load_variant(path, &v, &e) != 0) {
            fprintf(stderr, "%s: %s\n", e.where, e.what);
            CHECK(0);
            continue;
        }
        const char *fen_text = strstr(fen, "start") ? v->def.start_fen : fen;
        while (*fen_text == ' ')
            fen_text++;
        Position p;
        RefPos rp;
        CHECK_INT(fen_read(v, fen_text, &p, &e), 0);
        CHECK_INT(ref_setup(&v->def, fen_text, &rp), 0);
        char *c = counts;
        for (int depth = 1;; depth++) {
            char *next;
            unsigned long long expected = strtoull(c, &next, 10);
            if (next == c)
                break;
            c = next;
            if (quick && depth > 3)
                break;
            unsigned long long got = perft(v, &p, depth);
            /* under the sanitizers the engine is what is watched: the reference's depth 3,
             * the same check the release build makes, is left to it */
            int ref_depth = quick ? 2 : 3;
            unsigned long long ref = depth <= ref_depth ? ref_perft(&v->def, &rp, depth) : expected;
            if (got != expected || ref != expected)
                fprintf(stderr, "%s %s depth %d: engine %llu, reference %llu, recorded %llu\n", id,
                        fen_text, depth, got, ref, expected);
            CHECK_INT(got, expected);
            CHECK_INT(ref, expected);
            cases++;
        }
        variant_free(v);
    }
    if (f)
        fclose(f);
    CHECK(cases >= 20);
    return check_report("test_variant_perft");
}
