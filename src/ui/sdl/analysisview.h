/* analysisview.h - the analysis board's drawing (analysisview.c): the evaluation bar
 * beside the board and the panel's analysis lines and review. */
#ifndef MORPH_UI_ANALYSISVIEW_H
#define MORPH_UI_ANALYSISVIEW_H

#include "draw.h"
#include "layout.h"
#include "morphchess/review.h"
#include "view.h"

/* The evaluation bar at the left of the (first) board, White's share at White's side,
 * while analysis is on. */
void analysisview_draw_bar(Draw *d, const View *v, const Layout *l);

/* The analysis lines and the review, in the panel column x..x+w, above bottom (not above
 * top); returns the y above what was drawn (bottom when nothing is shown). */
int analysisview_draw_panel(Draw *d, const View *v, int x, int top, int bottom, int w, int px);

/* The colour of a move's mark in the list (the graph's dots' colours): true for a mark that
 * begins "?!", "??" or "?" (an inaccuracy, a blunder, a mistake), false for any other. */
bool analysisview_mark_colour(const char *mark, UiColor *out);

#endif
