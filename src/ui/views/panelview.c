/* panelview.c - the side panel (turn, result, captures, power legend, move list) and overlays. */
#include "panelview.h"

#include <stdio.h>
#include <string.h>

#include "analysisview.h"
#include "boardview.h"
#include "controller.h"
#include "panelplan.h"
#include "theme.h"

static int max(int a, int b)
{
    return a > b ? a : b;
}

/* A section heading in small dim capitals; returns the y below it. */
static int heading(Draw *d, const char *s, int x, int y, int px)
{
    draw_text(d, s, px, true, d->theme->text_dim, x, y, DRAW_LEFT);
    return y + text_line_height(d->text, px, true) + px / 3;
}

/* The y under a heading without drawing it. */
static int heading_below(Draw *d, int y, int px)
{
    return y + text_line_height(d->text, px, true) + px / 3;
}

static void colour_disc(Draw *d, int cx, int cy, int size, int colour)
{
    const Theme *t = d->theme;
    /* On a light panel White's ivory disc is the panel's own colour and read as a hollow
     * ring: there it is a white stone, on a shadow, shaded at its lower edge. */
    bool light = t->panel.r + t->panel.g + t->panel.b > 3 * 0xc0;
    if (colour == VIEW_WHITE && light) {
        int off = max(1, size / 10);
        UiColor shadow = t->text_dim;
        shadow.a = 0x70;
        draw_disc(d, cx + off / 2, cy + off, size + 2, shadow);
        draw_disc(d, cx, cy, size, t->panel_edge);
        draw_disc(d, cx - off / 2, cy - off / 2, size - 2 * off, t->ivory);
    } else {
        draw_disc(d, cx, cy, size, colour == VIEW_WHITE ? t->ivory : t->ink);
    }
    draw_ring(d, cx, cy, size, max(1, size / 12), colour == VIEW_WHITE ? t->ink : t->ebony_line);
}

static int draw_turn(Draw *d, const View *v, int x, int y, int w, int px)
{
    const ViewPanel *p = &v->panel;
    if (!p->turn[0])
        return y;
    int lh = text_line_height(d->text, px, true);
    int tx = x;
    if (p->to_move == VIEW_WHITE || p->to_move == VIEW_BLACK) {
        colour_disc(d, x + lh / 2, y + lh / 2, lh - 2, p->to_move);
        tx += lh + px / 2;
    }
    char fitted[VIEW_LINE_MAX + 4];
    int fpx = draw_fit_text(d, p->turn, px, px - 4, true, w - (tx - x), fitted, (int)sizeof fitted);
    draw_text_in(d, fitted, fpx, true, d->theme->text, ui_rect(tx, y, w - (tx - x), lh), DRAW_LEFT);
    return y + lh + px;
}

/* "4:59", "1:02:03", and "9.4" under ten seconds. */
static void clock_text(long ms, char *out, size_t n)
{
    long s = ms / 1000;
    if (ms < 10000)
        snprintf(out, n, "%ld.%ld", s, ms / 100 % 10);
    else if (s >= 3600)
        snprintf(out, n, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(out, n, "%ld:%02ld", s / 60, s % 60);
}

/* The two sides side by side: each one's player ("You", "Computer, level 5", a name) over
 * its clock, the running clock lit, one under ten seconds in red; the players alone when
 * there is no clock. */
static int draw_clocks(Draw *d, const ViewPanel *p, int x, int y, int w, int px)
{
    bool names = p->player[0][0] || p->player[1][0];
    if (!p->clocks && !names)
        return y;
    int big = px + 6, h = text_line_height(d->text, big, true) + px / 2, gap = px / 2;
    int cw = (w - gap) / 2;
    if (names) {
        int npx = px - 1, nh = text_line_height(d->text, npx, true), disc = p->clocks ? 0 : nh;
        int lead = disc + (disc ? 4 : 0), nw[2], th;
        for (int c = 0; c < 2; c++)
            text_measure(d->text, p->player[c], npx, true, &nw[c], &th);
        /* a long name ("Computer, level 5") beside a short one keeps its size and takes room
         * from the other half, Black's then ending at the panel's right edge; two long ones
         * are fitted each to its half */
        bool share = nw[0] + nw[1] + 2 * lead + gap <= w;
        bool right = share && (nw[0] + lead > cw - px / 2 || nw[1] + lead > cw - px / 2);
        for (int c = 0; c < 2; c++) {
            char fitted[VIEW_LINE_MAX + 4];
            int room = share ? nw[c] + 1 : cw - lead - px / 2;
            int nx = c == VIEW_BLACK && right ? x + w - nw[c] - lead : x + c * (cw + gap);
            if (!p->clocks)
                colour_disc(d, nx + disc / 2, y + nh / 2, nh - 4, c);
            int fpx = draw_fit_text(d, p->player[c], npx, npx - 4, true, room, fitted,
                                    (int)sizeof fitted);
            draw_text_in(d, fitted, fpx, true, d->theme->text, ui_rect(nx + lead, y, room, nh),
                         DRAW_LEFT);
        }
        y += nh + px / 3;
        if (!p->clocks)
            return y + px / 2;
    }
    for (int c = 0; c < 2; c++) {
        UiRect box = ui_rect(x + c * (cw + gap), y, cw, h);
        bool running = p->clock_running == c, low = p->clock_ms[c] < 10000;
        UiColor fill = !running ? d->theme->panel_edge
                       : low    ? d->theme->error_text
                                : d->theme->accent;
        draw_round(d, box, px / 2, fill);
        colour_disc(d, box.x + h / 2, box.y + h / 2, h / 2, c);
        char t[32];
        clock_text(p->clock_ms[c], t, sizeof t);
        UiColor col = running ? d->theme->accent_text : low ? d->theme->error_text : d->theme->text;
        draw_text_in(d, t, big, true, col, ui_rect(box.x + h, box.y, box.w - h - px / 2, box.h),
                     DRAW_RIGHT);
    }
    return y + h + px;
}

static int draw_result_box(Draw *d, const ViewPanel *p, int x, int y, int w, int px)
{
    if (!p->result[0])
        return y;
    int big = px + 3;
    int h1 = text_line_height(d->text, big, true), h2 = text_line_height(d->text, px - 1, false);
    int h = h1 + (p->result_detail[0] ? h2 : 0) + px;
    UiRect box = ui_rect(x, y, w, h);
    draw_round(d, box, px / 2, d->theme->accent);
    draw_text(d, p->result, big, true, d->theme->accent_text, x + w / 2, y + px / 2, DRAW_CENTER);
    if (p->result_detail[0])
        draw_text(d, p->result_detail, px - 1, false, d->theme->accent_text, x + w / 2,
                  y + px / 2 + h1, DRAW_CENTER);
    return y + h + px;
}

/* The panel's text metrics for the plan (panelplan.h). */
static int plan_line_h(void *ctx, int px, bool bold)
{
    return text_line_height(((Draw *)ctx)->text, px, bold);
}
static int plan_width(void *ctx, const char *s, int px, bool bold)
{
    int w, h;
    text_measure(((Draw *)ctx)->text, s, px, bold, &w, &h);
    return w;
}
static PlanText plan_text(Draw *d)
{
    PlanText t = {d, plan_line_h, plan_width};
    return t;
}

/* The captured pieces as plan_captured lays them out: grouped by type, rows whole, "+N". */
static void draw_captured(Draw *d, PieceArt *art, const ViewPanel *p, const PlanCaptured *c, int x,
                          int y)
{
    if (c->h == 0)
        return;
    if (c->heading)
        heading(d, "CAPTURED", x, y, c->px - 3);
    for (int s = 1; s >= 0; s--) { /* White's catch (black pieces) first */
        for (int i = 0; i < c->n[s]; i++) {
            UiRect r = c->piece[s][i];
            if (!draw_piece(d, art, c->type[s][i], s, r, 255)) {
                char letter[2] = {c->type[s][i], '\0'};
                colour_disc(d, r.x + r.w / 2, r.y + r.h / 2, r.w * 7 / 10, s);
                draw_text_in(d, letter, max(9, r.w / 2), true,
                             s ? d->theme->ebony_line : d->theme->ink, r, DRAW_CENTER);
            }
        }
        if (c->plus[s].w > 0)
            draw_text_in(d, c->plus_text[s], c->px, true, d->theme->text_dim, c->plus[s],
                         DRAW_LEFT);
    }
    (void)p;
}

/* One power chip; returns its width. `mark` 0 plain, 1 both colours, 2
 * White only, 3 Black only. */
static int chip(Draw *d, const char *s, int x, int y, int h, int px, int mark, bool draw)
{
    int tw, th;
    text_measure(d->text, s, px, mark != 0, &tw, &th);
    int w = tw + h * 3 / 4;
    if (!draw)
        return w;
    UiRect box = ui_rect(x, y, w, h);
    UiColor text = d->theme->chip_text;
    switch (mark) {
    case 1:
        draw_round(d, box, h / 2, d->theme->accent);
        text = d->theme->accent_text;
        break;
    case 2:
        draw_round_edged(d, box, h / 2, 2, d->theme->ivory, d->theme->accent);
        text = d->theme->ink;
        break;
    case 3:
        draw_round_edged(d, box, h / 2, 2, d->theme->ink, d->theme->accent);
        text = d->theme->ebony_line;
        break;
    default:
        draw_round(d, box, h / 2, d->theme->chip);
        break;
    }
    draw_text_in(d, s, px, mark != 0, text, box, DRAW_CENTER);
    return w;
}

/* The powers of each type, in `cols` columns of width w / cols filled top to bottom up to
 * `bottom` (0: no limit, one column); returns the y below (with draw false only measures). */
static int draw_legend(Draw *d, PieceArt *art, const ViewPanel *p, int x, int y, int w, int px,
                       int cols, int bottom, bool draw)
{
    if (p->nlegend <= 0)
        return y;
    y = draw ? heading(d, "POWERS", x, y, px - 3) : heading_below(d, y, px - 3);
    int cpx = px - 2, ch = text_line_height(d->text, cpx, true) + 4;
    int icon = ch * 3 / 2 + 4, gap = px / 3, row_h = max(ch, icon - 6);
    int x0 = x, top = y, col = 0, lowest = y;
    cols = ui_clamp(cols, 1, 4);
    w = w / cols - (cols > 1 ? px : 0);
    bool split = false;
    for (int i = 0; i < p->nlegend; i++) {
        const ViewLegendRow *row = &p->legend[i];
        if (bottom > 0 && y + row_h > bottom && y > top && col + 1 < cols) { /* next column */
            col++;
            x = x0 + col * (w + px);
            y = top;
        }
        int colour = (row->colours & 1) ? VIEW_WHITE : VIEW_BLACK;
        if (draw && !draw_piece(d, art, row->type, colour,
                                ui_rect(x, y + (row_h - icon) / 2, icon, icon), 255)) {
            char letter[2] = {row->type, '\0'};
            draw_text_in(d, letter, px, true, d->theme->text, ui_rect(x, y, icon, row_h),
                         DRAW_CENTER);
        }
        int cx = x + icon + gap, cy = y + (row_h - ch) / 2;
        for (int k = 0; k < row->npowers; k++) {
            bool white = (row->colours & 1) && row->current[VIEW_WHITE] == k;
            bool black = (row->colours & 2) && row->current[VIEW_BLACK] == k;
            int mark = (white && black) ? 1 : white ? 2 : black ? 3 : 0;
            if ((row->colours & 3) == 3 && row->current[0] != row->current[1])
                split = true;
            if ((row->colours & 3) != 3 && mark)
                mark = 1;
            int cw = chip(d, row->powers[k], 0, 0, ch, cpx, mark, false);
            if (cx + cw > x + w && cx > x + icon + gap) { /* wrap */
                cx = x + icon + gap;
                cy += ch + gap;
            }
            chip(d, row->powers[k], cx, cy, ch, cpx, mark, draw);
            cx += cw + gap;
        }
        y = max(y + row_h, cy + ch) + gap;
        lowest = max(lowest, y);
    }
    y = lowest;
    const char *note = split ? "filled: in force  \xc2\xb7  light: White  \xc2\xb7  dark: Black"
                             : "filled: the power in force now";
    if (draw)
        draw_text(d, note, px - 3, false, d->theme->text_dim, x0, y, DRAW_LEFT);
    return y + text_line_height(d->text, px - 3, false) + px;
}

/* How the pieces change, from y; returns the y below (with draw false only measures). */
static int draw_changes(Draw *d, const ViewPanel *p, int x, int y, int w, int px, bool draw)
{
    if (p->nchanges <= 0)
        return y;
    const char *title = p->changes_title[0] ? p->changes_title : "HOW PIECES CHANGE";
    y = draw ? heading(d, title, x, y, px - 3) : heading_below(d, y, px - 3);
    for (int i = 0; i < p->nchanges; i++) {
        char fitted[VIEW_LINE_MAX + 4];
        int fpx =
            draw_fit_text(d, p->changes[i], px - 1, px - 5, false, w, fitted, (int)sizeof fitted);
        bool now = i == p->change_now;
        if (draw && now)
            draw_fill(d, ui_rect(x - 8, y + 2, 3, text_line_height(d->text, fpx, false) - 4),
                      d->theme->accent);
        if (draw)
            draw_text(d, fitted, fpx, now, now ? d->theme->accent : d->theme->chip_text, x, y,
                      DRAW_LEFT);
        y += text_line_height(d->text, fpx, now) + 2;
    }
    return y + px;
}

/* One row of the move list: a numbered pair of main-line moves, one move of a pair whose
 * moves do not fit side by side, or a line of a variation (items a..b-1, wrapped). */
typedef enum { ROW_PAIR, ROW_ONE, ROW_VARIATION } MoveRowKind;
typedef struct MoveRow {
    MoveRowKind kind;
    int a, b; /* PAIR: White's and Black's item (-1: none); ONE: a; VARIATION: a..b-1 */
    int depth;
} MoveRow;

#define MOVE_ROWS_MAX (2 * VIEW_MAX_MOVES)

/* The smallest a main-line move is drawn to keep its pair side by side. */
#define MOVE_SHRINK 3

/* A variation's move as it reads in the list: "12. e4", "12... Nf6" or "Nf6"; the capture
 * sign x in every family (plan_move_text; boards: Portal's board prefixes kept). */
static void item_label(const ViewMoveItem *it, bool boards, char *out, size_t n)
{
    char text[VIEW_MOVE_MAX];
    plan_move_text(it->text, boards, text, (int)sizeof text);
    if (it->numbered)
        snprintf(out, n, "%d%s %s%s", it->turn, it->colour == VIEW_WHITE ? "." : "...", text,
                 it->mark);
    else
        snprintf(out, n, "%s%s", text, it->mark);
}

/* A main-line move as its cell shows it: its text and its note's marks ("e4!"). */
static const char *cell_text(const ViewMoveItem *it, bool boards, char *out, size_t n)
{
    char text[VIEW_MOVE_MAX];
    plan_move_text(it->text, boards, text, (int)sizeof text);
    snprintf(out, n, "%s%s", text, it->mark);
    return out;
}

/* A variation's move's width as draw_move_cell draws it: bold when it is the one shown. */
static int label_width(Draw *d, const ViewPanel *p, int item, bool boards, int px)
{
    char label[VIEW_MOVE_MAX + 16];
    item_label(&p->items[item], boards, label, sizeof label);
    int w, h;
    text_measure(d->text, label, px, item == p->current_item, &w, &h);
    return w;
}

/* True when every main-line move fits its half of a pair row (MOVE_SHRINK smaller at the
 * least): then every turn is a pair; else every move is on its own row, so that a few long
 * moves do not break the two columns here and there. */
static bool pairs_fit(Draw *d, const ViewPanel *p, bool boards, int col_w, int px)
{
    for (int i = 0; i < p->nitems; i++) {
        if (p->items[i].depth != 0)
            continue;
        char cell[VIEW_MOVE_MAX + 16];
        int w, h;
        text_measure(d->text, cell_text(&p->items[i], boards, cell, sizeof cell), px - MOVE_SHRINK,
                     true, &w, &h);
        if (w > col_w - 16)
            return false;
    }
    return true;
}

/* Lays the items out in rows for a list area w wide; returns the number of rows. */
static int move_rows(Draw *d, const ViewPanel *p, bool boards, int w, int px, int vpx,
                     MoveRow *rows)
{
    int n = 0, num_w = px * 3, col_w = (w - num_w) / 2, indent = px;
    bool pairs = pairs_fit(d, p, boards, col_w, px);
    for (int i = 0; i < p->nitems && n < MOVE_ROWS_MAX - 2;) {
        const ViewMoveItem *it = &p->items[i];
        if (it->depth == 0) {
            /* a turn's two moves side by side, White's on the left, whichever came first
             * (in Portal Chess Black may act first in a turn) */
            MoveRow r = {ROW_PAIR, -1, -1, 0};
            *(it->colour == VIEW_WHITE ? &r.a : &r.b) = i++;
            const ViewMoveItem *next = i < p->nitems ? &p->items[i] : NULL;
            if (next && next->depth == 0 && next->colour != it->colour && next->turn == it->turn)
                *(next->colour == VIEW_WHITE ? &r.a : &r.b) = i++;
            if (!pairs) { /* one per row */
                if (r.a >= 0)
                    rows[n++] = (MoveRow){ROW_ONE, r.a, -1, 0};
                if (r.b >= 0)
                    rows[n++] = (MoveRow){ROW_ONE, r.b, -1, 0};
            } else {
                rows[n++] = r;
            }
            continue;
        }
        /* a run of one variation at one depth, wrapped into lines */
        int depth = it->depth, x = 0, avail = w - indent * (depth > 4 ? 4 : depth) - px / 2;
        MoveRow r = {ROW_VARIATION, i, i, depth};
        do {
            int lw = label_width(d, p, i, boards, vpx) + 14;
            if (x > 0 && x + lw > avail) {
                rows[n++] = r;
                r.a = i;
                x = 0;
                if (n >= MOVE_ROWS_MAX - 2)
                    break;
            }
            x += lw;
            r.b = ++i;
        } while (i < p->nitems && p->items[i].depth == depth && !p->items[i].starts);
        rows[n++] = r;
    }
    return n;
}

static bool row_has(const MoveRow *r, int item)
{
    if (r->kind == ROW_VARIATION)
        return item >= r->a && item < r->b;
    return item == r->a || item == r->b;
}

/* One move in a box: highlighted when the boards show it, dimmer off the current line. */
static void draw_move_cell(Draw *d, const ViewPanel *p, int item, const char *label, UiRect cell,
                           int px, bool variation)
{
    bool current = item == p->current_item;
    char fitted[VIEW_MOVE_MAX + 20];
    /* a long move a little smaller to stay beside its pair (pairs_fit) or in its line; a
     * variation's cell is as wide as its move, bold when shown */
    int fpx = draw_fit_text(d, label, px, px - MOVE_SHRINK, current, cell.w - 12, fitted,
                            (int)sizeof fitted);
    if (current)
        draw_round(d, ui_rect(cell.x, cell.y + 2, cell.w, cell.h - 4), 5, d->theme->row_highlight);
    UiColor c = current                             ? d->theme->accent
                : variation && !p->items[item].line ? d->theme->text_dim
                                                    : d->theme->text;
    /* a review's or a record's ?!, ? or ?? in its colour, apart from the move ("Qxb7??") */
    const char *mark = p->items[item].mark;
    size_t fl = strlen(fitted), ml = strlen(mark);
    UiColor mc;
    int tw = 0, th = 0;
    if (ml && fl > ml && strcmp(fitted + fl - ml, mark) == 0 &&
        analysisview_mark_colour(mark, &mc)) {
        fitted[fl - ml] = '\0';
        text_measure(d->text, fitted, fpx, current, &tw, &th);
        draw_text_in(d, mark, fpx, true, mc,
                     ui_rect(cell.x + 6 + tw, cell.y, cell.w - 6 - tw, cell.h), DRAW_LEFT);
    }
    draw_text_in(d, fitted, fpx, current, c, ui_rect(cell.x + 6, cell.y, cell.w - 6, cell.h),
                 DRAW_LEFT);
    draw_hit(d, cell, DRAW_HIT_MOVE, item);
}

static void draw_move_row(Draw *d, const ViewPanel *p, bool boards, const MoveRow *r, UiRect area,
                          int ry, int lh, int px, int vpx)
{
    int num_w = px * 3, col_w = (area.w - num_w) / 2, indent = px;
    char label[VIEW_MOVE_MAX + 16];
    if (r->kind == ROW_VARIATION) {
        int depth = r->depth > 4 ? 4 : r->depth, x = area.x + indent * depth;
        for (int k = 1; k <= depth; k++) /* a guide for each level */
            draw_fill(d, ui_rect(area.x + indent * k - indent / 2, ry + 2, 2, lh - 4),
                      d->theme->panel_edge);
        for (int i = r->a; i < r->b; i++) {
            item_label(&p->items[i], boards, label, sizeof label);
            int w = label_width(d, p, i, boards, vpx) + 14;
            int cw = w < area.x + area.w - x ? w : area.x + area.w - x;
            draw_move_cell(d, p, i, label, ui_rect(x, ry, cw, lh), vpx, true);
            x += w;
        }
        return;
    }
    const ViewMoveItem *first = &p->items[r->a >= 0 ? r->a : r->b];
    char num[16];
    snprintf(num, sizeof num, "%d.", first->turn);
    if (r->kind == ROW_ONE && first->colour == VIEW_BLACK)
        snprintf(num, sizeof num, "%d...", first->turn);
    if (first->turn % 2 == 0)
        draw_fill(d, ui_rect(area.x - 6, ry, area.w + 12, lh), (UiColor){0xff, 0xff, 0xff, 0x08});
    draw_text_in(d, num, px - 1, false, d->theme->text_dim, ui_rect(area.x, ry, num_w - px / 2, lh),
                 DRAW_RIGHT);
    if (r->kind == ROW_ONE) {
        char text[VIEW_MOVE_MAX + 16];
        draw_move_cell(d, p, r->a, cell_text(&p->items[r->a], boards, text, sizeof text),
                       ui_rect(area.x + num_w, ry, area.w - num_w, lh), px, false);
        return;
    }
    for (int k = 0; k < 2; k++) {
        int item = k ? r->b : r->a;
        UiRect cell = ui_rect(area.x + num_w + k * col_w, ry, col_w - 4, lh);
        char text[VIEW_MOVE_MAX + 16];
        if (item >= 0)
            draw_move_cell(d, p, item, cell_text(&p->items[item], boards, text, sizeof text), cell,
                           px, false);
        else
            draw_text_in(d, "\xe2\x80\xa6", px, false, d->theme->text_dim,
                         ui_rect(cell.x + 4, cell.y, cell.w - 4, cell.h), DRAW_LEFT);
    }
}

/* The move list in area, its rows flowing through `cols` columns (the strip under two
 * boards is short and wide), scrolled so that the current move shows. */
static void draw_moves(Draw *d, const ViewPanel *p, bool boards, UiRect area, int px, int cols)
{
    int y = heading(d, "MOVES", area.x, area.y, px - 3);
    int lh = text_line_height(d->text, px, true) + 6, vpx = px - 1;
    int per_col = (area.y + area.h - y) / lh;
    if (per_col <= 0)
        return;
    if (p->nitems == 0) {
        draw_text(d, "No moves yet.", px, false, d->theme->text_dim, area.x, y + 3, DRAW_LEFT);
        return;
    }
    cols = ui_clamp(cols, 1, 4);
    int gap = cols > 1 ? px * 2 : 0, cw = (area.w - (cols - 1) * gap) / cols;
    int visible = per_col * cols;
    MoveRow rows[MOVE_ROWS_MAX];
    int n = move_rows(d, p, boards, cw, px, vpx, rows), cur_row = 0;
    for (int i = 0; i < n; i++)
        if (row_has(&rows[i], p->current_item))
            cur_row = i;
    int total = n + (p->score[0] ? 1 : 0); /* the result closes the list */
    int first = ui_clamp(cur_row - (visible - 2), 0, max(0, total - visible));
    if (p->score[0] && cur_row == n - 1)
        first = max(0, total - visible);
    for (int row = first; row < total && row < first + visible; row++) {
        int k = (row - first) / per_col;
        UiRect col = ui_rect(area.x + k * (cw + gap), area.y, cw, area.h);
        if (k > 0 && row == first + k * per_col)
            draw_fill(d, ui_rect(col.x - gap / 2, y, 1, per_col * lh), d->theme->panel_edge);
        int ry = y + (row - first) % per_col * lh;
        if (row < n) {
            draw_move_row(d, p, boards, &rows[row], col, ry, lh, px, vpx);
            continue;
        }
        char line[VIEW_LINE_MAX + 24];
        snprintf(line, sizeof line, "%s  %s", p->score, p->result_detail);
        char fitted[VIEW_LINE_MAX + 28];
        int fpx = draw_fit_text(d, line, px, px - 4, true, col.w, fitted, (int)sizeof fitted);
        draw_text(d, fitted, fpx, true, d->theme->accent, col.x, ry + 3, DRAW_LEFT);
    }
}

/* Draws s word-wrapped into width w from (x, y), "\n" breaking lines, while the lines end
 * above bottom; returns the y below. */
static int draw_wrapped(Draw *d, const char *s, int px, bool bold, UiColor c, int x, int y, int w,
                        int bottom)
{
    char line[VIEW_CAPTION_MAX];
    int lh = text_line_height(d->text, px, bold), n;
    PlanText t = plan_text(d);
    for (const char *p = s; *p && y + lh <= bottom; y += lh) {
        const char *next = plan_wrap_line(&t, p, px, bold, w, &n);
        snprintf(line, sizeof line, "%.*s", n, p);
        draw_text(d, line, px, bold, c, x, y, DRAW_LEFT);
        p = next;
    }
    return y;
}

/* A tutorial's step: the caption, then the feedback, in place of the move list; its text
 * a little smaller (down to px - 3) where it would not fit the area. */
static void draw_caption(Draw *d, const ViewPanel *p, UiRect area, int px)
{
    int hh = text_line_height(d->text, px - 3, true) + (px - 3) / 3 + 2;
    for (int min = px - 3; px > min; px--) {
        int h = draw_wrapped_text(d, p->caption, px, d->theme->text, 0, 0, area.w, false);
        if (p->feedback[0])
            h +=
                px / 2 + draw_wrapped_text(d, p->feedback, px, d->theme->text, 0, 0, area.w, false);
        if (hh + h <= area.h)
            break;
    }
    int y =
        heading(d, p->caption_heading[0] ? p->caption_heading : "TUTORIAL", area.x, area.y, px - 3);
    y = draw_wrapped(d, p->caption, px, false, d->theme->text, area.x, y + 2, area.w,
                     area.y + area.h);
    draw_wrapped(d, p->feedback, px, true, d->theme->accent, area.x, y + px / 2, area.w,
                 area.y + area.h);
}

/* The record's note on the shown move, in at most `lines` lines ending at `bottom`, under
 * a rule; returns the y above it (bottom when there is none). */
static int draw_note(Draw *d, const ViewPanel *p, int x, int bottom, int w, int px, int lines)
{
    if (!p->note[0] || p->caption[0])
        return bottom;
    int npx = px - 1, lh = text_line_height(d->text, npx, false);
    int h = draw_wrapped_text(d, p->note, npx, d->theme->text, x, 0, w, false);
    h = h < lh * lines ? h : lh * lines;
    int hh = text_line_height(d->text, px - 3, true) + (px - 3) / 3;
    int top = bottom - h - px / 2;
    draw_fill(d, ui_rect(x, top - hh - px / 2, w, 1), d->theme->panel_edge);
    heading(d, "COMMENT", x, top - hh, px - 3);
    draw_wrapped(d, p->note, npx, false, d->theme->text, x, top, w, top + h);
    return top - hh - px;
}

/* Buttons for the mouse (each a DRAW_HIT_BUTTON hit whose index is the intent), as
 * plan_buttons lays them out from (x, y) in width w; folded: one row, those of least use
 * left out. */
static void draw_buttons(Draw *d, const ViewPanel *p, int x, int y, int w, int px, bool folded)
{
    PlanText t = plan_text(d);
    PlanButtons b;
    plan_buttons(&b, p, &t, px, x, y, w, folded ? 1 : 0);
    for (int i = 0; i < b.n; i++) {
        draw_round(d, b.box[i], b.h / 2, d->theme->chip);
        draw_text_in(d, b.label[i], b.px, false, d->theme->chip_text, b.box[i], DRAW_CENTER);
        draw_hit(d, b.box[i], DRAW_HIT_BUTTON, b.intent[i]);
    }
}

/* The note's height as draw_note draws it in at most `lines` lines (0 when there is none). */
static int note_height(Draw *d, const ViewPanel *p, int w, int px, int lines)
{
    if (!p->note[0] || p->caption[0])
        return 0;
    int npx = px - 1, lh = text_line_height(d->text, npx, false);
    int h = draw_wrapped_text(d, p->note, npx, d->theme->text, 0, 0, w, false);
    h = h < lh * lines ? h : lh * lines;
    return h + px / 2 + text_line_height(d->text, px - 3, true) + (px - 3) / 3 + px;
}

/* The review's height in width w: drawn far off the window with no hit list (it has no
 * measuring of its own). */
static int review_height(Draw *d, const View *v, int w, int px, bool compact)
{
    Draw off = *d;
    off.hits = NULL;
    enum { FAR = -100000 };
    return FAR - analysisview_draw_review(&off, v, 0, FAR, w, px, compact);
}

/* What the panel's parts ask that only the drawing can measure: the powers, how pieces
 * change, the analysis' lines and review, the note. */
static void fill_need(Draw *d, PieceArt *art, const View *v, const Layout *l, PlanNeed *n)
{
    const ViewPanel *p = &v->panel;
    const ViewAnalysis *va = &v->analysis;
    int px = l->text_px, w;
    if (l->panel_below) {
        int cw[3], gap, pad;
        plan_strip_columns(l, n->pieces, n->caption, cw, &gap, &pad);
        w = cw[2];
        n->want[PLAN_NOTE] = note_height(d, p, w, px, 2);
        return;
    }
    w = l->panel.w - 2 * ui_clamp(l->panel.w / 14, 14, 26);
    n->want[PLAN_POWERS] = draw_legend(d, art, p, 0, 0, w, px, 1, 0, false);
    n->want[PLAN_CHANGES] = draw_changes(d, p, 0, 0, w, px, false);
    n->want[PLAN_NOTE] = note_height(d, p, w, px, 5);
    n->least[PLAN_NOTE] = note_height(d, p, w, px, 1);
    if (va->on) { /* under a rule, as the moves */
        int all = va->have ? va->nlines : 1;
        n->want[PLAN_LINES] = analysisview_lines_height(d, v, px, all) + px / 2;
        n->least[PLAN_LINES] = analysisview_lines_height(d, v, px, 1) + px / 2;
    }
    if (va->review || va->reviewing) {
        n->want[PLAN_GRAPH] = review_height(d, v, w, px, false);
        n->least[PLAN_GRAPH] = review_height(d, v, w, px, true);
    }
}

/* The panel as a strip under two boards (Layout.panel_below): the buttons along its foot
 * under the game's and the pieces' columns, and columns: the game (title, turn, clocks,
 * result, status), the pieces (captured, powers, changes) or the analysis, and the moves to
 * the foot (plan_panel keeps them PLAN_MOVE_ROWS rows). */
static void draw_below(Draw *d, PieceArt *art, const View *v, const Layout *l, const Plan *pl)
{
    const ViewPanel *p = &v->panel;
    UiRect pr = l->panel;
    draw_fill(d, pr, d->theme->panel);
    draw_fill(d, ui_rect(pr.x, pr.y, pr.w, 1), d->theme->panel_edge);
    int px = l->text_px, pad = pl->pad;
    bool analysis = v->analysis.on || v->analysis.review || v->analysis.reviewing;
    const UiRect *col = pl->col, *part = pl->part;
    UiRect b = part[PLAN_BUTTONS];
    draw_buttons(d, p, b.x, b.y, b.w, px, pl->folded[PLAN_BUTTONS]);
    for (int c = 1; c < 3; c++)
        if (col[c].w > 0)
            draw_fill(d, ui_rect(col[c].x - pad, col[c].y, 1, col[c].h), d->theme->panel_edge);

    draw_clip(d, &col[0]); /* the game */
    char fitted[VIEW_LINE_MAX + 4];
    int x = col[0].x, cw = col[0].w;
    if (part[PLAN_TITLE].h > 0) {
        int tpx = draw_fit_text(d, p->title, px + 4, px, true, cw, fitted, (int)sizeof fitted);
        draw_text(d, fitted, tpx, true, d->theme->text, x, part[PLAN_TITLE].y, DRAW_LEFT);
    }
    draw_turn(d, v, x, part[PLAN_TURN].y, cw, px + 1);
    draw_clocks(d, p, x, part[PLAN_CLOCKS].y, cw, px);
    if (part[PLAN_RESULT].h > 0)
        draw_result_box(d, p, x, part[PLAN_RESULT].y, cw, px);
    if (p->status[0])
        draw_wrapped(d, p->status, px - 2, false, d->theme->accent, x, part[PLAN_STATUS].y, cw,
                     col[0].y + col[0].h);
    if (analysis) {
        draw_clip(d, &col[1]);
        analysisview_draw_panel(d, v, col[1].x, col[1].y, col[1].y + col[1].h, col[1].w, px);
    } else if (col[1].w > 0) {
        draw_clip(d, &col[1]);
        PlanText t = plan_text(d);
        PlanCaptured c;
        plan_captured(&c, p, &t, px, l->scale, col[1].x, col[1].y, col[1].w,
                      pl->folded[PLAN_CAPTURED]);
        draw_captured(d, art, p, &c, col[1].x, col[1].y);
        int py = draw_legend(d, art, p, col[1].x, col[1].y + c.h, col[1].w, px,
                             p->nchanges > 0 ? 1 : 2, col[1].y + col[1].h, true);
        draw_changes(d, p, col[1].x, py, col[1].w, px, true);
    }
    draw_clip(d, &col[2]);
    UiRect moves = part[PLAN_MOVES];
    if (part[PLAN_NOTE].h > 0)
        draw_note(d, p, col[2].x, col[2].y + col[2].h, col[2].w, px, 2);
    if (p->caption[0])
        draw_caption(d, p, col[2], px);
    else
        draw_moves(d, p, v->nboards == 2, moves, px, pl->move_cols);
    draw_clip(d, NULL);
}

static void panelview_plan(Draw *d, PieceArt *art, const View *v, const Layout *l, Plan *pl)
{
    PlanText t = plan_text(d);
    PlanNeed need;
    const ViewAnalysis *va = &v->analysis;
    plan_need(&need, l, &v->panel, va->on || va->review || va->reviewing, &t);
    fill_need(d, art, v, l, &need);
    plan_panel(pl, l, &need);
}

void panelview_draw(Draw *d, PieceArt *art, const View *v, const Layout *l)
{
    Plan pl;
    panelview_plan(d, art, v, l, &pl);
    if (l->panel_below) {
        draw_below(d, art, v, l, &pl);
        return;
    }
    const ViewPanel *p = &v->panel;
    const ViewAnalysis *va = &v->analysis;
    const UiRect *part = pl.part;
    UiRect pr = l->panel;
    draw_fill(d, pr, d->theme->panel);
    draw_fill(d, ui_rect(pr.x, pr.y, 1, pr.h), d->theme->panel_edge);
    int px = l->text_px, x = part[PLAN_MOVES].x, w = part[PLAN_MOVES].w;

    if (part[PLAN_TITLE].h > 0) { /* smaller for a long one; when even that is cut, on two
                                   * lines (a course's name and its lesson's) */
        char fitted[VIEW_LINE_MAX + 4];
        int y = part[PLAN_TITLE].y;
        int tpx = draw_fit_text(d, p->title, px + 6, px, true, w, fitted, (int)sizeof fitted);
        if (strcmp(fitted, p->title) == 0)
            draw_text(d, fitted, tpx, true, d->theme->text, x, y, DRAW_LEFT);
        else
            draw_wrapped_bold(d, p->title, px + 2, d->theme->text, x, y, w, 2, true);
    }
    draw_turn(d, v, x, part[PLAN_TURN].y, w, px + 2);
    draw_clocks(d, &v->panel, x, part[PLAN_CLOCKS].y, w, px);
    if (part[PLAN_RESULT].h > 0)
        draw_result_box(d, p, x, part[PLAN_RESULT].y, w, px);

    /* footer: the key hint, the status (wrapped and never cut: a message is read once) */
    if (part[PLAN_HINT].h > 0) {
        char fitted_hint[160];
        int hint_px = px - 3;
        int fhpx = draw_fit_text(d, plan_key_hint(p), hint_px, hint_px - 3, false, w, fitted_hint,
                                 (int)sizeof fitted_hint);
        draw_text(d, fitted_hint, fhpx, false, d->theme->text_dim, x, part[PLAN_HINT].y + px / 2,
                  DRAW_LEFT);
    }
    if (p->status[0] && part[PLAN_STATUS].h > 0)
        draw_wrapped_lines(
            d, p->status, px - 1, d->theme->accent, x,
            part[PLAN_STATUS].y + part[PLAN_STATUS].h - px / 2 -
                draw_wrapped_lines(d, p->status, px - 1, d->theme->accent, x, 0, w, 4, false),
            w, 4, true);
    if (part[PLAN_BUTTONS].h > 0)
        draw_buttons(d, p, x, part[PLAN_BUTTONS].y + px / 2, w, px, pl.folded[PLAN_BUTTONS]);
    if (part[PLAN_NOTE].h > 0)
        draw_note(d, p, x, part[PLAN_NOTE].y + part[PLAN_NOTE].h, w, px,
                  pl.folded[PLAN_NOTE] ? 1 : 5);
    if (part[PLAN_GRAPH].h > 0)
        analysisview_draw_review(d, v, x, part[PLAN_GRAPH].y + part[PLAN_GRAPH].h, w, px,
                                 pl.folded[PLAN_GRAPH]);

    PlanText t = plan_text(d);
    PlanCaptured c;
    plan_captured(&c, p, &t, px, l->scale, x, part[PLAN_CAPTURED].y, w, pl.folded[PLAN_CAPTURED]);
    draw_captured(d, art, p, &c, x, part[PLAN_CAPTURED].y);
    if (part[PLAN_POWERS].h > 0)
        draw_legend(d, art, p, x, part[PLAN_POWERS].y, w, px, 1, 0, true);
    if (part[PLAN_CHANGES].h > 0)
        draw_changes(d, p, x, part[PLAN_CHANGES].y, w, px, true);
    if (va->on && part[PLAN_LINES].h > 0) { /* under a rule, as the moves: as many as fit */
        int y = part[PLAN_LINES].y, n = va->have ? va->nlines : 1;
        while (n > 1 && analysisview_lines_height(d, v, px, n) + px / 2 > part[PLAN_LINES].h)
            n--;
        draw_fill(d, ui_rect(x, y, w, 1), d->theme->panel_edge);
        analysisview_draw_lines(d, v, x, y + px / 2, w, px, n);
    }
    UiRect moves = part[PLAN_MOVES];
    draw_fill(d, ui_rect(x, moves.y - px / 2, w, 1), d->theme->panel_edge);
    draw_clip(d, &moves);
    if (p->caption[0])
        draw_caption(d, p, moves, px);
    else
        draw_moves(d, p, v->nboards == 2, moves, px, 1);
    draw_clip(d, NULL);
}

void panelview_draw_banner(Draw *d, const View *v, const Layout *l)
{
    const ViewPanel *p = &v->panel;
    if (!p->result[0] || v->banner_hidden)
        return;
    /* one line on the boards' top edge, over the frame, so the final position stays in view */
    int x0 = l->board[0].frame.x,
        x1 = l->board[l->nboards - 1].frame.x + l->board[l->nboards - 1].frame.w;
    char line[2 * VIEW_LINE_MAX + 24];
    snprintf(line, sizeof line, "%s%s%s%s%s", p->score, p->score[0] ? "  " : "", p->result,
             p->result_detail[0] ? " \xc2\xb7 " : "", p->result_detail);
    int big = ui_clamp(l->square * 28 / 100, 15, 28), tw, th;
    UiRect strip = l->board[0].title;
    if (l->nboards == 2 && strip.h > 0) {
        /* two boards: in the left board's title strip, after its name, where the players'
         * pills stood (the game is over): over the gap between the boards it covered both
         * frames' top edges */
        int npx =
            ui_clamp(strip.h * 55 / 100, 11, 20); /* the board's name, as boardview draws it */
        text_measure(d->text, v->board[0].title, npx, true, &tw, &th);
        x0 = strip.x + 2 + tw + npx;
        x1 = strip.x + strip.w;
        big = ui_clamp(strip.h * 55 / 100, 11, big);
    }
    char fitted[sizeof line + 4];
    big = draw_fit_text(d, line, big, 11, true, x1 - x0 - 2 * big, fitted, (int)sizeof fitted);
    text_measure(d->text, fitted, big, true, &tw, &th);
    int h = text_line_height(d->text, big, true) + big * 2 / 3, w = tw + 2 * big;
    int cx = (x0 + x1) / 2, top = l->board[0].frame.y - h / 2;
    if (l->nboards == 2 && strip.h > 0) { /* in the strip, at its right end */
        cx = x1 - w / 2;
        top = strip.y + (strip.h - 6 - h) / 2;
    }
    UiRect box = ui_rect(cx - w / 2, top < 2 ? 2 : top, w, h);
    draw_shadow(d, box, h / 2, 3, 4, (UiColor){0, 0, 0, 0x50});
    draw_round_edged(d, box, h / 2, 2, d->theme->banner, d->theme->accent);
    draw_text_in(d, fitted, big, true, d->theme->accent, box, DRAW_CENTER);
}
