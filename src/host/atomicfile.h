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
 * temporary file is left behind. data may be NULL when size is 0. When path
 * is a symbolic link, its target is replaced and the link stays a link. */
int atomicfile_write(const char *path, const void *data, size_t size, char *err, int errn);

/* As atomicfile_write, but only when path does not exist yet: the complete
 * file appears under path at once (a hard link from the flushed temporary
 * file), or not at all. Returns 0; 1 when path exists (nothing written); -1
 * with err for other failures. */
int atomicfile_create(const char *path, const void *data, size_t size, char *err, int errn);

/* The reason in a message of the functions above, past its leading "PATH: " (for an error
 * record whose `where` names the path already); msg itself when it does not start so. */
const char *atomicfile_reason(const char *msg, const char *path);

/* Removes the temporary files (NAME.tmp-XXXXXX) a killed writer left in dir,
 * those at least min_age_seconds old (younger ones may be another running
 * program's). Returns how many were removed. */
int atomicfile_clean(const char *dir, long min_age_seconds);

#endif
