/* warm.h - the window's surface made resident by a thread before the first frame draws into it. */
#ifndef MORPH_UI_WARM_H
#define MORPH_UI_WARM_H

#include <SDL.h>

/* With the software renderer r on window w, starts a thread that makes the pages of w's
 * surface (the shared memory the X server copies the frames from: 4 MB at 1280x800, fresh)
 * resident (host_warm_pages), so that the first frame does not pay a fault for each of its
 * pages; NULL (nothing started) for another renderer or when no thread can be made. Nothing
 * may draw into the window until warm_join. */
SDL_Thread *warm_start(SDL_Window *w, SDL_Renderer *r);

/* Waits for the thread *t (NULL: nothing to wait for) and sets *t to NULL. */
void warm_join(SDL_Thread **t);

/* The pages of w's surface that are resident and their number, for the software renderer r
 * (-1, -1 for another, or when the system cannot say): MORPHCHESS_TIMING reports them before
 * the first frame, and the tests check them. */
void warm_count(SDL_Window *w, SDL_Renderer *r, long *resident, long *pages);

#endif
