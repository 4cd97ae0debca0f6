/* history.c - the game history: one file per game in user_dir/games. */
#include "history.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomicfile.h"

/* Temporary files younger than this may belong to another running program. */
#define TEMP_MIN_AGE 60

static int make_dir(const char *path, Error *err)
{
    if (mkdir(path, 0755) == 0 || errno == EEXIST) {
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            return 0;
        return error_set(err, path, "not a folder");
    }
    return error_set(err, path, "cannot make the folder: %s", strerror(errno));
}

int history_open(const char *user_dir, char dir[HISTORY_PATH_MAX], Error *err)
{
    size_t n = strlen(user_dir);
    if (n == 0)
        return error_set(err, "", "no user data directory");
    if (n > HISTORY_DIR_MAX)
        return error_set(err, user_dir,
                         "path too long (%zu bytes, at most %d): games cannot be kept there", n,
                         HISTORY_DIR_MAX);
    char removed[HISTORY_PATH_MAX], saves[HISTORY_PATH_MAX];
    snprintf(dir, HISTORY_PATH_MAX, "%s/games", user_dir);
    snprintf(removed, sizeof removed, "%s/games/.removed", user_dir);
    snprintf(saves, sizeof saves, "%s/saves", user_dir);
    int made = make_dir(dir, err) == 0 && make_dir(removed, err) == 0 ? 0 : -1;
    if (made == 0 && access(dir, W_OK) != 0)
        made = error_set(err, dir, "cannot write there: %s", strerror(errno));
    if (made != 0) {
        /* a folder that can be read but not written: its games are listed and opened */
        struct stat st;
        bool readable = stat(dir, &st) == 0 && S_ISDIR(st.st_mode) && access(dir, R_OK | X_OK) == 0;
        return readable ? 1 : -1;
    }
    atomicfile_clean(user_dir, TEMP_MIN_AGE);
    atomicfile_clean(dir, TEMP_MIN_AGE);
    atomicfile_clean(saves, TEMP_MIN_AGE);
    return 0;
}

void history_stamp(time_t when, char *out, size_t size)
{
    struct tm tmv;
    if (!localtime_r(&when, &tmv) || strftime(out, size, "%Y-%m-%d %H:%M", &tmv) == 0)
        snprintf(out, size, "?");
}

int history_create(const char *dir, const char *id, time_t when, const char *text,
                   char path[HISTORY_PATH_MAX], Error *err)
{
    char stamp[32] = "game";
    struct tm tmv;
    if (localtime_r(&when, &tmv))
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tmv);
    char safe[64];
    size_t k = 0;
    for (const char *p = id && id[0] ? id : "game"; *p && k + 1 < sizeof safe; p++) {
        char c = *p;
        safe[k++] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                            c == '-' || c == '_'
                        ? c
                        : '_';
    }
    safe[k] = '\0';
    for (int i = 1; i < 1000; i++) {
        char suffix[16] = "";
        if (i > 1)
            snprintf(suffix, sizeof suffix, "-%d", i);
        if (snprintf(path, HISTORY_PATH_MAX, "%s/%s-%s%s.json", dir, stamp, safe, suffix) >=
            HISTORY_PATH_MAX)
            return error_set(err, dir, "path too long");
        char msg[sizeof err->what];
        int rc = atomicfile_create(path, text, strlen(text), msg, (int)sizeof msg);
        if (rc == 0)
            return 0;
        if (rc < 0)
            return error_set(err, path, "%s", atomicfile_reason(msg, path));
    }
    return error_set(err, dir, "no free name for a new game");
}

typedef struct Entry {
    char *path;
    time_t mtime;
    long nsec;
} Entry;

static int newest_first(const void *a, const void *b)
{
    const Entry *x = a, *y = b;
    if (x->mtime != y->mtime)
        return x->mtime < y->mtime ? 1 : -1;
    if (x->nsec != y->nsec)
        return x->nsec < y->nsec ? 1 : -1;
    return strcmp(y->path, x->path);
}

int history_list(const char *dir, char ***paths)
{
    *paths = NULL;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    Entry *list = NULL;
    int n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        bool json = len > 5 && strcmp(e->d_name + len - 5, ".json") == 0;
        bool pgn = len > 4 && strcmp(e->d_name + len - 4, ".pgn") == 0;
        if (e->d_name[0] == '.' || !(json || pgn))
            continue;
        char path[HISTORY_PATH_MAX];
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path)
            continue;
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        if (n == cap) {
            int ncap = cap ? cap * 2 : 32;
            Entry *grown = realloc(list, sizeof *list * (size_t)ncap);
            if (!grown)
                break;
            list = grown;
            cap = ncap;
        }
        char *copy = strdup(path);
        if (!copy)
            break;
        list[n++] = (Entry){copy, st.st_mtim.tv_sec, st.st_mtim.tv_nsec};
    }
    closedir(d);
    if (n == 0) {
        free(list);
        return 0;
    }
    qsort(list, (size_t)n, sizeof *list, newest_first);
    char **out = malloc(sizeof *out * (size_t)n);
    if (!out) {
        for (int i = 0; i < n; i++)
            free(list[i].path);
        free(list);
        return 0;
    }
    for (int i = 0; i < n; i++)
        out[i] = list[i].path;
    free(list);
    *paths = out;
    return n;
}

void history_free(char **paths, int n)
{
    for (int i = 0; i < n; i++)
        free(paths[i]);
    free(paths);
}

/* Renames from to a free name in folder `to_dir` (base name kept, -2, -3...
 * before ".json" when taken); the new path goes to out. */
static int move_into(const char *from, const char *to_dir, char out[HISTORY_PATH_MAX], Error *err)
{
    const char *base = strrchr(from, '/');
    base = base ? base + 1 : from;
    size_t stem = strlen(base) > 5 ? strlen(base) - 5 : strlen(base);
    for (int i = 1; i < 1000; i++) {
        char suffix[16] = "";
        if (i > 1)
            snprintf(suffix, sizeof suffix, "-%d", i);
        if (snprintf(out, HISTORY_PATH_MAX, "%s/%.*s%s.json", to_dir, (int)stem, base, suffix) >=
            HISTORY_PATH_MAX)
            return error_set(err, to_dir, "path too long");
        struct stat st;
        if (lstat(out, &st) == 0)
            continue;
        if (rename(from, out) != 0)
            return error_set(err, from, "cannot move it: %s", strerror(errno));
        return 0;
    }
    return error_set(err, to_dir, "no free name");
}

int history_remove(const char *dir, const char *path, char removed[HISTORY_PATH_MAX], Error *err)
{
    char trash[HISTORY_PATH_MAX];
    if (snprintf(trash, sizeof trash, "%s/.removed", dir) >= (int)sizeof trash)
        return error_set(err, dir, "path too long");
    if (make_dir(trash, err) != 0)
        return -1;
    return move_into(path, trash, removed, err);
}

int history_restore(const char *dir, const char *removed, char path[HISTORY_PATH_MAX], Error *err)
{
    return move_into(removed, dir, path, err);
}
