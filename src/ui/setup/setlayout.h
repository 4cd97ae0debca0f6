/* setlayout.h - where the set-up screen puts its boards, palette, panel and buttons:
 * window-free geometry, so tests (and the Xvfb scripts) know where to click. */
#ifndef MORPH_UI_SETLAYOUT_H
#define MORPH_UI_SETLAYOUT_H

#include "layout.h"
#include "setup.h"

enum {
    SETLAYOUT_CLEAR = 0, /* the action buttons, two rows of two at the panel's foot */
    SETLAYOUT_START,
    SETLAYOUT_PLAY,
    SETLAYOUT_CANCEL,
    SETLAYOUT_NBUTTONS
};

typedef struct SetLayout {
    int width, height;
    int px;     /* the panel's text size */
    int square; /* side of a square */
    int cell;   /* side of a palette cell: the square's, or up to 48 px where there is room */
    int nboards, files, ranks;
    bool flipped;    /* Black at the bottom: set by the caller after setlayout_compute */
    UiRect title;    /* the heading over the boards */
    UiRect board[2]; /* the squares of each board (White at the bottom) */
    int npalette;
    UiRect palette[SETUP_MAX_PALETTE]; /* White's pieces in the first row, Black's in the second */
    UiRect eraser;                     /* at the end of the first row */
    UiRect panel;                      /* the column of the state's controls, above the buttons */
    UiRect button[SETLAYOUT_NBUTTONS];
} SetLayout;

/* Lays out a width x height window for nboards boards of files x ranks and a palette of
 * npalette pieces (half per colour). Pure function of its inputs. */
void setlayout_compute(SetLayout *l, int width, int height, int nboards, int files, int ranks,
                       int npalette);

/* The rectangle of square sq (rank * 8 + file) of board b, honouring flipped; zero
 * outside. */
UiRect setlayout_square(const SetLayout *l, int b, int sq);

#endif
