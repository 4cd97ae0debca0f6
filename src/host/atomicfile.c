/* atomicfile.c - replacing a file all at once: temp file, fsync, rename. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "atomicfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef NAME_MAX
#define NAME_MAX 255
#endif
#define TEMP_SUFFIX 11 /* ".tmp-XXXXXX" */

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
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* Gives the file open at fd this moment as its modification time, to the nanosecond and
 * later than any this program gave before: the kernel stamps a write with a clock that
 * moves by ticks (about 4 ms), so two games written within one tick had one time and the
 * newest-first lists could not tell which came last. A failure is not reported: the file
 * is written, only its order among files of the same tick is left to the kernel. Writes
 * come from the program's main thread. */
static void stamp_now(int fd)
{
    static struct timespec last;
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0)
        return;
    if (now.tv_sec < last.tv_sec || (now.tv_sec == last.tv_sec && now.tv_nsec <= last.tv_nsec)) {
        now = last;
        if (++now.tv_nsec == 1000000000L) {
            now.tv_sec++;
            now.tv_nsec = 0;
        }
    }
    struct timespec times[2] = {now, now};
    if (futimens(fd, times) == 0)
        last = now;
}

/* Writes data to a new temporary file beside path and then renames it over
 * path (exclusive: links it to path, failing with EEXIST when path exists). */
static int write_via_temp(const char *path, const void *data, size_t size, bool exclusive,
                          char *err, int errn)
{
    /* NAME.tmp-XXXXXX beside the file, NAME cut so that a name of any legal length (up to
     * NAME_MAX bytes) leaves room for the 11 bytes of the suffix */
    char tmp[PATH_MAX + 16];
    const char *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash + 1 - path) : 0, base = strlen(path) - dir;
    size_t keep = base > NAME_MAX - TEMP_SUFFIX ? NAME_MAX - TEMP_SUFFIX : base;
    if (snprintf(tmp, sizeof tmp, "%.*s.tmp-XXXXXX", (int)(dir + keep), path) >= (int)sizeof tmp) {
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
    stamp_now(fd);
    what = "flush";
    if (fsync(fd) != 0)
        goto fail;
    what = "close";
    int rc = close(fd);
    fd = -1;
    if (rc != 0)
        goto fail;
    what = "rename";
    if (exclusive) {
        if (link(tmp, path) != 0) {
            int e = errno;
            unlink(tmp);
            errno = e;
            if (e == EEXIST)
                return 1;
            snprintf(err, (size_t)errn, "%s: cannot create it: %s", path, strerror(e));
            return -1;
        }
        unlink(tmp);
    } else if (rename(tmp, path) != 0) {
        goto fail;
    }
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

int atomicfile_write(const char *path, const void *data, size_t size, char *err, int errn)
{
    /* a symbolic link stays a link: its target is replaced */
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        char *target = realpath(path, NULL);
        if (!target) {
            snprintf(err, (size_t)errn, "%s: cannot follow the link: %s", path, strerror(errno));
            return -1;
        }
        int rc = write_via_temp(target, data, size, false, err, errn);
        free(target);
        return rc;
    }
    return write_via_temp(path, data, size, false, err, errn);
}

int atomicfile_create(const char *path, const void *data, size_t size, char *err, int errn)
{
    return write_via_temp(path, data, size, true, err, errn);
}

const char *atomicfile_reason(const char *msg, const char *path)
{
    size_t n = strlen(path);
    return strncmp(msg, path, n) == 0 && strncmp(msg + n, ": ", 2) == 0 ? msg + n + 2 : msg;
}

int atomicfile_clean(const char *dir, long min_age_seconds)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int removed = 0;
    time_t now = time(NULL);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        const char *mark = strstr(e->d_name, ".tmp-");
        if (!mark || strlen(mark) != TEMP_SUFFIX) /* ".tmp-" and mkstemp's six characters */
            continue;
        char path[PATH_MAX + 16];
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path)
            continue;
        struct stat st;
        if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || now - st.st_mtime < min_age_seconds)
            continue;
        if (unlink(path) == 0)
            removed++;
    }
    closedir(d);
    return removed;
}
