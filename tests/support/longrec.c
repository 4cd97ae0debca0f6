/* longrec.c - long records made for tests and benchmarks (longrec.h). */
#define _POSIX_C_SOURCE 200809L
#include "longrec.h"

#include <stdio.h>
#include <stdlib.h>

#include "morphchess/match.h"
#include "support.h"

char *longrec_no_draws_json(const char *file)
{
    char *text = test_read_text(file);
    char *once = test_replaced(text, "\"repetition\": true", "\"repetition\": false");
    char *twice =
        once ? test_replaced(once, "\"fifty_move\": true", "\"fifty_move\": false") : NULL;
    if (!twice) {
        fprintf(stderr, "%s: no draw rules to turn off\n", file);
        exit(1);
    }
    free(once);
    free(text);
    return twice;
}

Variant *longrec_no_draws_of(const char *file)
{
    char *json = longrec_no_draws_json(file);
    Variant *v = NULL;
    Error e;
    if (variant_load_text(json, "nodraws.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", file, e.what);
        exit(1);
    }
    free(json);
    return v;
}

/* The knights' round: Nf3 Nf6 Ng1 Ng8 ... numbered, `plies` moves from ply `from` on. */
static void knights(FILE *f, int from, int plies, bool comments)
{
    static const char *const round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int p = from; p < from + plies; p++) {
        if (p % 2 == 0)
            fprintf(f, "%d. ", p / 2 + 1);
        fprintf(f, "%s ", round[p % 4]);
        if (comments)
            fprintf(f, "{c%d} ", p);
    }
}

char *longrec_knights(int plies, int depth, bool comments)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    /* from the start: Nc3 Nc6 Nb1 Nb8 go round, and Nf3 / Nf6 are the other choices */
    static const char *const go_on[] = {"Nc3", "Nc6", "Nb1", "Nb8"};
    static const char *const leaf[] = {"Nf3", "Nf6", "Nf3", "Nf6"};
    fprintf(f, "1. Nf3 ");
    for (int d = 0; d < depth; d++) {
        fprintf(f, d % 2 ? "(%d... %s " : "(%d. %s ", d / 2 + 1, go_on[d % 4]);
        fprintf(f, (d + 1) % 2 ? "%d... %s " : "%d. %s ", (d + 1) / 2 + 1, leaf[(d + 1) % 4]);
    }
    for (int d = 0; d < depth; d++)
        fputc(')', f);
    fputc(' ', f);
    knights(f, 1, plies - 1, comments);
    fprintf(f, "*\n");
    fclose(f);
    return text;
}

char *longrec_portal_knights(int plies)
{
    static const char *const round[] = {"A:Nf3", "B:Nf6", "B:Nf3", "A:Nf6",
                                        "A:Ng1", "B:Ng8", "B:Ng1", "A:Ng8"};
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    for (int p = 0; p < plies; p++) {
        if (p % 2 == 0)
            fprintf(f, "%d. ", p / 2 + 1);
        fprintf(f, "%s ", round[p % 8]);
    }
    fprintf(f, "*\n");
    fclose(f);
    return text;
}

struct Match *longrec_replay(const Variant *v, const char *text)
{
    Match *m = test_match(v, NULL);
    MatchNotes notes;
    Error e;
    error_clear(&e);
    if (match_play_record(m, text, &notes, &e) != 0) {
        fprintf(stderr, "replay: %s: %s\n", e.where, e.what);
        match_free(m);
        return NULL;
    }
    return m;
}

char *longrec_notes(int n, bool nags, bool evals)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    fprintf(f, "1. Nf3 ");
    for (int i = 0; i < n; i++) {
        if (nags)
            fprintf(f, "$%d ", i % 200);
        else if (evals)
            fprintf(f, "{c%d [%%eval 0.%d]} ", i, i % 10);
        else
            fprintf(f, "{c%d} ", i);
    }
    fprintf(f, "Nf6 *\n");
    fclose(f);
    return text;
}
