/* session.h - the game behind the window: a match of the rules engine (src/core/match.h), the
 * new-game and saved-game lists, choices, save, load and autosave, turned into the View.
 * Window-free: fed intents, fills a View; tests drive it without SDL. */
#ifndef MORPH_UI_SESSION_H
#define MORPH_UI_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis.h"
#include "controller.h"
#include "morphchess/gameinfo.h"
#include "morphchess/match.h"
#include "settings.h"
#include "sound.h"
#include "textfield.h"
#include "view.h"

#define SESSION_PATH_MAX 1024
#define SESSION_MAX_CHOICES 32 /* Potential: 5 promotion choices x 6 captured types */

typedef enum SessionMode {
    SESSION_PLAY = 0,   /* the board takes moves */
    SESSION_MENU,       /* the new-game list */
    SESSION_SAVES,      /* the saved-game list */
    SESSION_CHOICE,     /* one move, several choices (promotion, ladder) */
    SESSION_MESSAGE,    /* a message to dismiss */
    SESSION_TUTORIALS,  /* the list of tutorials */
    SESSION_SETTINGS,   /* the settings list */
    SESSION_COMMENT,    /* typing the comment of the move shown (session_comment.c) */
    SESSION_CONFIRM,    /* resign or agree a draw? (session_game.c) */
    SESSION_CLOCK_TEXT, /* typing the custom clock of new games (session_comment.c) */
} SessionMode;

typedef enum EntryKind {
    ENTRY_VARIANT = 0,  /* a variant file: start a game */
    ENTRY_GAME,         /* a game of the history (user_dir/games) */
    ENTRY_SAVE,         /* a saved game (user_dir/saves) */
    ENTRY_SAVES,        /* open the saved-game list */
    ENTRY_TUTORIALS,    /* open the list of tutorials */
    ENTRY_TUTORIAL,     /* a tutorial file: start it */
    ENTRY_SETTINGS,     /* open the settings list */
    ENTRY_PLAYERS,      /* who plays: picking it steps to the next choice */
    ENTRY_LEVEL,        /* the computer's level: picking it steps to the next */
    ENTRY_CLOCK,        /* the clocks of new games: picking it steps to the next */
    ENTRY_CUSTOM_CLOCK, /* type the clock of new games: any minutes + seconds a move */
    ENTRY_SETUP,        /* set up a position of the game's variant (the app's set-up screen) */
    ENTRY_RESIGN,       /* path "0" (White) or "1" (Black): that side resigns */
    ENTRY_DRAW,         /* the draw offered is accepted */
    ENTRY_PLAY_ON,      /* no resignation, no draw: back to the game */
    ENTRY_RECORD_GAME,  /* path "N": game N of the record of several games (Session.record) */
} EntryKind;

typedef struct SessionEntry {
    EntryKind kind;
    char path[SESSION_PATH_MAX];
} SessionEntry;

struct Tutorial;

/* The clocks of the game on the board (session_clock.c). */
typedef struct SessionClock {
    bool on;
    long ms[2];     /* time left: White's, Black's */
    long increment; /* ms added to a player's time after each of their moves */
    long last;      /* now_ms when time was last charged; -1: not running */
    int side;       /* the side charged then, -1: none */
    bool held;      /* a clock that would run stood still while the game was covered */
} SessionClock;

typedef struct Session {
    char data_dir[SESSION_PATH_MAX]; /* shipped data (holds variants/), "" if none */
    char user_dir[SESSION_PATH_MAX]; /* user data directory, "" for none (nothing saved) */
    Variant *variant;                /* owned, with the match */
    Match *match;                    /* NULL before the first game */
    /* The game beside its moves (morphchess/gameinfo.h): who plays (a person, or the computer
     * and its level), the time control, when it began, the record's tags. A new game takes
     * them from the settings, an opened one from its file; the saved game keeps them. */
    GameInfo info;
    MatchAction *actions; /* legal actions of the shown position */
    int nactions;
    SessionMode mode;
    SessionMode back; /* mode a message returns to */
    int nentries;
    SessionEntry entries[VIEW_MAX_ITEMS];
    int nchoices;
    MatchAction choices[SESSION_MAX_CHOICES];
    int choice_stage;          /* which decision the choice asks (family.c) */
    UiSelection sel;           /* the piece the user holds (sel.sq -1: none): the one copy */
    int hover_board, hover_sq; /* drop target under the pointer */
    int point_board, point_sq; /* square under the pointer, nothing held (-1: none) */
    /* The user's settings: animations (A), automatic flip (T) and the others of the
     * settings list (Ctrl+,); settings_changed is set when one changes, for the
     * program to save and apply them (it clears the flag). */
    Settings settings;
    /* What belongs to the game on the board alone, started afresh for each game put there
     * (session_game_fresh): its serial (one more for each game, a tutorial's included), the
     * live analysis (A) and its review (G: analysis.h); the selection, hint, choices and
     * the move last deleted below are the game's too. */
    unsigned game_serial;
    Analysis analysis;
    bool settings_changed;
    /* A screen of the program's own hides the game (the editor, the set-up screen): set by
     * the program while it is shown. The session's own lists cover it too (session_covered). */
    bool covered;
    /* "Set up a position" was picked from the new-game list: the app opens its set-up screen
     * on the game's position (and clears the flag). */
    bool setup_wanted;
    bool banner_hidden;               /* Esc put the result banner away for this position */
    char save_path[SESSION_PATH_MAX]; /* file the game was opened from or saved to */
    /* The text of a record of several games pasted or opened (owned; NULL for none), which
     * its pick list opens a game of, and the name it is known by ("the pasted text"). */
    char *record;
    char record_name[SESSION_PATH_MAX];
    bool dirty;   /* moves, undo or redo since the game was started, opened or saved */
    bool dropped; /* the move being played was dropped where it goes (no glide then) */
    /* Moves played on the board (clicks, drags, choices, Portal actions, a tutorial's answers
     * and scripted moves) since session_init: the app sounds each new one. Undo, redo,
     * stepping and starting a game leave it. */
    long played;
    SoundKind played_sound; /* the sound the last of them earns (sound_for_move) */
    /* The game history (docs/saved-games.md): every game has its own file in games_dir
     * ("" when there is no usable user directory; history_error says why), written after
     * every move, undo and redo. game_path is the current game's file ("" until its first
     * move is written), created when the game began. removed is the game file last removed
     * from a list (Ctrl+Z there brings it back), "" for none. */
    char games_dir[SESSION_PATH_MAX];
    bool history_readonly;   /* games_dir can be read (listed, opened), not written */
    bool unwritten;          /* the game's last writing failed (unwritten_why), */
    bool quit_warned;        /* and a quit has been warned of it */
    bool quit_asked;         /* a quit during a clocked game was asked about (since its move) */
    char unwritten_why[256]; /* (an Error's what) */
    char history_error[2 * VIEW_LINE_MAX];
    char game_path[SESSION_PATH_MAX];
    char created[32];
    char removed[SESSION_PATH_MAX];
    /* A tutorial being shown (owned), or NULL. While it is, match and variant are the
     * tutorial's (borrowed), the board takes moves only for its tasks, and the step keys
     * step through it (tutorial.h). */
    struct Tutorial *tutorial;
    /* A hint (H) for the position after hint_ply actions: an arrow from -> to on hint_board
     * and its notation; hint_ply -1 when there is none. */
    int hint_ply, hint_board, hint_from, hint_to;
    /* A premove (lichess's): a move of the person's made while the computer thinks, from ->
     * to on the one board, played at once after the computer's move when it is legal then.
     * It belongs to the game of premove_serial (0: none) at premove_plies actions. */
    unsigned premove_serial;
    int premove_plies, premove_from, premove_to;
    char hint_text[MATCH_TEXT_MAX];
    /* Where Esc in a tutorial goes back to: the game it was opened from (owned, kept as it
     * was: parked.match NULL for none) and whether it was picked from the tutorials list
     * (which Esc shows again, over that game). */
    struct {
        struct Match *match;
        struct Variant *variant;
        char save_path[SESSION_PATH_MAX], game_path[SESSION_PATH_MAX], created[32];
        bool dirty, flipped;
        GameInfo info;
        SessionClock clock;
        unsigned game_serial;
        Analysis analysis;
    } parked;
    bool tutorial_from_list;
    /* The move last deleted from the game's tree (Delete), which Ctrl+Z puts back until
     * another move is played; -1 for none. */
    int cut_node;
    /* The clocks (info's time control; session_clock.c): each side's time from its last
     * move's clock in the game (match_node_clock), else the time control's base. The clock of
     * the side to act at the end of the current line runs from the first move on, until the
     * game ends there or was decided (session_decided); a flag fall ends the game
     * (match_end). Each move's clock is kept in the game's tree. now_ms is the host's clock at
     * the last tick. */
    SessionClock clock;
    long now_ms;
    /* The comment being typed (SESSION_COMMENT): of which node, its text (malloc'd, size
     * bytes, grown to hold whatever is typed or pasted), the field's cursor, and the node's
     * NAGs (malloc'd), kept as they were. The custom clock's box (SESSION_CLOCK_TEXT) types
     * into the same text and field. session_clear frees them. */
    struct {
        int node;
        char *text;
        size_t size;
        TextField field;
        char *nags;
    } comment;
    /* Potential's V (session_actual.c): the game actualized as orthodox chess, as a match of
     * the variant potential-actualized (both owned; NULL when V was not opened), stepped
     * through while its box shows. The variant is built at the first V and kept for every
     * later one until session_clear (builds counts them: one per session). */
    struct {
        struct Variant *variant;
        struct Match *match;
        int builds;
        /* The finished game's panel: the start array of its last actualization, kept for
         * the position it was made at (key: the match, its shown node and FEN; 0: none);
         * made counts the actualizations made (family_actualize). */
        unsigned long panel_key;
        char panel_fen[256];
        long made;
    } actual;
} Session;

/* Prepares s (no game yet). data_dir or user_dir may be NULL or "". Returns 0,
 * or -1 when out of memory. Pair with session_clear. */
int session_init(Session *s, const char *data_dir, const char *user_dir);
void session_clear(Session *s);

/* What the program starts from: its folders, the settings read at start (NULL: the defaults),
 * --no-animation, and whether the first view is the new-game list. */
typedef struct SessionBegin {
    const char *data_dir, *user_dir;
    const Settings *settings;
    bool no_animation;
    bool menu;
} SessionBegin;

/* The session and the first view as the program makes them at start: session_init, the
 * settings, an empty 8x8 view, session_refresh and, with b->menu, the new-game list (its
 * variants read, the recent games' pictures replayed, the next exercise found: about 11
 * million instructions). Window-free, so that the program runs it on a thread while SDL
 * connects to the display. Returns session_init's result; pair with session_clear. */
int session_begin(Session *s, View *v, const SessionBegin *b);

/* Shows the new-game list: the recent games of the history (the most recent
 * unfinished one highlighted, so Return resumes it), every shipped variant and
 * every user variant (user_dir/variants/ *.json) with its description, and the
 * saved games. */
void session_show_menu(Session *s, View *v);

/* Starts a game of the variant file at path. Returns 0, or -1 after showing
 * a message that names the file and the problem. */
int session_start_variant(Session *s, View *v, const char *path);

/* A new game's players, time control, date and time as the settings give them. */
void session_game_defaults(const Session *s, GameInfo *out);

/* Starts a game of the variant file at path with info's players, time control and tags
 * (NULL: session_game_defaults; the command line's --white, --black, --clock). Returns 0,
 * or -1 after showing a message that names the file and the problem. */
int session_start_game(Session *s, View *v, const char *path, const GameInfo *info);

/* Opens a saved game (a game of the history goes on in its own file; any other
 * file's game goes on in a new history file, the file itself untouched). A
 * damaged file is left as it is: what can be recovered of it goes on in a new
 * history file, and a message says how many moves. Returns 0, or -1 after
 * showing a message that names the file and the problem (the game on the
 * board, if any, stays). */
int session_open_file(Session *s, View *v, const char *path);

/* The game on the board as text for the clipboard: its position as a FEN, or
 * (game) the whole game as PGN, with the variant's JSON in a VariantJSON tag
 * when it is not a shipped variant (docs/pgn.md). malloc'd; NULL when there
 * is no game. */
char *session_copy_text(Session *s, bool game);

/* Opens pasted text, its len bytes: a FEN of the variant on the board starts a game from it;
 * anything else is read as PGN (its first game; the variant from its tags,
 * else the one on the board). Returns 0, or -1 after showing the problem (an
 * unreadable move names the move and the closest legal moves; a NUL byte is an error at its
 * place; no text says that a very long one cannot come through the clipboard). */
int session_paste(Session *s, View *v, const char *text, size_t len);

/* The comment of the move shown (C; before the first move at the start): a box with a line
 * to type. session_comment_open shows it, false when no game is shown or a list, choice or
 * tutorial is up. While it shows (SESSION_COMMENT) session_comment_key takes the keys:
 * Enter keeps the comment (and saves the game), Esc leaves it as it was, the others edit the
 * line (textfield.h); session_comment_text takes typed or pasted text, and
 * session_comment_preedit an input method's composition. An empty comment removes it; the
 * move's NAGs stay as they were. Each returns true when the view changed. */
bool session_comment_open(Session *s, View *v);
/* The custom clock of new games (the new-game list's "Custom clock..."): a box with a line
 * to type "MIN+INC" (settings_clock_parse). While it shows (SESSION_CLOCK_TEXT) the
 * session_comment_* calls below serve it: Enter keeps a good clock (the settings' custom
 * clock, chosen for new games) and shows the list again on the clock's row, a bad one stays
 * with what is wrong and where; Esc goes back to the list unchanged. */
bool session_clockbox_open(Session *s, View *v);
bool session_comment_key(Session *s, View *v, int key, int mods);
bool session_comment_text(Session *s, View *v, const char *text);
void session_comment_preedit(Session *s, View *v, const char *text);

/* Starts a new game of the variant on the board from fen (that variant's family FEN, e.g.
 * one composed on the set-up screen); the game on the board is left as it stands in its
 * history file. Returns 0, or -1 with err (the engine's FEN error) and nothing changed. */
int session_start_fen(Session *s, View *v, const char *fen, Error *err);

/* Opens game 1 of a PGN file as a new game (as session_paste). */
int session_open_pgn(Session *s, View *v, const char *path);

/* Opens the tutorial file at path (docs/tutorial-format.md) at its first step.
 * Returns 0, or -1 after showing a message that names the file and the problem. */
int session_start_tutorial(Session *s, View *v, const char *path);

/* Saves to path (NULL: the file the game came from, else a new file in
 * user_dir/saves). Returns 0 or -1; either way the status line says so. */
int session_save(Session *s, View *v, const char *path);

/* Plays one move written in any notation the variant reads (tests, tools).
 * Returns 0, or -1 with the reason in the status line. */
int session_play_text(Session *s, View *v, const char *text);

/* The pointer rests on (board, sq) with no piece held (sq -1: off the boards):
 * a piece with a potential set gets its current and origin sets in full in
 * v->inspect. Returns 1 when the view changed. */
int session_inspect(Session *s, View *v, int board, int sq);

/* Whether the program may quit now: yes, unless the game's last moves could not be written
 * (autosave failed), or a clock of the game runs: then a message says so, once, and the next
 * quit goes. A game with clocks is written as it goes, with the time of the side to act to
 * the moment of quitting, which it resumes with. */
bool session_may_quit(Session *s, View *v);

/* Writes the session's settings to path (settings_save; nothing when path is ""): a failure,
 * and a broken file kept as a copy, are said in the status line (and on standard error). */
void session_write_settings(Session *s, View *v, const char *path);

/* Shows the settings list (from the board or the new-game list; Esc goes back): each
 * item names a setting and its value, and picking it steps to the next value. */
void session_show_settings(Session *s, View *v);

/* ---- the computer player (session_computer.c, its moves and hints played by session_play.c;
 * the search runs in the app's thread) ---- */

/* Whether the computer plays colour (WHITE or BLACK) in the game on the board, and at which
 * level (1..10). */
bool session_is_computer(const Session *s, int colour);
int session_computer_level(const Session *s, int colour);

/* Whether the computer should act now: a game on the board at its last position, not over,
 * no list or choice open, not a tutorial, and the player to act is the computer's. */
bool session_computer_turn(const Session *s);

/* Whether an open choice is the computer's to make: in Potential Chess the captured piece's
 * owner says what it was, and the owner is the computer. The candidates are
 * s->choices[0..s->nchoices); answer with INTENT_PICK of the index chosen. */
bool session_computer_chooses(const Session *s);

/* The computer's search goes on (info: its depth, score and line so far): the status line
 * says it thinks, and how only when no person plays against it (the computer against
 * itself); its opponent is not shown its expected replies, as on lichess. 1 when the view
 * changed. */
int session_computer_thinking(Session *s, View *v, const SearchInfo *info);

/* Plays the computer's action, written as `moves` prints it (one of the legal actions).
 * In Potential Chess a capture of a person's piece asks that person what it was (the choice
 * box, as between two people; the computer's own choice of it is not taken). Returns 1, or 0
 * when it is not legal here (the position changed meanwhile). */
int session_play_computer(Session *s, View *v, const char *text);

/* Shows a hint for the position on the board: an arrow for the action written text, and
 * the text in the status line. Returns 1, or 0 when it is not a legal action here. */
int session_show_hint(Session *s, View *v, const char *text);

/* ---- the clocks (session_clock.c) ---- */

/* Whether a screen that hides the board covers the game (docs/screens.md): the editor or the
 * set-up screen (s->covered), the new-game list, the games list, the tutorials and courses
 * list, the settings, the custom clock's box, or a message shown over one of these. While it
 * is, no clock runs and the computer does not think; help, the rules card, V, a choice, a
 * comment, a question or a message over the board leave the game in view and running. */
bool session_covered(const Session *s);

/* The host's clock (ms, any origin, never going back) is now_ms: the running clock is
 * charged, and a flag that falls ends the game (session_game.c). While the game is covered no time
 * is charged; the first tick after it is shown again says in the status line that the clocks stood
 * still. Returns 1 when the view changed (the shown time, the result or that line). */
int session_clock_tick(Session *s, View *v, long now_ms);

/* Milliseconds until the shown time of the running clock changes (for the app's wait), or
 * -1 when no clock runs. */
long session_clock_due(const Session *s);

/* ---- Potential's V (session_actual.c) ---- */

/* V: the game so far as orthodox chess (one start array the sets allow, every piece its
 * final type) in a box to step through as a game viewer does: v->modal.board the position
 * shown with its last move marked, v->modal.game the moves in SAN, the ply shown and its FEN,
 * v->modal.copy the game as PGN (a FEN tag, the variant potential-actualized). It opens at
 * the start array. Outside a Potential game the box says why there is none. Returns 1. */
int session_actual_open(Session *s, View *v);

/* While V shows: the position after ply plies (clamped to 0..nplies), the move list
 * following it again. Returns 1 when the shown ply changed, 0 at an end or without V. */
int session_actual_goto(Session *s, View *v, int ply);

/* While V shows: the move list's first row (the wheel): clamped at 0 by this, at the end by
 * the drawing; the list no longer follows the current move until the next step. */
int session_actual_scroll(Session *s, View *v, int top);

/* Whether the game shown is one V shows as orthodox chess (a Potential game). */
bool session_actual_possible(const Session *s);

/* What V's box says under its title (the same for every game: its board's size follows). */
const char *session_actual_about(void);

/* Whether V's box is the one shown. */
bool session_actual_shown(const Session *s, const View *v);

/* The keys and clicks of V's box: Left/Right a ply, Up/Home the start, Down/End the last
 * move, a move clicked (INTENT_GOTO, on its ply), F flips; -1 for the others (Esc, Enter and
 * V close it). */
int session_actual_intent(Session *s, View *v, const Intent *it);

/* Frees the actualized game and its variant (no-op without them). */
void session_actual_free(Session *s);

/* Applies one intent; returns 1 when the view changed. */
int session_apply(Session *s, View *v, const Intent *it);

/* A (live analysis on or off) and G (review the game, cancel a review running, or with
 * Shift write its marks into the game): the state changes and the status line says so;
 * the program's analysis thread follows the state (src/ui/shell/app_analysis.c). 1 when
 * the view changed. */
int session_analysis_intent(Session *s, View *v, const Intent *it);

/* Squares of board b holding a piece the player to act may pick up. */
uint64_t session_pickable(const Session *s, int b);

/* Rebuilds v from the match (keeps flip, help, modal and status). */
void session_refresh(Session *s, View *v);

#endif
