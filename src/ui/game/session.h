/* session.h - the game behind the window: a match of the rules engine (src/core/match.h), the
 * new-game and saved-game lists, choices, save, load and autosave, turned into the View.
 * Window-free: fed intents, fills a View; tests drive it without SDL. */
#ifndef MORPH_UI_SESSION_H
#define MORPH_UI_SESSION_H

#include "session_state.h"

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

/* The computer's search of its move, as the app's worker runs it (src/ui/workers/computer.c):
 * one search a computer turn, whatever the person clicks or types meanwhile (a selection, a
 * premove, an arrow). The app keeps one of these beside its worker. */
typedef struct SessionSearch {
    bool on;       /* a search of the computer's move runs for the position below */
    unsigned game; /* Session.game_serial */
    int plies;
    uint64_t line; /* the start position and the actions to it, hashed */
    long started;  /* searches asked for so far */
} SessionSearch;

/* busy: whether the worker still runs the search q was started for (it may have ended: its
 * move taken, or cancelled for another reason). True when the computer is to move and no
 * search runs for this position: the caller starts one (q records it, started counts it). */
bool session_search_due(const Session *s, SessionSearch *q, bool busy);

/* True when the search q runs for is no longer wanted: the position changed (a takeback, a
 * new game, another line) or the computer is no longer to act (looking back, a list or dialog
 * open, the game over). q forgets it; the caller stops the worker. */
bool session_search_stale(const Session *s, SessionSearch *q, bool busy);

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

/* An intent while the rules card (R) shows, as its screen takes it: any the board would act
 * on puts the card away (1); -1 for those that go on as without it (a resize, the pointer
 * moved, quit, the help) and for any while no card shows. */
int session_rules_apply(Session *s, View *v, const Intent *it);

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
