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

/* One picture kept in a texture of its own between frames (Potential's V: a position stepped
 * through), drawn again whole only when its size, colours or boards change, otherwise only
 * in its squares that changed. */
typedef struct ThumbKept {
    SDL_Texture *tex; /* owned; NULL: none */
    Uint32 format;    /* tex's pixel format */
    int w, h, s;
    const Theme *theme;
    ViewThumb shown; /* what tex shows (when ok) */
    bool ok;
    long whole, squares; /* drawn whole, and squares drawn again (tests) */
} ThumbKept;

typedef struct ThumbCache {
    ThumbSlot slot[THUMBS_MAX];
    ThumbKept kept;
    unsigned long clock;
    long made;          /* pictures drawn so far: a frame that repeats the last draws none */
    Uint32 opaque_kept; /* the kept picture's format when it is one board, opaque (the
                         * window's: copied then as rows, not converted); 0: ARGB8888 */
} ThumbCache;

/* The size in pixels of t drawn with squares of s pixels (0 x 0 when t has no board). */
void thumbview_size(const ViewThumb *t, int s, int *w, int *h);

/* Draws t with its top left at (x, y), squares s pixels: from its cached texture, drawn first
 * when it is not kept (the least recently drawn picture gives way); straight on the target
 * when the renderer has no render targets. */
void thumbview_draw(Draw *d, PieceArt *art, ThumbCache *c, const ViewThumb *t, int x, int y, int s);

/* Draws t as thumbview_draw does, through c's kept picture: a step through a game redraws
 * the squares that changed (two to four) and copies the picture, opaque, when it is one
 * board. Straight on the target when the renderer has no render targets. */
void thumbview_draw_kept(Draw *d, PieceArt *art, ThumbCache *c, const ViewThumb *t, int x, int y,
                         int s);

/* Makes c's kept picture's texture for t drawn with squares of s pixels ahead of the frame
 * that draws it (its memory made and zeroed now, not in that frame); its pixels are drawn
 * then. False when it cannot be made. */
bool thumbview_keep_ahead(Draw *d, ThumbCache *c, const ViewThumb *t, int s);

/* Forgets the pictures' pixels (lost on SDL_RENDER_TARGETS_RESET); the textures are kept. */
void thumbview_invalidate(ThumbCache *c);

/* Frees the textures; a zeroed cache is a no-op. */
void thumbview_unload(ThumbCache *c);

#endif
