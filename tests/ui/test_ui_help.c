/* test_ui_help.c - the F1 help at every window from 640x480 to 2560x1600 and every UI scale
 * from 75% to 200%: its box inside the window, its text readable, each of its rows whole and
 * shown, or reached by scrolling. */
#include <SDL.h>
#include <stdio.h>

#include "check.h"
#include "golden_canvas.h"
#include "keyhelp.h"
#include "panelview.h"
#include "view.h"

static const int scales[] = {75, 100, 125, 150, 175, 200};

static bool inside(UiRect r, UiRect area)
{
    return r.x >= area.x && r.y >= area.y && r.x + r.w <= area.x + area.w &&
           r.y + r.h <= area.y + area.h;
}

static bool overlaps(UiRect a, UiRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The next size of a walk from lo to hi by step, hi itself the last. */
static int next(int x, int hi, int step)
{
    return x < hi && x + step > hi ? hi : x + step;
}

/* The part of the window the help covers lies in the window (at 640x480 it once ran 21 px
 * past the window's top and foot, its title and last rows cut). */
static void box_in_window(Draw *d)
{
    static View v;
    v.help_visible = true;
    int bad = 0;
    for (int w = 640; w <= 2560; w = next(w, 2560, 160))
        for (int h = 480; h <= 1600; h = next(h, 1600, 40))
            for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++) {
                Layout l;
                layout_compute_scaled(&l, w, h, 1, 8, 8, false, scales[s]);
                UiRect cover = {0, 0, 0, 0};
                bool ok =
                    panelview_help_cover(d, &v, &l, &cover) && inside(cover, ui_rect(0, 0, w, h));
                if (!ok && bad++ < 6)
                    fprintf(stderr, "help at %dx%d, %d%%: covers %d,%d %dx%d\n", w, h, scales[s],
                            cover.x, cover.y, cover.w, cover.h);
            }
    CHECK_INT(bad, 0);
}

/* Every row whole inside the box under the title, none over another, its text at 11 px or
 * more; each row shown at some scroll position (all at once when the help does not scroll),
 * and the scroll bar inside the box beside the rows. */
static void rows_reached(TextCache *t)
{
    int bad = 0, scrolled = 0, two = 0;
    for (int w = 640; w <= 2560; w = next(w, 2560, 160))
        for (int h = 480; h <= 1600; h = next(h, 1600, 40))
            for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++) {
                Layout l;
                layout_compute_scaled(&l, w, h, 1, 8, 8, false, scales[s]);
                bool seen[64] = {false}, ok = keyhelp_count <= 64;
                HelpPlan p;
                panelview_help_plan(t, &l, 0, &p);
                int last = p.scrolls ? keyhelp_count - p.rows : 0;
                scrolled += p.scrolls;
                two += p.cols == 2;
                ok = ok && p.px >= 11 && inside(p.box, ui_rect(0, 0, w, h));
                for (int top = 0; ok && top <= last; top++) {
                    panelview_help_plan(t, &l, top, &p);
                    ok = p.top == top;
                    UiRect title = ui_rect(p.box.x, p.box.y, p.box.w, p.px + p.th);
                    UiRect bar = panelview_help_bar(&p);
                    ok = ok && (p.scrolls ? inside(bar, p.box) : bar.w == 0);
                    for (int i = 0; ok && i < keyhelp_count; i++) {
                        UiRect r = panelview_help_row(&p, i);
                        if (r.w == 0)
                            continue;
                        seen[i] = true;
                        ok = inside(r, p.box) && !overlaps(r, title) && !overlaps(r, bar) &&
                             r.h >= text_line_height(t, p.px, false);
                        for (int j = 0; ok && j < i; j++)
                            ok = !overlaps(r, panelview_help_row(&p, j));
                    }
                }
                for (int i = 0; ok && i < keyhelp_count; i++)
                    ok = seen[i];
                if (!ok && bad++ < 6)
                    fprintf(stderr, "help at %dx%d, %d%%: px %d, %d column(s) of %d rows%s\n", w, h,
                            scales[s], p.px, p.cols, p.rows, p.scrolls ? ", scrolled" : "");
            }
    CHECK_INT(bad, 0);
    CHECK(scrolled > 0 && two > 0); /* the walk meets each way of setting the rows */
}

/* The sizes players name: 640x480 and 800x600 scroll at a readable size, 1000x700 and
 * 1920x1080 show every row at once; the scroll position is clamped to the rows there are. */
static void named_sizes(TextCache *t)
{
    Layout l;
    HelpPlan p;
    layout_compute(&l, 640, 480, 1, 8, 8, false);
    panelview_help_plan(t, &l, 99, &p);
    CHECK(p.scrolls && p.px >= 12 && p.rows >= 12);
    CHECK_INT(p.top, keyhelp_count - p.rows);
    CHECK_INT(panelview_help_row(&p, keyhelp_count - 1).w > 0, 1);
    CHECK_INT(panelview_help_row(&p, 0).w, 0);
    layout_compute(&l, 800, 600, 1, 8, 8, false);
    panelview_help_plan(t, &l, -5, &p);
    CHECK(p.scrolls && p.top == 0 && p.px >= 12);
    layout_compute(&l, 1000, 700, 1, 8, 8, false);
    panelview_help_plan(t, &l, 7, &p);
    CHECK(!p.scrolls && p.top == 0 && p.cols == 1);
    layout_compute(&l, 1920, 1080, 1, 8, 8, false);
    panelview_help_plan(t, &l, 0, &p);
    CHECK(!p.scrolls && p.px >= 16);
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    Canvas c;
    if (canvas_checked(&c, 64, 64)) {
        Draw d = {c.r, &c.render.shapes, &c.render.text, NULL, c.render.theme};
        box_in_window(&d);
        rows_reached(&c.render.text);
        named_sizes(&c.render.text);
        canvas_close(&c);
    }
    SDL_Quit();
    return check_report("test_ui_help");
}
