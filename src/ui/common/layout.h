/* layout.h - window-free geometry: where boards, squares, labels and the panel go. */
#ifndef MORPH_UI_LAYOUT_H
#define MORPH_UI_LAYOUT_H

#include <stdbool.h>

#define LAYOUT_MAX_BOARDS 2
#define LAYOUT_MAX_SIDE 8

typedef struct UiRect {
    int x, y, w, h;
} UiRect;

/* The rectangle (x, y, w, h), and x kept within [lo, hi]: what every layout and painter needs. */
static inline UiRect ui_rect(int x, int y, int w, int h)
{
    return (UiRect){x, y, w, h};
}
static inline int ui_clamp(int x, int lo, int hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

typedef struct LayoutBoard {
    UiRect title; /* strip above the frame for the title and the player marker (h 0 if none) */
    UiRect frame; /* the squares and the coordinate margin around them */
    UiRect board; /* the squares only */
    /* Coordinates: the label in display column c names file file_at[c]; the
     * label in display row r (0 = top) names rank rank_at[r]. */
    UiRect file_label[LAYOUT_MAX_SIDE];
    UiRect rank_label[LAYOUT_MAX_SIDE];
    int file_at[LAYOUT_MAX_SIDE];
    int rank_at[LAYOUT_MAX_SIDE];
} LayoutBoard;

typedef struct Layout {
    int width, height; /* of the window, in pixels */
    int nboards, files, ranks;
    bool flipped;
    int square;       /* side of one square */
    int margin;       /* width of the coordinate margin */
    int label_px;     /* font size of the coordinates */
    int text_px;      /* base font size of the panel */
    int scale;        /* UI scale in percent: text, panel and margins grow with it */
    UiRect play;      /* the part of the window left of (or above) the panel */
    UiRect panel;     /* the side panel, or the strip under two boards */
    bool panel_below; /* the panel is a strip under the boards, drawn in columns */
    /* The evaluation bar (analysis on): a column left of the first board, the boards moved
     * right to make room for it. bar is the bar itself, as high as the squares; bar_col the
     * column (the bar and the score's label over its end); both 0 without a bar. */
    UiRect bar, bar_col;
    LayoutBoard board[LAYOUT_MAX_BOARDS];
} Layout;

/* Computes the layout of nboards (clamped to 1..2) boards of files x ranks
 * (clamped to 1..8) in a width x height window (each at least 1), with Black
 * at the bottom when flipped. Squares get the largest size that fits (at
 * least 8 px; a window too small then clips). Pure function of its inputs. */
void layout_compute(Layout *l, int width, int height, int nboards, int files, int ranks,
                    bool flipped);

/* The rectangle of square sq (rank * 8 + file) of board b, honouring flip.
 * Returns a zero rectangle for a square or board outside the layout. */
UiRect layout_square_rect(const Layout *l, int b, int sq);

/* The same at a UI scale of `scale` percent (clamped to LAYOUT_SCALE_MIN..MAX, and above 100
 * to what the window holds: 100% per 400 px of height and 533 of width): the panel, its text,
 * the coordinates and the board titles are that much larger, and the squares take what room
 * is left. layout_compute is this at 100. */
#define LAYOUT_SCALE_MIN 50
#define LAYOUT_SCALE_MAX 300
void layout_compute_scaled(Layout *l, int width, int height, int nboards, int files, int ranks,
                           bool flipped, int scale);

/* The same with room for the evaluation bar left of the first board when bar is true. */
void layout_compute_bar(Layout *l, int width, int height, int nboards, int files, int ranks,
                        bool flipped, int scale, bool bar);

/* px scaled by l's UI scale (a Layout not made by layout_compute counts as 100%). */
int layout_scaled(const Layout *l, int px);

/* Maps pixel (x, y) to a board and square, honouring flip. Returns true and
 * sets *board and *sq when the pixel is on a square; false (outputs
 * untouched) otherwise. */
bool layout_hit(const Layout *l, int x, int y, int *board, int *sq);

/* True when (x, y) lies inside r. */
bool layout_contains(UiRect r, int x, int y);

#endif
