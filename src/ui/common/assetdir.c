/* assetdir.c - looks for the assets directory: the override, then the given places. */
#include "assetdir.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static int has(const char *dir, const char *probe)
{
    char path[1200];
    int len = snprintf(path, sizeof path, "%s/%s", dir, probe);
    if (len < 0 || (size_t)len >= sizeof path)
        return 0;
    struct stat st; /* looked at, not opened: a FIFO there must not hang the start */
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

int assetdir_find(const char *probe, const char *const *dirs, int ndirs, char *out, int n,
                  char *err, int errn)
{
    const char *env = getenv(ASSETDIR_ENV);
    if (env && *env) {
        if (has(env, probe)) {
            snprintf(out, (size_t)n, "%s", env);
            return 0;
        }
        snprintf(err, (size_t)errn, "%s=%s: no %s there", ASSETDIR_ENV, env, probe);
        return -1;
    }
    for (int i = 0; i < ndirs; i++) {
        if (dirs[i] && has(dirs[i], probe)) {
            snprintf(out, (size_t)n, "%s", dirs[i]);
            return 0;
        }
    }
    int used = snprintf(err, (size_t)errn, "assets not found (%s); set %s; looked in:", probe,
                        ASSETDIR_ENV);
    for (int i = 0; i < ndirs && used >= 0 && used < errn; i++)
        if (dirs[i])
            used += snprintf(err + used, (size_t)(errn - used), " %s", dirs[i]);
    return -1;
}
