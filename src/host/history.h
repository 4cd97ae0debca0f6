/* history.h - the game history: one file per game in the user directory's games/ folder
 * (docs/saved-games.md). Names, listing, removal that can be undone. Window-free. */
#ifndef MORPH_HOST_HISTORY_H
#define MORPH_HOST_HISTORY_H

#include <stddef.h>
#include <time.h>

#include "morphchess/error.h"

#define HISTORY_PATH_MAX 1024
/* The longest user directory path accepted: room for games/.removed/NAME. */
#define HISTORY_DIR_MAX 900

/* Makes (if needed) user_dir/games and user_dir/games/.removed, writing the
 * first into dir. Removes temporary files a killed run left there (and in
 * user_dir and user_dir/saves). An over-long user_dir is refused ("path too
 * long"), never shortened. 0; 1 when games/ can be read but not written
 * (dir is filled: its games can be listed and opened, not kept; err says
 * why); or -1 with err naming the folder. */
int history_open(const char *user_dir, char dir[HISTORY_PATH_MAX], Error *err);

/* Creates the file of a new game in dir with the given content: named
 * YYYYmmdd-HHMMSS-ID.json from `when` (local time) and the variant id, with
 * -2, -3, ... added when that name is taken; never replaces a file. The path
 * goes to path. 0, or -1 with err. */
int history_create(const char *dir, const char *id, time_t when, const char *text,
                   char path[HISTORY_PATH_MAX], Error *err);

/* The saved games and records (regular files named *.json or *.pgn) of dir, newest first by
 * modification time: *paths (malloc'd array of malloc'd strings; free with
 * history_free). Returns how many (0 when dir cannot be read). */
int history_list(const char *dir, char ***paths);
void history_free(char **paths, int n);

/* Moves the game file path into dir/.removed (so it can be restored); the
 * removed file's path goes to removed. 0, or -1 with err. */
int history_remove(const char *dir, const char *path, char removed[HISTORY_PATH_MAX], Error *err);

/* Moves a file history_remove moved back into dir (under its old name, or a
 * new one if that name was taken meanwhile); its path goes to path. */
int history_restore(const char *dir, const char *removed, char path[HISTORY_PATH_MAX], Error *err);

/* "2026-11-25 07:31" for when (local time). */
void history_stamp(time_t when, char *out, size_t size);

#endif
