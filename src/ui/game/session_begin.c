/* session_begin.c - the session and the first view the program starts with (session.h). */
#include "session.h"

int session_begin(Session *s, View *v, const SessionBegin *b)
{
    if (session_init(s, b->data_dir, b->user_dir) != 0)
        return -1;
    if (b->settings)
        s->settings = *b->settings;
    if (b->no_animation)
        s->settings.animations = false;
    view_init(v, 1, 8, 8);
    session_refresh(s, v);
    if (b->menu)
        session_show_menu(s, v);
    return 0;
}
