/* save_game.h - the "game" member of a saved game (version 4): who played, the time control,
 * when, how it ended, the record's tags (morphchess/gameinfo.h). Internal to save.c. */
#ifndef MORPH_SAVE_GAME_H
#define MORPH_SAVE_GAME_H

#include "morphchess/gameinfo.h"
#include "morphchess/json.h"
#include "textbuf.h"

struct cJSON;

/* Appends the member `  "game": {...},` and a line break. */
void save_game_write(TextBuf *o, const GameInfo *g);

/* Reads $.game strictly into *out (gameinfo_init first). 0, or -1 with d's error. */
int save_game_read(const JsonDoc *d, const struct cJSON *game, GameInfo *out);

#endif
