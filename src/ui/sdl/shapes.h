/* shapes.h - anti-aliased discs, rings and glows as cached white textures, tinted when drawn. */
#ifndef MORPH_UI_SHAPES_H
#define MORPH_UI_SHAPES_H

#include <SDL.h>

#define SHAPES_MAX 48

typedef enum ShapeKind { SHAPE_DISC = 0, SHAPE_RING, SHAPE_GLOW } ShapeKind;

typedef struct ShapeEntry {
    ShapeKind kind;
    int size, thickness;
    unsigned long used;
    SDL_Texture *tex;
} ShapeEntry;

typedef struct Shapes {
    SDL_Renderer *renderer; /* not owned */
    int n;
    ShapeEntry e[SHAPES_MAX];
    unsigned long clock;
    long rasterized;
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

#endif
