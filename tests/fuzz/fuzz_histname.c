/* fuzz_histname.c - file names in the user's folders from any bytes: a name of any legal
 * length (1 to 255 bytes, no '/') is written atomically and read back, with no temporary
 * file left; a game of the history made for any variant id gets a safe name of its own and
 * is listed, removed and restored. Never a crash, never a file outside the scratch folder. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "atomicfile.h"
#include "fuzz.h"
#include "history.h"
#include "hostfile.h"

static char scratch[64];

/* Removes every entry of dir (files, and the history's .removed folder's files). */
static int empty_dir(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (unlink(path) != 0 && empty_dir(path) >= 0)
            rmdir(path);
        n++;
    }
    if (d)
        closedir(d);
    return d ? n : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!scratch[0]) {
        snprintf(scratch, sizeof scratch, "/tmp/morph-fuzz-names-XXXXXX");
        if (!mkdtemp(scratch))
            abort();
    }
    if (size < 1)
        return 0;
    /* a file name: the bytes without '/' and NUL, 1 to 255 of them, not "." or ".." */
    char name[256];
    size_t n = 0;
    for (size_t i = 1; i < size && n < 255; i++)
        if (data[i] != '/' && data[i] != '\0')
            name[n++] = (char)data[i];
    name[n] = '\0';
    if (data[0] & 1) {
        if (n == 0 || strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
            return 0;
        char path[512], err[1024];
        snprintf(path, sizeof path, "%s/%s", scratch, name);
        if (atomicfile_write(path, name, n, err, (int)sizeof err) != 0)
            abort(); /* any legal name can be written */
        char *text = NULL;
        size_t len = 0;
        Error e;
        if (host_read_file(path, 4096, &text, &len, &e) != 0 || len != n || memcmp(text, name, n))
            abort();
        free(text);
        if (empty_dir(scratch) != 1)
            abort(); /* the file, and no temporary file beside it */
        return 0;
    }
    /* a game of the history for variant id `name` */
    char games[HISTORY_PATH_MAX], path[HISTORY_PATH_MAX], removed[HISTORY_PATH_MAX];
    Error e;
    e.what[0] = '\0';
    if (history_open(scratch, games, &e) != 0)
        abort();
    if (history_create(games, name, (time_t)(data[0] * 86400L), "{}", path, &e) != 0)
        abort();
    const char *base = strrchr(path, '/');
    if (strncmp(path, games, strlen(games)) != 0 || base != path + strlen(games) ||
        strstr(base, ".."))
        abort(); /* the name stays in games/ */
    char **list = NULL;
    int count = history_list(games, &list);
    if (count != 1 || strcmp(list[0], path) != 0)
        abort();
    history_free(list, count);
    char back[HISTORY_PATH_MAX];
    if (history_remove(games, path, removed, &e) != 0 || history_restore(games, removed, back, &e))
        abort();
    if (strcmp(back, path) != 0)
        abort();
    empty_dir(scratch);
    return 0;
}
