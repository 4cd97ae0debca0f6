/* atomicfile.c - replacing a file all at once: temp file, fsync, rename. */
#include "atomicfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Flushes the folder holding path, so the rename itself survives a crash. A
 * failure here is not reported: the file content is already safe. */
static void sync_folder(const char *path)
{
    char dir[1024];
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(dir, sizeof dir, ".");
    } else if (slash == path) {
        snprintf(dir, sizeof dir, "/");
    } else if ((size_t)(slash - path) < sizeof dir) {
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    } else {
        return;
    }
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

int atomicfile_write(const char *path, const void *data, size_t size, char *err, int errn)
{
    char tmp[1100];
    if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= (int)sizeof tmp) {
        snprintf(err, (size_t)errn, "%s: path too long", path);
        return -1;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, (size_t)errn, "%s: cannot create a temporary file: %s", path,
                 strerror(errno));
        return -1;
    }
    /* mkstemp makes the file 0600; a settings file or a save is no secret. */
    mode_t mask = umask(0);
    umask(mask);
    const char *what = "write";
    const unsigned char *p = data;
    size_t left = size;
    while (left > 0) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            goto fail;
        p += n;
        left -= (size_t)n;
    }
    what = "set the mode of";
    if (fchmod(fd, 0644 & ~mask) != 0)
        goto fail;
    what = "flush";
    if (fsync(fd) != 0)
        goto fail;
    what = "close";
    int rc = close(fd);
    fd = -1;
    if (rc != 0)
        goto fail;
    what = "rename";
    if (rename(tmp, path) != 0)
        goto fail;
    sync_folder(path);
    return 0;
fail:
    snprintf(err, (size_t)errn, "%s: cannot %s the temporary file: %s", path, what,
             strerror(errno));
    if (fd >= 0)
        close(fd);
    unlink(tmp);
    return -1;
}
