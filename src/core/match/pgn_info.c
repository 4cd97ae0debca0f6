/* pgn_info.c - a PGN game's tags as the game beside its moves (morphchess/gameinfo.h), and
 * the Variant tags other programs write. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "morphchess/pgn.h"

const char *pgn_variant_id(const char *tag)
{
    static const char *const orthodox[] = {"Standard", "Chess960", "From Position", "FromPosition",
                                           "chess",    "orthodox", "Fischerandom",  "normal"};
    for (size_t i = 0; tag && i < sizeof orthodox / sizeof orthodox[0]; i++)
        if (strcasecmp(tag, orthodox[i]) == 0)
            return "fide";
    return tag;
}

void pgn_game_info(const PgnGame *g, GameInfo *out)
{
    gameinfo_init(out);
    const char *name, *value;
    for (int i = 0; pgn_tag_at(g, i, &name, &value); i++) {
        if (strcmp(name, "White") == 0 || strcmp(name, "Black") == 0) {
            gameinfo_player_read(value, &out->player[name[0] == 'B' ? BLACK : WHITE]);
        } else if (strcmp(name, "Date") == 0) {
            if (!strchr(value, '?') && strlen(value) < sizeof out->date)
                snprintf(out->date, sizeof out->date, "%s", value);
        } else if (strcmp(name, "Time") == 0) {
            if (!strchr(value, '?') && strlen(value) < sizeof out->time)
                snprintf(out->time, sizeof out->time, "%s", value);
        } else if (strcmp(name, "TimeControl") == 0) {
            GameTimeControl c;
            if (gameinfo_clock_read(value, &c) == 0)
                out->clock = c;
        } else if (strcmp(name, "Termination") == 0) {
            out->end = gameinfo_termination_read(value);
            gameinfo_termination_keep(out, value);
        } else if (!gameinfo_tag_is_field(name) && strcmp(value, "?") != 0) {
            gameinfo_set_tag(out, name, value);
        }
    }
    const char *r = pgn_result(g);
    out->result = !r                          ? RESULT_NONE
                  : strcmp(r, "1-0") == 0     ? RESULT_WHITE
                  : strcmp(r, "0-1") == 0     ? RESULT_BLACK
                  : strcmp(r, "1/2-1/2") == 0 ? RESULT_DRAW
                                              : RESULT_NONE;
    if (out->result == RESULT_NONE)
        out->end = STATUS_ONGOING;
}
