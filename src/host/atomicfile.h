/* atomicfile.h - replacing a file all at once: temp file, fsync, rename (settings, saves). */
#ifndef MORPH_HOST_ATOMICFILE_H
#define MORPH_HOST_ATOMICFILE_H

#include <stddef.h>

/* Writes the size bytes at data to path so that a reader, or the file after a
 * crash or power cut, holds either the old content or the new, never a mix:
 * the bytes go to a temporary file in the same folder, which is flushed to
 * disk (fsync) and then renamed over path; the folder is flushed too. The
 * new file has mode 0644 less the umask. Returns 0, or -1 with a message
 * naming path in err (size errn); on failure path is untouched and no
 * temporary file is left behind. data may be NULL when size is 0. */
int atomicfile_write(const char *path, const void *data, size_t size, char *err, int errn);

#endif
