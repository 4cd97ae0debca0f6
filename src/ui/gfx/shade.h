/* shade.h - the shade under a box: a blended fill of one colour over a render target, made
 * with a table of what SDL's blend does to each channel's value when the renderer is the
 * software one (SDL's own blended fill is dear per pixel: it was most of a box's first
 * frame; docs/performance.md). */
#ifndef MORPH_UI_SHADE_H
#define MORPH_UI_SHADE_H

#include <SDL.h>
#include <stdbool.h>

#include "layout.h"
#include "theme.h"

typedef struct Shade {
    UiColor colour;    /* the table's colour */
    bool ok;           /* the table is made, for colour */
    int soft;          /* the renderer is the software one: 1; not: -1; unknown: 0 */
    Uint8 lut[4][256]; /* the channel at shift 8 * i, before and after the blend */
    Uint32 *rows;      /* a strip of pixels read, shaded and written back (owned) */
    int rows_w;        /* the strip's width */
    long fast, slow;   /* pixels shaded by the table, and by SDL's fill (tests) */
} Shade;

/* Shades rectangle a of renderer r's target with colour c, as SDL_RenderFillRect with
 * SDL_BLENDMODE_BLEND does, pixel for pixel: through the table when the renderer is the
 * software one and the target a texture or its window's surface (ARGB8888, or RGB888: the
 * window's format under X11; the window's pixels are shaded in place after the drawing
 * queued before is flushed), else by SDL. No clip rectangle may be set. */
void shade_fill(Shade *s, SDL_Renderer *r, UiRect a, UiColor c);

/* Frees the strip; a zeroed Shade is a no-op. */
void shade_unload(Shade *s);

#endif
