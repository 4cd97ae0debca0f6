/* editorview.c - draws the power-list editor screen: name, power lists, diagram, buttons. */
#include "editorview.h"

#include <stdio.h>
#include <string.h>

#include "boardview.h"
#include "fieldview.h"
#include "theme.h"

static const UiColor CAPTURE_RING = {0xc0, 0x28, 0x20, 0xff};
static const UiColor BLOCKER = {0x55, 0x55, 0x5a, 0xff};
static const UiColor START_BLACK = {0xb8, 0xb0, 0xa4, 0xff};
static const char TITLE[] = "Power-list editor";
static const char HINT[] =
    "Bars: start (White coloured, Black grey). Type Betza; Up/Down: type, Left/Right: entry.";

/* A box with text in it, recorded as a hit. */
static int chip(Draw *d, const char *text, int px, int x, int y, int h, UiColor fill, UiColor ink,
                int kind, int index)
{
    int tw = 0, th = 0;
    text_measure(d->text, text[0] ? text : " ", px, false, &tw, &th);
    UiRect r = {x, y, tw + px, h};
    draw_round(d, r, h / 4, fill);
    draw_text_in(d, text[0] ? text : " ", px, false, ink, r, DRAW_CENTER);
    draw_hit(d, r, kind, index);
    return r.w;
}

/* "Your variants": the user's variant files as chips to click, each by the name inside it
 * (the open one in the accent), wrapped within x..right from y; returns the height taken
 * (drawn only when draw). */
static int files_rows(Draw *d, const EdScreen *s, int x, int y, int right, int px, int row,
                      bool draw)
{
    if (s->nfiles == 0)
        return 0;
    const char *label = "Your variants:";
    int tw = 0, th = 0, h = row;
    text_measure(d->text, label, px, true, &tw, &th);
    if (draw)
        draw_text_in(d, label, px, true, d->theme->text, (UiRect){x, y, tw, row}, DRAW_LEFT);
    int cx = x + tw + px / 2;
    for (int i = 0; i < s->nfiles; i++) {
        text_measure(d->text, s->names[i], px, false, &tw, &th);
        if (cx + tw + px > right && cx > x) {
            cx = x;
            y += row;
            h += row;
        }
        bool open = strcmp(s->files[i], s->ed->id) == 0;
        if (draw)
            chip(d, s->names[i], px, cx, y + 2, row - 4, open ? d->theme->accent : d->theme->chip,
                 open ? d->theme->accent_text : d->theme->chip_text, EDSCREEN_HIT_FILE, i);
        cx += tw + px + px / 2;
    }
    return h;
}

static void draw_list_row(Draw *d, const EdScreen *s, EditorOwner owner, int index, int colour,
                          const char *label, int x, int y, int h, int px)
{
    const Editor *ed = s->ed;
    const EditorLists *l = owner == EDITOR_PIECE ? &ed->pieces[index] : &ed->atoms[index];
    const EditorList *list = &l->list[l->per_colour ? colour : WHITE];
    draw_text_in(d, label, px, true, d->theme->text, (UiRect){x, y, 8 * px, h}, DRAW_LEFT);
    int cx = x + 8 * px;
    for (int i = 0; i < list->count; i++) {
        bool selected = ed->sel.owner == owner && ed->sel.index == index &&
                        (!l->per_colour || ed->sel.colour == colour) && ed->sel_entry == i &&
                        s->focus == EDSCREEN_FOCUS_ENTRY;
        const EditorEntry *e = &list->entries[i];
        UiColor fill = selected ? d->theme->accent : d->theme->chip;
        UiColor ink = selected ? d->theme->accent_text : d->theme->chip_text;
        if (!e->check.ok) { /* selected: the error colour as the fill, the window's as ink */
            fill = selected ? d->theme->error_text : d->theme->chip;
            ink = selected ? d->theme->window : d->theme->error_text;
        }
        int w = chip(d, e->text, px, cx, y + 2, h - 4, fill, ink, EDSCREEN_HIT_ENTRY,
                     edscreen_entry_index(owner, index, colour, i));
        if (!e->check.ok && e->check.column > 0) { /* a red mark under the refused column */
            int col = e->check.column - 1, len = (int)strlen(e->text);
            int ca = col < len ? col : len, cb = ca + 1;
            while (cb < len && ((unsigned char)e->text[cb] & 0xC0) == 0x80)
                cb++;
            int xa = cx + px / 2 + fieldview_prefix_width(d, e->text, ca, px);
            int xb =
                ca < len ? cx + px / 2 + fieldview_prefix_width(d, e->text, cb, px) : xa + px / 2;
            draw_fill(d, (UiRect){xa, y + h - 6, xb - xa, px / 6 + 2}, ink);
        }
        if (selected)
            fieldview_draw_editing(d, &s->field, s->preedit, e->text, 0,
                                   (UiRect){cx, y + 2, w, h - 4}, px);
        /* Each colour's start: a bar under the entry, White's in the accent, Black's grey. */
        int bar = px / 5 + 1;
        for (int c = WHITE; c <= BLACK; c++)
            if (l->start_index[c] == i && (!l->per_colour || c == colour))
                draw_fill(d,
                          (UiRect){cx + (c == BLACK && !l->per_colour ? w / 2 : 0), y + h - bar,
                                   !l->per_colour ? w / 2 : w, bar},
                          c == WHITE ? d->theme->accent : START_BLACK);
        cx += w + px / 2;
    }
}

/* The text size of the screen at window height (made smaller while the column does not
 * fit: editorview_draw). */
static int screen_px(int height)
{
    return height / 40 < 12 ? 12 : height / 40;
}

/* Where the diagram goes in a width x height window at text size px: right of the column. */
static UiRect diagram_area(int width, int height, int px)
{
    int dx = width * 6 / 10 + px;
    return (UiRect){dx, 2 * px, width - dx - px, height - 6 * px};
}

/* The side of a diagram square in area, room kept for the coordinates (left and below). */
static int diagram_side(const MoveDiagram *g, UiRect area, int px)
{
    int w = (area.w - px) / g->files, h = (area.h - px) / g->ranks;
    return w < h ? w : h;
}

static void draw_diagram(Draw *d, PieceArt *art, const EdScreen *s, UiRect area, int px)
{
    const MoveDiagram *g = &s->ed->diagram;
    int side = diagram_side(g, area, px);
    int x0 = area.x + px; /* the rank numbers left of the board */
    for (int sq = 0; sq < 64; sq++) {
        int f = sq % 8, r = sq / 8;
        if (f >= g->files || r >= g->ranks)
            continue;
        UiRect q = {x0 + f * side, area.y + (g->ranks - 1 - r) * side, side, side};
        draw_fill(d, q, (f + r) % 2 ? d->theme->light : d->theme->dark);
        draw_hit(d, q, EDSCREEN_HIT_SQUARE, sq);
        int cx = q.x + side / 2, cy = q.y + side / 2;
        if (sq == g->square) {
            const EditorLists *l =
                s->ed->sel.owner == EDITOR_PIECE ? &s->ed->pieces[s->ed->sel.index] : NULL;
            ViewPiece pc;
            memset(&pc, 0, sizeof pc);
            pc.type = l ? l->letter : 'X';
            pc.colour = g->colour;
            boardview_draw_piece(d, art, &pc, q, false);
            continue;
        }
        if ((g->blockers >> sq) & 1)
            draw_disc(d, cx, cy, side * 6 / 10, BLOCKER);
        if (s->cls[sq] & DIAGRAM_CAPTURE)
            draw_ring(d, cx, cy, side * 8 / 10, side / 12 + 1, CAPTURE_RING);
        if (s->cls[sq] & DIAGRAM_MOVE)
            draw_disc(d, cx, cy, side / 3, d->theme->move_mark);
    }
    draw_border(d, (UiRect){x0 - 2, area.y - 2, side * g->files + 4, side * g->ranks + 4}, 2,
                d->theme->frame_edge);
    /* Coordinates as on the game's boards: files a.. under it, ranks 1.. left of it. */
    int cpx = px * 9 / 10;
    for (int f = 0; f < g->files; f++) {
        char name[2] = {(char)('a' + f), '\0'};
        draw_text_in(d, name, cpx, false, d->theme->text_dim,
                     (UiRect){x0 + f * side, area.y + g->ranks * side + 2, side, px}, DRAW_CENTER);
    }
    for (int r = 0; r < g->ranks; r++) {
        char name[12];
        snprintf(name, sizeof name, "%d", r + 1);
        draw_text_in(d, name, cpx, false, d->theme->text_dim,
                     (UiRect){area.x, area.y + (g->ranks - 1 - r) * side, px - 2, side},
                     DRAW_CENTER);
    }
}

/* A tip above (or under, near the top) the rectangle at: its text on a panel-coloured box. */
static void draw_tip(Draw *d, const char *text, UiRect at, int px, int width)
{
    int tpx = px * 9 / 10, tw = 0, th = 0;
    text_measure(d->text, text, tpx, false, &tw, &th);
    int maxw = width * 6 / 10 - px;
    int w = tw + px < maxw ? tw + px : maxw;
    int h = draw_wrapped_text(d, text, tpx, d->theme->text, 0, 0, w - px, false) + px / 2;
    int x = at.x + w > width - px ? width - px - w : at.x;
    int y = at.y - h - 4 >= 0 ? at.y - h - 4 : at.y + at.h + 4;
    draw_round(d, (UiRect){x - 1, y - 1, w + 2, h + 2}, px / 4, d->theme->frame_edge);
    draw_round(d, (UiRect){x, y, w, h}, px / 4, d->theme->panel);
    draw_wrapped_text(d, text, tpx, d->theme->text, x + px / 2, y + px / 4, w - px, true);
}

/* The rows of power lists shown: each type's (two with different armies), then the atoms'. */
static int list_rows(const Editor *ed)
{
    int n = 0;
    for (int t = 0; t < ed->ntypes; t++)
        n += ed->pieces[t].per_colour ? 2 : 1;
    for (int a = 0; ed->atomic && a < ed->natoms; a++)
        n += ed->atoms[a].per_colour ? 2 : 1;
    return n;
}

/* The height the left column (fields, lists, buttons, status) takes at text size px, as
 * editorview_draw lays it out with `rows` rows of lists and a status at least least_status
 * high. */
static int column_height(Draw *d, const EdScreen *s, int width, int px, int rows, int least_status)
{
    const Editor *ed = s->ed;
    int row = px * 2 + 6, x = px, y = px + px * 2 + 8;
    y += 2 * row + (!ed->name_check.ok ? px + 4 : 0) + (!ed->description_check.ok ? px + 4 : 0);
    y += px / 2 + rows * row + px * 2 + px * 2;
    int bx = x;
    for (int b = 0; b < EDSCREEN_NBUTTONS; b++) {
        int tw = 0, th = 0;
        if (bx + 7 * px > width * 6 / 10) {
            bx = x;
            y += row;
        }
        text_measure(d->text, edscreen_button_label((EdScreenButton)b), px, false, &tw, &th);
        bx += tw + px + px / 2;
    }
    y += files_rows(d, s, x, y + row + px / 2, width * 6 / 10, px, row, false);
    int status = s->status[0] ? draw_wrapped_text(d, s->status, px * 9 / 10, d->theme->text, x, 0,
                                                  width * 6 / 10 - x, false)
                              : px;
    if (status < least_status)
        status = least_status;
    return y + row + px / 2 + status + (s->testing ? px : 0) + px / 2;
}

/* The text size for a width x height window: smaller while the column does not fit, down to a
 * size still easy to read, with room for the atom rows of the atomic form, on or off, and a
 * status of three lines (Atomic's says that much): a switch then moves nothing's size. */
static int fit_px(Draw *d, const EdScreen *s, int width, int height)
{
    const Editor *ed = s->ed;
    int rows = list_rows(ed) - (ed->atomic ? edscreen_atomic_rows(s) : 0);
    rows += edscreen_atomic_rows(s);
    int px = screen_px(height);
    while (px > 11 && column_height(d, s, width, px, rows, 3 * (px + 4)) > height)
        px--;
    return px;
}

/* The text size drawn with: the one chosen for this window size (editorview_draw_scrolled),
 * kept while the content changes so that a switch (Atomic, Armies) or a message never makes
 * every font smaller; the column scrolls instead. */
static int text_px(Draw *d, const EdScreen *s, int width, int height)
{
    if (s->text_px > 0 && s->text_w == width && s->text_h == height)
        return s->text_px;
    return fit_px(d, s, width, height);
}

int editorview_draw(Draw *d, PieceArt *art, const EdScreen *s, int width, int height)
{
    const Editor *ed = s->ed;
    /* Any height: the text (and every row with it) gets smaller until the column fits, down
     * to a size still easy to read; past that the column scrolls (the wheel). */
    int px = text_px(d, s, width, height);
    int full = column_height(d, s, width, px, list_rows(ed), 0);
    int scroll = full > height ? s->scroll : 0;
    int row = px * 2 + 6, x = px, y = px - scroll;
    draw_fill(d, (UiRect){0, 0, width, height}, d->theme->window);

    /* Name, with its check. */
    draw_text(d, TITLE, px * 3 / 2, true, d->theme->accent, x, y, DRAW_LEFT);
    y += px * 2 + 8;
    /* Name and description, each with its check. */
    for (int f = 0; f < 2; f++) {
        bool focus = s->focus == (f == 0 ? EDSCREEN_FOCUS_NAME : EDSCREEN_FOCUS_DESCRIPTION);
        const char *now = f == 0 ? ed->name : ed->description;
        const EditorCheck *check = f == 0 ? &ed->name_check : &ed->description_check;
        char text[VAR_DESC_MAX + 80];
        size_t skip = fieldview_fit(d, now, px, width * 6 / 10 - 9 * px, text, sizeof text);
        draw_text_in(d, f == 0 ? "Name" : "About", px, true, d->theme->text,
                     (UiRect){x, y, 8 * px, row}, DRAW_LEFT);
        int w =
            chip(d, text, px, x + 8 * px, y + 2, row - 4, focus ? d->theme->accent : d->theme->chip,
                 focus ? d->theme->accent_text : d->theme->chip_text,
                 f == 0 ? EDSCREEN_HIT_NAME : EDSCREEN_HIT_DESCRIPTION, 0);
        if (focus)
            fieldview_draw_editing(d, &s->field, s->preedit, now, skip,
                                   (UiRect){x + 8 * px, y + 2, w, row - 4}, px);
        y += row;
        if (!check->ok) {
            draw_text(d, check->message, px * 9 / 10, false, d->theme->error_text, x + 8 * px, y,
                      DRAW_LEFT);
            y += px + 4;
        }
    }
    y += px / 2;

    /* The lists. */
    for (int t = 0; t < ed->ntypes; t++) {
        const EditorLists *l = &ed->pieces[t];
        for (int c = 0; c < (l->per_colour ? 2 : 1); c++) {
            char label[64];
            snprintf(label, sizeof label, "%s%s", ed->base.types[t].name,
                     !l->per_colour ? ""
                     : c == WHITE   ? " (W)"
                                    : " (B)");
            draw_list_row(d, s, EDITOR_PIECE, t, c, label, x, y, row, px);
            y += row;
        }
    }
    for (int a = 0; ed->atomic && a < ed->natoms; a++) {
        const EditorLists *l = &ed->atoms[a];
        for (int c = 0; c < (l->per_colour ? 2 : 1); c++) {
            char label[32];
            snprintf(label, sizeof label, "Atom %c%s", l->letter,
                     !l->per_colour ? ""
                     : c == WHITE   ? " (W)"
                                    : " (B)");
            draw_list_row(d, s, EDITOR_ATOM, a, c, label, x, y, row, px);
            y += row;
        }
    }

    /* The selected entry's check, beside nothing else so it is easy to find. */
    const EditorList *list = editor_list(ed, ed->sel);
    char hint[160];
    int hpx = draw_fit_text(d, HINT, px * 8 / 10, px * 6 / 10, false, width * 6 / 10 - x, hint,
                            (int)sizeof hint);
    draw_text(d, hint, hpx, false, d->theme->text_dim, x, y + px / 2, DRAW_LEFT);
    y += px * 2;
    if (list && !list->entries[ed->sel_entry].check.ok) {
        char line[300];
        snprintf(line, sizeof line, "Power %d: %s", ed->sel_entry + 1,
                 list->entries[ed->sel_entry].check.message);
        draw_text(d, line, px, false, d->theme->error_text, x, y, DRAW_LEFT);
    }
    y += px * 2;

    /* Buttons: a switch that is on (Atomic, Armies) drawn pressed, in the accent. */
    int bx = x;
    UiRect tip_at = {0, 0, 0, 0};
    for (int b = 0; b < EDSCREEN_NBUTTONS; b++) {
        if (bx + 7 * px > width * 6 / 10) {
            bx = x;
            y += row;
        }
        bool on = edscreen_button_on(s, (EdScreenButton)b);
        int bw = chip(d, edscreen_button_label((EdScreenButton)b), px, bx, y, row - 4,
                      on ? d->theme->accent : d->theme->chip,
                      on ? d->theme->accent_text : d->theme->text, EDSCREEN_HIT_BUTTON, b);
        if (b == s->hover)
            tip_at = (UiRect){bx, y, bw, row - 4};
        bx += bw + px / 2;
    }
    y += row + px / 2;
    y += files_rows(d, s, x, y, width * 6 / 10, px, row, true);
    if (s->status[0]) /* wrapped in the column left of the diagram */
        y += draw_wrapped_text(d, s->status, px * 9 / 10,
                               s->status_error ? d->theme->error_text : d->theme->text, x, y,
                               width * 6 / 10 - x, true);
    if (s->testing) { /* a play-test's progress: a bar under its line */
        int bw = width * 6 / 10 - 2 * x;
        draw_round(d, (UiRect){x, y + px / 4, bw, px / 2}, px / 4, d->theme->chip);
        draw_round(d, (UiRect){x, y + px / 4, bw * s->progress / 1000, px / 2}, px / 4,
                   d->theme->accent);
    }

    /* The diagram on the right, with a legend under it. */
    UiRect area = diagram_area(width, height, px);
    int dx = area.x;
    draw_diagram(d, art, s, area, px);
    int side = diagram_side(&ed->diagram, area, px);
    int ly = area.y + side * ed->diagram.ranks + 2 * px;
    char legend[200];
    char sqname[4];
    view_square_name(ed->diagram.square, sqname, (int)sizeof sqname);
    snprintf(legend, sizeof legend, "%s on %s. Dot: move, ring: capture.",
             ed->diagram.colour == WHITE ? "White" : "Black", sqname);
    draw_text(d, legend, px * 9 / 10, false, d->theme->text_dim, dx, ly, DRAW_LEFT);
    ly += px + 4;
    draw_text(d, "Click: place the piece. Right click: a blocker.", px * 9 / 10, false,
              d->theme->text_dim, dx, ly, DRAW_LEFT);
    /* the selected power's own error is shown under the lists already: not twice */
    if (s->diagram_error[0] && !(list && !list->entries[ed->sel_entry].check.ok))
        draw_text(d, s->diagram_error, px * 9 / 10, false, d->theme->error_text, dx, ly + px + 4,
                  DRAW_LEFT);
    if (tip_at.w > 0) /* the hovered button's tip, over what is above it */
        draw_tip(d, edscreen_button_tip((EdScreenButton)s->hover), tip_at, px, width);
    if (full <= height)
        return 0;
    /* The column scrolls: a bar at its right edge shows which part is in view. */
    int bar = px / 2, bx0 = width * 6 / 10 + px / 4, thumb = height * height / full;
    draw_round(d, (UiRect){bx0, 0, bar, height}, bar / 2, d->theme->chip);
    draw_round(d, (UiRect){bx0, (height - thumb) * scroll / (full - height), bar, thumb}, bar / 2,
               d->theme->accent);
    return full - height;
}

/* How far the column must scroll (from s->scroll) for the selected entry, newly selected,
 * to be in view; 0 when it is, or was selected before (the wheel may have moved it away). */
static int scroll_to_selected(const DrawHits *hits, EdScreen *s, int height)
{
    const Editor *ed = s->ed;
    const EditorLists *l = editor_lists((Editor *)ed, ed->sel.owner, ed->sel.index);
    int colour = l && l->per_colour ? ed->sel.colour : WHITE;
    int want = edscreen_entry_index(ed->sel.owner, ed->sel.index, colour, ed->sel_entry);
    if (want == s->shown_entry || s->focus != EDSCREEN_FOCUS_ENTRY)
        return 0;
    s->shown_entry = want;
    for (int i = 0; i < hits->n; i++) {
        const DrawHit *h = &hits->item[i];
        if (h->kind != EDSCREEN_HIT_ENTRY || h->index != want)
            continue;
        if (h->r.y < 0)
            return h->r.y - h->r.h / 2;
        if (h->r.y + h->r.h > height)
            return h->r.y + h->r.h + h->r.h / 2 - height;
    }
    return 0;
}

void editorview_draw_scrolled(Draw *d, PieceArt *art, EdScreen *s, int width, int height)
{
    if (s->text_px <= 0 || s->text_w != width || s->text_h != height) {
        s->text_px = fit_px(d, s, width, height);
        s->text_w = width;
        s->text_h = height;
    }
    for (int pass = 0; pass < 3; pass++) {
        d->hits->n = 0;
        s->scroll_max = editorview_draw(d, art, s, width, height);
        int by = s->scroll > s->scroll_max ? s->scroll_max - s->scroll /* the column got shorter */
                                           : scroll_to_selected(d->hits, s, height);
        if (by == 0)
            break;
        edscreen_scroll(s, by); /* and drawn again */
    }
}
