/* rulesview.c - the rules card of the variant played: its sentences wrapped at the top, then
 * a tile per type (the piece, its name and powers, a diagram of the power in force), the
 * whole fitted to the window from 800x600 up. */
#include "rulesview.h"

#include <string.h>

#include "theme.h"

/* Each line of text wrapped to width; returns the height (draw false: measures only). */
static int paragraphs(Draw *d, const char *text, int px, int x, int y, int w, bool draw)
{
    char one[VIEW_CAPTION_MAX];
    int h = 0;
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        if (n >= sizeof one)
            n = sizeof one - 1;
        memcpy(one, p, n);
        one[n] = '\0';
        h += draw_wrapped_text(d, one, px, d->theme->text, x, y + h, w, draw) + px / 3;
        p += n;
        if (*p == '\n')
            p++;
    }
    return h;
}

/* A small board: light and dark squares, the piece's square marked, dots where the power
 * moves, rings where it captures. */
static void diagram(Draw *d, const ViewRules *R, const unsigned char *cls, int x, int y, int sq)
{
    for (int r = 0; r < R->ranks; r++) {
        for (int f = 0; f < R->files; f++) {
            int i = r * 8 + f;
            UiRect box = {x + f * sq, y + (R->ranks - 1 - r) * sq, sq, sq};
            draw_fill(d, box, (r + f) % 2 ? d->theme->light : d->theme->dark);
            if (i == R->square)
                draw_fill(d, box, d->theme->selected);
            int cx = box.x + sq / 2, cy = box.y + sq / 2;
            if (cls[i] == 1 || cls[i] == 3)
                draw_disc(d, cx, cy, sq * 4 / 10, d->theme->ink);
            if (cls[i] == 2 || cls[i] == 3)
                draw_ring(d, cx, cy, sq * 8 / 10, sq / 8 + 1, d->theme->check);
        }
    }
    draw_border(d, (UiRect){x, y, R->files * sq, R->ranks * sq}, 1, d->theme->frame_edge);
}

/* The card's box (within a margin of the window) and its text size. */
static UiRect card(const Layout *l, int *px)
{
    int margin = ui_clamp(l->width / 40, 8, 24);
    *px = ui_clamp(l->text_px, 11, 17);
    return (UiRect){margin, margin, l->width - 2 * margin, l->height - 2 * margin};
}

bool rulesview_cover(const View *v, const Layout *l, UiRect *cover)
{
    int px;
    if (!v->rules.visible)
        return false;
    UiRect box = card(l, &px);
    *cover = draw_round_cover(box, px); /* drawn with corners of radius px */
    return cover->w > 0 && cover->h > 0;
}

/* The size of the card's piece icons (a line of text and a margin). */
static int icon_size(Draw *d, int px)
{
    return text_line_height(d->text, px, false) + 6;
}

void rulesview_prefetch(Draw *d, PieceArt *art, const View *v, const Layout *l)
{
    int px;
    if (!v->rules.visible)
        return;
    card(l, &px);
    int icon = icon_size(d, px);
    for (int i = 0; i < PIECES_SLOTS; i++)
        if (art->slot[i].size == icon) /* made already */
            return;
    pieces_prefetch(art, icon);
}

void rulesview_draw(Draw *d, PieceArt *art, const View *v, const Layout *l)
{
    const ViewRules *R = &v->rules;
    if (!R->visible)
        return;
    int px;
    UiRect box = card(l, &px);
    int cols = box.w >= 1000 ? 4 : 3, n = R->ntypes;
    int rows = (n + cols - 1) / cols;
    int tpx = px + 6, pad = px;
    int inner = box.w - 2 * pad;
    int th = text_line_height(d->text, tpx, true);
    int words = paragraphs(d, R->text, px, 0, 0, inner, false);
    int lh = text_line_height(d->text, px, false);
    /* the tiles share what is left: a header line (piece and name), the powers, a diagram */
    int avail = box.h - 2 * pad - th - px - words - px;
    int tile_h = rows ? avail / rows : 0;
    int tile_w = (inner - (cols - 1) * px) / cols;
    int files = R->files ? R->files : 8, ranks = R->ranks ? R->ranks : 8;
    int sq = ui_clamp((tile_h - 3 * lh - px) / ranks, 4, 22);
    if (2 * sq * files + px > tile_w - px) /* two diagrams side by side */
        sq = (tile_w - 2 * px) / (2 * files);
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    int y = box.y + pad;
    draw_text(d, R->title, tpx, true, d->theme->text, box.x + pad, y, DRAW_LEFT);
    draw_text(d, "Dot: moves there. Ring: captures there. R or Esc closes.", px - 1, false,
              d->theme->text_dim, box.x + box.w - pad, y + (th - lh) / 2, DRAW_RIGHT);
    y += th + px / 2;
    y += paragraphs(d, R->text, px, box.x + pad, y, inner, true) + px / 2;
    for (int i = 0; i < n; i++) {
        const ViewRulesType *t = &R->type[i];
        int tx = box.x + pad + (i % cols) * (tile_w + px), ty = y + (i / cols) * tile_h;
        UiRect tile = {tx, ty, tile_w, tile_h - px / 2};
        draw_round(d, tile, px / 2, d->theme->chip);
        int icon = icon_size(d, px);
        draw_text(d, t->name, px + 1, true, d->theme->text, tx + px + icon, ty + px / 3 + 3,
                  DRAW_LEFT);
        char fitted[200];
        int fpx = draw_fit_text(d, t->powers, px - 1, px - 4, false, tile_w - px, fitted,
                                (int)sizeof fitted);
        draw_text(d, fitted, fpx, false, d->theme->accent, tx + px / 2, ty + px / 3 + icon + 2,
                  DRAW_LEFT);
        int dy = ty + px / 3 + icon + lh + 6, nd = t->ndiagrams;
        int dw = sq * files, gap = px;
        int dx = tx + (tile_w - nd * dw - (nd - 1) * gap) / 2;
        for (int k = 0; k < nd; k++, dx += dw + gap) {
            if (dy + sq * ranks + lh > tile.y + tile.h)
                break;
            diagram(d, R, t->cls[k], dx, dy, sq);
            fpx = draw_fit_text(d, t->label[k], px - 2, px - 5, false, dw, fitted,
                                (int)sizeof fitted);
            draw_text(d, fitted, fpx, false, d->theme->text_dim, dx + dw / 2, dy + sq * ranks + 2,
                      DRAW_CENTER);
        }
    }
    /* the pieces last (beside the names, over nothing else drawn): the pieces' thread reduces
     * a new size's meanwhile (rulesview_prefetch, at the start of the frame) */
    for (int i = 0, icon = icon_size(d, px); i < n; i++) {
        int tx = box.x + pad + (i % cols) * (tile_w + px), ty = y + (i / cols) * tile_h;
        draw_piece(d, art, R->type[i].letter, 0, ui_rect(tx + px / 2, ty + px / 3, icon, icon),
                   255);
    }
}
