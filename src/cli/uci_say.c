/* uci_say.c - the UCI engine's one writer (uci_impl.h): the command loop, the search thread
 * and the options all answer through it, a line whole at a time. */
#include <stdarg.h>
#include <stdio.h>

#include "uci_impl.h"

void uci_say(Uci *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&u->out_lock);
    vfprintf(u->out, fmt, ap);
    fflush(u->out);
    pthread_mutex_unlock(&u->out_lock);
    va_end(ap);
}
