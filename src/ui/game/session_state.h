/* session_state.h - what every part of the session shares, below them all: the Session (the
 * one game on the board with everything of it, the open list, the settings) and the helpers
 * of session_state.c. It declares nothing of the parts above it; session.h, the session's
 * face to the window, builds on it. */
#ifndef MORPH_UI_SESSION_STATE_H
#define MORPH_UI_SESSION_STATE_H

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

/* "White" or "Black". */
const char *session_colour_name(int colour);

/* printf into the panel's status line (truncated to fit). */
void session_set_status(View *v, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* "LEAD: WHAT (WHERE)" into the panel's status line with the reason in full: when it does not
 * fit, WHAT is cut to its last part (the system's reason after the last ": ") and WHERE (a
 * path) to its end, after an ellipsis, or left out. */
void session_status_failure(View *v, const char *lead, const char *where, const char *what);

/* A file's problem for a list's line, where the title already names the file: "line L,
 * column C ($.path): what" from an Error whose where is "file:L:C: $.path" (a JSON reader's),
 * else "where: what" or "what" (error_format). */
void session_file_problem(char *out, size_t size, const Error *err);

/* Forgets the held piece and the square under the pointer. */
void session_drop_selection(Session *s);

/* Empties the list box and the entries behind it, titles it and returns it. */
ViewModal *session_open_list(Session *s, View *v, const char *title);

/* Whether the game is over at the end of its main line (the rules' end, or one off the
 * board: time, resignation, agreement): it stays decided while its moves are looked through,
 * no clock runs and the computer does not play; a move from an earlier position is analysis,
 * a variation that never becomes the main line (no promotion, no deletion of a main-line
 * move), and the game's file keeps the main line as its current line, with its result. */
bool session_decided(const Session *s);

/* Whether node is on m's main line (the first continuations from the start). */
bool session_main_node(const Match *m, int node);

/* A decided game about to be written: its main line made the current line, shown at its end
 * (the line a saved game keeps the end on). True when it was not; then *leaf and *shown
 * say where it was, for session_line_back. */
bool session_main_line_current(Session *s, int *leaf, int *shown);
void session_line_back(Session *s, int leaf, int shown);

/* Frees the game (or the tutorial and its borrowed game) on the board, and starts the state
 * of the next one afresh (session_game_fresh). */
void session_drop_game(Session *s);

/* Another game is put on the board (a new, resumed or opened game, a tutorial, a course):
 * a new serial, and nothing of the game before it kept: no analysis lines or review (one
 * running is cancelled), no piece held, no hint, no choice, no move deleted to put back. */
void session_game_fresh(Session *s);

/* Frees the game kept while a tutorial is shown (none: no-op). */
void session_forget_parked(Session *s);

/* A list's helpers: an entry of the open list (NULL when it is full), the sorted *.json paths
 * of a folder (free with session_json_files_free). */
ViewItem *session_list_entry(Session *s, View *v, EntryKind kind, const char *path);
int session_json_files(const char *dir, char ***out);
void session_json_files_free(char **names, int n);

#endif
