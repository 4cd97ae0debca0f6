/* panelview.h - draws the side panel and the overlays: turn, result, captures, legend, moves, help.
 */
#ifndef MORPH_UI_PANELVIEW_H
#define MORPH_UI_PANELVIEW_H

#include "draw.h"
#include "layout.h"
#include "pieces.h"
#include "view.h"

/* Draws the side panel of v into l->panel. Reads v and l only. */
void panelview_draw(Draw *d, PieceArt *art, const View *v, const Layout *l);

/* Draws the result banner over the boards when v->panel.result is set. */
void panelview_draw_banner(Draw *d, const View *v, const Layout *l);

/* The help's plan in l's window: its text size, its box, and its rows in one or two columns
 * when they fit whole, else the `rows` that fit, from row `top` (clamped), with a scroll bar. */
typedef struct HelpPlan {
    int px, lh, kw, dw; /* the text's size, a row's pitch, the widest keys and description */
    int title_px, th;   /* the title's size and height */
    int cols, rows;     /* columns, and rows shown in each */
    bool scrolls;       /* not all rows are shown: from `top` on, with a scroll bar */
    int top;
    UiRect box;
} HelpPlan;
void panelview_help_plan(TextCache *t, const Layout *l, int top, HelpPlan *p);

/* Where row i of keyhelp_rows stands in p's box (keys then description), or a zero rectangle
 * when it is scrolled out of view. */
UiRect panelview_help_row(const HelpPlan *p, int i);

/* The scroll bar's track beside the rows when p scrolls, else a zero rectangle. */
UiRect panelview_help_bar(const HelpPlan *p);

/* Draws the help overlay when v->help_visible (the window under it shaded by the caller),
 * from row v->help_top when it scrolls. */
void panelview_draw_help(Draw *d, const View *v, const Layout *l);

/* Where the help, when v->help_visible, covers the window whole (draw_round_cover of its
 * box): *cover, and true; false when it is not shown. */
bool panelview_help_cover(Draw *d, const View *v, const Layout *l, UiRect *cover);

#endif
