/* savegame.h - saved games: the variant definition, the start FEN and the moves, as JSON
 * (docs/saved-games.md). Window-free. */
#ifndef MORPH_UI_SAVEGAME_H
#define MORPH_UI_SAVEGAME_H

#include <stdbool.h>
#include <stddef.h>

#include "morphchess/match.h"

#define SAVEGAME_FORMAT "morphchess-game"
#define SAVEGAME_VERSION 1

/* A short summary of a saved game, for lists. */
typedef struct SaveInfo {
    char variant[VAR_NAME_MAX]; /* the variant's name */
    int moves;                  /* plies recorded */
    char result[16];            /* "*", "1-0", "0-1", "1/2-1/2" */
} SaveInfo;

/* The JSON text of m's game (malloc'd, caller frees); NULL when out of memory. */
char *savegame_text(const Match *m);

/* Writes m's game to path so that a crash leaves either the old file or the
 * new one: a temporary file beside it, fsync, rename. Returns 0, or -1 with
 * err filled (where = the path). */
int savegame_write(const char *path, const Match *m, Error *err);

/* Reads a saved game: builds its variant (*v, owned by the caller, freed
 * after *m) and replays its moves into a new match *m, shown at the ply the
 * file names. Returns 0, or -1 with err for the problem (bad JSON, a bad
 * variant, a bad FEN, an illegal move): where = "FILE:LINE:COL: $.json.path"
 * (morphchess/json.h), e.g. "game.json:14:5: $.moves[3]", what = the
 * problem, e.g. "move 2 (Black) \"Ke3\": ..."; a file that cannot be read
 * names just the file. Nothing is allocated on failure. */
int savegame_read(const char *path, Variant **v, Match **m, Error *err);

/* The same from text in memory; name (NULL: "(text)") is used in messages. */
int savegame_parse(const char *text, const char *name, Variant **v, Match **m, Error *err);

/* Reads just enough of a saved game for a list entry; false if unreadable. */
bool savegame_info(const char *path, SaveInfo *out);

/* Writes text to path through a temporary file, fsync and rename. */
int savegame_write_text(const char *path, const char *text, Error *err);

/* Reads a whole file of at most HOST_CAP_SAVE bytes (host_read_file: malloc'd,
 * NUL-terminated); NULL with err filled. */
char *savegame_read_file(const char *path, Error *err);

#endif
