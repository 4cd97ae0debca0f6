/* edscreen.h - the editor screen's controller, window-free: keys and clicks on what the
 * editor view drew (entries, diagram squares, buttons) become edits of the Editor model. */
#ifndef MORPH_UI_EDSCREEN_H
#define MORPH_UI_EDSCREEN_H

#include <stdbool.h>

#include "editor.h"
#include "textfield.h"

/* Hit kinds the editor view records (beside DRAW_HIT_ITEM and DRAW_HIT_MOVE). */
enum {
    EDSCREEN_HIT_ENTRY = 10,  /* index: edscreen_entry_index(...) */
    EDSCREEN_HIT_SQUARE,      /* index: square of the diagram */
    EDSCREEN_HIT_BUTTON,      /* index: EdScreenButton */
    EDSCREEN_HIT_NAME,        /* the name field */
    EDSCREEN_HIT_DESCRIPTION, /* the description field */
    EDSCREEN_HIT_FILE,        /* index: a user variant of EdScreen.files */
};

/* Where typing goes. */
typedef enum EdScreenFocus {
    EDSCREEN_FOCUS_ENTRY = 0, /* the selected entry */
    EDSCREEN_FOCUS_NAME,
    EDSCREEN_FOCUS_DESCRIPTION,
} EdScreenFocus;

#define EDSCREEN_MAX_FILES 12 /* user variants offered to open */

typedef enum EdScreenButton {
    EDSCREEN_ADD = 0,     /* a new entry after the selected one */
    EDSCREEN_REMOVE,      /* the selected entry */
    EDSCREEN_EARLIER,     /* move the selected entry one place earlier */
    EDSCREEN_LATER,       /* ... one place later */
    EDSCREEN_START,       /* the selected entry becomes its colour's start */
    EDSCREEN_ARMIES,      /* per-colour lists on or off for the selected type */
    EDSCREEN_COLOUR,      /* the diagram's piece White or Black */
    EDSCREEN_CLEAR,       /* take every blocker away */
    EDSCREEN_SAVE,        /* save in the user folder */
    EDSCREEN_PLAY,        /* save, then start a game of it */
    EDSCREEN_BACK,        /* leave the editor */
    EDSCREEN_ATOMIC,      /* the atomic form on or off */
    EDSCREEN_ATOM_ADD,    /* a list for the next atom letter not listed */
    EDSCREEN_ATOM_REMOVE, /* the selected atom's list */
    EDSCREEN_NEW,         /* start again from the shipped Polypiece list */
    EDSCREEN_DUPLICATE,   /* save a copy of the open variant as a new user variant */
    EDSCREEN_DELETE,      /* delete the open user variant's file */
    EDSCREEN_PLAYTEST,    /* save, then the computer plays it against itself (a report) */
    EDSCREEN_NBUTTONS
} EdScreenButton;

/* What the app should do after an event. */
typedef enum EdScreenAction {
    EDSCREEN_STAY = 0,      /* redraw the editor */
    EDSCREEN_LEAVE,         /* back to where the editor was opened from */
    EDSCREEN_PLAY_FILE,     /* start a game of play_path */
    EDSCREEN_PLAYTEST_FILE, /* play-test play_path and report with edscreen_playtest_report */
    EDSCREEN_COPY,          /* put clip on the clipboard */
    EDSCREEN_PASTE,         /* hand the clipboard's text to edscreen_text */
} EdScreenAction;

typedef struct EdScreen {
    Editor *ed;                                    /* not owned */
    EdScreenFocus focus;                           /* where typing goes */
    int nfiles;                                    /* the user's variants, to open */
    char files[EDSCREEN_MAX_FILES][EDITOR_ID_MAX]; /* their ids (file stems) */
    char names[EDSCREEN_MAX_FILES][VAR_NAME_MAX];  /* and the names inside, as shown */
    char status[1024];       /* the last message (saved, refused, a play-test's report...) */
    bool testing;            /* a play-test is running: progress is shown */
    int progress;            /* how far it is, 0..1000 */
    bool status_error;       /* status is a problem */
    unsigned char cls[64];   /* the diagram of the selected entry */
    char diagram_error[300]; /* "" when cls is good */
    char play_path[EDITOR_PATH_MAX];
    TextField field;           /* cursor, selection and undo of the focused text */
    EdScreenFocus field_focus; /* what field was started on: focus, */
    EditorRef field_ref;       /* list */
    int field_entry;           /* and entry */
    char clip[TEXTFIELD_MAX];  /* what Ctrl+C or Ctrl+X copied */
    char preedit[64];          /* an input method's text being composed, not yet typed */
    int scroll;                /* pixels the left column is scrolled up, 0..scroll_max */
    int scroll_max;            /* set by the view: how far the column can scroll (0: fits) */
    int shown_entry;           /* the view's: the selected entry it last scrolled into view */
    int hover;                 /* the button under the pointer (its tip shown), or -1 */
    int text_px;               /* the view's: its text size, chosen for text_w x text_h and */
    int text_w, text_h;        /* kept while the content changes (0: choose again) */
} EdScreen;

/* Starts the screen on ed and computes the diagram. */
void edscreen_init(EdScreen *s, Editor *ed);

/* The hit index of an entry: owner, list index, colour and position packed. */
int edscreen_entry_index(EditorOwner owner, int index, int colour, int pos);

/* Names a button ("Add", "Save", ...). */
const char *edscreen_button_label(EdScreenButton b);

/* What button b does, in a line ("Save, then play a game of this variant yourself (Ctrl+P)"). */
const char *edscreen_button_tip(EdScreenButton b);

/* Whether button b is a switch that is on (Atomic in the atomic form, Armies on a type with
 * per-colour lists): drawn as pressed. */
bool edscreen_button_on(const EdScreen *s, EdScreenButton b);

/* The pointer moved onto a hit (kind and index, as edscreen_click) or off all: the button
 * under it, whose tip is shown. Returns true when that changed (redraw). A click on a button
 * puts the tip away (what it did may move the buttons from under the pointer). */
bool edscreen_hover(EdScreen *s, int kind, int index);

/* The rows of atom lists the atomic form shows when on (those there are, else the ones
 * switching it on adds: the atoms of the types' start powers); 0 when the variant has no
 * atomic form. The view keeps room for them, so that Atomic never changes the text size. */
int edscreen_atomic_rows(const EdScreen *s);

/* A key (controller.h UI_KEY_* or a lower-case letter or digit, with UI_MOD_*
 * bits). Typing comes through edscreen_text; keys edit the focused field
 * (textfield.h: cursor keys, Home/End, Shift to select, Backspace/Delete,
 * Ctrl+A, Ctrl+Z). In an entry, Left at its start and Right at its end step
 * to the previous or next entry; Up/Down choose the type. Ctrl+C and Ctrl+X
 * return EDSCREEN_COPY with the selection in clip, Ctrl+V EDSCREEN_PASTE;
 * Ctrl+S saves, Ctrl+P plays, Esc leaves the field, then the editor. */
EdScreenAction edscreen_key(EdScreen *s, int key, int mods);

/* Text typed or pasted (UTF-8, any characters; line breaks become spaces)
 * into the focused field at the cursor, replacing the selection. An entry
 * keeps the text exactly as typed, checked as Betza. */
EdScreenAction edscreen_text(EdScreen *s, const char *utf8);

/* An input method's composition in progress (shown at the cursor, "" when done). */
void edscreen_preedit(EdScreen *s, const char *utf8);

/* A click on something the view drew (hit kind and index), with a mouse
 * button: left on a square places the piece, right puts or takes a blocker. */
EdScreenAction edscreen_click(EdScreen *s, int kind, int index, int button);

/* Scrolls the left column by pixels (> 0: down the column), within 0..scroll_max. */
void edscreen_scroll(EdScreen *s, int pixels);

/* Puts a play-test's report in the status line (PlaytestReport from morphchess/playtest.h,
 * max_plies the limit of each game), lines that say what each figure means and which colour
 * or type is out of balance (edplaytest.c, docs/editor.md); testing ends. */
struct PlaytestReport;
void edscreen_playtest_report(EdScreen *s, const struct PlaytestReport *r, int max_plies);

/* A play-test in progress (r so far, of `games` games of at most max_plies): the status line
 * says which game and ply, progress how far (0..1000) for the bar; testing is set. */
void edscreen_playtest_progress(EdScreen *s, const struct PlaytestReport *r, int games,
                                int max_plies);

#endif
