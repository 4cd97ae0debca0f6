/* datadir.c - locating the shipped data folder and variant files. */
#include "datadir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef MORPH_SOURCE_DATA_DIR
#define MORPH_SOURCE_DATA_DIR ""
#endif
#ifndef MORPH_INSTALL_DATA_DIR
#define MORPH_INSTALL_DATA_DIR "/usr/share/morphchess"
#endif
/* The installed data folder relative to the folder of the installed executable. */
#ifndef MORPH_DATA_FROM_BIN
#define MORPH_DATA_FROM_BIN "../share/morphchess"
#endif

static int has_variants(const char *dir)
{
    char path[1024];
    struct stat st;
    if (!dir || !*dir)
        return 0;
    if (snprintf(path, sizeof path, "%s/variants", dir) >= (int)sizeof path)
        return 0;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Writes "<folder of this executable>/MORPH_DATA_FROM_BIN" into buf, so that an
 * installed or unpacked copy finds its own data wherever it lies; an empty
 * string where /proc/self/exe cannot be read (not Linux). */
static void exe_relative(char *buf, size_t size)
{
    char exe[1024];
    buf[0] = '\0';
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0 || (size_t)n >= sizeof exe - 1)
        return;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return;
    *slash = '\0';
    if (snprintf(buf, size, "%s/%s", exe, MORPH_DATA_FROM_BIN) >= (int)size)
        buf[0] = '\0';
}

int datadir_find(char *buf, size_t size)
{
    char beside_exe[1100];
    exe_relative(beside_exe, sizeof beside_exe);
    const char *candidates[] = {getenv("MORPHCHESS_DATA_DIR"), beside_exe, MORPH_SOURCE_DATA_DIR,
                                MORPH_INSTALL_DATA_DIR};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
        if (has_variants(candidates[i])) {
            if (snprintf(buf, size, "%s", candidates[i]) >= (int)size)
                return -1;
            return 0;
        }
    }
    return -1;
}

int datadir_variant_path(const char *arg, char *buf, size_t size)
{
    size_t n = strlen(arg);
    if (strchr(arg, '/') || (n > 5 && strcmp(arg + n - 5, ".json") == 0)) {
        return snprintf(buf, size, "%s", arg) < (int)size ? 0 : -1;
    }
    char dir[1024];
    if (datadir_find(dir, sizeof dir) != 0)
        return -1;
    if (snprintf(buf, size, "%s/variants/%s.json", dir, arg) >= (int)size)
        return -1;
    struct stat st;
    return stat(buf, &st) == 0 ? 0 : -1;
}

int datadir_variant_name(const char *id)
{
    size_t n = strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-_");
    return n > 0 && n <= 60 && id[n] == '\0';
}

int datadir_shipped_variant(const char *id, char *buf, size_t size)
{
    if (!datadir_variant_name(id))
        return -1;
    return datadir_variant_path(id, buf, size);
}
