/* session_state.h - what every part of the session shares (session_state.c), below them all:
 * it declares nothing of the parts above it. */
#ifndef MORPH_UI_SESSION_STATE_H
#define MORPH_UI_SESSION_STATE_H

#include "session.h"

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
