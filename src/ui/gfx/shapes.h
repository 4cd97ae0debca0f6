/* shapes.h - anti-aliased discs, rings and glows as cached white textures, tinted when drawn. */
#ifndef MORPH_UI_SHAPES_H
#define MORPH_UI_SHAPES_H

#include <SDL.h>
#include <stdbool.h>

#define SHAPES_MAX 48

typedef enum ShapeKind { SHAPE_DISC = 0, SHAPE_RING, SHAPE_GLOW } ShapeKind;

/* A band of a shape's rows drawn at once by shapes_draw: its pixels x..x+w blended from the
 * texture but for fx..fx+fw (fw 0: none), covered whole in every row and filled plainly
 * (fill 1), or covered in none and skipped (fill 0). */
typedef struct ShapeBand {
    short y, h, x, w, fx, fw, fill;
} ShapeBand;

typedef struct ShapeEntry {
    ShapeKind kind;
    int size, thickness;
    unsigned long used;
    SDL_Texture *tex;
    /* shapes_draw's bands, [0] for a translucent colour (no fill), [1] for an opaque one;
     * NULL until first drawn so */
    ShapeBand *band[2];
    int nbands[2];
} ShapeEntry;

typedef struct Shapes {
    SDL_Renderer *renderer; /* not owned */
    int n;
    ShapeEntry e[SHAPES_MAX];
    unsigned long clock;
    long rasterized;
    long blended, filled; /* pixels shapes_draw blended from a texture, and filled (tests) */
} Shapes;

/* Prepares an empty shape cache for renderer r. Pair with shapes_unload. */
void shapes_load(Shapes *s, SDL_Renderer *r);

/* Frees every texture. */
void shapes_unload(Shapes *s);

/* A white size x size texture of the shape (alpha carries the coverage):
 * SHAPE_DISC a filled circle, SHAPE_RING a circle outline `thickness` wide,
 * SHAPE_GLOW a radial fade from opaque centre to clear edge. Made once per
 * (kind, size, thickness) and cached; NULL if size < 1 or SDL fails. */
SDL_Texture *shapes_get(Shapes *s, ShapeKind kind, int size, int thickness);

/* Draws the shape (as shapes_get) at (x, y) in colour c: the pixels of an SDL_RenderCopy of
 * its texture tinted c (colour and alpha modulation), for less. The modulated blend is dear
 * per pixel in the software renderer, clear ones too: the shape is drawn in bands
 * of rows (chosen once per shape), each blending only the columns that have coverage, and
 * filling plainly, when c is opaque, those that every row of the band covers whole (a blend
 * of full coverage and opaque colour leaves that colour). Restores the renderer's draw colour
 * and blend mode. False when the shape cannot be made (nothing drawn). */
bool shapes_draw(Shapes *s, ShapeKind kind, int size, int thickness, int x, int y, SDL_Color c);

#endif
