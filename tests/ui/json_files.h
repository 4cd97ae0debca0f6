/* json_files.h - the test programs' listing of a folder's .json files, sorted by name. */
#ifndef MORPH_TEST_JSON_FILES_H
#define MORPH_TEST_JSON_FILES_H

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

static int json_files_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Fills names[max] with malloc'd file names (caller frees each); returns the
 * count, or -1 if the folder cannot be opened. */
static inline int json_files(const char *dir, char **names, int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < max) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0 && (names[n] = strdup(e->d_name)))
            n++;
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], json_files_cmp);
    return n;
}

#endif
