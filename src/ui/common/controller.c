/* controller.c - the controller: own events in, intents out (click-click, drag-and-drop, keys). */
#include "controller.h"

#include <string.h>

void controller_init(Controller *c, int threshold)
{
    memset(c, 0, sizeof *c);
    c->threshold = threshold > 0 ? threshold : CONTROLLER_DRAG_THRESHOLD;
    c->press_sq = -1;
    c->hover_board = c->hover_sq = -1;
    c->mark_sq = -1;
}

void controller_set_pickable(Controller *c, int b, uint64_t mask)
{
    if (b >= 0 && b < LAYOUT_MAX_BOARDS)
        c->pickable[b] = mask;
}

void controller_reset(Controller *c)
{
    c->pressed = false;
    c->dragging = false;
    c->press_sq = -1;
    c->hover_board = c->hover_sq = -1;
}

bool controller_dragging(const Controller *c, int *board, int *sq, int *x, int *y)
{
    if (!c->dragging)
        return false;
    *board = c->press_board;
    *sq = c->press_sq;
    *x = c->x;
    *y = c->y;
    return true;
}

static Intent *emit(IntentList *out, IntentKind kind)
{
    static const Intent zero = {INTENT_NONE, -1, -1, -1, -1, false, 0, 0, 0};
    if (out->n >= INTENT_MAX)
        return NULL; /* cannot happen: one event yields at most three intents */
    Intent *it = &out->item[out->n++];
    *it = zero;
    it->kind = kind;
    return it;
}

static void emit_square(IntentList *out, IntentKind kind, int board, int sq)
{
    Intent *it = emit(out, kind);
    if (it) {
        it->board = board;
        it->sq = sq;
    }
}

static bool is_pickable(const Controller *c, int b, int sq)
{
    return b >= 0 && b < LAYOUT_MAX_BOARDS && sq >= 0 && sq < 64 && ((c->pickable[b] >> sq) & 1u);
}

static bool has_selection(const UiSelection *sel)
{
    return sel->sq >= 0;
}

/* Drops press and drag; emits DESELECT (and *sel follows it) when something was held. */
static void deselect(Controller *c, UiSelection *sel, IntentList *out)
{
    bool had = has_selection(sel) || c->dragging;
    controller_reset(c);
    sel->sq = -1;
    if (had)
        emit(out, INTENT_DESELECT);
}

static void emit_move(Controller *c, UiSelection *sel, IntentList *out, int b, int sq, bool dragged)
{
    Intent *it = emit(out, INTENT_MOVE);
    if (it) {
        it->board = sel->board;
        it->sq = sel->sq;
        it->to_board = b;
        it->to = sq;
        it->dragged = dragged;
    }
    controller_reset(c);
    sel->sq = -1;
}

/* Tracks the square under the pointer while a piece is held; emits HOVER
 * on a change only when `tell` (pointer motion), else updates silently. */
static void update_hover(Controller *c, const Layout *l, const UiSelection *sel, IntentList *out,
                         bool tell)
{
    int b = -1, sq = -1;
    if (has_selection(sel))
        layout_hit(l, c->x, c->y, &b, &sq);
    if (b != c->hover_board || sq != c->hover_sq) {
        c->hover_board = b;
        c->hover_sq = sq;
        if (tell)
            emit_square(out, INTENT_HOVER, b, sq);
    }
}

static void mouse_down(Controller *c, const Layout *l, UiSelection *sel, const UiEvent *ev,
                       IntentList *out)
{
    if (ev->button == UI_BUTTON_RIGHT) {
        bool held = has_selection(sel) || c->dragging;
        deselect(c, sel, out); /* right click cancels a selection or a drag */
        int b = -1, sq = -1;
        c->mark_sq = -1;
        if (!held && layout_hit(l, ev->x, ev->y, &b, &sq)) { /* else a mark from here */
            bool shift = (ev->mods & UI_MOD_SHIFT) != 0, alt = (ev->mods & UI_MOD_ALT) != 0;
            c->mark_board = b;
            c->mark_sq = sq;
            c->mark_colour = shift && alt ? CONTROLLER_MARK_YELLOW
                             : shift      ? CONTROLLER_MARK_RED
                             : alt        ? CONTROLLER_MARK_BLUE
                                          : CONTROLLER_MARK_GREEN;
        }
        return;
    }
    if (ev->button != UI_BUTTON_LEFT)
        return;
    int b = -1, sq = -1;
    bool hit = layout_hit(l, ev->x, ev->y, &b, &sq);
    c->pressed = true;
    c->dragging = false;
    c->press_x = ev->x;
    c->press_y = ev->y;
    c->press_was_selected = false;
    c->press_board = b;
    c->press_sq = -1;
    if (!hit) {
        deselect(c, sel, out);
        c->pressed = true;
        return;
    }
    if (has_selection(sel) && b == sel->board && sq == sel->sq) {
        c->press_was_selected = true;
        c->press_sq = sq;
    } else if (is_pickable(c, b, sq)) {
        sel->board = b;
        sel->sq = sq;
        c->press_sq = sq;
        emit_square(out, INTENT_SELECT, b, sq);
    } else if (has_selection(sel)) {
        emit_move(c, sel, out, b, sq, false);
        c->pressed = true;
    }
    c->x = ev->x;
    c->y = ev->y;
    update_hover(c, l, sel, out, false);
}

static void mouse_move(Controller *c, const Layout *l, UiSelection *sel, const UiEvent *ev,
                       IntentList *out)
{
    c->x = ev->x;
    c->y = ev->y;
    if (c->pressed && c->press_sq >= 0 && !c->dragging) {
        int dx = ev->x - c->press_x, dy = ev->y - c->press_y;
        if (dx * dx + dy * dy > c->threshold * c->threshold) {
            c->dragging = true;
            emit_square(out, INTENT_DRAG_START, c->press_board, c->press_sq);
        }
    }
    update_hover(c, l, sel, out, true);
}

static void mouse_up(Controller *c, const Layout *l, UiSelection *sel, const UiEvent *ev,
                     IntentList *out)
{
    if (ev->button == UI_BUTTON_RIGHT && c->mark_sq >= 0) { /* a circle or an arrow drawn */
        int b = -1, sq = -1;
        if (layout_hit(l, ev->x, ev->y, &b, &sq) && b == c->mark_board) {
            Intent *it = emit(out, INTENT_MARK);
            if (it) {
                it->board = b;
                it->sq = c->mark_sq;
                it->to_board = b;
                it->to = sq;
                it->on = c->mark_colour;
            }
        }
        c->mark_sq = -1;
        return;
    }
    if (ev->button != UI_BUTTON_LEFT || !c->pressed)
        return;
    c->pressed = false;
    c->x = ev->x;
    c->y = ev->y;
    int b = -1, sq = -1;
    bool hit = layout_hit(l, ev->x, ev->y, &b, &sq);
    if (c->dragging) {
        c->dragging = false;
        if (!hit)
            deselect(c, sel, out);
        else if (b == c->press_board && sq == c->press_sq)
            emit(out, INTENT_DRAG_END);
        else
            emit_move(c, sel, out, b, sq, true);
    } else if (c->press_was_selected && hit && b == c->press_board && sq == c->press_sq) {
        deselect(c, sel, out); /* a second click on the held piece puts it down */
    }
    c->press_sq = -1;
    update_hover(c, l, sel, out, false);
}

/* Keys that change the position shown drop the selection first. */
static void position_key(Controller *c, UiSelection *sel, IntentList *out, IntentKind kind)
{
    deselect(c, sel, out);
    emit(out, kind);
}

/* The wheel and the page keys: rows to scroll a list by, or moves to step (the session
 * decides which); the selection dropped first, as the position keys do. */
static void scroll(Controller *c, UiSelection *sel, IntentList *out, int rows)
{
    deselect(c, sel, out);
    Intent *it = emit(out, INTENT_SCROLL);
    if (it)
        it->on = rows;
}

static void key(Controller *c, UiSelection *sel, const UiEvent *ev, IntentList *out)
{
    bool ctrl = (ev->mods & UI_MOD_CTRL) != 0, shift = (ev->mods & UI_MOD_SHIFT) != 0;
    Intent *it;
    switch (ev->key) {
    case UI_KEY_F1: /* the help's screen puts it away (app_boxes.c) */
        it = emit(out, INTENT_HELP);
        if (it)
            it->on = 1;
        return;
    case UI_KEY_ESCAPE:
        if (has_selection(sel) || c->dragging) {
            deselect(c, sel, out);
        } else {
            emit(out, INTENT_CANCEL);
        }
        return;
    case UI_KEY_LEFT:
        position_key(c, sel, out, INTENT_STEP_BACK);
        return;
    case UI_KEY_RIGHT:
        position_key(c, sel, out, INTENT_STEP_FORWARD);
        return;
    case UI_KEY_UP:
        position_key(c, sel, out, ctrl ? INTENT_PROMOTE : INTENT_STEP_FIRST);
        return;
    case UI_KEY_HOME:
    case UI_KEY_END: /* on 1: all the way (in a list, Up and Down move one row) */
        position_key(c, sel, out, ev->key == UI_KEY_HOME ? INTENT_STEP_FIRST : INTENT_STEP_LAST);
        if (out->n > 0 && out->item[out->n - 1].kind != INTENT_DESELECT)
            out->item[out->n - 1].on = 1;
        return;
    case UI_KEY_DOWN:
        position_key(c, sel, out, INTENT_STEP_LAST);
        return;
    case UI_KEY_PAGE_UP:
    case UI_KEY_PAGE_DOWN:
        scroll(c, sel, out,
               ev->key == UI_KEY_PAGE_UP ? -CONTROLLER_PAGE_ROWS : CONTROLLER_PAGE_ROWS);
        return;
    case UI_KEY_RETURN:
        emit(out, INTENT_CONFIRM);
        return;
    case UI_KEY_DELETE:
        emit(out, INTENT_REMOVE);
        return;
    default:
        break;
    }
    if (ctrl) {
        switch (ev->key) {
        case 'z':
            position_key(c, sel, out, shift ? INTENT_REDO : INTENT_UNDO);
            break;
        case 'y':
            position_key(c, sel, out, INTENT_REDO);
            break;
        case 'n':
            position_key(c, sel, out, INTENT_NEW_GAME);
            break;
        case 'o':
            position_key(c, sel, out, INTENT_OPEN);
            break;
        case 's':
            emit(out, INTENT_SAVE);
            break;
        case 'c':
            it = emit(out, INTENT_COPY);
            if (it)
                it->on = shift;
            break;
        case 'v':
            position_key(c, sel, out, INTENT_PASTE);
            break;
        case 'q':
            emit(out, INTENT_QUIT);
            break;
        case ',':
            emit(out, INTENT_SETTINGS);
            break;
        case 'r':
            emit(out, INTENT_RESIGN);
            break;
        default:
            break;
        }
        return;
    }
    if (ev->mods & UI_MOD_ALT)
        return;
    if (ev->key == 'f')
        emit(out, INTENT_FLIP);
    else if (ev->key == 'a')
        emit(out, shift ? INTENT_ANIMATION : INTENT_ANALYSIS);
    else if (ev->key == 'g' && (it = emit(out, INTENT_REVIEW)))
        it->on = shift;
    else if (ev->key == 't')
        emit(out, INTENT_AUTO_FLIP);
    else if (ev->key == 's')
        emit(out, INTENT_SOUNDS);
    else if (ev->key == 'h')
        emit(out, INTENT_HINT);
    else if (ev->key == 'l')
        emit(out, INTENT_LEARN);
    else if (ev->key == 'd')
        emit(out, INTENT_DECLARE);
    else if (ev->key == 'v')
        emit(out, INTENT_ACTUALIZE);
    else if (ev->key == 'c')
        emit(out, INTENT_COMMENT);
    else if (ev->key == 'r')
        emit(out, INTENT_RULES);
    else if (ev->key == 'o')
        emit(out, INTENT_DRAW);
    else if (ev->key == 'm')
        emit(out, INTENT_REMATCH);
}

/* The keys of key() above that name an action, for the words that tell a user of them. */
static const struct {
    IntentKind kind;
    int on;
    const char *text;
} key_texts[] = {
    {INTENT_FLIP, 0, "F"},
    {INTENT_ANALYSIS, 0, "A"},
    {INTENT_ANIMATION, 0, "Shift+A"},
    {INTENT_REVIEW, 0, "G"},
    {INTENT_REVIEW, 1, "Shift+G"},
    {INTENT_AUTO_FLIP, 0, "T"},
    {INTENT_SOUNDS, 0, "S"},
    {INTENT_HINT, 0, "H"},
    {INTENT_LEARN, 0, "L"},
    {INTENT_DECLARE, 0, "D"},
    {INTENT_ACTUALIZE, 0, "V"},
    {INTENT_COMMENT, 0, "C"},
    {INTENT_RULES, 0, "R"},
    {INTENT_DRAW, 0, "O"},
    {INTENT_REMATCH, 0, "M"},
    {INTENT_UNDO, 0, "Ctrl+Z"},
    {INTENT_REDO, 0, "Ctrl+Y"},
    {INTENT_NEW_GAME, 0, "Ctrl+N"},
    {INTENT_OPEN, 0, "Ctrl+O"},
    {INTENT_SAVE, 0, "Ctrl+S"},
    {INTENT_COPY, 0, "Ctrl+C"},
    {INTENT_COPY, 1, "Ctrl+Shift+C"},
    {INTENT_PASTE, 0, "Ctrl+V"},
    {INTENT_QUIT, 0, "Ctrl+Q"},
    {INTENT_SETTINGS, 0, "Ctrl+,"},
    {INTENT_RESIGN, 0, "Ctrl+R"},
};

const char *controller_key_text(IntentKind kind, int on)
{
    for (size_t i = 0; i < sizeof key_texts / sizeof key_texts[0]; i++)
        if (key_texts[i].kind == kind && key_texts[i].on == on)
            return key_texts[i].text;
    return "";
}

void controller_feed(Controller *c, const Layout *l, UiSelection sel, const UiEvent *ev,
                     IntentList *out)
{
    out->n = 0;
    Intent *it;
    /* the held piece was put down meanwhile (a move, a choice, a new position): the press
     * on it, its drag and the square it hovered go with it */
    if (sel.sq < 0 && (c->dragging || c->press_was_selected || c->hover_sq >= 0))
        controller_reset(c);
    switch (ev->kind) {
    case UI_EV_MOUSE_DOWN:
        mouse_down(c, l, &sel, ev, out);
        break;
    case UI_EV_MOUSE_UP:
        mouse_up(c, l, &sel, ev, out);
        break;
    case UI_EV_MOUSE_MOVE:
        mouse_move(c, l, &sel, ev, out);
        break;
    case UI_EV_KEY:
        key(c, &sel, ev, out);
        break;
    case UI_EV_WHEEL: /* a notch is a row: a list scrolls, the moves step */
        if (ev->y != 0)
            scroll(c, &sel, out, ev->y > 0 ? -1 : 1);
        break;
    case UI_EV_RESIZE:
        it = emit(out, INTENT_RESIZE);
        if (it) {
            it->width = ev->x;
            it->height = ev->y;
        }
        break;
    case UI_EV_QUIT:
        emit(out, INTENT_QUIT);
        break;
    default:
        break;
    }
}
