/* panelplan.c - the game panel's parts and their heights, folded so the move list keeps its rows.
 */
#include "panelplan.h"

#include <stdio.h>
#include <string.h>

#include "controller.h"

static int max(int a, int b)
{
    return a > b ? a : b;
}

static int lh(const PlanText *t, int px, bool bold)
{
    return t->line_h(t->ctx, px, bold);
}
static int tw(const PlanText *t, const char *s, int px, bool bold)
{
    return t->width(t->ctx, s, px, bold);
}

/* A section heading's height with its gap (panelview's heading). */
static int heading_h(const PlanText *t, int px)
{
    return lh(t, px - 3, true) + (px - 3) / 3;
}

const char *plan_wrap_line(const PlanText *t, const char *s, int px, bool bold, int w, int *shown)
{
    char line[VIEW_CAPTION_MAX];
    int n = 0, fit = 0; /* fit: the length of the longest part up to a space that fits */
    while (s[n] && s[n] != '\n') {
        if (s[n] == ' ' || !s[n + 1] || s[n + 1] == '\n') {
            int end = s[n] == ' ' ? n : n + 1;
            if (end >= (int)sizeof line)
                break;
            memcpy(line, s, (size_t)end);
            line[end] = '\0';
            if (tw(t, line, px, bold) > w && fit > 0)
                break;
            fit = end;
        }
        n++;
    }
    *shown = fit > 0 ? fit : n; /* one word wider than w, or an empty line */
    s += *shown;
    while (*s == ' ')
        s++;
    return *s == '\n' ? s + 1 : s;
}

/* The lines s takes word-wrapped in width w (at most max_lines; 0 for ""). */
static int wrapped_lines(const PlanText *t, const char *s, int px, bool bold, int w, int max_lines)
{
    int lines = 0, shown;
    for (; *s && lines < max_lines; lines++)
        s = plan_wrap_line(t, s, px, bold, w, &shown);
    return lines;
}

/* ---- captured pieces --------------------------------------------------------------- */

/* Lichess's order: queen, rook, bishop, knight, then a variant's other types, pawns last. */
static int rank_of(char type)
{
    static const char order[] = "QRBN";
    const char *at = strchr(order, type);
    return type == 'P' ? 100 : at ? (int)(at - order) : 10 + (type - 'A');
}

static int value_of(char type)
{
    return type == 'P' ? 1 : type == 'N' || type == 'B' ? 3 : type == 'R' ? 5 : type == 'Q' ? 9 : 0;
}

void plan_captured(PlanCaptured *c, const ViewPanel *p, const PlanText *t, int px, int scale, int x,
                   int y, int w, bool least)
{
    memset(c, 0, sizeof *c);
    if (!p->captured[0][0] && !p->captured[1][0])
        return;
    /* pieces lichess's size at full size; folded, the least that still reads as its type */
    int size = least ? max(px * 3 / 2 + 2, 22 * scale / 100) : px * 2 + 6;
    c->size = size;
    c->px = px;
    c->heading = !least;
    int top = y;
    if (c->heading)
        y += heading_h(t, px);
    int value[2] = {0, 0};
    for (int s = 0; s < 2; s++) {
        int n = 0;
        for (const char *q = p->captured[s]; *q && n < PLAN_CAPTURED_MAX; q++)
            c->type[s][n++] = *q;
        c->n[s] = n;
        for (int i = 1; i < n; i++) /* insertion sort: stable within a type */
            for (int j = i; j > 0 && rank_of(c->type[s][j]) < rank_of(c->type[s][j - 1]); j--) {
                char k = c->type[s][j];
                c->type[s][j] = c->type[s][j - 1];
                c->type[s][j - 1] = k;
            }
        for (int i = 0; i < n; i++)
            value[s] += value_of(c->type[s][i]);
    }
    int over = size / 2, apart = size + size / 6, row_gap = size / 8;
    bool any = false;
    for (int s = 1; s >= 0; s--) { /* White's catch (the black pieces) first */
        int n = c->n[s];
        if (n == 0)
            continue;
        if (any)
            y += size / 6;
        any = true;
        int cx = x;
        for (int i = 0; i < n; i++) {
            if (cx > x && cx + size > x + w) { /* wrap: never cut */
                cx = x;
                y += size + row_gap;
            }
            c->piece[s][i] = ui_rect(cx, y, size, size);
            cx += i + 1 < n && c->type[s][i + 1] == c->type[s][i] ? over : apart;
        }
        int lead = value[s] - value[1 - s];
        if (lead > 0) {
            snprintf(c->plus_text[s], sizeof c->plus_text[s], "+%d", lead);
            int pw = tw(t, c->plus_text[s], px, true) + 2;
            int end = c->piece[s][n - 1].x + size + px / 3;
            if (end + pw > x + w) { /* on a row of its own rather than cut */
                end = x;
                y += size + row_gap;
            }
            c->plus[s] = ui_rect(end, y, pw, size);
        }
        y += size;
    }
    c->h = y - top + px / 2;
}

/* ---- buttons ------------------------------------------------------------------------ */

typedef struct Button {
    const char *label;
    int intent;
    int keep; /* the higher the later it is left out for room */
} Button;

void plan_buttons(PlanButtons *b, const ViewPanel *p, const PlanText *t, int px, int x, int y,
                  int w, int max_rows)
{
    static const Button all[] = {
        {"Resign", INTENT_RESIGN, 9},     {"Draw", INTENT_DRAW, 8},
        {"Rematch", INTENT_REMATCH, 9},   {"Analysis", INTENT_ANALYSIS, 8},
        {"New", INTENT_NEW_GAME, 7},      {"Open", INTENT_OPEN, 3},
        {"Save", INTENT_SAVE, 4},         {"Undo", INTENT_UNDO, 6},
        {"Redo", INTENT_REDO, 5},         {"Flip", INTENT_FLIP, 2},
        {"Settings", INTENT_SETTINGS, 1}, {"Rules", INTENT_RULES, 0},
    };
    enum { ALL = sizeof all / sizeof all[0] };
    memset(b, 0, sizeof *b);
    bool game = p->title[0] && !p->caption[0];
    Button list[ALL];
    int n = 0;
    /* a game on: Resign and Draw; over: Rematch and Analysis (lichess's analysis board) */
    for (int i = 0; i < ALL; i++) {
        bool after = all[i].intent == INTENT_REMATCH || all[i].intent == INTENT_ANALYSIS;
        if ((all[i].intent != INTENT_RESIGN && all[i].intent != INTENT_DRAW && !after) ||
            (game && after == (p->result[0] != '\0')))
            list[n++] = all[i];
    }
    b->px = px - 2;
    b->h = lh(t, b->px, true) + 8;
    int gap = px / 2, widths[ALL];
    for (int i = 0; i < n; i++)
        widths[i] = tw(t, list[i].label, b->px, false) + b->h * 3 / 4 + 8;
    for (int drop = 0; drop <= 9; drop++) {
        int rows = 1, cx = 0, k = 0;
        for (int i = 0; i < n; i++) {
            if (list[i].keep < drop)
                continue;
            if (cx > 0 && cx + widths[i] > w) {
                rows++;
                cx = 0;
            }
            cx += widths[i] + gap;
            k++;
        }
        if (max_rows > 0 && rows > max_rows && drop < 9)
            continue;
        b->rows = rows;
        b->height = rows * (b->h + gap);
        int bx = x, by = y;
        for (int i = 0; i < n; i++) {
            if (list[i].keep < drop)
                continue;
            if (bx > x && bx + widths[i] > x + w) {
                bx = x;
                by += b->h + gap;
            }
            b->label[b->n] = list[i].label;
            b->intent[b->n] = list[i].intent;
            b->box[b->n++] = ui_rect(bx, by, widths[i], b->h);
            bx += widths[i] + gap;
        }
        (void)k;
        return;
    }
}

const char *plan_key_hint(const ViewPanel *p)
{
    return p->caption[0]
               ? "\xe2\x86\x90 \xe2\x86\x92 steps  \xc2\xb7  H hint  \xc2\xb7  Home restart  "
                 "\xc2\xb7  Esc leave"
               : "F1 help  \xc2\xb7  Ctrl+N new  \xc2\xb7  Ctrl+Z undo  \xc2\xb7  F flip";
}

/* ---- the parts' needs ----------------------------------------------------------------- */

void plan_strip_columns(const Layout *l, bool pieces, bool caption, int cw[3], int *gap, int *pad)
{
    UiRect pr = l->panel;
    *pad = ui_clamp(pr.h / 12, 10, 18);
    int w = pr.w - 2 * *pad;
    *gap = 2 * *pad;
    cw[0] = w * (pieces ? (caption ? 26 : 30) : 42) / 100;
    cw[1] = pieces ? w * (caption ? 28 : 36) / 100 : 0;
    cw[2] = w - cw[0] - cw[1] - (pieces ? 2 : 1) * *gap;
}

/* The clocks' height (panelview's draw_clocks) at px. */
static int clocks_h(const ViewPanel *p, const PlanText *t, int px)
{
    bool names = p->player[0][0] || p->player[1][0];
    if (!p->clocks && !names)
        return 0;
    int y = 0;
    if (names) {
        y += lh(t, px - 1, true) + px / 3;
        if (!p->clocks)
            return y + px / 2;
    }
    return y + lh(t, px + 6, true) + px / 2 + px;
}

static int result_h(const ViewPanel *p, const PlanText *t, int px)
{
    if (!p->result[0])
        return 0;
    int h = lh(t, px + 3, true) + (p->result_detail[0] ? lh(t, px - 1, false) : 0) + px;
    return h + px;
}

/* The title's height: on one line at px + big down to px, else on two at px + 2 (side). */
static int title_h(const ViewPanel *p, const PlanText *t, int px, int big, int w, int gap)
{
    if (!p->title[0])
        return 0;
    for (int s = px + big; s >= px; s--)
        if (tw(t, p->title, s, true) <= w)
            return lh(t, s, true) + gap;
    return big > 4 ? 2 * lh(t, px + 2, true) + gap : lh(t, px, true) + gap;
}

void plan_need(PlanNeed *n, const Layout *l, const ViewPanel *p, bool analysis, const PlanText *t)
{
    memset(n, 0, sizeof *n);
    n->pieces = n->analysis = analysis;
    int px = l->text_px;
    n->moves_head = heading_h(t, px);
    n->row_h = lh(t, px, true) + 6;
    PlanCaptured c;
    if (l->panel_below) {
        bool pieces = n->pieces = n->pieces || p->captured[0][0] || p->captured[1][0] ||
                                  p->nlegend > 0 || p->nchanges > 0;
        n->caption = p->caption[0] != '\0';
        int cw[3], gap, pad;
        plan_strip_columns(l, pieces, n->caption, cw, &gap, &pad);
        /* each part half its gap closer to the next (the strip is low) */
        n->want[PLAN_TITLE] = title_h(p, t, px, 4, cw[0], px / 2);
        n->want[PLAN_TURN] = p->turn[0] ? lh(t, px + 1, true) + px + 1 - px / 2 : 0;
        int ch = clocks_h(p, t, px);
        n->want[PLAN_CLOCKS] = ch ? ch - px / 2 : 0;
        int rh = result_h(p, t, px);
        n->want[PLAN_RESULT] = rh ? rh - px / 2 : 0;
        plan_captured(&c, p, t, px, l->scale, 0, 0, cw[1], false);
        n->want[PLAN_CAPTURED] = c.h;
        plan_captured(&c, p, t, px, l->scale, 0, 0, cw[1], true);
        n->least[PLAN_CAPTURED] = c.h;
        PlanButtons b;
        plan_buttons(&b, p, t, px, 0, 0, pieces ? cw[0] + gap + cw[1] : cw[0], 0);
        n->want[PLAN_BUTTONS] = b.height + px / 2;
        plan_buttons(&b, p, t, px, 0, 0, pieces ? cw[0] + gap + cw[1] : cw[0], 1);
        n->least[PLAN_BUTTONS] = b.height + px / 2;
        n->want[PLAN_STATUS] = p->status[0] ? lh(t, px - 2, false) : 0;
        n->least[PLAN_TURN] = n->want[PLAN_TURN];
        n->least[PLAN_CLOCKS] = n->want[PLAN_CLOCKS];
        return;
    }
    int pad = ui_clamp(l->panel.w / 14, 14, 26), w = l->panel.w - 2 * pad;
    n->want[PLAN_TITLE] = title_h(p, t, px, 6, w, px);
    n->want[PLAN_TURN] = p->turn[0] ? lh(t, px + 2, true) + px + 2 : 0;
    n->want[PLAN_CLOCKS] = clocks_h(p, t, px);
    n->want[PLAN_RESULT] = result_h(p, t, px);
    plan_captured(&c, p, t, px, l->scale, 0, 0, w, false);
    n->want[PLAN_CAPTURED] = c.h;
    plan_captured(&c, p, t, px, l->scale, 0, 0, w, true);
    n->least[PLAN_CAPTURED] = c.h;
    PlanButtons b;
    plan_buttons(&b, p, t, px, 0, 0, w, 0);
    n->want[PLAN_BUTTONS] = b.height + px / 2;
    plan_buttons(&b, p, t, px, 0, 0, w, 1);
    n->least[PLAN_BUTTONS] = b.height + px / 2;
    /* the status in room for two lines kept whether or not there is one (the buttons stay
     * put when a message appears); folded, only the lines it has */
    int sl = lh(t, px - 1, false), lines = wrapped_lines(t, p->status, px - 1, false, w, 4);
    n->want[PLAN_STATUS] = max(lines, 2) * sl + px / 2;
    n->least[PLAN_STATUS] = lines ? lines * sl + px / 2 : 0;
    n->want[PLAN_HINT] = lh(t, px - 3, false) + px / 2;
    /* what never folds but as the very last resort */
    n->least[PLAN_TURN] = n->want[PLAN_TURN];
    n->least[PLAN_CLOCKS] = n->want[PLAN_CLOCKS];
}

/* ---- the plan --------------------------------------------------------------------------- */

/* Parts in the order they fold: each to its least, then the note, the review, the title, the
 * result and the analysis' lines to nothing (the result still closes the move list and the
 * banner says it; the evaluation bar still gives the score). */
static const PlanPart fold_order[] = {
    PLAN_HINT,    PLAN_CAPTURED, PLAN_NOTE, PLAN_GRAPH, PLAN_POWERS, PLAN_CHANGES, PLAN_LINES,
    PLAN_BUTTONS, PLAN_STATUS,   PLAN_NOTE, PLAN_GRAPH, PLAN_TITLE,  PLAN_RESULT,  PLAN_LINES};
enum { FOLD_TO_NOTHING = 9 }; /* from this entry of fold_order on */

static void plan_side(Plan *plan, const Layout *l, const PlanNeed *n)
{
    UiRect pr = l->panel;
    int pad = ui_clamp(pr.w / 14, 14, 26), px = l->text_px;
    plan->pad = pad;
    int x = pr.x + pad, w = pr.w - 2 * pad, top = pr.y + pad, bottom = pr.y + pr.h - pad;
    int h[PLAN_PARTS];
    int used = 0;
    for (int i = 0; i < PLAN_PARTS; i++) {
        h[i] = i == PLAN_MOVES ? 0 : n->want[i];
        used += h[i];
    }
    int moves = n->moves_head + PLAN_MOVE_ROWS * n->row_h + px / 2;
    int room = bottom - top;
    for (size_t k = 0; k < sizeof fold_order / sizeof fold_order[0] && used + moves > room; k++) {
        PlanPart part = fold_order[k];
        int to = k >= FOLD_TO_NOTHING ? 0 : n->least[part];
        if (to < h[part]) {
            used -= h[part] - to;
            h[part] = to;
            plan->folded[part] = true;
        }
    }
    int y = top;
    for (int i = PLAN_TITLE; i < PLAN_MOVES; i++) {
        plan->part[i] = ui_rect(x, y, w, h[i]);
        y += h[i];
    }
    int yb = bottom;
    for (int i = PLAN_PARTS - 1; i > PLAN_MOVES; i--) {
        yb -= h[i];
        plan->part[i] = ui_rect(x, yb, w, h[i]);
    }
    /* the rule over the list takes half a gap */
    plan->part[PLAN_MOVES] = ui_rect(x, y + px / 2, w, max(0, yb - y - px / 2));
    int rows = (plan->part[PLAN_MOVES].h - n->moves_head) / n->row_h;
    plan->move_rows = max(0, rows);
    plan->move_cols = 1;
}

static void plan_strip(Plan *plan, const Layout *l, const PlanNeed *n)
{
    UiRect pr = l->panel;
    int px = l->text_px;
    bool pieces = n->pieces;
    int cw[3], gap, pad;
    plan_strip_columns(l, pieces, n->caption, cw, &gap, &pad);
    plan->pad = pad;
    int x = pr.x + pad, y = pr.y + pad, bottom = pr.y + pr.h - pad / 2;
    for (int c = 0, cx = x; c < 3; c++) {
        plan->col[c] = ui_rect(cx, y, cw[c], bottom - y);
        if (cw[c] > 0)
            cx += cw[c] + gap;
    }
    /* the buttons under the game's and the pieces' columns, the moves' column to the foot */
    int buttons = n->want[PLAN_BUTTONS];
    int game =
        n->want[PLAN_TITLE] + n->want[PLAN_TURN] + n->want[PLAN_CLOCKS] + n->want[PLAN_RESULT];
    int h[PLAN_PARTS];
    for (int i = 0; i < PLAN_PARTS; i++)
        h[i] = n->want[i];
    int room = bottom - y;
    /* the analysis' lines want the pieces' column high: the buttons on one row */
    if (n->analysis || game + buttons > room || n->least[PLAN_CAPTURED] + buttons > room) {
        h[PLAN_BUTTONS] = buttons = n->least[PLAN_BUTTONS];
        plan->folded[PLAN_BUTTONS] = true;
    }
    static const PlanPart game_fold[] = {PLAN_TITLE, PLAN_RESULT};
    for (int k = 0; k < 2 && game + buttons > room; k++) {
        game -= h[game_fold[k]];
        h[game_fold[k]] = 0;
        plan->folded[game_fold[k]] = true;
    }
    int colh = room - buttons;
    plan->col[0].h = plan->col[1].h = colh;
    int gy = y;
    for (int i = PLAN_TITLE; i <= PLAN_RESULT; i++) {
        plan->part[i] = ui_rect(x, gy, cw[0], h[i]);
        gy += h[i];
    }
    plan->part[PLAN_STATUS] = ui_rect(x, gy, cw[0], max(0, y + colh - gy));
    if (n->want[PLAN_CAPTURED] > colh) {
        h[PLAN_CAPTURED] = n->least[PLAN_CAPTURED];
        plan->folded[PLAN_CAPTURED] = true;
    }
    int py = y;
    plan->part[PLAN_CAPTURED] =
        ui_rect(plan->col[1].x, py, cw[1], cw[1] > 0 ? h[PLAN_CAPTURED] : 0);
    py += plan->part[PLAN_CAPTURED].h;
    /* the powers, changes and the analysis share what is left of the pieces' column */
    for (int i = PLAN_POWERS; i <= PLAN_LINES; i++)
        plan->part[i] = ui_rect(plan->col[1].x, py, cw[1], cw[1] > 0 ? max(0, y + colh - py) : 0);
    plan->part[PLAN_GRAPH] = plan->part[PLAN_LINES];
    plan->part[PLAN_BUTTONS] = ui_rect(x, y + colh + px / 2, pieces ? cw[0] + gap + cw[1] : cw[0],
                                       max(0, buttons - px / 2));
    /* the moves and under them the note (folded first) */
    UiRect mc = plan->col[2];
    int note = n->want[PLAN_NOTE];
    if (mc.h - note < n->moves_head + PLAN_MOVE_ROWS * n->row_h) {
        note = n->least[PLAN_NOTE];
        plan->folded[PLAN_NOTE] = true;
    }
    plan->part[PLAN_NOTE] = ui_rect(mc.x, mc.y + mc.h - note, mc.w, note);
    plan->part[PLAN_MOVES] = ui_rect(mc.x, mc.y, mc.w, mc.h - note);
    plan->move_rows = max(0, (mc.h - note - n->moves_head) / n->row_h);
    plan->move_cols = ui_clamp(mc.w / (px * 14), 1, 4);
    plan->part[PLAN_HINT] = ui_rect(0, 0, 0, 0);
}

void plan_panel(Plan *plan, const Layout *l, const PlanNeed *n)
{
    memset(plan, 0, sizeof *plan);
    plan->px = l->text_px;
    if (l->panel_below)
        plan_strip(plan, l, n);
    else
        plan_side(plan, l, n);
}

void plan_move_text(const char *s, bool boards, char *out, int n)
{
    int k = 0;
    for (int i = 0; s[i] && k + 1 < n; i++) {
        /* a capture's ':' (Revolving's R:c8(Q), Potential's a7:b5) reads as x; a Portal
         * board's "A:" and a teleport's "tp:" stay */
        bool board = boards && ((i == 1 && (s[0] == 'A' || s[0] == 'B')) ||
                                (i >= 2 && s[i - 2] == 't' && s[i - 1] == 'p'));
        out[k++] = s[i] == ':' && !board ? 'x' : s[i];
    }
    if (n > 0)
        out[k] = '\0';
}
