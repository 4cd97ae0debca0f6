/* xclipboard.c - the clipboard's text with its length, as X11 holds it (xclipboard.h).
 * SDL2 hands the clipboard over as a C string, so a text with a NUL byte would arrive cut
 * there without a word (a record pasted as two plies). The selection is asked for here on a
 * connection and window of this file's own, so SDL's events are not touched; libX11, loaded
 * by SDL, is found, not linked (as xerrors.c), so a build without X11 still runs. */
#define _GNU_SOURCE
#include "xclipboard.h"

#include <SDL.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <dlfcn.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A hang guard only: a live owner (xclip, a browser) answers at once. */
enum { ANSWER_DEADLINE_MS = 5000 };

typedef struct {
    Display *(*open_display)(const char *);
    int (*close_display)(Display *);
    Atom (*atom)(Display *, const char *, Bool);
    Window (*owner)(Display *, Atom);
    Window (*root)(Display *);
    Window (*create)(Display *, Window, int, int, unsigned, unsigned, unsigned, unsigned long,
                     unsigned long);
    int (*destroy)(Display *, Window);
    int (*convert)(Display *, Atom, Atom, Atom, Window, Time);
    int (*flush)(Display *);
    Bool (*check)(Display *, Window, int, XEvent *);
    int (*fd)(Display *);
    int (*get)(Display *, Window, Atom, long, long, Bool, Atom, Atom *, int *, unsigned long *,
               unsigned long *, unsigned char **);
    int (*del)(Display *, Window, Atom);
    int (*free)(void *);
} Xlib;

/* Each of Xlib's functions this file calls, by name, from the loaded library (POSIX: a
 * function's address as dlsym gives it, copied into its pointer). */
#define FIND(slot, name)                                                                           \
    do {                                                                                           \
        void *sym = dlsym(lib, name);                                                              \
        if (!sym)                                                                                  \
            return false;                                                                          \
        memcpy(&x->slot, &sym, sizeof sym);                                                        \
    } while (0)

static bool find_xlib(void *lib, Xlib *x)
{
    FIND(open_display, "XOpenDisplay");
    FIND(close_display, "XCloseDisplay");
    FIND(atom, "XInternAtom");
    FIND(owner, "XGetSelectionOwner");
    FIND(root, "XDefaultRootWindow");
    FIND(create, "XCreateSimpleWindow");
    FIND(destroy, "XDestroyWindow");
    FIND(convert, "XConvertSelection");
    FIND(flush, "XFlush");
    FIND(check, "XCheckTypedWindowEvent");
    FIND(fd, "XConnectionNumber");
    FIND(get, "XGetWindowProperty");
    FIND(del, "XDeleteProperty");
    FIND(free, "XFree");
    return true;
}
#undef FIND

/* The SelectionNotify that answers the request on window w, or false at the deadline. SDL's
 * events are pumped meanwhile: when this program's own window owns the clipboard (a game
 * copied with Ctrl+C), SDL is the one that answers. */
static bool await_answer(const Xlib *x, Display *d, Window w, XEvent *ev)
{
    Uint64 end = SDL_GetTicks64() + ANSWER_DEADLINE_MS;
    for (;;) {
        if (x->check(d, w, SelectionNotify, ev))
            return true;
        if (SDL_GetTicks64() >= end)
            return false;
        SDL_PumpEvents();
        struct pollfd p = {.fd = x->fd(d), .events = POLLIN};
        poll(&p, 1, 10);
    }
}

/* The answer's property read whole: 1 with the bytes, 0 when not a text of 8-bit units or
 * sent in parts (INCR). */
static int read_answer(const Xlib *x, Display *d, Window w, Atom prop, char **bytes, size_t *len)
{
    Atom type = None;
    int format = 0;
    unsigned long n = 0, after = 0;
    unsigned char *data = NULL;
    if (x->get(d, w, prop, 0, 0, False, AnyPropertyType, &type, &format, &n, &after, &data) !=
        Success)
        return 0;
    if (data)
        x->free(data);
    if (type == x->atom(d, "INCR", False)) {
        fprintf(stderr, "morphchess: the clipboard's text comes in parts (INCR, a big text): "
                        "read through SDL, which ends it at a NUL byte if one is there\n");
        x->del(d, w, prop);
        return 0;
    }
    if (format != 8)
        return 0;
    data = NULL;
    if (x->get(d, w, prop, 0, (long)(after / 4 + 1), True, AnyPropertyType, &type, &format, &n,
               &after, &data) != Success ||
        !data)
        return 0;
    char *copy = malloc(n + 1);
    if (copy) {
        memcpy(copy, data, n);
        copy[n] = '\0';
    }
    x->free(data);
    if (!copy)
        return 0;
    *bytes = copy;
    *len = n;
    return 1;
}

int xclipboard_read(char **bytes, size_t *len)
{
    *bytes = NULL;
    *len = 0;
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || strcmp(driver, "x11") != 0)
        return 0;
    void *lib = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (!lib)
        return 0;
    Xlib x;
    Display *d = find_xlib(lib, &x) ? x.open_display(NULL) : NULL;
    int got = 0;
    if (d) {
        Atom clipboard = x.atom(d, "CLIPBOARD", False);
        Atom utf8 = x.atom(d, "UTF8_STRING", False);
        Atom prop = x.atom(d, "MORPHCHESS_PASTE", False);
        if (x.owner(d, clipboard) != None) {
            Window w = x.create(d, x.root(d), 0, 0, 1, 1, 0, 0, 0);
            x.convert(d, clipboard, utf8, prop, w, CurrentTime);
            x.flush(d);
            XEvent ev;
            if (await_answer(&x, d, w, &ev) && ev.xselection.property != None)
                got = read_answer(&x, d, w, prop, bytes, len);
            x.destroy(d, w);
        }
        x.close_display(d);
    }
    dlclose(lib);
    return got;
}
