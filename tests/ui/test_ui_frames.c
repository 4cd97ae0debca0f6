/* test_ui_frames.c - what the frames of the screens are spared (scripts/bench-ui.sh, section
 * 3: a screen's first frame within 8 ms, a repeated one within 4): the window-sized caches in
 * the window's format (no conversion when they are copied into it), shaded by the table. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "render.h"
#include "shade.h"
#include "theme.h"
#include "view.h"

static View view;

/* Fills target t (w x h) with pixels of every value (a fixed sequence). */
static void noise(SDL_Texture *t, int w, int h)
{
    Uint32 *px = malloc((size_t)w * (size_t)h * sizeof *px), x = 12345;
    if (!px)
        return;
    for (int i = 0; i < w * h; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = x ^ (x >> 16) ^ ((Uint32)i << 24);
    }
    px[0] = 0;
    px[1] = 0xFFFFFFFFu;
    SDL_UpdateTexture(t, NULL, px, w * 4);
    free(px);
}

/* shade_fill on a render target of the software renderer, with or without alpha, gives SDL's
 * blended fill's pixels (RGB888's fourth byte too), for every theme's shade and the alphas at
 * the ends, on noise, a part of the target as well as all of it (and a part reaching past
 * it); and its table does them all but the opaque one. */
static void shade_same(Uint32 format)
{
    enum { W = 333, H = 77 };
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    SDL_Texture *a = r ? SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, W, H) : NULL,
                *b = r ? SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, W, H) : NULL;
    CHECK(a && b);
    if (!a || !b)
        return;
    UiColor colours[] = {theme_get(SETTINGS_THEME_CLASSIC)->shade,
                         theme_get(SETTINGS_THEME_DARK)->shade,
                         theme_get(SETTINGS_THEME_LIGHT)->shade,
                         {0, 0, 0, 0},
                         {255, 255, 255, 1},
                         {200, 100, 7, 128},
                         {255, 0, 255, 254},
                         {9, 250, 30, 255}};
    UiRect parts[] = {{0, 0, W, H}, {5, 3, 100, 40}, {W - 10, H - 5, 50, 50}};
    Uint32 *pa = malloc(W * H * 4), *pb = malloc(W * H * 4);
    Draw d = {r, NULL, NULL, NULL, theme_get(SETTINGS_THEME_CLASSIC)};
    Shade sh;
    memset(&sh, 0, sizeof sh);
    int differ = 0;
    for (size_t c = 0; pa && pb && c < sizeof colours / sizeof colours[0]; c++) {
        for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++) {
            noise(a, W, H);
            noise(b, W, H);
            SDL_SetRenderTarget(r, a);
            shade_fill(&sh, r, parts[p], colours[c]);
            SDL_RenderReadPixels(r, NULL, format, pa, W * 4);
            SDL_SetRenderTarget(r, b);
            draw_fill(&d, parts[p], colours[c]);
            SDL_RenderReadPixels(r, NULL, format, pb, W * 4);
            for (int i = 0; i < W * H; i++)
                differ += pa[i] != pb[i];
        }
    }
    CHECK_INT(differ, 0);
    CHECK_INT(sh.fast, 7L * (W * H + 100 * 40 + 10 * 5)); /* (the part past it: clipped) */
    CHECK_INT(sh.slow, W * H + 100 * 40 + 50 * 50);       /* the opaque colour: SDL's fill */
    SDL_SetRenderTarget(r, NULL);
    shade_unload(&sh);
    free(pa);
    free(pb);
    SDL_DestroyTexture(a);
    SDL_DestroyTexture(b);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
}

/* Pixels whose colours (not the fourth byte) differ between a and b, w x h. */
static long colours_differ(SDL_Surface *a, SDL_Surface *b, int w, int h)
{
    long n = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            n += ((pixel(a, x, y) ^ pixel(b, x, y)) & 0xFFFFFFu) != 0;
    return n;
}

/* A window without alpha (X11's RGB888) gets its window-sized caches in its own format, so
 * that copying them is a copy of the rows: the board, the help over it, a list and the
 * rules card drawn so, first and repeated frames, have the colours of the usual canvas. */
static void window_format(void)
{
    enum { W = 1280, H = 800 };
    Canvas argb, rgb;
    memset(&rgb, 0, sizeof rgb);
    rgb.surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
    rgb.r = rgb.surf ? SDL_CreateSoftwareRenderer(rgb.surf) : NULL;
    char err[1024];
    rgb.ok = rgb.r && render_load(&rgb.render, rgb.r, MORPH_SOURCE_DIR "/assets/pieces", err,
                                  sizeof err) == 0;
    if (!canvas_open(&argb, W, H) || !rgb.ok) {
        CHECK(!"canvas");
        canvas_close(&argb);
        canvas_close(&rgb);
        return;
    }
    CHECK(argb.render.target_format == SDL_PIXELFORMAT_ARGB8888); /* no window: as before */
    rgb.render.target_format = SDL_PIXELFORMAT_RGB888;
    long differ = 0;
    for (int step = 0; step < 5; step++) {
        if (step == 0)
            fixture_game_polypiece(&view);
        if (step == 1)
            fixture_help(&view);
        if (step == 3)
            fixture_games(&view);
        for (int again = 0; again < 2; again++) {
            draw(&argb, &view);
            draw(&rgb, &view);
            differ += colours_differ(argb.surf, rgb.surf, W, H);
        }
        if (step == 1)
            view.help_visible = false;
        if (step == 3) {
            view.modal.kind = VIEW_MODAL_NONE;
            view.rules.visible = true;
        }
    }
    CHECK(rgb.render.shade.fast > 0);
    CHECK_INT(rgb.render.shade.slow, 0); /* every shade by the table, in the window's format */
    Uint32 format = 0;
    SDL_Texture *kept = rgb.render.under ? rgb.render.under : rgb.render.layer;
    CHECK(kept && SDL_QueryTexture(kept, &format, NULL, NULL, NULL) == 0);
    CHECK(format == SDL_PIXELFORMAT_RGB888);
    CHECK_INT(differ, 0);
    canvas_close(&argb); /* (the first opened ends SDL_ttf: closed last) */
    canvas_close(&rgb);
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    shade_same(SDL_PIXELFORMAT_ARGB8888);
    shade_same(SDL_PIXELFORMAT_RGB888);
    window_format();
    fixture_release();
    SDL_Quit();
    return check_report("test_ui_frames");
}
