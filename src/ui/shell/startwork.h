/* startwork.h - a piece of the program's start run on a thread of its own, in the "C" locale. */
#ifndef MORPH_UI_STARTWORK_H
#define MORPH_UI_STARTWORK_H

#include <SDL.h>
#include <stdbool.h>

typedef struct StartWork {
    SDL_Thread *thread; /* NULL when not running (done here, or joined) */
    int (*fn)(void *);
    void *arg;
    int result;   /* fn's, once joined */
    bool started; /* begun and not yet joined */
} StartWork;

/* Runs fn(arg) on a thread (here, at once, when none can be made). The thread runs in a "C"
 * locale of its own (uselocale): SDL_Init sets the process's locale from the environment
 * while Xlib's input method reads the Compose table, and the program's text and numbers
 * (snprintf, strtod) are read and written in the "C" locale, as on the main thread. */
void startwork_begin(StartWork *w, int (*fn)(void *), void *arg);

/* Waits for it; fn's result (0 when nothing was begun). */
int startwork_join(StartWork *w);

#endif
