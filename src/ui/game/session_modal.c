/* session_modal.c - the session's keys and clicks while a list, a choice or a message is
 * open: a row picked (a variant, a game, a setting, a choice), a row's value stepped (who
 * plays, the level, the clock), a game of the history removed and brought back. */
#include <stdio.h>
#include <string.h>

#include "family.h"
#include "history.h"
#include "session_parts.h"

/* Shows the list of mode again (all games, the tutorials, else the new-game list), item sel
 * highlighted (-1: the list's own choice). */
static void reshow_list(Session *s, View *v, SessionMode mode, int sel)
{
    if (mode == SESSION_SAVES)
        session_show_saves(s, v);
    else if (mode == SESSION_TUTORIALS)
        session_show_tutorials(s, v);
    else
        session_show_menu(s, v);
    ViewModal *m = &v->modal;
    if (sel >= 0 && m->nitems > 0)
        m->selected = sel < m->nitems ? sel : m->nitems - 1;
}

/* Steps the value of the new-game list's row i (who plays, the level, the clock) by step (1
 * or -1, round the ends); 0 when row i holds no value. The list stays, on that row. */
static int step_value(Session *s, View *v, int i, int step)
{
    if (s->mode != SESSION_MENU || i < 0 || i >= s->nentries)
        return 0;
    Settings *st = &s->settings;
    switch (s->entries[i].kind) {
    case ENTRY_PLAYERS:
        st->players = (SettingsPlayers)((st->players + step + SETTINGS_PLAYERS_COUNT) %
                                        SETTINGS_PLAYERS_COUNT);
        break;
    case ENTRY_LEVEL:
        st->level = (st->level - 1 + step + SETTINGS_LEVEL_MAX) % SETTINGS_LEVEL_MAX + 1;
        break;
    case ENTRY_CLOCK: { /* the presets, then the custom clock once one was typed */
        int n = SETTINGS_CLOCKS + (st->custom_minutes > 0);
        st->clock = ((st->clock < n ? st->clock : 0) + step + n) % n;
        break;
    }
    default:
        return 0;
    }
    s->settings_changed = true;
    reshow_list(s, v, SESSION_MENU, i);
    return 1;
}

static int pick(Session *s, View *v, int i)
{
    if (s->mode == SESSION_SETTINGS)
        return session_settings_pick(s, v, i);
    if (s->mode == SESSION_CHOICE) {
        if (i < 0 || i >= s->nchoices)
            return 0;
        MatchAction a = s->choices[i];
        if (family_pick(s, &a)) { /* the next decision, perhaps the other player's */
            session_show_choices(s, v);
            return 1;
        }
        return session_play_action(s, v, &a);
    }
    if (s->mode == SESSION_MESSAGE) {
        SessionMode back = s->back;
        if (back == SESSION_MENU || back == SESSION_SAVES || back == SESSION_TUTORIALS || !s->match)
            reshow_list(s, v, back, -1);
        else
            session_close_modal(s, v);
        return 1;
    }
    if (i < 0 || i >= s->nentries)
        return 0;
    SessionEntry e = s->entries[i];
    switch (e.kind) {
    case ENTRY_VARIANT:
        session_start_variant(s, v, e.path);
        break;
    case ENTRY_GAME:
    case ENTRY_SAVE:
        session_open_file(s, v, e.path);
        break;
    case ENTRY_SAVES:
        session_show_saves(s, v);
        break;
    case ENTRY_CUSTOM_CLOCK:
        return session_clockbox_open(s, v) ? 1 : 0;
    case ENTRY_PLAYERS: /* the next value; the list stays */
    case ENTRY_LEVEL:
    case ENTRY_CLOCK:
        return step_value(s, v, i, 1);
    case ENTRY_TUTORIALS:
        session_show_tutorials(s, v);
        break;
    case ENTRY_TUTORIAL:
        session_start_tutorial(s, v, e.path);
        break;
    case ENTRY_SETTINGS:
        session_show_settings(s, v);
        break;
    case ENTRY_SETUP:
        session_close_modal(s, v);
        s->setup_wanted = true;
        break;
    case ENTRY_RESIGN:
    case ENTRY_DRAW:
    case ENTRY_PLAY_ON:
    case ENTRY_RECORD_GAME:
        return session_confirm_pick(s, v, &e);
    }
    return 1;
}

/* Delete on a list: the highlighted game of the history goes to games/.removed. */
static int remove_game(Session *s, View *v, int i)
{
    if ((s->mode != SESSION_MENU && s->mode != SESSION_SAVES) || i < 0 || i >= s->nentries ||
        s->entries[i].kind != ENTRY_GAME)
        return 0;
    char path[SESSION_PATH_MAX];
    snprintf(path, sizeof path, "%s", s->entries[i].path);
    Error err;
    error_clear(&err);
    char removed[HISTORY_PATH_MAX];
    SessionMode mode = s->mode;
    if (history_remove(s->games_dir, path, removed, &err) != 0) {
        char msg[VIEW_LINE_MAX];
        error_format(&err, msg, sizeof msg);
        snprintf(v->modal.subtitle, sizeof v->modal.subtitle, "Not removed: %.200s", msg);
        return 1;
    }
    if (strcmp(path, s->game_path) == 0) /* the game on the board goes on in a new file */
        s->game_path[0] = '\0';
    snprintf(s->removed, sizeof s->removed, "%s", removed);
    reshow_list(s, v, mode, i);
    const char *base = strrchr(path, '/');
    snprintf(v->modal.subtitle, sizeof v->modal.subtitle,
             "Removed %.120s from the list. Ctrl+Z brings it back.", base ? base + 1 : path);
    return 1;
}

/* Ctrl+Z on a list: the game last removed comes back. */
static int restore_game(Session *s, View *v)
{
    char path[HISTORY_PATH_MAX];
    Error err;
    error_clear(&err);
    SessionMode mode = s->mode;
    int rc = history_restore(s->games_dir, s->removed, path, &err);
    s->removed[0] = '\0';
    reshow_list(s, v, mode, -1);
    if (rc != 0) {
        char msg[VIEW_LINE_MAX];
        error_format(&err, msg, sizeof msg);
        snprintf(v->modal.subtitle, sizeof v->modal.subtitle, "Not restored: %.200s", msg);
        return 1;
    }
    for (int k = 0; k < s->nentries; k++)
        if (strcmp(s->entries[k].path, path) == 0)
            v->modal.selected = k;
    const char *base = strrchr(path, '/');
    snprintf(v->modal.subtitle, sizeof v->modal.subtitle, "Brought back %.150s.",
             base ? base + 1 : path);
    return 1;
}

int session_modal_apply(Session *s, View *v, const Intent *it)
{
    ViewModal *m = &v->modal;
    if (session_actual_shown(s, v)) { /* Potential's V: a game to step through */
        int rc = session_actual_intent(s, v, it);
        if (rc >= 0)
            return rc;
        if (it->kind == INTENT_ACTUALIZE) /* V again closes it, as Esc and Enter do */
            return pick(s, v, 0);
    }
    switch (it->kind) {
    case INTENT_STEP_BACK: /* Left, Right: a row's value, or the row before (after) */
    case INTENT_STEP_FORWARD:
        if (step_value(s, v, m->selected, it->kind == INTENT_STEP_BACK ? -1 : 1))
            return 1;
        /* fall through */
    case INTENT_STEP_FIRST: /* Up, Down: one row (round the ends); Home, End (on): the ends */
    case INTENT_STEP_LAST:
        if (m->nitems <= 0)
            return 0;
        if (it->on)
            m->selected = it->kind == INTENT_STEP_FIRST ? 0 : m->nitems - 1;
        else if (it->kind == INTENT_STEP_FIRST || it->kind == INTENT_STEP_BACK)
            m->selected = m->selected <= 0 ? m->nitems - 1 : m->selected - 1;
        else
            m->selected = (m->selected + 1) % m->nitems;
        return 1;
    case INTENT_PICK_BACK:
        if (it->on >= 0 && it->on < m->nitems)
            m->selected = it->on;
        return step_value(s, v, it->on, -1) ? 1 : 0;
    case INTENT_CONFIRM:
        return pick(s, v, m->selected);
    case INTENT_PICK:
        return pick(s, v, it->on);
    case INTENT_REMOVE:
        return remove_game(s, v, m->selected);
    case INTENT_UNDO:
        if ((s->mode == SESSION_MENU || s->mode == SESSION_SAVES) && s->removed[0])
            return restore_game(s, v);
        /* fall through */
    case INTENT_CANCEL:
        if (s->mode == SESSION_MESSAGE)
            return pick(s, v, 0);
        if (s->mode == SESSION_SETTINGS) { /* back where it was opened */
            if (s->back == SESSION_PLAY && s->match)
                session_close_modal(s, v);
            else
                session_show_menu(s, v);
            return 1;
        }
        if (s->mode == SESSION_SAVES || s->mode == SESSION_TUTORIALS) {
            session_show_menu(s, v);
            if (s->match) /* back to the game rather than to the list */
                session_close_modal(s, v);
            return 1;
        }
        if (!s->match)
            return 0;
        session_close_modal(s, v);
        return 1;
    default:
        return -1;
    }
}
