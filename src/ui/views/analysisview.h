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

/* The analysis lines (at most nlines, the best first) from y down in a column w wide, at
 * the panel's text size px, under their heading; returns the y below. Nothing (y) while
 * analysis is off. analysisview_lines_height is the height they take. */
int analysisview_draw_lines(Draw *d, const View *v, int x, int y, int w, int px, int nlines);
int analysisview_lines_height(Draw *d, const View *v, int px, int nlines);

/* The review (the graph of the evaluation with the marked moves, each side's accuracy, or
 * the progress while it runs) above bottom under its heading; returns the y above it
 * (bottom when there is none). compact: the accuracy figures without the marks' counts in
 * the heading, not on lines of their own. */
int analysisview_draw_review(Draw *d, const View *v, int x, int bottom, int w, int px,
                             bool compact);

/* Both in one column x..x+w from top to bottom (the strip under two boards): the review at
 * its foot, as many lines as fit above it; returns the y above what was drawn (bottom when
 * nothing is shown). */
int analysisview_draw_panel(Draw *d, const View *v, int x, int top, int bottom, int w, int px);

/* The colour of a move's mark in the list (the graph's dots' colours): true for a mark that
 * begins "?!", "??" or "?" (an inaccuracy, a blunder, a mistake), false for any other. */
bool analysisview_mark_colour(const char *mark, UiColor *out);

#endif
