/* render.c - the frame: background, boards, panel, result banner and help, in that order. */
#include "render.h"

#include "hash.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "analysisview.h"
#include "boardview.h"
#include "draw.h"
#include "modalview.h"
#include "panelview.h"
#include "rulesview.h"
#include "theme.h"

int render_load(Render *r, SDL_Renderer *sdl, const char *piece_dir, char *err, int errn)
{
    if (pieces_load(&r->pieces, sdl, piece_dir, err, errn) != 0)
        return -1;
    return render_load_started(r, sdl, err, errn);
}

int render_load_started(Render *r, SDL_Renderer *sdl, char *err, int errn)
{
    /* everything but the pieces, whose thread may be writing its masters */
    size_t after = offsetof(Render, pieces) + sizeof r->pieces;
    memset((char *)r + after, 0, sizeof *r - after);
    r->sdl = sdl;
    r->pieces.renderer = sdl;
    if (text_load(&r->text, sdl, err, errn) != 0) {
        pieces_unload(&r->pieces);
        return -1;
    }
    shapes_load(&r->shapes, sdl);
    r->theme = theme_get(SETTINGS_THEME_CLASSIC);
    /* The window-sized caches in the window's own format when it is the one without alpha
     * (X11's): copying them into it each frame is then a plain copy of the rows, not a
     * conversion of every pixel. */
    SDL_RendererInfo info;
    SDL_Window *win = SDL_RenderGetWindow(sdl);
    r->target_format = SDL_PIXELFORMAT_ARGB8888;
    if (win && SDL_GetRendererInfo(sdl, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE))
        render_window_format(r, SDL_GetWindowPixelFormat(win));
    return 0;
}

void render_window_format(Render *r, Uint32 format)
{
    bool opaque = format == SDL_PIXELFORMAT_RGB888;
    r->target_format = opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888;
    r->thumbs.opaque_kept = opaque ? SDL_PIXELFORMAT_RGB888 : 0;
}

void render_set_theme(Render *r, SettingsTheme t)
{
    const Theme *theme = theme_get(t);
    if (theme != r->theme) {
        r->theme = theme;
        r->layer_ok = false;
        r->under_ok = false;
        r->under_layer = false;
    }
}

void render_invalidate(Render *r)
{
    r->layer_ok = false;
    r->under_ok = false;
    r->under_layer = false;
    thumbview_invalidate(&r->thumbs);
}

void render_unload(Render *r)
{
    if (r->layer)
        SDL_DestroyTexture(r->layer);
    r->layer = NULL;
    if (r->under)
        SDL_DestroyTexture(r->under);
    r->under = NULL;
    thumbview_unload(&r->thumbs);
    shade_unload(&r->shade);
    shapes_unload(&r->shapes);
    text_unload(&r->text);
    pieces_unload(&r->pieces);
    memset(r, 0, sizeof *r);
}

/* The window colour everywhere but the panel and the squares, which are drawn over anyway:
 * with the software renderer, filling pixels is most of a frame's time. */
static void draw_background(Draw *d, const Layout *l)
{
    UiRect p = l->play;
    int n = l->nboards < 1 ? 1 : l->nboards > LAYOUT_MAX_BOARDS ? LAYOUT_MAX_BOARDS : l->nboards;
    UiRect first = l->board[0].board, last = l->board[n - 1].board;
    if (first.w <= 0 || first.h <= 0) {
        draw_fill(d, p, d->theme->window);
        return;
    }
    int x0 = first.x, x1 = last.x + last.w, y0 = first.y, y1 = first.y + first.h;
    for (int b = 1; b < n; b++) {
        UiRect q = l->board[b].board;
        y0 = q.y < y0 ? q.y : y0;
        y1 = q.y + q.h > y1 ? q.y + q.h : y1;
    }
    UiRect parts[4] = {
        {p.x, p.y, p.w, y0 - p.y},
        {p.x, y1, p.w, p.y + p.h - y1},
        {p.x, y0, x0 - p.x, y1 - y0},
        {x1, y0, p.x + p.w - x1, y1 - y0},
    };
    for (int i = 0; i < 4; i++)
        draw_fill(d, parts[i], d->theme->window);
    for (int b = 0; b + 1 < n; b++) { /* between two boards, and beside a shorter one */
        UiRect a = l->board[b].board, c = l->board[b + 1].board;
        UiRect gap = {a.x + a.w, y0, c.x - a.x - a.w, y1 - y0};
        draw_fill(d, gap, d->theme->window);
        UiRect rows[4] = {{a.x, y0, a.w, a.y - y0},
                          {a.x, a.y + a.h, a.w, y1 - a.y - a.h},
                          {c.x, y0, c.w, c.y - y0},
                          {c.x, c.y + c.h, c.w, y1 - c.y - c.h}};
        for (int i = 0; i < 4; i++)
            draw_fill(d, rows[i], d->theme->window);
    }
}

/* Makes *tex a render target the size of the window (again when the size changed); false
 * when it cannot be made. */
static bool window_sized(Render *r, SDL_Texture **tex, const Layout *l)
{
    int w = 0, h = 0;
    if (*tex)
        SDL_QueryTexture(*tex, NULL, NULL, &w, &h);
    if (*tex && w == l->width && h == l->height)
        return true;
    if (*tex)
        SDL_DestroyTexture(*tex);
    *tex =
        SDL_CreateTexture(r->sdl, r->target_format, SDL_TEXTUREACCESS_TARGET, l->width, l->height);
    if (*tex)
        SDL_SetTextureBlendMode(*tex, SDL_BLENDMODE_NONE);
    return *tex != NULL;
}

/* Draws again the squares of the layer whose piece or marks changed (a step through the game
 * changes a few), each clipped to itself. */
static void layer_update(Render *r, Draw *d, const View *v, const Layout *l,
                         const uint64_t *squares)
{
    DrawHits *hits = d->hits;
    d->hits = NULL;
    for (int i = 0; i < BOARDVIEW_SQUARE_KEYS; i++) {
        UiRect q = layout_square_rect(l, i / 64, i % 64);
        if (squares[i] == r->layer_squares[i] || q.w <= 0 || q.h <= 0)
            continue;
        SDL_Rect clip = {q.x, q.y, q.w, q.h};
        SDL_RenderSetClipRect(r->sdl, &clip);
        boardview_draw_static_square(d, &r->pieces, v, l, i / 64, i % 64);
    }
    SDL_RenderSetClipRect(r->sdl, NULL);
    d->hits = hits;
    r->layer_partial++;
}

/* Copies the cached background and board layer, drawing it again first if what it shows
 * changed (only the squares that changed when nothing else did); false when the renderer
 * cannot keep one. */
static bool draw_layer(Render *r, Draw *d, const View *v, const Layout *l)
{
    if (!SDL_RenderTargetSupported(r->sdl))
        return false;
    int key[BOARDVIEW_KEY_SIZE];
    uint64_t squares[BOARDVIEW_SQUARE_KEYS];
    boardview_static_key(v, l, key);
    boardview_square_keys(v, l, squares);
    bool whole = !r->layer_ok || memcmp(key, r->layer_key, sizeof key) != 0;
    if (whole || memcmp(squares, r->layer_squares, sizeof squares) != 0) {
        if (whole && !window_sized(r, &r->layer, l))
            return false;
        SDL_Texture *target =
            SDL_GetRenderTarget(r->sdl); /* the window, or the scene under a box */
        if (SDL_SetRenderTarget(r->sdl, r->layer) != 0)
            return false;
        if (whole) {
            SDL_SetRenderDrawBlendMode(r->sdl, SDL_BLENDMODE_NONE);
            SDL_SetRenderDrawColor(r->sdl, d->theme->window.r, d->theme->window.g,
                                   d->theme->window.b, 255);
            SDL_RenderClear(r->sdl);
            DrawHits *hits = d->hits;
            d->hits = NULL;
            boardview_draw_static(d, &r->pieces, v, l);
            d->hits = hits;
            r->layer_full++;
        } else {
            layer_update(r, d, v, l, squares);
        }
        SDL_SetRenderTarget(r->sdl, target);
        memcpy(r->layer_key, key, sizeof key);
        memcpy(r->layer_squares, squares, sizeof squares);
        r->layer_ok = true;
    }
    SDL_Rect all = {0, 0, l->width, l->height};
    SDL_RenderCopy(r->sdl, r->layer, &all, &all);
    return true;
}

/* The window without its boxes: boards, panel, the sets by the pointer, the banner; the
 * board layer from its cache when `layer` (the scene under a box is itself cached: a second
 * window-sized texture for it would only cost its memory and page faults). */
static void draw_scene_rest(Render *r, Draw *d, const View *v, const Layout *l, bool cached);

static void draw_scene(Render *r, Draw *d, const View *v, const Layout *l, bool layer)
{
    bool cached = layer && draw_layer(r, d, v, l);
    if (!cached)
        draw_background(d, l);
    draw_scene_rest(r, d, v, l, cached);
}

/* The scene but the background, over the board layer's pixels when cached (else with the
 * still pieces). */
static void draw_scene_rest(Render *r, Draw *d, const View *v, const Layout *l, bool cached)
{
    boardview_draw(d, &r->pieces, v, l, cached);
    analysisview_draw_bar(d, v, l);
    panelview_draw(d, &r->pieces, v, l);
    boardview_draw_inspect(d, v, l);
    panelview_draw_banner(d, v, l);
}

/* Fills a with the shade, but for the part of it in hole: up to four strips around it. */
static void shade_around(Render *r, Draw *d, UiRect a, UiRect hole)
{
    int x0 = hole.x > a.x ? hole.x : a.x, y0 = hole.y > a.y ? hole.y : a.y;
    int x1 = hole.x + hole.w < a.x + a.w ? hole.x + hole.w : a.x + a.w;
    int y1 = hole.y + hole.h < a.y + a.h ? hole.y + hole.h : a.y + a.h;
    UiRect parts[4] = {{a.x, a.y, a.w, a.h}};
    int n = 1;
    if (x0 < x1 && y0 < y1) {
        parts[0] = (UiRect){a.x, a.y, a.w, y0 - a.y};
        parts[1] = (UiRect){a.x, y1, a.w, a.y + a.h - y1};
        parts[2] = (UiRect){a.x, y0, x0 - a.x, y1 - y0};
        parts[3] = (UiRect){x1, y0, a.x + a.w - x1, y1 - y0};
        n = 4;
    }
    for (int i = 0; i < n; i++) {
        if (parts[i].w > 0 && parts[i].h > 0) {
            shade_fill(&r->shade, d->r, parts[i], d->theme->shade);
            r->shaded += (long)parts[i].w * parts[i].h;
        }
    }
}

/* Shades the window under a box but hole (the box's opaque part, drawn over it anyway: a
 * blended fill of the whole window is the costliest step of the program's first frame); a
 * choice beside the board leaves the board clear, so the pieces it is about stay plain to
 * see (only the panel under the box is shaded). */
static void shade(Render *r, Draw *d, const View *v, const Layout *l, UiRect hole)
{
    UiRect all = {0, 0, l->width, l->height};
    if (!v->help_visible && modalview_beside(v, l))
        all = l->panel;
    shade_around(r, d, all, hole);
}

/* What the scene under a box depends on: the view but its box, the layout, the colours. */
static unsigned long under_key(const Render *r, const View *v, const Layout *l)
{
    size_t at = offsetof(View, modal), after = at + sizeof v->modal;
    unsigned long h = ui_hash(UI_HASH_START, v, at);
    h = ui_hash(h, (const char *)v + after, sizeof *v - after);
    h = ui_hash(h, l, sizeof *l);
    return ui_hash(h, &r->theme, sizeof r->theme);
}

static bool inside(UiRect in, UiRect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w &&
           in.y + in.h <= out.y + out.h;
}

/* The part of the window the box will cover (modalview_cover; else the rules card's or the
 * help's: the card leaves only a margin to shade), kept while the box and the layout stay
 * the same (measuring a list's rows each frame would cost a repeated frame). */
static UiRect cover(Render *r, Draw *d, const View *v, const Layout *l)
{
    unsigned long key = ui_hash(UI_HASH_START, &v->modal, sizeof v->modal);
    key = ui_hash(key, &v->rules.visible, sizeof v->rules.visible);
    key = ui_hash(key, &v->help_visible, sizeof v->help_visible);
    key = ui_hash(key, l, sizeof *l);
    if (!r->cover_ok || key != r->cover_key) {
        bool some = v->modal.kind != VIEW_MODAL_NONE ? modalview_cover(d, v, l, &r->cover)
                    : v->rules.visible               ? rulesview_cover(v, l, &r->cover)
                                                     : panelview_help_cover(d, v, l, &r->cover);
        if (!some)
            r->cover = (UiRect){0, 0, 0, 0};
        r->cover_key = key;
        r->cover_ok = true;
    }
    return r->cover;
}

/* Whether the board layer's pixels (r->layer_key, r->layer_squares) are those v shows. */
static bool layer_current(const Render *r, const View *v, const Layout *l)
{
    int key[BOARDVIEW_KEY_SIZE];
    uint64_t squares[BOARDVIEW_SQUARE_KEYS];
    boardview_static_key(v, l, key);
    boardview_square_keys(v, l, squares);
    return memcmp(key, r->layer_key, sizeof key) == 0 &&
           memcmp(squares, r->layer_squares, sizeof squares) == 0;
}

/* Draws the shaded scene under a box into its cache when what it shows changed; false when
 * the renderer cannot keep it. The part the box covered when it was drawn (hole) is left
 * unshaded, and shaded once another box leaves it to be seen. */
static bool make_under(Render *r, Draw *d, const View *v, const Layout *l)
{
    if (!SDL_RenderTargetSupported(r->sdl))
        return false;
    unsigned long key = under_key(r, v, l); /* the layout (its size too) is in the key */
    UiRect box = cover(r, d, v, l);
    if (!r->under_ok || key != r->under_key) {
        SDL_Texture *had = r->under;
        /* the board layer's pixels, handed over with its texture, when they are this view's */
        bool layer = r->under_layer && layer_current(r, v, l);
        r->under_layer = false;
        if (!window_sized(r, &r->under, l) || SDL_SetRenderTarget(r->sdl, r->under) != 0)
            return false;
        r->hits.n = 0;
        if (layer && r->under == had) {
            draw_scene_rest(r, d, v, l, true);
            r->under_over_layer++;
        } else
            draw_scene(r, d, v, l, false);
        shade(r, d, v, l, box);
        r->hole = box;
        SDL_SetRenderTarget(r->sdl, NULL);
        r->under_key = key;
        r->under_hits = r->hits.n;
        r->under_ok = true;
    } else if (r->hole.w > 0 && r->hole.h > 0 && !inside(r->hole, box)) {
        if (SDL_SetRenderTarget(r->sdl, r->under) != 0)
            return false;
        shade_around(r, d, r->hole, (UiRect){0, 0, 0, 0});
        r->hole = (UiRect){0, 0, 0, 0};
        SDL_SetRenderTarget(r->sdl, NULL);
    }
    return true;
}

/* Copies the shaded scene under a box from its cache (make_under); false when the renderer
 * cannot keep it (then the caller draws it). */
static bool draw_under(Render *r, Draw *d, const View *v, const Layout *l)
{
    if (!make_under(r, d, v, l))
        return false;
    r->hits.n = r->under_hits; /* the scene's places, recorded when it was drawn */
    SDL_Rect all = {0, 0, l->width, l->height};
    SDL_RenderCopy(r->sdl, r->under, &all, &all);
    return true;
}

void render_after_present(Render *r, const View *v, const Layout *l)
{
    if (!r->deferred)
        return;
    r->deferred = false;
    DrawHits *shown = malloc(sizeof *shown); /* the frame's places, the box's too */
    if (!shown)
        return;
    *shown = r->hits;
    Draw d = {r->sdl, &r->shapes, &r->text, &r->hits, r->theme};
    make_under(r, &d, v, l);
    r->hits = *shown;
    free(shown);
}

/* Hands the window-sized texture *from over to *to (when *to has none): its pixels are drawn
 * again for the new use, but the memory is kept (making a window-sized texture and faulting
 * its pages in slowed the first frame of a box, and of the board after it). */
static void hand_over(SDL_Texture **from, bool *from_ok, SDL_Texture **to, bool *to_ok)
{
    if (!*from)
        return;
    if (*to)
        SDL_DestroyTexture(*from);
    else
        *to = *from;
    *from = NULL;
    *from_ok = false;
    *to_ok = false;
}

void render_frame(Render *r, const View *v, const Layout *l)
{
    Draw d = {r->sdl, &r->shapes, &r->text, &r->hits, r->theme};
    bool box = v->modal.kind != VIEW_MODAL_NONE || v->help_visible || v->rules.visible;
    /* One window-sized texture at a time (4 MB at 1280x800): the scene under a box holds
     * the board layer's pixels, and the layer is made again once the box is gone. */
    if (box) {
        bool pixels = r->layer && r->layer_ok && !r->under; /* kept by the hand-over */
        hand_over(&r->layer, &r->layer_ok, &r->under, &r->under_ok);
        if (pixels)
            r->under_layer = true;
    } else
        hand_over(&r->under, &r->under_ok, &r->layer, &r->layer_ok);
    /* The program's first frame draws the scene under its box straight into the window: the
     * cache (and its 4 MB of fresh pages) is made after the frame is shown. */
    bool direct = box && r->defer_under && !r->under_ok;
    r->defer_under = false;
    bool under = box && !direct && draw_under(r, &d, v, l);
    if (under && r->layer) /* (no layer is left when the under scene could be kept) */
        hand_over(&r->layer, &r->layer_ok, &r->under, &r->under_ok);
    if (!under) {
        r->hits.n = 0;
        draw_scene(r, &d, v, l, !direct);
        if (box)
            shade(r, &d, v, l, direct ? cover(r, &d, v, l) : (UiRect){0, 0, 0, 0});
        r->deferred = direct;
    }
    modalview_draw(&d, &r->pieces, &r->thumbs, v, l);
    rulesview_draw(&d, &r->pieces, v, l);
    if (v->help_visible &&
        v->modal.kind != VIEW_MODAL_NONE) /* the help over a box: its own shade */
        draw_fill(&d, (UiRect){0, 0, l->width, l->height}, d.theme->shade);
    panelview_draw_help(&d, v, l);
    text_end_frame(&r->text);
    r->drawn++;
}

long render_rasterized(const Render *r)
{
    return r->pieces.rasterized + r->text.rasterized + r->shapes.rasterized + r->thumbs.made;
}

bool render_hit(const Render *r, int x, int y, int *kind, int *index)
{
    return draw_hits_find(&r->hits, x, y, kind, index);
}

bool render_hit_kind(const Render *r, int x, int y, int kind, int *index)
{
    return draw_hits_find_kind(&r->hits, x, y, kind, index);
}

void render_editor_frame(Render *r, EdScreen *s, int width, int height)
{
    Draw d = {r->sdl, &r->shapes, &r->text, &r->hits, r->theme};
    SDL_SetRenderDrawBlendMode(r->sdl, SDL_BLENDMODE_NONE);
    editorview_draw_scrolled(&d, &r->pieces, s, width, height);
    text_end_frame(&r->text);
    r->drawn++;
}

void render_setup_frame(Render *r, const SetupScreen *s, int width, int height)
{
    Draw d = {r->sdl, &r->shapes, &r->text, &r->hits, r->theme};
    SetLayout l;
    setupview_layout(&l, s, width, height);
    SDL_SetRenderDrawBlendMode(r->sdl, SDL_BLENDMODE_BLEND);
    r->hits.n = 0;
    setupview_draw(&d, &r->pieces, s, &l);
    text_end_frame(&r->text);
    r->drawn++;
}
