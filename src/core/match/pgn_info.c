/* pgn_info.c - a PGN game's tags as the game beside its moves (morphchess/gameinfo.h), and
 * the Variant tags other programs write. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "match_impl.h"
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

/* Warns that the tag `name` is left out, and why. */
static void left_out(MatchNotes *notes, const char *name, const char *value, const char *why)
{
    char where[64], what[192];
    snprintf(where, sizeof where, "the %.40s tag", name);
    snprintf(what, sizeof what, "\"%.40s%s\": %.120s; left out", value,
             strlen(value) > 40 ? "..." : "", why);
    match_note_add(notes, true, -1, where, what);
}

void pgn_game_info_noted(const PgnGame *g, GameInfo *out, MatchNotes *notes)
{
    gameinfo_init(out);
    if (notes)
        memset(notes, 0, sizeof *notes);
    const char *name, *value;
    char why[160];
    for (int i = 0; pgn_tag_at(g, i, &name, &value); i++) {
        bool date = strcmp(name, "Date") == 0;
        if (strcmp(name, "White") == 0 || strcmp(name, "Black") == 0) {
            gameinfo_player_read(value, &out->player[name[0] == 'B' ? BLACK : WHITE]);
        } else if (date || strcmp(name, "Time") == 0) {
            /* "????.??.??" and "2026.??.??" are PGN's unknown (or partly unknown) date */
            if (strchr(value, '?'))
                continue;
            if (date ? !gameinfo_date_ok(value, why, sizeof why)
                     : !gameinfo_time_ok(value, why, sizeof why))
                left_out(notes, name, value, why);
            else
                snprintf(date ? out->date : out->time, sizeof out->date, "%s", value);
        } else if (strcmp(name, "TimeControl") == 0) {
            GameTimeControl c;
            if (gameinfo_clock_parse(value, &c, why, sizeof why) == 0)
                out->clock = c;
            else
                left_out(notes, name, value, why);
        } else if (strcmp(name, "Termination") == 0) {
            out->end = gameinfo_termination_read(value);
            gameinfo_termination_keep(out, value);
        } else if (!gameinfo_tag_is_field(name) && strcmp(value, "?") != 0 &&
                   gameinfo_set_tag(out, name, value) != 0) {
            snprintf(why, sizeof why, "more than %d other tags, or a value of %d bytes or more",
                     GAMEINFO_TAGS_MAX, GAMEINFO_TAG_VALUE_MAX - 1);
            left_out(notes, name, value, why);
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

void pgn_game_info(const PgnGame *g, GameInfo *out)
{
    pgn_game_info_noted(g, out, NULL);
}
