/* test_ui_firstframe.c - what the program's first frame (the new-game list over a board) is
 * spared, so that the first window comes within 100 ms (scripts/bench-ui.sh measures it):
 * the pieces' masters are made by their thread while SDL_Init runs, and the list's box is
 * not shaded under it. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <SDL.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "check.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "hostfile.h"
#include "hostmem.h"
#include "pieces.h"
#include "render.h"
#include "session.h"
#include "shade.h"
#include "startwork.h"
#include "theme.h"
#include "view.h"
#include "warm.h"

static View view;

/* Pixels (on a grid of every second one) where canvases a and b, w x h, differ. */
static int differing(Canvas *a, Canvas *b, int w, int h)
{
    int n = 0;
    for (int y = 0; y < h; y += 2)
        for (int x = 0; x < w; x += 2)
            n += pixel(a->surf, x, y) != pixel(b->surf, x, y);
    return n;
}

/* Started as the program starts it, before SDL_Init and with no renderer: by pieces_check
 * the thread has made every master and the window's icon; the caller rasterized none. */
static void pieces_early(void)
{
    PieceArt art;
    char err[1200];
    CHECK_INT(pieces_start(&art, MORPH_SOURCE_DIR "/assets/pieces", err, sizeof err), 0);
    CHECK(art.thread != NULL);
    CHECK_INT(pieces_check(&art, NULL, err, sizeof err), 0);
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            CHECK(art.master[c][t] && art.master[c][t]->w >= PIECES_MASTER);
    CHECK(art.icon && art.icon->w == PIECES_ICON && art.icon->h == PIECES_ICON);
    CHECK_INT(art.made_here, 0);
    pieces_unload(&art);
    CHECK_INT(pieces_start(&art, MORPH_SOURCE_DIR "/no-such-folder", err, sizeof err), -1);
    CHECK_STR(err, MORPH_SOURCE_DIR "/no-such-folder/wK.svg: cannot read the piece image");
}

/* A size asked for ahead (pieces_prefetch, as the program asks for its first frame's) is
 * reduced by the thread: the drawing then finds every piece made and reduces none, with the
 * pixels of the drawing's own reduction. */
static void pieces_prefetched(void)
{
    enum { SIZE = 40 };
    PieceArt art, own;
    char err[1200];
    CHECK_INT(pieces_load(&art, NULL, MORPH_SOURCE_DIR "/assets/pieces", err, sizeof err), 0);
    CHECK_INT(pieces_load(&own, NULL, MORPH_SOURCE_DIR "/assets/pieces", err, sizeof err), 0);
    pieces_prefetch(&art, SIZE);
    for (int ms = 0; ms < 20000 && pieces_reduced_there(&art) < 12; ms += 5)
        SDL_Delay(5);
    CHECK_INT(pieces_reduced_there(&art), 12);
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < PIECES_NTYPES; t++) {
            SDL_Surface *s = pieces_surface(&art, PIECES_TYPES[t], c, SIZE);
            SDL_Surface *r = pieces_surface(&own, PIECES_TYPES[t], c, SIZE);
            CHECK(s && r && s->w == SIZE && s->h == SIZE && r->w == SIZE && r->h == SIZE);
            bool same = s && r && s->w == r->w;
            for (int y = 0; same && y < SIZE; y++)
                same = memcmp((Uint8 *)s->pixels + y * s->pitch, (Uint8 *)r->pixels + y * r->pitch,
                              SIZE * 4) == 0;
            CHECK(same);
            SDL_FreeSurface(s);
            SDL_FreeSurface(r);
        }
    }
    CHECK_INT(art.reduced_here, 0);
    CHECK_INT(pieces_reduced_there(&art), 12);
    pieces_unload(&own);
    pieces_unload(&art);
}

/* A size made ahead on a guess (the set-up screen's, while a game is shown) goes into a free
 * slot only: pieces_room says whether one is left, or the size has its own, so that the
 * sizes in use keep their textures. */
static void pieces_room_left(void)
{
    Canvas c;
    if (!canvas_checked(&c, 200, 200))
        return;
    PieceArt *art = &c.render.pieces;
    CHECK(pieces_room(art, 30, 0));
    for (int i = 0; i < PIECES_SLOTS; i++)
        CHECK(pieces_texture(art, 'P', 0, 20 + i) != NULL);
    CHECK(pieces_room(art, 20, 0));
    CHECK(pieces_room(art, 20 + PIECES_SLOTS - 1, 0));
    CHECK(!pieces_room(art, 30, 0));
    canvas_close(&c);
}

/* The new-game list's first frame shades the window but the band its box covers (a blended
 * fill of the whole window was the costliest step of the first frame); a repeated frame
 * shades nothing; a smaller box over the same scene shades the band then, and the window
 * is then what a fresh canvas draws. */
static void list_shade(void)
{
    enum { W = 1280, H = 800 };
    Canvas c, fresh;
    if (!canvas_open_two(&c, &fresh, W, H))
        return;
    fixture_newgame(&view, "fide");
    draw(&c, &view);
    UiRect band = c.render.hole;
    CHECK(band.w * band.h > W * H / 3);
    CHECK_INT(c.render.shaded, W * H - band.w * band.h);
    CHECK_INT(c.render.shade.fast, c.render.shaded); /* by the table (shade_table) */
    long shaded = c.render.shaded;
    draw(&c, &view);
    CHECK_INT(c.render.shaded, shaded);
    view.modal.kind = VIEW_MODAL_MESSAGE;
    view.modal.nitems = 0;
    view_copy_text(view.modal.title, VIEW_LINE_MAX, "A message");
    view_copy_text(view.modal.subtitle, 2 * VIEW_LINE_MAX, "Smaller than the list.");
    draw(&c, &view);
    CHECK_INT(c.render.shaded, shaded + band.w * band.h);
    CHECK_INT(c.render.hole.w, 0);
    draw(&fresh, &view);
    CHECK_INT(differing(&c, &fresh, W, H), 0);
    CHECK(pixel(c.surf, band.x + 4, band.y + 4) == pixel(fresh.surf, band.x + 4, band.y + 4));
    canvas_close(&fresh);
    canvas_close(&c);
}

/* A box opened over the board (the help, Potential's V): the scene under it is drawn over
 * the board layer's pixels, handed over with the layer's texture (the background and the
 * still pieces not drawn again), and the frame equals one drawn from nothing. */
static void under_over_layer(void)
{
    enum { W = 1280, H = 800 };
    Canvas c, fresh;
    if (!canvas_open_two(&c, &fresh, W, H))
        return;
    fixture_game_potential(&view);
    draw(&c, &view);
    CHECK(c.render.layer_ok);
    fixture_apply(&view, INTENT_ACTUALIZE, 0);
    draw(&c, &view);
    CHECK_INT(c.render.under_over_layer, 1);
    draw(&fresh, &view);
    CHECK_INT(fresh.render.under_over_layer, 0);
    CHECK_INT(differing(&c, &fresh, W, H), 0);
    fixture_apply(&view, INTENT_CANCEL, 0);
    draw(&c, &view); /* the board again, its layer drawn whole; then the help over it */
    view.help_visible = true;
    draw(&c, &view);
    CHECK_INT(c.render.under_over_layer, 2);
    SDL_FillRect(fresh.surf, NULL, 0);
    thumbview_invalidate(&fresh.render.thumbs);
    fresh.render.under_ok = false;
    draw(&fresh, &view);
    CHECK_INT(differing(&c, &fresh, W, H), 0);
    view.help_visible = false;
    canvas_close(&fresh);
    canvas_close(&c);
}

/* A texture of w x h pixels of every colour and alpha (a fixed pseudo-random fill, with runs
 * of one colour as a window has), the renderer's target. */
static SDL_Texture *noise_target(SDL_Renderer *r, int w, int h, Uint32 *px)
{
    Uint32 x = 12345;
    for (int i = 0; i < w * h; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = i % 7 < 3 && i > 0 ? px[i - 1] : x ^ (x >> 13);
    }
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (t && SDL_UpdateTexture(t, NULL, px, w * 4) == 0 && SDL_SetRenderTarget(r, t) == 0)
        return t;
    if (t)
        SDL_DestroyTexture(t);
    return NULL;
}

/* The software renderer's shade (shade_fill: a table of what SDL's blend makes of each
 * channel) leaves the pixels SDL's own blended fill leaves, every one, in each theme's
 * shade; the table did them all (none by SDL's fill, which costs several times more). */
static void shade_table(void)
{
    enum { W = 300, H = 70 };
    static Uint32 px[W * H], a[W * H], b[W * H];
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    CHECK(r != NULL);
    for (int th = 0; r && th < SETTINGS_THEME_COUNT; th++) {
        UiColor c = theme_get((SettingsTheme)th)->shade;
        UiRect area = {7, 5, W - 20, H - 9};
        Shade s;
        memset(&s, 0, sizeof s);
        SDL_Texture *t = noise_target(r, W, H, px);
        CHECK(t != NULL);
        if (!t)
            break;
        shade_fill(&s, r, area, c);
        SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, a, W * 4);
        CHECK_INT(s.fast, (long)area.w * area.h);
        CHECK_INT(s.slow, 0);
        SDL_UpdateTexture(t, NULL, px, W * 4);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
        SDL_RenderFillRect(r, &(SDL_Rect){area.x, area.y, area.w, area.h});
        SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, b, W * 4);
        CHECK(memcmp(a, b, sizeof a) == 0);
        CHECK(memcmp(a, px, sizeof a) != 0);
        SDL_SetRenderTarget(r, NULL);
        SDL_DestroyTexture(t);
        shade_unload(&s);
    }
    if (r)
        SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
}

/* The program's first frame (defer_under) draws the list's scene straight into the window:
 * no window-sized texture is made before it is shown, and its pixels are those of a frame
 * drawn through the cache; render_after_present then makes the cache, keeping the frame's
 * clickable places, and the next frame copies it (the same pixels again). */
static void first_direct(void)
{
    enum { W = 1280, H = 800 };
    Canvas c, cached;
    if (!canvas_open_two(&c, &cached, W, H))
        return;
    fixture_newgame(&view, "fide");
    c.render.defer_under = true;
    draw(&c, &view);
    CHECK(c.render.under == NULL && c.render.layer == NULL);
    CHECK(c.render.deferred);
    draw(&cached, &view);
    CHECK_INT(differing(&c, &cached, W, H), 0);
    int hits = c.render.hits.n;
    CHECK(hits > 6);
    Layout l;
    layout_compute_bar(&l, W, H, view.nboards, view.board[0].files, view.board[0].ranks,
                       view.flipped, 100, view.analysis.on);
    render_after_present(&c.render, &view, &l);
    CHECK(c.render.under != NULL && c.render.under_ok && !c.render.deferred);
    CHECK_INT(c.render.hits.n, hits);
    SDL_FillRect(c.surf, NULL, 0);
    draw(&c, &view);
    CHECK_INT(differing(&c, &cached, W, H), 0);
    CHECK_INT(c.render.hits.n, hits);
    canvas_close(&cached);
    canvas_close(&c);
}

/* Fresh pages are made resident, their bytes kept (host_warm_pages), and the window's surface
 * of the software renderer is warmed by warm_start's thread (the program's, from the
 * renderer to the first frame). */
static void surface_warmed(void)
{
    enum { N = 1 << 20 };
    long pages = 0;
    unsigned char *fresh =
        mmap(NULL, N, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    CHECK(fresh != MAP_FAILED);
    if (fresh == MAP_FAILED)
        return;
    CHECK_INT(host_resident_pages(fresh, N, &pages), 0);
    CHECK(pages >= 256);
    fresh[5000] = 7;
    host_warm_pages(fresh + 1, N - 2);
    CHECK_INT(host_resident_pages(fresh, N, &pages), pages);
    CHECK_INT(fresh[5000], 7);
    CHECK_INT(fresh[0] + fresh[N - 1] + fresh[4096] + fresh[N / 2], 0);
    munmap(fresh, N);

    SDL_Window *w = SDL_CreateWindow("warm", 0, 0, 640, 480, SDL_WINDOW_HIDDEN);
    SDL_Renderer *r = w ? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE) : NULL;
    CHECK(r != NULL);
    if (!r) {
        fprintf(stderr, "window: %s\n", SDL_GetError());
        if (w)
            SDL_DestroyWindow(w);
        return;
    }
    Warm t;
    warm_start(&t, w, r, (SDL_Color){1, 2, 3, 255});
    CHECK(t.thread != NULL);
    CHECK(t.shower == NULL); /* (shown under X11 only) */
    warm_join(&t);
    CHECK(t.thread == NULL);
    long resident = 0;
    warm_count(w, r, &resident, &pages);
    CHECK(pages >= 640 * 480 * 4 / 4096);
    CHECK_INT(resident, pages);
    warm_join(&t); /* nothing to wait for */
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
}

/* Draws stripes of several colours into r's window, then shades part a with colour c
 * through sh (or, without sh, by SDL's blended fill), and copies the window's pixels. */
static void stripes_shaded(SDL_Window *w, SDL_Renderer *r, Shade *sh, UiRect a, UiColor c,
                           Uint32 *out)
{
    SDL_Surface *s = SDL_GetWindowSurface(w);
    for (int i = 0; i < 40; i++) {
        SDL_SetRenderDrawColor(r, (Uint8)(i * 37), (Uint8)(255 - i * 11), (Uint8)(i * 5), 255);
        SDL_Rect stripe = {i * 16, 0, 16, 480};
        SDL_RenderFillRect(r, &stripe);
    }
    if (sh) {
        shade_fill(sh, r, a, c);
    } else {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
        SDL_RenderFillRect(r, &(SDL_Rect){a.x, a.y, a.w, a.h});
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    }
    SDL_RenderFlush(r);
    for (int y = 0; y < 480; y++)
        memcpy(out + y * 640, (Uint8 *)s->pixels + y * s->pitch, 640 * 4);
}

/* The shade drawn straight into the window (the program's first frame: its scene is not
 * cached before it) is made by the table, with the pixels of SDL's blended fill (34
 * instructions a pixel, most of that frame's cost at 1280x800). */
static void shade_window(void)
{
    SDL_Window *w = SDL_CreateWindow("shade", 0, 0, 640, 480, SDL_WINDOW_HIDDEN);
    SDL_Renderer *r = w ? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE) : NULL;
    static Uint32 table[640 * 480], sdl[640 * 480];
    CHECK(r != NULL);
    if (!r) {
        if (w)
            SDL_DestroyWindow(w);
        return;
    }
    Shade sh;
    memset(&sh, 0, sizeof sh);
    UiRect a = {30, 20, 500, 400};
    UiColor shade = theme_get(SETTINGS_THEME_CLASSIC)->shade;
    stripes_shaded(w, r, &sh, a, shade, table);
    CHECK_INT(sh.fast, (long)a.w * a.h);
    CHECK_INT(sh.slow, 0);
    stripes_shaded(w, r, NULL, a, shade, sdl);
    CHECK(memcmp(table, sdl, sizeof table) == 0);
    CHECK(table[100 * 640 + 100] != table[100 * 640 + 600]); /* (shaded, and not) */
    shade_unload(&sh);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
}

/* The session and the first view as the program makes them, on the thread it makes them on
 * while SDL_Init runs (session_begin through startwork): the same new-game list as made here. */
typedef struct BeginJob {
    Session *s;
    View *v;
    const SessionBegin *b;
} BeginJob;

static int begin_job(void *data)
{
    BeginJob *j = data;
    return session_begin(j->s, j->v, j->b);
}

static void session_on_thread(void)
{
    static Session here, there;
    static View view_here, view_there;
    SessionBegin b = {MORPH_SOURCE_DIR, "", NULL, true, true};
    CHECK_INT(session_begin(&here, &view_here, &b), 0);
    BeginJob job = {&there, &view_there, &b};
    StartWork w;
    memset(&w, 0, sizeof w);
    CHECK_INT(startwork_join(&w), 0); /* nothing begun */
    startwork_begin(&w, begin_job, &job);
    CHECK_INT(startwork_join(&w), 0);
    CHECK(w.thread == NULL && !w.started);
    CHECK_INT(view_there.modal.kind, VIEW_MODAL_LIST);
    CHECK(view_there.modal.nitems > 10);
    CHECK(!there.settings.animations); /* b.no_animation */
    CHECK(memcmp(&view_here, &view_there, sizeof view_here) == 0);
    session_clear(&here);
    session_clear(&there);
}

int main(void)
{
    pieces_early(); /* before SDL_Init, as the program does */
    pieces_prefetched();
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    list_shade();
    shade_table();
    under_over_layer();
    pieces_room_left();
    first_direct();
    fixture_release();
    SDL_Quit();
    /* a window of SDL's dummy driver: its surface is memory of the program's */
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    surface_warmed();
    shade_window();
    session_on_thread();
    SDL_Quit();
    return check_report("test_ui_firstframe");
}
