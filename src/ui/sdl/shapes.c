/* shapes.c - computes anti-aliased shape coverage into textures (4x4 supersampling). */
#include "shapes.h"

#include <math.h>
#include <string.h>

void shapes_load(Shapes *s, SDL_Renderer *r)
{
    memset(s, 0, sizeof *s);
    s->renderer = r;
}

void shapes_unload(Shapes *s)
{
    for (int i = 0; i < s->n; i++)
        if (s->e[i].tex)
            SDL_DestroyTexture(s->e[i].tex);
    memset(s, 0, sizeof *s);
}

/* Coverage (0..1) of pixel (x, y) for the shape. */
static double coverage(ShapeKind kind, int size, int thickness, int x, int y)
{
    double r = size / 2.0, inner = r - thickness;
    if (kind == SHAPE_GLOW) {
        double dx = x + 0.5 - r, dy = y + 0.5 - r;
        double d = sqrt(dx * dx + dy * dy) / r;
        if (d >= 1.0)
            return 0.0;
        return pow(1.0 - d, 1.6);
    }
    int hits = 0;
    for (int sy = 0; sy < 4; sy++) {
        for (int sx = 0; sx < 4; sx++) {
            double dx = x + (sx + 0.5) / 4.0 - r, dy = y + (sy + 0.5) / 4.0 - r;
            double d2 = dx * dx + dy * dy;
            if (d2 <= r * r && (kind == SHAPE_DISC || d2 >= inner * inner))
                hits++;
        }
    }
    return hits / 16.0;
}

static SDL_Texture *make(SDL_Renderer *r, ShapeKind kind, int size, int thickness)
{
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surf)
        return NULL;
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)surf->pixels + y * surf->pitch);
        for (int x = 0; x < size; x++) {
            Uint32 a = (Uint32)lround(coverage(kind, size, thickness, x, y) * 255.0);
            row[x] = (a << 24) | 0xFFFFFFu;
        }
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, surf);
    SDL_FreeSurface(surf);
    if (tex)
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    return tex;
}

SDL_Texture *shapes_get(Shapes *s, ShapeKind kind, int size, int thickness)
{
    if (size < 1 || !s->renderer)
        return NULL;
    if (kind != SHAPE_RING)
        thickness = 0;
    s->clock++;
    int victim = 0;
    for (int i = 0; i < s->n; i++) {
        ShapeEntry *e = &s->e[i];
        if (e->kind == kind && e->size == size && e->thickness == thickness) {
            e->used = s->clock;
            return e->tex;
        }
        if (e->used < s->e[victim].used)
            victim = i;
    }
    SDL_Texture *tex = make(s->renderer, kind, size, thickness);
    if (!tex)
        return NULL;
    ShapeEntry *e;
    if (s->n < SHAPES_MAX) {
        e = &s->e[s->n++];
    } else {
        e = &s->e[victim];
        SDL_DestroyTexture(e->tex);
    }
    e->kind = kind;
    e->size = size;
    e->thickness = thickness;
    e->used = s->clock;
    e->tex = tex;
    s->rasterized++;
    return tex;
}
