/* scratch.h - a throw-away folder under /tmp for tests that write files; reading files back. */
#ifndef MORPH_TEST_SCRATCH_H
#define MORPH_TEST_SCRATCH_H

#include <stdio.h>
#include <stdlib.h>

/* Makes /tmp/morph-NAME-XXXXXX into dir (size n); 0, or -1 after a message. */
static inline int scratch_make(char *dir, size_t n, const char *name)
{
    snprintf(dir, n, "/tmp/morph-%s-XXXXXX", name);
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return -1;
    }
    return 0;
}

/* Removes the folder and everything in it. */
static inline void scratch_remove(const char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
}

/* Reads a file (from its start) into buf (size n), cut short if long; "" if it cannot. */
static inline void scratch_slurp(FILE *f, char *buf, size_t n)
{
    buf[0] = '\0';
    if (!f)
        return;
    rewind(f);
    size_t got = fread(buf, 1, n - 1, f);
    buf[got] = '\0';
}

/* The same for the file at path. */
static inline void scratch_read(const char *path, char *buf, size_t n)
{
    FILE *f = fopen(path, "rb");
    scratch_slurp(f, buf, n);
    if (f)
        fclose(f);
}

#endif
