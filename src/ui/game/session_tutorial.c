/* session_tutorial.c - the session while a tutorial is shown: starting one, its step keys,
 * Esc back to where the user was (the game it was opened from, kept meanwhile, or the
 * tutorials list), and the game against the computer a finished lesson offers. */
#include <stdio.h>
#include <string.h>

#include "course.h"
#include "session_parts.h"
#include "tutorial.h"

/* Keeps the game on the board aside (owned by s->parked) while a tutorial is shown. */
static void park(Session *s, const View *v)
{
    session_forget_parked(s);
    s->parked.match = s->match;
    s->parked.variant = s->variant;
    snprintf(s->parked.save_path, sizeof s->parked.save_path, "%s", s->save_path);
    snprintf(s->parked.game_path, sizeof s->parked.game_path, "%s", s->game_path);
    snprintf(s->parked.created, sizeof s->parked.created, "%s", s->created);
    s->parked.dirty = s->dirty;
    s->parked.flipped = v->flipped;
    s->parked.info = s->info;
    gameinfo_init(&s->info); /* the tutorial's players are nobody's */
    s->parked.clock = s->clock;
    s->parked.clock.last = -1; /* no time runs while the tutorial is shown */
    s->parked.game_serial = s->game_serial;
    s->parked.analysis = s->analysis;
    s->parked.analysis.review_running = s->parked.analysis.review_wanted = false;
    s->match = NULL;
    s->variant = NULL;
    session_game_fresh(s); /* the tutorial's own state, none of the game's */
}

/* Puts the parked game back on the board as it was; false when there is none. */
static bool unpark(Session *s, View *v)
{
    if (!s->parked.match)
        return false;
    s->match = s->parked.match;
    s->variant = s->parked.variant;
    s->parked.match = NULL;
    s->parked.variant = NULL;
    snprintf(s->save_path, sizeof s->save_path, "%s", s->parked.save_path);
    snprintf(s->game_path, sizeof s->game_path, "%s", s->parked.game_path);
    snprintf(s->created, sizeof s->created, "%s", s->parked.created);
    s->info = s->parked.info;
    s->clock = s->parked.clock;
    session_game_fresh(s); /* nothing of the tutorial's */
    s->game_serial = s->parked.game_serial;
    bool cancel = s->analysis.review_cancel;
    s->analysis = s->parked.analysis;
    s->analysis.review_cancel = cancel;
    v->flipped = s->parked.flipped;
    v->modal.kind = VIEW_MODAL_NONE;
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    v->panel.status[0] = '\0';
    s->mode = SESSION_PLAY;
    session_position_changed(s, v, false);
    s->dirty = s->parked.dirty;
    return true;
}

/* Shows the tutorial's step as it now stands. */
static void tutorial_shown(Session *s, View *v)
{
    /* borrowed: the tutorial owns them, and drop_game does not free them */
    s->match = (Match *)tutorial_match(s->tutorial);
    s->variant = (Variant *)tutorial_variant(s->tutorial);
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    session_position_changed(s, v, false);
    session_course_question(s, v); /* a question on types: its choices at once */
}

int session_start_tutorial(Session *s, View *v, const char *path)
{
    Error err;
    error_clear(&err);
    /* "COURSE.json#L" or "#L.E": a course's lesson L, at its exercise E */
    const char *hash = strrchr(path, '#');
    Tutorial *t;
    int ex = 1;
    if (hash) {
        char file[SESSION_PATH_MAX];
        int lesson = 1;
        snprintf(file, sizeof file, "%.*s", (int)(hash - path), path);
        sscanf(hash + 1, "%d.%d", &lesson, &ex);
        t = tutorial_from_course(file, lesson - 1, &err);
    } else {
        t = tutorial_load(path, &err);
    }
    if (!t) {
        char msg[600];
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, hash ? "Cannot open the lesson" : "Cannot open the tutorial",
                             msg);
        return -1;
    }
    if (s->match && !s->tutorial) { /* the game goes on after the tutorial */
        park(s, v);
    } else {
        session_drop_game(s);
    }
    s->tutorial_from_list = s->mode == SESSION_TUTORIALS;
    s->tutorial = t;
    s->save_path[0] = '\0';
    s->game_path[0] = '\0';
    v->modal.kind = VIEW_MODAL_NONE;
    s->mode = SESSION_PLAY;
    v->panel.status[0] = '\0';
    v->flipped = false;
    if (ex > 1) { /* the exercise's step (steps skip the questions on types) */
        const char *id;
        int l, e;
        for (int i = 0; i < tutorial_steps(t) && tutorial_goto(t, i); i++)
            if (tutorial_course_step(t, &id, &l, &e) && e >= ex - 1)
                break;
    }
    tutorial_shown(s, v);
    return 0;
}

int session_learn(Session *s, View *v)
{
    char found[SESSION_PATH_MAX];
    if (s->match && !s->tutorial &&
        session_find_tutorial(s, variant_def(s->variant)->id, found, sizeof found)) {
        session_start_tutorial(s, v, found); /* a failure shows its message */
        return 1;
    }
    session_show_tutorials(s, v);
    return 1;
}

int session_tutorial_apply(Session *s, View *v, const Intent *it)
{
    Tutorial *t = s->tutorial;
    switch (it->kind) {
    case INTENT_STEP_FORWARD:
    case INTENT_REDO:
    case INTENT_CONFIRM: {
        if (session_course_practise(s, v))
            return 1;
        if (tutorial_question(t, 0) && !tutorial_solved(t)) {
            session_course_question(s, v);
            return 1;
        }
        if (tutorial_script_left(t) > 0) {
            bool played = tutorial_play_next(t, NULL);
            tutorial_shown(s, v);
            if (played)
                session_note_played(s, v);
            return 1;
        }
        if (!tutorial_next(t))
            return 0;
        tutorial_shown(s, v);
        return 1;
    }
    case INTENT_STEP_BACK:
    case INTENT_UNDO:
        if (!tutorial_back(t))
            tutorial_goto(t, 0);
        tutorial_shown(s, v);
        return 1;
    case INTENT_STEP_FIRST:
        tutorial_restart(t);
        tutorial_shown(s, v);
        return 1;
    case INTENT_HINT:
        if (!tutorial_awaits_move(t))
            return 0;
        tutorial_hint(t);
        session_refresh(s, v);
        return 1;
    case INTENT_CANCEL: {
        bool list = s->tutorial_from_list;
        session_drop_game(s);
        bool game = unpark(s, v);
        if (list)
            session_show_tutorials(s, v);
        else if (!game)
            session_show_menu(s, v);
        return 1;
    }
    case INTENT_STEP_LAST:
    case INTENT_GOTO:
    case INTENT_GOTO_MOVE:
    case INTENT_PROMOTE:
    case INTENT_REMOVE:
    case INTENT_SAVE:
    case INTENT_LEARN:
        return 0;
    default:
        return -1;
    }
}

int session_course_practise(Session *s, View *v)
{
    const Course *c;
    const CourseLesson *L = session_course_lesson(s, &c);
    if (!L || !L->practice[0] || !tutorial_solved(s->tutorial) ||
        tutorial_step(s->tutorial) + 1 < tutorial_steps(s->tutorial))
        return 0;
    char path[SESSION_PATH_MAX], fen[COURSE_FEN_MAX];
    snprintf(fen, sizeof fen, "%s", L->practice);
    int level = L->level;
    snprintf(path, sizeof path, "%.900s/variants/%.60s.json", s->data_dir, c->variant_id);
    session_drop_game(s);
    session_forget_parked(s);
    s->settings.players = SETTINGS_PLAYERS_WHITE;
    s->settings.level = level;
    s->settings_changed = true;
    if (session_start_variant(s, v, path) != 0)
        return 1;
    Error err;
    error_clear(&err);
    if (strcmp(fen, "start") != 0 && session_start_fen(s, v, fen, &err) != 0) {
        char what[sizeof err.where + sizeof err.what + 24];
        error_format(&err, what, sizeof what); /* "FEN: column 14: ..." */
        session_set_status(v, "The practice position does not load: %.200s", what);
    } else {
        session_set_status(v, "Practice against the computer (level %d). Good luck!", level);
    }
    return 1;
}
