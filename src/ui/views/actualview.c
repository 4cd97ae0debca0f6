/* actualview.c - Potential's V: the actualized orthodox game in a box, as a game viewer
 * shows one (see actualview.h). */
#include "actualview.h"

#include <stdio.h>
#include <string.h>

#include "controller.h"

/* Where everything goes, for text of px pixels. */
typedef struct Geometry {
    int px, pad, gap, th, lh, fen_h, ctl_h, sub_h;
    int sq, cw, bwid, bht, list_w;
    UiRect box;
} Geometry;

/* The box's height for the board's height g->bht. */
static int box_height(const Geometry *g)
{
    return g->pad + g->th + g->gap + g->sub_h + g->px + g->bht + g->lh + g->gap + g->ctl_h + g->px +
           g->fen_h + g->gap + g->ctl_h + g->pad;
}

/* The board b as large as the window lets it be beside the move list (squares 12 to 80 px),
 * the box round them (subtitle under its title), in the middle of the window. */
static void measure(Draw *d, const char *subtitle, const ViewThumb *b, const Layout *l, int px,
                    Geometry *g)
{
    memset(g, 0, sizeof *g);
    g->px = px;
    g->pad = px + 4;
    g->gap = px / 2;
    g->th = text_line_height(d->text, px + 6, true);
    g->lh = text_line_height(d->text, px, false);
    g->fen_h = text_line_height(d->text, px - 1, false);
    g->ctl_h = px * 2 + 4;
    g->cw = px + 4;
    g->list_w = px * 17;
    int maxw = l->width - 20, maxh = l->height - 20;
    int w0 = ui_clamp(maxw, 320, px * 60) - 2 * g->pad;
    g->sub_h = draw_wrapped_text(d, subtitle, px - 1, d->theme->text_dim, 0, 0, w0, false);
    int room_h = maxh - box_height(g), room_w = maxw - 3 * g->pad - g->cw - g->list_w;
    int room = room_h < room_w ? room_h : room_w;
    g->sq = ui_clamp(room * 2 / 17, 12, layout_scaled(l, 80));
    for (;;) {
        thumbview_size(b, g->sq, &g->bwid, &g->bht);
        int bw = 3 * g->pad + g->cw + g->bwid + g->list_w;
        g->sub_h = draw_wrapped_text(d, subtitle, px - 1, d->theme->text_dim, 0, 0, bw - 2 * g->pad,
                                     false);
        int bh = box_height(g);
        if ((bh <= maxh && bw <= maxw) || g->sq <= 12) {
            g->box = ui_rect((l->width - bw) / 2, (l->height - bh) / 2, bw, bh);
            return;
        }
        g->sq--;
    }
}

/* A triangle pointing left or right, w wide and h high, its middle at height cy. */
static void triangle(Draw *d, int x, int cy, int w, int h, bool left, UiColor c)
{
    for (int i = 0; i < w; i++) {
        int hh = h * (left ? i + 1 : w - i) / w;
        draw_fill(d, ui_rect(x + i, cy - hh / 2, 1, hh > 0 ? hh : 1), c);
    }
}

/* The controls under the board: to the start, back, forward, to the last move; an end's
 * buttons dimmed there. */
static void draw_controls(Draw *d, const ViewGame *gm, UiRect row, int px)
{
    static const IntentKind intent[4] = {INTENT_STEP_FIRST, INTENT_STEP_BACK, INTENT_STEP_FORWARD,
                                         INTENT_STEP_LAST};
    int gap = px / 2, bw = (row.w - 3 * gap) / 4;
    int ih = px * 4 / 5, iw = ih * 3 / 5, bar = px / 7 > 2 ? px / 7 : 2;
    for (int i = 0; i < 4; i++) {
        UiRect b = ui_rect(row.x + i * (bw + gap), row.y, bw, row.h);
        bool live = i < 2 ? gm->ply > 0 : gm->ply < gm->nplies;
        draw_round(d, b, b.h / 3, d->theme->chip);
        UiColor c = live ? d->theme->chip_text : d->theme->text_dim;
        bool left = i < 2, end = i == 0 || i == 3;
        int ww = iw + (end ? bar + 1 : 0), x = b.x + (b.w - ww) / 2, cy = b.y + b.h / 2;
        if (i == 0)
            draw_fill(d, ui_rect(x, cy - ih / 2, bar, ih), c);
        triangle(d, i == 0 ? x + bar + 1 : x, cy, iw, ih, left, c);
        if (i == 3)
            draw_fill(d, ui_rect(x + iw + 1, cy - ih / 2, bar, ih), c);
        draw_hit(d, b, DRAW_HIT_BUTTON, (int)intent[i]);
    }
}

/* The moves in numbered rows (White's, Black's), the current one marked: each a
 * DRAW_HIT_MOVE of the ply it leads to; the list a DRAW_HIT_SCROLL of its first row shown,
 * which keeps the current move in its middle unless the wheel moved it. The moves are
 * written at the panel's move list's size (px - 1), whose glyphs the window has made. */
static void draw_moves(Draw *d, const ViewGame *gm, UiRect lr, int px)
{
    const Theme *t = d->theme;
    int mpx = px - 1;
    draw_round(d, lr, px / 2, t->window);
    int lh = text_line_height(d->text, px, true), rh = lh + px / 2, inset = px / 3 + 2;
    int rows = (gm->nplies + (gm->black_first ? 1 : 0) + 1) / 2;
    int vis = (lr.h - 2 * inset) / rh > 1 ? (lr.h - 2 * inset) / rh : 1;
    int cur = gm->ply > 0 ? (gm->ply - 1 + (gm->black_first ? 1 : 0)) / 2 : 0;
    int last_first = rows > vis ? rows - vis : 0;
    int first = gm->follow ? ui_clamp(cur - (vis - 1) / 2, 0, last_first)
                           : ui_clamp(gm->top, 0, last_first);
    draw_hit(d, lr, DRAW_HIT_SCROLL, first);
    if (gm->nplies == 0) {
        draw_text_in(d, "No moves yet.", px - 1, false, t->text_dim,
                     ui_rect(lr.x + px / 2, lr.y + inset, lr.w - px, rh), DRAW_LEFT);
        return;
    }
    int bar = rows > vis ? px / 2 : 0, numw = 0, nh = 0;
    char num[16];
    snprintf(num, sizeof num, "%d.", gm->first_turn + rows - 1);
    text_measure(d->text, num, px - 1, false, &numw, &nh);
    numw += px;
    int cellw = (lr.w - 2 * inset - numw - (bar ? bar + inset : 0)) / 2;
    for (int r = first; r < rows && r < first + vis; r++) {
        int y = lr.y + inset + (r - first) * rh, x = lr.x + inset;
        if (r % 2)
            draw_fill(d, ui_rect(x, y, lr.w - 2 * inset - (bar ? bar + inset : 0), rh), t->panel);
        snprintf(num, sizeof num, "%d.", gm->first_turn + r);
        draw_text_in(d, num, px - 1, false, t->text_dim, ui_rect(x, y, numw - px / 2, rh),
                     DRAW_RIGHT);
        for (int c = 0; c < 2; c++) {
            int i = r * 2 + c - (gm->black_first ? 1 : 0);
            UiRect cell = ui_rect(x + numw + c * cellw, y, cellw, rh);
            if (i < 0) {
                draw_text_in(d, "\xe2\x80\xa6", mpx, false, t->text_dim,
                             ui_rect(cell.x + px / 2, y, cellw - px, rh), DRAW_LEFT);
                continue;
            }
            if (i >= gm->nplies)
                break;
            bool now = i + 1 == gm->ply;
            if (now)
                draw_round(d, ui_rect(cell.x + 1, y + 1, cell.w - 2, rh - 2), px / 3, t->accent);
            char fitted[VIEW_SAN_MAX + 4];
            int fpx = draw_fit_text(d, gm->san[i], mpx, mpx - 3, now, cellw - px, fitted,
                                    (int)sizeof fitted);
            draw_text_in(d, fitted, fpx, now, now ? t->accent_text : t->text,
                         ui_rect(cell.x + px / 2, y, cellw - px, rh), DRAW_LEFT);
            draw_hit(d, cell, DRAW_HIT_MOVE, i + 1);
        }
    }
    if (bar) { /* where the rows shown are in the game */
        UiRect track = ui_rect(lr.x + lr.w - inset - bar, lr.y + inset, bar, lr.h - 2 * inset);
        int th_h = ui_clamp(track.h * vis / rows, px, track.h);
        int th_y = track.y + (track.h - th_h) * first / last_first;
        draw_round(d, track, bar / 2, t->chip);
        draw_round(d, ui_rect(track.x, th_y, bar, th_h), bar / 2, t->accent);
    }
}

/* The board with its ranks on the left and files under it. */
static void draw_board(Draw *d, PieceArt *art, ThumbCache *thumbs, const ViewThumb *b,
                       const Geometry *g, int x, int y)
{
    int bx = x + g->cw, f = g->sq / 4 > 1 ? g->sq / 4 : 1, sq = g->sq;
    thumbview_draw_kept(d, art, thumbs, b, bx, y, sq);
    int lpx = ui_clamp(g->px - 2, 9, sq / 2 + 4);
    for (int i = 0; i < 8 && i < b->ranks; i++) {
        char rank[2] = {(char)('1' + (b->flipped ? i : b->ranks - 1 - i)), '\0'};
        draw_text_in(d, rank, lpx, true, d->theme->text_dim,
                     ui_rect(x, y + f + i * sq, g->cw - 4, sq), DRAW_CENTER);
    }
    for (int i = 0; i < 8 && i < b->files; i++) {
        char file[2] = {(char)('a' + (b->flipped ? b->files - 1 - i : i)), '\0'};
        draw_text_in(d, file, lpx, true, d->theme->text_dim,
                     ui_rect(bx + f + i * sq, y + g->bht, sq, g->lh), DRAW_CENTER);
    }
}

/* The foot: Copy, and the keys. */
static void draw_foot(Draw *d, const ViewModal *m, int x, int y, int w, int h, int px)
{
    const Theme *t = d->theme;
    const char *label = m->copied ? "Copied" : "Copy";
    int lw = 0, lhh = 0;
    text_measure(d->text, "Copied", px, true, &lw, &lhh);
    UiRect button = ui_rect(x, y, lw + 2 * px, h);
    draw_round(d, button, button.h / 3, m->copied ? t->chip : t->accent);
    draw_text_in(d, label, px, true, m->copied ? t->chip_text : t->accent_text, button,
                 DRAW_CENTER);
    draw_hit(d, button, DRAW_HIT_BUTTON, INTENT_COPY);
    const char *how =
        m->copied ? "The game as PGN is on the clipboard.  \xe2\x86\x90 \xe2\x86\x92 Home End "
                    "step  \xc2\xb7  Esc or V closes"
                  : "Ctrl+C copies the game as PGN  \xc2\xb7  \xe2\x86\x90 \xe2\x86\x92 Home End "
                    "step  \xc2\xb7  Esc or V closes";
    char fitted[200];
    int room = w - button.w - px;
    int hpx = draw_fit_text(d, how, px - 1, px - 4, false, room, fitted, (int)sizeof fitted);
    draw_text_in(d, fitted, hpx, false, t->text_dim, ui_rect(button.x + button.w + px, y, room, h),
                 DRAW_LEFT);
}

/* V's board before its position is known: one of 8 x 8 squares. */
static void plain_board(ViewThumb *b)
{
    memset(b, 0, sizeof *b);
    b->nboards = 1;
    b->files = b->ranks = 8;
}

int actualview_square(Draw *d, const Layout *l, int px, const char *subtitle)
{
    ViewThumb b;
    plain_board(&b);
    Geometry g;
    measure(d, subtitle, &b, l, px, &g);
    return g.sq;
}

bool actualview_prepare(Draw *d, PieceArt *art, ThumbCache *thumbs, int square)
{
    if (!pieces_prepare(art, square))
        return false;
    ViewThumb b;
    plain_board(&b);
    return thumbview_keep_ahead(d, thumbs, &b, square);
}

UiRect actualview_cover(Draw *d, const ViewModal *m, const Layout *l, int px)
{
    Geometry g;
    measure(d, m->subtitle, &m->board, l, px, &g);
    int q = px < g.box.h / 2 ? px : g.box.h / 2; /* the rounded corners' rows left out */
    return ui_rect(g.box.x, g.box.y + q, g.box.w, g.box.h - 2 * q);
}

void actualview_draw(Draw *d, PieceArt *art, ThumbCache *thumbs, const ViewModal *m,
                     const Layout *l, int px)
{
    const Theme *t = d->theme;
    Geometry g;
    measure(d, m->subtitle, &m->board, l, px, &g);
    /* a new size's pieces are reduced by the pieces' thread while the text is drawn: the
     * board comes last */
    pieces_prefetch(art, g.sq);
    UiRect box = g.box;
    draw_shadow(d, box, px, 5, 8, (UiColor){0, 0, 0, 0x70});
    draw_round_edged(d, box, px, 2, t->panel, t->accent);
    draw_hit(d, box, DRAW_HIT_BOX, 0);
    int x = box.x + g.pad, y = box.y + g.pad, w = box.w - 2 * g.pad;
    char title[2 * VIEW_LINE_MAX + 4];
    int tpx = draw_fit_text(d, m->title, px + 6, px + 1, true, w, title, (int)sizeof title);
    draw_text_in(d, title, tpx, true, t->text, ui_rect(x, y, w, g.th), DRAW_LEFT);
    y += g.th + g.gap;
    y += draw_wrapped_text(d, m->subtitle, px - 1, t->text_dim, x, y, w, true) + px;
    int by = y;
    int cy = y + g.bht + g.lh + g.gap;
    draw_controls(d, &m->game, ui_rect(x + g.cw, cy, g.bwid, g.ctl_h), px);
    int lx = x + g.cw + g.bwid + g.pad;
    draw_moves(d, &m->game, ui_rect(lx, y, x + w - lx, cy + g.ctl_h - y), px);
    /* the FEN of the position shown */
    int fy = cy + g.ctl_h + px, lw = 0, lhh = 0;
    text_measure(d->text, "FEN", px - 1, true, &lw, &lhh);
    draw_text_in(d, "FEN", px - 1, true, t->text_dim, ui_rect(x, fy, lw, g.fen_h), DRAW_LEFT);
    char fen[sizeof m->game.fen + 4];
    int fpx =
        draw_fit_text(d, m->game.fen, px - 1, px - 4, false, w - lw - px / 2, fen, (int)sizeof fen);
    draw_text_in(d, fen, fpx, false, t->text,
                 ui_rect(x + lw + px / 2, fy, w - lw - px / 2, g.fen_h), DRAW_LEFT);
    draw_foot(d, m, x, fy + g.fen_h + g.gap, w, g.ctl_h, px);
    draw_board(d, art, thumbs, &m->board, &g, x, by);
}
