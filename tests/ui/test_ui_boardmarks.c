/* test_ui_boardmarks.c - marks on the boards a player must see (software renderer, goldens in
 * tests/ui/golden): a declared Portal teleport, on the portal of the piece that may go and in
 * the board's title ("White teleports here"), not only in the move list; the light theme's
 * White-to-move disc, a white stone rather than a hollow ring; a step through a game draws
 * again only the board layer's squares that changed, and the window is the same as one drawn
 * whole. */
#include "check.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "theme.h"

static View view;

static void declared_teleport(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1280, 800))
        return;
    render_set_theme(&c.render, SETTINGS_THEME_CLASSIC);
    /* White declared on A last turn (its pawn on A:a5); it acts on B now and teleports */
    fixture_portal(&view);
    view.panel.result[0] = view.panel.result_detail[0] = '\0';
    view.panel.to_move = VIEW_WHITE;
    view_copy_text(view.panel.turn, VIEW_LINE_MAX, "White must teleport on board B");
    Layout l;
    layout_compute(&l, 1280, 800, 2, 8, 8, false);
    UiRect a5 = layout_square_rect(&l, 0, 4 * 8 + 0), a4 = layout_square_rect(&l, 0, 3 * 8 + 0);
    int t = a5.w / 22 < 2 ? 2 : a5.w / 22;
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    draw(&c, &view); /* no declaration: the portal's own colour */
    Uint32 before = pixel(c.surf, a5.x + t + t / 2, a5.y + a5.h / 2);
    view.teleport_due[VIEW_WHITE] = true;
    view.board[0].teleports = 1ull << (4 * 8 + 0);
    draw(&c, &view);
    Uint32 edge = pixel(c.surf, a5.x + t + t / 2, a5.y + a5.h / 2);
    Uint32 want = ((Uint32)th->accent.r << 16) | ((Uint32)th->accent.g << 8) | th->accent.b;
    CHECK(channel_diff(edge, want) <= 8); /* the piece that may teleport: an accent frame */
    CHECK(channel_diff(before, want) > 40);
    /* another portal (a4, no piece declared) keeps its plain mark */
    CHECK(channel_diff(pixel(c.surf, a4.x + t + t / 2, a4.y + a4.h / 2), want) > 40);
    check_golden("portal_declared_1280x800", &c, 1280, 800);
    canvas_close(&c);
}

/* The light theme's White-to-move disc reads as a white stone, not a hollow ring: under its
 * outline there is a shadow, not the panel's own colour. */
static void light_disc(void)
{
    Canvas c;
    if (!canvas_checked(&c, 1280, 800))
        return;
    render_set_theme(&c.render, SETTINGS_THEME_LIGHT);
    fixture_game_polypiece(&view);
    CHECK_INT(view.panel.to_move, VIEW_WHITE);
    draw(&c, &view);
    const Theme *th = theme_get(SETTINGS_THEME_LIGHT);
    Uint32 ink = ((Uint32)th->ink.r << 16) | ((Uint32)th->ink.g << 8) | th->ink.b;
    Uint32 panel = ((Uint32)th->panel.r << 16) | ((Uint32)th->panel.g << 8) | th->panel.b;
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    /* the disc's outline: the ink pixels left of the turn line, under the title */
    int x0 = 1280, x1 = -1, y1 = -1;
    for (int y = l.panel.y + 45; y < l.panel.y + 90; y++)
        for (int x = l.panel.x; x < l.panel.x + 45; x++)
            if (channel_diff(pixel(c.surf, x, y), ink) <= 40) {
                x0 = x < x0 ? x : x0;
                x1 = x > x1 ? x : x1;
                y1 = y > y1 ? y : y1;
            }
    CHECK(x1 > x0 && x1 - x0 >= 10 && x1 - x0 <= 40); /* a disc, found */
    if (x1 > x0) {
        Uint32 under = pixel(c.surf, (x0 + x1) / 2, y1 + 2);
        CHECK(channel_diff(under, panel) > 24); /* its shadow, not the panel */
    }
    canvas_close(&c);
}

/* The first empty square of board b from sq on, and the first occupied one. */
static int find_square(const ViewBoard *bd, int sq, bool occupied)
{
    for (; sq < 64; sq++)
        if (bd->sq[sq].occupied == occupied)
            return sq;
    return -1;
}

/* The pixels in which two canvases differ. */
static long differing(const Canvas *a, const Canvas *b)
{
    long n = 0;
    for (int y = 0; y < a->surf->h; y++)
        for (int x = 0; x < a->surf->w; x++)
            n += pixel(a->surf, x, y) != pixel(b->surf, x, y);
    return n;
}

/* A step through the game (a piece moves, the last move's marks and the check go elsewhere,
 * a hint's and a wrong try's marks, a portal, a held piece's ghost) draws again only the
 * squares of the cached board layer that changed: drawing the whole window-sized layer
 * cost each step's frame about a millisecond at 1280x800 with the analysis running
 * (issue 35). The frame is the same, pixel for pixel, as one whose layer is drawn whole. */
static void layer_step(void (*fill)(View *), const char *name)
{
    Canvas c, whole;
    bool ok = canvas_open(&c, 1280, 800) && canvas_open(&whole, 1280, 800);
    CHECK(ok);
    if (!ok) { /* (the second first: the first began SDL_ttf and ends it) */
        canvas_close(&whole);
        canvas_close(&c);
        return;
    }
    fill(&view);
    draw(&c, &view);
    CHECK_INT(c.render.layer_full, 1);
    for (int step = 0; step < 3; step++) {
        int b = step % view.nboards;
        ViewBoard *bd = &view.board[b];
        int from = find_square(bd, 8 * step, true), to = find_square(bd, 8 * step, false);
        CHECK(from >= 0 && to >= 0);
        if (from < 0 || to < 0)
            break;
        bd->sq[to] = bd->sq[from];
        bd->sq[from].occupied = false;
        bd->last_from = from;
        bd->last_to = to;
        bd->check = step == 1 ? find_square(bd, 0, true) : -1;
        bd->marks ^= 1ull << (to ^ 9);
        bd->wrong_marks ^= 1ull << (from ^ 1);
        bd->portals ^= 1ull << (63 - to);
        view.drag.active = step == 2;
        view.drag.board = b;
        view.drag.sq = to;
        view.drag.x = 300;
        view.drag.y = 300;
        long full = c.render.layer_full, part = c.render.layer_partial;
        draw(&c, &view);
        render_invalidate(&whole.render);
        draw(&whole, &view);
        if (c.render.layer_full != full || c.render.layer_partial != part + 1 ||
            differing(&c, &whole) != 0)
            fprintf(stderr,
                    "%s, step %d: whole layers %ld -> %ld, by squares %ld -> %ld, %ld "
                    "pixels differ\n",
                    name, step, full, c.render.layer_full, part, c.render.layer_partial,
                    differing(&c, &whole));
        CHECK_INT(c.render.layer_full, full); /* not the whole layer */
        CHECK_INT(c.render.layer_partial, part + 1);
        CHECK_INT(differing(&c, &whole), 0);
    }
    draw(&c, &view); /* nothing changed: the layer as it is */
    CHECK_INT(c.render.layer_full + c.render.layer_partial, 4);
    canvas_close(&whole);
    canvas_close(&c);
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    declared_teleport();
    light_disc();
    layer_step(fixture_game_polypiece, "polypiece");
    layer_step(fixture_portal, "portal");
    fixture_release();
    SDL_Quit();
    return check_report("test_ui_boardmarks");
}
