/* layout_query.c - where the real window puts its boards, for the Xvfb scripts that click on
 * squares (tests/ui/e2e_xvfb.sh, e2e_record_xvfb.sh, courses_xvfb_lib.sh): the layout of
 * layout_compute_bar (src/ui/common/layout.c, as app_relayout computes it at a UI scale of
 * 100%), printed as shell assignments for eval:
 *   layout_square=67 layout_x0=72 layout_y0=73 layout_x1=672 layout_y1=73
 *   layout_panel_x=0 layout_panel_y=645 layout_panel_w=1280 layout_panel_h=155 layout_below=1
 * (layout_xB, layout_yB: the top left corner of board B's squares, B 0 or 1; a second board
 * copies the first when there is one board). A square's centre is then
 *   x = layout_xB + COLUMN * layout_square + layout_square / 2, COLUMN the file (a..h: 0..7,
 *   from h when flipped) and y = layout_yB + ROW * layout_square + layout_square / 2, ROW 7 -
 *   rank (rank 0..7; the rank when flipped).
 * usage: morphui-layout WIDTHxHEIGHT NBOARDS [flip] [bar]   (bar: the analysis on) */
#include <stdio.h>
#include <string.h>

#include "layout.h"

int main(int argc, char **argv)
{
    int w = 0, h = 0, n = 0;
    char end;
    if (argc < 3 || sscanf(argv[1], "%dx%d%c", &w, &h, &end) != 2 || w < 1 || h < 1 ||
        sscanf(argv[2], "%d%c", &n, &end) != 1 || n < 1 || n > LAYOUT_MAX_BOARDS) {
        fprintf(stderr, "usage: morphui-layout WIDTHxHEIGHT NBOARDS(1-2) [flip] [bar]\n");
        return 2;
    }
    bool flip = false, bar = false;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "flip") == 0)
            flip = true;
        else if (strcmp(argv[i], "bar") == 0)
            bar = true;
        else {
            fprintf(stderr, "morphui-layout: argument %d: '%s' is neither flip nor bar\n", i,
                    argv[i]);
            return 2;
        }
    }
    Layout l;
    layout_compute_bar(&l, w, h, n, 8, 8, flip, 100, bar);
    const UiRect *b0 = &l.board[0].board, *b1 = &l.board[n - 1].board;
    printf("layout_square=%d layout_x0=%d layout_y0=%d layout_x1=%d layout_y1=%d "
           "layout_panel_x=%d layout_panel_y=%d layout_panel_w=%d layout_panel_h=%d "
           "layout_below=%d\n",
           l.square, b0->x, b0->y, b1->x, b1->y, l.panel.x, l.panel.y, l.panel.w, l.panel.h,
           l.panel_below ? 1 : 0);
    return 0;
}
