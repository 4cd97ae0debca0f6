/* warm.c - the window's surface made resident ahead of the first frame (warm.h). */
#include "warm.h"

#include "hostmem.h"

static int warm(void *data)
{
    SDL_Surface *s = data;
    host_warm_pages(s->pixels, (size_t)s->pitch * (size_t)s->h);
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

SDL_Thread *warm_start(SDL_Window *w, SDL_Renderer *r)
{
    SDL_Surface *s = surface_of(w, r);
    return s ? SDL_CreateThread(warm, "warm", s) : NULL;
}

void warm_join(SDL_Thread **t)
{
    if (*t)
        SDL_WaitThread(*t, NULL);
    *t = NULL;
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
