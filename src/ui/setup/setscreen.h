/* setscreen.h - the set-up screen's controller, window-free: presses, drags, releases and
 * keys on what the set-up view drew (squares, palette, chips, buttons) become edits of the
 * Setup model (setup.h). */
#ifndef MORPH_UI_SETSCREEN_H
#define MORPH_UI_SETSCREEN_H

#include <stdbool.h>

#include "setup.h"
#include "textfield.h"

/* Hit kinds the set-up view records (beside the draw.h kinds). */
enum {
    SETSCREEN_HIT_SQUARE = 30, /* index: board * 64 + square */
    SETSCREEN_HIT_PALETTE,     /* index: Setup.palette */
    SETSCREEN_HIT_ERASER,
    SETSCREEN_HIT_BUTTON, /* index: SetScreenButton */
    SETSCREEN_HIT_CASTLE, /* index: board * 64 + the rook's square */
    SETSCREEN_HIT_EP,     /* index: board (Portal's one set: half) */
    SETSCREEN_HIT_PHASE,  /* index: colour * 64 + phase digit; left steps on, right back */
    SETSCREEN_HIT_SET, /* index: SETUP_POT_* type, SETUP_POT_TYPES the moved mark, + 1 promoted */
    SETSCREEN_HIT_FEN, /* the FEN field: a click types in it */
};

typedef enum SetScreenButton {
    SETSCREEN_CLEAR = 0, /* empty the board(s) */
    SETSCREEN_START,     /* the variant's start position */
    SETSCREEN_WHITE,     /* White to move (Portal: White acts on board A) */
    SETSCREEN_BLACK,     /* Black to move (Portal: White acts on board B) */
    SETSCREEN_DECLARED,  /* Portal: who must teleport: none, White, Black, both */
    SETSCREEN_HALF_DOWN, /* the halfmove clock */
    SETSCREEN_HALF_UP,
    SETSCREEN_MOVE_DOWN, /* the move (Portal: turn) number */
    SETSCREEN_MOVE_UP,
    SETSCREEN_PLAY,   /* start a game from the position (when the engine reads it) */
    SETSCREEN_CANCEL, /* back to the game, unchanged */
    SETSCREEN_NBUTTONS
} SetScreenButton;

/* What the app should do after an event. */
typedef enum SetScreenAction {
    SETSCREEN_STAY = 0, /* redraw the screen */
    SETSCREEN_LEAVE,    /* back to the game as it was */
    SETSCREEN_PLAY_FEN, /* start a game of the variant from setup.fen */
} SetScreenAction;

#define SETSCREEN_ERASER (-2) /* SetupScreen.tool: clicks empty squares */
#define SETSCREEN_DRAG_THRESHOLD 5

typedef struct SetupScreen {
    Setup setup;
    int tool;                /* palette index clicks put down, SETSCREEN_ERASER, -1 none */
    int held_board, held_sq; /* a board piece picked up by a click (held_sq -1: none) */
    int focus_sq;            /* Potential: the square whose set the panel edits (-1: none) */
    /* the left button's press */
    bool pressed, dragging;
    bool press_armed; /* the palette piece pressed was armed already (a click puts it away) */
    int press_kind, press_index, press_x, press_y;
    char drag_token[SETUP_TOKEN_MAX]; /* what follows the pointer ("" for none) */
    int x, y;                         /* the pointer */
    int hover_board, hover_sq;        /* square under a drag (-1: none) */
    bool flipped;                     /* Black at the bottom (F) */
    /* The FEN field (setfen.c): the position as the family's FEN, typed or pasted. While
     * editing, the board follows the text whenever the engine reads it; error says what is
     * wrong with the text ("" when it reads), err_from..err_to the bytes it is about, as the
     * engine's reader gives them (Error.column, .span; equal: the whole position, no one
     * place, or a place of no bytes); err_point: the error is at a place of no bytes, err_from
     * (a field missing at the end of the text), where a mark is drawn. before is the set-up
     * when the typing began. */
    struct {
        bool editing;
        char text[SETUP_FEN_MAX];
        TextField field;
        char error[SETUP_STATUS_MAX];
        int err_from, err_to;
        bool err_point;
        Setup before;
    } fen;
} SetupScreen;

/* Opens the screen on variant v (borrowed) with the position fen (NULL: the start);
 * returns setup_init's result. */
int setscreen_open(SetupScreen *s, const Variant *v, const char *fen, Error *err);

/* A button pressed on what the view drew at (x, y): kind and index of the hit (kind 0 for
 * nothing), button UI_BUTTON_* (controller.h: 1 left, 3 right). */
SetScreenAction setscreen_press(SetupScreen *s, int kind, int index, int button, int x, int y);

/* The pointer moved to (x, y) over hit (kind, index); true when the picture changes. */
bool setscreen_motion(SetupScreen *s, int kind, int index, int x, int y);

/* The left button released over hit (kind, index): a drag drops there (off the boards, a
 * piece dragged from a square is removed); a click on the square pressed acts on it. */
SetScreenAction setscreen_release(SetupScreen *s, int kind, int index, int x, int y);

/* A key (controller.h UI_KEY_* or a lower-case letter, with UI_MOD_* bits): Esc puts the
 * held piece or the armed palette piece away, else leaves; Return plays; Delete clears; F
 * turns the board(s). */
SetScreenAction setscreen_key(SetupScreen *s, int key, int mods);

/* The FEN field (setfen.c). setscreen_fen_focus starts typing in it (the whole FEN selected,
 * so typing replaces it); setscreen_fen_leave stops (a text the engine does not read goes
 * back to the position's FEN). While it is being typed in, setscreen_key sends its keys to
 * setscreen_fen_key: Enter keeps a FEN that reads (else the error stays), Esc puts back the
 * position typing began with, the others edit the line (textfield.h).
 * setscreen_fen_text types (or pastes) text at the cursor, setscreen_fen_paste replaces the
 * whole field with text (Ctrl+V, typing or not). After each change the text is read by the
 * engine (match_new): a FEN it reads sets the board; else fen.error says what is wrong, at
 * which column, and the board stays (or shows the text when the set-up can hold it exactly,
 * e.g. a position without a king, for the mouse to finish). */
void setscreen_fen_focus(SetupScreen *s);
void setscreen_fen_leave(SetupScreen *s);
SetScreenAction setscreen_fen_key(SetupScreen *s, int key, int mods);
void setscreen_fen_text(SetupScreen *s, const char *text);
void setscreen_fen_paste(SetupScreen *s, const char *text);

/* The label of a button ("Clear board", ...). */
const char *setscreen_button_label(SetScreenButton b);

#endif
