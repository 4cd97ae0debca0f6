/* test_ui_boardmarks.c - marks on the boards a player must see (software renderer, goldens in
 * tests/ui/golden): a declared Portal teleport, on the portal of the piece that may go and in
 * the board's title ("White teleports here"), not only in the move list; the light theme's
 * White-to-move disc, a white stone rather than a hollow ring. */
#include "check.h"
#include "fixture.h"
#include "golden_canvas.h"
#include "theme.h"

static View view;

static void declared_teleport(void)
{
    Canvas c;
    if (!canvas_open(&c, 1280, 800)) {
        CHECK(!"canvas");
        canvas_close(&c);
        return;
    }
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
    if (!canvas_open(&c, 1280, 800)) {
        CHECK(!"canvas");
        canvas_close(&c);
        return;
    }
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

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    declared_teleport();
    light_disc();
    fixture_release();
    SDL_Quit();
    return check_report("test_ui_boardmarks");
}
