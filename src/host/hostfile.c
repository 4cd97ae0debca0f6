/* hostfile.c - reading regular files with a size cap, without blocking. */
#include "hostfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "morphchess/pgn.h"

int host_read_fd(int fd, const char *name, long cap, char **text, size_t *len, Error *err)
{
    size_t size = 4096, n = 0;
    char *buf = malloc(size);
    if (!buf)
        return error_set(err, name, "out of memory");
    for (;;) {
        if (n + 1 >= size) {
            char *bigger = realloc(buf, size * 2);
            if (!bigger) {
                free(buf);
                return error_set(err, name, "out of memory");
            }
            buf = bigger;
            size *= 2;
        }
        ssize_t got = read(fd, buf + n, size - n - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            int e = errno;
            free(buf);
            return error_set(err, name, "cannot read the file: %s", strerror(e));
        }
        if (got == 0)
            break;
        n += (size_t)got;
        if (n > (size_t)cap) {
            free(buf);
            return error_set(err, name, "the file is larger than %ld bytes", cap);
        }
    }
    buf[n] = '\0';
    /* every reader takes the text as a C string: a NUL would end it there and drop the rest */
    if (pgn_check_text(buf, n, name, err) != 0) {
        free(buf);
        return -1;
    }
    *text = buf;
    if (len)
        *len = n;
    return 0;
}

/* Opens path for reading if it is a regular file of at most cap bytes: the descriptor (its
 * size in *size), or -1 with err. */
static int open_regular(const char *path, long cap, size_t *size, Error *err)
{
    /* O_NONBLOCK: opening a FIFO for reading must not wait for a writer. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return error_set(err, path, "cannot open the file: %s", strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return error_set(err, path, "cannot read the file: %s", strerror(e));
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        return error_set(err, path, "not a regular file");
    }
    if (st.st_size > cap) {
        close(fd);
        return error_set(err, path, "the file is larger than %ld bytes", cap);
    }
    /* A regular file never blocks; clear the flag for plain reads. */
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        (void)fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    *size = (size_t)st.st_size;
    return fd;
}

int host_read_file(const char *path, long cap, char **text, size_t *len, Error *err)
{
    if (!path || !text)
        return error_set(err, "", "no %s (NULL)", path ? "output" : "file name");
    size_t size;
    int fd = open_regular(path, cap, &size, err);
    if (fd < 0)
        return -1;
    int rc = host_read_fd(fd, path, cap, text, len, err);
    close(fd);
    return rc;
}

int host_map_file(const char *path, long cap, const void **data, size_t *len, Error *err)
{
    size_t size;
    int fd = open_regular(path, cap, &size, err);
    if (fd < 0)
        return -1;
    void *p = size > 0 ? mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    int e = errno;
    close(fd);
    if (p == MAP_FAILED)
        return error_set(err, path, "cannot map the file: %s", size ? strerror(e) : "it is empty");
    *data = p;
    *len = size;
    return 0;
}

void host_unmap_file(const void *data, size_t len)
{
    if (data)
        munmap((void *)data, len);
}

int host_load_variant(const char *path, Variant **out, Error *err)
{
    if (!path || !out)
        return error_set(err, "", "no %s (NULL)", path ? "output" : "file name");
    char *text = NULL;
    if (host_read_file(path, HOST_CAP_VARIANT, &text, NULL, err) != 0)
        return -1;
    int rc = variant_load_text(text, path, out, err);
    free(text);
    return rc;
}
