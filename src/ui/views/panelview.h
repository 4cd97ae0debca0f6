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

/* Draws the help overlay when v->help_visible (the window under it shaded by the caller). */
void panelview_draw_help(Draw *d, const View *v, const Layout *l);

/* Where the help, when v->help_visible, covers the window whole (draw_round_cover of its
 * box): *cover, and true; false when it is not shown. */
bool panelview_help_cover(Draw *d, const View *v, const Layout *l, UiRect *cover);

#endif
