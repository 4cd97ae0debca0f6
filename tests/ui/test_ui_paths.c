/* test_ui_paths.c - SDL's preference path under each XDG_DATA_HOME case; settings at start-up. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "platform_paths.h"
#include "scratch.h"

static char scratch[256];

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* platform_paths_user_dir with XDG_DATA_HOME set to xdg (NULL: unset): the folder
 * the XDG rules name, created; the variable as it was before. */
static void pref_dir(const char *xdg, const char *want)
{
    if (xdg)
        setenv("XDG_DATA_HOME", xdg, 1);
    else
        unsetenv("XDG_DATA_HOME");
    char out[600], err[300], rule[600];
    CHECK_INT(platform_paths_user_dir(out, sizeof out, err, sizeof err), 0);
    CHECK_STR(out, want);
    CHECK(is_dir(out));
    /* the same as the rule spelled out in userdir.c */
    CHECK_INT(userdir_xdg_data_home(xdg, getenv("HOME"), rule, sizeof rule - 20), 0);
    strcat(rule, "/morphchess/");
    CHECK_STR(out, rule);
    const char *now = getenv("XDG_DATA_HOME");
    if (xdg)
        CHECK_STR(now, xdg);
    else
        CHECK(now == NULL);
}

static void pref_dirs(void)
{
    char home[300], want_home[400], xdg[300], want_xdg[400];
    snprintf(home, sizeof home, "%s/home", scratch);
    CHECK_INT(mkdir(home, 0700), 0);
    setenv("HOME", home, 1);
    snprintf(want_home, sizeof want_home, "%s/.local/share/morphchess/", home);
    snprintf(xdg, sizeof xdg, "%s/xdg", scratch);
    snprintf(want_xdg, sizeof want_xdg, "%s/morphchess/", xdg);

    pref_dir(NULL, want_home);
    pref_dir("", want_home); /* set but empty: SDL alone would make /morphchess/ */
    pref_dir("relative/data", want_home);
    CHECK(!is_dir("relative")); /* nothing made below the working directory */
    pref_dir(xdg, want_xdg);

    /* MORPHCHESS_USER_DIR wins over the XDG folders */
    char own[300], out[400], err[300];
    snprintf(own, sizeof own, "%s/own", scratch);
    setenv("MORPHCHESS_USER_DIR", own, 1);
    CHECK_INT(platform_paths_user_dir(out, sizeof out, err, sizeof err), 0);
    strcat(own, "/");
    CHECK_STR(out, own);
    setenv("MORPHCHESS_USER_DIR", own, 1);
    CHECK_INT(platform_paths_user_dir(out, sizeof out, err, sizeof err), 0);
    CHECK_STR(out, own);
    setenv("MORPHCHESS_USER_DIR", "", 1); /* empty: as if unset */
    CHECK_INT(platform_paths_user_dir(out, sizeof out, err, sizeof err), 0);
    CHECK_STR(out, want_xdg);
    unsetenv("MORPHCHESS_USER_DIR");
}

static void setup_writes_and_tolerates(void)
{
    char xdg[300], path[400], text[600], want[1200];
    snprintf(xdg, sizeof xdg, "%s/setup", scratch);
    setenv("XDG_DATA_HOME", xdg, 1);
    UserDir u;
    Settings s;
    FILE *log = tmpfile();
    CHECK(log != NULL);
    if (!log)
        return;

    /* first start: folders made, a file of defaults written, nothing said */
    CHECK_INT(platform_paths_setup(&u, &s, log), 0);
    snprintf(path, sizeof path, "%s/morphchess/settings.conf", xdg);
    CHECK_STR(u.settings, path);
    CHECK(is_dir(u.saves) && is_dir(u.variants));
    scratch_read(path, text, sizeof text);
    char defaults[600];
    Settings d;
    settings_default(&d);
    settings_format(&d, defaults, sizeof defaults);
    CHECK_STR(text, defaults);
    CHECK_INT(ftell(log), 0);

    /* a broken file: told line by line, good lines used, the file kept */
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs("ui_scale = 150\nsounds = loud\n]]]\n", f);
        fclose(f);
    }
    CHECK_INT(platform_paths_setup(&u, &s, log), 0);
    CHECK_INT(s.ui_scale, 150);
    CHECK(s.sounds);
    scratch_slurp(log, text, sizeof text);
    snprintf(want, sizeof want,
             "morphchess: %s:2: sounds: \"loud\" is not on or off (default kept)\n"
             "morphchess: %s:3: expected \"key = value\" (ignored)\n",
             path, path);
    CHECK_STR(text, want);
    scratch_read(path, text, sizeof text);
    CHECK_STR(text, "ui_scale = 150\nsounds = loud\n]]]\n");
    fclose(log);

    /* no usable folder (a file in the way): defaults, a message, no failure */
    snprintf(path, sizeof path, "%s/blocked", scratch);
    f = fopen(path, "w");
    if (f)
        fclose(f);
    setenv("XDG_DATA_HOME", path, 1);
    log = tmpfile();
    if (!log)
        return;
    s.ui_scale = 3;
    CHECK_INT(platform_paths_setup(&u, &s, log), -1);
    CHECK_INT(s.ui_scale, 100);
    CHECK_STR(u.settings, "");
    scratch_slurp(log, text, sizeof text);
    CHECK(strncmp(text, "morphchess: no user data folder: ", 33) == 0);
    CHECK(strstr(text, "; default settings, nothing will be saved\n") != NULL);
    fclose(log);
}

/* XCOMPOSECACHE pointed at the program's own folder (made 0700, libX11's condition) only
 * when unset, when the user keeps no ~/.compose-cache and for a user other than root. */
static void compose_cache(void)
{
    char home[400], cache[400], dir[600], want[600], userdir[600];
    snprintf(home, sizeof home, "%s/home", scratch);
    snprintf(cache, sizeof cache, "%s/cache", scratch);
    mkdir(home, 0755);
    setenv("HOME", home, 1);
    setenv("XDG_CACHE_HOME", cache, 1);
    unsetenv(PLATFORM_COMPOSE_ENV);
    CHECK_INT(platform_paths_compose_cache(0, dir, sizeof dir), 0); /* root */
    CHECK(getenv(PLATFORM_COMPOSE_ENV) == NULL);
    CHECK_STR(dir, "");
    CHECK(!is_dir(cache));
    snprintf(want, sizeof want, "%s/morphchess/compose", cache);
    CHECK_INT(platform_paths_compose_cache(1000, dir, sizeof dir), 1);
    CHECK_STR(dir, want);
    CHECK_STR(getenv(PLATFORM_COMPOSE_ENV) ? getenv(PLATFORM_COMPOSE_ENV) : "", want);
    struct stat st;
    CHECK(stat(want, &st) == 0 && S_ISDIR(st.st_mode) && (st.st_mode & 0777) == 0700);
    CHECK_INT(platform_paths_compose_cache(1000, dir, sizeof dir), 0); /* set now: kept */
    setenv(PLATFORM_COMPOSE_ENV, "/the/users/own", 1);
    CHECK_INT(platform_paths_compose_cache(1000, dir, sizeof dir), 0);
    CHECK_STR(getenv(PLATFORM_COMPOSE_ENV), "/the/users/own");
    unsetenv(PLATFORM_COMPOSE_ENV); /* a folder opened to the group is closed again */
    chmod(want, 0775);
    CHECK_INT(platform_paths_compose_cache(1000, dir, sizeof dir), 1);
    CHECK(stat(want, &st) == 0 && (st.st_mode & 0777) == 0700);
    unsetenv(PLATFORM_COMPOSE_ENV); /* relative XDG_CACHE_HOME: the rule's ~/.cache */
    setenv("XDG_CACHE_HOME", "rel", 1);
    snprintf(want, sizeof want, "%s/.cache/morphchess/compose", home);
    CHECK_INT(platform_paths_compose_cache(1000, dir, sizeof dir), 1);
    CHECK_STR(dir, want);
    unsetenv(PLATFORM_COMPOSE_ENV); /* the user's own ~/.compose-cache: libX11 uses it */
    snprintf(userdir, sizeof userdir, "%s/.compose-cache", home);
    mkdir(userdir, 0700);
    CHECK_INT(platform_paths_compose_cache(1000, dir, sizeof dir), 0);
    CHECK(getenv(PLATFORM_COMPOSE_ENV) == NULL);
    unsetenv("XDG_CACHE_HOME");
}

int main(void)
{
    unsetenv("MORPHCHESS_USER_DIR");
    if (scratch_make(scratch, sizeof scratch, "paths") != 0)
        return 1;
    pref_dirs();
    setup_writes_and_tolerates();
    compose_cache();
    scratch_remove(scratch);
    return check_report("test_ui_paths");
}
