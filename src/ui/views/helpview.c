/* helpview.c - the help overlay (F1): the keys and the mouse, in two columns over the
 * boards (panelview.h). */
#include <stdio.h>
#include <string.h>

#include "panelview.h"

/* The largest of a and b. */
static int larger(int a, int b)
{
    return a > b ? a : b;
}

static const char *const lines[][2] = {
    {"Click a piece, then a square", "move it"},
    {"Drag a piece to a square", "move it"},
    {"Right click, Esc", "put the piece back"},
    {"Enter", "choose; play a forced pass or lost turn"},
    {"Click a move in the list", "show that position (of any variation)"},
    {"A move at an earlier position", "starts a variation; the game is kept"},
    {"Ctrl+\xe2\x86\x91  /  Delete", "promote the variation / delete the move shown on"},
    {"F", "flip the board"},
    {"T", "automatic flip for hot-seat play"},
    {"A", "analysis of the position shown on / off (bar, best lines)"},
    {"G", "review the game (G again cancels); Shift+G writes its marks"},
    {"Shift+A", "change animation on / off"},
    {"S", "sounds on / off"},
    {"D", "Portal: declare a teleport"},
    {"V", "Potential: view the game as orthodox chess; copy its PGN"},
    {"C", "comment the move shown (kept in saves and PGN)"},
    {"H / L", "a hint (an arrow) / the courses and tutorials"},
    {"R", "the rules card of the variant played"},
    {"Ctrl+R  /  O  /  M", "resign / offer a draw / rematch, colours swapped"},
    {"Ctrl+E", "the power-list editor"},
    {"P", "set up a position (drag pieces from a palette)"},
    {"Ctrl+,", "settings: theme, animations, sounds, UI scale, flip"},
    {"\xe2\x86\x90  \xe2\x86\x92, mouse wheel", "step through the moves"},
    {"Home / End (\xe2\x86\x91 / \xe2\x86\x93)", "first / last position"},
    {"Ctrl+Z  /  Ctrl+Y", "undo / redo"},
    {"Ctrl+N", "new game"},
    {"Ctrl+S  /  Ctrl+O", "save / all games (Delete removes one, Ctrl+Z restores)"},
    {"Ctrl+C  /  Ctrl+Shift+C", "copy the position (FEN) / the game (PGN)"},
    {"Ctrl+V", "open a pasted FEN or PGN"},
    {"Esc", "close a list or a message; hide the result banner"},
    {"F1", "show or hide this help"},
    {"Ctrl+Q", "quit"},
};

enum { NLINES = sizeof lines / sizeof lines[0] };

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
        for (int i = 0; i < NLINES; i++) {
            text_measure(d->text, lines[i][0], px, true, &w, &h);
            kw = larger(kw, w);
            text_measure(d->text, lines[i][1], px, false, &w, &h);
            dw = larger(dw, w);
        }
        title_px = px + 6;
        th = text_line_height(d->text, title_px, true);
        bw = kw + dw + 5 * px;
        bh = th + NLINES * lh + 3 * px;
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
    for (int i = 0; i < NLINES; i++, y += lh) {
        draw_text(d, lines[i][0], px, true, d->theme->accent, box.x + 2 * px + kw, y, DRAW_RIGHT);
        draw_text(d, lines[i][1], px, false, d->theme->text, box.x + 3 * px + kw, y, DRAW_LEFT);
    }
}
