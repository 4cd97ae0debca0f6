/* morphchess/gameinfo.h - a game is more than its moves: who plays, the time control, the
 * record's tags, the result and how it ended, and when it began (docs/saved-games.md,
 * docs/pgn.md).
 *
 * Part of the public API. A GameInfo is a plain value beside a Match: the match holds the
 * moves (the tree, with each side's clock after every move: match_node_clock) and how the
 * rules or match_end ended it; the GameInfo holds the rest. The saved game (save.h), the PGN
 * reader and writer (pgn.h), the game history and the screen all read and write this one
 * definition. */
#ifndef MORPHCHESS_GAMEINFO_H
#define MORPHCHESS_GAMEINFO_H

#include <stdbool.h>
#include <stddef.h>

#include "morphchess/error.h"
#include "morphchess/match.h"

#define GAMEINFO_NAME_MAX 64
#define GAMEINFO_TAGS_MAX 32
#define GAMEINFO_TAG_NAME_MAX 32
#define GAMEINFO_TAG_VALUE_MAX 256
#define GAMEINFO_LEVEL_MAX 10

typedef enum GamePlayerKind {
    GAME_HUMAN = 0,
    GAME_COMPUTER,
} GamePlayerKind;

/* One side's player. */
typedef struct GamePlayer {
    char name[GAMEINFO_NAME_MAX]; /* as a record names them; "" when none is known */
    GamePlayerKind kind;
    int level; /* the computer's level, 1..GAMEINFO_LEVEL_MAX; 0 for a person */
} GamePlayer;

/* The limits of a time control (docs/pgn.md "Time controls"): a period's time from a tenth
 * of a second (the least the clock shows) to seven days, an increment up to seven days, in
 * whole milliseconds; a period's moves from 1 to 1000; the text within GAMEINFO_CLOCK_TEXT_MAX. */
#define GAMEINFO_CLOCK_MS_MIN 100L
#define GAMEINFO_CLOCK_MS_MAX 604800000L
#define GAMEINFO_CLOCK_MOVES_MAX 1000
#define GAMEINFO_CLOCK_TEXT_MAX 64

/* The time control: each side's time at the start and what a move adds, as the clock plays
 * it, and the control as a record wrote it. The clock plays one period: a control of several
 * periods ("40/5400+30:1800+30") plays its first period's time and increment for the whole
 * game; a sandglass ("*180") is not played (base 0). */
typedef struct GameTimeControl {
    long base_ms;      /* 0: no clock */
    long increment_ms; /* added to a player's time after each of their moves */
    /* PGN's TimeControl as the record spelt it ("0.5+1", "40/5400:1800", "*180", "?"), ""
       when the program made the control: written back while it reads as the two above
       (gameinfo_clock_text) */
    char text[GAMEINFO_CLOCK_TEXT_MAX];
} GameTimeControl;

typedef struct GameTag {
    char name[GAMEINFO_TAG_NAME_MAX];
    char value[GAMEINFO_TAG_VALUE_MAX];
} GameTag;

typedef struct GameInfo {
    GamePlayer player[2];  /* WHITE, BLACK */
    GameTimeControl clock; /* base 0: none */
    char date[16];         /* when it began, "2026.11.27" as PGN's Date; "" unknown */
    char time[16];         /* "16:03:21", local time; "" unknown */
    GameResult result;     /* of the whole game (its main line); RESULT_NONE: unfinished */
    GameStatus end;        /* how it ended; STATUS_ONGOING while it goes on or unknown */
    /* the record's Termination tag as it spelt it ("Normal"), "" when none: written back
       while it says what `end` says (gameinfo_termination_text) */
    char termination[GAMEINFO_NAME_MAX];
    int ntags; /* the record's other tags, in their order (Event, Site, Round,
                  WhiteElo, ...): none that the fields above hold, nor Variant,
                  SetUp, FEN and VariantJSON */
    GameTag tag[GAMEINFO_TAGS_MAX];
} GameInfo;

/* Two people, no clock, no date, no tags, unfinished. */
void gameinfo_init(GameInfo *g);

/* The value of tag name among g's other tags, NULL when none. */
const char *gameinfo_tag(const GameInfo *g, const char *name);

/* Sets tag name (replacing its value, else added last; value NULL removes it). Returns 0,
 * or -1 when g holds GAMEINFO_TAGS_MAX tags already or name or value is too long. */
int gameinfo_set_tag(GameInfo *g, const char *name, const char *value);

/* Whether the tag `name` is one GameInfo holds in a field or a writer computes (White,
 * Black, Date, Time, Result, TimeControl, Termination, Variant, SetUp, FEN, VariantJSON). */
bool gameinfo_tag_is_field(const char *name);

/* The result and how the game ended from m: the end of its main line (the rules' verdict
 * there, or match_end's). Leaves g's result and end as they are while it goes on. */
void gameinfo_from_match(GameInfo *g, const Match *m);

/* Ends m's main line as g says when the rules have not ended it (a record's 1-0 after a
 * resignation): match_end there with g->end (STATUS_ONGOING: resignation for a decisive
 * result, agreement for a draw). The shown position stays. 0 (also when g's result is
 * RESULT_NONE or the game is over there), or -1 with err. */
int gameinfo_apply(const GameInfo *g, Match *m, Error *err);

/* The time control as PGN's TimeControl writes it: c->text while it reads as c's times, else
 * "180+2", "300" without increment, "0.5+1" with a fraction of a second, "-" for none; into
 * out (size n). */
void gameinfo_clock_text(const GameTimeControl *c, char *out, size_t n);

/* Reads a TimeControl value in every form of the PGN standard, with increments as lichess
 * and FIDE write them: "?" (unknown) and "-" (none) play no clock; "180+2", "300", "0.5+1"
 * seconds (fractions to the millisecond) with an increment; "40/5400+30:1800+30" periods of
 * moves/seconds, the last without a move count; "*180" a sandglass. *out gets the times the
 * clock plays (GameTimeControl) and text itself. 0, or -1 (out untouched) with why (may be
 * NULL; size n) saying what is wrong: not a TimeControl, or outside the limits above. */
int gameinfo_clock_parse(const char *text, GameTimeControl *out, char *why, size_t n);

/* gameinfo_clock_parse without the reason. */
int gameinfo_clock_read(const char *text, GameTimeControl *out);

/* Whether text is a date as PGN's Date tag gives a known one, "2026.11.27" (a day of that
 * month), or ""; why (may be NULL; size n) says what is wrong. */
bool gameinfo_date_ok(const char *text, char *why, size_t n);

/* Whether text is a time of day as PGN's Time tag gives it, "16:03:21", or "". */
bool gameinfo_time_ok(const char *text, char *why, size_t n);

/* The player's name as the screen and PGN give it: the name, else "morphchess level N" for
 * the computer, else "" (colour is WHITE or BLACK). */
void gameinfo_player_name(const GamePlayer *p, char *out, size_t n);

/* Reads a player written as PGN names it: "morphchess level 5" is the computer at level 5,
 * any other name a person of that name ("?" and "" none). */
void gameinfo_player_read(const char *name, GamePlayer *out);

/* How a game ended, in words: "checkmate", "time", "resignation", "agreement",
 * "repetition", "fifty moves", "insufficient material", "adjudication", "stalemate", ...;
 * "" for STATUS_ONGOING. */
const char *gameinfo_end_words(GameStatus s);

/* PGN's Termination value for an end: "normal", "time forfeit", "adjudication"; NULL for
 * STATUS_ONGOING. */
const char *gameinfo_termination(GameStatus s);

/* What a Termination value says, in any case: STATUS_TIME ("time forfeit"),
 * STATUS_ADJUDICATION ("adjudication", "abandoned", "rules infraction", "emergency"), else
 * STATUS_ONGOING (a normal end, or none: the moves and the result say the rest). */
GameStatus gameinfo_termination_read(const char *text);

/* The Termination value to write for g: the record's own spelling (g->termination) while
 * it says what gameinfo_termination(g->end) says, else that; NULL for STATUS_ONGOING. */
const char *gameinfo_termination_text(const GameInfo *g);

/* Keeps text as g's Termination spelling (a line of text that fits; else none). */
void gameinfo_termination_keep(GameInfo *g, const char *text);

/* The clock of colour after the first `ply` actions of m's current line: the clock of its
 * last action among them (match_node_clock), else the base time; -1 without a clock. */
long gameinfo_clock_at(const GameInfo *g, const Match *m, int ply, int colour);

#endif
