/* layout.c - board, square, label and panel rectangles for a window size. */
#include "layout.h"

#include <string.h>

enum {
    PAD = 24,       /* space between the window edge and one board */
    PAD2 = 16,      /* the same with two boards, which need the width */
    GAP = 24,       /* space between two boards */
    MIN_SQUARE = 8, /* below this the window clips */
    MAX_SQUARE = 160,
    STRIP = 168, /* the least height of the strip under two boards held by the width, for
                  * 13 px text: the analysis' three lines over the review's graph */
};

/* The coordinate margin and the two-board title strip for squares of side `square` at a UI
 * scale of `scale` percent. */
static int margin_for(int square, int scale)
{
    return ui_clamp((square * 3 * scale / 100 + 5) / 10, 12, 28 * scale / 100);
}
static int title_for(int square, int scale)
{
    return ui_clamp((square * 11 * scale / 100 + 10) / 20, 22, 40 * scale / 100);
}

bool layout_contains(UiRect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* The panel's text size for a panel (or a strip's column) pw wide. */
static int text_for(int pw, int scale)
{
    return ui_clamp(pw / 22, 13 * scale / 100, 17 * scale / 100);
}

/* The evaluation bar's column for squares of side s: the bar and room for its score's label
 * ("10.25" in bold at a readable size). */
static int bar_col_for(int square, int scale)
{
    return ui_clamp(square * 3 / 4, 40 * scale / 100, 54 * scale / 100);
}

/* Width and height that n boards with squares of size s need, padding included (and the
 * evaluation bar's column with bar). */
static void needed(int n, int files, int ranks, int s, int scale, bool bar, int *w, int *h)
{
    int m = margin_for(s, scale), pad = n == 2 ? PAD2 : PAD;
    /* the bar's column takes the left padding's place but for a little */
    int col = bar ? bar_col_for(s, scale) - pad + 4 : 0;
    *w = n * (files * s + 2 * m) + (n - 1) * GAP + 2 * pad + (col > 0 ? col : 0);
    *h = ranks * s + 2 * m + 2 * pad + (n == 2 ? title_for(s, scale) : 0);
}

/* The largest square (MIN_SQUARE at least) with which l's boards (and the evaluation bar's
 * column with bar) fit in area. */
static int square_for(const Layout *l, UiRect area, bool bar)
{
    int s = MAX_SQUARE;
    for (; s > MIN_SQUARE; s--) {
        int w, h;
        needed(l->nboards, l->files, l->ranks, s, l->scale, bar, &w, &h);
        if (w <= area.w && h <= area.h)
            break;
    }
    return s;
}

/* Puts l's panel under the boards as a strip ph high; returns the square s. */
static int put_below(Layout *l, int s, int ph)
{
    l->play = ui_rect(0, 0, l->width, l->height - ph);
    l->panel = ui_rect(0, l->height - ph, l->width, ph);
    l->panel_below = true;
    return s;
}

void layout_compute(Layout *l, int width, int height, int nboards, int files, int ranks,
                    bool flipped)
{
    layout_compute_scaled(l, width, height, nboards, files, ranks, flipped, 100);
}

void layout_compute_scaled(Layout *l, int width, int height, int nboards, int files, int ranks,
                           bool flipped, int scale)
{
    layout_compute_bar(l, width, height, nboards, files, ranks, flipped, scale, false);
}

void layout_compute_bar(Layout *l, int width, int height, int nboards, int files, int ranks,
                        bool flipped, int scale, bool bar)
{
    memset(l, 0, sizeof *l);
    l->width = width < 1 ? 1 : width;
    l->height = height < 1 ? 1 : height;
    /* A scale the window cannot hold is held to what it can (at least 100%): 200% in a
     * 640x480 window left the boards 8 px squares and the move list no row; 400 px of height
     * and 533 of width per 100% keep the panel's parts and five rows of moves whole. */
    int fits = ui_clamp(l->height * 100 / 400, 0, l->width * 100 / 533);
    l->scale = ui_clamp(scale, LAYOUT_SCALE_MIN, LAYOUT_SCALE_MAX);
    if (l->scale > 100 && l->scale > fits)
        l->scale = fits > 100 ? fits : 100;
    int sc = l->scale;
    l->nboards = ui_clamp(nboards, 1, LAYOUT_MAX_BOARDS);
    l->files = ui_clamp(files, 1, LAYOUT_MAX_SIDE);
    l->ranks = ui_clamp(ranks, 1, LAYOUT_MAX_SIDE);
    l->flipped = flipped;

    /* The panel takes about a quarter of the width, within readable bounds. */
    int pw = (l->nboards == 2 ? l->width * 22 / 100 : l->width * 27 / 100) * sc / 100;
    pw = ui_clamp(pw, 240 * sc / 100, (l->nboards == 2 ? 340 : 400) * sc / 100);
    if (pw > l->width / 2)
        pw = l->width / 2;
    l->play = ui_rect(0, 0, l->width - pw, l->height);
    l->panel = ui_rect(l->width - pw, 0, pw, l->height);
    /* Where the panel goes is decided without the bar, so that A never moves it. Two boards
     * side by side in a window too short for them beside a panel (800x600): the panel goes
     * under them, in columns, when that makes the squares a quarter larger. Two boards beside
     * the panel held by the width with a band of empty height above and below (1280x800: 54
     * px squares and 150 px empty each side; 1920x1080: 88 px and 126): the panel goes under
     * them as a strip of the height they leave, STRIP px at least for 13 px text, when that
     * makes the squares larger at all (1280x800: 65 px; 1920x1080: 94 px; 1600x900: 73, not
     * 70 with 189 px empty above and below; 1280x720: 56, not 54): a wider window never gets
     * smaller boards than a narrower one of its height; its text keeps the size it had beside
     * the boards, so that the low strip holds rows enough. */
    int ph = ui_clamp(l->height * 28 / 100, 150 * sc / 100, 240 * sc / 100);
    int strip = STRIP * text_for(pw, sc) / 13;
    UiRect low = ui_rect(0, 0, l->width, l->height - ph),
           wide = ui_rect(0, 0, l->width, l->height - strip);
    int beside = square_for(l, l->play, false);
    bool two = l->nboards == 2, under = two && l->height - ph > l->height / 2 &&
                                        square_for(l, low, false) * 4 >= beside * 5;
    bool under_wide =
        two && !under && l->height - strip > l->height / 2 && square_for(l, wide, false) > beside;
    int s = square_for(l, l->play, bar);
    if (under) {
        s = put_below(l, square_for(l, low, bar), ph);
        pw = l->width * 30 / 100; /* a column's width sets the text size */
    } else if (under_wide) {
        int w, h;
        s = square_for(l, wide, bar);
        needed(l->nboards, l->files, l->ranks, s, sc, bar, &w, &h);
        put_below(l, s, l->height - h > strip ? l->height - h : strip);
    }
    int m = margin_for(s, sc);
    int th = l->nboards == 2 ? title_for(s, sc) : 0;
    l->square = s;
    l->margin = m;
    l->label_px = ui_clamp(m * 11 / 20, 9, 16 * sc / 100);
    /* a wide and low window's text no larger than its height holds with five rows of moves */
    l->text_px = text_for(pw, sc);
    if (l->text_px > l->height / 30)
        l->text_px = l->height / 30 > 13 * sc / 100 ? l->height / 30 : 13 * sc / 100;

    int w, h;
    needed(l->nboards, l->files, l->ranks, s, sc, bar, &w, &h);
    int pad = l->nboards == 2 ? PAD2 : PAD, col = bar ? bar_col_for(s, sc) : 0;
    int x0 = l->play.x + (l->play.w - w) / 2 + pad + (col > pad - 4 ? col - pad + 4 : 0);
    int y0 = l->play.y + (l->play.h - h) / 2 + pad;
    int fw = l->files * s + 2 * m, fh = l->ranks * s + 2 * m;
    for (int b = 0; b < l->nboards; b++) {
        LayoutBoard *lb = &l->board[b];
        int fx = x0 + b * (fw + GAP);
        lb->title = ui_rect(fx, y0, fw, th);
        lb->frame = ui_rect(fx, y0 + th, fw, fh);
        lb->board = ui_rect(fx + m, y0 + th + m, l->files * s, l->ranks * s);
        for (int c = 0; c < l->files; c++) {
            lb->file_at[c] = flipped ? l->files - 1 - c : c;
            lb->file_label[c] = ui_rect(lb->board.x + c * s, lb->board.y + lb->board.h, s, m);
        }
        for (int r = 0; r < l->ranks; r++) {
            lb->rank_at[r] = flipped ? r : l->ranks - 1 - r;
            lb->rank_label[r] = ui_rect(lb->frame.x, lb->board.y + r * s, m, s);
        }
    }
    l->bar_col = ui_rect(0, 0, 0, 0);
    if (bar) { /* the bar in the middle of its column, as high as the squares */
        const LayoutBoard *b0 = &l->board[0];
        int bw = ui_clamp(s / 4, 12, 22);
        l->bar_col = ui_rect(b0->frame.x - col, b0->frame.y, col, b0->frame.h);
        l->bar = ui_rect(b0->frame.x - col / 2 - bw / 2, b0->board.y, bw, b0->board.h);
    }
}

int layout_scaled(const Layout *l, int px)
{
    return l->scale > 0 ? px * l->scale / 100 : px;
}

UiRect layout_square_rect(const Layout *l, int b, int sq)
{
    UiRect none = {0, 0, 0, 0};
    if (b < 0 || b >= l->nboards || sq < 0 || sq >= 64)
        return none;
    int file = sq & 7, rank = sq >> 3;
    if (file >= l->files || rank >= l->ranks)
        return none;
    int col = l->flipped ? l->files - 1 - file : file;
    int row = l->flipped ? rank : l->ranks - 1 - rank;
    const UiRect *bd = &l->board[b].board;
    return ui_rect(bd->x + col * l->square, bd->y + row * l->square, l->square, l->square);
}

bool layout_hit(const Layout *l, int x, int y, int *board, int *sq)
{
    for (int b = 0; b < l->nboards; b++) {
        const UiRect *bd = &l->board[b].board;
        if (!layout_contains(*bd, x, y))
            continue;
        int col = (x - bd->x) / l->square, row = (y - bd->y) / l->square;
        int file = l->flipped ? l->files - 1 - col : col;
        int rank = l->flipped ? row : l->ranks - 1 - row;
        *board = b;
        *sq = rank * 8 + file;
        return true;
    }
    return false;
}
