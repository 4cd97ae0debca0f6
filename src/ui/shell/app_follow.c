/* app_follow.c - what the App's files share: the layout, the squares that may be picked up and
 * the window's title follow the view; the stack of screens; the start's steps timed
 * (MORPHCHESS_TIMING). */
#include "app.h"

#include <stdio.h>
#include <string.h>

#include "hostclock.h"

static void update_scale(App *a, int *w, int *h)
{
    int ww, wh;
    SDL_GetWindowSize(a->win.window, &ww, &wh);
    if (SDL_GetRendererOutputSize(a->win.renderer, w, h) != 0 || ww <= 0 || wh <= 0) {
        *w = ww;
        *h = wh;
    }
    a->win.sx = ww > 0 ? (float)*w / (float)ww : 1.0f;
    a->win.sy = wh > 0 ? (float)*h / (float)wh : 1.0f;
}

void app_relayout(App *a)
{
    int w, h;
    update_scale(a, &w, &h);
    const ViewBoard *b = &a->view.board[0];
    layout_compute_bar(&a->layout, w, h, a->view.nboards, b->files, b->ranks, a->view.flipped,
                       a->session.settings.ui_scale, a->view.analysis.on);
}

/* Lays out again when the view's boards or flip no longer match the layout. */
void app_follow_view(App *a)
{
    const ViewBoard *b = &a->view.board[0];
    if (a->layout.flipped != a->view.flipped || a->layout.nboards != a->view.nboards ||
        a->layout.files != b->files || a->layout.ranks != b->ranks ||
        (a->layout.bar.w > 0) != a->view.analysis.on)
        app_relayout(a);
}

void app_set_pickable(App *a)
{
    for (int b = 0; b < LAYOUT_MAX_BOARDS; b++)
        controller_set_pickable(&a->ctl, b, session_pickable(&a->session, b));
}

/* "morphchess - Revolving Chess" while a game is on. */
void app_follow_title(App *a)
{
    char title[sizeof a->win.title];
    const char *name = a->session.match ? a->view.panel.title : "";
    snprintf(title, sizeof title, "morphchess%s%.100s", name[0] ? " - " : "", name);
    if (strcmp(title, a->win.title) != 0) {
        snprintf(a->win.title, sizeof a->win.title, "%s", title);
        SDL_SetWindowTitle(a->win.window, a->win.title);
    }
}

const Screen *app_top(const App *a)
{
    return a->stack.at[a->stack.n - 1];
}

void app_push(App *a, const Screen *s)
{
    if (a->stack.n < APP_MAX_SCREENS)
        a->stack.at[a->stack.n++] = s;
}

void app_pop(App *a)
{
    if (a->stack.n > 1)
        a->stack.n--;
}

bool app_pointer(App *a, const UiEvent *ev)
{
    bool first = a->pointer.x < 0;
    a->pointer.x = ev->x;
    a->pointer.y = ev->y;
    return first;
}

bool app_event(App *a, const UiEvent *ev)
{
    a->stack.taking = a->stack.n - 1;
    return a->stack.at[a->stack.taking]->event(a, ev);
}

bool app_below(App *a, const UiEvent *ev)
{
    int was = a->stack.taking;
    if (was < 1)
        return false;
    a->stack.taking = was - 1;
    bool dirty = a->stack.at[was - 1]->event(a, ev);
    a->stack.taking = was;
    return dirty;
}

bool app_covered(const App *a)
{
    for (int i = 1; i < a->stack.n; i++)
        if (a->stack.at[i]->covers)
            return true;
    return false;
}

void app_mark(const App *a, const char *step)
{
    if (!a->start.timing)
        return;
    fprintf(stderr, "morphchess: %s at %.1f ms (main thread's cpu %.1f ms)\n", step,
            (double)(SDL_GetPerformanceCounter() - a->start.t_start) * 1000.0 /
                (double)SDL_GetPerformanceFrequency(),
            host_thread_cpu_ms());
}
