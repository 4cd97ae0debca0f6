/* fontfind.c - finds DejaVuSans.ttf: the override, then the standard directories. */
#include "fontfind.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const standard_dirs[] = {
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/share/fonts/truetype",
    "/usr/local/share/fonts",
    "/usr/share/fonts/dejavu-sans-fonts",
    "/usr/X11R6/lib/X11/fonts/TTF",
    "/opt/homebrew/share/fonts",
    "/Library/Fonts",
};

static int is_file(const char *path)
{
    struct stat st;
    /* looked at, not opened: the font is mapped through the host's safe reader */
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* dir + "/" + file into out; 0, or -1 when it does not fit. */
static int join(char *out, int n, const char *dir, const char *file)
{
    int len = snprintf(out, (size_t)n, "%s/%s", dir, file);
    return (len < 0 || len >= n) ? -1 : 0;
}

int fontfind_locate(const char *override, const char *const *dirs, int ndirs, const char *file,
                    char *out, int n, char *err, int errn)
{
    char path[1024];
    if (override && *override) {
        if (is_dir(override)) {
            if (join(path, (int)sizeof path, override, file) == 0 && is_file(path)) {
                snprintf(out, (size_t)n, "%s", path);
                return 0;
            }
            snprintf(err, (size_t)errn, "%s=%s: no readable %s in that directory", FONTFIND_ENV,
                     override, file);
            return -1;
        }
        if (is_file(override)) {
            snprintf(out, (size_t)n, "%s", override);
            return 0;
        }
        snprintf(err, (size_t)errn, "%s=%s: no such readable font file", FONTFIND_ENV, override);
        return -1;
    }
    for (int i = 0; i < ndirs; i++) {
        if (join(path, (int)sizeof path, dirs[i], file) == 0 && is_file(path)) {
            snprintf(out, (size_t)n, "%s", path);
            return 0;
        }
    }
    int used = snprintf(
        err, (size_t)errn,
        "font %s not found (install fonts-dejavu-core, or set %s to the file); looked in:", file,
        FONTFIND_ENV);
    for (int i = 0; i < ndirs && used >= 0 && used < errn; i++)
        used += snprintf(err + used, (size_t)(errn - used), " %s", dirs[i]);
    return -1;
}

int fontfind_default(const char *file, char *out, int n, char *err, int errn)
{
    int ndirs = (int)(sizeof standard_dirs / sizeof standard_dirs[0]);
    return fontfind_locate(getenv(FONTFIND_ENV), standard_dirs, ndirs, file, out, n, err, errn);
}

int fontfind_sibling(const char *path, const char *file, char *out, int n)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, sizeof dir, ".");
    char buf[1024];
    if (join(buf, (int)sizeof buf, dir, file) != 0 || !is_file(buf))
        return -1;
    snprintf(out, (size_t)n, "%s", buf);
    return 0;
}
