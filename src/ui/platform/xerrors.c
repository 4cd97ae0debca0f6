/* xerrors.c - X errors of the clipboard do not end the program (xerrors.h).
 * Xlib's default handler ends the program on any error, and SDL's chains to it; an answer to
 * a clipboard request whose requestor has quit (a paste cancelled, `timeout xclip -o`)
 * fails with BadWindow, and a copied text too long for one request with BadLength, and
 * either would end a game. libX11 is already loaded by SDL: it is found, not linked, so
 * that a build without X11 still runs. */
#define _GNU_SOURCE
#include "xerrors.h"

#include <SDL.h>
#include <X11/Xlib.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef XErrorHandler (*SetHandler)(XErrorHandler);

static XErrorHandler before;

static int survive(Display *display, XErrorEvent *e)
{
    if (e->error_code == BadWindow) {
        fprintf(stderr,
                "morphchess: X error BadWindow (request %u, window 0x%lx): a window that no "
                "longer exists; going on\n",
                e->request_code, (unsigned long)e->resourceid);
        return 0;
    }
    if (e->error_code == BadLength) { /* a text SDL put on the clipboard longer than X takes */
        fprintf(stderr,
                "morphchess: X error BadLength (request %u): a request longer than the X "
                "server takes; going on\n",
                e->request_code);
        return 0;
    }
    return before ? before(display, e) : 0;
}

void xerrors_survive(void)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || strcmp(driver, "x11") != 0)
        return;
    void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (!x11)
        return;
    void *sym = dlsym(x11, "XSetErrorHandler");
    SetHandler set = NULL;
    memcpy(&set, &sym, sizeof set); /* (POSIX: a function's address as dlsym gives it) */
    if (set)
        before = set(survive);
    dlclose(x11);
}
