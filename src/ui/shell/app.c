/* app.c - window, renderer and the event loop: SDL events -> controller -> session -> render. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "actualview.h"
#include "editorview.h"
#include "family.h"
#include "hostclock.h"
#include "modalview.h"
#include "platform.h"
#include "setupview.h"

/* Clicks the controller does not see: the buttons, the analysis lines and the review's graph,
 * moves of the move list; and the pointer resting on a piece (its sets in full). */
static bool click(App *a, const UiEvent *ev, bool *handled)
{
    *handled = false;
    int kind = 0, index = 0;
    bool hit = render_hit(&a->render, ev->x, ev->y, &kind, &index);
    if (ev->kind == UI_EV_MOUSE_MOVE) {
        app_pointer(a, ev);
        if (a->session.sel.sq < 0 && !a->ctl.pressed) { /* a piece's sets in full */
            int b = -1, sq = -1;
            layout_hit(&a->layout, ev->x, ev->y, &b, &sq);
            return session_inspect(&a->session, &a->view, b, sq) != 0;
        }
        return false;
    }
    if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && hit &&
        kind == DRAW_HIT_BUTTON) {
        *handled = true;
        controller_reset(&a->ctl);
        Intent it = {(IntentKind)index, -1, -1, -1, -1, false, 0, 0, 0};
        return app_apply(a, &it);
    }
    if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && hit &&
        app_analysis_click(a, kind, index)) {
        *handled = true;
        controller_reset(&a->ctl);
        return true;
    }
    if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && hit &&
        kind == DRAW_HIT_MOVE) {
        *handled = true;
        controller_reset(&a->ctl);
        Intent it = {INTENT_GOTO_MOVE, -1, -1, -1, -1, false, index, 0, 0};
        return app_apply(a, &it);
    }
    return false;
}

/* Whether the worker runs a search of the computer's move. */
static bool searching_move(const App *a)
{
    return a->player.ready && computer_busy(&a->player.computer) &&
           a->player.computer.job == COMPUTER_MOVE;
}

/* After an event: the computer's search is stopped when the position it is for is no longer
 * the one it is to move in (a takeback, a new game, a list opened); a selection, a premove
 * or an arrow leave it running, so a computer turn is searched once. */
static void follow_search(App *a)
{
    if (session_search_stale(&a->session, &a->player.search, searching_move(a)))
        computer_cancel(&a->player.computer);
}

/* A move just played (by a click, the computer, a flag fall, a paste): its animation runs
 * from now, frame by frame, so the board shows the move without waiting for input. */
static bool begin_animation(App *a)
{
    if (a->view.morph_t >= 1.0f || a->anim.on)
        return false;
    a->anim.on = true;
    a->anim.start = SDL_GetPerformanceCounter();
    return true;
}

static void game_frame(App *a)
{
    render_frame(&a->render, &a->view, &a->layout);
}

/* One event while the game is the screen shown. */
static bool game_event(App *a, const UiEvent *ev)
{
    if (ev->kind == UI_EV_KEY && (ev->mods & UI_MOD_CTRL) && ev->key == 'e') {
        app_editor_open(a);
        return true;
    }
    if (ev->kind == UI_EV_KEY && ev->key == 'p' && !(ev->mods & (UI_MOD_CTRL | UI_MOD_ALT)) &&
        app_top(a)->shown == NULL) { /* not under a box (the help passes its keys on) */
        app_setup_open(a);
        return true;
    }
    if (ev->kind == UI_EV_NONE)
        return true;
    app_cancel_hint(a, ev);
    bool handled;
    bool dirty = click(a, ev, &handled);
    IntentList out;
    out.n = 0;
    if (!handled)
        controller_feed(&a->ctl, &a->layout, a->session.sel, ev, &out);
    dirty = app_intents(a, &out) || dirty;
    app_set_pickable(a);
    int b, sq;
    if (ev->kind == UI_EV_MOUSE_MOVE &&
        !handled) { /* Potential: the sets of the piece pointed at */
        bool over = layout_hit(&a->layout, ev->x, ev->y, &b, &sq);
        if (family_point(&a->session, &a->view, over ? b : -1, over ? sq : -1))
            dirty = true;
    }
    /* the held piece follows the pointer: drawn from the controller's gesture */
    ViewDrag drag = {false, -1, -1, 0, 0}, *shown = &a->view.drag;
    drag.active = controller_dragging(&a->ctl, &drag.board, &drag.sq, &drag.x, &drag.y);
    if (drag.active != shown->active ||
        (drag.active && (drag.board != shown->board || drag.sq != shown->sq || drag.x != shown->x ||
                         drag.y != shown->y))) {
        *shown = drag;
        dirty = true;
    }
    begin_animation(a);
    return dirty;
}

/* Advances the change animation; true while it runs. */
static bool animate(App *a)
{
    if (!a->anim.on)
        return false;
    if (a->view.morph_t >= 1.0f) {
        a->anim.on = false;
        return false;
    }
    double ms = (double)(SDL_GetPerformanceCounter() - a->anim.start) * 1000.0 /
                (double)SDL_GetPerformanceFrequency();
    float t = (float)(ms / APP_ANIMATION_MS);
    a->view.morph_t = t >= 1.0f ? 1.0f : t;
    return true;
}

/* One event, to the screen on top; then the stack follows the boxes the session shows. */
static bool handle(App *a, const UiEvent *ev)
{
    /* the running clock is charged up to this event, so a move is charged to its mover */
    bool ticked = session_clock_tick(&a->session, &a->view, (long)SDL_GetTicks64()) != 0;
    bool dirty = app_event(a, ev);
    app_follow_boxes(a);
    a->session.covered = app_covered(a); /* a screen over the game hides it */
    follow_search(a);
    return dirty || ticked;
}

/* The computer player: takes a finished search's action (or hint), shows how the thinking
 * goes, and starts a search when it is the computer's turn. Returns true when the view
 * changed. */
static bool computer_tick(App *a)
{
    follow_search(a); /* a flag fell, say, between events */
    if (!a->player.ready || app_covered(a))
        return false;
    Session *s = &a->session;
    bool dirty = false;
    ComputerJob job;
    SearchResult r;
    bool current;
    if (computer_take(&a->player.computer, s->match, &job, &r, &current)) {
        if (current && r.found && job == COMPUTER_MOVE) {
            long played = s->played;
            if (session_play_computer(s, &a->view, r.text) && s->played != played &&
                s->settings.sounds)
                audio_play(&a->audio, s->played_sound);
            app_set_pickable(a);
            app_follow_view(a);
            app_follow_title(a);
        } else if (current && r.found && job == COMPUTER_HINT) {
            session_show_hint(s, &a->view, r.text);
        }
        dirty = true;
    }
    if (computer_busy(&a->player.computer)) {
        SearchInfo info;
        Uint64 now = SDL_GetPerformanceCounter();
        if (now - a->player.shown > SDL_GetPerformanceFrequency() / 5 &&
            a->player.computer.job == COMPUTER_MOVE && computer_info(&a->player.computer, &info)) {
            a->player.shown = now;
            dirty = session_computer_thinking(s, &a->view, &info) || dirty;
        }
        return dirty;
    }
    if (session_computer_chooses(s)) { /* Potential: the computer says what its piece was */
        SearchLimits limits;
        memset(&limits, 0, sizeof limits);
        limits.movetime_ms = 300;
        limits.now_ms = host_clock_ms;
        searcher_arm(
            a->player.computer.searcher); /* a cancelled move's stop must not end this one */
        int i = search_choose_for_owner(a->player.computer.searcher, s->match, s->choices,
                                        s->nchoices, &limits);
        Intent pick = {INTENT_PICK, -1, -1, -1, -1, false, i < 0 ? 0 : i, 0, 0};
        app_apply(a, &pick);
        app_set_pickable(a);
        return true;
    }
    long left = s->clock.on && s->match ? s->clock.ms[match_to_move(s->match) & 1] : -1;
    if (!session_search_due(s, &a->player.search, false))
        return dirty;
    if (!computer_start(&a->player.computer, s->match, COMPUTER_MOVE,
                        session_computer_level(s, match_to_move(s->match)), left,
                        s->clock.increment)) {
        a->player.search.on = false;
    } else {
        a->player.shown = SDL_GetPerformanceCounter();
        snprintf(a->view.panel.status, sizeof a->view.panel.status,
                 "Computer thinking\xe2\x80\xa6");
        app_set_pickable(a);
        dirty = true;
    }
    return dirty;
}

/* While a Potential game is shown, V's board is made ahead, between frames: the pieces'
 * thread reduces them to V's square size, then their textures and the texture the board is
 * kept in are made, so that V's first frame finds them (its square size is known from the
 * layout alone). */
static void prepare_actual(App *a)
{
    if (!session_actual_possible(&a->session))
        return;
    if (memcmp(&a->ahead.actual_for, &a->layout, sizeof a->layout) != 0) {
        Draw d = {a->win.renderer, &a->render.shapes, &a->render.text, NULL, a->render.theme};
        a->ahead.actual_for = a->layout;
        a->ahead.actual_square = actualview_square(&d, &a->layout, modalview_text_px(&a->layout),
                                                   session_actual_about());
        a->ahead.actual_ready = false;
    }
    if (!a->ahead.actual_ready) {
        Draw d = {a->win.renderer, &a->render.shapes, &a->render.text, NULL, a->render.theme};
        a->ahead.actual_ready =
            actualview_prepare(&d, &a->render.pieces, &a->render.thumbs, a->ahead.actual_square);
    }
}

/* The renderer's resources again, after the device lost every texture. */
static int load_render(App *a, char *err, int errn)
{
    char pieces[1100];
    snprintf(pieces, sizeof pieces, "%s/pieces", a->dirs.asset_dir);
    if (render_load(&a->render, a->win.renderer, pieces, err, errn) != 0)
        return -1;
    a->render_loaded = true;
    return 0;
}

/* The computer player's and the analyst's searchers (each with its 32 MB table and caches,
 * the analyst's thread started): made once the first frame is shown, not in app_load, where
 * they delayed the first window on the main thread (its pages written, a thread begun)
 * though nothing searches before the first frame. Until then computer_ready is false and
 * the analyst has no thread, which the loop's ticks take as "not yet". */
static void make_engines(App *a)
{
    a->start.engines_made = true;
    a->player.ready = computer_init(&a->player.computer);
    analyst_init(&a->analysis.analyst); /* without it, A and R say nothing comes */
    app_mark(a, "computer and analyst made");
}

/* Between the game's frames: V's board and the set-up screen's pieces made ahead. */
static void game_prepare(App *a)
{
    prepare_actual(a);
    app_setup_prepare(a);
}

static const Screen GAME_SCREEN = {"game", false, game_event, game_frame, game_prepare, NULL};

int app_run(App *a, char *err, int errn)
{
    bool dirty = true;
    if (a->stack.n == 0)
        app_push(a, &GAME_SCREEN);
    app_follow_boxes(a); /* the start's list */
    while (!a->quit) {
        if (animate(a))
            dirty = true;
        if (computer_tick(a)) /* both ticks run each turn of the loop */
            dirty = true;
        if (app_analysis_tick(a))
            dirty = true;
        if (session_clock_tick(&a->session, &a->view, (long)SDL_GetTicks64()))
            dirty = true;
        if (begin_animation(a))
            dirty = true;
        app_follow_boxes(a); /* a box the ticks opened or closed (a choice, the start's list) */
        if (dirty) {
            Uint64 t0 = SDL_GetPerformanceCounter();
            double cpu0 = a->start.timing ? host_thread_cpu_ms() : 0.0;
            long here0 = a->render.pieces.reduced_here, glyphs0 = a->render.text.rasterized;
            app_top(a)->frame(a);
            Uint64 tp = 0; /* the present timed apart: the X server's copy and reply */
            double cpup = 0.0;
            if (a->start.timing) {
                SDL_RenderFlush(a->win.renderer); /* (the queued drawing is done by the flush) */
                tp = SDL_GetPerformanceCounter();
                cpup = host_thread_cpu_ms();
            }
            SDL_RenderPresent(a->win.renderer);
            dirty = false;
            a->hits_due = false;
            a->frames++;
            if (a->start.timing) {
                double f = (double)SDL_GetPerformanceFrequency() / 1000.0;
                Uint64 t1 = SDL_GetPerformanceCounter();
                fprintf(stderr,
                        "morphchess: frame %ld: %.2f ms (%.1f ms since start; cpu %.2f ms; "
                        "present %.2f ms, %.2f ms of processor time)\n",
                        a->frames, (double)(t1 - t0) / f, (double)(t1 - a->start.t_start) / f,
                        host_thread_cpu_ms() - cpu0, (double)(t1 - tp) / f,
                        host_thread_cpu_ms() - cpup);
                if (a->frames > 1 && a->render.pieces.reduced_here > here0) /* not ahead */
                    fprintf(stderr, "morphchess: frame %ld reduced %ld pieces itself\n", a->frames,
                            a->render.pieces.reduced_here - here0);
                if (a->render.text.rasterized > glyphs0)
                    fprintf(stderr, "morphchess: frame %ld rasterized %ld glyphs\n", a->frames,
                            a->render.text.rasterized - glyphs0);
                if (a->render.drawn != a->frames) /* a screen drawn and not shown */
                    fprintf(stderr, "morphchess: %ld screens drawn for %ld frames shown\n",
                            a->render.drawn, a->frames);
                if (a->frames == 1) /* what the pieces' thread spared it */
                    fprintf(stderr,
                            "morphchess: pieces reduced to a size by then: %ld by the pieces' "
                            "thread, %ld by the frames\n",
                            pieces_reduced_there(&a->render.pieces), a->render.pieces.reduced_here);
            }
            if (a->render.deferred) {
                Uint64 t2 = SDL_GetPerformanceCounter();
                render_after_present(&a->render, &a->view, &a->layout);
                if (a->start.timing)
                    fprintf(stderr,
                            "morphchess: the scene under the box cached after it: %.2f ms\n",
                            (double)(SDL_GetPerformanceCounter() - t2) * 1000.0 /
                                (double)SDL_GetPerformanceFrequency());
            }
        }
        if (!dirty && !a->anim.on)
            testsync_idle(&a->sync, app_top(a)->name, a->win.title, &a->layout, &a->render.hits,
                          a->win.sx, a->win.sy, &a->view, a->player.search.started);
        if (!a->start.engines_made && a->frames > 0) {
            make_engines(a);
            continue; /* their ticks first: a computer to move starts thinking at once */
        }
        if (app_top(a)->prepare)
            app_top(a)->prepare(a);
        SDL_Event e;
        /* woken when an idle audio device is to be closed, or the shown time changes */
        int due = audio_idle(&a->audio);
        long clock_due = session_clock_due(&a->session);
        if (clock_due >= 0 && (due < 0 || clock_due < due))
            due = (int)clock_due;
        int lines_due = app_analysis_due(a);
        if (lines_due >= 0 && (due < 0 || lines_due < due))
            due = lines_due;
        if (a->anim.on) { /* a frame every ~16 ms until the animation ends */
            if (!SDL_WaitEventTimeout(&e, 16))
                continue;
        } else if (a->player.ready && computer_busy(&a->player.computer)) { /* its thinking shown */
            if (!SDL_WaitEventTimeout(&e, 100))
                continue;
        } else if (due >= 0) {
            if (!SDL_WaitEventTimeout(&e, due + 1))
                continue;
        } else if (!SDL_WaitEvent(&e)) {
            snprintf(err, (size_t)errn, "SDL_WaitEvent: %s", SDL_GetError());
            return -1;
        }
        do {
            if (e.type == SDL_RENDER_TARGETS_RESET) /* the cached board layer's pixels are gone */
                render_invalidate(&a->render);
            if (e.type == SDL_RENDER_DEVICE_RESET) { /* every texture is gone */
                render_unload(&a->render);
                a->render_loaded = false;
                if (load_render(a, err, errn) != 0)
                    return -1;
                render_set_theme(&a->render, a->session.settings.theme);
            }
            if (testsync_event(&a->sync, &e))
                continue;
            UiEvent ev;
            if (platform_translate(&e, a->win.sx, a->win.sy, &ev) && handle(a, &ev))
                dirty = true;
        } while (!a->quit && !a->hits_due && SDL_PollEvent(&e));
    }
    return 0;
}
