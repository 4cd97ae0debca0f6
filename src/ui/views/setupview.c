/* setupview.c - draws the position set-up screen: boards, palette, the state's controls,
 * the engine's verdict and the buttons; records where each can be clicked. */
#include "setupview.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "boardview.h"
#include "fieldview.h"
#include "theme.h"

/* The panel being drawn (or only measured when draw is false): a pen moving down. */
typedef struct Pen {
    Draw *d;
    bool draw;
    int x, y, w, px, row; /* row: the height of a line of chips */
} Pen;

/* A piece of the set-up as the board view draws it. */
static void token_piece(const Setup *u, const char *t, ViewPiece *vp)
{
    memset(vp, 0, sizeof *vp);
    vp->colour = isupper((unsigned char)(t[0] == '[' ? (t[1] == '!' ? t[2] : t[1]) : t[0]))
                     ? VIEW_WHITE
                     : VIEW_BLACK;
    SetupPot p;
    if (u->family != SETUP_POTENTIAL || !setup_pot_read(t, &p)) {
        vp->type = (char)toupper((unsigned char)t[0]);
        return;
    }
    int count = 0, one = 0;
    for (int i = 0; i < SETUP_POT_TYPES; i++)
        if (p.set & (1u << i)) {
            count++;
            one = i;
        }
    if (count == 1) {
        vp->type = "KQRBNP"[one];
        if (p.promoted)
            snprintf(vp->potential, sizeof vp->potential, "%c/P", vp->type);
        return;
    }
    vp->type = '?';
    char tok[SETUP_TOKEN_MAX];
    p.moved = false;
    setup_pot_write(&p, 0, tok, sizeof tok);
    size_t n = strlen(tok);
    if (tok[0] == '[' && n >= 2) /* the set without its brackets */
        snprintf(vp->potential, sizeof vp->potential, "%.*s", (int)(n - 2), tok + 1);
    else
        snprintf(vp->potential, sizeof vp->potential, "%s", tok);
}

static bool is_portal_square(const Setup *u, int sq)
{
    if (u->family != SETUP_PORTAL)
        return false;
    int f = sq % 8, r = sq / 8;
    return (f == 0 || f == 7) && (r == 3 || r == 4);
}

static void draw_board(Draw *d, PieceArt *art, const SetupScreen *s, const SetLayout *l, int b)
{
    const Setup *u = &s->setup;
    const Theme *th = d->theme;
    UiRect area = l->board[b];
    int edge = l->square / 10 + 3;
    draw_round_edged(d, ui_rect(area.x - edge, area.y - edge, area.w + 2 * edge, area.h + 2 * edge),
                     edge, 2, th->frame, th->frame_edge);
    int lpx = l->px - 2 < 10 ? 10 : l->px - 2;
    for (int sq = 0; sq < 64; sq++) {
        if (!setup_valid_square(u, b, sq))
            continue;
        UiRect r = setlayout_square(l, b, sq);
        int f = sq % 8, rk = sq / 8;
        draw_fill(d, r, (f + rk) % 2 ? th->light : th->dark);
        draw_hit(d, r, SETSCREEN_HIT_SQUARE, b * 64 + sq);
        if (is_portal_square(u, sq)) {
            int t = r.w / 18 + 1;
            draw_border(d, ui_rect(r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t), t, th->portal);
        }
        if (s->held_sq == sq && s->held_board == b)
            draw_fill(d, r, th->selected);
        if (s->dragging && s->hover_board == b && s->hover_sq == sq)
            draw_fill(d, r, th->hover);
        if (u->family == SETUP_POTENTIAL && s->focus_sq == sq)
            draw_border(d, r, r.w / 16 + 2, th->accent);
        bool ep = u->one_set ? (u->ep[f < 4 ? 0 : 1] == sq) : u->ep[b] == sq;
        int cands[8], nc = setup_ep_candidates(u, u->one_set ? (f < 4 ? 0 : 1) : b, cands);
        for (int i = 0; ep && i < nc; i++)
            if (cands[i] == sq)
                draw_disc(d, r.x + r.w / 2, r.y + r.h / 2, r.w / 3, th->move_mark);
        const char *t = u->sq[b][sq];
        if (t[0]) {
            ViewPiece vp;
            token_piece(u, t, &vp);
            snprintf(vp.badge, sizeof vp.badge, "%s", u->badge[b][sq]);
            bool lifted = s->dragging && s->press_kind == SETSCREEN_HIT_SQUARE &&
                          s->press_index == b * 64 + sq;
            boardview_draw_piece(d, art, &vp, r, lifted);
        }
    }
    if (u->one_set) /* the wall between the halves */
        draw_fill(d, ui_rect(area.x + 4 * l->square - 2, area.y, 4, area.h), th->wall);
    for (int f = 0; f < l->files; f++) { /* column f names its file, flipped or not */
        char name[2] = {(char)('a' + (l->flipped ? l->files - 1 - f : f)), '\0'};
        draw_text(d, name, lpx, true, th->coord, area.x + f * l->square + l->square / 2,
                  area.y + area.h + edge, DRAW_CENTER);
    }
    for (int r = 0; r < l->ranks; r++) {
        char name[2] = {(char)('1' + (l->flipped ? l->ranks - 1 - r : r)), '\0'};
        draw_text_in(d, name, lpx, true, th->coord,
                     ui_rect(area.x - edge - l->px - 2, area.y + (l->ranks - 1 - r) * l->square,
                             l->px, l->square),
                     DRAW_CENTER);
    }
    if (u->nboards == 2 || u->one_set) {
        const char *names = u->one_set ? "Side A (a\xe2\x80\x93"
                                         "d)  \xc2\xb7  Side B (e\xe2\x80\x93h)"
                            : b == 0   ? "Board A"
                                       : "Board B";
        draw_text_in(d, names, l->px, true, th->text,
                     ui_rect(area.x, l->title.y, area.w, l->title.h), DRAW_CENTER);
    }
}

/* Where a palette cell's piece is drawn: inside the cell's edge. */
static UiRect inside_cell(UiRect r)
{
    return ui_rect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
}

void setupview_piece_sizes(const SetLayout *l, int size[2])
{
    size[0] = l->square;
    size[1] = l->npalette > 0 ? inside_cell(l->palette[0]).w : 0;
}

static void draw_palette(Draw *d, PieceArt *art, const SetupScreen *s, const SetLayout *l)
{
    const Setup *u = &s->setup;
    const Theme *th = d->theme;
    for (int i = 0; i < u->npalette && i < l->npalette; i++) {
        UiRect r = l->palette[i];
        UiRect cell = inside_cell(r);
        draw_round(d, cell, r.w / 8, s->tool == i ? th->accent : th->chip);
        ViewPiece vp;
        token_piece(u, u->palette[i].token, &vp);
        if (u->family == SETUP_POTENTIAL && u->palette[i].letter == 'X') {
            vp.type = '?';
            snprintf(vp.potential, sizeof vp.potential, "%s", u->palette[i].token);
        }
        boardview_draw_piece(d, art, &vp, cell, false);
        draw_hit(d, r, SETSCREEN_HIT_PALETTE, i);
    }
    UiRect e = l->eraser, cell = inside_cell(e);
    bool on = s->tool == SETSCREEN_ERASER;
    draw_round(d, cell, e.w / 8, on ? th->accent : th->chip);
    draw_text_in(d, "\xe2\x9c\x95", e.h / 2, true, on ? th->accent_text : th->error_text, cell,
                 DRAW_CENTER);
    draw_hit(d, e, SETSCREEN_HIT_ERASER, 0);
}

/* ---- the panel ---- */

/* A rounded chip with text at the pen's line, x; returns its width. mark: 0 plain, 1 the
 * accent (chosen), 2 dim (not available), 3 ivory (White's), 4 ebony (Black's). */
static int chip(Pen *p, const char *text, int x, int mark, int kind, int index)
{
    int tw = 0, th = 0;
    text_measure(p->d->text, text, p->px, false, &tw, &th);
    int w = tw + p->px + 4;
    if (!p->draw)
        return w;
    const Theme *t = p->d->theme;
    UiRect r = ui_rect(x, p->y, w, p->row - 4);
    if (mark >= 3)
        draw_round_edged(p->d, r, r.h / 2, 1, mark == 3 ? t->ivory : t->ink,
                         mark == 3 ? t->frame_edge : t->text_dim);
    else
        draw_round(p->d, r, r.h / 2, mark == 1 ? t->accent : t->chip);
    draw_text_in(p->d, text, p->px, false,
                 mark == 1   ? t->accent_text
                 : mark == 2 ? t->text_dim
                 : mark == 3 ? t->ink
                 : mark == 4 ? t->ivory
                             : t->chip_text,
                 r, DRAW_CENTER);
    if (kind)
        draw_hit(p->d, r, kind, index);
    return w;
}

/* A row's label, then chips from x = label width; returns the x after the label. */
static int label(Pen *p, const char *text)
{
    if (p->draw)
        draw_text_in(p->d, text, p->px, true, p->d->theme->text,
                     ui_rect(p->x, p->y, p->w, p->row - 4), DRAW_LEFT);
    return p->x + p->px * 9;
}

/* Chips placed left to right from x, wrapping under the label column. */
typedef struct Flow {
    int x0, x;
} Flow;

static void flow_chip(Pen *p, Flow *f, const char *text, int mark, int kind, int index)
{
    Pen measure = *p;
    measure.draw = false;
    int w = chip(&measure, text, 0, mark, 0, 0);
    if (f->x > f->x0 && f->x + w > p->x + p->w) {
        f->x = f->x0;
        p->y += p->row;
    }
    chip(p, text, f->x, mark, kind, index);
    f->x += w + p->px / 2;
}

/* Dim text from x to the column's end, shortened with an ellipsis when it does not fit. */
static void dim_text(Pen *p, const char *text, int x)
{
    char fitted[160];
    int w = p->x + p->w - x,
        px = draw_fit_text(p->d, text, p->px - 1, p->px - 3, false, w, fitted, (int)sizeof fitted);
    if (p->draw)
        draw_text_in(p->d, fitted, px, false, p->d->theme->text_dim,
                     ui_rect(x, p->y, w, p->row - 4), DRAW_LEFT);
}

static void side_row(Pen *p, const Setup *u)
{
    bool portal = u->family == SETUP_PORTAL;
    Flow f = {label(p, portal ? "White acts on" : "Side to move"), 0};
    f.x = f.x0;
    bool first = portal ? u->white_board == 0 : u->to_move == WHITE;
    flow_chip(p, &f, portal ? (u->one_set ? "Side A" : "Board A") : "White", first ? 1 : 0,
              SETSCREEN_HIT_BUTTON, SETSCREEN_WHITE);
    flow_chip(p, &f, portal ? (u->one_set ? "Side B" : "Board B") : "Black", first ? 0 : 1,
              SETSCREEN_HIT_BUTTON, SETSCREEN_BLACK);
    p->y += p->row;
}

static void castling_row(Pen *p, const Setup *u)
{
    const VariantDef *d = variant_def(u->variant);
    if (!d->rules.castling || u->family == SETUP_POTENTIAL || u->one_set)
        return;
    Flow f = {label(p, "Castling"), 0};
    f.x = f.x0;
    int shown = 0;
    for (int b = 0; b < u->nboards; b++) {
        uint64_t offered = setup_castling_offered(u, b);
        for (int sq = 0; sq < 64; sq++) {
            if (!((offered >> sq) & 1))
                continue;
            char text[40];
            snprintf(text, sizeof text, "%s%s %s", u->nboards == 2 ? (b ? "B: " : "A: ") : "",
                     sq / 8 == 0 ? "White" : "Black", sq % 8 >= u->files / 2 ? "O-O" : "O-O-O");
            flow_chip(p, &f, text, (u->castle[b] >> sq) & 1 ? 1 : 0, SETSCREEN_HIT_CASTLE,
                      b * 64 + sq);
            shown++;
        }
    }
    if (!shown)
        dim_text(p, "none (king and rook off their squares)", f.x0);
    p->y += p->row;
}

static void ep_row(Pen *p, const Setup *u)
{
    const VariantDef *d = variant_def(u->variant);
    if (!d->rules.en_passant && u->family != SETUP_POTENTIAL)
        return;
    Flow f = {label(p, "En passant"), 0};
    f.x = f.x0;
    int halves = u->one_set ? 2 : u->nboards, shown = 0;
    for (int b = 0; b < halves; b++) {
        int c[8];
        if (setup_ep_candidates(u, b, c) == 0)
            continue;
        int now = SETUP_NO_SQ;
        for (int i = 0; i < 8 && i < setup_ep_candidates(u, b, c); i++)
            if (c[i] == u->ep[b])
                now = c[i];
        char text[24], name[3] = "-";
        if (now >= 0)
            snprintf(name, sizeof name, "%c%c", 'a' + now % 8, '1' + now / 8);
        snprintf(text, sizeof text, "%s%s", halves == 2 ? (b ? "B: " : "A: ") : "",
                 now >= 0 ? name : "none");
        flow_chip(p, &f, text, now >= 0 ? 1 : 0, SETSCREEN_HIT_EP, b);
        shown++;
    }
    if (!shown)
        dim_text(p, "none possible", f.x0);
    p->y += p->row;
}

static void counter_row(Pen *p, const char *name, long value, int down, int up, const char *note)
{
    Flow f = {label(p, name), 0};
    f.x = f.x0;
    char num[40];
    snprintf(num, sizeof num, "%ld", value);
    flow_chip(p, &f, setscreen_button_label((SetScreenButton)down), 0, SETSCREEN_HIT_BUTTON, down);
    int tw = 0, th = 0;
    text_measure(p->d->text, num, p->px, true, &tw, &th);
    if (p->draw)
        draw_text_in(p->d, num, p->px, true, p->d->theme->text,
                     ui_rect(f.x, p->y, tw + 4, p->row - 4), DRAW_LEFT);
    f.x += tw + p->px / 2 + 4;
    flow_chip(p, &f, setscreen_button_label((SetScreenButton)up), 0, SETSCREEN_HIT_BUTTON, up);
    if (note && note[0])
        dim_text(p, note, f.x);
    p->y += p->row;
}

static void phase_rows(Pen *p, const Setup *u)
{
    if (u->nphases == 0)
        return;
    const VariantDef *d = variant_def(u->variant);
    if (p->draw)
        draw_text_in(p->d,
                     d->mutation.atomic ? "Atoms now, White and Black (click: next)"
                                        : "Powers now, White and Black (click: next)",
                     p->px, true, p->d->theme->text, ui_rect(p->x, p->y, p->w, p->row - 4),
                     DRAW_LEFT);
    p->y += p->row;
    for (int i = 0; i < u->nphases; i++) {
        char name[40];
        int t = -1;
        for (int k = 0; !d->mutation.atomic && k < d->ntypes; k++)
            if (d->types[k].letter == setup_phase_letter(u, i))
                t = k;
        snprintf(name, sizeof name, "%s", t >= 0 ? d->types[t].name : "Atom ");
        if (t < 0)
            name[5] = setup_phase_letter(u, i), name[6] = '\0';
        Flow f = {p->x + p->px * 6, 0};
        f.x = f.x0;
        if (p->draw)
            draw_text_in(p->d, name, p->px, false, p->d->theme->text,
                         ui_rect(p->x + p->px, p->y, p->px * 5, p->row - 4), DRAW_LEFT);
        for (int c = WHITE; c <= BLACK; c++) {
            flow_chip(p, &f, setup_phase_power(u, c, i), c == WHITE ? 3 : 4, SETSCREEN_HIT_PHASE,
                      c * 64 + i);
        }
        p->y += p->row;
    }
}

static void set_row(Pen *p, const SetupScreen *s)
{
    const Setup *u = &s->setup;
    if (u->family != SETUP_POTENTIAL)
        return;
    char captured[40], line[80];
    setup_pot_captured(u, captured, sizeof captured);
    snprintf(line, sizeof line, "%s (16 a side with the board)",
             strcmp(captured, "-") == 0 ? "none" : captured);
    dim_text(p, line, label(p, "Captured"));
    p->y += p->row;
    SetupPot pot;
    if (s->focus_sq < 0 || !setup_pot_read(u->sq[0][s->focus_sq], &pot)) {
        label(p, "Set");
        dim_text(p, "click a piece to choose its set", p->x + p->px * 9);
        p->y += p->row;
        return;
    }
    char name[24];
    snprintf(name, sizeof name, "Set of %c%c", 'a' + s->focus_sq % 8, '1' + s->focus_sq / 8);
    Flow f = {label(p, name), 0};
    f.x = f.x0;
    for (int t = 0; t < SETUP_POT_TYPES; t++) {
        char text[2] = {"KQRBNP"[t], '\0'};
        flow_chip(p, &f, text, (pot.set >> t) & 1 ? 1 : 0, SETSCREEN_HIT_SET, t);
    }
    flow_chip(p, &f, "moved", pot.moved ? 1 : 0, SETSCREEN_HIT_SET, SETUP_POT_TYPES);
    int one = 0;
    for (int t = 0; t < SETUP_POT_TYPES; t++)
        one += (pot.set >> t) & 1;
    if (one == 1 && !(pot.set & ((1u << SETUP_POT_K) | (1u << SETUP_POT_P))))
        flow_chip(p, &f, "promoted pawn", pot.promoted ? 1 : 0, SETSCREEN_HIT_SET,
                  SETUP_POT_TYPES + 1);
    p->y += p->row;
}

/* Where the FEN breaks into lines of at most w pixels at px: after a space (between fields)
 * or a '/' (between ranks), and only where a rank itself is wider than w, between two
 * pieces. Returns the number of lines, each [start[i], end[i]) of fen. */
enum { FEN_LINES = 24 };
static int fen_lines(Draw *d, const char *fen, int px, int w, int start[FEN_LINES],
                     int end[FEN_LINES])
{
    int n = 0, pos = 0, len = (int)strlen(fen);
    while (pos < len && n < FEN_LINES) {
        int space = -1, slash = -1, any = -1; /* the last break that fits of each kind */
        int depth = 0;                        /* inside a Potential set's brackets */
        for (int j = pos + 1; j <= len; j++) {
            depth += fen[j - 1] == '[' ? 1 : fen[j - 1] == ']' ? -1 : 0;
            bool field = j == len || fen[j - 1] == ' ', rank = fen[j - 1] == '/';
            bool piece = depth == 0 && !strchr("'/ ", fen[j]); /* a moved mark stays on */
            if (!field && !rank && !piece)
                continue;
            if (fieldview_prefix_width(d, fen + pos, j - pos, px) > w)
                break;
            space = field ? j : space;
            slash = rank ? j : slash;
            any = j;
        }
        int cut = space > pos ? space : slash > pos ? slash : any > pos ? any : pos + 1;
        start[n] = pos;
        end[n++] = cut;
        pos = cut;
    }
    return n;
}

/* The FEN field: the position as the family's FEN, in lines broken between fields and ranks
 * at a readable size; a click types in it. While typing: the cursor and the selection, and
 * the bytes the error is about underlined (an error of no bytes, a field missing at the end:
 * a thick mark a letter wide where it would begin, a space on). Returns where it ends. */
static int fen_field(Pen *p, const SetupScreen *s, bool roomy)
{
    Draw *d = p->d;
    const char *fen = s->fen.editing ? s->fen.text : s->setup.fen;
    if (roomy || s->fen.editing) { /* its heading goes with the hint where room is short */
        label(p, "FEN");
        dim_text(p,
                 s->fen.editing ? "Enter keeps it, Esc goes back"
                                : "click to type; Ctrl+V pastes, Ctrl+C copies",
                 p->x + p->px * 4);
        p->y += p->row - p->px / 2; /* the heading centred in its row, clear of the field */
    }
    int least = roomy ? 11 : 10, fpx = p->px - 1 < least ? least : p->px - 1, pad = fpx / 2;
    int lh = text_line_height(d->text, fpx, false);
    int start[FEN_LINES], end[FEN_LINES];
    int n = fen_lines(d, fen, fpx, p->w - 2 * pad, start, end);
    UiRect box = ui_rect(p->x, p->y, p->w, (n > 0 ? n : 1) * lh + pad);
    if (p->draw) {
        const Theme *t = d->theme;
        draw_round(d, box, fpx / 2, t->window);
        if (s->fen.editing)
            draw_fill(d, ui_rect(box.x, box.y + box.h - 2, box.w, 2), t->accent);
        int a = 0, b = 0, cur = s->fen.field.cursor;
        if (s->fen.editing)
            textfield_range(&s->fen.field, fen, &a, &b);
        for (int i = 0; i < n; i++) {
            int x = box.x + pad, y = box.y + pad / 2 + i * lh;
            char line[SETUP_FEN_MAX];
            snprintf(line, sizeof line, "%.*s", end[i] - start[i], fen + start[i]);
            int sa = a > start[i] ? a : start[i], sb = b < end[i] ? b : end[i];
            if (sb > sa) /* the selection */
                draw_fill(d,
                          ui_rect(x + fieldview_prefix_width(d, line, sa - start[i], fpx), y,
                                  fieldview_prefix_width(d, line + sa - start[i], sb - sa, fpx),
                                  lh),
                          t->chip);
            draw_text(d, line, fpx, false, t->text, x, y, DRAW_LEFT);
            int ea = s->fen.err_from > start[i] ? s->fen.err_from : start[i];
            int eb = s->fen.err_to < end[i] ? s->fen.err_to : end[i];
            if (s->fen.editing && s->fen.error[0] && eb > ea) /* what the error is about */
                draw_fill(d,
                          ui_rect(x + fieldview_prefix_width(d, line, ea - start[i], fpx),
                                  y + lh - 2,
                                  fieldview_prefix_width(d, line + ea - start[i], eb - ea, fpx), 2),
                          t->error_text);
            int at = s->fen.err_from; /* an error of no bytes (a field missing): a mark there */
            if (s->fen.editing && s->fen.error[0] && s->fen.err_point && at >= start[i] &&
                (at < end[i] || (i == n - 1 && at == end[i]))) {
                int mw = fpx > 8 ? fpx : 8; /* a letter wide, a space on (the next field) */
                int gap = at > 0 && fen[at - 1] != ' ' ? fieldview_prefix_width(d, " ", 1, fpx) : 0;
                int mx = x + fieldview_prefix_width(d, line, at - start[i], fpx) + gap;
                mx = mx + mw > box.x + box.w - 2 ? box.x + box.w - 2 - mw : mx;
                draw_fill(d, ui_rect(mx, y + lh - 3, mw, 3), t->error_text);
            }
            bool here = cur >= start[i] && (cur < end[i] || (i == n - 1 && cur == end[i]));
            if (s->fen.editing && here)
                draw_fill(d,
                          ui_rect(x + fieldview_prefix_width(d, line, cur - start[i], fpx), y + 1,
                                  2, lh - 2),
                          t->text);
        }
        if (s->fen.editing && n == 0)
            draw_fill(d, ui_rect(box.x + pad, box.y + pad / 2 + 1, 2, lh - 2), t->text);
        draw_hit(d, box, SETSCREEN_HIT_FEN, 0);
    }
    return box.y + box.h;
}

/* The whole column at text size px (room 2: with the hint line, 1: without, 0: nor the FEN
 * field's heading); returns where it ends. */
static int panel(Draw *d, const SetupScreen *s, const SetLayout *l, int px, int room, bool draw)
{
    const Setup *u = &s->setup;
    const VariantDef *def = variant_def(u->variant);
    Pen p = {d, draw, l->panel.x, l->panel.y, l->panel.w, px, px * 2 + 4 + px / 3};
    if (draw) {
        draw_text(d, "Set up a position", px * 3 / 2, true, d->theme->accent, p.x, p.y, DRAW_LEFT);
    }
    p.y += text_line_height(d->text, px * 3 / 2, true) + 2;
    if (draw)
        draw_text(d, def->name, px, false, d->theme->text_dim, p.x, p.y, DRAW_LEFT);
    p.y += text_line_height(d->text, px, false) + px;
    side_row(&p, u);
    castling_row(&p, u);
    ep_row(&p, u);
    if (u->family == SETUP_PORTAL) {
        static const char *const who[4] = {"nobody", "White", "Black", "both"};
        Flow f = {label(&p, "Must teleport"), 0};
        f.x = f.x0;
        flow_chip(&p, &f, who[u->declared & 3], u->declared ? 1 : 0, SETSCREEN_HIT_BUTTON,
                  SETSCREEN_DECLARED);
        p.y += p.row;
    }
    counter_row(&p, "Halfmove clock", u->halfmove, SETSCREEN_HALF_DOWN, SETSCREEN_HALF_UP, "");
    const char *parity = "";
    if (def->mutation.kind == MUT_LADDER)
        parity = u->fullmove % 2 ? "odd turn: demotions" : "even turn: promotions";
    counter_row(&p, u->family == SETUP_PORTAL ? "Turn" : "Move number", u->fullmove,
                SETSCREEN_MOVE_DOWN, SETSCREEN_MOVE_UP, parity);
    phase_rows(&p, u);
    set_row(&p, s);
    p.y += px / 2;
    /* the engine's verdict and the FEN it read */
    bool typed_bad = s->fen.editing && s->fen.error[0]; /* the text typed, else the board */
    p.y += draw_wrapped_text(d, typed_bad ? s->fen.error : u->status, px,
                             u->ok && !typed_bad ? d->theme->text : d->theme->error_text, p.x, p.y,
                             p.w, draw) +
           px / 2;
    p.y = fen_field(&p, s, room > 0) + px / 2;
    if (room > 1) {
        const char *text = "Drag or click pieces from the palette; right click removes. "
                           "F flips, Enter plays, Esc cancels.";
        p.y += draw_wrapped_text(d, text, px - 2 < 9 ? 9 : px - 2, d->theme->text_dim, p.x, p.y,
                                 p.w, draw);
    }
    return p.y;
}

static void draw_buttons(Draw *d, const SetupScreen *s, const SetLayout *l)
{
    static const int which[SETLAYOUT_NBUTTONS] = {SETSCREEN_CLEAR, SETSCREEN_START, SETSCREEN_PLAY,
                                                  SETSCREEN_CANCEL};
    const Theme *t = d->theme;
    for (int i = 0; i < SETLAYOUT_NBUTTONS; i++) {
        UiRect r = l->button[i];
        bool play = which[i] == SETSCREEN_PLAY;
        UiColor fill = play && s->setup.ok ? t->accent : t->chip;
        UiColor ink = play ? (s->setup.ok ? t->accent_text : t->text_dim) : t->chip_text;
        draw_round(d, r, r.h / 3, fill);
        draw_text_in(d, setscreen_button_label((SetScreenButton)which[i]), l->px, play, ink, r,
                     DRAW_CENTER);
        draw_hit(d, r, SETSCREEN_HIT_BUTTON, which[i]);
    }
}

void setupview_draw(Draw *d, PieceArt *art, const SetupScreen *s, const SetLayout *l)
{
    const Setup *u = &s->setup;
    draw_fill(d, ui_rect(0, 0, l->width, l->height), d->theme->window);
    /* the panel's background */
    UiRect pr = ui_rect(l->panel.x - l->px / 2, 0, l->width - l->panel.x + l->px / 2, l->height);
    draw_fill(d, pr, d->theme->panel);
    draw_fill(d, ui_rect(pr.x, 0, 1, l->height), d->theme->panel_edge);
    for (int b = 0; b < u->nboards; b++)
        draw_board(d, art, s, l, b);
    draw_palette(d, art, s, l);
    /* the column's text gets smaller until it fits above the buttons */
    /* room 2: the hint and the FEN's heading; 1: the heading; 0: neither */
    int px = l->px, end = l->panel.y + l->panel.h, room = 2;
    while (panel(d, s, l, px, room, false) > end) {
        if (panel(d, s, l, px, 1, false) <= end) {
            room = 1; /* the hint goes first (docs/setup.md says it too) */
            break;
        }
        if ((px <= l->px - 2 && panel(d, s, l, px, 0, false) <= end) || px <= 9) {
            room = 0; /* then, two sizes smaller, the FEN's heading */
            break;
        }
        px--;
    }
    panel(d, s, l, px, room, true);
    draw_buttons(d, s, l);
    if (s->dragging && s->drag_token[0]) {
        ViewPiece vp;
        token_piece(u, s->drag_token, &vp);
        int sz = l->square;
        boardview_draw_piece(d, art, &vp, ui_rect(s->x - sz / 2, s->y - sz / 2, sz, sz), false);
    }
}

void setupview_layout(SetLayout *l, const SetupScreen *s, int width, int height)
{
    setlayout_compute(l, width, height, s->setup.nboards, s->setup.files, s->setup.ranks,
                      s->setup.npalette);
    l->flipped = s->flipped;
}
