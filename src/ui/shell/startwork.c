/* startwork.c - a piece of the start on a thread, in the "C" locale (startwork.h). */
#include "startwork.h"

#include <locale.h>

static int run(void *data)
{
    StartWork *w = data;
    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    if (c)
        uselocale(c);
    w->result = w->fn(w->arg);
    if (c) {
        uselocale(LC_GLOBAL_LOCALE);
        freelocale(c);
    }
    return 0;
}

void startwork_begin(StartWork *w, int (*fn)(void *), void *arg)
{
    w->fn = fn;
    w->arg = arg;
    w->result = 0;
    w->started = true;
    w->thread = SDL_CreateThread(run, "start", w);
    if (!w->thread)
        w->result = fn(arg);
}

int startwork_join(StartWork *w)
{
    if (!w->started)
        return 0;
    if (w->thread)
        SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    w->started = false;
    return w->result;
}
