/* fuzz_common.c - the shipped variants for the fuzz targets, and input helpers. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hostfile.h"

#define FUZZ_MAX_VARIANTS 64

static Variant *variants[FUZZ_MAX_VARIANTS];
static unsigned nvariants;

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void load_all(void)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/variants", MORPH_SOURCE_DIR);
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "fuzz: cannot open %s\n", dir);
        abort();
    }
    char *names[FUZZ_MAX_VARIANTS];
    unsigned n = 0;
    struct dirent *ent;
    while ((ent = readdir(d)) && n < FUZZ_MAX_VARIANTS) {
        size_t len = strlen(ent->d_name);
        if (len > 5 && strcmp(ent->d_name + len - 5, ".json") == 0)
            names[n++] = strdup(ent->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof names[0], cmp_name); /* the same order on every machine */
    for (unsigned i = 0; i < n; i++) {
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        Error e;
        if (host_load_variant(path, &variants[nvariants], &e) != 0) {
            fprintf(stderr, "fuzz: %s: %s\n", e.where, e.what);
            abort();
        }
        nvariants++;
        free(names[i]);
    }
}

unsigned fuzz_variant_count(void)
{
    if (!nvariants)
        load_all();
    return nvariants;
}

const Variant *fuzz_variant(unsigned i)
{
    return variants[i % fuzz_variant_count()];
}

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}
