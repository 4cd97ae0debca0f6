/* test_ui_userdir.c - the XDG data home rules and the folders of the user's data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "scratch.h"
#include "userdir.h"

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static void xdg_rules(void)
{
    char out[64];
    CHECK_INT(userdir_xdg_data_home("/x/data", "/home/u", out, sizeof out), 0);
    CHECK_STR(out, "/x/data");
    CHECK_INT(userdir_xdg_data_home("/x/data//", "/home/u", out, sizeof out), 0);
    CHECK_STR(out, "/x/data");
    CHECK_INT(userdir_xdg_data_home("", "/home/u", out, sizeof out), 0); /* set but empty */
    CHECK_STR(out, "/home/u/.local/share");
    CHECK_INT(userdir_xdg_data_home(NULL, "/home/u", out, sizeof out), 0);
    CHECK_STR(out, "/home/u/.local/share");
    CHECK_INT(userdir_xdg_data_home("data", "/home/u/", out, sizeof out), 0); /* relative */
    CHECK_STR(out, "/home/u//.local/share");
    CHECK_INT(userdir_xdg_data_home("", NULL, out, sizeof out), -1);
    CHECK_INT(userdir_xdg_data_home(NULL, "home", out, sizeof out), -1);
    CHECK_INT(userdir_xdg_data_home(NULL, "/home/somebody", out, 12), -1);
}

static void folders(const char *scratch)
{
    UserDir u;
    char base[512], want[600], err[700];
    snprintf(base, sizeof base, "%s/a/b/morphchess", scratch);
    CHECK_INT(userdir_init(&u, base, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/", base);
    CHECK_STR(u.base, want);
    snprintf(want, sizeof want, "%s/saves/", base);
    CHECK_STR(u.saves, want);
    CHECK(is_dir(u.saves));
    snprintf(want, sizeof want, "%s/variants/", base);
    CHECK_STR(u.variants, want);
    CHECK(is_dir(u.variants));
    snprintf(want, sizeof want, "%s/settings.conf", base);
    CHECK_STR(u.settings, want);
    struct stat st;
    CHECK(stat(u.base, &st) == 0 && (st.st_mode & 0777) == 0700);

    /* again, with the trailing '/': the same paths, the folders already there */
    UserDir again;
    snprintf(base, sizeof base, "%s/a/b/morphchess/", scratch);
    CHECK_INT(userdir_init(&again, base, err, sizeof err), 0);
    CHECK_STR(again.settings, u.settings);

    /* a file where the folder should be */
    snprintf(base, sizeof base, "%s/file", scratch);
    FILE *f = fopen(base, "w");
    CHECK(f != NULL);
    if (f)
        fclose(f);
    CHECK_INT(userdir_init(&u, base, err, sizeof err), -1);
    snprintf(want, sizeof want, "cannot create the folder %s/: Not a directory", base);
    CHECK_STR(err, want);
    CHECK_INT(userdir_init(&u, "", err, sizeof err), -1);
    CHECK_STR(err, "user data folder: empty path");
}

int main(void)
{
    char scratch[256];
    if (scratch_make(scratch, sizeof scratch, "userdir") != 0)
        return 1;
    xdg_rules();
    folders(scratch);
    scratch_remove(scratch);
    return check_report("test_ui_userdir");
}
