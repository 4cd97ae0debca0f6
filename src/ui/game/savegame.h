/* savegame.h - saved games as files: the engine's save text (morphchess/save.h) written
 * atomically and read through the host's safe reader (docs/saved-games.md). Window-free. */
#ifndef MORPH_UI_SAVEGAME_H
#define MORPH_UI_SAVEGAME_H

#include <stdbool.h>
#include <stddef.h>

#include "morphchess/match.h"
#include "morphchess/save.h"

/* The saved-game text of m (save_write with no creation time; caller frees). */
char *savegame_text(const Match *m);

/* Writes m's game with info (NULL: none; save_write_game) to path so that a crash leaves
 * either the old file or the new one: a temporary file beside it, fsync, rename, directory
 * fsync. created (may be NULL) is when the game began. 0, or -1 with err (where = the
 * path). */
int savegame_write(const char *path, const Match *m, const GameInfo *info, const char *created,
                   Error *err);

/* Reads a saved game (save_read): *v (freed by the caller after *m) and *m
 * shown at the saved ply, *sum when non-NULL. 0, or -1 with err naming the
 * file, the place and the problem; nothing is allocated on failure. */
int savegame_read(const char *path, Variant **v, Match **m, SaveSummary *sum, Error *err);

/* The same from text in memory; name (NULL: "(text)") is used in messages. */
int savegame_parse(const char *text, const char *name, Variant **v, Match **m, Error *err);

/* The summary of a saved game for a list (checksum verified, no replay); false
 * when it is unreadable or damaged (err, may be NULL, says why). */
bool savegame_info(const char *path, SaveSummary *out, Error *err);

/* Writes text to path through a temporary file, fsync and rename. */
int savegame_write_text(const char *path, const char *text, Error *err);

/* Reads a whole file of at most HOST_CAP_SAVE bytes (host_read_file: malloc'd,
 * NUL-terminated, its length in *len when non-NULL); NULL with err filled. */
char *savegame_read_file(const char *path, size_t *len, Error *err);

#endif
