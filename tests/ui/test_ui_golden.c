/* test_ui_golden.c - renders fixed views through the software renderer and compares with PNG
 * goldens.
 *
 * Goldens live in tests/ui/golden/NAME.png. A pixel differs when any channel
 * differs by more than CHANNEL_TOLERANCE; a golden fails when more than
 * COUNT_TOLERANCE pixels differ. On failure the actual image is written to
 * NAME.actual.png in the working directory of the test (the build tree).
 * To regenerate the goldens after an intended change of the drawing:
 *     MORPHCHESS_UPDATE_GOLDEN=1 ctest -R test_ui_golden
 * (or run the test binary with that variable set), then look at the PNGs
 * before committing them. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boardview.h"
#include "check.h"
#include "controller.h"
#include "editorview.h"
#include "edscreen.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "hostfile.h"
#include "layout.h"
#include "panelplan.h"
#include "render.h"
#include "setupview.h"
#include "theme.h"
#include "thumb.h"
#include "view.h"

static View view;

/* Renders v at w x h in theme t and compares with golden/NAME.png. */
/* Opens a canvas of w x h; false (a failed check) when it cannot be. */
static bool canvas_ok(Canvas *c, int w, int h)
{
    if (canvas_open(c, w, h))
        return true;
    CHECK(!"canvas");
    canvas_close(c);
    return false;
}

static void golden_in(const char *name, const View *v, int w, int h, SettingsTheme t)
{
    Canvas c;
    if (!canvas_checked(&c, w, h))
        return;
    render_set_theme(&c.render, t);
    draw(&c, v);
    check_golden(name, &c, w, h);
    canvas_close(&c);
}

static void golden(const char *name, const View *v, int w, int h)
{
    golden_in(name, v, w, h, SETTINGS_THEME_CLASSIC);
}

static bool same_colour(Uint32 px, UiColor c, int tol)
{
    Uint32 want = ((Uint32)c.r << 16) | ((Uint32)c.g << 8) | c.b;
    return channel_diff(px, want) <= tol;
}

/* Pixels a player would notice, checked without goldens. */
static void pixels(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1280, 800))
        return;
    fixture_showcase(&view);
    draw(&c, &view);
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    /* a1 is dark, b1 light (corners, away from pieces and marks) */
    const Theme *classic = theme_get(SETTINGS_THEME_CLASSIC);
    UiRect a1 = layout_square_rect(&l, 0, 0), b1 = layout_square_rect(&l, 0, 1);
    CHECK(same_colour(pixel(c.surf, a1.x + 2, a1.y + a1.h - 3), classic->dark, 0));
    /* b1 carries a move dot: its centre is the mark blended on light */
    CHECK(same_colour(pixel(c.surf, b1.x + 2, b1.y + b1.h - 3), classic->light, 0));
    Uint32 dot = pixel(c.surf, b1.x + b1.w / 2, b1.y + b1.h / 2);
    CHECK(!same_colour(dot, classic->light, 40));
    /* the selected square (c3) is tinted, the panel has its colour */
    UiRect c3 = layout_square_rect(&l, 0, 2 * 8 + 2);
    CHECK(!same_colour(pixel(c.surf, c3.x + 3, c3.y + c3.h - 3), classic->dark, 20));
    CHECK(same_colour(pixel(c.surf, l.panel.x + 5, l.panel.y + l.panel.h / 2), classic->panel, 0));

    /* the Potential sets of the piece under the pointer (h2) stand off the squares: the
     * board's pixels are those of the frame without them (issue 47: it covered f1 and g1) */
    {
        UiRect bd = l.board[0].board;
        Uint32 *with = malloc((size_t)bd.w * (size_t)bd.h * sizeof *with);
        for (int y = 0; with && y < bd.h; y++)
            for (int x = 0; x < bd.w; x++)
                with[(size_t)y * (size_t)bd.w + (size_t)x] = pixel(c.surf, bd.x + x, bd.y + y);
        char keep[sizeof view.inspect];
        snprintf(keep, sizeof keep, "%s", view.inspect);
        view.inspect[0] = '\0';
        draw(&c, &view);
        int differ = 0;
        for (int y = 0; with && y < bd.h; y++)
            for (int x = 0; x < bd.w; x++)
                differ +=
                    with[(size_t)y * (size_t)bd.w + (size_t)x] != pixel(c.surf, bd.x + x, bd.y + y);
        CHECK(with != NULL);
        CHECK_INT(differ, 0);
        free(with);
        snprintf(view.inspect, sizeof view.inspect, "%s", keep);
        draw(&c, &view);
    }

    /* the player's arrow (h3 -> h5, green) and circle (a4, red) over the squares, in their
     * colours (issue 47, point 12) */
    {
        UiRect h4 = layout_square_rect(&l, 0, 3 * 8 + 7), a4 = layout_square_rect(&l, 0, 3 * 8);
        Uint32 before = pixel(c.surf, h4.x + h4.w / 2, h4.y + h4.h / 2);
        ViewBoard *vb = &view.board[0];
        vb->nshapes = 2;
        vb->shape[0].from = 2 * 8 + 7;
        vb->shape[0].to = 4 * 8 + 7;
        vb->shape[0].colour = 'G';
        vb->shape[1].from = vb->shape[1].to = 3 * 8;
        vb->shape[1].colour = 'R';
        draw(&c, &view);
        Uint32 mid = pixel(c.surf, h4.x + h4.w / 2, h4.y + h4.h / 2);
        CHECK(mid != before);
        CHECK(((mid >> 8) & 0xff) > ((mid >> 16) & 0xff) + 40); /* green over the square */
        Uint32 ring = pixel(c.surf, a4.x + a4.w / 2, a4.y + 4);
        CHECK(((ring >> 16) & 0xff) > ((ring >> 8) & 0xff) + 40); /* red */
        vb->nshapes = 0;
        draw(&c, &view);
    }

    /* each theme colours squares and panel, on the same canvas from the next frame */
    for (int t = SETTINGS_THEME_COUNT - 1; t >= 0; t--) {
        const Theme *theme = theme_get((SettingsTheme)t);
        render_set_theme(&c.render, (SettingsTheme)t);
        draw(&c, &view);
        CHECK(same_colour(pixel(c.surf, a1.x + 2, a1.y + a1.h - 3), theme->dark, 0));
        CHECK(same_colour(pixel(c.surf, b1.x + 2, b1.y + b1.h - 3), theme->light, 0));
        CHECK(
            same_colour(pixel(c.surf, l.panel.x + 5, l.panel.y + l.panel.h / 2), theme->panel, 0));
    }
    CHECK(!same_colour(pixel(c.surf, 0, 0), theme_get(SETTINGS_THEME_DARK)->window, 0));
    CHECK(theme_get((SettingsTheme)99) == classic);

    /* a second identical frame makes no texture at all */
    long before = render_rasterized(&c.render);
    draw(&c, &view);
    CHECK_INT(render_rasterized(&c.render) - before, 0);
    /* flipping moves pieces but rasterizes nothing new either */
    view.flipped = true;
    draw(&c, &view);
    CHECK_INT(render_rasterized(&c.render) - before, 0);
    /* flipped: a1 is now the top right square */
    layout_compute(&l, 1280, 800, 1, 8, 8, true);
    a1 = layout_square_rect(&l, 0, 0);
    CHECK_INT(a1.x, l.board[0].board.x + 7 * l.square);
    CHECK_INT(a1.y, l.board[0].board.y);
    canvas_close(&c);

    /* a smaller canvas: the pieces are rasterized again at the new size, once */
    if (!canvas_checked(&c, 1000, 700))
        return;
    fixture_showcase(&view);
    draw(&c, &view);
    before = render_rasterized(&c.render);
    long pieces_before = c.render.pieces.rasterized;
    draw(&c, &view);
    CHECK_INT(render_rasterized(&c.render) - before, 0);
    CHECK(pieces_before > 0);
    canvas_close(&c);
}

/* A wrong try's squares are framed in red, a hint's in the accent, inside the red where a
 * square is both: the two never look alike. */
static void wrong_marks(void)
{
    Canvas c;
    if (!canvas_open(&c, 1280, 800)) {
        CHECK(!"canvas");
        return;
    }
    fixture_showcase(&view);
    ViewBoard *bd = &view.board[0];
    bd->wrong_marks = (1ull << 56) | (1ull << 40); /* a8, a6 */
    bd->marks = (1ull << 56) | (1ull << 63);       /* a8, h8 */
    draw(&c, &view);
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    int t = l.square / 16 > 3 ? l.square / 16 : 3;
    UiRect a8 = layout_square_rect(&l, 0, 56), a6 = layout_square_rect(&l, 0, 40),
           h8 = layout_square_rect(&l, 0, 63);
    CHECK(same_colour(pixel(c.surf, a6.x + 1, a6.y + a6.h / 2), th->wrong, 0));
    CHECK(same_colour(pixel(c.surf, a8.x + 1, a8.y + a8.h / 2), th->wrong, 0));
    CHECK(same_colour(pixel(c.surf, a8.x + t + 1, a8.y + a8.h / 2), th->accent, 0));
    CHECK(same_colour(pixel(c.surf, h8.x + 1, h8.y + h8.h / 2), th->accent, 0));
    CHECK(channel_diff((Uint32)th->wrong.r << 16 | (Uint32)th->wrong.g << 8 | th->wrong.b,
                       (Uint32)th->accent.r << 16 | (Uint32)th->accent.g << 8 | th->accent.b) > 80);
    canvas_close(&c);
}

/* The editor fits any height: with every list per colour and atom lists (twenty rows), at
 * 800x600 and at 1280x500 every button is drawn inside the window. */
static void editor_fits(void)
{
    Editor *ed = editor_new(NULL, NULL, NULL);
    CHECK(ed != NULL);
    if (!ed)
        return;
    Error err;
    for (int t = 0; t < ed->ntypes; t++)
        editor_set_per_colour(ed, EDITOR_PIECE, t, true, &err);
    CHECK_INT(editor_set_atomic(ed, true, &err), 0);
    for (const char *a = "WFDNAHC"; *a; a++)
        editor_add_atom(ed, *a, &err);
    EdScreen *s = malloc(sizeof *s);
    edscreen_init(s, ed);
    static const int sizes[][2] = {{800, 600}, {1280, 500}, {1280, 800}};
    for (int i = 0; i < 3; i++) {
        Canvas c;
        int w = sizes[i][0], h = sizes[i][1];
        if (!canvas_open(&c, w, h)) {
            CHECK(!"canvas");
            break;
        }
        s->scroll = 0;
        render_editor_frame(&c.render, s, w, h);
        if (s->scroll_max > 0) { /* the column scrolls: to its end */
            edscreen_scroll(s, 100000);
            CHECK_INT(s->scroll, s->scroll_max);
            render_editor_frame(&c.render, s, w, h);
        }
        CHECK(i == 2 ? s->scroll_max == 0 : true); /* 1280x800 fits as it is */
        int buttons = 0;
        for (int k = 0; k < c.render.hits.n; k++) {
            const DrawHit *hit = &c.render.hits.item[k];
            if (hit->kind != EDSCREEN_HIT_BUTTON && hit->kind != EDSCREEN_HIT_ENTRY)
                continue;
            buttons += hit->kind == EDSCREEN_HIT_BUTTON;
            if (hit->r.y + hit->r.h > h)
                fprintf(stderr, "editor %dx%d: hit %d/%d at y %d..%d\n", w, h, hit->kind,
                        hit->index, hit->r.y, hit->r.y + hit->r.h);
            CHECK(hit->r.y + hit->r.h <= h);
        }
        CHECK_INT(buttons, EDSCREEN_NBUTTONS);
        /* Up from the King (W) goes round to the last list: scrolled into view */
        if (i == 1) {
            s->scroll = 0;
            render_editor_frame(&c.render, s, w, h);
            edscreen_key(s, UI_KEY_UP, 0);
            render_editor_frame(&c.render, s, w, h);
            CHECK(s->scroll > 0);
            int seen = 0;
            for (int k = 0; k < c.render.hits.n; k++) {
                const DrawHit *hit = &c.render.hits.item[k];
                if (hit->kind == EDSCREEN_HIT_ENTRY && hit->index % 16 == ed->sel_entry &&
                    hit->index / 32 == EDITOR_ATOM * 16 + ed->sel.index)
                    seen += hit->r.y >= 0 && hit->r.y + hit->r.h <= h;
            }
            CHECK_INT(seen, 1);
            edscreen_key(s, UI_KEY_DOWN, 0);
        }
        canvas_close(&c);
    }
    free(s);
    editor_free(ed);
}

static bool overlap(UiRect a, UiRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The set-up screen of every family at three sizes: each clickable place inside the window
 * and none over another (squares, palette, chips, buttons); one golden. */
static void setup_fits(void)
{
    static const char *ids[] = {"fide",   "polypiece-phased", "polypiece-atomic", "potential",
                                "portal", "portal-polypiece", "portal-one-set",   "prodem"};
    static const int sizes[][2] = {{800, 600}, {1280, 800}, {1000, 560}};
    SetupScreen *s = malloc(sizeof *s);
    for (size_t i = 0; s && i < sizeof ids / sizeof ids[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, ids[i]);
        Variant *v = NULL;
        Error err;
        if (host_load_variant(path, &v, &err) != 0 || setscreen_open(s, v, NULL, &err) != 0) {
            CHECK(!"variant");
            variant_free(v);
            continue;
        }
        if (s->setup.family == SETUP_POTENTIAL) { /* a long FEN typed, one letter wrong */
            setscreen_fen_paste(s, "[!kn][!n][!n][!n][!n][!n][!kn][!kn]/1[!kn]4[!kn]1/3[qrp]4/"
                                   "1n[qrp]1[qrp][qrp]n1/2[QRP][QRP][QRP]3/2N2N2/[!KN][!KN]1["
                                   "!BN]'1[!KN][!KN][!KN]/[!N]1[!N]1[!N][!N]1[!N] w - 0 7 -z");
            s->fen.field.cursor = s->fen.field.anchor = 60;
            s->focus_sq = 11; /* d2: its set's chips shown */
        }
        if (strcmp(ids[i], "polypiece-phased") == 0) { /* a position set up, for the golden */
            setup_clear_board(&s->setup);
            setup_put(&s->setup, 0, 4, "K");
            setup_put(&s->setup, 0, 7, "R");
            setup_put(&s->setup, 0, 60, "k");
            setup_put(&s->setup, 0, 36, "N");
            setup_put(&s->setup, 0, 51, "p");
            setup_toggle_castling(&s->setup, 0, 7);
            setup_step_phase(&s->setup, WHITE, 4, 1);
            s->tool = 4;
            s->held_board = 0;
            s->held_sq = 36;
            setup_check(&s->setup);
        }
        for (int k = 0; k < 3; k++) {
            Canvas c;
            int w = sizes[k][0], h = sizes[k][1];
            if (!canvas_open(&c, w, h)) {
                CHECK(!"canvas");
                break;
            }
            render_setup_frame(&c.render, s, w, h);
            const DrawHits *hits = &c.render.hits;
            int buttons = 0, squares = 0, fen_h = 0;
            for (int a = 0; a < hits->n; a++) {
                UiRect r = hits->item[a].r;
                fen_h = hits->item[a].kind == SETSCREEN_HIT_FEN ? r.h : fen_h;
                buttons += hits->item[a].kind == SETSCREEN_HIT_BUTTON;
                squares += hits->item[a].kind == SETSCREEN_HIT_SQUARE;
                bool inside = r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h;
                if (!inside)
                    fprintf(stderr, "setup %s %dx%d: hit %d/%d outside\n", ids[i], w, h,
                            hits->item[a].kind, hits->item[a].index);
                CHECK(inside);
                for (int b = a + 1; b < hits->n; b++)
                    if (overlap(r, hits->item[b].r)) {
                        fprintf(stderr, "setup %s %dx%d: hits %d/%d and %d/%d overlap\n", ids[i], w,
                                h, hits->item[a].kind, hits->item[a].index, hits->item[b].kind,
                                hits->item[b].index);
                        CHECK(!"overlap");
                    }
            }
            CHECK_INT(squares, 64 * s->setup.nboards);
            /* the FEN in lines of readable text (11 px and more), never one shrunk line */
            if (fen_h < (s->setup.family == SETUP_POTENTIAL ? 3 : 1) * 13)
                fprintf(stderr, "setup %s %dx%d: the FEN field is %d px high\n", ids[i], w, h,
                        fen_h);
            CHECK(fen_h >= (s->setup.family == SETUP_POTENTIAL ? 3 : 1) * 13);
            if (s->setup.family == SETUP_POTENTIAL && k == 0) {
                SDL_RenderPresent(c.r);
                check_golden("setup_potential_fen_800x600", &c, w, h);
            }
            CHECK(buttons >= 4 + 4); /* Play, Cancel, Clear, Start, sides, counters */
            if (k == 1 && strcmp(ids[i], "polypiece-phased") == 0) {
                SDL_RenderPresent(c.r);
                check_golden("setup_polypiece_1280x800", &c, w, h);
            }
            canvas_close(&c);
        }
        variant_free(v);
    }
    free(s);
}

/* The set-up screen's FEN field marks an error of no bytes (a field missing at the end of the
 * text: the engine's column one past the last byte, a span of 0) where the field would begin:
 * pixels of the error colour in the field, at both sizes, as a wrong byte is underlined. */
static void setup_fen_mark(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/potential.json", MORPH_SOURCE_DIR);
    Variant *v = NULL;
    Error err;
    SetupScreen *s = malloc(sizeof *s);
    if (!s || host_load_variant(path, &v, &err) != 0 || setscreen_open(s, v, NULL, &err) != 0) {
        CHECK(!"variant");
        variant_free(v);
        free(s);
        return;
    }
    setscreen_fen_paste(s, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
    CHECK(s->fen.err_point);
    CHECK_INT(s->fen.err_from, 51);
    const UiColor ink = theme_get(SETTINGS_THEME_CLASSIC)->error_text;
    static const int sizes[][2] = {{1280, 800}, {800, 600}};
    for (int k = 0; k < 2; k++) {
        Canvas c;
        int w = sizes[k][0], h = sizes[k][1];
        if (!canvas_ok(&c, w, h))
            break;
        render_setup_frame(&c.render, s, w, h);
        SDL_RenderPresent(c.r);
        UiRect f = {0, 0, 0, 0};
        for (int a = 0; a < c.render.hits.n; a++)
            if (c.render.hits.item[a].kind == SETSCREEN_HIT_FEN)
                f = c.render.hits.item[a].r;
        int marked = 0, right = 0; /* the mark's pixels, and the rightmost */
        for (int y = f.y; y < f.y + f.h; y++)
            for (int x = f.x; x < f.x + f.w; x++)
                if (same_colour(pixel(c.surf, x, y), ink, 8)) {
                    marked++;
                    right = x > right ? x : right;
                }
        if (marked < 18)
            fprintf(stderr, "setup FEN %dx%d: %d pixels mark the end\n", w, h, marked);
        CHECK(marked >= 18); /* 3 px high, 6 px wide at least */
        CHECK(right < f.x + f.w - 1);
        canvas_close(&c);
    }
    /* a text whose error is at one byte: that byte underlined, no mark of no bytes */
    setscreen_fen_paste(s, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - 0 1 -");
    CHECK(!s->fen.err_point);
    variant_free(v);
    free(s);
}

/* Under a box the scene is drawn once and copied while it stays the same (the help golden
 * checks the picture); a change under the box draws it again. */
static void under_cache(void)
{
    Canvas c;
    if (!canvas_open(&c, 1000, 700)) {
        CHECK(!"canvas");
        return;
    }
    fixture_help(&view);
    draw(&c, &view);
    CHECK(c.render.under_ok);
    unsigned long key = c.render.under_key;
    int hits = c.render.hits.n;
    draw(&c, &view);
    CHECK(c.render.under_key == key);
    CHECK_INT(c.render.hits.n, hits); /* the scene's places are kept with it */
    view.panel.title[0] = view.panel.title[0] == 'X' ? 'Y' : 'X';
    draw(&c, &view);
    CHECK(c.render.under_key != key);
    canvas_close(&c);
}

/* The pieces that stand still are in the cached board layer: a frame with nothing changed
 * draws none again (no new texture, the layer kept), and the layer follows the position
 * (a piece taken off, a piece held) and the pointer's marks stay out of it. */
static void layer_pieces(void)
{
    Canvas c;
    if (!canvas_open(&c, 1280, 800)) {
        CHECK(!"canvas");
        return;
    }
    fixture_game_polypiece(&view);
    view.board[0].has_preview = false; /* a preview hides the piece under the pointer */
    Layout l;
    layout_compute(&l, 1280, 800, view.nboards, 8, 8, view.flipped);
    int sq = -1; /* an occupied square */
    for (int i = 0; i < 64 && sq < 0; i++)
        if (view.board[0].sq[i].occupied && view.board[0].selected != i)
            sq = i;
    UiRect r = layout_square_rect(&l, 0, sq);
    int cx = r.x + r.w / 2, cy = r.y + r.h * 3 / 4; /* the piece's base */
    draw(&c, &view);
    CHECK(c.render.layer_ok);
    long drawn = c.render.layer_full + c.render.layer_partial; /* the layer drawn so far */
    Uint32 with_piece = pixel(c.surf, cx, cy), corner = pixel(c.surf, r.x + 3, r.y + 3);
    long made = render_rasterized(&c.render);
    draw(&c, &view);
    CHECK_INT(render_rasterized(&c.render), made);
    CHECK_INT(c.render.layer_full + c.render.layer_partial, drawn);
    view.board[0].hover = sq; /* the pointer's mark and a picked-up piece: over the layer */
    int was = view.board[0].selected;
    view.board[0].selected = sq;
    draw(&c, &view);
    CHECK_INT(c.render.layer_full + c.render.layer_partial, drawn);
    CHECK(pixel(c.surf, r.x + 3, r.y + 3) != corner); /* tinted */
    CHECK(pixel(c.surf, cx, cy) == with_piece);       /* the piece over its tint */
    view.board[0].hover = -1;
    view.board[0].selected = was;
    view.drag.active = true; /* held: a ghost in the layer, drawn again once */
    view.drag.board = 0;
    view.drag.sq = sq;
    view.drag.x = view.drag.y = 5;
    long full = c.render.layer_full;
    draw(&c, &view);
    CHECK_INT(c.render.layer_full, full); /* its square only */
    CHECK_INT(c.render.layer_partial + full, drawn + 1);
    CHECK(pixel(c.surf, cx, cy) != with_piece);
    view.drag.active = false;
    view.board[0].sq[sq].occupied = false; /* taken off: the square is bare */
    draw(&c, &view);
    Uint32 bare = pixel(c.surf, cx, cy);
    CHECK(bare != with_piece);
    CHECK(bare == pixel(c.surf, r.x + 2, r.y + r.h - 3)); /* the square's own colour */
    canvas_close(&c);
}

/* A choice stands beside the board, over the panel; the board under it is not shaded. */
static void choice_beside(void)
{
    Canvas c;
    if (!canvas_open(&c, 1280, 800)) {
        CHECK(!"canvas");
        return;
    }
    fixture_game_polypiece(&view);
    draw(&c, &view);
    Layout l;
    layout_compute(&l, 1280, 800, view.nboards, 8, 8, view.flipped);
    UiRect b = l.board[0].board;
    Uint32 plain = pixel(c.surf, b.x + b.w / 2, b.y + b.h / 2);
    ViewModal *m = &view.modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_CHOICE;
    view_copy_text(m->title, sizeof m->title, "Promote to");
    m->nitems = 2;
    view_copy_text(m->items[0].title, sizeof m->items[0].title, "Queen");
    view_copy_text(m->items[1].title, sizeof m->items[1].title, "Knight");
    draw(&c, &view);
    int items = 0;
    for (int k = 0; k < c.render.hits.n; k++) {
        const DrawHit *h = &c.render.hits.item[k];
        if (h->kind != DRAW_HIT_ITEM)
            continue;
        items++;
        CHECK(h->r.x >= b.x + b.w); /* right of the board */
    }
    CHECK_INT(items, 2);
    CHECK(pixel(c.surf, b.x + b.w / 2, b.y + b.h / 2) == plain);
    m->kind = VIEW_MODAL_NONE;
    canvas_close(&c);
}

/* At 800x600 two boards take the width and the panel is a strip under them; a choice stands
 * in the strip, its items side by side, and leaves both boards as they were. */
static void choice_below(void)
{
    Canvas c;
    if (!canvas_open(&c, 800, 600)) {
        CHECK(!"canvas");
        return;
    }
    fixture_portal(&view);
    Layout l;
    layout_compute(&l, 800, 600, view.nboards, 8, 8, view.flipped);
    CHECK(l.panel_below);
    CHECK(l.panel.x == 0 && l.panel.y == 432 && l.panel.w == 800 && l.panel.h == 168);
    draw(&c, &view);
    Uint32 plain[2][64];
    for (int b = 0; b < 2; b++)
        for (int sq = 0; sq < 64; sq++) {
            UiRect r = layout_square_rect(&l, b, sq);
            plain[b][sq] = pixel(c.surf, r.x + r.w / 2, r.y + r.h / 2);
        }
    ViewModal *m = &view.modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_CHOICE;
    view_copy_text(m->title, sizeof m->title, "Promote the pawn on e8 (board A) to");
    const char *names[] = {"Queen", "Rook", "Bishop", "Knight"}, types[] = "QRBN";
    m->nitems = 4;
    for (int i = 0; i < 4; i++) {
        view_copy_text(m->items[i].title, sizeof m->items[i].title, names[i]);
        view_copy_text(m->items[i].detail, sizeof m->items[i].detail, "e7-e8 on board A");
        m->items[i].piece = types[i];
        m->items[i].colour = i == 3 ? VIEW_BLACK : VIEW_WHITE;
    }
    m->selected = 1;
    draw(&c, &view);
    int items = 0, last_x = -1;
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    for (int k = 0; k < c.render.hits.n; k++) {
        const DrawHit *h = &c.render.hits.item[k];
        if (h->kind != DRAW_HIT_ITEM)
            continue;
        items++;
        /* each piece on a light square's colour, the black knight too (issue 47: black icons
         * were dim on the dark tiles) */
        int light = 0;
        for (int y = h->r.y; y < h->r.y + h->r.h; y++)
            for (int x = h->r.x; x < h->r.x + h->r.h; x++)
                light += same_colour(pixel(c.surf, x, y), th->light, 0);
        CHECK(light > h->r.h);
        CHECK(h->r.y >= l.panel.y && h->r.y + h->r.h <= 600); /* in the strip */
        CHECK(h->r.x > last_x);                               /* side by side */
        last_x = h->r.x;
    }
    CHECK_INT(items, 4);
    int changed = 0;
    for (int b = 0; b < 2; b++)
        for (int sq = 0; sq < 64; sq++) {
            UiRect r = layout_square_rect(&l, b, sq);
            changed += pixel(c.surf, r.x + r.w / 2, r.y + r.h / 2) != plain[b][sq];
        }
    CHECK_INT(changed, 0);
    canvas_close(&c);
    golden("portal_choice_800x600", &view, 800, 600);
    m->kind = VIEW_MODAL_NONE;
}

/* draw_fit_text keeps the longest prefix that fits with an ellipsis (found by halving): the
 * same answer as dropping one character at a time, measured by the same cache. */
static void fit_text(void)
{
    Canvas c;
    if (!canvas_open(&c, 200, 100))
        return;
    Draw d = {c.r, &c.render.shapes, &c.render.text, NULL, c.render.theme};
    const char *texts[] = {
        "Lists belong to Betza atoms, not types. Pieces are orthodox (K = W+F, Q = W0+F0)",
        "caf\xc3\xa9 \xe2\x80\x94 na\xc3\xafve r\xc3\xb4le \xe2\x86\x92 \xc3\xa9t\xc3\xa9", "W",
        "short"};
    int widths[] = {1, 8, 30, 61, 120, 250, 400};
    int fits = 0, shortened = 0;
    for (int t = 0; t < 4; t++) {
        for (int k = 0; k < 7; k++) {
            char got[256], want[256];
            int px = draw_fit_text(&d, texts[t], 14, 12, false, widths[k], got, sizeof got);
            int w, h, len = (int)strlen(texts[t]);
            text_measure(&c.render.text, texts[t], 12, false, &w, &h);
            if (w <= widths[k]) { /* it fits at some size: no ellipsis */
                CHECK_STR(got, texts[t]);
                CHECK(px >= 12);
                fits++;
                continue;
            }
            CHECK_INT(px, 12);
            snprintf(want, sizeof want, "\xe2\x80\xa6");
            for (int keep = len - 1; keep > 0; keep--) {
                if (((unsigned char)texts[t][keep] & 0xC0) == 0x80)
                    continue;
                snprintf(want, sizeof want, "%.*s\xe2\x80\xa6", keep, texts[t]);
                text_measure(&c.render.text, want, 12, false, &w, &h);
                if (w <= widths[k])
                    break;
                snprintf(want, sizeof want, "\xe2\x80\xa6");
            }
            CHECK_STR(got, want);
            shortened++;
        }
    }
    CHECK(fits >= 5);       /* "W" and "short" at the wider widths, the accents at 400 */
    CHECK(shortened >= 15); /* the long text at every width */
    /* a dialog's "\n" breaks its line ("\n\n": an empty line between), never drawn as a box */
    int lh = text_line_height(&c.render.text, 12, false);
    CHECK_INT(draw_wrapped_text(&d, "One line", 12, d.theme->text, 0, 0, 190, false), lh);
    CHECK_INT(draw_wrapped_text(&d, "First\n\nthird", 12, d.theme->text, 0, 0, 190, false), 3 * lh);
    CHECK_INT(draw_wrapped_text(&d, "a b\nc", 12, d.theme->text, 0, 0, 190, false), 2 * lh);
    canvas_close(&c);
}

/* Text from the glyph atlas: a string of glyphs already drawn rasterizes nothing, in any
 * colour; and a line is where SDL_ttf's own rendering of the whole line puts its ink (the
 * advances as its shaping adds them up), symbols and fractions included. */
static void glyph_atlas(void)
{
    Canvas c;
    if (!canvas_checked(&c, 600, 80))
        return;
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    Draw d = {c.r, &c.render.shapes, &c.render.text, NULL, th};
    const char *line = "Polypiece 1\xc2\xbd \xe2\x99\x94\xe2\x99\x95 Ng1-f3=WD fbNW";
    draw_fill(&d, (UiRect){0, 0, 600, 80}, th->panel);
    int w = draw_text(&d, line, 16, false, th->text, 10, 10, DRAW_LEFT);
    long before = c.render.text.rasterized;
    CHECK(before > 10);
    draw_text(&d, "fbNW Ng1-f3=WD \xe2\x99\x95\xe2\x99\x94 1\xc2\xbd Polypiece", 16, false,
              th->accent, 10, 40, DRAW_LEFT);
    CHECK_INT(c.render.text.rasterized, before);
    SDL_RenderPresent(c.r);
    int tw, tth;
    text_measure(&c.render.text, line, 16, false, &tw, &tth);
    CHECK_INT(w, tw);
    /* the rightmost ink of the line against SDL_ttf's rendering of it */
    TTF_Font *f = TTF_OpenFont(c.render.text.path, 16);
    CHECK(f != NULL);
    if (f) {
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
        SDL_Color white = {255, 255, 255, 255};
        SDL_Surface *ref = TTF_RenderUTF8_Blended(f, line, white);
        SDL_Surface *ref32 =
            ref ? SDL_ConvertSurfaceFormat(ref, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
        int ref_right = -1, got_right = -1;
        for (int y = 0; ref32 && y < ref32->h; y++)
            for (int x = 0; x < ref32->w; x++)
                if ((pixel(ref32, x, y) >> 24) > 128 && x > ref_right)
                    ref_right = x;
        for (int y = 10; y < 10 + tth; y++)
            for (int x = 0; x < 600; x++)
                if (!same_colour(pixel(c.surf, x, y), th->panel, 128) && x - 10 > got_right)
                    got_right = x - 10;
        CHECK(ref_right > 200);
        CHECK(got_right >= ref_right - 1 && got_right <= ref_right + 1);
        if (got_right < ref_right - 1 || got_right > ref_right + 1)
            fprintf(stderr, "glyph_atlas: ink ends at %d, SDL_ttf's at %d\n", got_right, ref_right);
        SDL_FreeSurface(ref32);
        SDL_FreeSurface(ref);
        TTF_CloseFont(f);
    }
    canvas_close(&c);
}

/* The item rows of the last frame, top to bottom: their count, the height of each. */
static int item_rows(const Canvas *c, int *h, int max, int *bottom)
{
    int n = 0;
    *bottom = 0;
    for (int i = 0; i < c->render.hits.n && n < max; i++) {
        const DrawHit *hit = &c->render.hits.item[i];
        if (hit->kind != DRAW_HIT_ITEM)
            continue;
        h[n++] = hit->r.h;
        if (hit->r.y + hit->r.h > *bottom)
            *bottom = hit->r.y + hit->r.h;
    }
    return n;
}

/* The new-game list's rows are as high as their text, whatever game is behind it (one board
 * or two), and the rows fill the box to its bottom: no empty band under them. */
static void newgame_rows(void)
{
    Canvas c;
    if (!canvas_checked(&c, 800, 600))
        return;
    int h1[64], h2[64], b1, b2;
    fixture_newgame(&view, "fide");
    draw(&c, &view);
    int n1 = item_rows(&c, h1, 64, &b1);
    fixture_newgame(&view, "portal");
    draw(&c, &view);
    int n2 = item_rows(&c, h2, 64, &b2);
    CHECK(n1 >= 6);
    CHECK_INT(n2, n1);
    for (int i = 0; i < n1 && i < n2; i++)
        CHECK_INT(h2[i], h1[i]);
    CHECK_INT(b2, b1);
    /* the box's lower edge (the accent line) is close under the last row drawn */
    int edge = -1;
    for (int y = 599; y > 300 && edge < 0; y--)
        if (same_colour(pixel(c.surf, 400, y), theme_get(SETTINGS_THEME_CLASSIC)->accent, 40))
            edge = y;
    CHECK(edge > 0 && b1 <= edge && edge - b1 < 40);
    canvas_close(&c);
}

/* A long status message is wrapped in the panel, not cut: its accent-coloured text spans
 * more than one line. */
static void status_wraps(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1280, 800))
        return;
    fixture_game_polypiece(&view);
    view_copy_text(view.panel.status, sizeof view.panel.status,
                   "Opened the pasted text (the variant on the board took it as a game of that "
                   "variant): every move of it, with its comments");
    draw(&c, &view);
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    int top = -1, bottom = -1;
    for (int y = 500; y < 800; y++)
        for (int x = l.panel.x; x < 1280; x++)
            if (same_colour(pixel(c.surf, x, y), th->accent, 30)) {
                top = top < 0 ? y : top;
                bottom = y;
                break;
            }
    int lh = text_line_height(&c.render.text, l.text_px - 1, false);
    CHECK(top > 0 && bottom - top > lh * 3 / 2);
    /* the buttons stay put whether a one-line status (the computer's thinking) is shown */
    int ys[2] = {-1, -1};
    for (int k = 0; k < 2; k++) {
        view_copy_text(view.panel.status, sizeof view.panel.status,
                       k ? "Computer thinking\xe2\x80\xa6 depth 9, +0.35: e2-e4 e7-e5" : "");
        draw(&c, &view);
        for (int i = 0; i < c.render.hits.n; i++)
            if (c.render.hits.item[i].kind == DRAW_HIT_BUTTON && ys[k] < 0)
                ys[k] = c.render.hits.item[i].r.y;
    }
    CHECK(ys[0] > 0);
    CHECK_INT(ys[1], ys[0]);
    canvas_close(&c);
}

/* The top of the move list's first move in the panel drawn on c (-1: none). */
static int first_move_y(const Canvas *c)
{
    for (int i = 0; i < c->render.hits.n; i++)
        if (c->render.hits.item[i].kind == DRAW_HIT_MOVE)
            return c->render.hits.item[i].r.y;
    return -1;
}

/* A title too long for the panel even at its smallest size goes on two lines, not cut with an
 * ellipsis (a course's name and its lesson's at 800x600: "Polypiece Chess: Tactics o..."):
 * what is under it moves down by a line of its bold text. */
static void title_wraps(void)
{
    Canvas c;
    if (!canvas_checked(&c, 800, 600))
        return;
    fixture_game_polypiece(&view);
    Layout l;
    layout_compute(&l, 800, 600, 1, 8, 8, false);
    int ys[3];
    const char *titles[3] = {"Polypiece Chess", "Polypiece Chess: atomic",
                             "Polypiece Chess: Tactics of the switch"};
    for (int k = 0; k < 3; k++) {
        view_copy_text(view.panel.title, sizeof view.panel.title, titles[k]);
        draw(&c, &view);
        ys[k] = first_move_y(&c);
    }
    CHECK(ys[0] > 0);
    CHECK(ys[1] <= ys[0]); /* one line, a size smaller */
    CHECK_INT(ys[2] - ys[0], text_line_height(&c.render.text, l.text_px + 2, true) -
                                 text_line_height(&c.render.text, l.text_px + 6, true) +
                                 text_line_height(&c.render.text, l.text_px + 2, true));
    canvas_close(&c);
}

static int golden_line_h(void *ctx, int px, bool bold)
{
    return text_line_height(ctx, px, bold);
}
static int golden_width(void *ctx, const char *s, int px, bool bold)
{
    int w, h;
    text_measure(ctx, s, px, bold, &w, &h);
    return w;
}

/* The captured pieces show the material balance: White a rook ahead gets "+5" after its
 * catch, whole, and nothing is drawn there while the material is level. */
static void material_balance(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1280, 800))
        return;
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    PlanText t = {&c.render.text, golden_line_h, golden_width};
    int inked[2];
    for (int k = 0; k < 2; k++) {
        fixture_showcase(&view);
        if (k == 1)
            snprintf(view.panel.captured[VIEW_BLACK], VIEW_MAX_CAPTURED + 1, "PNQBR");
        view.modal.kind = VIEW_MODAL_NONE;
        draw(&c, &view);
        /* where the plan puts the captured pieces (nothing folds at 1280x800) */
        PlanNeed n;
        plan_need(&n, &l, &view.panel, false, &t);
        Plan pl;
        plan_panel(&pl, &l, &n);
        UiRect part = pl.part[PLAN_CAPTURED];
        PlanCaptured cap;
        snprintf(view.panel.captured[VIEW_BLACK], VIEW_MAX_CAPTURED + 1, "PNQBR");
        plan_captured(&cap, &view.panel, &t, l.text_px, l.scale, part.x, part.y, part.w,
                      pl.folded[PLAN_CAPTURED]);
        UiRect plus = cap.plus[VIEW_BLACK];
        CHECK(plus.w > 0 && plus.x + plus.w <= l.panel.x + l.panel.w);
        inked[k] = 0;
        for (int y = plus.y; y < plus.y + plus.h; y++)
            for (int x = plus.x; x < plus.x + plus.w; x++)
                inked[k] += !same_colour(pixel(c.surf, x, y), th->panel, 40);
    }
    CHECK_INT(inked[0], 0);
    CHECK(inked[1] > 20);
    canvas_close(&c);
}

/* The move list's entries (issue 47, point 5): the move shown inside a variation is drawn
 * whole in its bold face, never cut to an ellipsis while the others show whole; a long
 * main-line move keeps the two columns throughout (its pair shrinks a little) or every move
 * takes a row of its own, never a few rows here and there. */
static void move_list_entries(void)
{
    static const int sizes[][2] = {{800, 600}, {1280, 800}, {1000, 700}};
    for (int k = 0; k < 3; k++) {
        Canvas c;
        if (!canvas_checked(&c, sizes[k][0], sizes[k][1]))
            return;
        fixture_game_variations(&view);
        Layout l;
        layout_compute(&l, sizes[k][0], sizes[k][1], 1, 8, 8, false);
        ViewPanel *p = &view.panel;
        int shown = -1, longest = -1;
        for (int i = 0; i < p->nitems; i++) {
            if (p->items[i].depth > 0 && shown < 0)
                shown = i;
            if (p->items[i].depth == 0 && p->items[i].colour == VIEW_BLACK && longest < 0)
                longest = i;
        }
        CHECK(shown >= 0 && longest >= 0);
        snprintf(p->items[shown].text, VIEW_MOVE_MAX, "Qc7-a5=WAND");
        snprintf(p->items[longest].text, VIEW_MOVE_MAX, "R4f1-f4=B");
        p->current_item = shown;
        draw(&c, &view);
        const DrawHits *hits = &c.render.hits;
        char label[VIEW_MOVE_MAX + 16];
        const ViewMoveItem *it = &p->items[shown];
        if (it->numbered)
            snprintf(label, sizeof label, "%d%s %s", it->turn,
                     it->colour == VIEW_WHITE ? "." : "...", it->text);
        else
            snprintf(label, sizeof label, "%s", it->text);
        int bold_w, th;
        text_measure(&c.render.text, label, l.text_px - 1, true, &bold_w, &th);
        int cell_w = -1, same_row = 0, own_row = 0;
        for (int i = 0; i < hits->n; i++) {
            const DrawHit *h = &hits->item[i];
            if (h->kind != DRAW_HIT_MOVE)
                continue;
            if (h->index == shown)
                cell_w = h->r.w;
            const ViewMoveItem *a = &p->items[h->index];
            if (a->depth != 0 || a->colour != VIEW_WHITE || h->index + 1 >= p->nitems ||
                p->items[h->index + 1].depth != 0)
                continue;
            for (int j = 0; j < hits->n; j++) /* White's move and Black's reply of a turn */
                if (hits->item[j].kind == DRAW_HIT_MOVE && hits->item[j].index == h->index + 1)
                    (*(hits->item[j].r.y == h->r.y ? &same_row : &own_row))++;
        }
        if (cell_w - 12 < bold_w)
            fprintf(stderr, "%dx%d: \"%s\" in a cell %d wide, %d needed\n", sizes[k][0],
                    sizes[k][1], label, cell_w, bold_w + 12);
        CHECK(cell_w - 12 >= bold_w);
        CHECK(same_row + own_row > 0);
        if (same_row && own_row)
            fprintf(stderr, "%dx%d: %d pairs side by side, %d apart\n", sizes[k][0], sizes[k][1],
                    same_row, own_row);
        CHECK(same_row == 0 || own_row == 0);
        canvas_close(&c);
    }
}

/* The pictures are drawn once each and kept: a second frame draws none, a frame of another
 * theme draws them again. */
static void games_thumbs(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1280, 800))
        return;
    fixture_games(&view);
    for (int i = 0; i < view.modal.nitems; i++) /* four games, and a PGN file without one */
        CHECK_INT(view.modal.items[i].thumb.nboards, i == 1 ? 2 : i < 4 ? 1 : 0);
    draw(&c, &view);
    CHECK_INT((int)c.render.thumbs.made, 4);
    long made = render_rasterized(&c.render);
    draw(&c, &view);
    CHECK_INT((int)(render_rasterized(&c.render) - made), 0);
    render_set_theme(&c.render, SETTINGS_THEME_DARK);
    draw(&c, &view);
    CHECK_INT((int)c.render.thumbs.made, 8);
    canvas_close(&c);
}

static int max_i(int a, int b)
{
    return a > b ? a : b;
}

/* The number of hits of kind, and the rectangle around them. */
static int count_kind(const DrawHits *h, int kind, UiRect *bounds)
{
    int n = 0;
    for (int i = 0; i < h->n; i++) {
        if (h->item[i].kind != kind)
            continue;
        UiRect r = h->item[i].r;
        if (n++ == 0) {
            *bounds = r;
            continue;
        }
        int x1 = max_i(bounds->x + bounds->w, r.x + r.w),
            y1 = max_i(bounds->y + bounds->h, r.y + r.h);
        bounds->x = bounds->x < r.x ? bounds->x : r.x;
        bounds->y = bounds->y < r.y ? bounds->y : r.y;
        bounds->w = x1 - bounds->x;
        bounds->h = y1 - bounds->y;
    }
    return n;
}

/* Whether the last frame drew the button of intent. */
static bool has_button(const Canvas *c, int intent)
{
    for (int i = 0; i < c->render.hits.n; i++)
        if (c->render.hits.item[i].kind == DRAW_HIT_BUTTON &&
            c->render.hits.item[i].index == intent)
            return true;
    return false;
}

/* Issue 47, point 12: a game over has an Analysis button beside Rematch (lichess's analysis
 * board); a game going on has Resign and Draw instead. */
static void analysis_button(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1000, 700))
        return;
    fixture_game_mate(&view);
    draw(&c, &view);
    CHECK(has_button(&c, INTENT_ANALYSIS));
    CHECK(has_button(&c, INTENT_REMATCH));
    CHECK(!has_button(&c, INTENT_RESIGN));
    fixture_game_polypiece(&view);
    draw(&c, &view);
    CHECK(!has_button(&c, INTENT_ANALYSIS));
    CHECK(has_button(&c, INTENT_RESIGN));
    canvas_close(&c);
}

/* The analysis board shares the panel: at 1280x800 and 800x600, beside one board and two
 * (and under two), the three lines, the move list with at least five rows (three in the
 * strip's column) and the review's graph are drawn, none over another or over a button,
 * the lines above the moves and the graph under them; the bar's score is a label of
 * readable size (dark figures on White's colour, White ahead) under the bar's foot; a frame
 * after one without the bar is the same as a fresh one (the board layer kept is drawn again
 * where the bar's column moved the boards). */
static void analysis_fits(void)
{
    static const char *const ids[] = {"polypiece", "potential", "portal"};
    static const int sizes[][2] = {{1280, 800}, {800, 600}, {1920, 1080}};
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    for (int g = 0; g < 3; g++)
        for (int k = 0; k < 3; k++) {
            int w = sizes[k][0], h = sizes[k][1];
            Canvas c;
            if (!canvas_ok(&c, w, h))
                return;
            fixture_analysis(&view, ids[g], false);
            /* first without the bar: its column moves the boards, and the board layer kept
             * from that frame is drawn again where they stand now */
            view.analysis.on = false;
            draw(&c, &view);
            view.analysis.on = true;
            draw(&c, &view);
            Layout l;
            layout_compute_bar(&l, w, h, view.nboards, 8, 8, false, 100, true);
            const DrawHits *hits = &c.render.hits;
            UiRect lines = {0}, graph = {0}, moves = {0}, buttons = {0};
            int nlines = count_kind(hits, DRAW_HIT_LINE, &lines);
            int ngraph = count_kind(hits, DRAW_HIT_GRAPH, &graph);
            count_kind(hits, DRAW_HIT_BUTTON, &buttons);
            int rows = 0, last_y = -1;
            for (int i = 0; i < hits->n; i++)
                if (hits->item[i].kind == DRAW_HIT_MOVE && hits->item[i].r.y != last_y) {
                    rows++;
                    last_y = hits->item[i].r.y;
                }
            count_kind(hits, DRAW_HIT_MOVE, &moves);
            printf("analysis_fits %s %dx%d: %d lines, %d move rows, graph %d (%d px high)\n",
                   ids[g], w, h, nlines, rows, ngraph > 0, graph.h);
            CHECK_INT(nlines, 3);
            CHECK(ngraph > 0);
            if (w == 1920 && view.nboards == 1) /* the graph grows with the panel (issue 47) */
                CHECK(graph.h >= 80);
            CHECK(rows >= (l.panel_below ? 3 : 5));
            for (int i = 0; i < hits->n; i++)
                for (int j = 0; j < hits->n; j++) {
                    const DrawHit *a = &hits->item[i], *b = &hits->item[j];
                    if (a->kind != b->kind && overlap(a->r, b->r)) {
                        printf("  overlap: kind %d (%d,%d %dx%d) and kind %d\n", a->kind, a->r.x,
                               a->r.y, a->r.w, a->r.h, b->kind);
                        CHECK(!"hits overlap");
                    }
                }
            if (!l.panel_below) {
                CHECK(lines.y + lines.h <= moves.y);
                CHECK(moves.y + moves.h <= graph.y);
                CHECK(graph.y + graph.h <= buttons.y);
                CHECK(lines.x >= l.panel.x && graph.x >= l.panel.x);
            }
            Canvas fresh; /* the same frame with no layer kept */
            if (canvas_open(&fresh, w, h)) {
                draw(&fresh, &view);
                int differ = 0;
                for (int y = 0; y < h; y++)
                    for (int x = 0; x < w; x++)
                        differ += pixel(fresh.surf, x, y) != pixel(c.surf, x, y);
                CHECK_INT(differ, 0);
            }
            canvas_close(&fresh);
            /* the bar's label: White's colour with dark figures under the bar */
            UiRect bar = l.bar;
            CHECK(bar.w >= 12 && l.bar_col.w >= 40);
            CHECK(l.bar_col.x + l.bar_col.w <= l.board[0].frame.x);
            int ivory = 0, ink = 0;
            for (int y = bar.y + bar.h + 3; y < bar.y + bar.h + 21 && y < h; y++) {
                for (int x = l.bar_col.x; x < l.bar_col.x + l.bar_col.w; x++) {
                    Uint32 px = pixel(c.surf, x, y);
                    ivory += same_colour(px, th->ivory, 8);
                    ink += same_colour(px, th->ink, 60);
                }
            }
            CHECK(ink >= 40);
            CHECK(ivory >= 200);
            canvas_close(&c);
        }
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    fixture_showcase(&view);
    golden("showcase_1280x800", &view, 1280, 800);
    fixture_portal(&view);
    golden("portal_1280x800", &view, 1280, 800);
    fixture_help(&view);
    golden("help_1000x700", &view, 1000, 700);
    view.help_top = 9; /* scrolled: the rows that fit, a scroll bar where they are */
    golden("help_640x480", &view, 640, 480);
    fixture_game_polypiece(&view);
    golden("game_polypiece_1280x800", &view, 1280, 800);
    fixture_game_prodem(&view);
    golden("game_prodem_1280x800", &view, 1280, 800);
    fixture_game_mate(&view);
    golden("game_mate_1000x700", &view, 1000, 700);
    analysis_button();
    fixture_game_variations(&view);
    golden("variations_1000x700", &view, 1000, 700);
    fixture_game_polypiece(&view);
    golden_in("game_polypiece_dark_1280x800", &view, 1280, 800, SETTINGS_THEME_DARK);
    fixture_game_polypiece(&view);
    golden_in("game_polypiece_light_1280x800", &view, 1280, 800, SETTINGS_THEME_LIGHT);
    fixture_portal(&view);
    golden_in("portal_light_1280x800", &view, 1280, 800, SETTINGS_THEME_LIGHT);
    fixture_newgame(&view, "fide");
    golden("newgame_800x600", &view, 800, 600);
    /* the players by the clocks: a long name beside a short one keeps its size */
    fixture_game_variations(&view);
    view_copy_text(view.panel.player[VIEW_WHITE], VIEW_LINE_MAX, "Anna");
    view_copy_text(view.panel.player[VIEW_BLACK], VIEW_LINE_MAX, "Computer, level 3");
    golden("players_800x600", &view, 800, 600);
    fixture_games(&view);
    golden("games_1280x800", &view, 1280, 800);
    fixture_games(&view);
    golden("games_800x600", &view, 800, 600);
    games_thumbs();
    pixels();
    wrong_marks();
    editor_fits();
    under_cache();
    layer_pieces();
    choice_beside();
    choice_below();
    setup_fits();
    setup_fen_mark();
    fit_text();
    glyph_atlas();
    newgame_rows();
    status_wraps();
    title_wraps();
    material_balance();
    move_list_entries();
    analysis_fits();
    fixture_analysis(&view, "polypiece", false);
    golden("analysis_polypiece_1280x800", &view, 1280, 800);
    fixture_analysis(&view, "polypiece", false);
    golden("analysis_polypiece_800x600", &view, 800, 600);
    fixture_analysis(&view, "portal", false);
    golden("analysis_portal_1280x800", &view, 1280, 800);
    fixture_analysis(&view, "portal", false);
    golden("analysis_portal_800x600", &view, 800, 600);
    fixture_analysis(&view, "potential", true);
    golden("analysis_reviewing_potential_800x600", &view, 800, 600);
    fixture_release();
    SDL_Quit();
    return check_report("test_ui_golden");
}
