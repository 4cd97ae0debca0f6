/* draw.c - primitives shared by the board and panel drawing. */
#include "draw.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

void draw_hit(Draw *d, UiRect r, int kind, int index)
{
    if (!d->hits || d->hits->n >= DRAW_MAX_HITS)
        return;
    DrawHit *h = &d->hits->item[d->hits->n++];
    h->r = r;
    h->kind = kind;
    h->index = index;
}

bool draw_hits_find(const DrawHits *h, int x, int y, int *kind, int *index)
{
    for (int i = h->n - 1; i >= 0; i--) {
        if (layout_contains(h->item[i].r, x, y)) {
            *kind = h->item[i].kind;
            *index = h->item[i].index;
            return true;
        }
    }
    return false;
}

bool draw_hits_find_kind(const DrawHits *h, int x, int y, int kind, int *index)
{
    for (int i = h->n - 1; i >= 0; i--) {
        if (h->item[i].kind == kind && layout_contains(h->item[i].r, x, y)) {
            *index = h->item[i].index;
            return true;
        }
    }
    return false;
}

static SDL_Rect draw_sdl_rect(UiRect r)
{
    SDL_Rect s = {r.x, r.y, r.w, r.h};
    return s;
}

bool draw_piece(Draw *d, PieceArt *art, char type, int colour, UiRect r, int alpha)
{
    SDL_Texture *tex = pieces_texture(art, type, colour, r.w);
    if (!tex)
        return false;
    SDL_Rect dst = draw_sdl_rect(r);
    if (alpha < 255)
        SDL_SetTextureAlphaMod(tex, (Uint8)alpha);
    SDL_RenderCopy(d->r, tex, NULL, &dst);
    if (alpha < 255)
        SDL_SetTextureAlphaMod(tex, 255);
    return true;
}

void draw_fill(Draw *d, UiRect r, UiColor c)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    SDL_Rect s = draw_sdl_rect(r);
    SDL_SetRenderDrawBlendMode(d->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(d->r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(d->r, &s);
}

void draw_border(Draw *d, UiRect r, int t, UiColor c)
{
    if (t * 2 >= r.w || t * 2 >= r.h) {
        draw_fill(d, r, c);
        return;
    }
    draw_fill(d, ui_rect(r.x, r.y, r.w, t), c);
    draw_fill(d, ui_rect(r.x, r.y + r.h - t, r.w, t), c);
    draw_fill(d, ui_rect(r.x, r.y + t, t, r.h - 2 * t), c);
    draw_fill(d, ui_rect(r.x + r.w - t, r.y + t, t, r.h - 2 * t), c);
}

static void tint(SDL_Texture *tex, UiColor c)
{
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
}

/* A rounded rect: the corners in colour c (tinted discs), the rest filled with fill. */
static void round_parts(Draw *d, UiRect r, int radius, UiColor c, UiColor fill)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    if (radius > r.w / 2)
        radius = r.w / 2;
    if (radius > r.h / 2)
        radius = r.h / 2;
    SDL_Texture *disc = radius > 0 ? shapes_get(d->shapes, SHAPE_DISC, 2 * radius, 0) : NULL;
    if (!disc) {
        draw_fill(d, r, fill);
        return;
    }
    int q = radius;
    tint(disc, c);
    SDL_Rect src[4] = {{0, 0, q, q}, {q, 0, q, q}, {0, q, q, q}, {q, q, q, q}};
    SDL_Rect dst[4] = {{r.x, r.y, q, q},
                       {r.x + r.w - q, r.y, q, q},
                       {r.x, r.y + r.h - q, q, q},
                       {r.x + r.w - q, r.y + r.h - q, q, q}};
    for (int i = 0; i < 4; i++)
        SDL_RenderCopy(d->r, disc, &src[i], &dst[i]);
    draw_fill(d, ui_rect(r.x + q, r.y, r.w - 2 * q, r.h), fill);
    draw_fill(d, ui_rect(r.x, r.y + q, q, r.h - 2 * q), fill);
    draw_fill(d, ui_rect(r.x + r.w - q, r.y + q, q, r.h - 2 * q), fill);
}

void draw_round(Draw *d, UiRect r, int radius, UiColor c)
{
    round_parts(d, r, radius, c, c);
}

UiColor draw_over(UiColor c, UiColor under)
{
    unsigned a = c.a, inva = 255 - a;
    UiColor out = {(Uint8)(inva * under.r / 255 + c.r * a / 255),
                   (Uint8)(inva * under.g / 255 + c.g * a / 255),
                   (Uint8)(inva * under.b / 255 + c.b * a / 255), 255};
    return out;
}

void draw_round_over(Draw *d, UiRect r, int radius, UiColor c, UiColor under)
{
    round_parts(d, r, radius, c, draw_over(c, under));
}

void draw_clip(Draw *d, const UiRect *r)
{
    SDL_Rect c = {r ? r->x : 0, r ? r->y : 0, r ? r->w : 0, r ? r->h : 0};
    SDL_RenderSetClipRect(d->r, r ? &c : NULL);
}

void draw_shadow(Draw *d, UiRect box, int radius, int ox, int oy, UiColor c)
{
    /* the box rounded rect shifted by (ox, oy), drawn only right of and under the box (two
     * clip rectangles that do not overlap): blending the whole rect costs a full-box pass */
    UiRect s = ui_rect(box.x + ox, box.y + oy, box.w, box.h);
    int q = radius < 0 ? 0 : radius;
    UiRect parts[2] = {
        ui_rect(box.x + box.w - q, s.y, s.x + s.w - (box.x + box.w - q), s.h),
        ui_rect(s.x, box.y + box.h - q, box.x + box.w - q - s.x, s.y + s.h - (box.y + box.h - q)),
    };
    for (int i = 0; i < 2; i++) {
        if (parts[i].w <= 0 || parts[i].h <= 0)
            continue;
        draw_clip(d, &parts[i]);
        draw_round(d, s, radius, c);
    }
    draw_clip(d, NULL);
}

void draw_round_band(Draw *d, UiRect r, int radius, int t, UiColor c)
{
    if (radius > r.w / 2)
        radius = r.w / 2;
    if (radius > r.h / 2)
        radius = r.h / 2;
    int q = radius < 0 ? 0 : radius, band = t + 2 * q;
    if (2 * band >= r.h || 2 * t >= r.w) {
        draw_round(d, r, radius, c);
        return;
    }
    draw_round(d, ui_rect(r.x, r.y, r.w, band), q, c);
    draw_round(d, ui_rect(r.x, r.y + r.h - band, r.w, band), q, c);
    draw_fill(d, ui_rect(r.x, r.y + q, t, r.h - 2 * q), c);
    draw_fill(d, ui_rect(r.x + r.w - t, r.y + q, t, r.h - 2 * q), c);
}

UiRect draw_round_cover(UiRect r, int radius)
{
    int q = radius < r.h / 2 ? radius : r.h / 2;
    q = q < r.w / 2 ? q : r.w / 2;
    q = q > 0 ? q : 0;
    return ui_rect(r.x, r.y + q, r.w, r.h - 2 * q);
}

void draw_round_edged(Draw *d, UiRect r, int radius, int edge, UiColor fill, UiColor ec)
{
    /* Opaque, the edge is drawn as a band around what the fill covers: a box (the rules card
     * is most of the window) is then filled once, not twice; the same pixels. */
    if (ec.a == 255 && fill.a == 255)
        draw_round_band(d, r, radius, edge, ec);
    else
        draw_round(d, r, radius, ec);
    int inner = radius - edge;
    draw_round(d, ui_rect(r.x + edge, r.y + edge, r.w - 2 * edge, r.h - 2 * edge),
               inner < 0 ? 0 : inner, fill);
}

/* Discs and rings by shapes_draw: the pixels of the shape's texture tinted and copied, for a
 * fraction of the cost (the copy blends every pixel of the square, clear ones too). */
void draw_disc(Draw *d, int cx, int cy, int size, UiColor c)
{
    shapes_draw(d->shapes, SHAPE_DISC, size, 0, cx - size / 2, cy - size / 2,
                (SDL_Color){c.r, c.g, c.b, c.a});
}

void draw_ring(Draw *d, int cx, int cy, int size, int thickness, UiColor c)
{
    shapes_draw(d->shapes, SHAPE_RING, size, thickness, cx - size / 2, cy - size / 2,
                (SDL_Color){c.r, c.g, c.b, c.a});
}

void draw_arrow(Draw *d, int x0, int y0, int x1, int y1, int width, UiColor c)
{
    float dx = (float)(x1 - x0), dy = (float)(y1 - y0), len = sqrtf(dx * dx + dy * dy);
    if (len < 1.0f)
        return;
    float ux = dx / len, uy = dy / len, px = -uy, py = ux; /* along, across */
    float w = (float)width / 2.0f, head = (float)width * 2.2f, hw = (float)width * 1.5f;
    if (head > len * 0.6f) /* a short arrow keeps a shaft */
        head = len * 0.6f;
    float bx = (float)x1 - ux * head, by = (float)y1 - uy * head; /* the head's base */
    SDL_Color col = {c.r, c.g, c.b, c.a};
    float pts[7][2] = {{(float)x0 + px * w, (float)y0 + py * w},
                       {bx + px * w, by + py * w},
                       {bx - px * w, by - py * w},
                       {(float)x0 - px * w, (float)y0 - py * w},
                       {bx + px * hw, by + py * hw},
                       {(float)x1, (float)y1},
                       {bx - px * hw, by - py * hw}};
    SDL_Vertex v[7];
    for (int i = 0; i < 7; i++)
        v[i] = (SDL_Vertex){{pts[i][0], pts[i][1]}, col, {0.0f, 0.0f}};
    static const int idx[9] = {0, 1, 2, 0, 2, 3, 4, 5, 6};
    SDL_SetRenderDrawBlendMode(d->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(d->r, NULL, v, 7, idx, 9);
}

void draw_glow(Draw *d, UiRect r, UiColor c)
{
    SDL_Texture *tex = shapes_get(d->shapes, SHAPE_GLOW, r.w, 0);
    if (!tex)
        return;
    tint(tex, c);
    SDL_Rect dst = draw_sdl_rect(r);
    SDL_RenderCopy(d->r, tex, NULL, &dst);
}

int draw_text(Draw *d, const char *s, int px, bool bold, UiColor c, int x, int y, int align)
{
    if (!s || !*s)
        return 0;
    int w = 0, h;
    if (align != DRAW_LEFT)
        text_measure(d->text, s, px, bold, &w, &h);
    if (align == DRAW_CENTER)
        x -= w / 2;
    else if (align == DRAW_RIGHT)
        x -= w;
    return text_draw(d->text, s, px, bold, c, x, y);
}

int draw_text_in(Draw *d, const char *s, int px, bool bold, UiColor c, UiRect box, int align)
{
    if (!s || !*s)
        return 0;
    int w, h;
    text_measure(d->text, s, px, bold, &w, &h);
    int x = box.x;
    if (align == DRAW_CENTER)
        x = box.x + (box.w - w) / 2;
    else if (align == DRAW_RIGHT)
        x = box.x + box.w - w;
    return text_draw(d->text, s, px, bold, c, x, box.y + (box.h - h) / 2);
}

/* The byte offset of s's character k (UTF-8; continuation bytes are not characters). */
static int char_offset(const char *s, int k)
{
    int at = 0;
    for (; s[at]; at++)
        if (((unsigned char)s[at] & 0xC0) != 0x80 && k-- == 0)
            break;
    return at;
}

int draw_fit_text(Draw *d, const char *s, int px, int min_px, bool bold, int width, char *fitted,
                  int n)
{
    int w, h;
    snprintf(fitted, (size_t)n, "%s", s);
    for (; px > min_px; px--) {
        text_measure(d->text, s, px, bold, &w, &h);
        if (w <= width)
            return px;
    }
    text_measure(d->text, s, px, bold, &w, &h);
    if (w <= width)
        return px;
    /* Still too wide: keep the longest prefix that fits with an ellipsis, found by halving
     * (a long description was measured once per character dropped). */
    int chars = 0;
    for (const char *p = s; *p; p++)
        chars += ((unsigned char)*p & 0xC0) != 0x80;
    int lo = 0, hi = chars - 1; /* lo characters fit (0: the ellipsis alone); hi + 1 do not */
    while (lo < hi) {
        int mid = lo + (hi - lo + 1) / 2;
        snprintf(fitted, (size_t)n, "%.*s\xe2\x80\xa6", char_offset(s, mid), s);
        text_measure(d->text, fitted, px, bold, &w, &h);
        if (w <= width)
            lo = mid;
        else
            hi = mid - 1;
    }
    if (lo > 0)
        snprintf(fitted, (size_t)n, "%.*s\xe2\x80\xa6", char_offset(s, lo), s);
    else
        snprintf(fitted, (size_t)n, "\xe2\x80\xa6");
    return px;
}

/* draw_wrapped_lines in the bold face too. */
static int wrap_lines(Draw *d, const char *s, int px, bool bold, UiColor c, int x, int y, int width,
                      int max_lines, bool draw)
{
    int lh = text_line_height(d->text, px, bold), h = 0, lines = 0;
    char line[512];
    const char *p = s;
    while (*p) {
        if (*p == '\n') { /* "\n" breaks the line: an empty line between two */
            h += lh;
            p++;
            continue;
        }
        int best = 0, len = 0, pen = 0; /* pen: the advance of p's first len bytes, in 64ths */
        while (p[len] && p[len] != '\n' && len < (int)sizeof line - 1) {
            int next = len;
            while (p[next] && p[next] != ' ' && p[next] != '\n' && next < (int)sizeof line - 1)
                next++;
            /* the words so far measured once each: their advances add up as the line's */
            pen += text_advance(d->text, p + len, (size_t)(next - len), px, bold);
            int tw = pen >> 6;
            if (tw > width && best > 0)
                break;
            best = next;
            len = next;
            if (!p[len] || p[len] == '\n' || tw > width)
                break;
            pen += text_advance(d->text, p + len, 1, px, bold);
            len++; /* the space */
        }
        if (best == 0)
            best = len > 0 ? len : (int)strcspn(p, "\n");
        if (best > (int)sizeof line - 1)
            best = (int)sizeof line - 1;
        bool last = max_lines > 0 && lines == max_lines - 1 && p[best];
        if (last) { /* the rest on this line, shortened with an ellipsis */
            char fitted[sizeof line + 4];
            snprintf(line, sizeof line, "%s", p);
            draw_fit_text(d, line, px, px, bold, width, fitted, (int)sizeof fitted);
            if (draw)
                draw_text(d, fitted, px, bold, c, x, y + h, DRAW_LEFT);
            return h + lh;
        }
        memcpy(line, p, (size_t)best);
        line[best] = '\0';
        if (draw)
            draw_text(d, line, px, bold, c, x, y + h, DRAW_LEFT);
        h += lh;
        lines++;
        p += best;
        while (*p == ' ')
            p++;
        if (*p == '\n')
            p++;
    }
    return h;
}

int draw_wrapped_lines(Draw *d, const char *s, int px, UiColor c, int x, int y, int width,
                       int max_lines, bool draw)
{
    return wrap_lines(d, s, px, false, c, x, y, width, max_lines, draw);
}

int draw_wrapped_bold(Draw *d, const char *s, int px, UiColor c, int x, int y, int width,
                      int max_lines, bool draw)
{
    return wrap_lines(d, s, px, true, c, x, y, width, max_lines, draw);
}

int draw_wrapped_text(Draw *d, const char *s, int px, UiColor c, int x, int y, int width, bool draw)
{
    return draw_wrapped_lines(d, s, px, c, x, y, width, 0, draw);
}
