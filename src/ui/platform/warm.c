/* warm.c - the window's surface made resident ahead of the first frame (warm.h). */
#include "warm.h"

#include <string.h>

#include "hostmem.h"

static SDL_Rect band(const SDL_Surface *s, int i)
{
    int y0 = s->h * i / WARM_BANDS, y1 = s->h * (i + 1) / WARM_BANDS;
    return (SDL_Rect){0, y0, s->w, y1 - y0};
}

static int warm(void *data)
{
    Warm *wm = data;
    SDL_Surface *s = wm->surface;
    for (int i = 0; i < WARM_BANDS; i++) {
        SDL_Rect b = band(s, i);
        host_warm_pages((Uint8 *)s->pixels + (size_t)b.y * (size_t)s->pitch,
                        (size_t)b.h * (size_t)s->pitch);
        if (wm->filled) {
            SDL_FillRect(s, &b, wm->fill);
            SDL_SemPost(wm->filled);
        }
    }
    return 0;
}

static int show(void *data)
{
    Warm *wm = data;
    for (int i = 0; i < WARM_BANDS; i++) {
        SDL_Rect b = band(wm->surface, i);
        SDL_SemWait(wm->filled);
        /* returns once the server has copied it (XSync) */
        if (SDL_UpdateWindowSurfaceRects(wm->window, &b, 1) == 0)
            wm->shown++;
    }
    wm->at = SDL_GetPerformanceCounter();
    return 0;
}

/* The window's surface when the software renderer draws into it, else NULL (asking another
 * renderer's window for a surface would make one). */
static SDL_Surface *surface_of(SDL_Window *w, SDL_Renderer *r)
{
    SDL_RendererInfo info;
    if (!w || !r || SDL_GetRendererInfo(r, &info) != 0 || !(info.flags & SDL_RENDERER_SOFTWARE))
        return NULL;
    SDL_Surface *s = SDL_GetWindowSurface(w);
    return s && s->pixels && s->pitch > 0 && s->h > 0 ? s : NULL;
}

void warm_start(Warm *wm, SDL_Window *w, SDL_Renderer *r, SDL_Color colour)
{
    memset(wm, 0, sizeof *wm);
    wm->surface = surface_of(w, r);
    if (!wm->surface)
        return;
    wm->window = w;
    wm->fill = SDL_MapRGB(wm->surface->format, colour.r, colour.g, colour.b);
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver && strcmp(driver, "x11") == 0)
        wm->filled = SDL_CreateSemaphore(0);
    wm->thread = SDL_CreateThread(warm, "warm", wm);
    if (wm->thread && wm->filled)
        wm->shower = SDL_CreateThread(show, "show", wm);
}

void warm_join(Warm *wm)
{
    if (wm->thread)
        SDL_WaitThread(wm->thread, NULL);
    if (wm->shower)
        SDL_WaitThread(wm->shower, NULL);
    if (wm->filled)
        SDL_DestroySemaphore(wm->filled);
    wm->thread = wm->shower = NULL;
    wm->filled = NULL;
}

void warm_count(SDL_Window *w, SDL_Renderer *r, long *resident, long *pages)
{
    *resident = *pages = -1;
    SDL_Surface *s = surface_of(w, r);
    if (s)
        *resident = host_resident_pages(s->pixels, (size_t)s->pitch * (size_t)s->h, pages);
    if (*resident < 0)
        *pages = -1;
}
