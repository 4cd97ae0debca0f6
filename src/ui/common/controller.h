/* controller.h - the program's own input events and the controller that turns them into intents. */
#ifndef MORPH_UI_CONTROLLER_H
#define MORPH_UI_CONTROLLER_H

#include <stdbool.h>
#include <stdint.h>

#include "layout.h"

/* ---- events (filled by platform.c from SDL, or by tests) ----------------- */

typedef enum UiEventKind {
    UI_EV_NONE = 0,
    UI_EV_MOUSE_DOWN,
    UI_EV_MOUSE_UP,
    UI_EV_MOUSE_MOVE,
    UI_EV_KEY,    /* a key press (repeats included) */
    UI_EV_RESIZE, /* x, y: the new drawable size in pixels */
    UI_EV_QUIT,
    UI_EV_TEXT,      /* text: characters typed (UTF-8), after the input method */
    UI_EV_TEXT_EDIT, /* text: an input method's composition in progress ("" when done) */
    UI_EV_WHEEL,     /* y: wheel notches, > 0 away from the user (up); the controller makes
                        each an INTENT_SCROLL of one row (up: -1) */
} UiEventKind;

enum { UI_BUTTON_LEFT = 1, UI_BUTTON_MIDDLE = 2, UI_BUTTON_RIGHT = 3 };

/* Keys: lower-case ASCII letters and digits stand for themselves; the rest: */
enum {
    UI_KEY_NONE = 0,
    UI_KEY_ESCAPE = 256,
    UI_KEY_RETURN,
    UI_KEY_LEFT,
    UI_KEY_RIGHT,
    UI_KEY_UP,
    UI_KEY_DOWN,
    UI_KEY_HOME,
    UI_KEY_END,
    UI_KEY_F1,
    UI_KEY_OTHER,
    UI_KEY_BACKSPACE, /* typing in the editor's fields */
    UI_KEY_SPACE,
    UI_KEY_DELETE, /* removes the highlighted game from a list */
    UI_KEY_PAGE_UP,
    UI_KEY_PAGE_DOWN,
};

#define CONTROLLER_PAGE_ROWS 8 /* the rows Page Up and Page Down scroll a list by */

enum { UI_MOD_SHIFT = 1, UI_MOD_CTRL = 2, UI_MOD_ALT = 4 };

typedef struct UiEvent {
    UiEventKind kind;
    int x, y;      /* pointer position in drawable pixels (mouse), new size (resize) */
    int button;    /* UI_BUTTON_* for mouse down/up */
    int key;       /* UI_KEY_* or a lower-case character */
    int mods;      /* UI_MOD_* bits */
    char text[32]; /* UI_EV_TEXT, UI_EV_TEXT_EDIT: UTF-8, NUL-terminated */
} UiEvent;

/* ---- intents --------------------------------------------------------------- */

typedef enum IntentKind {
    INTENT_NONE = 0,
    INTENT_SELECT,     /* board, sq: a piece was picked up (show its moves) */
    INTENT_DESELECT,   /* the selection was dropped */
    INTENT_DRAG_START, /* board, sq: the selected piece now follows the pointer */
    INTENT_DRAG_END,   /* the piece was put back on its own square; still selected */
    INTENT_MOVE,       /* board, sq -> to_board, to; dragged tells how */
    INTENT_HOVER,      /* board, sq under the pointer while a piece is held, sq -1 off boards */
    INTENT_FLIP,
    INTENT_UNDO,
    INTENT_REDO,
    INTENT_NEW_GAME,
    INTENT_SAVE,
    INTENT_OPEN,
    INTENT_STEP_BACK,
    INTENT_STEP_FORWARD,
    INTENT_STEP_FIRST, /* on 1: Home (a list's first row; Up moves one row) */
    INTENT_STEP_LAST,  /* on 1: End */
    INTENT_CANCEL,     /* Esc with nothing to cancel in the controller */
    INTENT_HELP,       /* on: show (1) or hide (0) the help overlay */
    INTENT_RESIZE,     /* width, height */
    INTENT_QUIT,
    INTENT_CONFIRM,   /* Return: take the highlighted item, or play a forced pass */
    INTENT_PICK,      /* on: item of the open list or choice (from a click in the app) */
    INTENT_PICK_BACK, /* on: item of the open list right-clicked: a value steps back */
    INTENT_GOTO,      /* on: show the position after that many plies (a move-list click) */
    INTENT_ANIMATION, /* Shift+A: switch the change animation on or off */
    INTENT_AUTO_FLIP, /* T: turn the board to the player to move after each move */
    INTENT_SOUNDS,    /* S: switch the sound effects on or off */
    INTENT_HINT,      /* H: a tutorial's hint */
    INTENT_LEARN,     /* L: the tutorials (of the variant being played, if any) */
    INTENT_DECLARE,   /* D: Portal: declare a teleport */
    INTENT_ACTUALIZE, /* V: Potential: show one actualization of the game */
    INTENT_COMMENT,   /* C: write the comment of the move shown */
    INTENT_SETTINGS,  /* Ctrl+,: the settings list */
    INTENT_REMOVE,    /* Delete: remove the highlighted game of a list; on the board, the move
                         shown and what follows it */
    INTENT_GOTO_MOVE, /* on: item of the move list (a click there): show its position */
    INTENT_PROMOTE,   /* Ctrl+Up: the variation of the move shown becomes the main line */
    INTENT_COPY,      /* Ctrl+C: copy the position (FEN); on 1 (Ctrl+Shift+C): the game (PGN) */
    INTENT_PASTE,     /* Ctrl+V: open the clipboard's FEN or PGN */
    INTENT_RULES,     /* R: show or hide the rules card of the variant played */
    INTENT_RESIGN,    /* Ctrl+R: resign (asked to confirm) */
    INTENT_DRAW,      /* O: offer a draw (the other player accepts or declines) */
    INTENT_REMATCH,   /* M: a new game, same players and clock, colours swapped */
    INTENT_ANALYSIS,  /* A: live analysis of the position shown on or off */
    INTENT_REVIEW,    /* G: review the game (or cancel the review); on 1 (Shift+G): write
                       * the review's marks into the game */
    INTENT_SCROLL,    /* on: rows, > 0 down: the wheel (one a notch) and Page Up / Page Down
                       * (CONTROLLER_PAGE_ROWS): a list scrolls, never wrapping nor changing a
                       * row's value; elsewhere the previous or next move, as Left and Right */
    INTENT_MARK,      /* board, sq -> to (the same square: a circle): a right-drag drew an
                       * arrow, a right click a circle, as on lichess; on: its colour,
                       * CONTROLLER_MARK_* (no key green, Shift red, Alt blue, both yellow) */
} IntentKind;

enum { CONTROLLER_MARK_GREEN, CONTROLLER_MARK_RED, CONTROLLER_MARK_BLUE, CONTROLLER_MARK_YELLOW };

typedef struct Intent {
    IntentKind kind;
    int board, sq;
    int to_board, to;
    bool dragged;
    int on;
    int width, height;
} Intent;

#define INTENT_MAX 8

/* What one event produced, in order. */
typedef struct IntentList {
    int n;
    Intent item[INTENT_MAX];
} IntentList;

/* ---- controller ------------------------------------------------------------ */

#define CONTROLLER_DRAG_THRESHOLD 5 /* pixels the pointer must travel to start a drag */

/* The piece the user holds: its board and square (sq -1: none). One value, held by the
 * session (Session.sel): it takes a piece up on SELECT, puts it down on DESELECT and MOVE,
 * and drops it whenever the position changes. The controller keeps no copy: it is handed
 * the selection with each event, to tell what a click means. */
typedef struct UiSelection {
    int board, sq;
} UiSelection;

/* The gesture under way (the press, the drag, the pointer) and what may be
 * picked up; not the selection. */
typedef struct Controller {
    int threshold;                        /* drag threshold in pixels */
    uint64_t pickable[LAYOUT_MAX_BOARDS]; /* squares whose piece may be picked up */
    /* the left button */
    bool pressed;
    bool press_was_selected;   /* the pressed square was already selected before */
    int press_board, press_sq; /* press_sq -1: pressed off a pickable square */
    int press_x, press_y;
    bool dragging;
    int x, y; /* last pointer position */
    int hover_board, hover_sq;
    /* the right button: a mark being drawn from this square (-1: none), in this colour */
    int mark_board, mark_sq, mark_colour;
} Controller;

/* Sets c to its initial state: no gesture, nothing pickable, the
 * given drag threshold (CONTROLLER_DRAG_THRESHOLD if <= 0). */
void controller_init(Controller *c, int threshold);

/* Tells which squares of board b hold a piece the user may pick up (bit
 * rank * 8 + file). The app sets this after every change of position or turn;
 * the controller never reads the position itself. */
void controller_set_pickable(Controller *c, int b, uint64_t mask);

/* Forgets the press and any drag (e.g. when a click went to a button)
 * without producing intents. */
void controller_reset(Controller *c);

/* Feeds one event, with the selection as it stands (sel.sq -1: nothing held).
 * Pixels are mapped through layout l (which carries the flip). The intents
 * produced are written to out (cleared first); whoever holds the selection
 * applies them to it before the next event. Pure: the controller changes only
 * itself and out. */
void controller_feed(Controller *c, const Layout *l, UiSelection sel, const UiEvent *ev,
                     IntentList *out);

/* The key that gives intent kind on the board, as the help and the settings write it ("A",
 * "Shift+A", "Ctrl+R"; on tells Shift+G's review from G's); "" for an intent no key gives.
 * test_ui_controller feeds each back to the controller. */
const char *controller_key_text(IntentKind kind, int on);

/* True while the held piece follows the pointer; *x, *y get the pointer. */
bool controller_dragging(const Controller *c, int *board, int *sq, int *x, int *y);

#endif
