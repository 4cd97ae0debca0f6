/* app_boxes.c - the screens of the session's boxes over the game (app.h's Screen): the lists
 * (new game, games, courses, settings), a dialog (a choice, a question, a message), the text
 * box (a comment, the custom clock), Potential's V, the rules card and the help; each is on
 * the stack while the session shows it (app_follow_boxes). And what the game's screen and
 * these share: an intent applied and what follows it, the window's own intents. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "keyhelp.h"
#include "panelview.h"
#include "rulesview.h"

/* A setting changed (the settings list, A, T): the theme and the UI scale take effect
 * now, and the settings file is written. The UI scale scales the panel, the text and the
 * margins within the window; the window keeps its size. */
static void keep_settings(App *a)
{
    const Settings *st = &a->session.settings;
    a->session.settings_changed = false;
    render_set_theme(&a->render, st->theme);
    app_relayout(a);
    session_write_settings(&a->session, &a->view, a->dirs.settings_path);
}

void app_copy(App *a, bool game)
{
    ViewModal *m = &a->view.modal;
    if (m->kind == VIEW_MODAL_MESSAGE && m->copy[0]) { /* the box's own text (Potential's V) */
        m->copied = SDL_SetClipboardText(m->copy) == 0;
        return;
    }
    char *text = session_copy_text(&a->session, game), said[VIEW_LINE_MAX];
    if (!text)
        snprintf(said, sizeof said, "Nothing to copy: no game on the board.");
    else if (app_clipboard_put(text, said, sizeof said) == 0)
        snprintf(said, sizeof said, "%s",
                 game ? "Copied the game (PGN)." : "Copied the position (FEN).");
    snprintf(a->view.panel.status, sizeof a->view.panel.status, "%s", said);
    free(text);
}

/* Ctrl+V: the clipboard's FEN or PGN opened as a game. */
static bool paste_from_clipboard(App *a)
{
    if (a->view.modal.kind != VIEW_MODAL_NONE && a->session.mode != SESSION_MENU)
        return false;
    size_t len = 0; /* a NUL among the bytes is seen (and refused) by the reader */
    char *text = app_clipboard(&len);
    session_paste(&a->session, &a->view, text ? text : "", len);
    free(text);
    app_follow_view(a);
    app_follow_title(a);
    return true;
}

bool app_apply(App *a, const Intent *it)
{
    long played = a->session.played;
    bool dirty = session_apply(&a->session, &a->view, it) != 0;
    if (a->session.played != played && a->session.settings.sounds) /* not undo or stepping */
        audio_play(&a->audio, a->session.played_sound);
    if (a->session.settings_changed)
        keep_settings(a);
    app_follow_view(a);
    app_follow_title(a);
    if (a->session.setup_wanted) { /* picked from the new-game list */
        a->session.setup_wanted = false;
        app_setup_open(a);
        dirty = true;
    }
    return dirty;
}

bool app_intents(App *a, const IntentList *out)
{
    bool dirty = false;
    for (int i = 0; i < out->n; i++) {
        const Intent *it = &out->item[i];
        switch (it->kind) {
        case INTENT_QUIT:
            a->quit = session_may_quit(&a->session, &a->view);
            dirty = true; /* the warning, when it keeps the program running */
            break;
        case INTENT_RESIZE:
            app_relayout(a);
            dirty = true;
            break;
        case INTENT_COPY:
            app_copy(a, it->on != 0);
            dirty = true;
            break;
        case INTENT_PASTE:
            dirty = paste_from_clipboard(a) || dirty;
            break;
        case INTENT_HINT:
            if (a->session.tutorial || a->session.mode != SESSION_PLAY || !a->session.match) {
                dirty = app_apply(a, it) || dirty;
            } else if (a->player.ready && !session_computer_turn(&a->session) &&
                       match_status(a->session.match, NULL) == STATUS_ONGOING &&
                       computer_start(&a->player.computer, a->session.match, COMPUTER_HINT, 10, -1,
                                      0)) {
                snprintf(a->view.panel.status, sizeof a->view.panel.status,
                         "Looking for a hint\xe2\x80\xa6");
                dirty = true;
            }
            break;
        default:
            if (app_apply(a, it))
                dirty = true;
            break;
        }
    }
    return dirty;
}

void app_cancel_hint(App *a, const UiEvent *ev)
{
    if (a->player.ready && computer_busy(&a->player.computer) &&
        a->player.computer.job == COMPUTER_HINT &&
        (ev->kind == UI_EV_KEY || ev->kind == UI_EV_MOUSE_DOWN))
        computer_cancel(&a->player.computer);
}

/* The boxes are drawn with the game under them, from the View. */
static void box_frame(App *a)
{
    render_frame(&a->render, &a->view, &a->layout);
}

/* The comment box's screen, and the custom clock's (the session's SESSION_COMMENT and
 * SESSION_CLOCK_TEXT): typing on while it is shown. Keys and typed text go to its line
 * (Ctrl+C / Ctrl+X copy the selection, Ctrl+V pastes); the board takes nothing meanwhile. It
 * leaves the game in view (docs/screens.md): the custom clock's box covers it as the new-game
 * list under it does, from the session's mode. */
static bool textbox_event(App *a, const UiEvent *ev)
{
    Session *s = &a->session;
    bool dirty = false, ctrl = (ev->mods & UI_MOD_CTRL) != 0;
    if (ev->kind == UI_EV_KEY && ctrl && ev->key == 'q') {
        /* Ctrl+Q quits from a box too, as anywhere else: a comment typed is kept first (as
         * Enter keeps it), the custom clock's box left as Esc leaves it */
        session_comment_key(s, &a->view, s->mode == SESSION_COMMENT ? UI_KEY_RETURN : UI_KEY_ESCAPE,
                            0);
        a->quit = session_may_quit(s, &a->view);
        dirty = true;
    } else if (ev->kind == UI_EV_KEY && ctrl && (ev->key == 'c' || ev->key == 'x')) {
        size_t n = strlen(s->comment.text) + 1; /* the selection whole, however long */
        char *sel = malloc(n);
        if (sel)
            textfield_selection(&s->comment.field, s->comment.text, sel, n);
        if (sel && sel[0])
            SDL_SetClipboardText(sel);
        dirty = sel && ev->key == 'x' && session_comment_key(s, &a->view, ev->key, ev->mods);
        free(sel);
    } else if (ev->kind == UI_EV_KEY && ctrl && ev->key == 'v') {
        char why[600];
        char *clip = app_clipboard_field(why, sizeof why);
        dirty = clip && session_comment_text(s, &a->view, clip);
        free(clip);
        if (why[0] && a->view.modal.kind == VIEW_MODAL_TEXT) { /* the box says why, unchanged */
            view_copy_text(a->view.modal.subtitle, sizeof a->view.modal.subtitle, why);
            a->view.modal.subtitle_error = dirty = true;
        }
    } else if (ev->kind == UI_EV_KEY) {
        dirty = session_comment_key(s, &a->view, ev->key, ev->mods);
    } else if (ev->kind == UI_EV_TEXT) {
        dirty = session_comment_text(s, &a->view, ev->text);
    } else if (ev->kind == UI_EV_TEXT_EDIT) {
        session_comment_preedit(s, &a->view, ev->text);
        dirty = true;
    } else if (ev->kind == UI_EV_RESIZE) {
        app_relayout(a);
        dirty = true;
    } else if (ev->kind == UI_EV_QUIT) {
        a->quit = true;
    }
    if (s->settings_changed) /* the custom clock typed */
        keep_settings(a);
    return dirty;
}

static bool textbox_shown(const App *a)
{
    return a->session.mode == SESSION_COMMENT || a->session.mode == SESSION_CLOCK_TEXT;
}

/* A click in Potential's V: its Copy button, a control or a move steps there, outside the box
 * closes it (the window's own moves and buttons under the shade take nothing). */
static bool actual_click(App *a, const UiEvent *ev)
{
    int kind = 0, index = 0;
    bool hit = render_hit(&a->render, ev->x, ev->y, &kind, &index);
    if (ev->kind != UI_EV_MOUSE_DOWN || ev->button != UI_BUTTON_LEFT)
        return false;
    if (hit && kind == DRAW_HIT_BUTTON && index == INTENT_COPY) {
        app_copy(a, false);
        return true;
    }
    Intent it = {INTENT_CANCEL, -1, -1, -1, -1, false, 0, 0, 0};
    int box;
    if (!render_hit_kind(&a->render, ev->x, ev->y, DRAW_HIT_BOX, &box)) {
        /* Esc's intent: the box closes */
    } else if (hit && kind == DRAW_HIT_BUTTON) {
        it.kind = (IntentKind)index;
    } else if (hit && kind == DRAW_HIT_MOVE) {
        it.kind = INTENT_GOTO;
        it.on = index;
    } else {
        return false;
    }
    return app_apply(a, &it);
}

/* Potential's V box's screen (session_actual.c): the wheel scrolls its moves and a click
 * steps or closes it; the rest goes to the screen under it, keys to the session's dialog
 * (session_actual_intent). */
static bool actual_event(App *a, const UiEvent *ev)
{
    int top;
    if (ev->kind == UI_EV_WHEEL &&
        render_hit_kind(&a->render, a->pointer.x, a->pointer.y, DRAW_HIT_SCROLL, &top))
        return session_actual_scroll(&a->session, &a->view, top - 2 * ev->y) != 0;
    if (ev->kind == UI_EV_MOUSE_MOVE) {
        app_pointer(a, ev);
        return false;
    }
    if (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP) {
        app_cancel_hint(a, ev);
        return actual_click(a, ev);
    }
    return app_below(a, ev);
}

static bool actual_shown(const App *a)
{
    return session_actual_shown(&a->session, &a->view);
}

/* The rules card's screen (R): any key the board would act on, and any click, put it away
 * (session_rules_apply); F1 shows the help over it. */
static bool rules_event(App *a, const UiEvent *ev)
{
    if (ev->kind == UI_EV_MOUSE_DOWN) {
        Intent it = {INTENT_CANCEL, -1, -1, -1, -1, false, 0, 0, 0};
        return session_rules_apply(&a->session, &a->view, &it) != 0;
    }
    IntentList out;
    controller_feed(&a->ctl, &a->layout, a->session.sel, ev, &out);
    bool dirty = false;
    for (int i = 0; i < out.n; i++) {
        int rc = session_rules_apply(&a->session, &a->view, &out.item[i]);
        if (rc < 0) {
            IntentList one = {1, {out.item[i]}};
            dirty = app_intents(a, &one) || dirty;
        } else if (rc > 0) {
            return true; /* put away: the intents after it are not the card's */
        }
    }
    return dirty;
}

/* The card's frame: its pieces' size asked of the pieces' thread first, reduced there while
 * the scene under the card is drawn. */
static void rules_frame(App *a)
{
    Draw d = {a->win.renderer, &a->render.shapes, &a->render.text, NULL, a->render.theme};
    rulesview_prefetch(&d, &a->render.pieces, &a->view, &a->layout);
    render_frame(&a->render, &a->view, &a->layout);
}

static bool rules_shown(const App *a)
{
    return a->view.rules.visible;
}

/* Where the help's rows start after ev when not all fit the window (the wheel, the arrows,
 * Page Up/Down, Home and End, a click on its scroll bar; clamped by the caller), or INT_MIN
 * for an event that does not scroll it. */
static int help_scrolled(App *a, const UiEvent *ev)
{
    HelpPlan p;
    panelview_help_plan(&a->render.text, &a->layout, a->view.help_top, &p);
    if (!p.scrolls)
        return INT_MIN;
    UiRect bar = panelview_help_bar(&p);
    int page = p.rows - 1 > 1 ? p.rows - 1 : 1;
    if (ev->kind == UI_EV_WHEEL)
        return p.top - 3 * ev->y;
    if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && ev->x >= bar.x - p.px &&
        ev->x < bar.x + bar.w + p.px && ev->y >= bar.y && ev->y < bar.y + bar.h)
        return (ev->y - bar.y) * (keyhelp_count - p.rows + 1) / bar.h; /* where it was clicked */
    if (ev->kind != UI_EV_KEY)
        return INT_MIN;
    switch (ev->key) {
    case UI_KEY_UP:
        return p.top - 1;
    case UI_KEY_DOWN:
        return p.top + 1;
    case UI_KEY_PAGE_UP:
        return p.top - page;
    case UI_KEY_PAGE_DOWN:
        return p.top + page;
    case UI_KEY_HOME:
        return 0;
    case UI_KEY_END:
        return keyhelp_count;
    default:
        return INT_MIN;
    }
}

/* The help's screen (F1): F1, Esc or a click puts it away; when not all its rows fit, the
 * wheel, the arrows, Page Up/Down, Home, End and its scroll bar scroll it; the other keys go
 * to the screen under it, as they would without it. */
static bool help_event(App *a, const UiEvent *ev)
{
    int top = help_scrolled(a, ev);
    if (top != INT_MIN) {
        int was = a->view.help_top;
        HelpPlan p; /* clamped to the rows that fit */
        panelview_help_plan(&a->render.text, &a->layout, ui_clamp(top, 0, keyhelp_count), &p);
        a->view.help_top = p.top;
        return p.top != was;
    }
    bool click = ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT;
    if (click || (ev->kind == UI_EV_KEY && (ev->key == UI_KEY_F1 || ev->key == UI_KEY_ESCAPE))) {
        a->view.help_visible = false;
        a->view.help_top = 0;
        return true;
    }
    if (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP || ev->kind == UI_EV_MOUSE_MOVE)
        return false;
    return app_below(a, ev);
}

static bool help_shown(const App *a)
{
    return a->view.help_visible;
}

/* A list's or a dialog's screen: the pointer highlights a row, a click picks it (a right
 * click steps a row's value back: the level, the clock), the box's Copy button copies; the
 * window's moves and buttons under the shade take nothing. Keys and the wheel go through the
 * controller to the session's open box (session_apply); Ctrl+E opens the editor over it. */
static bool list_event(App *a, const UiEvent *ev)
{
    ViewModal *m = &a->view.modal;
    int kind = 0, index = 0;
    bool hit = render_hit(&a->render, ev->x, ev->y, &kind, &index);
    app_cancel_hint(a, ev);
    if (ev->kind == UI_EV_MOUSE_MOVE) {
        bool first = app_pointer(a, ev);
        if (!hit || first || kind != DRAW_HIT_ITEM || m->kind == VIEW_MODAL_MESSAGE ||
            m->selected == index)
            return false;
        m->selected = index;
        return true;
    }
    if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && hit &&
        kind == DRAW_HIT_BUTTON && index == INTENT_COPY) {
        app_copy(a, false);
        return true;
    }
    if (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP) {
        if (ev->kind != UI_EV_MOUSE_DOWN || !hit || kind != DRAW_HIT_ITEM ||
            (ev->button != UI_BUTTON_LEFT && ev->button != UI_BUTTON_RIGHT))
            return false;
        /* a right click steps a row's value back (the level, the clock) */
        IntentKind pick = ev->button == UI_BUTTON_RIGHT ? INTENT_PICK_BACK : INTENT_PICK;
        Intent it = {pick, -1, -1, -1, -1, false, index, 0, 0};
        bool dirty = app_apply(a, &it);
        app_set_pickable(a);
        return dirty;
    }
    if (ev->kind == UI_EV_KEY && (ev->mods & UI_MOD_CTRL) && ev->key == 'e') {
        app_editor_open(a);
        return true;
    }
    IntentList out;
    controller_feed(&a->ctl, &a->layout, a->session.sel, ev, &out);
    bool dirty = app_intents(a, &out);
    app_set_pickable(a);
    return dirty;
}

/* The list the session shows, or the one under its message. */
static SessionMode list_mode(const App *a)
{
    const Session *s = &a->session;
    return s->mode == SESSION_MESSAGE ? s->back : s->mode;
}

static bool new_game_shown(const App *a)
{
    return list_mode(a) == SESSION_MENU;
}

static bool games_shown(const App *a)
{
    return list_mode(a) == SESSION_SAVES;
}

static bool courses_shown(const App *a)
{
    return list_mode(a) == SESSION_TUTORIALS;
}

static bool settings_shown(const App *a)
{
    return list_mode(a) == SESSION_SETTINGS;
}

/* A choice, a question (resign, draw, a game of a record) or a message (not V's). */
static bool dialog_shown(const App *a)
{
    SessionMode m = a->session.mode;
    return (m == SESSION_CHOICE || m == SESSION_CONFIRM || m == SESSION_MESSAGE) &&
           !session_actual_shown(&a->session, &a->view);
}

static const Screen NEW_GAME_SCREEN = {"new-game", true, list_event,
                                       box_frame,  NULL, new_game_shown};
static const Screen GAMES_SCREEN = {"games", true, list_event, box_frame, NULL, games_shown};
static const Screen COURSES_SCREEN = {"courses", true, list_event, box_frame, NULL, courses_shown};
static const Screen SETTINGS_SCREEN = {"settings", true, list_event,
                                       box_frame,  NULL, settings_shown};
static const Screen DIALOG_SCREEN = {"dialog", false, list_event, box_frame, NULL, dialog_shown};
static const Screen TEXTBOX_SCREEN = {"text", false, textbox_event, box_frame, NULL, textbox_shown};
static const Screen ACTUAL_SCREEN = {"actual", false, actual_event, box_frame, NULL, actual_shown};
static const Screen RULES_SCREEN = {"rules", false, rules_event, rules_frame, NULL, rules_shown};
static const Screen HELP_SCREEN = {"help", false, help_event, box_frame, NULL, help_shown};

/* The boxes in the order they stand over each other. */
static const Screen *const BOXES[] = {&NEW_GAME_SCREEN, &GAMES_SCREEN,  &COURSES_SCREEN,
                                      &SETTINGS_SCREEN, &DIALOG_SCREEN, &TEXTBOX_SCREEN,
                                      &ACTUAL_SCREEN,   &RULES_SCREEN,  &HELP_SCREEN};

static bool on_stack(const App *a, const Screen *s)
{
    for (int i = 0; i < a->stack.n; i++)
        if (a->stack.at[i] == s)
            return true;
    return false;
}

void app_follow_boxes(App *a)
{
    if (app_top(a)->shown == NULL && a->stack.n > 1)
        return; /* the editor or the set-up screen shown: the boxes wait under it */
    bool typing = on_stack(a, &TEXTBOX_SCREEN);
    while (app_top(a)->shown) /* the boxes stacked again, in their order */
        app_pop(a);
    for (size_t i = 0; i < sizeof BOXES / sizeof BOXES[0]; i++)
        if (BOXES[i]->shown(a))
            app_push(a, BOXES[i]);
    if (typing && !on_stack(a, &TEXTBOX_SCREEN))
        SDL_StopTextInput();
    else if (!typing && on_stack(a, &TEXTBOX_SCREEN))
        SDL_StartTextInput();
}
