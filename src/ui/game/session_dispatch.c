/* session_dispatch.c - the session on top: made (session_init, session_begin), fed the window's
 * intents (session_apply: each goes to the feature it belongs to, the open list's, the
 * tutorial's, the board's) and cleared. The parts below it call nothing above them
 * (docs/architecture.md: the session's parts, top to bottom). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "family.h"
#include "history.h"
#include "session_parts.h"

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

int session_begin(Session *s, View *v, const SessionBegin *b)
{
    if (session_init(s, b->data_dir, b->user_dir) != 0)
        return -1;
    if (b->settings)
        s->settings = *b->settings;
    if (b->no_animation)
        s->settings.animations = false;
    view_init(v, 1, 8, 8);
    session_refresh(s, v);
    if (b->menu)
        session_show_menu(s, v);
    return 0;
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
        return session_play_action(s, v, &s->choices[0]);
    session_ask_choice(s, v);
    return 1;
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
    int rc = it->kind == INTENT_SCROLL ? session_list_scroll(s, v, it)
             : s->mode != SESSION_PLAY ? session_modal_apply(s, v, it)
             : s->tutorial             ? session_tutorial_apply(s, v, it)
                                       : -1;
    if (it->kind == INTENT_SCROLL && rc < 0) {
        Intent step = *it; /* no list to scroll: the moves, as Left and Right */
        step.kind = it->on < 0 ? INTENT_STEP_BACK : INTENT_STEP_FORWARD;
        step.on = 0;
        return session_apply(s, v, &step);
    }
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
            return session_play_action(s, v, &s->choices[0]);
        if (n == 0)
            return 0;
        session_drop_selection(s);
        session_refresh(s, v);
        session_show_choices(s, v);
        return 1;
    }
    case INTENT_DECLARE:
        if (family_declare(s) >= 0) {
            MatchAction a = s->actions[family_declare(s)];
            return session_play_action(s, v, &a);
        }
        session_set_status(v, "No teleport can be declared now.");
        return 1;
    case INTENT_COMMENT:
        return session_comment_open(s, v) ? 1 : 0;
    case INTENT_MARK: {
        int marked = session_mark(s, v, it);
        if (marked == SESSION_MARK_KEPT) {
            session_position_changed(s, v, true); /* shown, and the game saved with it */
        } else if (marked == SESSION_MARK_PREMOVE) {
            session_refresh(s, v);
            session_set_status(v, "Premove cancelled.");
        }
        return marked != 0;
    }
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
