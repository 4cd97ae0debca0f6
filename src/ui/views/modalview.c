/* modalview.c - lists, choices and messages drawn in a box over a shaded window. */
#include "modalview.h"

#include <stdio.h>
#include <string.h>

#include "actualview.h"
#include "controller.h"
#include "fieldview.h"
#include "theme.h"

bool modalview_beside(const View *v, const Layout *l)
{
    return (v->modal.kind == VIEW_MODAL_CHOICE || v->modal.kind == VIEW_MODAL_TEXT) &&
           !v->modal.centred &&
           (l->panel_below || (l->panel.w >= 280 && l->panel.x >= l->width / 2));
}

/* One item of a list or a choice in its row: a piece icon (icon px, 0: none), the title and
 * the detail, each fitted to the row. */
static void draw_item(Draw *d, PieceArt *art, const ViewItem *it, UiRect row, int tx, bool sel,
                      bool choice, int icon, int px)
{
    int lh1 = text_line_height(d->text, px + 1, true),
        lh2 = text_line_height(d->text, px - 1, false);
    draw_round_over(d, row, 8, sel ? d->theme->row_highlight : d->theme->chip, d->theme->panel);
    if (sel)
        draw_fill(d, ui_rect(row.x, row.y + 6, 4, row.h - 12), d->theme->accent);
    if (it->piece) { /* on a light square's colour: a black piece as clear as a white one */
        UiRect at = ui_rect(tx, row.y + (row.h - icon) / 2, icon, icon);
        draw_round(d, at, icon / 5, d->theme->light);
        draw_piece(d, art, it->piece, it->colour, at, 255);
        tx += icon + px;
    }
    char fitted[2 * VIEW_LINE_MAX + 4];
    int tw = row.x + row.w - 14 - tx;
    int fpx = draw_fit_text(d, it->title, choice ? px + 2 : px + 1, px - 2, true, tw, fitted,
                            (int)sizeof fitted);
    int ty = row.y + (row.h - lh1 - lh2) / 2;
    draw_text(d, fitted, fpx, true, sel ? d->theme->accent : d->theme->text, tx, ty, DRAW_LEFT);
    fpx = draw_fit_text(d, it->detail, px - 1, px - 4, false, tw, fitted, (int)sizeof fitted);
    draw_text(d, fitted, fpx, false, d->theme->text_dim, tx, ty + lh1, DRAW_LEFT);
}

/* The rows of a list: a title, and the detail wrapped under it (up to LIST_LINES lines, the
 * last shortened with an ellipsis), after the picture of the item's position when it has one
 * (a game). Every row of a list is as high as its highest (ListBox.row_h), highlighted or
 * not: rows of one height read as a list (uneven ones looked ragged), and the pointer
 * highlights the row it is over, so a row that grew under it would move away from it. */
enum { LIST_LINES = 2 };

/* The square size of a list's pictures of positions: 9 px at the usual text size. */
static int thumb_square(int px)
{
    return ui_clamp(px * 9 / 16, 6, 12);
}

/* The width the picture of it takes from the row's text (0: none). */
static int thumb_room(const ViewItem *it, int px, int *h)
{
    int w;
    thumbview_size(&it->thumb, thumb_square(px), &w, h);
    return w ? w + px * 3 / 4 : 0;
}

static int list_row_h(Draw *d, const ViewItem *it, int rw, int px)
{
    int th, room = thumb_room(it, px, &th);
    int w = rw - (it->sub ? px + 4 : 0) - 28 - room; /* as draw_list_item's text */
    int lh1 = text_line_height(d->text, px + 1, true);
    int dh = it->detail[0] ? draw_wrapped_lines(d, it->detail, px - 1, d->theme->text_dim, 0, 0, w,
                                                LIST_LINES, false)
                           : 0;
    int text_h = lh1 + dh + px / 2 + 8;
    return room && th + 12 > text_h ? th + 12 : text_h;
}

static void draw_list_item(Draw *d, PieceArt *art, ThumbCache *thumbs, const ViewItem *it,
                           UiRect row, int tx, bool sel, int px)
{
    int lh1 = text_line_height(d->text, px + 1, true);
    draw_round_over(d, row, 8, sel ? d->theme->row_highlight : d->theme->chip, d->theme->panel);
    if (sel)
        draw_fill(d, ui_rect(row.x, row.y + 6, 4, row.h - 12), d->theme->accent);
    int th, room = thumb_room(it, px, &th);
    if (room) {
        thumbview_draw(d, art, thumbs, &it->thumb, tx, row.y + (row.h - th) / 2, thumb_square(px));
        tx += room;
    }
    char fitted[2 * VIEW_LINE_MAX + 4];
    int tw = row.x + row.w - 14 - tx;
    int fpx = draw_fit_text(d, it->title, px + 1, px - 2, true, tw, fitted, (int)sizeof fitted);
    int ty = row.y + px / 4 + 2;
    if (room) { /* the text beside the picture stands in the middle of its height */
        int dh = draw_wrapped_lines(d, it->detail, px - 1, d->theme->text_dim, 0, 0, tw, LIST_LINES,
                                    false);
        ty = row.y + ui_clamp((row.h - lh1 - dh) / 2, px / 4 + 2, row.h);
    }
    draw_text(d, fitted, fpx, true, sel ? d->theme->accent : d->theme->text, tx, ty, DRAW_LEFT);
    draw_wrapped_lines(d, it->detail, px - 1, sel ? d->theme->text : d->theme->text_dim, tx,
                       ty + lh1, tw, LIST_LINES, true);
}

/* Where a list's box stands and how its rows are measured (draw_list, modalview_cover). */
typedef struct ListBox {
    int px, pad, w, title_px, th, head, used, bar_w, rw, row_h;
    bool scroll;
    UiRect box;
} ListBox;

/* A list (the new-game list, the games, the tutorials, the settings): hangs from a fixed top,
 * its text sized by the window and the UI scale alone (never by the game behind it), its rows
 * as high as their text; the box as high as its rows or the window allows. */
static int list_px(const Layout *l)
{
    return layout_scaled(l, ui_clamp(l->height / 50, 13, 16));
}

int modalview_list_square(const Layout *l)
{
    return thumb_square(list_px(l));
}

static void list_box(Draw *d, const ViewModal *m, const Layout *l, ListBox *b)
{
    int px = list_px(l);
    int bw = ui_clamp(l->width * 62 / 100, 320, l->width - 20), pad = px + 4, w = bw - 2 * pad;
    int title_px = px + 8, th = text_line_height(d->text, title_px, true);
    int sub_h = m->subtitle[0]
                    ? draw_wrapped_text(d, m->subtitle, px - 1, d->theme->text_dim, 0, 0, w, false)
                    : 0;
    int head = pad + th + px / 2 + sub_h + px;
    int margin = ui_clamp(l->height / 16, 10, l->height / 4);
    int avail = l->height - 2 * margin - head - pad;
    int bar_w = px / 2 + 2, rw = w + 16; /* a row's width, less the scroll bar's when shown */
    int row_h = 0;
    for (int i = 0; i < m->nitems; i++)
        row_h = ui_clamp(list_row_h(d, &m->items[i], rw, px), row_h, 1 << 20);
    bool scroll = row_h * m->nitems > avail;
    if (scroll) {
        rw -= bar_w + 6;
        for (int i = 0; i < m->nitems; i++) /* narrower: a detail may take one more line */
            row_h = ui_clamp(list_row_h(d, &m->items[i], rw, px), row_h, 1 << 20);
    }
    int used = scroll ? avail : row_h * m->nitems;
    int bh = head + used + pad;
    *b = (ListBox){
        px,     pad,
        w,      title_px,
        th,     head,
        used,   bar_w,
        rw,     row_h,
        scroll, ui_rect((l->width - bw) / 2, ui_clamp(margin, 10, (l->height - bh) / 2), bw, bh)};
}

int modalview_text_px(const Layout *l)
{
    return ui_clamp(l->text_px + 1, 12, layout_scaled(l, 18));
}

bool modalview_cover(Draw *d, const View *v, const Layout *l, UiRect *cover)
{
    if (v->modal.kind == VIEW_MODAL_MESSAGE && v->modal.board.nboards > 0) {
        *cover = actualview_cover(d, &v->modal, l, modalview_text_px(l)); /* Potential's V */
        return cover->w > 0 && cover->h > 0;
    }
    if (v->modal.kind != VIEW_MODAL_LIST)
        return false;
    ListBox b;
    list_box(d, &v->modal, l, &b);
    *cover = draw_round_cover(b.box, b.px); /* the rounded corners' rows left out */
    return cover->w > 0 && cover->h > 0;
}

static void draw_list(Draw *d, PieceArt *art, ThumbCache *thumbs, const ViewModal *m,
                      const Layout *l)
{
    ListBox b;
    list_box(d, m, l, &b);
    int px = b.px, pad = b.pad, w = b.w, title_px = b.title_px, th = b.th, head = b.head;
    int used = b.used, bar_w = b.bar_w, rw = b.rw;
    bool scroll = b.scroll;
    UiRect box = b.box;
    draw_shadow(d, box, px, 5, 8, (UiColor){0, 0, 0, 0x70});
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    int x = box.x + pad, y = box.y + pad;
    char title[2 * VIEW_LINE_MAX + 4];
    int tpx = draw_fit_text(d, m->title, title_px, px + 2, true, w, title, (int)sizeof title);
    draw_text_in(d, title, tpx, true, d->theme->text, ui_rect(x, y, w, th), DRAW_LEFT);
    y += th + px / 2;
    if (m->subtitle[0])
        y += draw_wrapped_text(d, m->subtitle, px - 1, d->theme->text_dim, x, y, w, true);
    y += px;
    /* scrolled by the pixel so that the highlighted row's foot is in view: at the list's
     * end its last row stands on the box's foot (no empty band under it), the first row
     * shown cut at the top when it must be */
    int rh = b.row_h, sel = m->selected, list_y = y;
    int scroll_px = 0;
    if (scroll && rh > 0 && sel >= 0 && sel < m->nitems)
        scroll_px = ui_clamp((sel + 1) * rh - used, 0, m->nitems * rh - used);
    int first = rh > 0 ? scroll_px / rh : 0, bottom = list_y + used;
    y = list_y - (rh > 0 ? scroll_px % rh : 0);
    UiRect area = ui_rect(box.x, list_y, box.w, used);
    for (int i = first; i < m->nitems && y < bottom; i++) {
        const ViewItem *it = &m->items[i];
        int indent = it->sub ? px + 4 : 0; /* a form under its main variant */
        UiRect row = ui_rect(x - 8 + indent, y, rw - indent, rh - 4);
        draw_clip(d, &area);
        draw_list_item(d, art, thumbs, it, row, x + 6 + indent, i == sel, px);
        draw_clip(d, NULL);
        if (row.y < list_y) { /* clicks on the part shown only */
            row.h -= list_y - row.y;
            row.y = list_y;
        }
        if (row.y + row.h > bottom)
            row.h = bottom - row.y;
        if (row.h > 0)
            draw_hit(d, row, DRAW_HIT_ITEM, i);
        y += rh;
    }
    if (scroll && m->nitems > 0) { /* where the rows shown are in the list */
        int top_y = box.y + head - px / 2 - 2;
        UiRect track = ui_rect(x + w + 8 - bar_w, top_y + px / 2 + 2, bar_w, used - 4);
        int all = m->nitems * rh > 0 ? m->nitems * rh : 1;
        int th_h = ui_clamp(track.h * used / all, px, track.h);
        int rest = all - used > 0 ? all - used : 1;
        int th_y = track.y + (track.h - th_h) * scroll_px / rest;
        draw_round(d, track, bar_w / 2, d->theme->chip);
        draw_round(d, ui_rect(track.x, th_y, bar_w, th_h), bar_w / 2, d->theme->accent);
    }
}

/* A box filling the strip under two boards (Layout.panel_below). */
static UiRect strip_box(const Layout *l)
{
    return ui_rect(l->panel.x + 8, l->panel.y + 6, l->panel.w - 16, l->panel.h - 12);
}

/* A choice in the strip under two boards (Layout.panel_below), so the boards stay clear: the
 * title, then the items side by side (in two rows when they do not fit in one). */
static void draw_choice_below(Draw *d, PieceArt *art, const ViewModal *m, const Layout *l, int px)
{
    UiRect box = strip_box(l);
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    int pad = px, x = box.x + pad, w = box.w - 2 * pad, y = box.y + pad / 2 + 2;
    char title[2 * VIEW_LINE_MAX + 4];
    int th = text_line_height(d->text, px + 4, true);
    int tpx = draw_fit_text(d, m->title, px + 4, px, true, w, title, (int)sizeof title);
    draw_text_in(d, title, tpx, true, d->theme->text, ui_rect(x, y, w, th), DRAW_LEFT);
    y += th;
    if (m->subtitle[0]) {
        int sh = text_line_height(d->text, px - 1, false);
        int spx = draw_fit_text(d, m->subtitle, px - 1, px - 3, false, w, title, (int)sizeof title);
        draw_text(d, title, spx, false, d->theme->text_dim, x, y, DRAW_LEFT);
        y += sh;
    }
    y += px / 2;
    int n = m->nitems, gap = px / 2, rows = 1;
    if (n <= 0)
        return;
    while (rows < n && (w - (n / rows - 1) * gap) / ((n + rows - 1) / rows) < px * 12)
        rows++;
    int per_row = (n + rows - 1) / rows;
    int iw = (w - (per_row - 1) * gap) / per_row;
    int ih = (box.y + box.h - pad / 2 - y - (rows - 1) * gap) / rows;
    int icon = ui_clamp(ih - 8, 0, px * 3);
    for (int i = 0; i < n; i++) {
        UiRect tile =
            ui_rect(x + (i % per_row) * (iw + gap), y + (i / per_row) * (ih + gap), iw, ih);
        draw_item(d, art, &m->items[i], tile, tile.x + 10, i == m->selected, true, icon, px);
        draw_hit(d, tile, DRAW_HIT_ITEM, i);
    }
}

/* A line to type (a move's comment): the title, the line with its cursor and selection, and
 * the subtitle as help under it; in the panel beside the board when it is wide enough, in the
 * strip under two boards, else over the middle of the window. */
static void draw_text_box(Draw *d, const View *v, const Layout *l, int px)
{
    const ViewModal *m = &v->modal;
    int pad = px + 4, th = text_line_height(d->text, px + 4, true);
    int fh = text_line_height(d->text, px, false) + px;
    UiRect box = strip_box(l);
    if (!l->panel_below || m->centred) {
        bool beside = modalview_beside(v, l);
        int bw = beside ? l->panel.w - 16 : ui_clamp(l->width * 62 / 100, 320, l->width - 20);
        int sub_h = draw_wrapped_text(d, m->subtitle, px - 1, d->theme->text_dim, 0, 0,
                                      bw - 2 * pad, false);
        int bh = pad + th + px / 2 + fh + px / 2 + sub_h + pad;
        box = ui_rect(beside ? l->panel.x + 8 : (l->width - bw) / 2, (l->height - bh) / 2, bw, bh);
    }
    draw_shadow(d, box, px, 5, 8, (UiColor){0, 0, 0, 0x70});
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    int x = box.x + pad, w = box.w - 2 * pad, y = box.y + pad;
    char title[2 * VIEW_LINE_MAX + 4];
    int tpx = draw_fit_text(d, m->title, px + 4, px, true, w, title, (int)sizeof title);
    draw_text_in(d, title, tpx, true, d->theme->text, ui_rect(x, y, w, th), DRAW_LEFT);
    y += th + px / 2;
    UiRect field = ui_rect(x, y, w, fh);
    draw_round(d, field, px / 2, d->theme->window);
    draw_round(d, ui_rect(field.x, field.y + field.h - 2, field.w, 2), 1, d->theme->accent);
    char shown[sizeof m->field + 8];
    size_t skip = fieldview_fit(d, m->field, px, w, shown, sizeof shown);
    draw_text_in(d, shown, px, false, d->theme->text, ui_rect(x + px / 2, y, w - px, fh),
                 DRAW_LEFT);
    TextField f;
    memset(&f, 0, sizeof f);
    f.cursor = m->field_cursor;
    f.anchor = m->field_anchor;
    fieldview_draw_editing(d, &f, m->preedit, m->field, skip, field, px);
    y += fh + px / 2;
    draw_wrapped_text(d, m->subtitle, px - 1,
                      m->subtitle_error ? d->theme->error_text : d->theme->text_dim, x, y, w, true);
}

void modalview_draw(Draw *d, PieceArt *art, ThumbCache *thumbs, const View *v, const Layout *l)
{
    const ViewModal *m = &v->modal;
    if (m->kind == VIEW_MODAL_NONE)
        return;
    int px = modalview_text_px(l);
    bool choice = m->kind == VIEW_MODAL_CHOICE;
    if (m->kind == VIEW_MODAL_TEXT) {
        draw_text_box(d, v, l, px);
        return;
    }
    if (choice && l->panel_below) {
        draw_choice_below(d, art, m, l, px);
        return;
    }
    if (m->kind == VIEW_MODAL_LIST) {
        draw_list(d, art, thumbs, m, l);
        return;
    }
    if (m->kind == VIEW_MODAL_MESSAGE && m->board.nboards > 0) {
        actualview_draw(d, art, thumbs, m, l, px);
        return;
    }
    /* A choice (promotion, ladder, what a captured piece was) stands over the panel, beside
     * the board it is about, when the panel is wide enough for it. */
    bool beside = modalview_beside(v, l);
    int bw = beside
                 ? l->panel.w - 16
                 : ui_clamp(choice ? l->width * 36 / 100 : l->width * 62 / 100, 320, l->width - 20);
    int pad = px + 4;
    int title_px = px + 8, th = text_line_height(d->text, title_px, true);
    int sub_h = m->subtitle[0] ? draw_wrapped_text(d, m->subtitle, px - 1, d->theme->text_dim, 0, 0,
                                                   bw - 2 * pad, false)
                               : 0;
    int lh1 = text_line_height(d->text, px + 1, true),
        lh2 = text_line_height(d->text, px - 1, false);
    int icon = choice ? px * 3 : 0;
    int row_h = choice ? icon + 8 : lh1 + lh2 + px / 2 + 4;
    int head = pad + th + px / 2 + sub_h + px;
    int margin = 20;
    int avail = l->height - 2 * margin - head - pad;
    int visible = m->nitems > 0 ? ui_clamp(avail / row_h, 1, m->nitems) : 0;
    int foot = m->kind == VIEW_MODAL_MESSAGE ? lh2 + px : 0;
    int bh = head + visible * row_h + pad + foot;
    int top = (l->height - bh) / 2;
    UiRect box = ui_rect(beside ? l->panel.x + 8 : (l->width - bw) / 2, top, bw, bh);
    draw_shadow(d, box, px, 5, 8, (UiColor){0, 0, 0, 0x70});
    draw_round_edged(d, box, px, 2, d->theme->panel, d->theme->accent);
    int x = box.x + pad, w = bw - 2 * pad, y = box.y + pad;
    char title[2 * VIEW_LINE_MAX + 4]; /* a long title gets smaller, never past the box */
    int tpx = draw_fit_text(d, m->title, title_px, px + 2, true, w, title, (int)sizeof title);
    draw_text_in(d, title, tpx, true, d->theme->text, ui_rect(x, y, w, th), DRAW_LEFT);
    y += th + px / 2;
    if (m->subtitle[0])
        y += draw_wrapped_text(d, m->subtitle, px - 1,
                               m->kind == VIEW_MODAL_MESSAGE ? d->theme->text : d->theme->text_dim,
                               x, y, w, true);
    y += px;
    int first = 0;
    if (m->selected >= visible)
        first = ui_clamp(m->selected - visible + 1, 0, m->nitems - visible);
    /* More items than rows: a scroll bar beside them shows where the rows are in the list. */
    int bar = visible < m->nitems ? px / 2 + 2 : 0;
    if (bar) {
        UiRect track = ui_rect(x + w + 8 - bar, y, bar, visible * row_h - 4);
        int th_h = ui_clamp(track.h * visible / m->nitems, px, track.h);
        int th_y = track.y + (track.h - th_h) * first / (m->nitems - visible);
        draw_round(d, track, bar / 2, d->theme->chip);
        draw_round(d, ui_rect(track.x, th_y, bar, th_h), bar / 2, d->theme->accent);
    }
    for (int i = first; i < m->nitems && i < first + visible; i++) {
        const ViewItem *it = &m->items[i];
        int indent = it->sub ? px + 4 : 0; /* a form under its main variant */
        UiRect row = ui_rect(x - 8 + indent, y, w + 16 - indent - (bar ? bar + 6 : 0), row_h - 4);
        draw_item(d, art, it, row, x + 6 + indent, i == m->selected, choice, icon, px);
        draw_hit(d, row, DRAW_HIT_ITEM, i);
        y += row_h;
    }
    if (m->kind == VIEW_MODAL_MESSAGE) {
        draw_text(d, "Press Enter or click to close.", px - 1, false, d->theme->text_dim, x,
                  box.y + bh - pad - lh2, DRAW_LEFT);
        draw_hit(d, box, DRAW_HIT_ITEM, 0);
    }
}
