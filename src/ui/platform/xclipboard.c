/* xclipboard.c - the clipboard's text with its length, as X11 holds it (xclipboard.h).
 * SDL2 hands the clipboard over as a C string, so a text with a NUL byte would arrive cut
 * there without a word (a record pasted as two plies). The selection is asked for here on a
 * connection and window of this file's own, so SDL's events are not touched; libX11, loaded
 * by SDL, is found, not linked, so a build without X11 still runs. */
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
/* More than any record a window could show; a bigger text is left to SDL. */
#define PASTE_MAX ((size_t)256 << 20)

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
    int (*select)(Display *, Window, long);
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
    FIND(select, "XSelectInput");
    return true;
}
#undef FIND

/* A text as it comes: one property, or the parts of an INCR transfer. */
typedef struct {
    char *p;
    size_t n, cap;
} Bytes;

static bool append(Bytes *b, const unsigned char *data, size_t n)
{
    if (b->n + n > PASTE_MAX)
        return false;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + n + 1)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p)
            return false;
        b->p = p;
        b->cap = cap;
    }
    if (n)
        memcpy(b->p + b->n, data, n);
    b->n += n;
    b->p[b->n] = '\0';
    return true;
}

/* The next event of that type on window w (for PropertyNotify, prop given a new value), or
 * false at the deadline. SDL's events are pumped meanwhile: when this program's own window
 * owns the clipboard (a game copied with Ctrl+C), SDL is the one that answers. */
static bool await_event(const Xlib *x, Display *d, Window w, int type, Atom prop, XEvent *ev)
{
    Uint64 end = SDL_GetTicks64() + ANSWER_DEADLINE_MS;
    for (;;) {
        while (x->check(d, w, type, ev))
            if (type != PropertyNotify ||
                (ev->xproperty.atom == prop && ev->xproperty.state == PropertyNewValue))
                return true;
        if (SDL_GetTicks64() >= end)
            return false;
        SDL_PumpEvents();
        struct pollfd p = {.fd = x->fd(d), .events = POLLIN};
        poll(&p, 1, 10);
    }
}

/* prop's value read whole and deleted (which asks an INCR owner for its next part): its type,
 * and its bytes appended when they are 8-bit units. */
static bool take(const Xlib *x, Display *d, Window w, Atom prop, Atom *type, Bytes *b)
{
    int format = 0;
    unsigned long n = 0, after = 0;
    unsigned char *data = NULL;
    if (x->get(d, w, prop, 0, PASTE_MAX / 4 + 1, True, AnyPropertyType, type, &format, &n, &after,
               &data) != Success)
        return false;
    bool ok = after == 0 && (format == 8 ? append(b, data, n) : true);
    if (data)
        x->free(data);
    return ok && (format == 8 || *type == x->atom(d, "INCR", False));
}

/* The selection's text asked for on window w and read whole, in parts when the owner sends
 * it so (INCR: each part a new value of prop once the last is deleted, an empty one last). */
static bool read_selection(const Xlib *x, Display *d, Window w, Atom prop, Bytes *b)
{
    x->select(d, w, PropertyChangeMask);
    x->convert(d, x->atom(d, "CLIPBOARD", False), x->atom(d, "UTF8_STRING", False), prop, w,
               CurrentTime);
    x->flush(d);
    XEvent ev;
    if (!await_event(x, d, w, SelectionNotify, None, &ev) || ev.xselection.property == None)
        return false;
    while (x->check(d, w, PropertyNotify, &ev)) /* the answer's own property set, not a part */
        ;
    Atom type = None;
    if (!take(x, d, w, prop, &type, b))
        return false;
    if (type != x->atom(d, "INCR", False))
        return true;
    b->n = 0;
    for (;;) {
        size_t before = b->n;
        if (!await_event(x, d, w, PropertyNotify, prop, &ev) || !take(x, d, w, prop, &type, b))
            return false;
        if (b->n == before)
            return true;
    }
}

/* libX11 as the window's own, when SDL drives X11 (dlclose when done), else NULL. */
static void *x11_lib(void)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || strcmp(driver, "x11") != 0)
        return NULL;
    return dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
}

int xclipboard_read(char **bytes, size_t *len)
{
    *bytes = NULL;
    *len = 0;
    void *lib = x11_lib();
    if (!lib)
        return 0;
    Xlib x;
    Display *d = find_xlib(lib, &x) ? x.open_display(NULL) : NULL;
    Bytes b = {0};
    bool got = false;
    if (d) {
        if (x.owner(d, x.atom(d, "CLIPBOARD", False)) != None) {
            Window w = x.create(d, x.root(d), 0, 0, 1, 1, 0, 0, 0);
            got = read_selection(&x, d, w, x.atom(d, "MORPHCHESS_PASTE", False), &b) &&
                  append(&b, NULL, 0);
            x.destroy(d, w);
        }
        x.close_display(d);
    }
    dlclose(lib);
    if (!got) {
        free(b.p);
        return 0;
    }
    *bytes = b.p;
    *len = b.n;
    return 1;
}

size_t xclipboard_copy_max(void)
{
    void *lib = x11_lib();
    if (!lib)
        return 0;
    Display *(*open_display)(const char *) = NULL;
    int (*close_display)(Display *) = NULL;
    long (*extended)(Display *) = NULL, (*plain)(Display *) = NULL;
    void *sym[4] = {dlsym(lib, "XOpenDisplay"), dlsym(lib, "XCloseDisplay"),
                    dlsym(lib, "XExtendedMaxRequestSize"), dlsym(lib, "XMaxRequestSize")};
    size_t most = 0;
    if (sym[0] && sym[1] && sym[2] && sym[3]) {
        memcpy(&open_display, &sym[0], sizeof sym[0]);
        memcpy(&close_display, &sym[1], sizeof sym[1]);
        memcpy(&extended, &sym[2], sizeof sym[2]);
        memcpy(&plain, &sym[3], sizeof sym[3]);
        Display *d = open_display(NULL);
        if (d) {
            long units = extended(d); /* 0 without BIG-REQUESTS */
            if (units <= 0)
                units = plain(d);
            /* a ChangeProperty request's own words: 6, and 1 more for a big request's length */
            if (units > 8)
                most = (size_t)(units - 8) * 4;
            close_display(d);
        }
    }
    dlclose(lib);
    return most;
}
