/* morphchess/save.h - saved games: a match as text, and back (docs/saved-games.md).
 *
 * Part of the public API of the morphchess engine. The engine reads and
 * writes no files: save_write gives the text, the host writes it (atomically);
 * the host reads a file and passes its text with the file's name for messages.
 *
 * A saved game holds everything needed to replay it on another machine: the
 * variant's definition, its id, the start position and every recorded action
 * in the variant's notation, with the ply shown. It is checked three ways: a
 * CRC-32 over the whole text (the last member), a CRC over the rules and the
 * start position ("head"), and a CRC chained through the moves, one beside
 * each move. save_read accepts a text only when all agree, so a damaged file
 * is an error, never a different game; save_recover then rebuilds the game
 * from the undamaged parts (the rules and start intact, the moves up to the
 * first damaged one). */
#ifndef MORPHCHESS_SAVE_H
#define MORPHCHESS_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "morphchess/gameinfo.h"
#include "morphchess/match.h"

#define SAVE_FORMAT "morphchess-game"
#define SAVE_VERSION 4    /* 4: with the game (players, clock, tags); 3: with variations; 2 */
#define SAVE_STAMP_MAX 32 /* "2026-11-25 07:31:02", NUL included */

/* What a list of saved games shows. */
typedef struct SaveSummary {
    char variant[VAR_NAME_MAX];    /* the variant's name */
    char variant_id[VAR_NAME_MAX]; /* its id ("" when the file has none) */
    char created[SAVE_STAMP_MAX];  /* when the game began, as the host wrote it ("" if unknown) */
    int moves;                     /* recorded actions */
    int ply;                       /* the action the board shows */
    char result[16];               /* "*", "1-0", "0-1", "1/2-1/2" for the whole record */
    GameInfo info;  /* the players, clock, date, end and tags (version 4; before: two people,
                       no clock, the result) */
    char last[640]; /* the FEN at the end of the current line (version 4), else "" */
} SaveSummary;

/* The CRC-32 (ISO-HDLC, as zlib's crc32) of data[0..len) continuing from crc
 * (0 to start). */
uint32_t save_crc32(uint32_t crc, const void *data, size_t len);

/* The saved-game text of m (malloc'd, NUL-terminated; caller frees), with
 * created (may be NULL or "") as the time the game began; NULL when out of
 * memory. The whole record is written: the current line (undone actions
 * included), the ply m shows, and every variation (match.h). m is not
 * changed. */
char *save_write(const Match *m, const char *created);

/* The same with the game beside the moves (version 4): g's players, time control, date,
 * time, end and tags, the FEN at the end of the current line for lists, and every node's
 * clock and commands (match.h) in the variations. g NULL: as save_write. */
char *save_write_game(const Match *m, const GameInfo *g, const char *created);

/* Reads a saved game from text[0..len): builds its variant (*v, the caller
 * frees it after *m) and replays its actions into a new match (*m) shown at
 * the saved ply; fills *sum when non-NULL. name (NULL: "(text)") names the
 * file in messages. Read strictly: an unknown or missing member, a value of
 * the wrong kind, a ply out of range, trailing data or a checksum that does
 * not match is an error. Returns 0, or -1 with err: where = "NAME:LINE:COL:
 * $.path" (morphchess/json.h), what = the problem, e.g. `move 2 (Black)
 * "Ke3": ...` or `the file is damaged (checksum 1a2b3c4d, expected
 * 89abcdef)`. Nothing is allocated on failure. Also reads version 1 files
 * (no checksums), as strictly. sum->info gets the game of a version 4 file (its result
 * and end as the match shows them), else two people with no clock. */
int save_read(const char *text, size_t len, const char *name, Variant **v, Match **m,
              SaveSummary *sum, Error *err);

/* For a text save_read refused: rebuilds what is intact. The variant and the
 * start position must be intact (their CRC matches); the moves are taken in
 * order while each one's chained CRC matches and it is legal. Returns the
 * number of moves recovered (>= 0; *v and *m set, the match shown at its
 * end), or -1 when nothing can be recovered (err says why). */
int save_recover(const char *text, size_t len, const char *name, Variant **v, Match **m,
                 Error *err);

/* save_recover, and the game beside the moves into *info (gameinfo_init first; may be NULL):
 * the players, clock, date, time and tags of a `game` member that reads (as save_read would
 * read it), and how the game ended (the `result` and `game.end`, the game ended there as
 * gameinfo_apply does) only when every move was recovered (they end in `last`); else the
 * game goes on from the moves recovered. Returns as save_recover. */
int save_recover_game(const char *text, size_t len, const char *name, Variant **v, Match **m,
                      GameInfo *info, Error *err);

/* Reads just the summary of a saved game (the checksum verified, no replay);
 * 0, or -1 with err as save_read. */
int save_summary(const char *text, size_t len, const char *name, SaveSummary *out, Error *err);

#endif
