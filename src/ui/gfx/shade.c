/* shade.c - a box's shade: SDL's blended fill reproduced by a table for the software renderer
 * (see shade.h). */
#include "shade.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SHADE_STRIP 32 /* rows read, shaded and written back at once */

/* The table: what a blended fill of c makes of each channel's value, asked of SDL itself (a
 * software renderer on a strip of 256 pixels whose channels all hold their index), so the
 * table matches whatever rounding this SDL's blend has. Each channel's result depends on
 * that channel's value alone. */
static bool make_table(Shade *s, UiColor c)
{
    SDL_Surface *strip = SDL_CreateRGBSurfaceWithFormat(0, 256, 1, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = strip ? SDL_CreateSoftwareRenderer(strip) : NULL;
    bool ok = r != NULL;
    if (ok) {
        Uint32 *px = strip->pixels;
        for (Uint32 i = 0; i < 256; i++)
            px[i] = i * 0x01010101u;
        SDL_Rect all = {0, 0, 256, 1};
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
        ok = SDL_RenderFillRect(r, &all) == 0;
        SDL_RenderPresent(r); /* (runs the queued fill) */
        for (int i = 0; ok && i < 256; i++)
            for (int k = 0; k < 4; k++)
                s->lut[k][i] = (Uint8)(px[i] >> (8 * k));
    }
    if (r)
        SDL_DestroyRenderer(r);
    SDL_FreeSurface(strip);
    s->colour = c;
    s->ok = ok;
    return ok;
}

static bool same_colour(UiColor a, UiColor b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* Whether r is the software renderer (asked once). */
static bool software(Shade *s, SDL_Renderer *r)
{
    if (!s->soft) {
        SDL_RendererInfo info;
        s->soft =
            SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) ? 1 : -1;
    }
    return s->soft > 0;
}

/* What the shade makes of pixel v (bits out of keep 0). */
static Uint32 shade_of(const Shade *s, Uint32 v, Uint32 keep)
{
    return ((Uint32)s->lut[3][v >> 24] << 24 | (Uint32)s->lut[2][v >> 16 & 255] << 16 |
            (Uint32)s->lut[1][v >> 8 & 255] << 8 | s->lut[0][v & 255]) &
           keep;
}

/* The pixels of n, shaded through the table (runs of one colour, most of a window, looked up
 * once, and copied two pixels at a time while they last); the bits out of keep are written 0
 * (RGB888's fourth byte, as SDL's fill writes it). */
static void shade_pixels(const Shade *s, Uint32 *p, size_t n, Uint32 keep)
{
    if (n == 0)
        return;
    Uint32 last = p[0], out = shade_of(s, last, keep);
    uint64_t last2 = (uint64_t)last << 32 | last, out2 = (uint64_t)out << 32 | out; /* twice */
    size_t i = 0;
    while (i < n) {
        uint64_t two;
        if (i + 1 < n) {
            memcpy(&two, p + i, sizeof two);
            if (two == last2) {
                memcpy(p + i, &out2, sizeof out2);
                i += 2;
                continue;
            }
        }
        Uint32 v = p[i];
        if (v != last) {
            last = v;
            out = shade_of(s, v, keep);
            last2 = (uint64_t)last << 32 | last;
            out2 = (uint64_t)out << 32 | out;
        }
        p[i++] = out;
    }
}

/* Shades a (inside the target, of format ARGB8888 or RGB888) through the table, strip by
 * strip, its pixels read and written in that format: the rows done (fewer than a.h when SDL
 * refuses a step; nothing is written of the strip that failed). */
static int shade_fast(Shade *s, SDL_Renderer *r, SDL_Texture *target, Uint32 format, SDL_Rect a)
{
    Uint32 keep = format == SDL_PIXELFORMAT_RGB888 ? 0x00FFFFFFu : 0xFFFFFFFFu;
    if (a.w > s->rows_w) {
        free(s->rows);
        s->rows_w = 0;
        s->rows = malloc((size_t)a.w * SHADE_STRIP * sizeof *s->rows);
        if (!s->rows)
            return 0;
        s->rows_w = a.w;
    }
    int done = 0;
    while (done < a.h) {
        SDL_Rect strip = {a.x, a.y + done, a.w,
                          a.h - done < SHADE_STRIP ? a.h - done : SHADE_STRIP};
        int pitch = strip.w * (int)sizeof *s->rows;
        if (SDL_RenderReadPixels(r, &strip, format, s->rows, pitch) != 0)
            break;
        shade_pixels(s, s->rows, (size_t)strip.w * (size_t)strip.h, keep);
        if (SDL_UpdateTexture(target, &strip, s->rows, pitch) != 0)
            break;
        done += strip.h;
    }
    return done;
}

/* The window's surface when r is the software renderer drawing into its window (no target
 * texture set), in a format the table serves (ARGB8888 or RGB888); else NULL. */
static SDL_Surface *window_surface(Shade *s, SDL_Renderer *r)
{
    SDL_Window *w = SDL_GetRenderTarget(r) ? NULL : SDL_RenderGetWindow(r);
    SDL_Surface *surf = w && software(s, r) ? SDL_GetWindowSurface(w) : NULL;
    if (!surf || !surf->pixels ||
        (surf->format->format != SDL_PIXELFORMAT_ARGB8888 &&
         surf->format->format != SDL_PIXELFORMAT_RGB888))
        return NULL;
    return surf;
}

/* The table for c, made when another colour's is kept; false when it cannot be made. */
static bool table(Shade *s, UiColor c)
{
    return (s->ok && same_colour(s->colour, c)) || make_table(s, c);
}

void shade_fill(Shade *s, SDL_Renderer *r, UiRect a, UiColor c)
{
    if (a.w <= 0 || a.h <= 0)
        return;
    SDL_Rect rect = {a.x, a.y, a.w, a.h}, in;
    SDL_Texture *target = SDL_GetRenderTarget(r);
    SDL_Surface *surf = NULL;
    Uint32 format = 0;
    int w = 0, h = 0;
    if (c.a < 255 && target && software(s, r) &&
        SDL_QueryTexture(target, &format, NULL, &w, &h) == 0 &&
        (format == SDL_PIXELFORMAT_ARGB8888 || format == SDL_PIXELFORMAT_RGB888) && table(s, c)) {
        SDL_Rect whole = {0, 0, w, h};
        if (!SDL_IntersectRect(&rect, &whole, &in))
            return;
        int done = shade_fast(s, r, target, format, in);
        s->fast += (long)in.w * done;
        if (done == in.h)
            return;
        rect = (SDL_Rect){in.x, in.y + done, in.w, in.h - done}; /* the rest by SDL */
    } else if (c.a < 255 && !target && (surf = window_surface(s, r)) && table(s, c) &&
               SDL_RenderFlush(r) == 0) {
        /* straight into the window's pixels (the program's first frame draws its scene
         * there), once the drawing queued before is done */
        SDL_Rect whole = {0, 0, surf->w, surf->h};
        if (!SDL_IntersectRect(&rect, &whole, &in))
            return;
        Uint32 keep = surf->format->format == SDL_PIXELFORMAT_RGB888 ? 0x00FFFFFFu : 0xFFFFFFFFu;
        for (int y = in.y; y < in.y + in.h; y++)
            shade_pixels(s,
                         (Uint32 *)((Uint8 *)surf->pixels + (size_t)y * (size_t)surf->pitch) + in.x,
                         (size_t)in.w, keep);
        s->fast += (long)in.w * in.h;
        return;
    }
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(r, &rect);
    s->slow += (long)rect.w * rect.h;
}

void shade_unload(Shade *s)
{
    free(s->rows);
    memset(s, 0, sizeof *s);
}
