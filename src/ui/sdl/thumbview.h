/* thumbview.h - a position's small picture (ViewThumb) drawn from the board's piece art, each
 * picture kept in a texture of its own. */
#ifndef MORPH_UI_THUMBVIEW_H
#define MORPH_UI_THUMBVIEW_H

#include <SDL.h>

#include "draw.h"
#include "pieces.h"
#include "view.h"

#define THUMBS_MAX 12 /* pictures kept at once (a list shows fewer rows) */

typedef struct ThumbSlot {
    unsigned long key;  /* the picture, its size and colours; 0: free */
    unsigned long used; /* clock of the last request, for eviction */
    SDL_Texture *tex;   /* owned */
    int w, h;
} ThumbSlot;

typedef struct ThumbCache {
    ThumbSlot slot[THUMBS_MAX];
    unsigned long clock;
    long made; /* pictures drawn so far: a frame that repeats the last draws none */
} ThumbCache;

/* The size in pixels of t drawn with squares of s pixels (0 x 0 when t has no board). */
void thumbview_size(const ViewThumb *t, int s, int *w, int *h);

/* Draws t with its top left at (x, y), squares s pixels: from its cached texture, drawn first
 * when it is not kept (the least recently drawn picture gives way); straight on the target
 * when the renderer has no render targets. */
void thumbview_draw(Draw *d, PieceArt *art, ThumbCache *c, const ViewThumb *t, int x, int y, int s);

/* Forgets the pictures' pixels (lost on SDL_RENDER_TARGETS_RESET); the textures are kept. */
void thumbview_invalidate(ThumbCache *c);

/* Frees the textures; a zeroed cache is a no-op. */
void thumbview_unload(ThumbCache *c);

#endif
