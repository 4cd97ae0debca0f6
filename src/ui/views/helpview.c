/* helpview.c - the help overlay (F1): the keys and the mouse, in two columns over the
 * boards (panelview.h). */
#include <stdio.h>
#include <string.h>

#include "keyhelp.h"
#include "panelview.h"

/* The largest of a and b. */
static int larger(int a, int b)
{
    return a > b ? a : b;
}

/* The help's box, as large as fits the window, and how its lines are set in it. */
typedef struct HelpBox {
    int px, lh, kw, title_px, th;
    UiRect box;
} HelpBox;

static void help_box(Draw *d, const Layout *l, HelpBox *b)
{
    int px = larger(12,
                    l->text_px + 1 < layout_scaled(l, 18) ? l->text_px + 1 : layout_scaled(l, 18)),
        lh, kw, dw, w, h, title_px, th, bw, bh;
    for (;; px--) { /* as large as fits the window */
        lh = text_line_height(d->text, px, false) + px / 2;
        kw = dw = 0;
        for (int i = 0; i < keyhelp_count; i++) {
            text_measure(d->text, keyhelp_rows[i].keys, px, true, &w, &h);
            kw = larger(kw, w);
            text_measure(d->text, keyhelp_rows[i].what, px, false, &w, &h);
            dw = larger(dw, w);
        }
        title_px = px + 6;
        th = text_line_height(d->text, title_px, true);
        bw = kw + dw + 5 * px;
        bh = th + keyhelp_count * lh + 3 * px;
        if (px <= 9 || (bh <= l->height - 8 && bw <= l->width - 8))
            break;
    }
    *b = (HelpBox){px, lh, kw, title_px, th, {(l->width - bw) / 2, (l->height - bh) / 2, bw, bh}};
}

bool panelview_help_cover(Draw *d, const View *v, const Layout *l, UiRect *cover)
{
    HelpBox b;
    if (!v->help_visible)
        return false;
    help_box(d, l, &b);
    *cover = draw_round_cover(b.box, b.px); /* drawn with corners of radius px */
    return cover->w > 0 && cover->h > 0;
}

void panelview_draw_help(Draw *d, const View *v, const Layout *l)
{
    if (!v->help_visible)
        return;
    HelpBox b;
    help_box(d, l, &b);
    int px = b.px, lh = b.lh, kw = b.kw, bw = b.box.w;
    UiRect box = b.box;
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    int y = box.y + px;
    draw_text(d, "Keys and mouse", b.title_px, true, d->theme->text, box.x + bw / 2, y,
              DRAW_CENTER);
    y += b.th + px / 2;
    for (int i = 0; i < keyhelp_count; i++, y += lh) {
        draw_text(d, keyhelp_rows[i].keys, px, true, d->theme->accent, box.x + 2 * px + kw, y,
                  DRAW_RIGHT);
        draw_text(d, keyhelp_rows[i].what, px, false, d->theme->text, box.x + 3 * px + kw, y,
                  DRAW_LEFT);
    }
}
