/* test_ui_frames.c - what the frames of the screens are spared (scripts/bench-ui.sh, section
 * 3: a screen's first frame within 8 ms, a repeated one within 4): the window-sized caches in
 * the window's format (no conversion when they are copied into it), shaded by the table. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "render.h"
#include "rulesview.h"
#include "shade.h"
#include "shapes.h"
#include "theme.h"
#include "view.h"

static View view;

/* Fills target t (w x h) with pixels of every value (a fixed sequence). */
static void noise(SDL_Texture *t, int w, int h, bool runs)
{
    Uint32 *px = malloc((size_t)w * (size_t)h * sizeof *px), x = 12345;
    if (!px)
        return;
    for (int i = 0; i < w * h; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = x ^ (x >> 16) ^ ((Uint32)i << 24);
    }
    for (int i = 0; runs && i < w * h;) { /* runs of one colour, 1 to 8 pixels, some black */
        x = x * 1103515245u + 12345u;
        int n = (int)(x >> 28) % 8 + 1;
        Uint32 v = (x >> 27) % 4 == 0 ? 0 : px[i];
        for (int k = 0; k < n && i < w * h; k++)
            px[i++] = v;
    }
    px[0] = 0;
    px[1] = 0xFFFFFFFFu;
    SDL_UpdateTexture(t, NULL, px, w * 4);
    free(px);
}

/* shade_fill on a render target of the software renderer, with or without alpha, gives SDL's
 * blended fill's pixels (RGB888's fourth byte too), for every theme's shade and the alphas at
 * the ends, on noise and on runs of one colour, a part of the target as well as all of it (and a
 * part reaching past it); and its table does them all but the opaque one. */
static void shade_same(Uint32 format)
{
    enum { W = 333, H = 77 };
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    SDL_Texture *a = r ? SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, W, H) : NULL,
                *b = r ? SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, W, H) : NULL;
    CHECK(a && b);
    if (!a || !b)
        return;
    UiColor colours[] = {theme_get(SETTINGS_THEME_CLASSIC)->shade,
                         theme_get(SETTINGS_THEME_DARK)->shade,
                         theme_get(SETTINGS_THEME_LIGHT)->shade,
                         {0, 0, 0, 0},
                         {255, 255, 255, 1},
                         {200, 100, 7, 128},
                         {255, 0, 255, 254},
                         {9, 250, 30, 255}};
    UiRect parts[] = {{0, 0, W, H}, {5, 3, 100, 40}, {W - 10, H - 5, 50, 50}};
    Uint32 *pa = malloc(W * H * 4), *pb = malloc(W * H * 4);
    Draw d = {r, NULL, NULL, NULL, theme_get(SETTINGS_THEME_CLASSIC)};
    Shade sh;
    memset(&sh, 0, sizeof sh);
    int differ = 0;
    for (size_t c = 0; pa && pb && c < 2 * sizeof colours / sizeof colours[0]; c++) {
        bool runs = c % 2; /* noise, and runs of one colour (copied two pixels at a time) */
        for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++) {
            noise(a, W, H, runs);
            noise(b, W, H, runs);
            SDL_SetRenderTarget(r, a);
            shade_fill(&sh, r, parts[p], colours[c / 2]);
            SDL_RenderReadPixels(r, NULL, format, pa, W * 4);
            SDL_SetRenderTarget(r, b);
            draw_fill(&d, parts[p], colours[c / 2]);
            SDL_RenderReadPixels(r, NULL, format, pb, W * 4);
            for (int i = 0; i < W * H; i++)
                differ += pa[i] != pb[i];
        }
    }
    CHECK_INT(differ, 0);
    CHECK_INT(sh.fast, 14L * (W * H + 100 * 40 + 10 * 5)); /* (the part past it: clipped) */
    CHECK_INT(sh.slow, 2L * (W * H + 100 * 40 + 50 * 50)); /* the opaque colour: SDL's fill */
    SDL_SetRenderTarget(r, NULL);
    shade_unload(&sh);
    free(pa);
    free(pb);
    SDL_DestroyTexture(a);
    SDL_DestroyTexture(b);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
}

/* Pixels whose colours (not the fourth byte) differ between a and b, w x h. */
static long colours_differ(SDL_Surface *a, SDL_Surface *b, int w, int h)
{
    long n = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            n += ((pixel(a, x, y) ^ pixel(b, x, y)) & 0xFFFFFFu) != 0;
    return n;
}

/* A window without alpha (X11's RGB888) gets its window-sized caches in its own format, so
 * that copying them is a copy of the rows: the board, the help over it, a list and the
 * rules card drawn so, first and repeated frames, have the colours of the usual canvas. */
static void window_format(void)
{
    enum { W = 1280, H = 800 };
    Canvas argb, rgb;
    memset(&rgb, 0, sizeof rgb);
    rgb.surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGB888);
    rgb.r = rgb.surf ? SDL_CreateSoftwareRenderer(rgb.surf) : NULL;
    char err[1024];
    rgb.ok = rgb.r && render_load(&rgb.render, rgb.r, MORPH_SOURCE_DIR "/assets/pieces", err,
                                  sizeof err) == 0;
    if (!canvas_open(&argb, W, H) || !rgb.ok) {
        CHECK(!"canvas");
        canvas_close(&argb);
        canvas_close(&rgb);
        return;
    }
    CHECK(argb.render.target_format == SDL_PIXELFORMAT_ARGB8888); /* no window: as before */
    rgb.render.target_format = SDL_PIXELFORMAT_RGB888;
    long differ = 0;
    for (int step = 0; step < 5; step++) {
        if (step == 0)
            fixture_game_polypiece(&view);
        if (step == 1)
            fixture_help(&view);
        if (step == 3)
            fixture_games(&view);
        for (int again = 0; again < 2; again++) {
            draw(&argb, &view);
            draw(&rgb, &view);
            differ += colours_differ(argb.surf, rgb.surf, W, H);
        }
        if (step == 1)
            view.help_visible = false;
        if (step == 3) {
            view.modal.kind = VIEW_MODAL_NONE;
            view.rules.visible = true;
        }
    }
    CHECK(rgb.render.shade.fast > 0);
    CHECK_INT(rgb.render.shade.slow, 0); /* every shade by the table, in the window's format */
    Uint32 format = 0;
    SDL_Texture *kept = rgb.render.under ? rgb.render.under : rgb.render.layer;
    CHECK(kept && SDL_QueryTexture(kept, &format, NULL, NULL, NULL) == 0);
    CHECK(format == SDL_PIXELFORMAT_RGB888);
    CHECK_INT(differ, 0);
    canvas_close(&argb); /* (the first opened ends SDL_ttf: closed last) */
    canvas_close(&rgb);
}

/* The lines of s wrapped at width as draw_wrapped_lines did before it measured word by word:
 * each longer prefix measured whole; their lengths in bytes into len (n at most), the count. */
static int wrap_by_prefixes(TextCache *t, const char *s, int px, int width, int *len, int n)
{
    char line[512];
    int lines = 0;
    const char *p = s;
    while (*p && lines < n) {
        int best = 0, k = 0;
        while (p[k]) {
            int next = k;
            while (p[next] && p[next] != ' ')
                next++;
            snprintf(line, sizeof line, "%.*s", next, p);
            int tw, th;
            text_measure(t, line, px, false, &tw, &th);
            if (tw > width && best > 0)
                break;
            best = k = next;
            if (!p[k] || tw > width)
                break;
            k++;
        }
        len[lines++] = best;
        p += best;
        while (*p == ' ')
            p++;
    }
    return lines;
}

/* The canvas's pixels (W x H) into px, after clearing it and drawing s wrapped at width
 * (lines 0) or the lines of len. */
enum { WRAP_W = 720, WRAP_H = 420, WRAP_PX = 14 };
static void wrap_pixels(Canvas *c, Draw *d, const char *s, int width, const int *len, int lines,
                        Uint32 *px)
{
    SDL_SetRenderDrawColor(c->r, 0, 0, 0, 255);
    SDL_RenderClear(c->r);
    if (!lines)
        draw_wrapped_text(d, s, WRAP_PX, d->theme->text, 0, 0, width, true);
    int lh = text_line_height(d->text, WRAP_PX, false);
    const char *p = s;
    for (int i = 0; i < lines; i++) {
        char line[512];
        snprintf(line, sizeof line, "%.*s", len[i], p);
        draw_text(d, line, WRAP_PX, false, d->theme->text, 0, i * lh, DRAW_LEFT);
        p += len[i];
        while (*p == ' ')
            p++;
    }
    SDL_RenderReadPixels(c->r, NULL, SDL_PIXELFORMAT_ARGB8888, px, WRAP_W * 4);
}

/* A paragraph wrapped (a list's description) is measured a word at a time, each word once:
 * its lines are those of measuring each longer prefix whole (as the drawing did), the same
 * pixels at every width, and the bytes measured about the paragraph's length, where the
 * prefixes were several times it (the list's repeated frames spent most of their time
 * there). */
static void wrap_linear(void)
{
    static Uint32 a[WRAP_W * WRAP_H], b[WRAP_W * WRAP_H];
    Canvas c;
    if (!canvas_open(&c, WRAP_W, WRAP_H)) {
        CHECK(!"canvas");
        return;
    }
    const char *s = "Each side's pieces are chosen at the start: a powerful queen, two rooks "
                    "that also leap like a knight (\xe2\x80\x9cmarshals\xe2\x80\x9d), pawns that "
                    "promote on the sixth rank, and a king that may castle with either rook. The "
                    "course goes through every piece in turn, then the openings, the middle "
                    "game and the endings, with a position to play out at each step.";
    Draw d = {c.r, &c.render.shapes, &c.render.text, NULL, theme_get(SETTINGS_THEME_CLASSIC)};
    int differ = 0, heights = 0, lines = 0;
    for (int width = 40; width <= 700; width += 17) {
        int len[64], lh = text_line_height(&c.render.text, WRAP_PX, false);
        int n = wrap_by_prefixes(&c.render.text, s, WRAP_PX, width, len, 64);
        lines += n;
        long before = c.render.text.measured;
        heights += draw_wrapped_text(&d, s, WRAP_PX, d.theme->text, 0, 0, width, false) != n * lh;
        CHECK(c.render.text.measured - before <= 2 * (long)strlen(s));
        wrap_pixels(&c, &d, s, width, len, 0, a);
        wrap_pixels(&c, &d, s, width, len, n, b);
        for (int i = 0; i < WRAP_W * WRAP_H; i++)
            differ += a[i] != b[i];
    }
    CHECK(lines > 100);
    CHECK_INT(heights, 0);
    CHECK_INT(differ, 0);
    canvas_close(&c);
}

/* The help's and the rules card's first frame shade the window but the part their box covers
 * whole (the card leaves a margin: a whole window's shade was most of its first frame; its
 * pieces are asked of the pieces' thread as the frame begins, and drawn last), and
 * the window is the same as when that part is shaded too: a message over the same scene
 * shades the part it does not cover, and closing it shows the box again over a scene shaded
 * whole, the same pixels. */
static void box_hole(bool rules)
{
    enum { W = 1280, H = 800 };
    static Uint32 first[W * H], again[W * H];
    Canvas c;
    if (!canvas_open(&c, W, H)) {
        CHECK(!"canvas");
        return;
    }
    fixture_help(&view);
    view.help_visible = false;
    if (rules) { /* a card of three types, one with two diagrams */
        view_copy_text(view.rules.title, VIEW_LINE_MAX, "Orthodox chess");
        view_copy_text(view.rules.text, VIEW_CAPTION_MAX, "One line.\nAnother line.");
        view.rules.files = view.rules.ranks = 8;
        view.rules.square = 27;
        view.rules.ntypes = 3;
        for (int i = 0; i < 3; i++) {
            ViewRulesType *t = &view.rules.type[i];
            t->letter = "NBQ"[i];
            view_copy_text(t->name, sizeof t->name, i == 0 ? "Knight" : "Other");
            view_copy_text(t->powers, sizeof t->powers, "N: leaps");
            view_copy_text(t->label[0], sizeof t->label[0], "N");
            t->ndiagrams = i == 2 ? 2 : 1;
            t->cls[0][10] = t->cls[0][44] = 1;
            t->cls[t->ndiagrams - 1][17] = 2;
        }
    }
    draw(&c, &view);
    long shaded = c.render.shaded;
    view.rules.visible = rules;
    view.help_visible = !rules;
    Layout l;
    layout_compute_bar(&l, W, H, view.nboards, 8, 8, view.flipped, 100, false);
    Draw d = {c.r, &c.render.shapes, &c.render.text, NULL, c.render.theme};
    unsigned long asked = c.render.pieces.clock;
    rulesview_prefetch(&d, &c.render.pieces, &view, &l); /* as the frame begins */
    CHECK(rules ? c.render.pieces.clock > asked : c.render.pieces.clock == asked);
    draw(&c, &view);
    UiRect hole = c.render.hole;
    if (rules) { /* its pieces made: not asked again; drawn last, the same pixels */
        asked = c.render.pieces.clock;
        rulesview_prefetch(&d, &c.render.pieces, &view, &l);
        CHECK_INT(c.render.pieces.clock, asked);
        check_golden("rules_1280x800", &c, W, H);
    }
    CHECK(hole.w * hole.h > (rules ? W * H * 8 / 10 : W * H * 4 / 10));
    CHECK_INT(c.render.shaded - shaded, W * H - hole.w * hole.h);
    SDL_RenderReadPixels(c.r, NULL, SDL_PIXELFORMAT_ARGB8888, first, W * 4);
    view.modal.kind = VIEW_MODAL_MESSAGE;
    view_copy_text(view.modal.title, VIEW_LINE_MAX, "A message");
    draw(&c, &view);
    CHECK_INT(c.render.shaded - shaded, W * H);
    view.modal.kind = VIEW_MODAL_NONE;
    draw(&c, &view);
    CHECK_INT(c.render.shaded - shaded, W * H);
    SDL_RenderReadPixels(c.r, NULL, SDL_PIXELFORMAT_ARGB8888, again, W * 4);
    CHECK(memcmp(first, again, sizeof first) == 0);
    memset(&view.rules, 0, sizeof view.rules);
    canvas_close(&c);
}

/* A box with an edge, opaque, drawn as a band and its inside (the inside filled once) has the
 * pixels of the edge's colour filling the whole box under the inside, for radii and edges
 * from none to more than the box holds, over noise; and a translucent row over a box drawn
 * without a blend inside has the pixels of the blend. */
static void edged_once(void)
{
    enum { W = 160, H = 120 };
    static Uint32 a[W * H], b[W * H];
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    SDL_Texture *t =
        r ? SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, W, H) : NULL;
    Shapes shapes;
    CHECK(t != NULL);
    if (!t)
        return;
    shapes_load(&shapes, r);
    SDL_SetRenderTarget(r, t);
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    Draw d = {r, &shapes, NULL, NULL, th};
    int differ = 0;
    for (int radius = 0; radius <= 40; radius += 3) {
        for (int edge = 1; edge <= 5; edge += 2) {
            UiRect box = {7, 5, 40 + radius * 2, 30 + radius};
            noise(t, W, H, false);
            draw_round_edged(&d, box, radius, edge, th->panel, th->accent);
            SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, a, W * 4);
            noise(t, W, H, false);
            draw_round(&d, box, radius, th->accent);
            int inner = radius - edge > 0 ? radius - edge : 0;
            draw_round(&d, (UiRect){box.x + edge, box.y + edge, box.w - 2 * edge, box.h - 2 * edge},
                       inner, th->panel);
            SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, b, W * 4);
            for (int i = 0; i < W * H; i++)
                differ += a[i] != b[i];
        }
    }
    CHECK_INT(differ, 0);
    /* a list's highlighted row over its box, its inside filled with the colour the blend
     * leaves (no blend): the pixels of the translucent colour blended, in every theme */
    differ = 0;
    for (int k = 0; k < SETTINGS_THEME_COUNT; k++) {
        const Theme *tk = theme_get((SettingsTheme)k);
        UiRect box = {3, 4, 150, 110}, row = {9, 30, 130, 41};
        for (int way = 0; way < 2; way++) {
            noise(t, W, H, false);
            draw_fill(&d, box, tk->panel);
            if (way == 0)
                draw_round_over(&d, row, 8, tk->row_highlight, tk->panel);
            else
                draw_round(&d, row, 8, tk->row_highlight);
            SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, way ? b : a, W * 4);
        }
        for (int i = 0; i < W * H; i++)
            differ += a[i] != b[i];
        CHECK(tk->row_highlight.a < 255 && draw_over(tk->row_highlight, tk->panel).a == 255);
    }
    CHECK_INT(differ, 0);
    shapes_unload(&shapes);
    SDL_DestroyTexture(t);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
}

/* The scene under a list is drawn again when any byte of the view behind the list changes,
 * before or after the list's own part of the view, and not when none does (its key hashes
 * the view eight bytes at a time). */
static void under_key(void)
{
    Canvas c;
    if (!canvas_open(&c, 800, 600)) {
        CHECK(!"canvas");
        return;
    }
    fixture_newgame(&view, "fide");
    draw(&c, &view);
    long shaded = c.render.shaded;
    draw(&c, &view);
    CHECK_INT(c.render.shaded, shaded);
    unsigned char *bytes[] = {(unsigned char *)&view.panel.status[3],
                              (unsigned char *)&view.board[0].title[2],
                              (unsigned char *)&view.inspect[7], (unsigned char *)&view.morph_t};
    for (size_t i = 0; i < sizeof bytes / sizeof bytes[0]; i++) {
        *bytes[i] ^= 0x40;
        draw(&c, &view);
        CHECK(c.render.shaded > shaded);
        shaded = c.render.shaded;
        draw(&c, &view);
        CHECK_INT(c.render.shaded, shaded);
        *bytes[i] ^= 0x40;
    }
    canvas_close(&c);
}

/* The pixels of target t (w x h) into px. */
static void target_pixels(SDL_Renderer *r, SDL_Texture *t, int w, int h, Uint32 format, Uint32 *px)
{
    SDL_SetRenderTarget(r, t);
    SDL_Rect all = {0, 0, w, h};
    CHECK_INT(SDL_RenderReadPixels(r, &all, format, px, w * 4), 0);
    SDL_SetRenderTarget(r, NULL);
}

/* shapes_draw gives the pixels of SDL_RenderCopy of the shape's texture tinted (on noise, with
 * or without alpha): discs and rings of several sizes, opaque colours, translucent ones and
 * white, partly off the target or clipped; and an opaque disc of a Potential token's size
 * (58 px at 1280x800) blends under half of its square, the rest filled or left, a translucent
 * ring under a third. */
static void shapes_same(Uint32 format)
{
    enum { W = 160, H = 120 };
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    SDL_Texture *a = r ? SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, W, H) : NULL,
                *b = r ? SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, W, H) : NULL;
    Uint32 *pa = malloc(W * H * sizeof *pa), *pb = malloc(W * H * sizeof *pb);
    CHECK(a && b && pa && pb);
    if (!a || !b || !pa || !pb) {
        free(pa);
        free(pb);
        return;
    }
    Shapes sh;
    shapes_load(&sh, r);
    const Theme *t = theme_get(SETTINGS_THEME_CLASSIC);
    SDL_Color colours[] = {{t->ivory.r, t->ivory.g, t->ivory.b, 255},
                           {t->ebony.r, t->ebony.g, t->ebony.b, 255},
                           {t->ink.r, t->ink.g, t->ink.b, 153},
                           {200, 30, 90, 80},
                           {255, 255, 255, 255},
                           {255, 255, 255, 120}};
    struct {
        ShapeKind kind;
        int size, thickness, x, y;
    } cases[] = {{SHAPE_DISC, 58, 0, 10, 20}, {SHAPE_DISC, 61, 0, 120, 90},
                 {SHAPE_DISC, 7, 0, 3, 3},    {SHAPE_DISC, 20, 0, -6, 100},
                 {SHAPE_RING, 44, 1, 70, 10}, {SHAPE_RING, 40, 3, 30, 60},
                 {SHAPE_DISC, 2, 0, 150, 5}};
    int n = (int)(sizeof cases / sizeof cases[0]);
    for (size_t ci = 0; ci < sizeof colours / sizeof colours[0]; ci++) {
        noise(a, W, H, ci % 2 == 1);
        noise(b, W, H, ci % 2 == 1);
        for (int k = 0; k < 2; k++) {
            SDL_SetRenderTarget(r, k ? b : a);
            SDL_Rect clip = {25, 15, 100, 80};
            SDL_RenderSetClipRect(r, ci == 2 ? &clip : NULL);
            for (int i = 0; i < n; i++) {
                SDL_Color c = colours[ci];
                if (k) {
                    CHECK(shapes_draw(&sh, cases[i].kind, cases[i].size, cases[i].thickness,
                                      cases[i].x, cases[i].y, c));
                    continue;
                }
                SDL_Texture *tex =
                    shapes_get(&sh, cases[i].kind, cases[i].size, cases[i].thickness);
                SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
                SDL_SetTextureAlphaMod(tex, c.a);
                SDL_Rect to = {cases[i].x, cases[i].y, cases[i].size, cases[i].size};
                SDL_RenderCopy(r, tex, NULL, &to);
            }
            SDL_RenderSetClipRect(r, NULL);
        }
        target_pixels(r, a, W, H, format, pa);
        target_pixels(r, b, W, H, format, pb);
        /* (RGB888's fourth byte: the noise's where SDL's blend of a clear pixel writes 0) */
        Uint32 keep = format == SDL_PIXELFORMAT_RGB888 ? 0x00FFFFFFu : 0xFFFFFFFFu;
        int differ = 0;
        for (int i = 0; i < W * H; i++)
            differ += (pa[i] & keep) != (pb[i] & keep);
        CHECK_INT(differ, 0);
    }
    sh.blended = sh.filled = 0;
    CHECK(shapes_draw(&sh, SHAPE_DISC, 58, 0, 0, 0, colours[0]));
    CHECK(sh.blended < 58 * 58 / 2);
    CHECK(sh.filled > 58 * 58 / 2);
    sh.blended = sh.filled = 0; /* a token's ring, translucent: its clear inside skipped */
    CHECK(shapes_draw(&sh, SHAPE_RING, 44, 1, 0, 0, colours[2]));
    CHECK(sh.blended < 44 * 44 / 3);
    CHECK_INT(sh.filled, 0);
    shapes_unload(&sh);
    free(pa);
    free(pb);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    shade_same(SDL_PIXELFORMAT_ARGB8888);
    shade_same(SDL_PIXELFORMAT_RGB888);
    shapes_same(SDL_PIXELFORMAT_ARGB8888);
    shapes_same(SDL_PIXELFORMAT_RGB888);
    window_format();
    wrap_linear();
    box_hole(false);
    box_hole(true);
    edged_once();
    under_key();
    fixture_release();
    SDL_Quit();
    return check_report("test_ui_frames");
}
