/* xerrors.c - X errors of the clipboard and of a window gone do not end the program
 * (xerrors.h). Xlib's default handler ends the program on any error, and SDL's chains to it;
 * an answer to a clipboard request whose requestor has quit (a paste cancelled, `timeout
 * xclip -o`) fails with BadWindow, and a copied text too long for one request with
 * BadLength, and either would end a game. SDL's X11 driver keeps the handler it finds at
 * SDL_Init and puts it back at SDL_Quit before closing its connections, which reads the
 * errors still unread: installed after SDL_Init, Xlib's default was put back there, and a
 * late BadWindow ended the program at quit with status 1. libX11 is opened with dlopen, not
 * linked, so that a build without X11 still runs. */
#define _GNU_SOURCE
#include "xerrors.h"

#include <X11/Xlib.h>
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef XErrorHandler (*SetHandler)(XErrorHandler);

static XErrorHandler before;
static bool installed;

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
    if (installed)
        return; /* once: a second time would make it its own "before" (a loop) */
    const char *driver = getenv("SDL_VIDEODRIVER"), *display = getenv("DISPLAY");
    if (!display || !*display || (driver && *driver && !strstr(driver, "x11")))
        return;
    /* Loaded now and never closed: the handler lives in this library, and SDL_Init's own
     * dlopen of it then finds it loaded, handler and all. */
    void *x11 = dlopen("libX11.so.6", RTLD_LAZY);
    if (!x11)
        return;
    void *sym = dlsym(x11, "XSetErrorHandler");
    SetHandler set = NULL;
    memcpy(&set, &sym, sizeof set); /* (POSIX: a function's address as dlsym gives it) */
    if (set) {
        before = set(survive);
        installed = true;
    }
}
