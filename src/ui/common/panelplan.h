/* panelplan.h - window-free plan of the game panel: which parts it shows at what height, so
 * that the move list keeps PLAN_MOVE_ROWS whole rows at every window size and UI scale (the
 * other parts fold first), and where the captured pieces go. */
#ifndef MORPH_UI_PANELPLAN_H
#define MORPH_UI_PANELPLAN_H

#include <stdbool.h>

#include "layout.h"
#include "view.h"

#define PLAN_MOVE_ROWS 5 /* the whole rows the move list keeps whatever else is shown */

/* Text metrics, from the renderer's fonts (or a test's model of them). */
typedef struct PlanText {
    void *ctx;
    int (*line_h)(void *ctx, int px, bool bold);
    int (*width)(void *ctx, const char *s, int px, bool bold);
} PlanText;

/* The parts of the panel. Beside the boards, top to bottom: title .. lines, the move list,
 * then note .. hint. In the strip under two boards (Layout.panel_below): title .. result and
 * status in the game's column, captured .. lines in the pieces' column, moves and note in
 * the last, the buttons and the hint along the foot. */
typedef enum PlanPart {
    PLAN_TITLE,
    PLAN_TURN,
    PLAN_CLOCKS,
    PLAN_RESULT,
    PLAN_CAPTURED,
    PLAN_POWERS,
    PLAN_CHANGES,
    PLAN_LINES, /* the analysis' lines */
    PLAN_MOVES,
    PLAN_NOTE,
    PLAN_GRAPH, /* the review */
    PLAN_BUTTONS,
    PLAN_STATUS,
    PLAN_HINT,
    PLAN_PARTS
} PlanPart;

/* What each part asks: its height at full size (want) and folded (least: fewer lines, smaller
 * pieces, one row of buttons; 0 it may go). Heights count the gap under the part. The move
 * list's are its heading and its row. */
typedef struct PlanNeed {
    int want[PLAN_PARTS], least[PLAN_PARTS];
    int moves_head, row_h;
    bool pieces;   /* the strip has a pieces' column (captured, powers, changes, analysis) */
    bool caption;  /* a tutorial's text in place of the moves wants the room */
    bool analysis; /* the analysis is shown */
} PlanNeed;

typedef struct Plan {
    int px;                  /* the panel's text size */
    int pad;                 /* from the panel's edge */
    UiRect part[PLAN_PARTS]; /* h 0: not shown */
    bool folded[PLAN_PARTS]; /* shown at its least */
    int move_rows;           /* whole rows of the move list (per column in the strip) */
    int move_cols;           /* the strip's move list flows through columns */
    UiRect col[3];           /* the strip's columns: game, pieces (w 0: none), moves */
} Plan;

/* The captured pieces laid out from (x, y) in width w: each side's catch on rows of its own
 * (White's catch, the black pieces, first), grouped by type as lichess does (the most
 * valuable first, a type's pieces overlapping), the material lead "+N" whole after the last
 * row's pieces; rows wrap rather than cut. least: the smaller pieces, no heading. */
#define PLAN_CAPTURED_MAX VIEW_MAX_CAPTURED
typedef struct PlanCaptured {
    int size; /* a piece's side */
    int px;   /* the "+N" text size */
    bool heading;
    int n[2];                            /* pieces of each colour */
    char type[2][PLAN_CAPTURED_MAX + 1]; /* in drawing order */
    UiRect piece[2][PLAN_CAPTURED_MAX];  /* each piece's square */
    UiRect plus[2];                      /* "+N" (w 0: none) */
    char plus_text[2][16];
    int h; /* with the gap under it; 0: nothing captured */
} PlanCaptured;

void plan_captured(PlanCaptured *c, const ViewPanel *p, const PlanText *t, int px, int scale, int x,
                   int y, int w, bool least);

/* The buttons (the game's: Resign and Draw while it goes on, Rematch once it is over; then the
 * program's) laid out in rows of width w from (x, y); with max_rows > 0 those of least use
 * are left out until they fit. */
#define PLAN_BUTTONS_MAX 12
typedef struct PlanButtons {
    int n, rows, h, px; /* h: a button's height; px: its text size */
    const char *label[PLAN_BUTTONS_MAX];
    int intent[PLAN_BUTTONS_MAX]; /* an IntentKind */
    UiRect box[PLAN_BUTTONS_MAX];
    int height; /* rows with their gaps */
} PlanButtons;

void plan_buttons(PlanButtons *b, const ViewPanel *p, const PlanText *t, int px, int x, int y,
                  int w, int max_rows);

/* The next line of s word-wrapped at spaces into w pixels, "\n" breaking lines (the one
 * routine the panel's plan and its drawing share): the bytes it shows (*shown; one word wider
 * than w whole), and where the line after it starts. */
const char *plan_wrap_line(const PlanText *t, const char *s, int px, bool bold, int w, int *shown);

/* The key hint: the game's keys, or a tutorial's. */
const char *plan_key_hint(const ViewPanel *p);

/* The need of the parts the plan can measure from the panel's content (title, turn, clocks,
 * result, captured pieces, buttons, status, hint, the move list's rows) at l's size; the
 * others (powers, changes, lines, note, graph) are the caller's to fill, 0 until then.
 * analysis: the analysis is shown (in the strip it takes the pieces' column). */
void plan_need(PlanNeed *n, const Layout *l, const ViewPanel *p, bool analysis, const PlanText *t);

/* The plan of l's panel for need n: every part at its want when the move list keeps
 * PLAN_MOVE_ROWS rows besides; else parts fold to their least (the hint, the captured pieces,
 * the note, the graph, the powers and changes, the lines, the buttons, the status, then the
 * title and the result) until it does. */
void plan_panel(Plan *plan, const Layout *l, const PlanNeed *n);

/* The width of the strip's columns for l (panel_below): the game's, the pieces' (0 with none)
 * and the moves'; pieces: captured pieces, powers, changes or the analysis are shown. */
void plan_strip_columns(const Layout *l, bool pieces, bool caption, int cw[3], int *gap, int *pad);

/* A move as the list shows it in every family: its capture sign 'x' (docs/notation.md), the
 * record's ':' read as one; with boards (Portal) the board's prefix "A:" kept. Copies s into
 * out (n bytes). */
void plan_move_text(const char *s, bool boards, char *out, int n);

#endif
