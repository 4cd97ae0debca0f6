/* setscreen.c - the set-up screen's controller: palette and board clicks, drags from the
 * palette and between squares, the state's chips and buttons. */
#include "setscreen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "controller.h"

#define COUNTER_MAX 2147483647L

const char *setscreen_button_label(SetScreenButton b)
{
    static const char *const names[SETSCREEN_NBUTTONS] = {
        "Clear board", "Start position", "White", "Black", "Teleport", "\xe2\x88\x92",
        "+",           "\xe2\x88\x92",   "+",     "Play",  "Cancel",
    };
    return b >= 0 && b < SETSCREEN_NBUTTONS ? names[b] : "";
}

static void drop_gesture(SetupScreen *s)
{
    s->pressed = s->dragging = false;
    s->drag_token[0] = '\0';
    s->hover_board = s->hover_sq = -1;
}

int setscreen_open(SetupScreen *s, const Variant *v, const char *fen, Error *err)
{
    memset(s, 0, sizeof *s);
    s->tool = -1;
    s->held_board = s->held_sq = s->focus_sq = -1;
    drop_gesture(s);
    return setup_init(&s->setup, v, fen, err);
}

static bool square_hit(const SetupScreen *s, int kind, int index, int *b, int *sq)
{
    if (kind != SETSCREEN_HIT_SQUARE)
        return false;
    *b = index / 64;
    *sq = index % 64;
    return setup_valid_square(&s->setup, *b, *sq);
}

static void edited(SetupScreen *s)
{
    Setup *u = &s->setup;
    if (s->focus_sq >= 0 && !u->sq[0][s->focus_sq][0])
        s->focus_sq = -1;
    setup_check(u);
}

/* A click on (b, sq) without a drag. */
static void click_square(SetupScreen *s, int b, int sq)
{
    Setup *u = &s->setup;
    const char *here = u->sq[b][sq];
    if (s->tool == SETSCREEN_ERASER) {
        setup_put(u, b, sq, NULL);
    } else if (s->tool >= 0) {
        const char *t = u->palette[s->tool].token;
        setup_put(u, b, sq, strcmp(here, t) == 0 ? NULL : t); /* the same piece again: off */
        if (u->sq[b][sq][0] && b == 0)
            s->focus_sq = sq;
    } else if (s->held_sq >= 0) {
        if (s->held_board != b || s->held_sq != sq)
            setup_move(u, s->held_board, s->held_sq, b, sq);
        if (b == 0)
            s->focus_sq = sq;
        s->held_sq = -1;
    } else if (here[0]) {
        s->held_board = b;
        s->held_sq = sq;
        if (b == 0)
            s->focus_sq = sq;
    }
    edited(s);
}

static long step(long v, long by, long lo)
{
    v += by;
    return v < lo ? lo : v > COUNTER_MAX ? COUNTER_MAX : v;
}

static SetScreenAction button(SetupScreen *s, int b)
{
    Setup *u = &s->setup;
    switch (b) {
    case SETSCREEN_CLEAR:
        setup_clear_board(u);
        s->held_sq = s->focus_sq = -1;
        break;
    case SETSCREEN_START:
        setup_start_position(u);
        s->held_sq = s->focus_sq = -1;
        break;
    case SETSCREEN_WHITE:
    case SETSCREEN_BLACK:
        if (u->family == SETUP_PORTAL)
            u->white_board = b == SETSCREEN_BLACK;
        else
            u->to_move = b == SETSCREEN_WHITE ? WHITE : BLACK;
        break;
    case SETSCREEN_DECLARED:
        u->declared = (u->declared + 1) % 4;
        break;
    case SETSCREEN_HALF_DOWN:
    case SETSCREEN_HALF_UP:
        u->halfmove = step(u->halfmove, b == SETSCREEN_HALF_UP ? 1 : -1, 0);
        break;
    case SETSCREEN_MOVE_DOWN:
    case SETSCREEN_MOVE_UP:
        u->fullmove = step(u->fullmove, b == SETSCREEN_MOVE_UP ? 1 : -1, 1);
        break;
    case SETSCREEN_PLAY:
        setup_check(u);
        return u->ok ? SETSCREEN_PLAY_FEN : SETSCREEN_STAY;
    case SETSCREEN_CANCEL:
        return SETSCREEN_LEAVE;
    default:
        break;
    }
    edited(s);
    return SETSCREEN_STAY;
}

SetScreenAction setscreen_press(SetupScreen *s, int kind, int index, int button_no, int x, int y)
{
    Setup *u = &s->setup;
    int b, sq;
    s->x = x;
    s->y = y;
    if (button_no == UI_BUTTON_RIGHT) {
        if (square_hit(s, kind, index, &b, &sq)) {
            setup_put(u, b, sq, NULL);
            if (s->held_board == b && s->held_sq == sq)
                s->held_sq = -1;
            edited(s);
        } else if (kind == SETSCREEN_HIT_PHASE) {
            setup_step_phase(u, index / 64, index % 64, -1);
            edited(s);
        } else {
            s->tool = -1;
            s->held_sq = -1;
        }
        return SETSCREEN_STAY;
    }
    if (button_no != UI_BUTTON_LEFT)
        return SETSCREEN_STAY;
    drop_gesture(s);
    if (kind == SETSCREEN_HIT_FEN) {
        if (!s->fen.editing)
            setscreen_fen_focus(s);
        return SETSCREEN_STAY;
    }
    if (s->fen.editing) /* a click elsewhere: the typing ends, the click acts */
        setscreen_fen_leave(s);
    switch (kind) {
    case SETSCREEN_HIT_PALETTE:
        if (index < 0 || index >= u->npalette)
            break;
        s->press_armed = s->tool == index; /* a second click puts it away */
        s->tool = index;
        s->held_sq = -1;
        s->pressed = true;
        snprintf(s->drag_token, sizeof s->drag_token, "%s", u->palette[index].token);
        break;
    case SETSCREEN_HIT_ERASER:
        s->tool = s->tool == SETSCREEN_ERASER ? -1 : SETSCREEN_ERASER;
        s->held_sq = -1;
        break;
    case SETSCREEN_HIT_SQUARE:
        if (!square_hit(s, kind, index, &b, &sq))
            break;
        s->pressed = true;
        snprintf(s->drag_token, sizeof s->drag_token, "%s", u->sq[b][sq]);
        break;
    case SETSCREEN_HIT_BUTTON:
        return button(s, index);
    case SETSCREEN_HIT_CASTLE:
        setup_toggle_castling(u, index / 64, index % 64);
        edited(s);
        break;
    case SETSCREEN_HIT_EP:
        setup_cycle_ep(u, index);
        edited(s);
        break;
    case SETSCREEN_HIT_PHASE:
        setup_step_phase(u, index / 64, index % 64, 1);
        edited(s);
        break;
    case SETSCREEN_HIT_SET:
        if (s->focus_sq >= 0)
            setup_pot_toggle(u, s->focus_sq, index);
        edited(s);
        break;
    default:
        break;
    }
    if (s->pressed) {
        s->press_kind = kind;
        s->press_index = index;
        s->press_x = x;
        s->press_y = y;
    }
    return SETSCREEN_STAY;
}

bool setscreen_motion(SetupScreen *s, int kind, int index, int x, int y)
{
    s->x = x;
    s->y = y;
    if (!s->pressed || !s->drag_token[0])
        return false;
    if (!s->dragging && abs(x - s->press_x) + abs(y - s->press_y) < SETSCREEN_DRAG_THRESHOLD)
        return false;
    s->dragging = true;
    int b, sq;
    if (square_hit(s, kind, index, &b, &sq)) {
        s->hover_board = b;
        s->hover_sq = sq;
    } else {
        s->hover_board = s->hover_sq = -1;
    }
    return true;
}

SetScreenAction setscreen_release(SetupScreen *s, int kind, int index, int x, int y)
{
    Setup *u = &s->setup;
    s->x = x;
    s->y = y;
    if (!s->pressed)
        return SETSCREEN_STAY;
    int b, sq;
    bool on_square = square_hit(s, kind, index, &b, &sq);
    bool from_palette = s->press_kind == SETSCREEN_HIT_PALETTE;
    if (s->dragging) {
        if (from_palette && on_square) {
            setup_put(u, b, sq, s->drag_token);
            if (b == 0)
                s->focus_sq = sq;
        } else if (!from_palette) {
            int fb = s->press_index / 64, fsq = s->press_index % 64;
            if (on_square)
                setup_move(u, fb, fsq, b, sq);
            else
                setup_put(u, fb, fsq, NULL); /* dragged off the boards: removed */
            if (on_square && b == 0)
                s->focus_sq = sq;
        }
        s->held_sq = -1;
        edited(s);
    } else if (!from_palette && on_square && s->press_index == index) {
        click_square(s, b, sq);
    } else if (from_palette && s->press_armed) {
        s->tool = -1;
    }
    drop_gesture(s);
    return SETSCREEN_STAY;
}

SetScreenAction setscreen_key(SetupScreen *s, int key, int mods)
{
    if (s->fen.editing)
        return setscreen_fen_key(s, key, mods);
    switch (key) {
    case UI_KEY_ESCAPE:
        if (s->dragging || s->tool != -1 || s->held_sq >= 0) {
            drop_gesture(s);
            s->tool = -1;
            s->held_sq = -1;
            return SETSCREEN_STAY;
        }
        return SETSCREEN_LEAVE;
    case UI_KEY_RETURN:
        return button(s, SETSCREEN_PLAY);
    case UI_KEY_DELETE:
        return button(s, SETSCREEN_CLEAR);
    case 'f':
        s->flipped = !s->flipped;
        return SETSCREEN_STAY;
    default:
        return SETSCREEN_STAY;
    }
}
