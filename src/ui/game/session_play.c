/* session_play.c - the game on the board as it is played: a game put there, moves (a click's,
 * a choice's, the computer's), the hint, the position shown changed and written to the
 * game's file, Ctrl+S, a message over the board and the quit asked about. Every feature of
 * the session plays through it; it calls only the parts below it (session_state.c, the view,
 * the clocks, the computer's queries, the courses' stars). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "family.h"
#include "history.h"
#include "hostfile.h"
#include "savegame.h"
#include "session_parts.h"
#include "tutorial.h"

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
        session_autosave(s, v); /* the time thought since the last move */
    return true;
}

static void load_actions(Session *s)
{
    s->nactions = s->match ? match_actions(s->match, s->actions, MATCH_MAX_ACTIONS) : 0;
}

void session_autosave(Session *s, View *v)
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
        session_autosave(s, v);
}

int session_play_action(Session *s, View *v, const MatchAction *a)
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

void session_show_choices(Session *s, View *v)
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
    session_show_choices(s, v);
}

void session_new_game(Session *s, View *v, Variant *var, Match *m, const char *save_path,
                      const char *game_path, const char *created)
{
    session_new_game_info(s, v, var, m, save_path, game_path, created, NULL);
}

void session_new_game_info(Session *s, View *v, Variant *var, Match *m, const char *save_path,
                           const char *game_path, const char *created, const GameInfo *info)
{
    if (s->match && s->clock.on && !s->tutorial && s->game_path[0])
        session_autosave(s, v); /* the game left keeps the time thought since its last move */
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

/* The variant file at path and a new match of it from its start (*var, *m, owned by the
 * caller). 0, or -1 after showing a message that names the file and the problem. */
static int session_load_variant(Session *s, View *v, const char *path, Variant **var, Match **m)
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

void session_game_defaults(const Session *s, GameInfo *g)
{
    gameinfo_init(g);
    const Settings *st = &s->settings;
    bool computer[2] = {
        st->players == SETTINGS_PLAYERS_BLACK || st->players == SETTINGS_PLAYERS_COMPUTER,
        st->players == SETTINGS_PLAYERS_WHITE || st->players == SETTINGS_PLAYERS_COMPUTER};
    for (int c = WHITE; c <= BLACK; c++) {
        g->player[c].kind = computer[c] ? GAME_COMPUTER : GAME_HUMAN;
        g->player[c].level = computer[c] ? st->level : 0;
    }
    int seconds, increment;
    settings_clock_of(st, &seconds, &increment);
    g->clock.base_ms = seconds * 1000L;
    g->clock.increment_ms = increment * 1000L;
    time_t now = time(NULL);
    struct tm tmv;
    if (localtime_r(&now, &tmv)) {
        strftime(g->date, sizeof g->date, "%Y.%m.%d", &tmv);
        strftime(g->time, sizeof g->time, "%H:%M:%S", &tmv);
    }
    gameinfo_set_tag(g, "Site", "morphchess");
}

int session_start_game(Session *s, View *v, const char *path, const GameInfo *info)
{
    Variant *var = NULL;
    Match *m = NULL;
    if (session_load_variant(s, v, path, &var, &m) != 0)
        return -1;
    session_new_game_info(s, v, var, m, NULL, NULL, NULL, info);
    return 0;
}

void session_show_message(Session *s, View *v, const char *title, const char *text)
{
    SessionMode back = s->mode == SESSION_MESSAGE ? s->back : s->mode;
    if (back == SESSION_CHOICE)
        back = SESSION_PLAY;
    ViewModal *m = &v->modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_MESSAGE;
    view_copy_text(m->title, sizeof m->title, title);
    view_copy_text(m->subtitle, sizeof m->subtitle, text);
    m->selected = -1;
    s->back = back;
    s->mode = SESSION_MESSAGE;
    session_refresh(s, v);
}

void session_close_modal(Session *s, View *v)
{
    v->modal.kind = VIEW_MODAL_NONE;
    v->modal.nitems = 0;
    v->modal.game.on = false;
    s->mode = SESSION_PLAY;
    session_refresh(s, v);
}

/* The legal action of the shown position written text, or -1. */
static int action_of(const Session *s, const char *text)
{
    for (int i = 0; i < s->nactions; i++)
        if (strcmp(s->actions[i].text, text) == 0)
            return i;
    return -1;
}

int session_premove(Session *s, View *v, const Intent *it)
{
    session_drop_selection(s);
    if (match_boards(s->match) != 1 || it->board != 0 || it->to_board != 0 || it->sq == it->to) {
        session_refresh(s, v);
        return 1;
    }
    s->premove_serial = s->game_serial;
    s->premove_plies = match_plies(s->match);
    s->premove_from = it->sq;
    s->premove_to = it->to;
    session_refresh(s, v);
    char from[4], to[4];
    view_square_name(it->sq, from, (int)sizeof from);
    view_square_name(it->to, to, (int)sizeof to);
    session_set_status(v,
                       "Premove %s-%s: played after the computer's move if it is legal then "
                       "(a right click cancels it).",
                       from, to);
    return 1;
}

/* The premove, after the computer's move: played when it is one legal move then (a
 * promotion to a queen, as lichess's premoves promote), else forgotten. */
static int play_premove(Session *s, View *v)
{
    int from, to;
    if (!session_premove_pending(s, &from, &to) || session_computer_turn(s))
        return 0;
    s->premove_serial = 0;
    const MatchAction *found = NULL;
    int n = 0;
    for (int i = 0; i < s->nactions; i++)
        if (session_action_matches(&s->actions[i], 0, from, 0, to)) {
            n++;
            if (!found || strstr(s->actions[i].text, "=Q"))
                found = &s->actions[i];
        }
    if (!found || (n > 1 && !strstr(found->text, "=Q"))) {
        session_set_status(v, "The premove was not legal after the computer's move.");
        return 1;
    }
    MatchAction a = *found;
    return session_play_action(s, v, &a);
}

int session_play_computer(Session *s, View *v, const char *text)
{
    int i = s->match ? action_of(s, text) : -1;
    if (i < 0)
        return 0;
    MatchAction a = s->actions[i];
    if (!session_is_computer(s, !match_to_move(s->match)) && family_owner_asked(s, &a) > 1) {
        session_ask_choice(s, v); /* a person's piece taken: its owner says what it was */
        return 1;
    }
    int from, to;
    bool waiting = session_premove_pending(s, &from, &to);
    int rc = session_play_action(s, v, &a);
    if (rc && waiting) { /* the computer's move was the one it waited for */
        s->premove_plies = match_plies(s->match);
        play_premove(s, v);
    }
    return rc;
}

int session_show_hint(Session *s, View *v, const char *text)
{
    int i = s->match ? action_of(s, text) : -1;
    if (i < 0)
        return 0;
    const MatchAction *a = &s->actions[i];
    s->hint_ply = match_ply(s->match);
    s->hint_board = a->board;
    s->hint_from = a->from_board == a->board ? a->from : -1;
    s->hint_to = a->to;
    snprintf(s->hint_text, sizeof s->hint_text, "%s", a->text);
    session_refresh(s, v);
    session_set_status(v, "Hint: %s", a->text);
    return 1;
}
