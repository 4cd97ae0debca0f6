/* bench_render.c - times software rendering of fixed views at 1280x800 (a benchmark, not a test).
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "actualview.h"
#include "editor.h"
#include "editorview.h"
#include "fixture.h"
#include "layout.h"
#include "modalview.h"
#include "render.h"
#include "session.h"

static View view;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double t_main; /* when main started */

/* The window: 1280x800 in X11's format (no alpha), as the program's own window has. */
static SDL_Surface *window_surface(void)
{
    return SDL_CreateRGBSurfaceWithFormat(0, 1280, 800, 32, SDL_PIXELFORMAT_RGB888);
}

/* render_load, its window-sized caches in the window's format as with X11's window (a
 * renderer on a surface has no window to ask). */
static int bench_load(Render *render, SDL_Renderer *r, char *err, int errn)
{
    if (render_load(render, r, MORPH_SOURCE_DIR "/assets/pieces", err, errn) != 0)
        return -1;
    render_window_format(render, SDL_PIXELFORMAT_RGB888);
    return 0;
}

static int bench(const char *name, void (*fill)(View *), int frames)
{
    SDL_Surface *surf = window_surface();
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    Render render;
    char err[1024];
    double t0 = now_ms();
    if (!r || bench_load(&render, r, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", r ? err : SDL_GetError());
        return 1;
    }
    double t_load = now_ms() - t0;
    fill(&view);
    Layout l;
    layout_compute(&l, 1280, 800, view.nboards, 8, 8, view.flipped);
    t0 = now_ms();
    render_frame(&render, &view, &l);
    SDL_RenderPresent(r);
    double t_first = now_ms() - t0;
    if (t_main > 0) {
        printf("start to first frame (offscreen: SDL, font, piece art, first frame): %.1f ms\n",
               now_ms() - t_main);
        t_main = 0;
    }
    long made = render_rasterized(&render);
    t0 = now_ms();
    for (int i = 0; i < frames; i++) {
        render_frame(&render, &view, &l);
        SDL_RenderPresent(r);
    }
    double t_same = (now_ms() - t0) / frames;
    /* frames with a piece dragged across the board (the pointer moves each frame) */
    view.drag.active = view.board[0].sq[0].occupied;
    view.drag.board = 0;
    view.drag.sq = 0;
    t0 = now_ms();
    for (int i = 0; i < frames; i++) {
        view.drag.x = l.board[0].board.x + (i * 7) % l.board[0].board.w;
        view.drag.y = l.board[0].board.y + (i * 3) % l.board[0].board.h;
        render_frame(&render, &view, &l);
        SDL_RenderPresent(r);
    }
    double t_drag = (now_ms() - t0) / frames;
    /* a list's pictures of positions drawn afresh each frame (as when the list first opens) */
    long pics = render.thumbs.made;
    t0 = now_ms();
    for (int i = 0; i < frames; i++) {
        thumbview_invalidate(&render.thumbs);
        render_frame(&render, &view, &l);
        SDL_RenderPresent(r);
    }
    double t_pics = (now_ms() - t0) / frames;
    char drag[32] = "   (no drag under a box)";
    if (!view.help_visible && view.modal.kind == VIEW_MODAL_NONE)
        snprintf(drag, sizeof drag, "%5.2f ms", t_drag);
    printf("%-10s load %6.1f ms | first frame %6.1f ms (%ld textures) | same frame %5.2f ms | "
           "dragging %s | pictures drawn again %5.2f ms | textures made after the first "
           "frame: %ld\n",
           name, t_load, t_first, made, t_same, drag, t_pics,
           render_rasterized(&render) - made - (render.thumbs.made - pics));
    render_unload(&render);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    return 0;
}

/* A function of its own in the binary (callgrind's inclusive cost per phase): gcc would
 * otherwise merge the identical ones. */
#if defined(__clang__)
#define BENCH_APART __attribute__((noinline))
#else
#define BENCH_APART __attribute__((noipa))
#endif

/* The editor's frame drawn, presented (the first: its own function for callgrind). */
static BENCH_APART void editor_frame(Render *render, SDL_Renderer *r, EdScreen *s)
{
    render_editor_frame(render, s, 1280, 800);
    SDL_RenderPresent(r);
}

static BENCH_APART void editor_first_frame(Render *render, SDL_Renderer *r, EdScreen *s)
{
    editor_frame(render, r, s);
}

/* The editor's first frame and the same frame again (it is not a View: its own screen). */
static int bench_editor(int frames)
{
    SDL_Surface *surf = window_surface();
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    Render render;
    char err[1024];
    Editor *ed = editor_new(NULL, NULL, NULL);
    EdScreen *s = malloc(sizeof *s);
    if (!r || !ed || !s || bench_load(&render, r, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", r ? "editor" : SDL_GetError());
        free(s);
        editor_free(ed);
        return 1;
    }
    edscreen_init(s, ed);
    /* as in the program: the board and the help were drawn before (their faces are made) */
    Layout l;
    fixture_game_polypiece(&view);
    layout_compute(&l, 1280, 800, view.nboards, 8, 8, view.flipped);
    render_frame(&render, &view, &l);
    fixture_help(&view);
    render_frame(&render, &view, &l);
    double t0 = now_ms();
    editor_first_frame(&render, r, s);
    double t_first = now_ms() - t0;
    long made = render_rasterized(&render);
    t0 = now_ms();
    for (int i = 0; i < frames; i++)
        editor_frame(&render, r, s);
    double t_same = (now_ms() - t0) / frames;
    printf("%-10s first frame %6.1f ms (%ld textures) | same frame %5.2f ms\n", "editor", t_first,
           made, t_same);
    render_unload(&render);
    free(s);
    editor_free(ed);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    return 0;
}

/* The frame drawn, presented (its own function: callgrind's inclusive cost per phase). */
static BENCH_APART void v_frame(Render *render, SDL_Renderer *r, const Layout *l)
{
    render_frame(render, &view, l);
    SDL_RenderPresent(r);
}

static BENCH_APART void v_first_frame(Render *render, SDL_Renderer *r, const Layout *l)
{
    v_frame(render, r, l);
}

static BENCH_APART void v_same_frame(Render *render, SDL_Renderer *r, const Layout *l)
{
    v_frame(render, r, l);
}

static BENCH_APART void v_close_frame(Render *render, SDL_Renderer *r, const Layout *l)
{
    fixture_apply(&view, INTENT_CANCEL, 0);
    v_frame(render, r, l);
}

static BENCH_APART void v_step_frame(Render *render, SDL_Renderer *r, const Layout *l, IntentKind k)
{
    fixture_apply(&view, k, 0);
    v_frame(render, r, l);
}

/* Potential's V: the game's board shown (its frames drawn), then V opened (its first frame:
 * the pieces at V's size, its text), then stepped through move by move (Right, then Left
 * back), and the same frame again. */
static int bench_v(int frames)
{
    SDL_Surface *surf = window_surface();
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    Render render;
    char err[1024];
    if (!r || bench_load(&render, r, err, sizeof err) != 0) {
        fprintf(stderr, "bench: %s\n", r ? err : SDL_GetError());
        return 1;
    }
    fixture_game_potential(&view);
    Layout l;
    layout_compute(&l, 1280, 800, view.nboards, 8, 8, view.flipped);
    for (int i = 0; i < 3; i++)
        v_frame(&render, r, &l);
    /* as the program does between frames while a Potential game is shown: V's board made */
    Draw d = {r, &render.shapes, &render.text, NULL, render.theme};
    int square = actualview_square(&d, &l, modalview_text_px(&l), session_actual_about());
    for (int i = 0; i < 300 && !actualview_prepare(&d, &render.pieces, &render.thumbs, square); i++)
        SDL_Delay(10);
    long made = render_rasterized(&render), there = pieces_reduced_there(&render.pieces);
    long here = render.pieces.reduced_here;
    fixture_apply(&view, INTENT_ACTUALIZE, 0);
    double t0 = now_ms();
    v_first_frame(&render, r, &l);
    double t_first = now_ms() - t0;
    long v_made = render_rasterized(&render) - made;
    long v_here = render.pieces.reduced_here - here;
    long v_there = pieces_reduced_there(&render.pieces) - there;
    int plies = view.modal.game.nplies, steps = 0;
    t0 = now_ms();
    for (int i = 0; i < frames; i++, steps++)
        v_step_frame(&render, r, &l, i / plies % 2 ? INTENT_STEP_BACK : INTENT_STEP_FORWARD);
    double t_step = (now_ms() - t0) / steps;
    t0 = now_ms();
    for (int i = 0; i < frames; i++)
        v_same_frame(&render, r, &l);
    double t_same = (now_ms() - t0) / frames;
    t0 = now_ms();
    v_close_frame(&render, r, &l);
    double t_close = now_ms() - t0;
    printf("%-10s first frame %6.1f ms (%ld textures, pieces reduced: %ld here, %ld by the "
           "thread) | a step %5.2f ms | same frame %5.2f ms | the board after it %5.2f ms\n",
           "V", t_first, v_made, v_here, v_there, t_step, t_same, t_close);
    render_unload(&render);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    return 0;
}

int main(int argc, char **argv)
{
    t_main = now_ms();
    int frames = argc > 1 ? atoi(argv[1]) : 200;
    const char *only = argc > 2 ? argv[2] : NULL; /* one view, e.g. for a profile */
    if (frames < 1)
        frames = 200;
    if (SDL_Init(0) != 0)
        return 1;
    printf("software renderer, 1280x800, %d frames each\n", frames);
    static const struct {
        const char *name;
        void (*fill)(View *);
    } views[] = {
        {"portal", fixture_portal}, /* two boards with overlays: the target */
        {"showcase", fixture_showcase},
        {"polypiece", fixture_game_polypiece},
        {"help", fixture_help},
        {"games", fixture_games}, /* a list with the pictures of four games' positions */
    };
    int rc = 0;
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++)
        if (!only || strcmp(only, views[i].name) == 0)
            rc |= bench(views[i].name, views[i].fill, frames);
    if (!only || strcmp(only, "editor") == 0)
        rc |= bench_editor(frames);
    if (!only || strcmp(only, "V") == 0)
        rc |= bench_v(frames);
    fixture_release();
    SDL_Quit();
    return rc;
}
