/* morphchess/pgn.h - PGN text in and out: the games of a text with their
 * tags, and a match written as a PGN game (docs/pgn.md).
 *
 * Part of the public API. Text in, text out: reading a file is the front
 * end's (src/host). A game is read into a match by match_play_record on
 * pgn_text(g), which plays its main line with the forgiving reader; the
 * match's variant comes from the front end, which may take it from the
 * game's tags: `Variant` (a shipped id) or `VariantJSON` (the variant's whole
 * JSON, for a variant that is not shipped: variant_load_text). */
#ifndef MORPHCHESS_PGN_H
#define MORPHCHESS_PGN_H

#include <stdbool.h>
#include <stddef.h>

#include "morphchess/error.h"
#include "morphchess/gameinfo.h"
#include "morphchess/match.h"

/* One game of a PGN text (opaque): its tags and its text. */
typedef struct PgnGame PgnGame;

/* Checks that the len bytes at text are a text the readers below (and match_play_record)
 * can take whole: a NUL byte would end it there and silently drop what follows, so a NUL
 * is an error at its place. Returns 0, or -1 with err: where "NAME:LINE:COL" (name may be
 * NULL: "line L, column C"), what "a NUL byte: this is not a text (the rest would be
 * lost)". Front ends call it on every text they read or are given, with its length. */
int pgn_check_text(const char *text, size_t len, const char *name, Error *err);

/* The number of games in text (NULL: 0). A game starts with its tag pairs
 * (or at the start of the text); a line that begins with a tag pair
 * (`[Name "value"]`) after a game's moves starts the next game. Text holding
 * nothing but spaces and comments holds no game. */
int pgn_count(const char *text);

/* Game n (1-based) of text, as a new PgnGame (free with pgn_free). NULL with
 * err filled when there is no such game ("no game 3: the text holds 2") or
 * its tags or numbering cannot be read (where "line L, column C", counted
 * in the whole text). */
PgnGame *pgn_game(const char *text, int n, Error *err);

/* Frees g; NULL is a no-op. */
void pgn_free(PgnGame *g);

/* The game's text: its tags and movetext, preceded by one newline per line
 * of the text before it, so that match_play_record's located errors count
 * the lines of the whole text. Owned by g. */
const char *pgn_text(const PgnGame *g);

/* The value of tag `name` (case-sensitive; the first if repeated), NULL if
 * the game has none. Owned by g. */
const char *pgn_tag(const PgnGame *g, const char *name);

/* The game's result: the one written after its moves, else its Result tag,
 * else NULL ("1-0", "0-1", "1/2-1/2" or "*"). Owned by g. */
const char *pgn_result(const PgnGame *g);

/* The variant the game carries in its VariantJSON tag, built, with the id
 * its Variant tag gives (when that is an id, not a path). Returns 0 with *out
 * a new Variant (free with variant_free), 0 with *out NULL when the game has
 * no VariantJSON tag (its Variant tag, a shipped id, is the front end's to
 * load), or -1 with err filled (the JSON's errors, located in "NAME
 * [VariantJSON]:LINE:COL"; name may be NULL). */
int pgn_variant(const PgnGame *g, const char *name, Variant **out, Error *err);

/* The number of tags, and tag i (0-based) in the order written; false when
 * i is out of range. The strings are owned by g. */
int pgn_tag_count(const PgnGame *g);
bool pgn_tag_at(const PgnGame *g, int i, const char **name, const char **value);

/* The game's players, date, time, time control, result and how it ended as its tags say
 * (White, Black: "morphchess level N" is the computer; Date, Time, TimeControl, Result,
 * Termination: "time forfeit" is STATUS_TIME, "adjudication", "abandoned", "rules
 * infraction" and "emergency" STATUS_ADJUDICATION, anything else leaves the end to the
 * moves and gameinfo_apply), with its other tags in their order (not Variant, SetUp, FEN,
 * VariantJSON); tags past GAMEINFO_TAGS_MAX or too long are left out. */
void pgn_game_info(const PgnGame *g, GameInfo *out);

/* pgn_game_info, with a warning in notes (cleared first; may be NULL) for each tag it leaves
 * out: a Date, Time or TimeControl that is not one (gameinfo_date_ok, gameinfo_clock_parse:
 * where "the TimeControl tag", what its reason and "; left out"), another tag past the limits. */
void pgn_game_info_noted(const PgnGame *g, GameInfo *out, MatchNotes *notes);

/* The variant id a Variant tag names: the ones other programs write for orthodox chess and
 * its kin ("Standard", "Chess960", "From Position", "chess", "orthodox" in any case) are
 * "fide", any other value is returned as it is. */
const char *pgn_variant_id(const char *tag);

#define PGN_TAGS_MAX 24
#define PGN_TAG_NAME_MAX 32
#define PGN_TAG_VALUE_MAX 256

/* Tags a writer adds to the ones it computes; a plain value. */
typedef struct PgnTags {
    int count;
    struct {
        char name[PGN_TAG_NAME_MAX];
        char value[PGN_TAG_VALUE_MAX];
    } tag[PGN_TAGS_MAX];
    bool embed_variant; /* write the variant's JSON in a VariantJSON tag */
} PgnTags;

/* Sets tag name to value in tags, replacing an earlier value. Returns 0, or
 * -1 when tags is full or name or value is too long. */
int pgn_tags_set(PgnTags *tags, const char *name, const char *value);

/* Writes the game of m up to its shown position as PGN into a new string
 * (*out, the caller frees it): the Seven Tag Roster (Event, Site, Date,
 * Round, White, Black with "?" or the value given in tags; Result from the
 * game's end, else tags' Result, else "*"), [Variant "id"], [SetUp "1"] and
 * [FEN] when the game does not start from the variant's start, [VariantJSON]
 * when tags->embed_variant, the other tags of tags, then the numbered moves
 * in the variant's notation and the result. tags may be NULL. Returns 0, or
 * -1 with err filled (out of memory); *out is untouched on failure.
 * match_play_record of the text on a new match of the same variant gives the
 * same position. */
int match_pgn_write(const Match *m, const PgnTags *tags, char **out, Error *err);

/* Writes the game of m with g (NULL: nothing known) as PGN into a new string (*out, the
 * caller frees it): the Seven Tag Roster (Event, Site, Round from g's tags; Date, White,
 * Black from g, the computer as "morphchess level N"; Result from the game's end, else g's),
 * then Time, TimeControl ("180+2") and Termination ("normal", "time forfeit",
 * "adjudication") when known, [Variant "id"] for a variant other than orthodox chess (or
 * when embed_variant), SetUp and FEN, VariantJSON when embed_variant, g's other tags, and
 * the moves as match_pgn_write writes them, each node's clock as [%clk h:mm:ss] and its
 * commands in a comment before its note. Returns 0, or -1 with err (out of memory). */
int match_pgn_write_game(const Match *m, const GameInfo *g, bool embed_variant, char **out,
                         Error *err);

#endif
