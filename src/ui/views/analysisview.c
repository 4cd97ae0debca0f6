/* analysisview.c - the analysis board's drawing: the evaluation bar beside the board, and
 * in the panel the best lines (each a click target that plays its first move) and the
 * review (progress, the graph of the evaluation with the marked moves, click a point to
 * go there, each side's accuracy). From ViewAnalysis only. */
#include "analysisview.h"

#include <stdio.h>
#include <string.h>

#include "text.h"

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
    if (!va->on || l->bar.w <= 0)
        return;
    UiRect bar = l->bar;
    float share = va->have ? va->share : 0.5f;
    int white = (int)((float)bar.h * share + 0.5f);
    /* White's part at White's side of the board */
    UiRect wpart = v->flipped ? ui_rect(bar.x, bar.y, bar.w, white)
                              : ui_rect(bar.x, bar.y + bar.h - white, bar.w, white);
    draw_fill(d, bar, d->theme->ink);
    draw_fill(d, wpart, d->theme->ivory);
    draw_fill(d, ui_rect(bar.x, bar.y + bar.h / 2, bar.w, 1), d->theme->accent);
    draw_border(d, bar, 1, d->theme->frame_edge);
    if (!va->have)
        return;
    /* the score in a label over the leader's end of the bar, in the leader's colours, as
     * large as the column lets it be (the sign is the end it stands at) */
    bool white_leads = share >= 0.5f;
    const char *s = va->score[0] == '+' || va->score[0] == '-' ? va->score + 1 : va->score;
    UiRect col = l->bar_col;
    char fitted[16];
    int px = draw_fit_text(d, s, ui_clamp(l->square / 4, 11, 16), 9, true, col.w - 6, fitted,
                           (int)sizeof fitted);
    int tw, th;
    text_measure(d->text, fitted, px, true, &tw, &th);
    int h = text_line_height(d->text, px, true) + 4, w = tw + 6 < col.w ? tw + 6 : col.w;
    int x = ui_clamp(bar.x + bar.w / 2 - w / 2, col.x, col.x + col.w - w);
    int y = white_leads != v->flipped ? bar.y + bar.h + 3 : bar.y - h - 3;
    UiRect label = ui_rect(x, y, w, h);
    draw_round_edged(d, label, 3, 1, white_leads ? d->theme->ivory : d->theme->ink,
                     d->theme->frame_edge);
    draw_text_in(d, fitted, px, true, white_leads ? d->theme->ink : d->theme->ivory, label,
                 DRAW_CENTER);
}

/* The lines' sizes: the heading's and a line's height at the panel's size px. */
static void lines_metrics(Draw *d, int px, int *hh, int *lh)
{
    *hh = text_line_height(d->text, px - 3, true) + (px - 3) / 3;
    *lh = text_line_height(d->text, px - 1, false) + (px - 1) / 3;
}

int analysisview_lines_height(Draw *d, const View *v, int px, int nlines)
{
    if (!v->analysis.on)
        return 0;
    int hh, lh;
    lines_metrics(d, px, &hh, &lh);
    return hh + (nlines > 0 ? nlines : 1) * lh + px / 2;
}

/* The lines from y, under their heading with heading; returns the y below. */
static int draw_lines(Draw *d, const View *v, int x, int y, int w, int px, int nlines, bool heading)
{
    const ViewAnalysis *va = &v->analysis;
    if (!va->on)
        return y;
    int hh, lh, lpx = px - 1;
    lines_metrics(d, px, &hh, &lh);
    char head[64];
    if (va->have && va->line[0].depth > 0) /* depth 0: the game is over there, no search */
        snprintf(head, sizeof head, "ANALYSIS  \xc2\xb7  depth %d", va->line[0].depth);
    else
        snprintf(head, sizeof head, "%s", "ANALYSIS");
    if (heading || !va->have) {
        draw_text(d, head, px - 3, true, d->theme->text_dim, x, y, DRAW_LEFT);
        y += hh;
    }
    if (!va->have) {
        draw_text(d, "thinking\xe2\x80\xa6", lpx, false, d->theme->text_dim, x, y, DRAW_LEFT);
        return y + lh + px / 2;
    }
    int n = va->nlines < nlines ? va->nlines : nlines, tw, th;
    text_measure(d->text, "-10.00", lpx, true, &tw, &th);
    int sw = tw + lpx; /* the score's chip */
    for (int i = 0; i < n; i++, y += lh) {
        UiRect chip = ui_rect(x, y, sw, lh - 3);
        draw_round(d, chip, lpx / 3, i == 0 ? d->theme->accent : d->theme->chip);
        draw_text_in(d, va->line[i].score, lpx, true,
                     i == 0 ? d->theme->accent_text : d->theme->chip_text, chip, DRAW_CENTER);
        char fitted[VIEW_LINE_MAX + 4];
        int fpx = draw_fit_text(d, va->line[i].text, lpx, lpx - 2, false, w - sw - lpx / 2, fitted,
                                (int)sizeof fitted);
        draw_text_in(d, fitted, fpx, false, d->theme->text,
                     ui_rect(x + sw + lpx / 2, y, w - sw - lpx / 2, lh - 3), DRAW_LEFT);
        draw_hit(d, ui_rect(x, y, w, lh), DRAW_HIT_LINE, i);
    }
    return y + px / 2;
}

int analysisview_draw_lines(Draw *d, const View *v, int x, int y, int w, int px, int nlines)
{
    return draw_lines(d, v, x, y, w, px, nlines, true);
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
        draw_fill(d, ui_rect(g.x + x, g.y + g.h - h, 1, h), d->theme->ivory);
    }
    draw_fill(d, ui_rect(g.x, g.y + g.h / 2, g.w, 1), d->theme->text_dim);
    if (va->current >= 0 && va->nplies > 0) {
        int cx = g.x + va->current * (g.w - 1) / n;
        draw_fill(d, ui_rect(cx - 1, g.y, 2, g.h), d->theme->accent);
    }
    for (int i = 0; i < va->nplies; i++) { /* the marked moves, where they land */
        if (va->mark[i] < REVIEW_INACCURACY)
            continue;
        int px = g.x + (i + 1) * (g.w - 1) / n;
        int py = g.y + g.h - (int)((float)g.h * va->graph[i + 1] + 0.5f);
        int size = ui_clamp(g.h / 9, 6, 10);
        draw_disc(d, px, ui_clamp(py, g.y + size / 2, g.y + g.h - size / 2), size,
                  mark_colour[va->mark[i]]);
    }
    draw_border(d, g, 1, d->theme->panel_edge);
    /* click targets: strips, each for the ply at its middle */
    int strips = n + 1 < 120 ? n + 1 : 120;
    for (int k = 0; k < strips; k++) {
        int x0 = g.x + k * g.w / strips, x1 = g.x + (k + 1) * g.w / strips;
        int ply = ((2 * k + 1) * n + strips) / (2 * strips);
        draw_hit(d, ui_rect(x0, g.y, x1 - x0, g.h), DRAW_HIT_GRAPH, ply > n ? n : ply);
    }
}

/* The review's sizes at the panel's size px in a column w wide: a text line's, the
 * heading's and the graph's height. */
static void review_metrics(Draw *d, int w, int px, bool compact, int *lh, int *hh, int *gh)
{
    *lh = text_line_height(d->text, px - 2, false) + (px - 2) / 3;
    *hh = text_line_height(d->text, px - 3, true) + (px - 3) / 3;
    /* the graph grows with the panel: a quarter of its width, up to eight lines of text (a
     * wide panel at 1920x1080 gets a graph a player can read, not a strip) */
    *gh = compact ? ui_clamp(w / 10, 24, 30) : ui_clamp(w / 4, 32, 8 * px);
}

/* The accuracy figure of side c without its marks' counts: "White 87.4%". */
static void accuracy_only(const ViewAnalysis *va, int c, char *out, size_t n)
{
    const char *s = va->accuracy[c], *end = strstr(s, "  ");
    snprintf(out, n, "%.*s", end ? (int)(end - s) : (int)strlen(s), s);
}

int analysisview_draw_review(Draw *d, const View *v, int x, int bottom, int w, int px, bool compact)
{
    const ViewAnalysis *va = &v->analysis;
    if (!va->review && !va->reviewing)
        return bottom;
    int lh, hh, gh, lpx = px - 2;
    review_metrics(d, w, px, compact, &lh, &hh, &gh);
    int y = bottom;
    if (va->reviewing) {
        char t[96];
        snprintf(t, sizeof t, "Reviewing\xe2\x80\xa6 %d / %d  \xc2\xb7  G cancels", va->progress,
                 va->total);
        y -= lh;
        draw_text(d, t, lpx, false, d->theme->text_dim, x, y, DRAW_LEFT);
        int ph = ui_clamp(px / 2, 5, 9);
        y -= ph + px / 3;
        UiRect bar = ui_rect(x, y, w, ph);
        draw_round(d, bar, ph / 2, d->theme->chip);
        int done = va->total > 0 ? w * va->progress / va->total : 0;
        if (done > ph)
            draw_round(d, ui_rect(x, y, done, ph), ph / 2, d->theme->accent);
        y -= px / 2;
    }
    char head[2 * VIEW_LINE_MAX + 32] = "REVIEW";
    if (va->review && !compact) {
        y -= 2 * lh;
        for (int c = 0; c < 2; c++)
            draw_text(d, va->accuracy[c], lpx, false, d->theme->text, x, y + c * lh, DRAW_LEFT);
        snprintf(head, sizeof head, "%s", "REVIEW  \xc2\xb7  accuracy");
    } else if (va->review) { /* a low column: the accuracy figures in the heading */
        char acc[2][VIEW_LINE_MAX];
        for (int c = 0; c < 2; c++)
            accuracy_only(va, c, acc[c], sizeof acc[c]);
        snprintf(head, sizeof head, "REVIEW  \xc2\xb7  %s  \xc2\xb7  %s", acc[0], acc[1]);
    }
    if (va->review) {
        y -= gh + px / 2;
        draw_graph(d, va, ui_rect(x, y, w, gh));
    }
    y -= hh;
    char fitted[sizeof head + 4];
    int fpx = draw_fit_text(d, head, px - 3, px - 5, true, w, fitted, (int)sizeof fitted);
    draw_text(d, fitted, fpx, true, d->theme->text_dim, x, y, DRAW_LEFT);
    return y - px / 2;
}

int analysisview_draw_panel(Draw *d, const View *v, int x, int top, int bottom, int w, int px)
{
    const ViewAnalysis *va = &v->analysis;
    if (!va->on && !va->review && !va->reviewing)
        return bottom;
    /* the review at the foot (compact: the column is low), the lines above it: as many as
     * the room left holds */
    int y = analysisview_draw_review(d, v, x, bottom, w, px, true);
    if (va->on) {
        int hh, lh;
        lines_metrics(d, px, &hh, &lh);
        int n = (y - top - hh - px / 2) / lh;
        /* short of room for every line: the heading (the depth) gives its room to one */
        bool heading = n >= va->nlines || (y - top - px / 2) / lh <= n;
        n = heading ? n : n + 1;
        y = draw_lines(d, v, x, top, w, px, n < 1 ? 1 : n, heading);
    }
    return y;
}
