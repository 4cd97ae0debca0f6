/* boardview.c - the boards: frame, squares, coordinates, highlights, pieces, badges, sets. */
#include "boardview.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "theme.h"

static int max(int a, int b)
{
    return a > b ? a : b;
}

static bool bit(uint64_t mask, int sq)
{
    return sq >= 0 && sq < 64 && ((mask >> sq) & 1u);
}

static UiColor with_alpha(UiColor c, int a)
{
    c.a = (uint8_t)a;
    return c;
}

/* A piece with no picture (a fairy letter, or '?' for an undecided
 * Potential piece): a round token carrying a short label. */
static void draw_token(Draw *d, const ViewPiece *pc, UiRect r, const char *label, int alpha)
{
    int s = r.w, dia = s * 72 / 100, edge = max(2, s / 32);
    int cx = r.x + s / 2, cy = r.y + s / 2 + s / 40;
    bool black = pc->colour == VIEW_BLACK;
    UiColor text = black ? d->theme->ebony_line : d->theme->ink;
    draw_disc(d, cx, cy, dia, with_alpha(black ? d->theme->frame_edge : d->theme->ink, alpha));
    draw_disc(d, cx, cy, dia - 2 * edge,
              with_alpha(black ? d->theme->ebony : d->theme->ivory, alpha));
    int inner = dia - 2 * edge - 2 * max(2, s / 22);
    draw_ring(d, cx, cy, inner, max(1, s / 64),
              with_alpha(black ? d->theme->ebony_line : d->theme->ink, alpha * 3 / 5));
    if (!label[0])
        return;
    char fitted[VIEW_TEXT_MAX + 4];
    int px = draw_fit_text(d, label, ui_clamp(s * 30 / 100, 8, 40), 8, true, inner * 86 / 100,
                           fitted, (int)sizeof fitted);
    draw_text_in(d, fitted, px, true, with_alpha(text, alpha), ui_rect(r.x, cy - s / 2, s, s),
                 DRAW_CENTER);
}

/* A small rounded label: the badge (top right) or the potential set (bottom left). */
static void draw_label(Draw *d, const char *s_text, UiRect r, bool top, UiColor fill, UiColor edge,
                       UiColor text)
{
    int s = r.w;
    char fitted[VIEW_TEXT_MAX + 4];
    int px = draw_fit_text(d, s_text, ui_clamp(s * 16 / 100, 9, 16), 9, true, s - 10, fitted,
                           (int)sizeof fitted);
    int tw, th;
    text_measure(d->text, fitted, px, true, &tw, &th);
    int h = th + 1, w = tw + h * 3 / 4;
    if (w < h)
        w = h;
    if (w > s - 2)
        w = s - 2;
    int x = top ? r.x + r.w - w - 1 : r.x + 1;
    int y = top ? r.y + 1 : r.y + r.h - h - 1;
    UiRect box = ui_rect(x, y, w, h);
    if (edge.a)
        draw_round_edged(d, box, h / 2, 1, fill, edge);
    else
        draw_round(d, box, h / 2, fill);
    draw_text_in(d, fitted, px, true, text, box, DRAW_CENTER);
}

static void draw_piece_alpha(Draw *d, PieceArt *art, const ViewPiece *pc, UiRect r, int alpha,
                             bool labels)
{
    bool token = !draw_piece(d, art, pc->type, pc->colour, r, alpha);
    if (token) {
        char letter[2] = {pc->type == '?' ? '\0' : pc->type, '\0'};
        draw_token(d, pc, r, pc->type == '?' ? pc->potential : letter, alpha);
    }
    if (!labels)
        return;
    if (pc->badge[0])
        draw_label(d, pc->badge, r, true, d->theme->badge, d->theme->badge_edge,
                   d->theme->badge_text);
    if (pc->potential[0] && !(token && pc->type == '?'))
        draw_label(d, pc->potential, r, false, d->theme->set, with_alpha(d->theme->set, 0),
                   d->theme->set_text);
}

void boardview_draw_piece(Draw *d, PieceArt *art, const ViewPiece *pc, UiRect r, bool ghost)
{
    draw_piece_alpha(d, art, pc, r, ghost ? 80 : 255, !ghost);
}

static const ViewMorph *morph_at(const View *v, int b, int sq)
{
    if (v->morph_t >= 1.0f)
        return NULL;
    for (int i = 0; i < v->nmorphs; i++)
        if (v->morphs[i].board == b && v->morphs[i].sq == sq)
            return &v->morphs[i];
    return NULL;
}

/* A piece changing on the last move: the old one fades out while the new one grows in,
 * inside a fading gold ring. */
static void draw_morph(Draw *d, PieceArt *art, const View *v, const ViewMorph *m,
                       const ViewPiece *now, UiRect r)
{
    float t = v->morph_t < 0.0f ? 0.0f : v->morph_t;
    int s = r.w;
    draw_ring(d, r.x + s / 2, r.y + s / 2, s * (80 + (int)(20.0f * t)) / 100, max(2, s / 20),
              with_alpha(d->theme->accent, (int)(230.0f * (1.0f - t))));
    draw_piece_alpha(d, art, &m->old, r, (int)(255.0f * (1.0f - t)), t < 0.5f);
    int g = (int)((float)s * (0.75f + 0.25f * t));
    UiRect rn = ui_rect(r.x + (s - g) / 2, r.y + (s - g) / 2, g, g);
    draw_piece_alpha(d, art, now, t < 0.5f ? rn : r, (int)(255.0f * t), t >= 0.5f);
}

/* The marks of the position under the pieces (in the cached layer). */
static void draw_square_marks(Draw *d, const ViewBoard *bd, int sq, UiRect r, int s)
{
    if (sq == bd->last_from || sq == bd->last_to)
        draw_fill(d, r, d->theme->last_move);
    if (bit(bd->portals, sq)) {
        int t = max(2, s / 22);
        bool due = bit(bd->teleports, sq); /* a declared teleport may take this piece */
        draw_fill(d, r, with_alpha(d->theme->portal, due ? 0xa0 : 0x38));
        draw_border(d, ui_rect(r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t), due ? 2 * t : t,
                    due ? d->theme->accent : d->theme->portal);
    }
    if (sq == bd->check)
        draw_glow(d, r, d->theme->check);
    int mt = max(3, s / 16);
    if (bit(bd->wrong_marks, sq)) /* a wrong try's explanation points here */
        draw_border(d, r, mt, d->theme->wrong);
    if (bit(bd->marks, sq)) { /* a tutorial or a hint points here: inside a wrong mark */
        int in = bit(bd->wrong_marks, sq) ? mt : 0;
        draw_border(d, ui_rect(r.x + in, r.y + in, r.w - 2 * in, r.h - 2 * in), mt,
                    d->theme->accent);
    }
}

/* The picked-up piece's square, tinted each frame over the layer (a click does not make the
 * layer again): the tint, then its piece once more over it (as the layer has it: a ghost
 * while held). */
static void draw_selected(Draw *d, PieceArt *art, const View *v, const Layout *l, int b,
                          uint64_t live)
{
    const ViewBoard *bd = &v->board[b];
    int sq = bd->selected;
    if (sq < 0 || sq >= 64)
        return;
    UiRect r = layout_square_rect(l, b, sq);
    if (r.w == 0)
        return;
    draw_fill(d, r, d->theme->selected);
    if (bd->sq[sq].occupied && !bit(live, sq)) {
        bool held = v->drag.active && v->drag.board == b && v->drag.sq == sq;
        if (!held) /* a ghost drawn twice would be darker than one */
            boardview_draw_piece(d, art, &bd->sq[sq].piece, r, false);
    }
}

/* The marks that follow the pointer, over the pieces: capture rings, the drop square. */
static void draw_pointer_marks(Draw *d, const ViewBoard *bd, int sq, UiRect r, int s)
{
    if (bit(bd->rings, sq))
        draw_ring(d, r.x + s / 2, r.y + s / 2, s, max(3, s * 9 / 100), d->theme->move_mark);
    if (sq == bd->hover && sq != bd->selected)
        draw_border(d, r, max(2, s / 26), d->theme->hover);
}

/* A tutorial's arrows: a row of dots from square to square, a larger disc at the head. */
static void draw_arrows(Draw *d, const ViewBoard *bd, const Layout *l, int b)
{
    int s = l->square;
    UiColor c = with_alpha(d->theme->accent, 0xc0);
    for (int i = 0; i < bd->narrows; i++) {
        UiRect f = layout_square_rect(l, b, bd->arrow_from[i]);
        UiRect t = layout_square_rect(l, b, bd->arrow_to[i]);
        if (f.w == 0 || t.w == 0)
            continue;
        int x0 = f.x + s / 2, y0 = f.y + s / 2, x1 = t.x + s / 2, y1 = t.y + s / 2;
        int dx = x1 - x0, dy = y1 - y0;
        int len = max(abs(dx), abs(dy)), step = max(4, s / 8);
        for (int k = 0; k + step / 2 < len; k += step)
            draw_disc(d, x0 + dx * k / max(len, 1), y0 + dy * k / max(len, 1), max(4, s / 9), c);
        draw_disc(d, x1, y1, max(8, s / 3), c);
    }
}

/* The player's arrows and circles in lichess's colours, over the pieces and a little clear:
 * a circle inside its square, an arrow from the centre of one square to the next's. */
static void draw_shapes(Draw *d, const ViewBoard *bd, const Layout *l, int b)
{
    int s = l->square;
    for (int i = 0; i < bd->nshapes; i++) {
        char k = bd->shape[i].colour;
        UiColor c = k == 'R'   ? (UiColor){0x88, 0x20, 0x20, 0xc8}
                    : k == 'B' ? (UiColor){0x00, 0x30, 0x88, 0xc8}
                    : k == 'Y' ? (UiColor){0xe6, 0x8f, 0x00, 0xc8}
                               : (UiColor){0x15, 0x78, 0x1b, 0xc8};
        UiRect f = layout_square_rect(l, b, bd->shape[i].from);
        UiRect t = layout_square_rect(l, b, bd->shape[i].to);
        if (f.w == 0 || t.w == 0)
            continue;
        int x0 = f.x + s / 2, y0 = f.y + s / 2, x1 = t.x + s / 2, y1 = t.y + s / 2;
        if (bd->shape[i].from == bd->shape[i].to) {
            draw_ring(d, x0, y0, s * 94 / 100, max(2, s / 14), c);
            continue;
        }
        /* the point short of the centre, so that the piece there shows */
        int dx = x1 - x0, dy = y1 - y0, len = max(1, abs(dx) > abs(dy) ? abs(dx) : abs(dy));
        int back = s / 5;
        draw_arrow(d, x0, y0, x1 - dx * back / len, y1 - dy * back / len, max(3, s / 7), c);
    }
}

static void draw_coordinates(Draw *d, const Layout *l, const LayoutBoard *lb)
{
    char buf[16];
    for (int c = 0; c < l->files; c++) {
        snprintf(buf, sizeof buf, "%c", 'a' + lb->file_at[c]);
        draw_text_in(d, buf, l->label_px, true, d->theme->coord, lb->file_label[c], DRAW_CENTER);
    }
    for (int r = 0; r < l->ranks; r++) {
        snprintf(buf, sizeof buf, "%d", lb->rank_at[r] + 1);
        draw_text_in(d, buf, l->label_px, true, d->theme->coord, lb->rank_label[r], DRAW_CENTER);
    }
}

/* The size of a board's title in its strip. */
static int title_px(UiRect t)
{
    return ui_clamp(t.h * 55 / 100, 11, 20);
}

/* The strip above a board (two-board games): its title and who plays on it. */
static void draw_title(Draw *d, const View *v, const Layout *l, int b)
{
    const LayoutBoard *lb = &l->board[b];
    if (lb->title.h <= 0)
        return;
    UiRect t = lb->title;
    int px = title_px(t);
    draw_text_in(d, v->board[b].title, px, true, d->theme->text,
                 ui_rect(t.x + 2, t.y, t.w, t.h - 6), DRAW_LEFT);
    int x = t.x + t.w;
    /* the game over, nobody plays: the result's banner, on the boards' top edge, takes the place
     * of the pills (it covered the left board's) */
    bool banner = v->panel.result[0] && !v->banner_hidden;
    for (int c = 1; c >= 0 && !banner; c--) {
        if (v->acts_on[c] != b)
            continue;
        bool now = v->panel.to_move == c;
        char label[48];
        snprintf(label, sizeof label, "%s %s here", c == VIEW_WHITE ? "White" : "Black",
                 v->teleport_due[c] ? "teleports" : "plays");
        int tpx = px - 3, tw, th;
        text_measure(d->text, label, tpx, true, &tw, &th);
        int h = th + 6, w = tw + h + 14;
        UiRect pill = ui_rect(x - w, t.y + (t.h - 6 - h) / 2, w, h);
        draw_round(d, pill, h / 2, now ? d->theme->accent : d->theme->chip);
        int dot = h - 10;
        draw_disc(d, pill.x + h / 2 + 2, pill.y + h / 2, dot,
                  c == VIEW_WHITE ? d->theme->ivory : d->theme->ink);
        draw_ring(d, pill.x + h / 2 + 2, pill.y + h / 2, dot, 1,
                  c == VIEW_WHITE ? d->theme->ink : d->theme->ebony_line);
        draw_text_in(d, label, tpx, true, now ? d->theme->accent_text : d->theme->chip_text,
                     ui_rect(pill.x + h + 4, pill.y, tw, h), DRAW_LEFT);
        x -= w + 8;
    }
}

static bool acting_board(const View *v, int b)
{
    return v->nboards == 2 && v->panel.to_move >= 0 && v->acts_on[v->panel.to_move] == b;
}

/* The colour of square sq (a1 dark). */
static UiColor square_colour(const Draw *d, int sq)
{
    return (sq % 8 + sq / 8) % 2 ? d->theme->light : d->theme->dark;
}

/* The wall between the halves of board b (Portal's split boards), over the squares. */
static void draw_wall(Draw *d, const View *v, const Layout *l, int b)
{
    int split = v->board[b].split_file, s = l->square;
    if (split <= 0 || split >= l->files)
        return;
    UiRect inner = l->board[b].board;
    int col = l->flipped ? l->files - split : split;
    int t = max(3, s / 14);
    draw_fill(d, ui_rect(inner.x + col * s - t / 2, inner.y, t, inner.h), d->theme->wall);
}

/* What changes only with the layout and the player to act: frame, squares, wall, coordinates. */
static void draw_board_static(Draw *d, const View *v, const Layout *l, int b)
{
    const LayoutBoard *lb = &l->board[b];
    int s = l->square;
    UiRect f = lb->frame;
    int radius = l->margin / 3;
    UiRect inner = lb->board;
    /* only the bands around the squares are drawn: the squares cover the rest */
    int band = max(max(inner.x - f.x, f.x + f.w - inner.x - inner.w),
                   max(inner.y - f.y, f.y + f.h - inner.y - inner.h)) +
               1;
    if (acting_board(v, b)) {
        int g = max(3, s / 16);
        draw_round_band(d, ui_rect(f.x - g, f.y - g, f.w + 2 * g, f.h + 2 * g), radius + g,
                        g + radius + 1, d->theme->accent);
    }
    draw_round_band(d, f, radius, band, d->theme->frame_edge);
    draw_round_band(d, ui_rect(f.x + 1, f.y + 1, f.w - 2, f.h - 2), max(0, radius - 1), band - 1,
                    d->theme->frame);
    draw_border(d, ui_rect(inner.x - 1, inner.y - 1, inner.w + 2, inner.h + 2), 1,
                d->theme->frame_edge);
    for (int rank = 0; rank < l->ranks; rank++)
        for (int file = 0; file < l->files; file++)
            draw_fill(d, layout_square_rect(l, b, rank * 8 + file),
                      square_colour(d, rank * 8 + file));
    draw_wall(d, v, l, b);
    draw_coordinates(d, l, lb);
}

static bool gliding(const View *v, int b);
static const ViewMorph *morph_at(const View *v, int b, int sq);

/* The squares of board b whose piece is drawn each frame, not in the layer: one changing
 * or gliding (animations), and one a preview stands in for. */
static uint64_t moving(const View *v, int b)
{
    const ViewBoard *bd = &v->board[b];
    uint64_t m = 0;
    for (int sq = 0; sq < 64; sq++)
        if (bd->sq[sq].occupied && morph_at(v, b, sq))
            m |= 1ull << sq;
    if (gliding(v, b))
        m |= 1ull << v->glide.to;
    if (bd->has_preview && bd->hover >= 0 && bd->hover < 64)
        m |= 1ull << bd->hover;
    return m;
}

/* The piece on square sq of board b when it stands still (skip: the squares drawn each
 * frame instead), the held one as a ghost. */
static void draw_still_piece(Draw *d, PieceArt *art, const View *v, const Layout *l, int b, int sq,
                             uint64_t skip)
{
    const ViewBoard *bd = &v->board[b];
    if (!bd->sq[sq].occupied || bit(skip, sq))
        return;
    UiRect r = layout_square_rect(l, b, sq);
    if (r.w == 0)
        return;
    bool held = v->drag.active && v->drag.board == b && v->drag.sq == sq;
    boardview_draw_piece(d, art, &bd->sq[sq].piece, r, held);
}

/* The pieces of board b that stand still (the held one as a ghost), over their marks. */
static void draw_still(Draw *d, PieceArt *art, const View *v, const Layout *l, int b)
{
    const ViewBoard *bd = &v->board[b];
    int s = l->square;
    for (int rank = 0; rank < l->ranks; rank++)
        for (int file = 0; file < l->files; file++) {
            int sq = rank * 8 + file;
            draw_square_marks(d, bd, sq, layout_square_rect(l, b, sq), s);
        }
    uint64_t skip = moving(v, b);
    for (int sq = 0; sq < 64; sq++)
        draw_still_piece(d, art, v, l, b, sq, skip);
}

void boardview_draw_static_square(Draw *d, PieceArt *art, const View *v, const Layout *l, int b,
                                  int sq)
{
    UiRect r = layout_square_rect(l, b, sq);
    if (b < 0 || b >= v->nboards || b >= l->nboards || r.w == 0)
        return;
    /* in the order of the whole drawing: the square, the wall, the marks, the piece */
    draw_fill(d, r, square_colour(d, sq));
    draw_wall(d, v, l, b);
    draw_square_marks(d, &v->board[b], sq, r, l->square);
    draw_still_piece(d, art, v, l, b, sq, moving(v, b));
}

void boardview_draw_static(Draw *d, PieceArt *art, const View *v, const Layout *l)
{
    for (int b = 0; b < v->nboards && b < l->nboards; b++) {
        draw_board_static(d, v, l, b);
        draw_still(d, art, v, l, b);
    }
}

static uint64_t hash_bytes(uint64_t h, const void *p, size_t n)
{
    for (const unsigned char *c = p; n--; c++)
        h = (h ^ *c) * 1099511628211ull;
    return h;
}

void boardview_static_key(const View *v, const Layout *l, int key[BOARDVIEW_KEY_SIZE])
{
    memset(key, 0, sizeof(int) * BOARDVIEW_KEY_SIZE);
    key[0] = l->width;
    key[1] = l->height;
    key[2] = l->nboards < v->nboards ? l->nboards : v->nboards;
    key[3] = l->files;
    key[4] = l->ranks;
    key[5] = l->flipped;
    key[6] = l->square;
    key[7] = l->margin;
    key[8] = l->label_px;
    for (int b = 0; b < VIEW_MAX_BOARDS; b++) {
        key[9 + b] = acting_board(v, b);
        key[11 + b] = v->board[b].split_file;
    }
    /* where the boards stand: the evaluation bar's column moves them at the same size */
    const UiRect *f = &l->board[0].frame;
    key[13] = f->x;
    key[14] = f->y;
    key[15] = f->w;
    key[16] = f->h;
}

void boardview_square_keys(const View *v, const Layout *l, uint64_t keys[BOARDVIEW_SQUARE_KEYS])
{
    memset(keys, 0, sizeof *keys * BOARDVIEW_SQUARE_KEYS);
    int n = l->nboards < v->nboards ? l->nboards : v->nboards;
    for (int b = 0; b < n && b < VIEW_MAX_BOARDS; b++) {
        const ViewBoard *bd = &v->board[b];
        uint64_t live = moving(v, b);
        for (int sq = 0; sq < 64; sq++) {
            /* what the square shows in the layer: its piece (unless drawn each frame), the
             * held piece's ghost, the marks under it */
            uint64_t h = 14695981039346656037ull;
            if (bd->sq[sq].occupied && !bit(live, sq))
                h = hash_bytes(h, &bd->sq[sq], sizeof bd->sq[sq]);
            int marks[8] = {
                sq == bd->last_from,      sq == bd->last_to,
                sq == bd->check,          bit(bd->portals, sq),
                bit(bd->teleports, sq),   bit(bd->marks, sq),
                bit(bd->wrong_marks, sq), v->drag.active && v->drag.board == b && v->drag.sq == sq};
            keys[b * 64 + sq] = hash_bytes(h, marks, sizeof marks);
        }
    }
}

/* The last move's piece is still on its way on board b. */
static bool gliding(const View *v, int b)
{
    return v->glide.on && v->glide.board == b && v->morph_t < VIEW_GLIDE_SHARE &&
           v->glide.to >= 0 && v->glide.to < 64 && v->glide.from >= 0 && v->glide.from < 64;
}

/* What changes from frame to frame on board b, over its layer (boardview_draw_static):
 * the pointer's marks, the pieces changing, gliding or previewed, the legal moves' dots, a
 * tutorial's arrows, the title. */
static void draw_board(Draw *d, PieceArt *art, const View *v, const Layout *l, int b)
{
    const ViewBoard *bd = &v->board[b];
    int s = l->square;
    uint64_t live = moving(v, b);
    draw_selected(d, art, v, l, b, live);
    for (int rank = 0; rank < l->ranks; rank++)
        for (int file = 0; file < l->files; file++) {
            int sq = rank * 8 + file;
            draw_pointer_marks(d, bd, sq, layout_square_rect(l, b, sq), s);
        }
    for (int sq = 0; sq < 64; sq++) {
        if (!bd->sq[sq].occupied || !bit(live, sq))
            continue;
        UiRect r = layout_square_rect(l, b, sq);
        if (r.w == 0)
            continue;
        bool held = v->drag.active && v->drag.board == b && v->drag.sq == sq;
        if (bd->has_preview && sq == bd->hover)
            continue; /* the preview stands there instead (a capture) */
        if (gliding(v, b) && sq == v->glide.to)
            continue; /* drawn on its way, over the others */
        const ViewMorph *m = held ? NULL : morph_at(v, b, sq);
        if (m)
            draw_morph(d, art, v, m, &bd->sq[sq].piece, r);
        else
            boardview_draw_piece(d, art, &bd->sq[sq].piece, r, held);
    }
    if (gliding(v, b) && bd->sq[v->glide.to].occupied) {
        UiRect r0 = layout_square_rect(l, b, v->glide.from),
               r1 = layout_square_rect(l, b, v->glide.to);
        float t = v->morph_t / VIEW_GLIDE_SHARE;
        t = t * (2.0f - t); /* eases out: quick off, gentle landing */
        UiRect r = {r0.x + (int)((float)(r1.x - r0.x) * t), r0.y + (int)((float)(r1.y - r0.y) * t),
                    r1.w, r1.h};
        const ViewMorph *m = morph_at(v, b, v->glide.to);
        boardview_draw_piece(d, art, m ? &m->old : &bd->sq[v->glide.to].piece, r, false);
    }
    if (bd->has_preview && bd->hover >= 0 && bd->hover < 64) {
        /* what the held piece becomes on the square under the pointer */
        UiRect r = layout_square_rect(l, b, bd->hover);
        if (r.w > 0) {
            draw_fill(d, r, with_alpha(d->theme->accent, 0x50));
            draw_piece_alpha(d, art, &bd->preview, r, 200, true);
        }
    }
    for (int sq = 0; sq < 64; sq++) {
        if (!bit(bd->dots, sq) || (bd->has_preview && sq == bd->hover))
            continue;
        UiRect r = layout_square_rect(l, b, sq);
        draw_disc(d, r.x + s / 2, r.y + s / 2, s * 30 / 100, d->theme->move_mark);
    }
    draw_arrows(d, bd, l, b);
    draw_shapes(d, bd, l, b);
    draw_title(d, v, l, b);
}

/* The full sets of the piece under the pointer, in a box off the squares: under the board
 * for a square of its lower half, over it for the upper half (on the coordinates and the
 * frame), so that it never hides a piece next to the one looked at. */
void boardview_draw_inspect(Draw *d, const View *v, const Layout *l)
{
    if (!v->inspect[0] || v->inspect_board < 0 || v->inspect_board >= l->nboards)
        return;
    UiRect r = layout_square_rect(l, v->inspect_board, v->inspect_sq);
    if (r.w == 0)
        return;
    const UiRect bd = l->board[v->inspect_board].board;
    int px = ui_clamp(l->text_px, 12, layout_scaled(l, 16)), tw, th;
    text_measure(d->text, v->inspect, px, false, &tw, &th);
    int w = tw + 2 * px, h = th + px;
    int x = ui_clamp(r.x + r.w / 2 - w / 2, 4, max(4, l->width - w - 4));
    bool lower = r.y + r.h / 2 > bd.y + bd.h / 2;
    /* short of room past the board, as far out as the window allows */
    int y = lower ? ui_clamp(l->height - 2 - h, bd.y + bd.h - h, bd.y + bd.h + 2)
                  : ui_clamp(2, bd.y - h - 2, bd.y);
    UiRect box = ui_rect(x, y, w, h);
    draw_round_edged(d, box, h / 3, 1, d->theme->banner, d->theme->accent);
    draw_text_in(d, v->inspect, px, false, d->theme->text, box, DRAW_CENTER);
}

void boardview_draw(Draw *d, PieceArt *art, const View *v, const Layout *l, bool static_drawn)
{
    if (!static_drawn)
        boardview_draw_static(d, art, v, l);
    for (int b = 0; b < v->nboards && b < l->nboards; b++)
        draw_board(d, art, v, l, b);
    const ViewDrag *dg = &v->drag;
    if (dg->active && dg->board >= 0 && dg->board < v->nboards && dg->sq >= 0 && dg->sq < 64 &&
        v->board[dg->board].sq[dg->sq].occupied) {
        int s = l->square * 108 / 100; /* lifted: a little larger */
        boardview_draw_piece(d, art, &v->board[dg->board].sq[dg->sq].piece,
                             ui_rect(dg->x - s / 2, dg->y - s / 2, s, s), false);
    }
}
