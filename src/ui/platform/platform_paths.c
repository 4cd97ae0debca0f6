/* platform_paths.c - the user's data folder from SDL's preference path; settings at start-up. */
#include "platform_paths.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define APP_NAME "morphchess"

int platform_paths_user_dir(char *out, int n, char *err, int errn)
{
    const char *own = getenv(PLATFORM_PATHS_ENV);
    if (own && *own) { /* userdir_init creates it */
        size_t len = strlen(own);
        if (snprintf(out, (size_t)n, "%s%s", own, own[len - 1] == '/' ? "" : "/") >= n) {
            snprintf(err, (size_t)errn, "%s: path too long", PLATFORM_PATHS_ENV);
            return -1;
        }
        return 0;
    }
    /* The XDG Base Directory rules say an empty or relative XDG_DATA_HOME is
     * to be ignored; SDL reads the variable itself, so hide such a value from
     * it for the call and put it back after. */
    const char *xdg = getenv("XDG_DATA_HOME");
    char saved[1024] = "";
    int hidden = 0;
    if (xdg && xdg[0] != '/') {
        if (snprintf(saved, sizeof saved, "%s", xdg) < (int)sizeof saved) {
            hidden = 1;
            unsetenv("XDG_DATA_HOME");
        }
    }
    char *pref = SDL_GetPrefPath("", APP_NAME);
    if (hidden)
        setenv("XDG_DATA_HOME", saved, 1);
    if (!pref) {
        snprintf(err, (size_t)errn, "no user data folder: %s", SDL_GetError());
        return -1;
    }
    int len = snprintf(out, (size_t)n, "%s", pref);
    SDL_free(pref);
    if (len < 0 || len >= n) {
        snprintf(err, (size_t)errn, "user data folder: path too long");
        return -1;
    }
    return 0;
}

int platform_paths_setup(UserDir *u, Settings *s, FILE *log)
{
    char base[USERDIR_PATH_MAX], msg[2048];
    memset(u, 0, sizeof *u);
    settings_default(s);
    if (platform_paths_user_dir(base, (int)sizeof base, msg, (int)sizeof msg) != 0 ||
        userdir_init(u, base, msg, (int)sizeof msg) != 0) {
        memset(u, 0, sizeof *u);
        fprintf(log, APP_NAME ": %s; default settings, nothing will be saved\n", msg);
        return -1;
    }
    switch (settings_load(s, u->settings, msg, (int)sizeof msg)) {
    case SETTINGS_MISSING:
        if (settings_save(s, u->settings, msg, (int)sizeof msg) != 0)
            fprintf(log, APP_NAME ": %s\n", msg);
        break;
    case SETTINGS_BROKEN: /* the file is left as it is, for the user to mend */
        for (char *line = strtok(msg, "\n"); line; line = strtok(NULL, "\n"))
            fprintf(log, APP_NAME ": %s\n", line);
        break;
    case SETTINGS_OK:
        break;
    }
    return 0;
}

int platform_paths_compose_cache(unsigned long euid, char *dir, int n)
{
    dir[0] = '\0';
    const char *home = getenv("HOME");
    char own[USERDIR_PATH_MAX];
    struct stat st;
    if (euid == 0 || getenv(PLATFORM_COMPOSE_ENV)) /* root: libX11 caches nothing of its own */
        return 0;
    if (home && snprintf(own, sizeof own, "%s/.compose-cache", home) < (int)sizeof own &&
        stat(own, &st) == 0 && S_ISDIR(st.st_mode))
        return 0; /* the user's own cache */
    char cache[USERDIR_PATH_MAX];
    if (userdir_xdg_cache_home(getenv("XDG_CACHE_HOME"), home, cache, (int)sizeof cache) != 0 ||
        snprintf(own, sizeof own, "%s/" APP_NAME "/compose", cache) >= (int)sizeof own ||
        userdir_make_folders(own) != 0 || stat(own, &st) != 0)
        return -1;
    if ((st.st_mode & 077) != 0 && chmod(own, 0700) != 0) /* libX11 wants no group write */
        return -1;
    if (setenv(PLATFORM_COMPOSE_ENV, own, 0) != 0)
        return -1;
    snprintf(dir, (size_t)n, "%s", own);
    return 1;
}
