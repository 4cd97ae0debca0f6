/* hostfile.h - reading the machine's files safely: regular files only, never
 * blocking, never more than a cap. Every reader of outside input (variants,
 * records, saved games, settings, tutorials) goes through here. */
#ifndef MORPH_HOST_HOSTFILE_H
#define MORPH_HOST_HOSTFILE_H

#include <stddef.h>

#include "morphchess/error.h"
#include "morphchess/variant.h"

/* Caps by kind of file, in bytes. */
#define HOST_CAP_VARIANT (1L << 20)
#define HOST_CAP_RECORD (8L << 20)
#define HOST_CAP_SAVE (16L << 20)
#define HOST_CAP_SETTINGS (64L << 10)
#define HOST_CAP_TUTORIAL (1L << 20)
#define HOST_CAP_FONT (64L << 20)

/* Reads the whole text file at path into a NUL-terminated malloc'd buffer (caller
 * frees) and its length into *len (may be NULL). A link to a regular file is
 * followed. The file is opened without blocking and checked with fstat:
 * a directory, FIFO, socket or device is refused with "not a regular file",
 * a file over cap bytes with "the file is larger than CAP bytes", a file holding a NUL
 * byte at its place ("path:LINE:COL", pgn_check_text: every reader takes the text as a C
 * string, which would end there). Returns 0, or -1 with err naming path and the problem;
 * *text is untouched then. Binary files are mapped (host_map_file). */
int host_read_file(const char *path, long cap, char **text, size_t *len, Error *err);

/* Maps the regular file at path (at most cap bytes; checked as host_read_file does) read-only
 * into memory: *data and *len, for host_unmap_file. Returns 0, or -1 with err. */
int host_map_file(const char *path, long cap, const void **data, size_t *len, Error *err);
void host_unmap_file(const void *data, size_t len);

/* The same from an open descriptor that may be a pipe (standard input):
 * reads until end of file or cap bytes; name is used in messages (and a NUL's place). */
int host_read_fd(int fd, const char *name, long cap, char **text, size_t *len, Error *err);

/* Reads the variant file at path and builds it (variant_load_text with path
 * as its name, so errors say "path:LINE:COL: $.json.path"). Returns 0, or -1
 * with err filled and *out untouched. */
int host_load_variant(const char *path, Variant **out, Error *err);

#endif
