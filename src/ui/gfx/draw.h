/* draw.h - drawing primitives on an SDL renderer: rectangles, rounded boxes, discs, text. */
#ifndef MORPH_UI_DRAW_H
#define MORPH_UI_DRAW_H

#include <SDL.h>
#include <stdbool.h>

#include "layout.h"
#include "pieces.h"
#include "shapes.h"
#include "text.h"
#include "theme.h"

/* Where something clickable was drawn (a list item, a move of the list), so
 * that a click can be mapped back to it. */
enum {
    DRAW_HIT_ITEM = 1,
    DRAW_HIT_MOVE = 2,
    DRAW_HIT_BUTTON = 3,
    DRAW_HIT_LINE = 4,   /* an analysis line: index its number from 0 */
    DRAW_HIT_GRAPH = 5,  /* the review's graph: index the ply of the point */
    DRAW_HIT_BOX = 6,    /* a box's body: a click there keeps it open (Potential's V) */
    DRAW_HIT_SCROLL = 7, /* a list the wheel scrolls: index its first row shown */
};
#define DRAW_MAX_HITS 640
typedef struct DrawHit {
    UiRect r;
    int kind, index;
} DrawHit;
typedef struct DrawHits {
    int n;
    DrawHit item[DRAW_MAX_HITS];
} DrawHits;

typedef struct Draw {
    SDL_Renderer *r; /* not owned, nor the caches */
    Shapes *shapes;
    TextCache *text;
    DrawHits *hits;     /* may be NULL */
    const Theme *theme; /* the colours */
} Draw;

/* Records a clickable rectangle (no-op without a hit list or when full). */
void draw_hit(Draw *d, UiRect r, int kind, int index);

/* The last recorded hit containing (x, y); false when none. */
bool draw_hits_find(const DrawHits *h, int x, int y, int *kind, int *index);

/* The last recorded hit of that kind containing (x, y), under any other; false when none. */
bool draw_hits_find_kind(const DrawHits *h, int x, int y, int kind, int *index);

enum { DRAW_LEFT = 0, DRAW_CENTER = 1, DRAW_RIGHT = 2 };

/* The piece (type of PIECES_TYPES, colour 0 White / 1 Black) of art drawn into r (r.w
 * pixels square), alpha 0-255 (255: opaque). False when the set has no picture of it
 * (nothing drawn: the caller draws a token instead). */
bool draw_piece(Draw *d, PieceArt *art, char type, int colour, UiRect r, int alpha);

/* Fills r with c (blended by c.a). */
void draw_fill(Draw *d, UiRect r, UiColor c);

/* A border `thickness` wide just inside r. */
void draw_border(Draw *d, UiRect r, int thickness, UiColor c);

/* Fills r with rounded corners of the given radius (clamped to half the
 * shorter side); the parts never overlap, so translucent colours blend once. */
void draw_round(Draw *d, UiRect r, int radius, UiColor c);

/* Colour c (translucent) as SDL's blend leaves it over the opaque colour under: opaque. */
UiColor draw_over(UiColor c, UiColor under);

/* draw_round of translucent c over a part known to be of the opaque colour under (a row of a
 * list over its box): the same pixels, the inside filled with draw_over(c, under), so
 * without SDL's blend, which is dear per pixel. */
void draw_round_over(Draw *d, UiRect r, int radius, UiColor c, UiColor under);

/* The outer band, t pixels wide, of the rounded box r: the inside is left for
 * the caller to cover (drawing a box the size of a board costs as much as
 * the board). */
/* Limits drawing to r until called again (NULL: the whole target). */
void draw_clip(Draw *d, const UiRect *r);

/* A box's drop shadow: the rounded rect of box moved by (ox, oy), in colour c (with alpha),
 * drawn only where the box, drawn next, will not cover it. Leaves no clip rect set. */
void draw_shadow(Draw *d, UiRect box, int radius, int ox, int oy, UiColor c);

void draw_round_band(Draw *d, UiRect r, int radius, int t, UiColor c);

/* The part of rounded box r (radius as draw_round clamps it) that its fill covers whole: r
 * without the rows of its corners (a shade under the box can leave it out). */
UiRect draw_round_cover(UiRect r, int radius);

/* A rounded box with an edge `edge` pixels wide; fill should be opaque. */
void draw_round_edged(Draw *d, UiRect r, int radius, int edge, UiColor fill, UiColor ec);

/* A disc of diameter size centred on (cx, cy). */
void draw_disc(Draw *d, int cx, int cy, int size, UiColor c);

/* A circle outline `thickness` wide of diameter size centred on (cx, cy). */
void draw_ring(Draw *d, int cx, int cy, int size, int thickness, UiColor c);

/* An arrow from (x0, y0) to its point at (x1, y1): a shaft `width` wide and a head, one
 * shape in colour c (no part blended twice). Nothing for a zero length. */
void draw_arrow(Draw *d, int x0, int y0, int x1, int y1, int width, UiColor c);

/* A radial glow filling r (for check). */
void draw_glow(Draw *d, UiRect r, UiColor c);

/* Draws text with its top at y, aligned on x (DRAW_LEFT: starts at x,
 * DRAW_CENTER: centred on x, DRAW_RIGHT: ends at x). Returns its width. */
int draw_text(Draw *d, const char *s, int px, bool bold, UiColor c, int x, int y, int align);

/* Draws text centred vertically in box, aligned horizontally within it. */
int draw_text_in(Draw *d, const char *s, int px, bool bold, UiColor c, UiRect box, int align);

/* The largest size in [min_px, px] at which s fits in width; *fitted gets a
 * copy of s (size n), shortened with an ellipsis if even min_px is too wide. */
int draw_fit_text(Draw *d, const char *s, int px, int min_px, bool bold, int width, char *fitted,
                  int n);

/* Draws s wrapped at spaces into lines of at most width pixels from (x, y); returns the
 * height used. With draw false only measures. */
int draw_wrapped_text(Draw *d, const char *s, int px, UiColor c, int x, int y, int width,
                      bool draw);

/* The same in at most max_lines lines (0: no limit), the last shortened with an ellipsis when
 * the text goes on. */
int draw_wrapped_lines(Draw *d, const char *s, int px, UiColor c, int x, int y, int width,
                       int max_lines, bool draw);

/* draw_wrapped_lines in the bold face (a title too long for one line). */
int draw_wrapped_bold(Draw *d, const char *s, int px, UiColor c, int x, int y, int width,
                      int max_lines, bool draw);

#endif
