/* test_ui_layout.c - exact board, square, label and panel rectangles; pixel to square with flip. */
#include "check.h"
#include "layout.h"

#define CHECK_RECT(r, X, Y, W, H)                                                                  \
    do {                                                                                           \
        UiRect r_ = (r);                                                                           \
        CHECK_INT(r_.x, X);                                                                        \
        CHECK_INT(r_.y, Y);                                                                        \
        CHECK_INT(r_.w, W);                                                                        \
        CHECK_INT(r_.h, H);                                                                        \
    } while (0)

static int hit_sq(const Layout *l, int x, int y, int *board)
{
    int b = -7, sq = -7;
    if (!layout_hit(l, x, y, &b, &sq))
        return -1;
    if (board)
        *board = b;
    return sq;
}

static bool inside(UiRect r, UiRect area)
{
    return r.x >= area.x && r.y >= area.y && r.x + r.w <= area.x + area.w &&
           r.y + r.h <= area.y + area.h;
}
static bool overlaps(UiRect a, UiRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* 1280x800, one board: the panel takes 27% (345 px); squares of 87 px fit the
 * 800 px height with 24 px padding and a 26 px coordinate margin. */
static void one_board_default(void)
{
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    CHECK_INT(l.square, 87);
    CHECK_INT(l.margin, 26);
    CHECK_INT(l.label_px, 14);
    CHECK_INT(l.text_px, 15);
    CHECK_RECT(l.play, 0, 0, 935, 800);
    CHECK_RECT(l.panel, 935, 0, 345, 800);
    CHECK_RECT(l.board[0].frame, 93, 26, 748, 748);
    CHECK_RECT(l.board[0].board, 119, 52, 696, 696);
    CHECK_INT(l.board[0].title.h, 0);
    /* e4 is file 4, rank 3: column 4, row 4 from the top */
    CHECK_RECT(layout_square_rect(&l, 0, 3 * 8 + 4), 467, 400, 87, 87);
    CHECK_RECT(layout_square_rect(&l, 0, 0), 119, 661, 87, 87); /* a1 bottom left */
    CHECK_RECT(layout_square_rect(&l, 0, 63), 728, 52, 87, 87); /* h8 top right */
    CHECK_RECT(layout_square_rect(&l, 1, 0), 0, 0, 0, 0);       /* no second board */
    CHECK_RECT(layout_square_rect(&l, 0, 64), 0, 0, 0, 0);
    /* coordinates: files along the bottom margin, ranks along the left one */
    CHECK_RECT(l.board[0].file_label[0], 119, 748, 87, 26);
    CHECK_INT(l.board[0].file_at[0], 0);
    CHECK_INT(l.board[0].file_at[7], 7);
    CHECK_RECT(l.board[0].rank_label[0], 93, 52, 26, 87);
    CHECK_INT(l.board[0].rank_at[0], 7);
    CHECK_INT(l.board[0].rank_at[7], 0);
    /* pixels to squares */
    CHECK_INT(hit_sq(&l, 119, 52, NULL), 56); /* a8 */
    CHECK_INT(hit_sq(&l, 118, 52, NULL), -1); /* margin */
    CHECK_INT(hit_sq(&l, 119, 51, NULL), -1);
    CHECK_INT(hit_sq(&l, 814, 747, NULL), 7); /* h1, last pixel */
    CHECK_INT(hit_sq(&l, 815, 747, NULL), -1);
    CHECK_INT(hit_sq(&l, 814, 748, NULL), -1);
    CHECK_INT(hit_sq(&l, 467, 400, NULL), 28);  /* e4 */
    CHECK_INT(hit_sq(&l, 466, 400, NULL), 27);  /* d4 */
    CHECK_INT(hit_sq(&l, 467, 399, NULL), 36);  /* e5 */
    CHECK_INT(hit_sq(&l, 1000, 400, NULL), -1); /* panel */
}

static void one_board_flipped(void)
{
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, true);
    CHECK_RECT(l.board[0].board, 119, 52, 696, 696);
    CHECK_RECT(layout_square_rect(&l, 0, 28), 380, 313, 87, 87); /* e4: column 3, row 3 */
    CHECK_RECT(layout_square_rect(&l, 0, 0), 728, 52, 87, 87);   /* a1 top right */
    CHECK_INT(hit_sq(&l, 119, 52, NULL), 7);                     /* h1 top left */
    CHECK_INT(hit_sq(&l, 814, 747, NULL), 56);                   /* a8 bottom right */
    CHECK_INT(hit_sq(&l, 380, 313, NULL), 28);
    CHECK_INT(l.board[0].file_at[0], 7);
    CHECK_INT(l.board[0].rank_at[0], 0);
    /* every square maps back to itself through its own rectangle */
    int bad = 0;
    for (int sq = 0; sq < 64; sq++) {
        UiRect r = layout_square_rect(&l, 0, sq);
        if (hit_sq(&l, r.x, r.y, NULL) != sq ||
            hit_sq(&l, r.x + r.w - 1, r.y + r.h - 1, NULL) != sq)
            bad++;
    }
    CHECK_INT(bad, 0);
}

/* 1280x800, two boards: beside a 281 px panel they were held by the width at 54 px with 150
 * px empty above and below; the panel is a strip under them (the 172 px they leave, 168 at
 * least) and they are 65 px, 20 px margins, 36 px titles, 16 px padding, 24 px gap. */
static void two_boards_default(void)
{
    Layout l;
    layout_compute(&l, 1280, 800, 2, 8, 8, false);
    CHECK_INT(l.nboards, 2);
    CHECK(l.panel_below);
    CHECK_INT(l.square, 65);
    CHECK_INT(l.margin, 20);
    CHECK_INT(l.text_px, 13); /* the size the panel's text had beside the boards */
    CHECK_RECT(l.panel, 0, 628, 1280, 172);
    CHECK_RECT(l.play, 0, 0, 1280, 628);
    CHECK_RECT(l.board[0].title, 68, 16, 560, 36);
    CHECK_RECT(l.board[0].frame, 68, 52, 560, 560);
    CHECK_RECT(l.board[0].board, 88, 72, 520, 520);
    CHECK_RECT(l.board[1].title, 652, 16, 560, 36);
    CHECK_RECT(l.board[1].frame, 652, 52, 560, 560);
    CHECK_RECT(l.board[1].board, 672, 72, 520, 520);
    CHECK_RECT(layout_square_rect(&l, 1, 0), 672, 527, 65, 65);
    int b = -1;
    CHECK_INT(hit_sq(&l, 672, 72, &b), 56);
    CHECK_INT(b, 1);
    CHECK_INT(hit_sq(&l, 607, 591, &b), 7);
    CHECK_INT(b, 0);
    CHECK_INT(hit_sq(&l, 671, 72, NULL), -1);  /* board B's margin */
    CHECK_INT(hit_sq(&l, 640, 300, NULL), -1); /* the gap */
    CHECK_INT(hit_sq(&l, 640, 700, NULL), -1); /* the strip */

    layout_compute(&l, 1280, 800, 2, 8, 8, true);
    CHECK_INT(hit_sq(&l, 672, 72, &b), 7); /* flip turns both boards */
    CHECK_INT(b, 1);
    CHECK_INT(hit_sq(&l, 88, 72, &b), 7);
    CHECK_INT(b, 0);
}

/* Two boards as large as the window lets them be (the empty band above and below them at
 * 1280x800 and 1920x1080 given to the squares), with the analysis' bar too; 800x600 as it was;
 * one board as it was. */
static void two_boards_large(void)
{
    static const int want[][3] = {{1280, 800, 64}, {1920, 1080, 92}, {800, 600, 41}};
    for (int i = 0; i < 3; i++)
        for (int bar = 0; bar < 2; bar++) {
            Layout l;
            layout_compute_bar(&l, want[i][0], want[i][1], 2, 8, 8, false, 100, bar);
            if (l.square < want[i][2])
                fprintf(stderr, "%dx%d bar %d: %d px squares\n", want[i][0], want[i][1], bar,
                        l.square);
            CHECK(l.square >= want[i][2]);
            CHECK(l.panel_below);
            CHECK(l.panel.h >= 168); /* the analysis' three lines over the review's graph */
            CHECK(l.text_px >= 13);
        }
    Layout l;
    layout_compute(&l, 1920, 1080, 2, 8, 8, false);
    CHECK_INT(l.square, 94);                /* 88 beside the panel */
    CHECK_RECT(l.panel, 0, 880, 1920, 200); /* as high as the larger text needs */
    CHECK_INT(l.text_px, 15);
    layout_compute(&l, 1920, 1080, 1, 8, 8, false);
    CHECK(!l.panel_below);
    CHECK_INT(l.square, 122);
    /* the strip whenever it makes the squares larger: 1600x900 got 70 px squares beside the
     * panel with 189 px empty above and below them, where 1440x900 got 75 under the boards */
    static const int wider[][3] = {{1280, 720, 56}, {1440, 900, 75}, {1600, 900, 73}};
    for (int i = 0; i < 3; i++) {
        layout_compute(&l, wider[i][0], wider[i][1], 2, 8, 8, false);
        CHECK(l.panel_below);
        CHECK_INT(l.square, wider[i][2]);
    }
    /* no window's boards smaller than a narrower window's of the same height (but for a
     * pixel or two where the wider panel's text is a size larger and its strip higher) */
    int shrunk = 0;
    for (int h = 480; h <= 1600; h += 30)
        for (int w = 640, last = 0; w <= 2560; w += 20) {
            layout_compute(&l, w, h, 2, 8, 8, false);
            if (l.square + 2 < last && shrunk++ < 5)
                fprintf(stderr, "%dx%d: %d px squares, %d at %d px narrower\n", w, h, l.square,
                        last, 20);
            last = l.square;
        }
    CHECK_INT(shrunk, 0);
}

/* Whatever the window, scale and bar: the boards, their titles and the panel lie in the window
 * and never over one another, every square is found where it is drawn, and the analysis' bar
 * (A) never moves two boards' panel from beside them to under them or back. */
static void nothing_overlaps(void)
{
    int bad = 0;
    for (int w = 640; w <= 2560; w += 80)
        for (int h = 480; h <= 1600; h += 56)
            for (int n = 1; n <= 2; n++)
                for (int k = 0; k < 4; k++) {
                    Layout l;
                    layout_compute_bar(&l, w, h, n, 8, 8, false, k < 2 ? 100 : 150, k & 1);
                    UiRect win = {0, 0, w, h};
                    bool ok =
                        inside(l.panel, win) && inside(l.play, win) && !overlaps(l.play, l.panel);
                    for (int b = 0; b < n; b++) {
                        ok = ok && inside(l.board[b].frame, l.play) &&
                             inside(l.board[b].title, l.play) &&
                             !overlaps(l.board[b].title, l.board[b].frame) &&
                             (b == 0 || !overlaps(l.board[0].frame, l.board[1].frame));
                        UiRect a8 = layout_square_rect(&l, b, 56),
                               h1 = layout_square_rect(&l, b, 7);
                        int got = -1;
                        ok = ok && hit_sq(&l, a8.x, a8.y, &got) == 56 && got == b &&
                             hit_sq(&l, h1.x + h1.w - 1, h1.y + h1.h - 1, &got) == 7 && got == b;
                    }
                    if (l.bar.w > 0)
                        ok = ok && inside(l.bar_col, l.play) &&
                             !overlaps(l.bar_col, l.board[0].frame);
                    Layout other;
                    layout_compute_bar(&other, w, h, n, 8, 8, false, k < 2 ? 100 : 150, !(k & 1));
                    ok = ok && other.panel_below == l.panel_below;
                    if (!ok && bad++ < 5)
                        fprintf(stderr,
                                "%dx%d, %d boards, case %d: a part off the window or "
                                "over another\n",
                                w, h, n, k);
                }
    CHECK_INT(bad, 0);
}

/* 800x600, two boards: beside a panel their squares would be 29 px; with the panel as a
 * 168 px strip under them (28% of the height) they are 43 px. */
static void two_boards_small(void)
{
    Layout l;
    layout_compute(&l, 800, 600, 2, 8, 8, false);
    CHECK(l.panel_below);
    CHECK_INT(l.square, 43);
    CHECK_INT(l.margin, 13);
    CHECK_RECT(l.panel, 0, 432, 800, 168);
    CHECK_RECT(l.play, 0, 0, 800, 432);
    CHECK_RECT(l.board[0].title, 18, 19, 370, 24);
    CHECK_RECT(l.board[0].frame, 18, 43, 370, 370);
    CHECK_RECT(l.board[1].board, 425, 56, 344, 344);
    int b = -1;
    CHECK_INT(hit_sq(&l, 425, 56, &b), 56); /* a8 of board B */
    CHECK_INT(b, 1);
    CHECK_INT(hit_sq(&l, 400, 500, NULL), -1); /* the strip */
    /* one board keeps the side panel (two: two_boards_large) */
    layout_compute(&l, 800, 600, 1, 8, 8, false);
    CHECK(!l.panel_below);
    layout_compute(&l, 1024, 768, 2, 8, 8, false);
    CHECK(l.panel_below);
    CHECK_INT(l.square, 56);
}

/* 1000x700: the height limits the squares to 75 px. */
static void other_size(void)
{
    Layout l;
    layout_compute(&l, 1000, 700, 1, 8, 8, false);
    CHECK_INT(l.square, 75);
    CHECK_INT(l.margin, 23);
    CHECK_RECT(l.panel, 730, 0, 270, 700);
    CHECK_RECT(l.board[0].frame, 42, 27, 646, 646);
    CHECK_RECT(l.board[0].board, 65, 50, 600, 600);
    CHECK_INT(hit_sq(&l, 65 + 4 * 75 + 10, 50 + 4 * 75 + 74, NULL), 28); /* e4 */
}

static void odd_shapes(void)
{
    Layout l;
    layout_compute(&l, 400, 300, 1, 8, 8, false);
    CHECK_INT(l.panel.w, 200); /* never more than half the window */
    CHECK_INT(l.square, 16);
    layout_compute(&l, 1, 1, 1, 8, 8, false);
    CHECK_INT(l.square, 8);
    layout_compute(&l, 1280, 800, 1, 4, 8, false); /* narrower board */
    CHECK_INT(l.files, 4);
    CHECK_INT(l.board[0].board.w, 4 * l.square);
    CHECK_INT(hit_sq(&l, l.board[0].board.x + 3 * l.square, l.board[0].board.y, NULL), 59);
    layout_compute(&l, 1280, 800, 5, 12, 0, false); /* clamped */
    CHECK_INT(l.nboards, 2);
    CHECK_INT(l.files, 8);
    CHECK_INT(l.ranks, 1);
}

/* A UI scale makes the panel, its text and the coordinates larger; the squares take the rest. */
static void scaled(void)
{
    Layout l;
    layout_compute_scaled(&l, 1280, 800, 1, 8, 8, false, 150);
    CHECK_INT(l.scale, 150);
    CHECK_RECT(l.panel, 763, 0, 517, 800); /* 27% of the width, x 1.5 */
    CHECK_INT(l.text_px, 23);
    CHECK_INT(l.square, 80);
    CHECK_INT(l.margin, 36);
    CHECK_INT(l.label_px, 19);
    CHECK_INT(layout_scaled(&l, 18), 27);
    Layout plain, hundred;
    layout_compute(&plain, 1280, 800, 2, 8, 8, true);
    layout_compute_scaled(&hundred, 1280, 800, 2, 8, 8, true, 100);
    CHECK(memcmp(&plain, &hundred, sizeof plain) == 0);
    CHECK_INT(layout_scaled(&plain, 18), 18);
    layout_compute_scaled(&l, 1280, 800, 1, 8, 8, false, 1000); /* clamped */
    CHECK_INT(l.scale, LAYOUT_SCALE_MAX);
    CHECK_INT(l.panel.w, 640); /* never more than half the window */
    layout_compute_scaled(&l, 1280, 800, 1, 8, 8, false, 0);
    CHECK_INT(l.scale, LAYOUT_SCALE_MIN);
    CHECK(l.text_px >= 6 && l.panel.w >= 120);
    Layout zero;
    memset(&zero, 0, sizeof zero);
    CHECK_INT(layout_scaled(&zero, 18), 18);
}

int main(void)
{
    one_board_default();
    one_board_flipped();
    two_boards_default();
    two_boards_large();
    nothing_overlaps();
    two_boards_small();
    other_size();
    odd_shapes();
    scaled();
    return check_report("test_ui_layout");
}
