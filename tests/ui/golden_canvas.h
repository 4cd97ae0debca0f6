/* golden_canvas.h - the software canvas of the drawing tests and their comparison with PNG
 * goldens (tests/ui/golden/NAME.png; MORPHCHESS_UPDATE_GOLDEN=1 writes them), for one test
 * program each (static functions; check.h's counters). */
#ifndef MORPH_GOLDEN_CANVAS_H
#define MORPH_GOLDEN_CANVAS_H

#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "layout.h"
#include "render.h"

#define CHANNEL_TOLERANCE 12
#define COUNT_TOLERANCE 1000 /* pixels, about 0.1% of 1280x800 */

typedef struct Canvas {
    SDL_Surface *surf;
    SDL_Renderer *r;
    Render render;
    bool ok;
} Canvas;

/* A canvas w x h whose pixels are of format (ARGB8888, or RGB888 as X11's window). */
static inline bool canvas_open_format(Canvas *c, int w, int h, Uint32 format)
{
    memset(c, 0, sizeof *c);
    c->surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format);
    c->r = c->surf ? SDL_CreateSoftwareRenderer(c->surf) : NULL;
    char err[1024];
    if (!c->r) {
        fprintf(stderr, "software renderer: %s\n", SDL_GetError());
        return false;
    }
    if (render_load(&c->render, c->r, MORPH_SOURCE_DIR "/assets/pieces", err, sizeof err) != 0) {
        fprintf(stderr, "render_load: %s\n", err);
        return false;
    }
    render_window_format(&c->render, format);
    c->ok = true;
    return true;
}

static inline bool canvas_open(Canvas *c, int w, int h)
{
    return canvas_open_format(c, w, h, SDL_PIXELFORMAT_ARGB8888);
}

static inline void canvas_close(Canvas *c)
{
    if (c->ok)
        render_unload(&c->render);
    if (c->r)
        SDL_DestroyRenderer(c->r);
    if (c->surf)
        SDL_FreeSurface(c->surf);
    memset(c, 0, sizeof *c);
}

/* canvas_open; on failure a failed check, the canvas closed, false. */
static inline bool canvas_checked(Canvas *c, int w, int h)
{
    if (canvas_open(c, w, h))
        return true;
    CHECK(!"canvas");
    canvas_close(c);
    return false;
}

/* Opens two canvases w x h (a frame and one to compare it with); on failure a failed check,
 * both closed, false. */
static inline bool canvas_open_two(Canvas *a, Canvas *b, int w, int h)
{
    memset(b, 0, sizeof *b);
    if (canvas_open(a, w, h) && canvas_open(b, w, h))
        return true;
    CHECK(!"canvas");
    canvas_close(a);
    canvas_close(b);
    return false;
}

static inline Uint32 pixel(SDL_Surface *s, int x, int y)
{
    return ((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x];
}

static inline int channel_diff(Uint32 a, Uint32 b)
{
    int worst = 0;
    for (int shift = 0; shift < 24; shift += 8) {
        int d = (int)((a >> shift) & 0xFF) - (int)((b >> shift) & 0xFF);
        if (d < 0)
            d = -d;
        if (d > worst)
            worst = d;
    }
    return worst;
}

/* Compares what canvas c holds (w x h) with golden/NAME.png, or writes it there when
 * MORPHCHESS_UPDATE_GOLDEN is set. */
static inline void check_golden(const char *name, Canvas *c, int w, int h)
{
    char path[1024], actual[1024];
    snprintf(path, sizeof path, "%s/tests/ui/golden/%s.png", MORPH_SOURCE_DIR, name);
    snprintf(actual, sizeof actual, "%s.actual.png", name);
    const char *update = getenv("MORPHCHESS_UPDATE_GOLDEN");
    if (update && *update && strcmp(update, "0") != 0) {
        CHECK_INT(IMG_SavePNG(c->surf, path), 0);
        printf("wrote %s\n", path);
        return;
    }
    SDL_Surface *loaded = IMG_Load(path);
    SDL_Surface *want =
        loaded ? SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    if (loaded)
        SDL_FreeSurface(loaded);
    if (!want) {
        fprintf(stderr,
                "%s: cannot read the golden (%s); set MORPHCHESS_UPDATE_GOLDEN=1 to make it\n",
                path, IMG_GetError());
        IMG_SavePNG(c->surf, actual);
        CHECK(!"golden present");
        return;
    }
    CHECK_INT(want->w, w);
    CHECK_INT(want->h, h);
    long differ = 0;
    int worst = 0;
    if (want->w == w && want->h == h) {
        SDL_LockSurface(want);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int d = channel_diff(pixel(c->surf, x, y), pixel(want, x, y));
                if (d > worst)
                    worst = d;
                if (d > CHANNEL_TOLERANCE)
                    differ++;
            }
        }
        SDL_UnlockSurface(want);
    }
    printf("%s: %ld pixels differ (largest channel difference %d)\n", name, differ, worst);
    if (differ > COUNT_TOLERANCE || want->w != w || want->h != h) {
        IMG_SavePNG(c->surf, actual);
        fprintf(stderr, "%s: %ld pixels differ from %s (tolerance %d); actual image: %s\n", name,
                differ, path, COUNT_TOLERANCE, actual);
    }
    CHECK(differ <= COUNT_TOLERANCE);
    SDL_FreeSurface(want);
}

/* Draws v on c as the window would (layout at c's size). */
static inline void draw(Canvas *c, const View *v)
{
    Layout l;
    layout_compute_bar(&l, c->surf->w, c->surf->h, v->nboards, v->board[0].files, v->board[0].ranks,
                       v->flipped, 100, v->analysis.on);
    render_frame(&c->render, v, &l);
    SDL_RenderPresent(c->r);
}

#endif
