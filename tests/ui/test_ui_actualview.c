/* test_ui_actualview.c - Potential's V drawn (software renderer, goldens in tests/ui/golden): a
 * 70-move Potential game actualized as orthodox chess, shown mid-game at 1280x800 and
 * 800x600: the board with its last move marked, the controls, the move list scrolled to keep
 * the current move in view with every move whole, the wheel's scroll, Copy; all in the
 * window. */
#include "actualview.h"
#include "check.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "modalview.h"
#include "session.h"
#include "text.h"

static View view; /* large: kept off the stack */
static Session session;

/* The game (tests/data/potential-v-game.txt, random play), its board shown. */
static void load_game(void)
{
    char path[512], text[4096];
    size_t n = fixture_read("tests/data/potential-v-game.txt", text, sizeof text);
    CHECK(n > 100);
    snprintf(path, sizeof path, "%s/variants/potential.json", MORPH_SOURCE_DIR);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session_paste(&session, &view, text, n), 0);
    CHECK_INT(match_plies(session.match), 140);
    CHECK(session_actual_possible(&session));
}

/* The game in V at ply 71 (36. White). */
static bool open_game(void)
{
    load_game();
    Intent v = {INTENT_ACTUALIZE, -1, -1, -1, -1, false, 0, 0, 0};
    session_apply(&session, &view, &v);
    CHECK(session_actual_shown(&session, &view));
    CHECK_INT(view.modal.game.nplies, 140);
    CHECK_INT(session_actual_goto(&session, &view, 71), 1);
    return session_actual_shown(&session, &view);
}

/* The hits of the frame drawn: the box, the list, the moves, the buttons. */
typedef struct Hits {
    UiRect box, list;
    int first, nmoves, first_ply, last_ply, buttons, copy;
    bool current;
} Hits;

static bool inside(UiRect in, UiRect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w &&
           in.y + in.h <= out.y + out.h;
}

static Hits hits_of(Canvas *c, int px)
{
    Hits h;
    memset(&h, 0, sizeof h);
    h.first_ply = -1;
    const DrawHits *all = &c->render.hits;
    int from = all->n; /* the box's hits follow those of the window under it */
    for (int i = 0; i < all->n; i++)
        if (all->item[i].kind == DRAW_HIT_BOX)
            from = i;
    for (int i = from; i < all->n; i++) {
        const DrawHit *hit = &all->item[i];
        if (hit->kind == DRAW_HIT_BOX)
            h.box = hit->r;
        if (hit->kind == DRAW_HIT_SCROLL) {
            h.list = hit->r;
            h.first = hit->index;
        }
        if (hit->kind == DRAW_HIT_BUTTON) {
            CHECK(inside(hit->r, h.box));
            h.copy += hit->index == INTENT_COPY;
            h.buttons++;
        }
        if (hit->kind != DRAW_HIT_MOVE)
            continue;
        CHECK(inside(hit->r, h.list));
        h.nmoves++;
        if (h.first_ply < 0)
            h.first_ply = hit->index;
        h.last_ply = hit->index;
        h.current |= hit->index == view.modal.game.ply;
        /* each move whole: its SAN fits its cell at the list's size (px - 1), bold as the
         * current move */
        int w = 0, th = 0;
        text_measure(&c->render.text, view.modal.game.san[hit->index - 1], px - 1, true, &w, &th);
        CHECK(w <= hit->r.w - px);
    }
    return h;
}

static void at_size(int w, int h, const char *name)
{
    Canvas c;
    if (!canvas_checked(&c, w, h))
        return;
    Layout l;
    layout_compute(&l, w, h, 1, 8, 8, false);
    int px = l.text_px + 1 < 12 ? 12 : l.text_px + 1; /* as modalview_draw */
    if (px > layout_scaled(&l, 18))
        px = layout_scaled(&l, 18);
    session_actual_goto(&session, &view, 71);
    draw(&c, &view);
    Hits hs = hits_of(&c, px);
    CHECK(inside(hs.box, (UiRect){0, 0, w, h}));
    CHECK(inside(hs.list, hs.box));
    CHECK_INT(hs.copy, 1);
    CHECK_INT(hs.buttons, 5); /* |< < > >| and Copy */
    CHECK(hs.current);        /* the current move in view, in the list's middle */
    CHECK(hs.first_ply > 1);
    CHECK(hs.last_ply < 140);
    CHECK(hs.nmoves >= 20);
    CHECK(71 - hs.first_ply >= 8 && hs.last_ply - 71 >= 8);
    check_golden(name, &c, w, h);
    /* the wheel: the list's first row moves, the position stays */
    int first = hs.first;
    CHECK_INT(session_actual_scroll(&session, &view, first + 5), 1);
    draw(&c, &view);
    hs = hits_of(&c, px);
    CHECK_INT(hs.first, first + 5);
    CHECK_INT(view.modal.game.ply, 71);
    CHECK_INT(session_actual_scroll(&session, &view, 1000), 1); /* past the end: the last rows */
    draw(&c, &view);
    hs = hits_of(&c, px);
    CHECK_INT(hs.last_ply, 140);
    /* Home: the start, its first row shown */
    CHECK_INT(session_actual_goto(&session, &view, 0), 1);
    draw(&c, &view);
    hs = hits_of(&c, px);
    CHECK_INT(hs.first, 0);
    CHECK_INT(hs.first_ply, 1);
    CHECK(!hs.current);
    canvas_close(&c);
}

/* Pixels where canvases a and b (w x h) differ in colour (the alpha byte left out: RGB888's
 * is not drawn). */
static int differing_rgb(Canvas *a, Canvas *b, int w, int h)
{
    int n = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            n += ((pixel(a->surf, x, y) ^ pixel(b->surf, x, y)) & 0xFFFFFFu) != 0;
    return n;
}

/* V's board made ahead while the game is shown (as the program does between frames, at the
 * size actualview_square gives): V's first frame then reduces no piece, makes no piece
 * texture and finds the texture its board is kept in. In a window without alpha (X11's) that
 * texture has the window's format, so that it is copied as rows; the frame is the same,
 * pixel for pixel, as in a window with alpha, whose board is kept with alpha. */
static void ahead(void)
{
    enum { W = 1280, H = 800 };
    Canvas c, argb;
    if (!canvas_open_format(&c, W, H, SDL_PIXELFORMAT_RGB888) || !canvas_open(&argb, W, H)) {
        CHECK(!"canvas");
        canvas_close(&c);
        canvas_close(&argb);
        return;
    }
    load_game();
    draw(&c, &view);
    Layout l;
    layout_compute(&l, W, H, 1, 8, 8, false);
    Draw d = {c.r, &c.render.shapes, &c.render.text, NULL, c.render.theme};
    int square = actualview_square(&d, &l, modalview_text_px(&l), session_actual_about());
    CHECK(square >= 40 && square <= 80);
    bool ready = false;
    for (int i = 0; i < 500; i++) {
        if ((ready = actualview_prepare(&d, &c.render.pieces, &c.render.thumbs, square)))
            break;
        SDL_Delay(10); /* the pieces' thread at it */
    }
    CHECK(ready);
    const ThumbKept *k = &c.render.thumbs.kept;
    SDL_Texture *kept = k->tex;
    CHECK(kept != NULL);
    CHECK(k->format == SDL_PIXELFORMAT_RGB888);
    long here = c.render.pieces.reduced_here, made = c.render.pieces.rasterized;
    Intent v = {INTENT_ACTUALIZE, -1, -1, -1, -1, false, 0, 0, 0};
    session_apply(&session, &view, &v);
    CHECK(session_actual_shown(&session, &view));
    draw(&c, &view);
    CHECK_INT(c.render.pieces.reduced_here, here);
    CHECK_INT(c.render.pieces.rasterized, made);
    CHECK(k->tex == kept && k->ok);
    draw(&argb, &view);
    CHECK(argb.render.thumbs.kept.format == SDL_PIXELFORMAT_ARGB8888);
    CHECK_INT(differing_rgb(&c, &argb, W, H), 0);
    Intent close = {INTENT_CANCEL, -1, -1, -1, -1, false, 0, 0, 0};
    session_apply(&session, &view, &close);
    canvas_close(&argb);
    canvas_close(&c);
}

/* Pixels where canvases a and b (w x h) differ. */
static int differing(Canvas *a, Canvas *b, int w, int h)
{
    int n = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            n += pixel(a->surf, x, y) != pixel(b->surf, x, y);
    return n;
}

/* Stepping (Right, then Left back, F): each step draws again only the board's squares that
 * changed (two to four; a capture's, castling's) into the kept picture, never the whole
 * board, and every frame equals, pixel for pixel, one whose board is drawn whole. */
static void steps(void)
{
    enum { W = 1280, H = 800 };
    Canvas c, whole;
    if (!canvas_open_two(&c, &whole, W, H))
        return;
    session_actual_goto(&session, &view, 60);
    draw(&c, &view);
    const ThumbKept *k = &c.render.thumbs.kept;
    CHECK_INT(k->whole, 1);
    for (int i = 0; i < 24; i++) {
        long squares = k->squares;
        int ply = view.modal.game.ply;
        CHECK_INT(session_actual_goto(&session, &view, i < 12 ? ply + 1 : ply - 1), 1);
        draw(&c, &view);
        CHECK(k->squares - squares >= 2 && k->squares - squares <= 6);
        thumbview_invalidate(&whole.render.thumbs);
        draw(&whole, &view);
        CHECK_INT(differing(&c, &whole, W, H), 0);
    }
    CHECK_INT(k->whole, 1);
    long squares = k->squares;
    draw(&c, &view); /* the same frame again: nothing drawn into the picture */
    CHECK_INT(k->squares, squares);
    Intent flip = {INTENT_FLIP, -1, -1, -1, -1, false, 0, 0, 0};
    session_apply(&session, &view, &flip); /* the other side: drawn whole */
    draw(&c, &view);
    CHECK_INT(k->whole, 2);
    session_apply(&session, &view, &flip);
    canvas_close(&whole);
    canvas_close(&c);
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    if (session_init(&session, MORPH_SOURCE_DIR, NULL) != 0)
        return 1;
    ahead();
    if (open_game()) {
        steps();
        at_size(1280, 800, "actualized_1280x800");
        at_size(800, 600, "actualized_800x600");
    }
    session_clear(&session);
    SDL_Quit();
    return check_report("test_ui_actualview");
}
