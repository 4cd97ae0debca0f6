/* tune.c - morph-tune: fits the evaluation's weights (eval.h's EVAL_WEIGHTS)
 * to scored positions, the way of Texel's tuning method. Each position of
 * the data (scripts/tune-data.py: FEN, a reference score in centipawns from
 * White's view, the game's result) is first resolved to a quiet one: the
 * leaf of a captures-only search with the default weights. The error of a
 * set of weights is the mean of (S(k x eval) - target)^2 over the positions,
 * S the logistic function, target lambda x result + (1 - lambda) x
 * S(score x ln 10 / 400), k the scale that fits best. The weights are then
 * improved one at a time (a step up or down while it helps, the step halved
 * when neither does) for a number of passes; the best weights are printed as
 * lines of eval.h's list.
 *
 * usage: morph-tune DATA [--passes N] [--lambda L] [--limit N] [--max-cp CP]
 *                   [--skip NAME,...] [--dump]
 * Positions scored beyond +-max-cp (1500) are left out (the game is decided
 * there); k is fitted again after every pass (unless --k fixes it).
 * TUNE_DUMP=N in the environment prints the first N positions first: the
 * target, the evaluation (White's view), the game phase and the quiet
 * leaf's FEN; --dump
 * prints every position so and stops (scripts/fit-pst.py reads it); --grad
 * adds after a bar the change of the evaluation by a unit of each weight. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "eval.h"
#include "fen.h"
#include "hostfile.h"
#include "snode.h"

typedef struct Sample {
    Position pos; /* the quiet leaf */
    float target;
} Sample;

static const char *const names[] = {
#define EVAL_NAME(name, def) #name,
    EVAL_WEIGHTS(EVAL_NAME)
#undef EVAL_NAME
};
enum { NWEIGHTS = sizeof names / sizeof names[0] };
_Static_assert(sizeof(EvalWeights) == NWEIGHTS * sizeof(int), "EvalWeights holds only its ints");

static int *weight(EvalWeights *w, int i)
{
    return (int *)w + i;
}

/* A captures-only search of n from the view of the player to move; *leaf gets
 * the position at the end of its best line. */
static int quiet(const EvalTables *t, const SNode *n, int alpha, int beta, int depth, SNode *leaf)
{
    int stand = eval_node(t, n);
    *leaf = *n;
    if (stand >= beta || depth == 0)
        return stand;
    if (stand > alpha)
        alpha = stand;
    SMove moves[SNODE_MAX_MOVES];
    int nm = snode_captures(t->v, n, moves);
    SNode child, child_leaf;
    for (int i = 0; i < nm; i++) {
        snode_make(t->v, SFAM_PLAIN, n, moves[i], &child);
        int sc = -quiet(t, &child, -beta, -alpha, depth - 1, &child_leaf);
        if (sc > alpha) {
            alpha = sc;
            *leaf = child_leaf;
            if (sc >= beta)
                break;
        }
    }
    return alpha;
}

static double sigmoid(double x)
{
    return 1.0 / (1.0 + exp(-x));
}

/* The evaluation of pos from White's view. */
static int white_eval(const EvalTables *t, const Position *pos)
{
    SNode nd;
    nd.u.plain = *pos;
    int e = eval_node(t, &nd);
    return pos->stm == WHITE ? e : -e;
}

static double error_of(const Variant *v, const EvalWeights *w, const Sample *s, int n, double k)
{
    EvalTables t;
    eval_init_weights(&t, v, w);
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double d = sigmoid(k * white_eval(&t, &s[i].pos)) - s[i].target;
        sum += d * d;
    }
    return sum / n;
}

static int max_cp = 1500;
static double fixed_k = 0; /* --k: the scale, not fitted */

/* The scale that fits w best (golden section). */
static double fit_k(const Variant *v, const EvalWeights *w, const Sample *s, int n)
{
    if (fixed_k > 0)
        return fixed_k;
    double lo = 0.0005, hi = 0.02, g = (sqrt(5.0) - 1) / 2;
    for (int it = 0; it < 30; it++) {
        double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
        if (error_of(v, w, s, n, a) < error_of(v, w, s, n, b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

static int load(const Variant *v, const char *path, double lambda, int limit, Sample **out)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return -1;
    }
    EvalTables t;
    eval_init(&t, v);
    int n = 0, cap = 4096, bad = 0;
    Sample *s = malloc(sizeof *s * (size_t)cap);
    char line[512];
    while (fgets(line, sizeof line, f) && (limit <= 0 || n < limit)) {
        char *tab = strchr(line, '\t');
        if (!tab)
            continue;
        *tab = 0;
        int cp = 0;
        double result = 0.5;
        if (sscanf(tab + 1, "%d %lf", &cp, &result) < 1 || cp > max_cp || cp < -max_cp)
            continue;
        Error err;
        error_clear(&err);
        SNode nd, leaf;
        if (fen_read(v, line, &nd.u.plain, &err) != 0) {
            bad++;
            continue;
        }
        quiet(&t, &nd, -30000, 30000, 8, &leaf);
        if (n == cap) {
            cap *= 2;
            s = realloc(s, sizeof *s * (size_t)cap);
        }
        s[n].pos = leaf.u.plain;
        s[n].target = (float)(lambda * result + (1 - lambda) * sigmoid(cp * log(10.0) / 400));
        n++;
    }
    fclose(f);
    if (bad)
        fprintf(stderr, "morph-tune: %d lines of %s were not FEN, left out\n", bad, path);
    *out = s;
    return n;
}

/* The change of each position's evaluation (White's view) a unit of each
 * weight makes, by a step of an eighth of the weight (at least 4): an
 * n x NWEIGHTS array. */
static float *gradients(const Variant *v, const Sample *s, int n)
{
    float *g = malloc(sizeof *g * (size_t)n * NWEIGHTS);
    int *base = malloc(sizeof *base * (size_t)n);
    EvalTables t;
    eval_init(&t, v);
    for (int i = 0; i < n; i++)
        base[i] = white_eval(&t, &s[i].pos);
    for (int k = 0; k < NWEIGHTS; k++) {
        EvalWeights w = eval_default_weights;
        int step = abs(*weight(&w, k)) / 8 > 4 ? abs(*weight(&w, k)) / 8 : 4;
        *weight(&w, k) += step;
        eval_init_weights(&t, v, &w);
        for (int i = 0; i < n; i++)
            g[(size_t)i * NWEIGHTS + k] = (float)(white_eval(&t, &s[i].pos) - base[i]) / step;
    }
    free(base);
    return g;
}

int main(int argc, char **argv)
{
    const char *data = NULL, *skip = "";
    int passes = 3, limit = 0, dump = 0, grad = 0;
    double lambda = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--passes") == 0 && i + 1 < argc)
            passes = atoi(argv[++i]);
        else if (strcmp(argv[i], "--lambda") == 0 && i + 1 < argc)
            lambda = atof(argv[++i]);
        else if (strcmp(argv[i], "--limit") == 0 && i + 1 < argc)
            limit = atoi(argv[++i]);
        else if (strcmp(argv[i], "--k") == 0 && i + 1 < argc)
            fixed_k = atof(argv[++i]);
        else if (strcmp(argv[i], "--max-cp") == 0 && i + 1 < argc)
            max_cp = atoi(argv[++i]);
        else if (strcmp(argv[i], "--dump") == 0)
            dump = 1;
        else if (strcmp(argv[i], "--grad") == 0)
            dump = grad = 1;
        else if (strcmp(argv[i], "--skip") == 0 && i + 1 < argc)
            skip = argv[++i];
        else if (!data && argv[i][0] != '-')
            data = argv[i];
        else {
            data = NULL;
            break;
        }
    }
    if (!data) {
        fprintf(stderr, "usage: morph-tune DATA [--passes N] [--lambda L] [--limit N] "
                        "[--max-cp CP] [--skip NAME,...] [--dump | --grad]\n");
        return 2;
    }
    char path[1024];
    Error err;
    error_clear(&err);
    Variant *v = NULL;
    if (datadir_variant_path("fide", path, sizeof path) != 0 ||
        host_load_variant(path, &v, &err) != 0) {
        fprintf(stderr, "morph-tune: cannot load the fide variant: %s %s\n", err.where, err.what);
        return 1;
    }
    Sample *s = NULL;
    int n = load(v, data, lambda, limit, &s);
    if (n <= 0) {
        fprintf(stderr, "morph-tune: no position in %s\n", data);
        return 1;
    }
    EvalWeights w = eval_default_weights;
    if (dump || getenv("TUNE_DUMP")) { /* target, eval (White's view), phase, leaf */
        EvalTables t;
        eval_init(&t, v);
        float *g = grad ? gradients(v, s, n) : NULL;
        for (int i = 0; i < n && (dump || i < atoi(getenv("TUNE_DUMP"))); i++) {
            char fen[128];
            fen_write(v, &s[i].pos, fen, sizeof fen);
            printf("%.4f %6d %3d %s", s[i].target, white_eval(&t, &s[i].pos),
                   eval_phase(&t, &s[i].pos), fen);
            if (g) {
                printf(" |");
                for (int k = 0; k < NWEIGHTS; k++)
                    printf(" %.3g", g[(size_t)i * NWEIGHTS + k]);
            }
            printf("\n");
        }
        free(g);
        if (dump) {
            free(s);
            variant_free(v);
            return 0;
        }
    }
    double k = fit_k(v, &w, s, n), best = error_of(v, &w, s, n, k), start = best;
    printf("%d positions, k %.5f, error %.6f\n", n, k, best);
    int step[NWEIGHTS];
    for (int i = 0; i < NWEIGHTS; i++) {
        int d = abs(*weight(&w, i)) / 8;
        step[i] = d < 1 ? 1 : d;
    }
    for (int pass = 0; pass < passes; pass++) {
        int changed = 0;
        for (int i = 0; i < NWEIGHTS; i++) {
            char key[64];
            snprintf(key, sizeof key, ",%s,", names[i]);
            char list[1024];
            snprintf(list, sizeof list, ",%s,", skip);
            if (strstr(list, key))
                continue;
            int *p = weight(&w, i), was = *p;
            for (;;) {
                int base = *p, moved = 0;
                for (int dir = 1; dir >= -1 && !moved; dir -= 2) {
                    *p = base + dir * step[i];
                    double e = error_of(v, &w, s, n, k);
                    if (e < best) {
                        best = e;
                        moved = 1;
                    } else {
                        *p = base;
                    }
                }
                if (!moved) {
                    if (step[i] == 1)
                        break;
                    step[i] /= 2;
                }
            }
            if (*p != was) {
                changed++;
                printf("  %-18s %6d -> %6d   error %.6f\n", names[i], was, *p, best);
                fflush(stdout);
            }
        }
        k = fit_k(v, &w, s, n); /* the weights' scale may have moved */
        best = error_of(v, &w, s, n, k);
        printf("pass %d: %d weights changed, error %.6f, k %.5f\n", pass + 1, changed, best, k);
        fflush(stdout);
        if (!changed)
            break;
        for (int i = 0; i < NWEIGHTS; i++)
            if (step[i] < 4)
                step[i] = 4 > abs(*weight(&w, i)) / 8 ? 4 : abs(*weight(&w, i)) / 8;
    }
    printf("error %.6f -> %.6f\n", start, best);
    for (int i = 0; i < NWEIGHTS; i++)
        printf("X(%s, %d)%s\n", names[i], *weight(&w, i),
               *weight(&w, i) != *weight((EvalWeights *)&eval_default_weights, i) ? "  changed"
                                                                                  : "");
    free(s);
    variant_free(v);
    return 0;
}
