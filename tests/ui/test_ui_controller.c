/* test_ui_controller.c - the controller fed event sequences with no window: exact intents out.
 * The selection is held here, as the session holds it: taken up on SELECT, put down on
 * DESELECT and MOVE. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "controller.h"
#include "layout.h"

static Layout lay; /* 1280x800, one board, as in test_ui_layout */
static Controller ctl;
static UiSelection sel = {-1, -1};
static char got[512];

static const char *sqname(int sq, char buf[8])
{
    if (sq < 0)
        snprintf(buf, 8, "--");
    else
        snprintf(buf, 8, "%c%d", (char)('a' + (sq & 7)), ((sq >> 3) & 7) + 1);
    return buf;
}

/* The intents as text, e.g. "SELECT 0:e2, MOVE 0:e2-0:e4 drag". */
static const char *describe(const IntentList *l)
{
    static const char *const names[] = {
        "NONE",  "SELECT",    "DESELECT",     "DRAG_START", "DRAG_END",  "MOVE",
        "HOVER", "FLIP",      "UNDO",         "REDO",       "NEW_GAME",  "SAVE",
        "OPEN",  "STEP_BACK", "STEP_FORWARD", "STEP_FIRST", "STEP_LAST", "CANCEL",
        "HELP",  "RESIZE",    "QUIT",         "CONFIRM",    "PICK",      "PICK_BACK",
        "GOTO",  "ANIMATION", "AUTO_FLIP",    "SOUNDS",
    };
    got[0] = '\0';
    for (int i = 0; i < l->n; i++) {
        const Intent *it = &l->item[i];
        char a[8], b[8], one[96];
        switch (it->kind) {
        case INTENT_SELECT:
        case INTENT_DRAG_START:
        case INTENT_HOVER:
            snprintf(one, sizeof one, "%s %d:%s", names[it->kind], it->board, sqname(it->sq, a));
            break;
        case INTENT_MOVE:
            snprintf(one, sizeof one, "MOVE %d:%s-%d:%s%s", it->board, sqname(it->sq, a),
                     it->to_board, sqname(it->to, b), it->dragged ? " drag" : "");
            break;
        case INTENT_HELP:
            snprintf(one, sizeof one, "HELP %d", it->on);
            break;
        case INTENT_RESIZE:
            snprintf(one, sizeof one, "RESIZE %dx%d", it->width, it->height);
            break;
        case INTENT_COMMENT:
            snprintf(one, sizeof one, "COMMENT");
            break;
        case INTENT_RESIGN:
        case INTENT_DRAW:
        case INTENT_REMATCH:
            snprintf(one, sizeof one, "%s",
                     it->kind == INTENT_RESIGN ? "RESIGN"
                     : it->kind == INTENT_DRAW ? "DRAW"
                                               : "REMATCH");
            break;
        case INTENT_ANALYSIS:
            snprintf(one, sizeof one, "ANALYSIS");
            break;
        case INTENT_SCROLL:
            snprintf(one, sizeof one, "SCROLL %d", it->on);
            break;
        case INTENT_REVIEW:
            snprintf(one, sizeof one, "REVIEW%s", it->on ? " 1" : "");
            break;
        case INTENT_MARK:
            snprintf(one, sizeof one, "MARK %d:%s-%s %c", it->board, sqname(it->sq, a),
                     sqname(it->to, b), "GRBY"[it->on & 3]);
            break;
        case INTENT_STEP_FIRST: /* Home and End say "all the way" (a list's first row) */
        case INTENT_STEP_LAST:
            snprintf(one, sizeof one, "%s%s", names[it->kind], it->on ? " 1" : "");
            break;
        default:
            snprintf(one, sizeof one, "%s", names[it->kind]);
            break;
        }
        size_t n = strlen(got);
        snprintf(got + n, sizeof got - n, "%s%s", n ? ", " : "", one);
    }
    return got;
}

/* What the session does with the selection for the intents of one event. */
static void hold(const IntentList *out)
{
    for (int i = 0; i < out->n; i++) {
        const Intent *it = &out->item[i];
        if (it->kind == INTENT_SELECT) {
            sel.board = it->board;
            sel.sq = it->sq;
        } else if (it->kind == INTENT_DESELECT || it->kind == INTENT_MOVE) {
            sel.sq = -1;
        }
    }
}

static const char *feed(UiEvent ev)
{
    IntentList out;
    controller_feed(&ctl, &lay, sel, &ev, &out);
    hold(&out);
    return describe(&out);
}

/* Pixel centre of a square ("e2") of board b in the current layout. */
static void centre(int b, const char *name, int *x, int *y)
{
    int sq = (name[1] - '1') * 8 + (name[0] - 'a');
    UiRect r = layout_square_rect(&lay, b, sq);
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
}

static const char *down_at(int x, int y)
{
    UiEvent e = {UI_EV_MOUSE_DOWN, x, y, UI_BUTTON_LEFT, 0, 0, ""};
    return feed(e);
}
static const char *up_at(int x, int y)
{
    UiEvent e = {UI_EV_MOUSE_UP, x, y, UI_BUTTON_LEFT, 0, 0, ""};
    return feed(e);
}
static const char *move_to(int x, int y)
{
    UiEvent e = {UI_EV_MOUSE_MOVE, x, y, 0, 0, 0, ""};
    return feed(e);
}
static const char *down(const char *sq)
{
    int x, y;
    centre(0, sq, &x, &y);
    return down_at(x, y);
}
static const char *up(const char *sq)
{
    int x, y;
    centre(0, sq, &x, &y);
    return up_at(x, y);
}
static const char *over(const char *sq)
{
    int x, y;
    centre(0, sq, &x, &y);
    return move_to(x, y);
}
static const char *key(int k, int mods)
{
    UiEvent e = {UI_EV_KEY, 0, 0, 0, k, mods, ""};
    return feed(e);
}

static void fresh(bool flipped, int nboards)
{
    layout_compute(&lay, 1280, 800, nboards, 8, 8, flipped);
    controller_init(&ctl, 0);
    controller_set_pickable(&ctl, 0, 0xFFFFu); /* White's first two ranks */
    sel.sq = -1;
}

static void click_click(void)
{
    fresh(false, 1);
    CHECK_STR(down("e2"), "SELECT 0:e2");
    CHECK_STR(up("e2"), "");
    CHECK_STR(over("e3"), "HOVER 0:e3");
    CHECK_STR(over("e4"), "HOVER 0:e4");
    CHECK_STR(down("e4"), "MOVE 0:e2-0:e4");
    CHECK_STR(up("e4"), "");
    CHECK_STR(over("e5"), ""); /* nothing held: no hover */
    /* a click on an empty square with nothing selected does nothing */
    CHECK_STR(down("e5"), "");
    CHECK_STR(up("e5"), "");
    /* nor does a click on a piece that may not be picked up */
    CHECK_STR(down("e7"), "");
    CHECK_STR(up("e7"), "");
    /* a second click on the held piece puts it down */
    CHECK_STR(down("g1"), "SELECT 0:g1");
    CHECK_STR(up("g1"), "");
    CHECK_STR(down("g1"), "");
    CHECK_STR(up("g1"), "DESELECT");
    /* clicking another own piece picks that one up instead */
    CHECK_STR(down("g1"), "SELECT 0:g1");
    CHECK_STR(up("g1"), "");
    CHECK_STR(down("b1"), "SELECT 0:b1");
    CHECK_STR(up("b1"), "");
    /* a click beside the board drops the selection */
    CHECK_STR(down_at(20, 20), "DESELECT");
    CHECK_STR(up_at(20, 20), "");
    /* a capture by click-click: the target is not pickable */
    CHECK_STR(down("d1"), "SELECT 0:d1");
    CHECK_STR(up("d1"), "");
    CHECK_STR(down("d7"), "MOVE 0:d1-0:d7");
    CHECK_STR(up("d7"), "");
}

static void drag_and_drop(void)
{
    fresh(false, 1);
    int x, y;
    centre(0, "e2", &x, &y);
    CHECK_STR(down_at(x, y), "SELECT 0:e2");
    CHECK_STR(move_to(x + 3, y), "");                    /* within the threshold (5 px) */
    CHECK_STR(move_to(x + 5, y), "");                    /* exactly 5 px: still a click */
    CHECK_STR(move_to(x + 4, y + 4), "DRAG_START 0:e2"); /* 5.66 px */
    CHECK_STR(move_to(x + 9, y - 9), "");                /* still over e2 */
    CHECK_STR(over("e3"), "HOVER 0:e3");
    CHECK_STR(over("e4"), "HOVER 0:e4");
    CHECK_STR(up("e4"), "MOVE 0:e2-0:e4 drag");
    CHECK_STR(over("e5"), "");

    /* dropped back on its square: still held, and a click then moves it */
    CHECK_STR(down("f2"), "SELECT 0:f2");
    CHECK_STR(over("f3"), "DRAG_START 0:f2, HOVER 0:f3");
    CHECK_STR(over("f2"), "HOVER 0:f2");
    CHECK_STR(up("f2"), "DRAG_END");
    CHECK_STR(down("f4"), "MOVE 0:f2-0:f4");
    CHECK_STR(up("f4"), "");

    /* dropped beside the board: cancelled */
    CHECK_STR(down("b1"), "SELECT 0:b1");
    CHECK_STR(over("c3"), "DRAG_START 0:b1, HOVER 0:c3");
    CHECK_STR(move_to(1000, 300), "HOVER -1:--");
    CHECK_STR(up_at(1000, 300), "DESELECT");

    /* a drag of the already selected piece */
    CHECK_STR(down("g1"), "SELECT 0:g1");
    CHECK_STR(up("g1"), "");
    CHECK_STR(down("g1"), "");
    CHECK_STR(over("f3"), "DRAG_START 0:g1, HOVER 0:f3");
    CHECK_STR(up("f3"), "MOVE 0:g1-0:f3 drag");

    /* the right button cancels a drag */
    CHECK_STR(down("a2"), "SELECT 0:a2");
    CHECK_STR(over("a4"), "DRAG_START 0:a2, HOVER 0:a4");
    UiEvent r = {UI_EV_MOUSE_DOWN, 0, 0, UI_BUTTON_RIGHT, 0, 0, ""};
    centre(0, "a4", &r.x, &r.y);
    CHECK_STR(feed(r), "DESELECT");
    CHECK_STR(up("a4"), "");

    /* no drag starts from an empty square, however far the pointer goes */
    CHECK_STR(down("e5"), "");
    CHECK_STR(over("e8"), "");
    CHECK_STR(up("e8"), "");

    /* a larger threshold */
    controller_init(&ctl, 10);
    controller_set_pickable(&ctl, 0, 0xFFFFu);
    centre(0, "c2", &x, &y);
    CHECK_STR(down_at(x, y), "SELECT 0:c2");
    CHECK_STR(move_to(x + 7, y + 7), ""); /* 9.9 px */
    CHECK_STR(move_to(x + 8, y + 7), "DRAG_START 0:c2");
    CHECK_STR(up_at(x + 8, y + 7), "DRAG_END");
}

/* With the board flipped the same pixels name other squares. */
static void flipped_board(void)
{
    fresh(true, 1);
    /* top-left square of the flipped board is h1 */
    CHECK_STR(down_at(lay.board[0].board.x + 1, lay.board[0].board.y + 1), "SELECT 0:h1");
    CHECK_STR(up_at(lay.board[0].board.x + 1, lay.board[0].board.y + 1), "");
    CHECK_STR(down_at(lay.board[0].board.x + 1, lay.board[0].board.y + 2 * lay.square + 1),
              "MOVE 0:h1-0:h3");
    CHECK_STR(up_at(0, 0), "");
    /* the same pixel unflipped is a8, not pickable */
    fresh(false, 1);
    CHECK_STR(down_at(lay.board[0].board.x + 1, lay.board[0].board.y + 1), "");
}

static void two_boards(void)
{
    fresh(false, 2);
    controller_set_pickable(&ctl, 0, 0);
    controller_set_pickable(&ctl, 1, 0xFFull << 48); /* Black's pawns on board B */
    int x, y;
    centre(0, "e7", &x, &y);
    CHECK_STR(down_at(x, y), "");
    CHECK_STR(up_at(x, y), "");
    centre(1, "e7", &x, &y);
    CHECK_STR(down_at(x, y), "SELECT 1:e7");
    CHECK_STR(up_at(x, y), "");
    centre(1, "e5", &x, &y);
    CHECK_STR(move_to(x, y), "HOVER 1:e5");
    CHECK_STR(down_at(x, y), "MOVE 1:e7-1:e5");
    CHECK_STR(up_at(x, y), "");
    /* a drop on the other board is passed on as it is; the rules judge it */
    centre(1, "a7", &x, &y);
    CHECK_STR(down_at(x, y), "SELECT 1:a7");
    centre(0, "a5", &x, &y);
    CHECK_STR(move_to(x, y), "DRAG_START 1:a7, HOVER 0:a5");
    CHECK_STR(up_at(x, y), "MOVE 1:a7-0:a5 drag");
}

static void keys(void)
{
    fresh(false, 1);
    CHECK_STR(key('f', 0), "FLIP");
    CHECK_STR(key('f', UI_MOD_SHIFT), "FLIP");
    CHECK_STR(key('f', UI_MOD_CTRL), "");
    CHECK_STR(key('f', UI_MOD_ALT), "");
    CHECK_STR(key('c', 0), "COMMENT");
    CHECK_STR(key('c', UI_MOD_ALT), "");
    CHECK_STR(key('r', UI_MOD_CTRL), "RESIGN");
    CHECK_STR(key('o', 0), "DRAW");
    CHECK_STR(key('m', 0), "REMATCH");
    CHECK_STR(key('z', UI_MOD_CTRL), "UNDO");
    CHECK_STR(key('z', UI_MOD_CTRL | UI_MOD_SHIFT), "REDO");
    CHECK_STR(key('y', UI_MOD_CTRL), "REDO");
    CHECK_STR(key('z', 0), "");
    CHECK_STR(key('n', UI_MOD_CTRL), "NEW_GAME");
    CHECK_STR(key('s', UI_MOD_CTRL), "SAVE");
    CHECK_STR(key('o', UI_MOD_CTRL), "OPEN");
    CHECK_STR(key('q', UI_MOD_CTRL), "QUIT");
    CHECK_STR(key(UI_KEY_LEFT, 0), "STEP_BACK");
    CHECK_STR(key(UI_KEY_RIGHT, 0), "STEP_FORWARD");
    /* the wheel: a notch up scrolls a row up (the session steps the moves back with it),
     * down a row down; Page Up and Page Down a page (issue 47, point 9) */
    UiEvent wheel_up = {UI_EV_WHEEL, 0, 1, 0, 0, 0, ""},
            wheel_down = {UI_EV_WHEEL, 0, -2, 0, 0, 0, ""};
    CHECK_STR(feed(wheel_up), "SCROLL -1");
    CHECK_STR(feed(wheel_down), "SCROLL 1");
    CHECK_STR(key(UI_KEY_PAGE_UP, 0), "SCROLL -8");
    CHECK_STR(key(UI_KEY_PAGE_DOWN, 0), "SCROLL 8");
    CHECK_STR(key(UI_KEY_HOME, 0), "STEP_FIRST 1");
    CHECK_STR(key(UI_KEY_UP, 0), "STEP_FIRST");
    CHECK_STR(key(UI_KEY_END, 0), "STEP_LAST 1");
    CHECK_STR(key(UI_KEY_DOWN, 0), "STEP_LAST");
    CHECK_STR(key(UI_KEY_ESCAPE, 0), "CANCEL");
    /* F1 shows the help; its screen takes the keys and the click that put it away */
    CHECK_STR(key(UI_KEY_F1, 0), "HELP 1");
    CHECK_STR(key(UI_KEY_F1, 0), "HELP 1");
    CHECK_STR(key(UI_KEY_OTHER, 0), "");
    CHECK_STR(key(UI_KEY_RETURN, 0), "CONFIRM");
    CHECK_STR(key('a', 0), "ANALYSIS"); /* A: analysis; the animation moved to Shift+A */
    CHECK_STR(key('a', UI_MOD_SHIFT), "ANIMATION");
    CHECK_STR(key('g', 0), "REVIEW");
    CHECK_STR(key('g', UI_MOD_SHIFT), "REVIEW 1");
    CHECK_STR(key('t', 0), "AUTO_FLIP");
    CHECK_STR(key('s', 0), "SOUNDS");
    CHECK_STR(key('s', UI_MOD_CTRL), "SAVE"); /* Ctrl+S still saves */
    CHECK_STR(key('t', UI_MOD_ALT), "");
    CHECK_STR(down("e2"), "SELECT 0:e2");
    CHECK_STR(up("e2"), "");
    /* keys that change the position drop the selection first */
    CHECK_STR(key('z', UI_MOD_CTRL), "DESELECT, UNDO");
    CHECK_STR(down("e2"), "SELECT 0:e2");
    CHECK_STR(key(UI_KEY_ESCAPE, 0), "DESELECT");
    CHECK_STR(up("e2"), "");
    CHECK_STR(down("e2"), "SELECT 0:e2");
    CHECK_STR(key('s', UI_MOD_CTRL), "SAVE"); /* saving keeps it */
    CHECK_STR(key(UI_KEY_RIGHT, 0), "DESELECT, STEP_FORWARD");
    UiEvent rs = {UI_EV_RESIZE, 1024, 700, 0, 0, 0, ""};
    CHECK_STR(feed(rs), "RESIZE 1024x700");
    UiEvent q = {UI_EV_QUIT, 0, 0, 0, 0, 0, ""};
    CHECK_STR(feed(q), "QUIT");
}

/* The words that name a key (the settings, the status lines) name the key that gives that
 * intent: each text typed back gives it. */
static void key_texts(void)
{
    static const struct {
        IntentKind kind;
        int on;
    } all[] = {
        {INTENT_FLIP, 0},     {INTENT_ANALYSIS, 0},  {INTENT_ANIMATION, 0}, {INTENT_REVIEW, 0},
        {INTENT_REVIEW, 1},   {INTENT_AUTO_FLIP, 0}, {INTENT_SOUNDS, 0},    {INTENT_HINT, 0},
        {INTENT_LEARN, 0},    {INTENT_DECLARE, 0},   {INTENT_ACTUALIZE, 0}, {INTENT_COMMENT, 0},
        {INTENT_RULES, 0},    {INTENT_DRAW, 0},      {INTENT_REMATCH, 0},   {INTENT_UNDO, 0},
        {INTENT_REDO, 0},     {INTENT_NEW_GAME, 0},  {INTENT_OPEN, 0},      {INTENT_SAVE, 0},
        {INTENT_COPY, 0},     {INTENT_COPY, 1},      {INTENT_PASTE, 0},     {INTENT_QUIT, 0},
        {INTENT_SETTINGS, 0}, {INTENT_RESIGN, 0}};
    fresh(false, 1);
    CHECK_STR(controller_key_text(INTENT_ANIMATION, 0), "Shift+A");
    CHECK_STR(controller_key_text(INTENT_MOVE, 0), "");
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        const char *t = controller_key_text(all[i].kind, all[i].on);
        int mods = 0;
        for (;;) {
            if (strncmp(t, "Ctrl+", 5) == 0 && t[5]) {
                mods |= UI_MOD_CTRL;
                t += 5;
            } else if (strncmp(t, "Shift+", 6) == 0 && t[6]) {
                mods |= UI_MOD_SHIFT;
                t += 6;
            } else {
                break;
            }
        }
        CHECK_INT((int)strlen(t), 1);
        IntentList out;
        UiEvent e = {UI_EV_KEY, 0, 0, 0, t[0] >= 'A' && t[0] <= 'Z' ? t[0] + 32 : t[0], mods, ""};
        sel.board = sel.sq = -1;
        controller_feed(&ctl, &lay, sel, &e, &out);
        CHECK_INT(out.n, 1);
        CHECK_INT(out.n > 0 ? (int)out.item[0].kind : -1, (int)all[i].kind);
        CHECK_INT(out.n > 0 ? out.item[0].on : -1, all[i].on);
    }
}

/* The app reads the held piece's position from the controller while dragging. */
static void drag_position(void)
{
    fresh(false, 1);
    int b, sq, x, y;
    CHECK(!controller_dragging(&ctl, &b, &sq, &x, &y));
    down("d2");
    over("d4");
    CHECK(controller_dragging(&ctl, &b, &sq, &x, &y));
    CHECK_INT(sq, 11);
    int cx, cy;
    centre(0, "d4", &cx, &cy);
    CHECK_INT(x, cx);
    CHECK_INT(y, cy);
    controller_reset(&ctl);
    CHECK(!controller_dragging(&ctl, &b, &sq, &x, &y));
    CHECK_STR(up("d4"), "");
}

/* The session puts the piece down by itself (a choice opened, the position changed): the
 * controller, which keeps no copy of the selection, follows at once. */
static void put_down_elsewhere(void)
{
    fresh(false, 1);
    CHECK_STR(down("e2"), "SELECT 0:e2");
    CHECK_STR(up("e2"), "");
    CHECK_STR(over("e3"), "HOVER 0:e3");
    sel.sq = -1;               /* e.g. Enter played a pass */
    CHECK_STR(over("e4"), ""); /* nothing held: no hover */
    CHECK_STR(down("e4"), ""); /* a click on an empty square is no move */
    CHECK_STR(up("e4"), "");
    CHECK_STR(down("e2"), "SELECT 0:e2");
    CHECK_STR(over("e4"), "DRAG_START 0:e2, HOVER 0:e4");
    sel.sq = -1; /* put down while dragged */
    int b, sq, x, y;
    CHECK_STR(up("e4"), "");
    CHECK(!controller_dragging(&ctl, &b, &sq, &x, &y));
    CHECK_STR(key(UI_KEY_ESCAPE, 0), "CANCEL"); /* nothing held to put down */
}

/* Issue 47, point 12: as on lichess, a right click on a square draws a circle, a right-drag
 * an arrow, green, red with Shift, blue with Alt, yellow with both; a right click while a
 * piece is held only puts it down; off the board, nothing. */
static void marks(void)
{
    fresh(false, 1);
    UiEvent e = {UI_EV_MOUSE_DOWN, 0, 0, UI_BUTTON_RIGHT, 0, 0, ""};
    centre(0, "e2", &e.x, &e.y);
    CHECK_STR(feed(e), "");
    centre(0, "e4", &e.x, &e.y);
    e.kind = UI_EV_MOUSE_MOVE;
    e.button = 0;
    CHECK_STR(feed(e), "");
    e.kind = UI_EV_MOUSE_UP;
    e.button = UI_BUTTON_RIGHT;
    CHECK_STR(feed(e), "MARK 0:e2-e4 G");
    static const struct {
        int mods;
        const char *want;
    } colours[] = {{UI_MOD_SHIFT, "MARK 0:d4-d4 R"},
                   {UI_MOD_ALT, "MARK 0:d4-d4 B"},
                   {UI_MOD_SHIFT | UI_MOD_ALT, "MARK 0:d4-d4 Y"}};
    for (int i = 0; i < 3; i++) {
        UiEvent c = {UI_EV_MOUSE_DOWN, 0, 0, UI_BUTTON_RIGHT, 0, colours[i].mods, ""};
        centre(0, "d4", &c.x, &c.y);
        CHECK_STR(feed(c), "");
        c.kind = UI_EV_MOUSE_UP;
        CHECK_STR(feed(c), colours[i].want);
    }
    /* a piece held: the right button puts it down, no mark */
    CHECK_STR(down("a2"), "SELECT 0:a2");
    CHECK_STR(up("a2"), "");
    e.kind = UI_EV_MOUSE_DOWN;
    centre(0, "a4", &e.x, &e.y);
    CHECK_STR(feed(e), "DESELECT");
    e.kind = UI_EV_MOUSE_UP;
    CHECK_STR(feed(e), "");
    /* let go off the board: nothing */
    e.kind = UI_EV_MOUSE_DOWN;
    CHECK_STR(feed(e), "");
    e.kind = UI_EV_MOUSE_UP;
    e.x = 2;
    e.y = 2;
    CHECK_STR(feed(e), "");
}

int main(void)
{
    marks();
    click_click();
    drag_and_drop();
    flipped_board();
    two_boards();
    keys();
    key_texts();
    drag_position();
    put_down_elsewhere();
    return check_report("test_ui_input");
}
