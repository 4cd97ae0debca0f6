/* session.c - the match behind the window: moves, choices, history, saves and autosave. */
#include "session.h"
#include "hostfile.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "family.h"
#include "history.h"
#include "savegame.h"
#include "session_parts.h"
#include "tutorial.h"

void session_set_status(View *v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->panel.status, sizeof v->panel.status, fmt, ap);
    va_end(ap);
}

void session_status_failure(View *v, const char *lead, const char *where, const char *what)
{
    char *out = v->panel.status;
    size_t size = sizeof v->panel.status;
    const char *tail = strrchr(what, ':');
    if (strlen(lead) + 2 + strlen(what) >= size && tail && tail[1] == ' ')
        what = tail + 2; /* the system's reason, whole */
    int n = snprintf(out, size, "%s: %s", lead, what);
    size_t used = n > 0 && (size_t)n < size ? (size_t)n : size - 1;
    size_t room = size - 1 - used, len = strlen(where);
    if (!where[0] || room < 12)
        return;
    if (len + 3 <= room) {
        snprintf(out + used, size - used, " (%s)", where);
        return;
    }
    const char *end = where + len - (room - 6); /* " (" + "\xe2\x80\xa6" + ")" */
    while (((unsigned char)*end & 0xC0) == 0x80)
        end++; /* not inside a character */
    snprintf(out + used, size - used, " (\xe2\x80\xa6%s)", end);
}

static void autosave(Session *s, View *v);

bool session_may_quit(Session *s, View *v)
{
    if (s->unwritten && s->match && !s->quit_warned) {
        s->quit_warned = true; /* asked once: Ctrl+Q again quits */
        char msg[sizeof s->unwritten_why + 200];
        snprintf(msg, sizeof msg,
                 "Its last moves could not be written to its file:\n\n%s\n\n"
                 "Ctrl+S saves it as another file; Ctrl+Q again quits without it.",
                 s->unwritten_why);
        session_show_message(s, v, "The game is not written", msg);
        return false;
    }
    int side = session_clock_side(s);
    if (side >= 0 && !s->quit_asked) {
        s->quit_asked = true;
        char msg[300];
        snprintf(msg, sizeof msg,
                 "%s's clock is running. The game is kept as it stands, with both clocks, and "
                 "resumes from there (the new-game list, Return).\n\n"
                 "Ctrl+Q again quits; Enter or Esc goes back to the game.",
                 session_colour_name(side));
        session_show_message(s, v, "Quit during the game?", msg);
        return false;
    }
    if (s->match && s->clock.on && !s->tutorial && s->game_path[0])
        autosave(s, v); /* the time thought since the last move */
    return true;
}

/* The single autosave of earlier versions becomes a game of the history. */
static void import_autosave(Session *s)
{
    char old[SESSION_PATH_MAX + 16], to[SESSION_PATH_MAX + 64];
    snprintf(old, sizeof old, "%s/autosave.json", s->user_dir);
    struct stat st;
    if (lstat(old, &st) != 0 || !S_ISREG(st.st_mode))
        return;
    char stamp[32] = "earlier";
    struct tm tmv;
    if (localtime_r(&st.st_mtime, &tmv))
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tmv);
    snprintf(to, sizeof to, "%s/%s-autosave.json", s->games_dir, stamp);
    if (lstat(to, &st) != 0)
        rename(old, to);
}

int session_init(Session *s, const char *data_dir, const char *user_dir)
{
    memset(s, 0, sizeof *s);
    snprintf(s->data_dir, sizeof s->data_dir, "%s", data_dir ? data_dir : "");
    snprintf(s->user_dir, sizeof s->user_dir, "%s", user_dir ? user_dir : "");
    if (s->user_dir[0]) {
        Error err;
        error_clear(&err);
        int rc = history_open(s->user_dir, s->games_dir, &err);
        if (rc != 0) { /* 1: read-only, the games are listed and opened, not kept */
            if (rc < 0)
                s->games_dir[0] = '\0';
            s->history_readonly = rc > 0;
            snprintf(s->history_error, sizeof s->history_error, "%.150s (%.40s%s)", err.what,
                     err.where, strlen(err.where) > 40 ? "\xe2\x80\xa6" : "");
        } else {
            import_autosave(s);
        }
    }
    s->actions = malloc(sizeof *s->actions * MATCH_MAX_ACTIONS);
    s->hint_ply = -1;
    s->cut_node = -1;
    s->sel.board = s->sel.sq = -1;
    s->hover_sq = s->point_sq = s->point_board = -1;
    settings_default(&s->settings);
    return s->actions ? 0 : -1;
}

void session_game_fresh(Session *s)
{
    s->game_serial++;
    analysis_begin(&s->analysis, s->game_serial);
    s->sel.board = s->sel.sq = -1;
    s->hover_board = s->hover_sq = -1;
    s->point_board = s->point_sq = -1;
    s->hint_ply = -1;
    s->cut_node = -1;
    s->nchoices = 0;
    s->choice_stage = 0;
    s->banner_hidden = false;
    s->actual.panel_key = 0;
}

void session_drop_game(Session *s)
{
    if (s->tutorial) { /* its match and variant are the tutorial's */
        s->match = NULL;
        s->variant = NULL;
        tutorial_free(s->tutorial);
        s->tutorial = NULL;
    }
    match_free(s->match);
    variant_free(s->variant);
    s->match = NULL;
    s->variant = NULL;
    s->nactions = 0;
    s->clock.on = false;
    session_game_fresh(s);
}

void session_clear(Session *s)
{
    session_drop_game(s);
    session_forget_parked(s);
    session_actual_free(s);
    session_comment_free(s);
    free(s->actions);
    s->actions = NULL;
    free(s->record);
    s->record = NULL;
}

/* ---- playing -------------------------------------------------------------- */

static void load_actions(Session *s)
{
    s->nactions = s->match ? match_actions(s->match, s->actions, MATCH_MAX_ACTIONS) : 0;
}

/* Writes the game to its history file (made at its first move). */
static void autosave(Session *s, View *v)
{
    if (!s->games_dir[0] || s->history_readonly || !s->match || s->tutorial)
        return;
    if (!s->game_path[0] && match_plies(s->match) == 0)
        return; /* nothing to keep yet */
    Error err;
    error_clear(&err);
    int rc, leaf, shown;
    bool moved = session_main_line_current(s, &leaf, &shown); /* a decided game's own line */
    session_clock_keep(s);
    if (s->game_path[0]) {
        rc = savegame_write(s->game_path, s->match, &s->info, s->created, &err);
    } else {
        char *text = save_write_game(s->match, &s->info, s->created);
        rc = text ? history_create(s->games_dir, variant_def(s->variant)->id, time(NULL), text,
                                   s->game_path, &err)
                  : error_set(&err, s->games_dir, "out of memory");
        free(text);
    }
    if (moved)
        session_line_back(s, leaf, shown);
    s->unwritten = rc != 0;
    if (rc != 0) {
        session_status_failure(v, "The game could not be written", err.where, err.what);
        snprintf(s->unwritten_why, sizeof s->unwritten_why, "%s", err.what);
    }
}

void session_autosave(Session *s, View *v)
{
    autosave(s, v);
}

void session_drop_selection(Session *s)
{
    s->sel.sq = -1;
    s->hover_board = s->hover_sq = -1;
}

void session_position_changed(Session *s, View *v, bool save)
{
    if (save)
        s->dirty = true;
    s->hint_ply = -1;
    session_drop_selection(s);
    s->banner_hidden = false;
    load_actions(s);
    if (s->settings.auto_flip && s->match && match_status(s->match, NULL) == STATUS_ONGOING)
        v->flipped = match_to_move(s->match) == BLACK;
    session_refresh(s, v);
    if (save)
        autosave(s, v);
}

static int play(Session *s, View *v, const MatchAction *a)
{
    Error err;
    error_clear(&err);
    if (s->tutorial) { /* judged by the tutorial, which plays a right answer */
        TutorialVerdict verdict = tutorial_try(s->tutorial, a->text);
        s->mode = SESSION_PLAY;
        v->modal.kind = VIEW_MODAL_NONE;
        if (verdict != TUTORIAL_RIGHT) {
            session_position_changed(s, v, false);
            return 1;
        }
        session_course_solved(s, v);
    }
    int ply = match_ply(s->match), next = match_line_node(s->match, ply);
    int mover = match_to_move(s->match);
    /* against the computer a takeback erases: the line taken back goes */
    bool erase = !s->tutorial && next >= 0 && session_takeback_erases(s);
    if (erase && strcmp(match_node_text(s->match, next), a->text) != 0 &&
        match_cut(s->match, next, &err) == 0)
        next = -1;
    if (!s->tutorial && match_play(s->match, a, &err) != 0) {
        session_set_status(v, "Not played: %s", err.what);
        return 1;
    }
    if (erase && next >= 0 && match_node(s->match) == next && ply + 1 < match_plies(s->match))
        match_cut(s->match, match_line_node(s->match, ply + 1), &err); /* the old reply */
    for (int node = match_node(s->match); erase && !session_main_node(s->match, node);)
        if (!match_promote(s->match, node))
            break;
    if (erase)
        next = -1;
    session_clock_moved(s, mover);
    s->quit_asked = false;
    v->panel.status[0] = '\0';
    s->cut_node = -1;
    s->mode = SESSION_PLAY;
    v->modal.kind = VIEW_MODAL_NONE;
    session_position_changed(s, v, true);
    session_note_played(s, v);
    if (!s->tutorial && next >= 0 && match_node(s->match) != next && session_decided(s))
        session_set_status(v, "Analysis: the game was decided; its moves and result stay.");
    else if (!s->tutorial && next >= 0 && match_node(s->match) != next)
        session_set_status(v,
                           "A variation; the game's %s is kept (Ctrl+\xe2\x86\x91 makes this "
                           "the main line).",
                           match_node_text(s->match, next));
    return 1;
}

int session_play_action(Session *s, View *v, const MatchAction *a)
{
    return play(s, v, a);
}

int session_play_text(Session *s, View *v, const char *text)
{
    if (!s->match)
        return -1;
    Error err;
    error_clear(&err);
    if (match_play_text(s->match, text, &err) != 0) {
        session_set_status(v, "%.40s: %.80s", text, err.what);
        return -1;
    }
    session_position_changed(s, v, true);
    return 0;
}

static const char *piece_name(const Session *s, char letter)
{
    int t = variant_type_of(s->variant, letter);
    return t >= 0 ? variant_def(s->variant)->types[t].name : "";
}

static void show_choices(Session *s, View *v)
{
    ViewModal *m = &v->modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_CHOICE;
    view_copy_text(m->title, sizeof m->title, "Choose");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "Click one, or use the arrows and Enter; Esc takes the move back.");
    int stm = match_to_move(s->match);
    for (int i = 0; i < s->nchoices && i < VIEW_MAX_ITEMS; i++) {
        const MatchAction *a = &s->choices[i];
        ViewItem *it = &m->items[m->nitems++];
        view_copy_text(it->title, sizeof it->title, a->text);
        char letter = strlen(a->choice) == 1 ? a->choice[0] : '\0';
        if (letter) {
            it->piece = letter;
            it->colour = stm == WHITE ? VIEW_WHITE : VIEW_BLACK;
            snprintf(it->detail, sizeof it->detail, "becomes a %s", piece_name(s, letter));
        } else {
            view_copy_text(it->detail, sizeof it->detail, a->choice);
        }
    }
    m->selected = 0;
    s->mode = SESSION_CHOICE;
    /* no piece's sets by the pointer over the dialog: they were the board's before the move */
    session_inspect(s, v, -1, -1);
    family_choice_modal(s, v);
}

void session_show_choices(Session *s, View *v)
{
    show_choices(s, v);
}

static int try_move(Session *s, View *v, const Intent *it)
{
    if (!s->match)
        return 0;
    if (session_computer_turn(s)) /* the computer thinks: a premove */
        return session_premove(s, v, it);
    s->dropped = it->dragged;
    int n = 0;
    for (int i = 0; i < s->nactions && n < SESSION_MAX_CHOICES; i++)
        if (session_action_matches(&s->actions[i], it->board, it->sq, it->to_board, it->to))
            s->choices[n++] = s->actions[i];
    s->nchoices = n;
    if (n > 1)
        family_narrow(s);
    n = s->nchoices;
    session_drop_selection(s);
    if (n == 0) {
        v->panel.status[0] = '\0';
        session_refresh(s, v);
        return 1;
    }
    if (n == 1)
        return play(s, v, &s->choices[0]);
    session_ask_choice(s, v);
    return 1;
}

void session_ask_choice(Session *s, View *v)
{
    session_refresh(s, v);
    /* the piece waits on its destination while the player chooses */
    const MatchAction *a = &s->choices[0];
    if (a->from >= 0 && a->to >= 0 && a->from_board < v->nboards && a->board < v->nboards) {
        ViewSquare *from = &v->board[a->from_board].sq[a->from];
        v->board[a->board].sq[a->to] = *from;
        memset(from, 0, sizeof *from);
        v->board[a->board].last_from = a->from;
        v->board[a->board].last_to = a->to;
    }
    show_choices(s, v);
}

/* Shows the position after ply actions; `save` autosaves (undo and redo do, stepping through
 * the moves does not: no fsync per arrow key). */
static int go_to(Session *s, View *v, int ply, bool save)
{
    if (!s->match)
        return 0;
    int n = match_plies(s->match);
    ply = ply < 0 ? 0 : ply > n ? n : ply;
    if (ply == match_ply(s->match))
        return 0;
    match_goto(s->match, ply);
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    session_position_changed(s, v, save);
    return 1;
}

/* ---- starting, opening, saving ------------------------------------------- */

void session_new_game(Session *s, View *v, Variant *var, Match *m, const char *save_path,
                      const char *game_path, const char *created)
{
    session_new_game_info(s, v, var, m, save_path, game_path, created, NULL);
}

void session_new_game_info(Session *s, View *v, Variant *var, Match *m, const char *save_path,
                           const char *game_path, const char *created, const GameInfo *info)
{
    if (s->match && s->clock.on && !s->tutorial && s->game_path[0])
        autosave(s, v); /* the game left keeps the time thought since its last move */
    session_drop_game(s);
    session_forget_parked(s); /* a new game: the one a tutorial was opened from is left */
    s->variant = var;
    s->match = m;
    if (info)
        s->info = *info;
    else
        session_game_defaults(s, &s->info);
    snprintf(s->save_path, sizeof s->save_path, "%s", save_path ? save_path : "");
    snprintf(s->game_path, sizeof s->game_path, "%s", game_path ? game_path : "");
    if (created && created[0])
        snprintf(s->created, sizeof s->created, "%s", created);
    else
        history_stamp(time(NULL), s->created, sizeof s->created);
    v->modal.kind = VIEW_MODAL_NONE;
    s->mode = SESSION_PLAY;
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    v->panel.status[0] = '\0';
    /* a person against the computer sits at the bottom */
    v->flipped = session_is_computer(s, WHITE) && !session_is_computer(s, BLACK);
    load_actions(s);
    /* a forced pass at the start (ProDem's White turn 1) is played at once */
    if (match_plies(m) == 0 && s->nactions == 1 && s->actions[0].kind == ACTION_PASS) {
        Error err;
        match_play(m, &s->actions[0], &err);
    }
    session_clock_start(s);
    s->unwritten = s->quit_warned = s->quit_asked = false;
    session_position_changed(s, v, true);
    s->dirty = false;
}

int session_load_variant(Session *s, View *v, const char *path, Variant **var, Match **m)
{
    Error err;
    error_clear(&err);
    if (host_load_variant(path, var, &err) != 0) {
        char msg[600];
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, "Cannot load the variant", msg);
        return -1;
    }
    *m = match_new(*var, NULL, &err);
    if (!*m) {
        char msg[600], what[sizeof err.where + sizeof err.what + 24];
        error_format(&err, what, sizeof what); /* "FEN: column 14: ..." */
        snprintf(msg, sizeof msg, "%.300s: %.280s", path, what);
        variant_free(*var);
        session_show_message(s, v, "Cannot start the game", msg);
        return -1;
    }
    return 0;
}

int session_start_variant(Session *s, View *v, const char *path)
{
    return session_start_game(s, v, path, NULL);
}

/* Whether path is a file of the games folder. */
static bool in_history(const Session *s, const char *path)
{
    size_t n = strlen(s->games_dir);
    return n > 0 && strncmp(path, s->games_dir, n) == 0 && path[n] == '/' &&
           !strchr(path + n + 1, '/');
}

/* A damaged saved game: what can be recovered goes on in a new history file. */
static int open_recovered(Session *s, View *v, const char *path, const Error *why)
{
    char problem[600], msg[900];
    error_format(why, problem, sizeof problem);
    size_t len = 0;
    Error err;
    error_clear(&err);
    char *text = savegame_read_file(path, &len, &err);
    Variant *var = NULL;
    Match *m = NULL;
    GameInfo info; /* the players, clock and tags when they read; the end when all moves do */
    int n = text ? save_recover_game(text, len, path, &var, &m, &info, &err) : -1;
    free(text);
    if (n < 0) {
        snprintf(msg, sizeof msg,
                 "%.500s\n\nNothing could be recovered (%.200s). The file is left as it is.",
                 problem, err.what);
        session_show_message(s, v, "Cannot open the saved game", msg);
        return -1;
    }
    session_new_game_info(s, v, var, m, NULL, NULL, NULL, &info);
    autosave(s, v); /* the recovered game in a file of its own, the damaged one untouched */
    snprintf(msg, sizeof msg,
             "%.500s\n\nThe file is damaged. The first %d move%s were recovered and go on as a "
             "new game; the damaged file is left as it is.",
             problem, n, n == 1 ? "" : "s");
    session_show_message(s, v, "Saved game recovered", msg);
    return 0;
}

int session_open_file(Session *s, View *v, const char *path)
{
    size_t len = strlen(path);
    if (len > 4 && strcmp(path + len - 4, ".pgn") == 0)
        return session_open_pgn(s, v, path);
    Variant *var = NULL;
    Match *m = NULL;
    SaveSummary sum;
    Error err;
    error_clear(&err);
    if (savegame_read(path, &var, &m, &sum, &err) != 0) {
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return open_recovered(s, v, path, &err);
        char msg[600];
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, "Cannot open the saved game", msg);
        return -1;
    }
    bool own = in_history(s, path);
    session_new_game_info(s, v, var, m, own ? NULL : path, own ? path : NULL, sum.created,
                          &sum.info);
    const char *base = strrchr(path, '/');
    if (own)
        session_set_status(v, "Resumed the game of %s.", sum.created[0] ? sum.created : "earlier");
    else
        session_set_status(v, "Opened %s", base ? base + 1 : path);
    return 0;
}

int session_save(Session *s, View *v, const char *path)
{
    if (!s->match)
        return -1;
    char target[SESSION_PATH_MAX];
    Error err;
    error_clear(&err);
    int rc, leaf, shown;
    bool moved = session_main_line_current(s, &leaf, &shown);
    session_clock_keep(s);
    if (path || s->save_path[0]) {
        snprintf(target, sizeof target, "%s", path ? path : s->save_path);
        rc = savegame_write(target, s->match, &s->info, s->created, &err);
    } else if (!s->games_dir[0] || s->history_readonly) {
        if (moved)
            session_line_back(s, leaf, shown);
        session_set_status(v, "Not saved: %.200s",
                           s->history_error[0] ? s->history_error : "no user data directory.");
        return -1;
    } else { /* a new file in saves/, never over another one */
        char dir[SESSION_PATH_MAX];
        snprintf(dir, sizeof dir, "%.1000s/saves", s->user_dir);
        char *text = save_write_game(s->match, &s->info, s->created);
        if (mkdir(dir, 0755) != 0 && errno != EEXIST)
            rc = error_set(&err, dir, "cannot make the folder: %s", strerror(errno));
        else if (!text)
            rc = error_set(&err, dir, "out of memory");
        else
            rc = history_create(dir, variant_def(s->variant)->id, time(NULL), text, target, &err);
        free(text);
    }
    if (moved)
        session_line_back(s, leaf, shown);
    if (rc != 0) {
        session_status_failure(v, "Not saved", err.where, err.what);
        return -1;
    }
    snprintf(s->save_path, sizeof s->save_path, "%s", target);
    s->dirty = false;
    s->unwritten = s->quit_warned = false; /* it is kept there */
    const char *base = strrchr(target, '/');
    session_set_status(v, "Saved %s", base ? base + 1 : target);
    return 0;
}

/* Intents that mean the same in every mode; -1 for the others. */
static int common_apply(Session *s, View *v, const Intent *it)
{
    switch (it->kind) {
    case INTENT_NEW_GAME:
        session_show_menu(s, v);
        return 1;
    case INTENT_OPEN:
        if (s->user_dir[0])
            session_show_saves(s, v);
        return 1;
    case INTENT_HELP:
        v->help_visible = it->on != 0;
        return 1;
    case INTENT_FLIP:
        v->flipped = !v->flipped;
        return 1;
    case INTENT_LEARN:
        return s->tutorial ? -1 : session_learn(s, v);
    case INTENT_RULES:
        return session_toggle_rules(s, v);
    case INTENT_SETTINGS:
        if (s->mode != SESSION_PLAY && s->mode != SESSION_MENU)
            return 0; /* a choice or a message is waiting */
        session_show_settings(s, v);
        return 1;
    default:
        return -1;
    }
}

int session_apply(Session *s, View *v, const Intent *it)
{
    if (s->mode == SESSION_COMMENT || s->mode == SESSION_CLOCK_TEXT)
        return 0; /* the box takes its keys itself (session_comment_key) */
    if (v->rules.visible && it->kind != INTENT_RESIZE && it->kind != INTENT_HOVER &&
        it->kind != INTENT_QUIT && it->kind != INTENT_HELP) {
        v->rules.visible = false; /* the rules card: any key or click puts it away */
        return 1;
    }
    int rc = it->kind == INTENT_SCROLL ? session_list_scroll(s, v, it)
             : s->mode != SESSION_PLAY ? session_modal_apply(s, v, it)
             : s->tutorial             ? session_tutorial_apply(s, v, it)
                                       : -1;
    if (rc < 0)
        rc = common_apply(s, v, it);
    if (rc >= 0 || s->mode != SESSION_PLAY)
        return rc < 0 ? 0 : rc;
    switch (it->kind) {
    case INTENT_SELECT:
        s->sel.board = it->board;
        s->sel.sq = it->sq;
        s->hover_board = s->hover_sq = -1;
        session_fill_selection(s, v);
        family_refresh(s, v);
        return 1;
    case INTENT_DESELECT:
        session_drop_selection(s);
        session_fill_selection(s, v);
        return 1;
    case INTENT_DRAG_START: /* the drag is the controller's gesture: the app draws it */
    case INTENT_DRAG_END:
        return 1;
    case INTENT_HOVER:
        s->hover_board = it->board;
        s->hover_sq = it->sq;
        session_fill_selection(s, v);
        family_refresh(s, v);
        return 1;
    case INTENT_MOVE:
        return try_move(s, v, it);
    case INTENT_CONFIRM: { /* the actions that have no square to click */
        int n = 0;
        for (int i = 0; i < s->nactions && n < SESSION_MAX_CHOICES; i++)
            if (session_squareless(&s->actions[i]))
                s->choices[n++] = s->actions[i];
        s->nchoices = n;
        if (n == 1)
            return play(s, v, &s->choices[0]);
        if (n == 0)
            return 0;
        session_drop_selection(s);
        session_refresh(s, v);
        show_choices(s, v);
        return 1;
    }
    case INTENT_DECLARE:
        if (family_declare(s) >= 0) {
            MatchAction a = s->actions[family_declare(s)];
            return play(s, v, &a);
        }
        session_set_status(v, "No teleport can be declared now.");
        return 1;
    case INTENT_COMMENT:
        return session_comment_open(s, v) ? 1 : 0;
    case INTENT_MARK:
        return session_mark(s, v, it);
    case INTENT_RESIGN:
        return session_resign(s, v);
    case INTENT_DRAW:
        return session_offer_draw(s, v);
    case INTENT_REMATCH:
        return session_rematch(s, v);
    case INTENT_ACTUALIZE:
        return session_actual_open(s, v);
    case INTENT_UNDO:
        if (s->match && s->cut_node >= 0)
            return session_uncut(s, v);
        return s->match ? go_to(s, v, session_undo_ply(s), true) : 0;
    case INTENT_GOTO_MOVE:
        return session_goto_item(s, v, it->on);
    case INTENT_PROMOTE:
        return session_promote(s, v);
    case INTENT_REMOVE:
        return session_cut(s, v);
    case INTENT_STEP_BACK:
        return s->match ? go_to(s, v, match_ply(s->match) - 1, false) : 0;
    case INTENT_REDO:
    case INTENT_STEP_FORWARD:
        return s->match ? go_to(s, v, match_ply(s->match) + 1, it->kind == INTENT_REDO) : 0;
    case INTENT_STEP_FIRST:
        return go_to(s, v, 0, false);
    case INTENT_STEP_LAST:
        return s->match ? go_to(s, v, match_plies(s->match), false) : 0;
    case INTENT_GOTO:
        return go_to(s, v, it->on, false);
    case INTENT_SAVE:
        session_save(s, v, NULL);
        return 1;
    case INTENT_ANIMATION:
        s->settings.animations = !s->settings.animations;
        s->settings_changed = true;
        session_set_status(v, "%s",
                           s->settings.animations ? "Change animation on (Shift+A)."
                                                  : "Change animation off (Shift+A).");
        return 1;
    case INTENT_ANALYSIS:
    case INTENT_REVIEW:
        return session_analysis_intent(s, v, it);
    case INTENT_SOUNDS:
        s->settings.sounds = !s->settings.sounds;
        s->settings_changed = true;
        session_set_status(v, "%s", s->settings.sounds ? "Sounds on (S)." : "Sounds off (S).");
        return 1;
    case INTENT_AUTO_FLIP:
        s->settings.auto_flip = !s->settings.auto_flip;
        s->settings_changed = true;
        session_set_status(v, "%s",
                           s->settings.auto_flip
                               ? "Automatic flip on (T): the player to move sits at the bottom."
                               : "Automatic flip off (T).");
        if (s->settings.auto_flip && s->match)
            v->flipped = match_to_move(s->match) == BLACK;
        return 1;
    case INTENT_CANCEL:
        if (v->panel.result[0] && !s->banner_hidden) { /* see the final position */
            s->banner_hidden = v->banner_hidden = true;
            return 1;
        }
        if (!v->panel.status[0])
            return 0;
        v->panel.status[0] = '\0';
        return 1;
    default:
        return 0;
    }
}
