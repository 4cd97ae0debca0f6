/* warm.h - the window's surface made resident by a thread before the first frame draws into
 * it, and shown in the window's colour meanwhile. */
#ifndef MORPH_UI_WARM_H
#define MORPH_UI_WARM_H

#include <SDL.h>

enum { WARM_BANDS = 8 }; /* the surface is warmed and shown in this many bands of rows */

typedef struct Warm {
    SDL_Thread *thread; /* warms and fills the bands in turn (NULL: none running) */
    SDL_Thread *shower; /* shows each band once filled (NULL: none) */
    SDL_sem *filled;    /* a post for each band warmed and filled */
    SDL_Window *window;
    SDL_Surface *surface;
    Uint32 fill; /* the window's colour in the surface's format */
    int shown;   /* bands shown */
    Uint64 at;   /* performance counter when the X server had the last one (0: not yet) */
} Warm;

/* With the software renderer r on window w, starts a thread that makes the pages of w's
 * surface (the shared memory the X server copies the frames from: 4 MB at 1280x800, fresh)
 * resident (host_warm_pages), so that the first frame does not pay a fault for each of its
 * pages. Under X11 it also fills each band of rows with colour (the theme's window colour)
 * once warmed, and a second thread shows the band (SDL_UpdateWindowSurfaceRects: SDL_Init
 * made Xlib's calls thread-safe) while the next is warmed: the X server takes its own first
 * fault on each page of the segment then, beside ours and the first view being made, and
 * not in the first frame's present (1000 faults at 1280x800). Nothing starts for another
 * renderer or when no thread can be made. Nothing may draw into the window until warm_join. */
void warm_start(Warm *wm, SDL_Window *w, SDL_Renderer *r, SDL_Color colour);

/* Waits for the threads (none: nothing to wait for). */
void warm_join(Warm *wm);

/* The pages of w's surface that are resident and their number, for the software renderer r
 * (-1, -1 for another, or when the system cannot say): MORPHCHESS_TIMING reports them before
 * the first frame, and the tests check them. */
void warm_count(SDL_Window *w, SDL_Renderer *r, long *resident, long *pages);

#endif
