/* test_ui_layout.c - exact board, square, label and panel rectangles; pixel to square with flip. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "layout.h"
#include "panelplan.h"

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
    layout_compute_scaled(&l, 2560, 1600, 1, 8, 8, false, 1000); /* clamped */
    CHECK_INT(l.scale, LAYOUT_SCALE_MAX);
    CHECK_INT(l.panel.w, 1200);                                 /* 400 px x 3 */
    layout_compute_scaled(&l, 1280, 800, 1, 8, 8, false, 1000); /* what the window holds */
    CHECK_INT(l.scale, 200);
    CHECK_INT(l.panel.w, 640); /* never more than half the window */
    layout_compute_scaled(&l, 640, 480, 1, 8, 8, false, 200);
    CHECK_INT(l.scale, 120);
    layout_compute_scaled(&l, 640, 480, 1, 8, 8, false, 75);
    CHECK_INT(l.scale, 75);
    layout_compute_scaled(&l, 1280, 800, 1, 8, 8, false, 0);
    CHECK_INT(l.scale, LAYOUT_SCALE_MIN);
    CHECK(l.text_px >= 6 && l.panel.w >= 120);
    Layout zero;
    memset(&zero, 0, sizeof zero);
    CHECK_INT(layout_scaled(&zero, 18), 18);
}

/* ---- the panel's plan -------------------------------------------------------------- */

/* DejaVu Sans as the tests model it, a little larger than the real face (line height 1.164
 * em, average advances under 0.62 em bold): a plan that holds here holds with the font. */
static int model_line_h(void *ctx, int px, bool bold)
{
    (void)ctx;
    (void)bold;
    return (px * 1164 + 999) / 1000 + 1;
}
static int model_width(void *ctx, const char *s, int px, bool bold)
{
    (void)ctx;
    int n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xc0) != 0x80;
    return n * px * (bold ? 66 : 62) / 100;
}
static const PlanText model = {NULL, model_line_h, model_width};

typedef struct Family {
    const char *name, *title, *turn;
    int nboards;
    const char *white[3], *black[3]; /* a move of each side as the family writes it */
    int nlegend, nchanges;
} Family;

static const Family families[] = {
    {"orthodox",
     "Orthodox Chess",
     "White to move",
     1,
     {"Nf3", "Bxc6", "O-O"},
     {"Nc6", "dxc6", "Qxd1+"},
     0,
     0},
    {"polypiece",
     "Polypiece Chess",
     "White to move",
     1,
     {"Ng1-f3=WD", "R4f1-f4=B", "e4xd5"},
     {"WDg8-g6=N", "Qc7-a5=WAND", "Nf6xd5=R4"},
     6,
     0},
    {"revolving",
     "Revolving Chess",
     "Black to move",
     1,
     {"Nc3(B)", "R:c8(Q)", "O-O(Q)"},
     {"Nf6(B)", "Qa:c8(N)", "e:d5"},
     0,
     1},
    {"potential",
     "Potential Chess",
     "White to move",
     1,
     {"d2-d4>QRP", "b1-c3>qbn", "e4:d5>x"},
     {"a7:b5>n(p)", "h7-h6>QRBNP", "c7-c5>!K"},
     0,
     0},
    {"portal",
     "Portal Chess",
     "Black to move on board B",
     2,
     {"A:e4", "B:Nxd5", "A:tp:a4-a4"},
     {"B:e5", "A:Nf6", "B:declare"},
     0,
     0},
};

/* A game in the middle: clocks, two named players, fourteen pieces taken (White 9, Black 5:
 * White ahead by 12), 24 moves with a variation of four after move 12, the move shown inside
 * the variation, a comment; over: with its result. */
static void mid_game(ViewPanel *p, const Family *f, bool over)
{
    memset(p, 0, sizeof *p);
    snprintf(p->title, sizeof p->title, "%s", f->title);
    snprintf(p->turn, sizeof p->turn, "%s", over ? "" : f->turn);
    p->to_move = over ? -1 : VIEW_WHITE;
    snprintf(p->player[0], sizeof p->player[0], "You");
    snprintf(p->player[1], sizeof p->player[1], "Computer, level 5");
    p->clocks = true;
    p->clock_ms[0] = 183000;
    p->clock_ms[1] = 9400;
    p->clock_running = over ? -1 : 0;
    snprintf(p->captured[VIEW_BLACK], sizeof p->captured[1], "PNPPBPRPQ");
    snprintf(p->captured[VIEW_WHITE], sizeof p->captured[0], "PNPBP");
    for (int ply = 0; ply < 48 && p->nitems < VIEW_MAX_MOVES; ply++) {
        ViewMoveItem *it = &p->items[p->nitems++];
        it->turn = ply / 2 + 1;
        it->colour = (int8_t)(ply & 1);
        snprintf(it->text, sizeof it->text, "%s", (ply & 1 ? f->black : f->white)[ply % 3]);
        it->numbered = !(ply & 1);
        it->line = true;
        if (ply == 23)
            for (int k = 0; k < 4; k++) {
                ViewMoveItem *v = &p->items[p->nitems++];
                *v = *it;
                v->depth = 1;
                v->starts = k == 0;
                v->numbered = k == 0 || (k & 1);
                v->colour = (int8_t)((k + 1) & 1);
                v->turn = 12 + (k + 1) / 2;
                snprintf(v->text, sizeof v->text, "%s", (k & 1 ? f->white : f->black)[k % 3]);
            }
    }
    p->current_item = 26;
    snprintf(p->note, sizeof p->note, "A sharp try: the knight comes back to defend.");
    p->nlegend = f->nlegend;
    p->nchanges = f->nchanges;
    if (over) {
        snprintf(p->score, sizeof p->score, "1-0");
        snprintf(p->result, sizeof p->result, "White wins");
        snprintf(p->result_detail, sizeof p->result_detail, "on time");
    }
}

/* The parts the drawing measures, as large as a family makes them: the powers of six types
 * on two rows each, the changes' line, the note's five lines, the analysis' three lines and
 * the review (compact: its accuracy in the heading). */
static void drawn_parts(PlanNeed *n, const Layout *l, const ViewPanel *p, bool analysis)
{
    int px = l->text_px, line = model_line_h(NULL, px, false);
    if (l->panel_below) {
        n->want[PLAN_NOTE] = p->note[0] ? 2 * line + px / 2 + line + px : 0;
        return;
    }
    n->want[PLAN_POWERS] = p->nlegend ? p->nlegend * 2 * (line + 8) + 2 * line : 0;
    n->want[PLAN_CHANGES] = p->nchanges ? 3 * line + px : 0;
    n->want[PLAN_NOTE] = 5 * line + 2 * px + line;
    n->least[PLAN_NOTE] = 1 * line + 2 * px + line;
    if (analysis) {
        n->want[PLAN_LINES] = 4 * (line + 6) + px;
        n->least[PLAN_LINES] = 2 * (line + 6) + px;
        n->want[PLAN_GRAPH] = 64 + 3 * line + 2 * px;
        n->least[PLAN_GRAPH] = 30 + line + 2 * px; /* compact */
    }
}

static bool within(UiRect r, UiRect area)
{
    return r.h == 0 || inside(r, area);
}

/* Every window from 640x480 to 2560x1600, every UI scale from 75% to 200%, each family's game
 * in the middle (and over, and with the analysis on): the move list keeps five whole rows;
 * the clocks and the captured pieces are whole (unfolded clocks, every piece and the "+N"
 * inside the panel and their part), and neither overlaps the move list or the buttons. */
static void panel_keeps_moves(void)
{
    static ViewPanel p; /* large: off the stack */
    static const int scales[] = {75, 100, 125, 150, 175, 200};
    int bad = 0, plans = 0;
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++)
        for (int k = 0; k < 3; k++) {
            mid_game(&p, &families[f], k == 1);
            bool analysis = k == 2;
            for (int w = 640; w <= 2560; w += w < 2560 && w + 80 > 2560 ? 2560 - w : 80)
                for (int h = 480; h <= 1600; h += h < 1600 && h + 40 > 1600 ? 1600 - h : 40)
                    for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++) {
                        Layout l;
                        layout_compute_bar(&l, w, h, families[f].nboards, 8, 8, false, scales[s],
                                           analysis);
                        PlanNeed n;
                        plan_need(&n, &l, &p, analysis, &model);
                        drawn_parts(&n, &l, &p, analysis);
                        Plan pl;
                        plan_panel(&pl, &l, &n);
                        plans++;
                        const UiRect *part = pl.part;
                        UiRect moves = part[PLAN_MOVES], clocks = part[PLAN_CLOCKS];
                        UiRect cap = part[PLAN_CAPTURED], buttons = part[PLAN_BUTTONS];
                        bool ok = pl.move_rows >= PLAN_MOVE_ROWS;
                        ok = ok && clocks.h == n.want[PLAN_CLOCKS] && within(clocks, l.panel);
                        ok = ok && within(moves, l.panel) && within(buttons, l.panel);
                        ok = ok && !overlaps(clocks, moves) && !overlaps(clocks, buttons) &&
                             !overlaps(cap, moves) && !overlaps(cap, buttons) &&
                             !overlaps(cap, clocks) && !overlaps(moves, buttons);
                        if (l.panel_below)
                            ok = ok && within(clocks, pl.col[0]) &&
                                 (analysis || within(cap, pl.col[1])) && within(moves, pl.col[2]);
                        if (!analysis || !l.panel_below) {
                            PlanCaptured c;
                            plan_captured(&c, &p, &model, l.text_px, l.scale, cap.x, cap.y, cap.w,
                                          pl.folded[PLAN_CAPTURED]);
                            ok = ok && c.h == cap.h && c.h > 0;
                            for (int side = 0; side < 2; side++) {
                                for (int i = 0; i < c.n[side]; i++)
                                    ok = ok && inside(c.piece[side][i], cap);
                                ok = ok && c.plus[side].w >= 0 && within(c.plus[side], cap);
                                ok = ok && (side == VIEW_WHITE || c.plus[side].w > 0);
                            }
                            /* a piece still reads as its type */
                            ok = ok && c.size >= 20 * l.scale / 100;
                        }
                        if (!ok && bad++ < 8)
                            fprintf(stderr,
                                    "%s%s %dx%d at %d%%: %d move rows, clocks %d/%d at y %d, "
                                    "captured y %d h %d, moves y %d h %d, buttons y %d\n",
                                    families[f].name,
                                    k == 1   ? " (over)"
                                    : k == 2 ? " (analysis)"
                                             : "",
                                    w, h, scales[s], pl.move_rows, clocks.h, n.want[PLAN_CLOCKS],
                                    clocks.y, cap.y, cap.h, moves.y, moves.h, buttons.y);
                    }
        }
    CHECK_INT(bad, 0);
    printf("panel_keeps_moves: %d plans\n", plans);
    CHECK(plans > 10000);
}

/* The captured pieces grouped by type, the most valuable first (lichess), the material lead
 * after them whole; a narrow column wraps the rows rather than cutting them. */
static void captured_grouped(void)
{
    static ViewPanel p;
    memset(&p, 0, sizeof p);
    snprintf(p.captured[VIEW_BLACK], sizeof p.captured[1],
             "PNPPBPRPQPPNBRP"); /* 15: 39 against 1 */
    snprintf(p.captured[VIEW_WHITE], sizeof p.captured[0], "P");
    PlanCaptured c;
    plan_captured(&c, &p, &model, 15, 100, 100, 50, 300, false);
    CHECK(strcmp(c.type[VIEW_BLACK], "QRRBBNNPPPPPPPP") == 0);
    CHECK(strcmp(c.plus_text[VIEW_BLACK], "+38") == 0);
    CHECK_INT(c.plus[VIEW_WHITE].w, 0);
    CHECK_INT(c.n[VIEW_BLACK], 15);
    /* a type's pieces overlap, a new type stands apart */
    CHECK(c.piece[1][2].x - c.piece[1][1].x < c.size);
    CHECK(c.piece[1][1].x - c.piece[1][0].x > c.size);
    bool whole = true;
    UiRect col = {100, 50, 300, c.h};
    for (int i = 0; i < 15; i++)
        whole = whole && inside(c.piece[1][i], col);
    CHECK(whole && inside(c.plus[1], col));
    /* in 120 px: rows wrap, each piece whole */
    plan_captured(&c, &p, &model, 15, 100, 0, 0, 120, true);
    UiRect narrow = {0, 0, 120, c.h};
    whole = true;
    for (int i = 0; i < 15; i++)
        whole = whole && inside(c.piece[1][i], narrow);
    CHECK(whole && inside(c.plus[1], narrow));
    CHECK(c.piece[1][14].y > c.piece[1][0].y);
}

/* The list's capture sign is x in every family; Portal's board and teleport prefixes stay. */
static void move_text_sign(void)
{
    char out[64];
    plan_move_text("R:c8(Q)", false, out, sizeof out);
    CHECK(strcmp(out, "Rxc8(Q)") == 0);
    plan_move_text("a7:b5>n(p)", false, out, sizeof out);
    CHECK(strcmp(out, "a7xb5>n(p)") == 0);
    plan_move_text("B:e6(p)", false, out, sizeof out); /* Revolving's bishop */
    CHECK(strcmp(out, "Bxe6(p)") == 0);
    plan_move_text("B:R:c8(Q)", true, out, sizeof out);
    CHECK(strcmp(out, "B:Rxc8(Q)") == 0);
    plan_move_text("A:tp:a4-a4", true, out, sizeof out);
    CHECK(strcmp(out, "A:tp:a4-a4") == 0);
    plan_move_text("Nxd5", false, out, 4);
    CHECK(strcmp(out, "Nxd") == 0);
}

/* The panel's one word-wrap (plan_wrap_line), as its plan counts lines and its drawing draws
 * them: at spaces, a word wider than the width whole, each "\n" a line break, so blank lines
 * count as the drawing shows them. */
static void wrap_lines(void)
{
    static const struct {
        const char *s, *lines; /* the lines, each ended by '|' */
    } cases[] = {
        {"ab cd ef", "ab cd|ef|"},         /* 6.2 px a letter at 10 px: six fit in 40 px */
        {"abcdefghij k", "abcdefghij|k|"}, /* the word wider than the width whole */
        {"a\n\n\nb", "a|||b|"},            /* two blank lines between */
        {"ab cd efg\n", "ab cd|efg|"},     /* the space at the break and the last "\n" dropped */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char got[64] = "";
        int n;
        for (const char *s = cases[i].s; *s;) {
            const char *next = plan_wrap_line(&model, s, 10, false, 40, &n);
            snprintf(got + strlen(got), sizeof got - strlen(got), "%.*s|", n, s);
            s = next;
        }
        if (strcmp(got, cases[i].lines) != 0)
            fprintf(stderr, "wrap \"%s\": \"%s\", want \"%s\"\n", cases[i].s, got, cases[i].lines);
        CHECK(strcmp(got, cases[i].lines) == 0);
    }
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
    panel_keeps_moves();
    captured_grouped();
    move_text_sign();
    wrap_lines();
    return check_report("test_ui_layout");
}
