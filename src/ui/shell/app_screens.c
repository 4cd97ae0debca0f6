/* app_screens.c - the screens shown over the game in the window (app.h's Screen): the
 * power-list editor (Ctrl+E) with its play-test, and the position set-up screen (P). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "editorview.h"
#include "hostclock.h"
#include "hostfile.h"
#include "morphchess/playtest.h"
#include "setlayout.h"
#include "setupview.h"

static bool editor_event(App *a, const UiEvent *ev);
static bool setup_event(App *a, const UiEvent *ev);

static void editor_frame(App *a)
{
    render_editor_frame(&a->render, &a->edscreen, a->layout.width, a->layout.height);
}

static void setup_frame(App *a)
{
    render_setup_frame(&a->render, &a->setscreen, a->layout.width, a->layout.height);
}

static const Screen EDITOR_SCREEN = {"editor", true, editor_event, editor_frame, NULL, NULL};
static const Screen SETUP_SCREEN = {"setup", true, setup_event, setup_frame, NULL, NULL};

/* Opens the power-list editor: on the Polypiece game being played (its file when it
 * can be found by id), else on a new list; unsaved work from before is kept. */
void app_editor_open(App *a)
{
    if (!a->editor) {
        char shipped[1100], user[1100];
        snprintf(shipped, sizeof shipped, "%.1000s/variants", a->session.data_dir);
        snprintf(user, sizeof user, "%.1000s/variants", a->session.user_dir);
        a->editor = editor_new(NULL, a->session.data_dir[0] ? shipped : NULL,
                               a->session.user_dir[0] ? user : NULL);
        if (!a->editor)
            return;
    }
    const Variant *v = a->session.variant;
    if (!a->editor->dirty && v && variant_def(v)->mutation.kind == MUT_TYPE_CYCLE) {
        Error e;
        if (!variant_def(v)->id[0] || editor_open(a->editor, variant_def(v)->id, &e) != 0)
            editor_load_def(a->editor, variant_def(v));
    }
    edscreen_init(&a->edscreen, a->editor);
    app_push(a, &EDITOR_SCREEN);
    SDL_StartTextInput(); /* typing (and input methods) while the editor is shown */
}

/* Redraws the editor during a play-test: which game and ply, the games so far, a bar. */
static bool playtest_progress(const PlaytestReport *r, void *ud)
{
    App *a = ud;
    edscreen_playtest_progress(&a->edscreen, r, APP_PLAYTEST_GAMES, APP_PLAYTEST_PLIES);
    editor_frame(a);
    SDL_RenderPresent(a->win.renderer);
    a->frames++;
    SDL_PumpEvents(); /* the window stays alive meanwhile */
    return true;
}

/* The editor's Play-test: the saved variant played by the computer against itself, the
 * report in the editor's status line (morphchess/playtest.h). */
static void playtest(App *a)
{
    Variant *v = NULL;
    Error err;
    error_clear(&err);
    PlaytestReport r;
    memset(&r, 0, sizeof r);
    playtest_progress(&r, a); /* shown at once: the first game takes a while */
    SearchLimits limits;
    memset(&limits, 0, sizeof limits);
    limits.depth = 2;
    limits.now_ms = host_clock_ms;
    if (host_load_variant(a->edscreen.play_path, &v, &err) != 0 ||
        playtest_run(v, APP_PLAYTEST_GAMES, APP_PLAYTEST_PLIES, &limits, playtest_progress, a, &r,
                     &err) != 0) {
        error_format(&err, a->edscreen.status, sizeof a->edscreen.status);
        a->edscreen.status_error = true;
        a->edscreen.testing = false;
    } else {
        edscreen_playtest_report(&a->edscreen, &r, APP_PLAYTEST_PLIES);
    }
    variant_free(v);
}

/* What the editor and the set-up screen do alike: a new window size, a request to quit;
 * returns true when the picture changed. */
static bool screen_event(App *a, const UiEvent *ev)
{
    switch (ev->kind) {
    case UI_EV_RESIZE:
        app_relayout(a);
        return true;
    case UI_EV_QUIT:
        a->quit = true;
        return false;
    case UI_EV_NONE:
        return true;
    default:
        return false;
    }
}

static bool editor_event(App *a, const UiEvent *ev)
{
    EdScreenAction act = EDSCREEN_STAY;
    int kind = 0, index = 0;
    switch (ev->kind) {
    case UI_EV_KEY:
        if ((ev->mods & UI_MOD_CTRL) && ev->key == 'q') {
            a->quit = true;
            return false;
        }
        act = edscreen_key(&a->edscreen, ev->key, ev->mods);
        break;
    case UI_EV_TEXT:
        act = edscreen_text(&a->edscreen, ev->text);
        break;
    case UI_EV_TEXT_EDIT:
        edscreen_preedit(&a->edscreen, ev->text);
        return true;
    case UI_EV_WHEEL: /* the column scrolls when it does not fit */
        edscreen_scroll(&a->edscreen, -ev->y * 3 * a->layout.text_px);
        return true;
    case UI_EV_MOUSE_DOWN:
        if (!render_hit(&a->render, ev->x, ev->y, &kind, &index))
            return false;
        act = edscreen_click(&a->edscreen, kind, index, ev->button);
        break;
    case UI_EV_MOUSE_MOVE: /* a button's tip while the pointer rests on it */
        if (!render_hit(&a->render, ev->x, ev->y, &kind, &index))
            kind = index = -1;
        return edscreen_hover(&a->edscreen, kind, index);
    default:
        return screen_event(a, ev);
    }
    if (act == EDSCREEN_COPY) {
        SDL_SetClipboardText(a->edscreen.clip);
    } else if (act == EDSCREEN_PASTE) {
        char why[600];
        char *clip = app_clipboard_field(why, sizeof why);
        if (clip) {
            edscreen_text(&a->edscreen, clip);
        } else if (why[0]) { /* a NUL byte: the field as it was, the status says why */
            snprintf(a->edscreen.status, sizeof a->edscreen.status, "%s", why);
            a->edscreen.status_error = true;
        }
        free(clip);
    }
    if (act == EDSCREEN_PLAYTEST_FILE)
        playtest(a);
    if (act == EDSCREEN_LEAVE || act == EDSCREEN_PLAY_FILE)
        SDL_StopTextInput();
    if (act == EDSCREEN_LEAVE) {
        app_pop(a);
    } else if (act == EDSCREEN_PLAY_FILE) {
        app_pop(a);
        controller_reset(&a->ctl);
        session_start_variant(&a->session, &a->view, a->edscreen.play_path);
        app_follow_view(a);
        app_set_pickable(a);
    }
    return true;
}

/* P: the set-up screen on the position of the game on the board (setupview.c). */
void app_setup_open(App *a)
{
    Session *s = &a->session;
    char fen[SETUP_FEN_MAX];
    Error err;
    error_clear(&err);
    if (!s->match || s->tutorial) {
        snprintf(a->view.panel.status, sizeof a->view.panel.status, "%s",
                 "Start a game first: the set-up screen sets up a position of its variant.");
        return;
    }
    if (match_fen(s->match, fen, sizeof fen) < 0 ||
        setscreen_open(&a->setscreen, s->variant, fen, &err) != 0) {
        if (setscreen_open(&a->setscreen, s->variant, NULL, &err) != 0) {
            error_format(&err, a->view.panel.status, sizeof a->view.panel.status);
            return;
        }
    }
    a->setscreen.flipped = a->view.flipped; /* as the board was shown */
    if (a->player.ready && computer_busy(&a->player.computer))
        computer_cancel(&a->player.computer);
    controller_reset(&a->ctl);
    app_push(a, &SETUP_SCREEN);
    a->hits_due = true; /* clicks already queued behind the key meet the set-up screen */
}

void app_setup_prepare(App *a)
{
    const Session *s = &a->session;
    if (!s->match || s->tutorial || !s->variant)
        return;
    if (a->ahead.setup_of != s->variant || a->ahead.setup_w != a->layout.width ||
        a->ahead.setup_h != a->layout.height) {
        Setup *shape = malloc(sizeof *shape); /* (large: not on the stack) */
        if (!shape)
            return;
        setup_shape(shape, s->variant);
        SetLayout l;
        setlayout_compute(&l, a->layout.width, a->layout.height, shape->nboards, shape->files,
                          shape->ranks, shape->npalette);
        free(shape);
        a->ahead.setup_of = s->variant;
        a->ahead.setup_w = a->layout.width;
        a->ahead.setup_h = a->layout.height;
        setupview_piece_sizes(&l, a->ahead.setup_size);
        a->ahead.setup_ready[0] = a->ahead.setup_ready[1] = false;
    }
    /* one size at a time, after V's: the thread reduces two sizes at once, and a third
     * asked for would take the place of one being reduced; and only into a free slot: the
     * screen may never be opened, the sizes in use keep their textures */
    if (session_actual_possible(&a->session) && !a->ahead.actual_ready)
        return;
    for (int i = 0; i < 2; i++) {
        PieceArt *art = &a->render.pieces;
        if (!a->ahead.setup_ready[i] && pieces_room(art, a->ahead.setup_size[i], 0))
            a->ahead.setup_ready[i] = pieces_prepare(art, a->ahead.setup_size[i]);
        if (!a->ahead.setup_ready[i])
            return;
    }
}

/* Ctrl+C copies the FEN field's selection, else the whole FEN; Ctrl+X cuts the selection;
 * Ctrl+V pastes a FEN over the field (typing in it or not), or says why not (a NUL byte). */
static void setup_clipboard(SetupScreen *s, int key)
{
    if (key == 'v') {
        char why[SETUP_STATUS_MAX];
        char *clip = app_clipboard_field(why, sizeof why);
        if (clip) {
            setscreen_fen_paste(s, clip);
        } else if (why[0]) { /* a NUL byte: the field as it was, its error line says why */
            if (!s->fen.editing)
                setscreen_fen_focus(s);
            snprintf(s->fen.error, sizeof s->fen.error, "%s", why);
            s->fen.err_from = s->fen.err_to = 0;
            s->fen.err_point = false;
        }
        free(clip);
        return;
    }
    char sel[SETUP_FEN_MAX] = "";
    if (s->fen.editing)
        textfield_selection(&s->fen.field, s->fen.text, sel, sizeof sel);
    if (!sel[0] && key == 'c')
        snprintf(sel, sizeof sel, "%s", s->fen.editing ? s->fen.text : s->setup.fen);
    if (sel[0])
        SDL_SetClipboardText(sel);
    if (key == 'x' && sel[0])
        setscreen_fen_key(s, 'x', UI_MOD_CTRL);
}

/* Events while the set-up screen is shown; returns true when the picture changed. */
static bool setup_event(App *a, const UiEvent *ev)
{
    SetupScreen *s = &a->setscreen;
    SetScreenAction act = SETSCREEN_STAY;
    int kind = 0, index = 0;
    switch (ev->kind) {
    case UI_EV_KEY:
        if ((ev->mods & UI_MOD_CTRL) && ev->key == 'q') {
            a->quit = true;
            return false;
        }
        if ((ev->mods & UI_MOD_CTRL) && (ev->key == 'c' || ev->key == 'v' || ev->key == 'x')) {
            setup_clipboard(s, ev->key);
            break;
        }
        act = setscreen_key(s, ev->key, ev->mods);
        break;
    case UI_EV_TEXT:
        setscreen_fen_text(s, ev->text);
        break;
    case UI_EV_MOUSE_DOWN:
        render_hit(&a->render, ev->x, ev->y, &kind, &index);
        act = setscreen_press(s, kind, index, ev->button, ev->x, ev->y);
        break;
    case UI_EV_MOUSE_MOVE:
        render_hit(&a->render, ev->x, ev->y, &kind, &index);
        return setscreen_motion(s, kind, index, ev->x, ev->y);
    case UI_EV_MOUSE_UP:
        if (ev->button != UI_BUTTON_LEFT)
            return false;
        render_hit(&a->render, ev->x, ev->y, &kind, &index);
        act = setscreen_release(s, kind, index, ev->x, ev->y);
        break;
    default:
        return screen_event(a, ev);
    }
    if (act == SETSCREEN_PLAY_FEN) {
        Error err;
        error_clear(&err);
        if (session_start_fen(&a->session, &a->view, s->setup.fen, &err) != 0) {
            error_format(&err, s->setup.status, sizeof s->setup.status);
            s->setup.ok = false;
            return true;
        }
        app_follow_view(a);
        app_follow_title(a);
    }
    if (s->fen.editing && act == SETSCREEN_STAY && !SDL_IsTextInputActive())
        SDL_StartTextInput(); /* typing goes to the FEN field */
    else if ((!s->fen.editing || act != SETSCREEN_STAY) && SDL_IsTextInputActive())
        SDL_StopTextInput();
    if (act == SETSCREEN_LEAVE || act == SETSCREEN_PLAY_FEN) {
        s->fen.editing = false;
        app_pop(a);
        controller_reset(&a->ctl);
        app_set_pickable(a);
    } else { /* chips come and go with the position: the next event's hits are the new ones */
        a->hits_due = true;
    }
    return true;
}
