/* session_parts.h - what the parts of the session (session_*.c) offer each other beyond
 * session.h, by part from the bottom up: each part calls only the parts declared before it
 * (session_state.h below them all; docs/architecture.md, "The session's parts"). Not for
 * other modules: they use session.h. */
#ifndef MORPH_UI_SESSION_PARTS_H
#define MORPH_UI_SESSION_PARTS_H

#include "session.h"
#include "session_state.h"

struct Course;
struct CourseLesson;

/* ---- the clocks (session_clock.c) ---- */

/* A new game on the board: its clocks from the settings (on when the game has no moves). */
void session_clock_start(Session *s);

/* colour played a move: its increment is added (the app charged the time before). */
void session_clock_moved(Session *s, int colour);

/* The clocks into the panel. */
void session_clock_view(Session *s, View *v);

/* The side whose clock runs (the game not covered); -1 for none. */
int session_clock_side(Session *s);

/* The side whose clock would run were the game not covered: the one to act at the end of the
 * current line, once a move has been played and while the game goes on there; -1 for none. */
int session_clock_due_side(Session *s);

/* Before the game is written: the time left of the side to act at the end of the current
 * line, thought since its last move included, into the game's tag SESSION_CLOCK_TAG
 * ("PLIES COLOUR MS"; removed without clocks), which session_clock_start reads back, so that
 * a game quit at 4:02 resumes at 4:02. The tag stays out of the PGN copied. */
#define SESSION_CLOCK_TAG "MorphchessClock"
void session_clock_keep(Session *s);

/* ---- the computer player's questions (session_computer.c) ---- */

/* Whether a premove is waiting; *from and *to its squares on board 0. */
bool session_premove_pending(const Session *s, int *from, int *to);

/* Forgets the premove (a right click); true when there was one. */
bool session_premove_cancel(Session *s);

/* Whether a move from an earlier position erases the line after it: a live game (not
 * decided) of a person against the computer, where Ctrl+Z is a takeback, as on lichess; the
 * same move again leaves the computer's old reply out, so that it answers anew. Elsewhere
 * such a move is a variation. */
bool session_takeback_erases(const Session *s);

/* The ply Ctrl+Z goes back to: one action back, and against the computer back to the last
 * position where the person is to act (the computer's reply is taken back too). */
int session_undo_ply(const Session *s);

/* ---- the courses' stars and panels (session_course.c) ---- */

/* The courses (docs/tutorial-format.md, "Courses"): their lessons, with the stars earned, at
 * the head of the tutorials list; the next unsolved exercise (path "COURSE.json#L.E" into
 * out, its name into title), false when every one is solved; the stars of the exercise just
 * solved, kept in the user folder; the panel of a course's step; the course's lesson the
 * tutorial shows (*course its course), or NULL. */
void session_add_courses(Session *s, View *v);
bool session_next_exercise(const Session *s, char *out, size_t n, char *title, size_t tn);
void session_course_solved(Session *s, View *v);
void session_fill_course(const Session *s, View *v);
const struct CourseLesson *session_course_lesson(const Session *s, const struct Course **course);

/* A course's types question at the shown step: its choices in the choice list (picking one
 * answers it through tutorial_try). Nothing for other steps or once solved. */
void session_course_question(Session *s, View *v);

/* ---- the player's arrows and circles (session_marks.c) ---- */

/* The board's shapes (ViewBoard.shape) from the shown position's [%cal] and [%csl]. */
void session_fill_marks(const Session *s, View *v);

/* INTENT_MARK: the arrow (it->sq -> it->to) or circle (the same square) in colour it->on
 * toggled on the position shown and kept in its move's [%cal] / [%csl]: SESSION_MARK_KEPT
 * (the caller shows the position again and saves the game); SESSION_MARK_PREMOVE when the
 * click took a premove back instead (the caller refreshes the view); 1 when the status line
 * says why not; 0 for nothing. It calls nothing above the view (session_refresh calls
 * session_fill_marks). */
enum { SESSION_MARK_KEPT = 2, SESSION_MARK_PREMOVE = 3 };
int session_mark(Session *s, View *v, const Intent *it);

/* ---- the view filled from the match (session_view.c) ---- */

/* An action played without a square to click: a pass, a Portal declaration or a lost turn. */
bool session_squareless(const MatchAction *a);

/* True when a is the move of the piece on (board, from) to (to_board, to). */
bool session_action_matches(const MatchAction *a, int board, int from, int to_board, int to);

/* A piece as the engine shows it, as the view draws it. */
void session_view_piece(const MatchPiece *mp, ViewPiece *out);

/* Marks the held piece, its moves and the preview on v. */
void session_fill_selection(Session *s, View *v);

/* The shown tutorial's step over the position: caption, marks, arrows, feedback, hint. */
void session_fill_tutorial(const Session *s, View *v);

/* Frees the comment box's text and NAGs (session_comment.c); none: no-op. */
void session_comment_free(Session *s);

/* One part of a move's note (match_node_note): a NAG (nag its number, text "$N") or a
 * comment (nag -1, text its words without the braces); len bytes of text. */
typedef struct SessionNotePart {
    int nag;
    const char *text;
    int len;
} SessionNotePart;

/* Reads the part of a note at *p into *out and steps *p past it; false at the note's end. */
bool session_note_part(const char **p, SessionNotePart *out);

/* ---- what a move changed (session_events.c) ---- */

/* The action just played is the last one before the shown position: counts it in s->played
 * with the sound it earns (s->played_sound), and puts the pieces that changed with it in
 * v->morphs (animated from morph_t 0 when the animation is on). */
void session_note_played(Session *s, View *v);

/* ---- the game as it is played (session_play.c) ---- */

/* A move of the person's made while the computer thinks (it: INTENT_MOVE): kept as the
 * premove (a new one replaces it), its squares marked; 1 (the view changed). */
int session_premove(Session *s, View *v, const Intent *it);

/* Writes the game to its history file as it stands (made at its first move; nothing for a
 * tutorial or without a history folder); a failure is said in the status line. */
void session_autosave(Session *s, View *v);

/* A message box (Enter or a click returns to where it was shown); back to the board. */
void session_show_message(Session *s, View *v, const char *title, const char *text);
void session_close_modal(Session *s, View *v);

/* Puts the game m of var (both now owned by s) on the board: save_path is the file Ctrl+S
 * writes (NULL: a new one), game_path its history file (NULL: a new one at its first move),
 * created when it began (NULL: now). */
void session_new_game(Session *s, View *v, Variant *var, Match *m, const char *save_path,
                      const char *game_path, const char *created);

/* The same with the game's players, clock and tags (NULL: a new game's, from the settings). */
void session_new_game_info(Session *s, View *v, Variant *var, Match *m, const char *save_path,
                           const char *game_path, const char *created, const GameInfo *info);

/* Plays legal action a of the shown position as a click would (choices, sounds, autosave).
 * Returns 1 when the view changed. */
int session_play_action(Session *s, View *v, const MatchAction *a);

/* Opens the choice box on s->choices (s->nchoices of them, s->choice_stage the decision). */
void session_show_choices(Session *s, View *v);

/* Asks for one of s->choices (s->choice_stage says which decision; family_choice_modal words
 * it), the moving piece waiting on its destination meanwhile. */
void session_ask_choice(Session *s, View *v);

/* The shown position changed (save: a move, undo or redo to write to the game's file):
 * the held piece dropped, the actions and the view read again. */
void session_position_changed(Session *s, View *v, bool save);

/* ---- records (session_records.c) ---- */

/* The tag of a game that came from a record (pasted, or a .pgn opened), not played here: the
 * games list says so and offers no resume of it; it stays out of the PGN copied. */
#define SESSION_IMPORTED_TAG "MorphchessImported"

/* Opens game n (from 1) of the record of several games kept in s->record, as a paste does;
 * -1 (a message shown) when it cannot be read. */
int session_open_record_game(Session *s, View *v, int n);

/* A fresh copy of the variant on the board (a new game owns its own); NULL with err. */
Variant *session_copy_variant(const Session *s, Error *err);

/* ---- the game decided off the board (session_game.c) ---- */

/* Ctrl+R, O, M: resign (a list asks who, or to play on), offer a draw (the other player accepts
 * or declines; the computer declines), a rematch (session_game.c). 1 when the view changed. */
int session_resign(Session *s, View *v);
int session_offer_draw(Session *s, View *v);
int session_rematch(Session *s, View *v);

/* A pick of the resign / draw list's entry e. */
int session_confirm_pick(Session *s, View *v, const SessionEntry *e);

/* ---- the game's tree (session_tree.c) ---- */

/* A click on item i of the move list: shows its position (its line becomes the current one). */
int session_goto_item(Session *s, View *v, int i);

/* Ctrl+Up: the variation holding the move shown becomes the main line there. */
int session_promote(Session *s, View *v);

/* Delete: takes the move shown and everything after it out of the game (s->cut_node), and
 * session_uncut (Ctrl+Z) puts it back. */
int session_cut(Session *s, View *v);
int session_uncut(Session *s, View *v);

/* ---- the settings list (session_settings.c) ---- */

/* Steps setting i of the settings list to its next value (session_show_settings). */
int session_settings_pick(Session *s, View *v, int i);

/* ---- the rules card (session_rules.c) ---- */

/* R and the Rules button: the rules card (View.rules) of the variant on the board shown,
 * filled from its definition and the match (the powers in force), or put away. */
int session_toggle_rules(Session *s, View *v);

/* ---- the lists (session_list.c) ---- */

/* The saved-game list. */
void session_show_saves(Session *s, View *v);

/* The list of tutorials (assets/tutorials of the data folder). */
void session_show_tutorials(Session *s, View *v);

/* The tutorial file for variant id (the one named after it, else the first that names it):
 * true with its path in out (size n), false if there is none. */
bool session_find_tutorial(const Session *s, const char *id, char *out, size_t n);

/* The wheel and Page Up / Down (INTENT_SCROLL): an open list's highlight, that the rows shown
 * follow, moved by it->on rows and stopping at the ends (no row's value changes); -1 with no
 * list (session_apply steps the moves then, as Left and Right). */
int session_list_scroll(Session *s, View *v, const Intent *it);

/* ---- a tutorial shown (session_tutorial.c) ---- */

/* L: the tutorial of the variant being played, else the list. */
int session_learn(Session *s, View *v);

/* The step keys, the hint and Esc while a tutorial is shown; -1 for other intents. Esc goes
 * back to the game the tutorial was opened from, or to the tutorials list it was picked from
 * (over that game), else to the new-game list. */
int session_tutorial_apply(Session *s, View *v, const Intent *it);

/* Return at a finished lesson's end: a game against the computer from its practice
 * position. */
int session_course_practise(Session *s, View *v);

/* ---- the open dialog (session_modal.c) ---- */

/* Keys and clicks while a list, a choice or a message is open (session_modal.c): a pick, a
 * row's value stepped, a game removed from a list or brought back, Esc; -1 for an intent
 * that means the same in every mode (session_apply's). */
int session_modal_apply(Session *s, View *v, const Intent *it);

#endif
