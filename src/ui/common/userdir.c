/* userdir.c - the user's data folder: XDG data home rules, the folders inside it. */
#include "userdir.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* xdg if it is an absolute path, else home + fallback: the XDG Base Directory rule. */
static int xdg_home(const char *xdg, const char *home, const char *fallback, char *out, int n)
{
    int len;
    if (xdg && xdg[0] == '/') {
        len = snprintf(out, (size_t)n, "%s", xdg);
    } else {
        if (!home || home[0] != '/')
            return -1;
        len = snprintf(out, (size_t)n, "%s%s", home, fallback);
    }
    if (len < 0 || len >= n)
        return -1;
    while (len > 1 && out[len - 1] == '/') /* "/data/" -> "/data", "/" stays */
        out[--len] = '\0';
    return 0;
}

int userdir_xdg_data_home(const char *xdg, const char *home, char *out, int n)
{
    return xdg_home(xdg, home, "/.local/share", out, n);
}

int userdir_xdg_cache_home(const char *xdg, const char *home, char *out, int n)
{
    return xdg_home(xdg, home, "/.cache", out, n);
}

int userdir_make_folders(const char *dir)
{
    char path[USERDIR_PATH_MAX];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    if (mkdir(path, 0700) != 0 && errno != EEXIST)
        return -1;
    struct stat st;
    if (stat(path, &st) != 0)
        return -1;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

/* base + name into out (USERDIR_PATH_MAX bytes); 0, or -1 when it does not fit. */
static int join(char *out, const char *base, const char *name)
{
    return snprintf(out, USERDIR_PATH_MAX, "%s%s", base, name) < USERDIR_PATH_MAX ? 0 : -1;
}

int userdir_init(UserDir *u, const char *base, char *err, int errn)
{
    size_t n = strlen(base);
    if (n == 0) {
        snprintf(err, (size_t)errn, "user data folder: empty path");
        return -1;
    }
    const char *sep = base[n - 1] == '/' ? "" : "/";
    if (snprintf(u->base, sizeof u->base, "%s%s", base, sep) >= (int)sizeof u->base ||
        join(u->saves, u->base, "saves/") != 0 || join(u->variants, u->base, "variants/") != 0 ||
        join(u->settings, u->base, "settings.conf") != 0) {
        snprintf(err, (size_t)errn, "user data folder %s: path too long", base);
        return -1;
    }
    const char *folders[] = {u->base, u->saves, u->variants};
    for (int i = 0; i < 3; i++) {
        if (userdir_make_folders(folders[i]) != 0) {
            snprintf(err, (size_t)errn, "cannot create the folder %s: %s", folders[i],
                     strerror(errno));
            return -1;
        }
    }
    return 0;
}
