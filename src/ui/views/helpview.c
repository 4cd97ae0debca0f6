/* helpview.c - the help overlay (F1): the keys and the mouse over the boards (panelview.h),
 * in one column, two where the window is wide but short, else the rows that fit with a
 * scroll bar. */
#include <stdio.h>
#include <string.h>

#include "keyhelp.h"
#include "panelview.h"

/* The smallest text the help is set in, in pixels at any UI scale: smaller is hard to read. */
#define HELP_MIN_PX 11

/* The largest of a and b. */
static int larger(int a, int b)
{
    return a > b ? a : b;
}

/* The help's lines at px: their height, the widest keys and the widest description. */
static void measure(TextCache *t, HelpPlan *p, int px)
{
    int w, h;
    p->px = px;
    p->lh = text_line_height(t, px, false) + px / 2;
    p->kw = p->dw = 0;
    for (int i = 0; i < keyhelp_count; i++) {
        text_measure(t, keyhelp_rows[i].keys, px, true, &w, &h);
        p->kw = larger(p->kw, w);
        text_measure(t, keyhelp_rows[i].what, px, false, &w, &h);
        p->dw = larger(p->dw, w);
    }
    p->title_px = px + 6;
    p->th = text_line_height(t, p->title_px, true);
}

/* The box of p's columns and rows shown at once (a scroll bar's room beside them when they
 * are not all), centred in l's window; true when it fits the window. */
static bool place(HelpPlan *p, const Layout *l, int cols, int rows)
{
    int px = p->px;
    p->cols = cols;
    p->rows = rows;
    p->scrolls = cols * rows < keyhelp_count;
    int bw = cols * (p->kw + p->dw + 4 * px) + px + (p->scrolls ? px : 0);
    int bh = p->th + rows * p->lh + 3 * px;
    p->box = ui_rect((l->width - bw) / 2, (l->height - bh) / 2, bw, bh);
    return bw <= l->width - 8 && bh <= l->height - 8;
}

void panelview_help_plan(TextCache *t, const Layout *l, int top, HelpPlan *p)
{
    memset(p, 0, sizeof *p);
    int most =
        larger(HELP_MIN_PX + 1,
               l->text_px + 1 < layout_scaled(l, 18) ? l->text_px + 1 : layout_scaled(l, 18));
    int half = (keyhelp_count + 1) / 2, px;
    /* as large as fits whole: one column, else two */
    for (px = most; px >= HELP_MIN_PX; px--) {
        measure(t, p, px);
        if (place(p, l, 1, keyhelp_count) || place(p, l, 2, half))
            return;
    }
    /* else the rows that fit, as large as the window's width allows, scrolled */
    for (px = most; px > HELP_MIN_PX; px--) {
        measure(t, p, px);
        if (place(p, l, 1, 1))
            break;
    }
    measure(t, p, px);
    int rows = (l->height - 8 - p->th - 3 * px) / p->lh;
    place(p, l, 1, ui_clamp(rows, 1, keyhelp_count - 1));
    p->top = ui_clamp(top, 0, keyhelp_count - p->rows);
}

UiRect panelview_help_row(const HelpPlan *p, int i)
{
    int col = i / p->rows, slot = i % p->rows;
    if (p->scrolls) {
        col = 0;
        slot = i - p->top;
    }
    if (i < 0 || i >= keyhelp_count || slot < 0 || slot >= p->rows)
        return ui_rect(0, 0, 0, 0);
    int x = p->box.x + col * (p->kw + p->dw + 4 * p->px) + 2 * p->px;
    int y = p->box.y + p->px + p->th + p->px / 2 + slot * p->lh;
    return ui_rect(x, y, p->kw + p->px + p->dw, p->lh - p->px / 2);
}

UiRect panelview_help_bar(const HelpPlan *p)
{
    if (!p->scrolls)
        return ui_rect(0, 0, 0, 0);
    int bar_w = p->px / 2 + 2;
    UiRect first = panelview_help_row(p, p->top);
    return ui_rect(p->box.x + p->box.w - p->px - bar_w / 2, first.y, bar_w, p->rows * p->lh);
}

bool panelview_help_cover(Draw *d, const View *v, const Layout *l, UiRect *cover)
{
    HelpPlan p;
    if (!v->help_visible)
        return false;
    panelview_help_plan(d->text, l, v->help_top, &p);
    *cover = draw_round_cover(p.box, p.px); /* drawn with corners of radius px */
    return cover->w > 0 && cover->h > 0;
}

void panelview_draw_help(Draw *d, const View *v, const Layout *l)
{
    if (!v->help_visible)
        return;
    HelpPlan p;
    panelview_help_plan(d->text, l, v->help_top, &p);
    int px = p.px;
    UiRect box = p.box;
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    draw_text(d, "Keys and mouse", p.title_px, true, d->theme->text, box.x + box.w / 2, box.y + px,
              DRAW_CENTER);
    for (int i = 0; i < keyhelp_count; i++) {
        UiRect r = panelview_help_row(&p, i);
        if (r.w == 0)
            continue;
        draw_text(d, keyhelp_rows[i].keys, px, true, d->theme->accent, r.x + p.kw, r.y, DRAW_RIGHT);
        draw_text(d, keyhelp_rows[i].what, px, false, d->theme->text, r.x + p.kw + px, r.y,
                  DRAW_LEFT);
    }
    if (p.scrolls) { /* where the rows shown are in the help */
        UiRect track = panelview_help_bar(&p);
        int th_h = ui_clamp(track.h * p.rows / keyhelp_count, px, track.h);
        int th_y = track.y + (track.h - th_h) * p.top / (keyhelp_count - p.rows);
        draw_round(d, track, track.w / 2, d->theme->chip);
        draw_round(d, ui_rect(track.x, th_y, track.w, th_h), track.w / 2, d->theme->accent);
    }
}
