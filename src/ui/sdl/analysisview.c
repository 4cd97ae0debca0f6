/* analysisview.c - the analysis board's drawing: the evaluation bar beside the board, and
 * in the panel the best lines (each a click target that plays its first move) and the
 * review (progress, the graph of the evaluation with the marked moves, click a point to
 * go there, each side's accuracy). From ViewAnalysis only. */
#include "analysisview.h"

#include <stdio.h>

#include "text.h"

static UiRect rect(int x, int y, int w, int h)
{
    UiRect r = {x, y, w, h};
    return r;
}

static int clampi(int x, int lo, int hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

static const UiColor mark_colour[REVIEW_MARKS] = {
    {0x5b, 0x9b, 0x57, 0xff}, {0x8a, 0xa8, 0x7a, 0xff}, {0xe0, 0xb0, 0x2c, 0xff},
    {0xe8, 0x7b, 0x2a, 0xff}, {0xd8, 0x3a, 0x2e, 0xff},
};

bool analysisview_mark_colour(const char *mark, UiColor *out)
{
    if (mark[0] != '?')
        return false;
    *out = mark_colour[mark[1] == '!'   ? REVIEW_INACCURACY
                       : mark[1] == '?' ? REVIEW_BLUNDER
                                        : REVIEW_MISTAKE];
    return true;
}

void analysisview_draw_bar(Draw *d, const View *v, const Layout *l)
{
    const ViewAnalysis *va = &v->analysis;
    if (!va->on || l->nboards < 1)
        return;
    const LayoutBoard *b = &l->board[0];
    int bw = clampi(l->square / 4, 14, 26), gap = clampi(l->square / 12, 3, 8);
    int x = b->frame.x - bw - gap;
    if (x < l->play.x + 2)
        x = l->play.x + 2;
    UiRect bar = rect(x, b->board.y, bw, b->board.h);
    float share = va->have ? va->share : 0.5f;
    int white = (int)((float)bar.h * share + 0.5f);
    /* White's part at White's side of the board */
    UiRect wpart =
        v->flipped ? rect(bar.x, bar.y, bw, white) : rect(bar.x, bar.y + bar.h - white, bw, white);
    draw_fill(d, bar, d->theme->ink);
    draw_fill(d, wpart, d->theme->ivory);
    draw_fill(d, rect(bar.x, bar.y + bar.h / 2, bw, 1), d->theme->accent);
    draw_border(d, bar, 1, d->theme->frame_edge);
    if (!va->have)
        return;
    /* the score at the leader's end, in its colours */
    bool white_leads = share >= 0.5f;
    const char *s = va->score[0] == '+' || va->score[0] == '-' ? va->score + 1 : va->score;
    char fitted[16];
    int px = draw_fit_text(d, s, clampi(bw * 6 / 10, 8, 12), 6, true, bw - 2, fitted,
                           (int)sizeof fitted);
    int ty = white_leads != v->flipped ? bar.y + bar.h - px * 2 : bar.y + px / 2;
    draw_text_in(d, fitted, px, true, white_leads ? d->theme->ink : d->theme->ivory,
                 rect(bar.x, ty, bw, px * 3 / 2), DRAW_CENTER);
}

/* The best lines under the heading; returns the y above them (drawn from bottom up). */
static int draw_lines(Draw *d, const ViewAnalysis *va, int x, int top_limit, int bottom, int w,
                      int px)
{
    int lpx = px - 2, lh = text_line_height(d->text, lpx, false) + lpx / 2;
    int n = va->have ? va->nlines : 1;
    int fits = (bottom - top_limit - text_line_height(d->text, px - 3, true) - px) / lh;
    if (n > fits) /* a low panel: as many lines as fit, the best first */
        n = fits > 1 ? fits : 1;
    int top = bottom - n * lh;
    int hpx = px - 3, hh = text_line_height(d->text, hpx, true) + hpx / 3;
    char head[64];
    if (va->have)
        snprintf(head, sizeof head, "ANALYSIS  \xc2\xb7  depth %d", va->line[0].depth);
    else
        snprintf(head, sizeof head, "%s", "ANALYSIS");
    draw_fill(d, rect(x, top - hh - px / 2, w, 1), d->theme->panel_edge);
    draw_text(d, head, hpx, true, d->theme->text_dim, x, top - hh, DRAW_LEFT);
    if (!va->have) {
        draw_text(d, "thinking\xe2\x80\xa6", lpx, false, d->theme->text_dim, x, top, DRAW_LEFT);
        return top - hh - px;
    }
    int sw = lpx * 4; /* the score's chip */
    for (int i = 0; i < n; i++) {
        int y = top + i * lh;
        UiRect chip = rect(x, y, sw, lh - lpx / 3);
        draw_round(d, chip, lpx / 3, i == 0 ? d->theme->accent : d->theme->chip);
        draw_text_in(d, va->line[i].score, lpx, true,
                     i == 0 ? d->theme->accent_text : d->theme->chip_text, chip, DRAW_CENTER);
        char fitted[VIEW_LINE_MAX + 4];
        int fpx = draw_fit_text(d, va->line[i].text, lpx, lpx - 2, false, w - sw - lpx, fitted,
                                (int)sizeof fitted);
        draw_text_in(d, fitted, fpx, false, d->theme->text,
                     rect(x + sw + lpx / 2, y, w - sw, lh - lpx / 3), DRAW_LEFT);
        draw_hit(d, rect(x, y, w, lh), DRAW_HIT_LINE, i);
    }
    return top - hh - px;
}

/* White's share at position t (0..nplies, fractional), by the straight line between points. */
static float share_at(const ViewAnalysis *va, float t)
{
    int i = (int)t;
    if (i >= va->nplies)
        return va->graph[va->nplies];
    float f = t - (float)i;
    return va->graph[i] * (1.0f - f) + va->graph[i + 1] * f;
}

static void draw_graph(Draw *d, const ViewAnalysis *va, UiRect g)
{
    draw_fill(d, g, d->theme->ink);
    int n = va->nplies > 0 ? va->nplies : 1;
    for (int x = 0; x < g.w; x++) { /* White's area from the foot up */
        float s = va->nplies > 0 ? share_at(va, (float)x * (float)n / (float)(g.w - 1)) : 0.5f;
        int h = (int)((float)g.h * s + 0.5f);
        draw_fill(d, rect(g.x + x, g.y + g.h - h, 1, h), d->theme->ivory);
    }
    draw_fill(d, rect(g.x, g.y + g.h / 2, g.w, 1), d->theme->text_dim);
    if (va->current >= 0 && va->nplies > 0) {
        int cx = g.x + va->current * (g.w - 1) / n;
        draw_fill(d, rect(cx - 1, g.y, 2, g.h), d->theme->accent);
    }
    for (int i = 0; i < va->nplies; i++) { /* the marked moves, where they land */
        if (va->mark[i] < REVIEW_INACCURACY)
            continue;
        int px = g.x + (i + 1) * (g.w - 1) / n;
        int py = g.y + g.h - (int)((float)g.h * va->graph[i + 1] + 0.5f);
        int size = clampi(g.h / 9, 6, 10);
        draw_disc(d, px, clampi(py, g.y + size / 2, g.y + g.h - size / 2), size,
                  mark_colour[va->mark[i]]);
    }
    draw_border(d, g, 1, d->theme->panel_edge);
    /* click targets: strips, each for the ply at its middle */
    int strips = n + 1 < 120 ? n + 1 : 120;
    for (int k = 0; k < strips; k++) {
        int x0 = g.x + k * g.w / strips, x1 = g.x + (k + 1) * g.w / strips;
        int ply = ((2 * k + 1) * n + strips) / (2 * strips);
        draw_hit(d, rect(x0, g.y, x1 - x0, g.h), DRAW_HIT_GRAPH, ply > n ? n : ply);
    }
}

/* The review: accuracy, graph and progress; returns the y above it. */
static int draw_review(Draw *d, const ViewAnalysis *va, int x, int bottom, int w, int px, int room)
{
    int lpx = px - 2, lh = text_line_height(d->text, lpx, false) + lpx / 3;
    int hpx = px - 3, hh = text_line_height(d->text, hpx, true) + hpx / 3;
    int y = bottom;
    if (va->reviewing) {
        char t[96];
        snprintf(t, sizeof t, "Reviewing\xe2\x80\xa6 %d / %d  \xc2\xb7  G cancels", va->progress,
                 va->total);
        y -= lh;
        draw_text(d, t, lpx, false, d->theme->text_dim, x, y, DRAW_LEFT);
        int ph = clampi(px / 2, 5, 9);
        y -= ph + px / 3;
        UiRect bar = rect(x, y, w, ph);
        draw_round(d, bar, ph / 2, d->theme->chip);
        int done = va->total > 0 ? w * va->progress / va->total : 0;
        if (done > ph)
            draw_round(d, rect(x, y, done, ph), ph / 2, d->theme->accent);
        y -= px / 2;
    }
    if (va->review) {
        y -= 2 * lh;
        for (int c = 0; c < 2; c++)
            draw_text(d, va->accuracy[c], lpx, false, d->theme->text, x, y + c * lh, DRAW_LEFT);
        int gh = clampi(room < w / 4 ? room : w / 4, 24, 84);
        y -= gh + px / 2;
        draw_graph(d, va, rect(x, y, w, gh));
    }
    if ((va->review || va->reviewing) && room >= 0) { /* a low panel: no heading */
        y -= hh;
        draw_fill(d, rect(x, y - px / 2, w, 1), d->theme->panel_edge);
        draw_text(d, va->review ? "REVIEW  \xc2\xb7  accuracy" : "REVIEW", hpx, true,
                  d->theme->text_dim, x, y, DRAW_LEFT);
        y -= px;
    }
    return y;
}

int analysisview_draw_panel(Draw *d, const View *v, int x, int top, int bottom, int w, int px)
{
    const ViewAnalysis *va = &v->analysis;
    if (!va->on && !va->review && !va->reviewing)
        return bottom;
    UiRect clip = rect(x, top, w, bottom - top);
    if (clip.h <= 0)
        return bottom;
    /* the graph gets what the lines and the texts leave */
    int lh = text_line_height(d->text, px - 2, false) + (px - 2) / 2;
    int hh = text_line_height(d->text, px - 3, true) + px;
    int fixed = (va->on ? hh + 3 * lh : 0) + hh + 2 * lh + (va->reviewing ? 3 * lh : 0) + px;
    int room = clip.h - fixed;
    int y = draw_review(d, va, x, bottom, w, px, room >= 24 ? room : room + hh >= 24 ? 24 : -1);
    if (va->on)
        y = draw_lines(d, va, x, top, y, w, px);
    (void)clip;
    return y < top ? top : y;
}
