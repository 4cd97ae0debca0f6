/* setlayout.c - the set-up screen's geometry: boards and palette on the left, the state's
 * controls on the right with the action buttons at their foot. */
#include "setlayout.h"

#include <string.h>

void setlayout_compute(SetLayout *l, int width, int height, int nboards, int files, int ranks,
                       int npalette)
{
    memset(l, 0, sizeof *l);
    width = width < 1 ? 1 : width;
    height = height < 1 ? 1 : height;
    nboards = ui_clamp(nboards, 1, 2);
    files = ui_clamp(files, 1, 8);
    ranks = ui_clamp(ranks, 1, 8);
    npalette = ui_clamp(npalette, 0, SETUP_MAX_PALETTE);
    l->width = width;
    l->height = height;
    l->nboards = nboards;
    l->files = files;
    l->ranks = ranks;
    l->npalette = npalette;
    l->px = ui_clamp(height / 46, 12, 17);
    int m = l->px, label = l->px + 4; /* margin, and room for the coordinates */
    int pw = ui_clamp(width * 34 / 100, 270, 460);
    l->panel = (UiRect){width - pw - m, m, pw, height - 2 * m};

    /* the action buttons: two rows of two at the panel's foot */
    int bh = 2 * l->px + 10, gap = l->px / 2, bw = (pw - gap) / 2;
    int by = height - m - 2 * bh - gap;
    for (int i = 0; i < SETLAYOUT_NBUTTONS; i++)
        l->button[i] =
            (UiRect){l->panel.x + (i % 2) * (bw + gap), by + (i / 2) * (bh + gap), bw, bh};
    l->panel.h = by - gap - l->panel.y;

    /* boards and palette share the left part */
    int ax = m + label, aw = l->panel.x - m - ax;
    l->title = (UiRect){ax, m, aw, 2 * l->px + 4};
    int ay = l->title.y + l->title.h + m / 2, ah = height - m - ay;
    int per_row = (npalette + 1) / 2 + 1; /* the eraser ends the first row */
    int cols = files * nboards + (nboards - 1);
    int by_w = aw / cols, by_h = (ah - label) * 10 / (ranks * 10 + 25);
    int sq = by_w < by_h ? by_w : by_h;
    if (sq * per_row > aw + label)
        sq = (aw + label) / per_row;
    l->square = sq < 8 ? 8 : sq;
    int bwid = cols * l->square, x0 = ax + (aw - bwid) / 2;
    for (int b = 0; b < nboards; b++)
        l->board[b] =
            (UiRect){x0 + b * (files + 1) * l->square, ay, files * l->square, ranks * l->square};
    int py = ay + ranks * l->square + label + l->square / 4;
    /* the palette's cells are the squares' size, or larger where small squares leave room
     * under the boards (Portal's two boards) */
    int cell = l->square, room = (height - m - py) / 2, across = (aw + label) / per_row;
    if (cell < 48) {
        int big = room < across ? room : across;
        cell = big < 48 ? big : 48;
        cell = cell < l->square ? l->square : cell;
    }
    l->cell = cell;
    int px0 = x0 + (bwid - per_row * cell) / 2;
    px0 = px0 < m ? m : px0;
    for (int i = 0; i < npalette; i++) {
        int row = i < (npalette + 1) / 2 ? 0 : 1, col = row ? i - (npalette + 1) / 2 : i;
        l->palette[i] = (UiRect){px0 + col * cell, py + row * cell, cell, cell};
    }
    l->eraser = (UiRect){px0 + (per_row - 1) * cell, py, cell, cell};
}

UiRect setlayout_square(const SetLayout *l, int b, int sq)
{
    UiRect none = {0, 0, 0, 0};
    if (b < 0 || b >= l->nboards || sq < 0 || sq >= 64 || sq % 8 >= l->files || sq / 8 >= l->ranks)
        return none;
    int f = sq % 8, r = sq / 8;
    if (l->flipped) {
        f = l->files - 1 - f;
        r = l->ranks - 1 - r;
    }
    return (UiRect){l->board[b].x + f * l->square, l->board[b].y + (l->ranks - 1 - r) * l->square,
                    l->square, l->square};
}
