/* shapes.c - computes anti-aliased shape coverage into textures (4x4 supersampling). */
#include "shapes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void shapes_load(Shapes *s, SDL_Renderer *r)
{
    memset(s, 0, sizeof *s);
    s->renderer = r;
}

static void entry_free(ShapeEntry *e);

void shapes_unload(Shapes *s)
{
    for (int i = 0; i < s->n; i++)
        entry_free(&s->e[i]);
    memset(s, 0, sizeof *s);
}

/* Coverage (0..1) of pixel (x, y) for the shape. */
static double coverage(ShapeKind kind, int size, int thickness, int x, int y)
{
    double r = size / 2.0, inner = r - thickness;
    if (kind == SHAPE_GLOW) {
        double dx = x + 0.5 - r, dy = y + 0.5 - r;
        double d = sqrt(dx * dx + dy * dy) / r;
        if (d >= 1.0)
            return 0.0;
        return pow(1.0 - d, 1.6);
    }
    int hits = 0;
    for (int sy = 0; sy < 4; sy++) {
        for (int sx = 0; sx < 4; sx++) {
            double dx = x + (sx + 0.5) / 4.0 - r, dy = y + (sy + 0.5) / 4.0 - r;
            double d2 = dx * dx + dy * dy;
            if (d2 <= r * r && (kind == SHAPE_DISC || d2 >= inner * inner))
                hits++;
        }
    }
    return hits / 16.0;
}

/* The coverage of one row of a shape: [lo, hi) has all its coverage, [flo, fhi) is the longest
 * run of full coverage and [glo, ghi) the longest of none between covered pixels (a ring's
 * inside; lo == hi, flo == fhi, glo == ghi: none). */
typedef struct RowSpan {
    int lo, hi, flo, fhi, glo, ghi;
} RowSpan;

static RowSpan row_span(const Uint32 *row, int size)
{
    RowSpan r = {size, 0, 0, 0, 0, 0};
    for (int x = 0; x < size;) {
        Uint32 a = row[x] >> 24;
        int end = x + 1;
        while (end < size && (a == 0 || a == 255) && row[end] >> 24 == a)
            end++;
        if (a) {
            if (x < r.lo)
                r.lo = x;
            r.hi = end;
        }
        if (a == 255 && end - x > r.fhi - r.flo) {
            r.flo = x;
            r.fhi = end;
        }
        if (a == 0 && x > 0 && end < size && row[x - 1] >> 24 && end - x > r.ghi - r.glo) {
            r.glo = x; /* (covered on both sides: a run up to the edge is outside lo..hi) */
            r.ghi = end;
        }
        x = end;
    }
    return r;
}

/* Rows' spans taken together (s grown by row t): what all of them cover, the full and the empty
 * runs all of them share. */
static void span_merge(RowSpan *s, const RowSpan *t)
{
    s->lo = t->lo < s->lo ? t->lo : s->lo;
    s->hi = t->hi > s->hi ? t->hi : s->hi;
    s->flo = t->flo > s->flo ? t->flo : s->flo;
    s->fhi = t->fhi < s->fhi ? t->fhi : s->fhi;
    s->glo = t->glo > s->glo ? t->glo : s->glo;
    s->ghi = t->ghi < s->ghi ? t->ghi : s->ghi;
}

/* What drawing rows [y0, y0 + h), whose spans together are all, as one band costs, in
 * instructions of the software renderer (the weights below: a command, a pixel of
 * modulated blend, a pixel of plain fill: one); its band in
 * *b: the middle that every row covers whole filled when fill, or the middle no row covers
 * skipped, or neither, the cheapest. */
static long band_cost(const RowSpan *all, int y0, int h, bool fill, ShapeBand *b)
{
    enum { COMMAND = 700, BLEND = 45 };
    int lo = all->lo, hi = all->hi;
    *b = (ShapeBand){(short)y0, (short)h, (short)lo, (short)(hi - lo), 0, 0, 0};
    if (hi <= lo)
        return 0; /* clear rows: nothing drawn */
    long best = COMMAND + BLEND * (long)h * (hi - lo);
    for (int filled = 0; filled < 2; filled++) {
        int m0 = filled ? all->flo : all->glo, m1 = filled ? all->fhi : all->ghi;
        if (m1 <= m0 || (filled && !fill))
            continue;
        long c = COMMAND * ((m0 > lo) + (hi > m1) + filled) +
                 BLEND * (long)h * ((m0 - lo) + (hi - m1)) + filled * (long)h * (m1 - m0);
        if (c < best) {
            best = c;
            b->fx = (short)m0;
            b->fw = (short)(m1 - m0);
            b->fill = (short)filled;
        }
    }
    return best;
}

/* The cheapest division of the rows into bands (by band_cost), into e->band[fill]. */
static bool plan(ShapeEntry *e, const RowSpan *span, int fill)
{
    int n = e->size;
    long *best = malloc(sizeof *best * (size_t)(n + 1));
    int *from = malloc(sizeof *from * (size_t)(n + 1));
    ShapeBand *band = malloc(sizeof *band * (size_t)n);
    bool ok = best && from && band;
    if (ok) {
        best[0] = 0;
        for (int j = 1; j <= n; j++) {
            best[j] = -1;
            RowSpan all = span[j - 1]; /* rows i..j-1, grown upwards (quadratic, not cubic) */
            for (int i = j - 1; i >= 0; i--) {
                ShapeBand b;
                span_merge(&all, &span[i]);
                long c = best[i] + band_cost(&all, i, j - i, fill, &b);
                if (best[j] < 0 || c < best[j]) {
                    best[j] = c;
                    from[j] = i;
                }
            }
        }
        int nb = 0;
        for (int j = n; j > 0; j = from[j]) {
            ShapeBand b;
            RowSpan all = span[from[j]];
            for (int y = from[j] + 1; y < j; y++)
                span_merge(&all, &span[y]);
            band_cost(&all, from[j], j - from[j], fill, &b);
            if (b.w > 0)
                band[nb++] = b;
        }
        e->band[fill] = band;
        e->nbands[fill] = nb;
    } else
        free(band);
    free(best);
    free(from);
    return ok;
}

static void entry_free(ShapeEntry *e)
{
    if (e->tex)
        SDL_DestroyTexture(e->tex);
    free(e->band[0]);
    free(e->band[1]);
    memset(e, 0, sizeof *e);
}

/* Makes e's texture (and its bands) for its kind, size and thickness; false on failure. */
static bool make(SDL_Renderer *r, ShapeEntry *e)
{
    int size = e->size;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    RowSpan *span = malloc(sizeof *span * (size_t)size);
    if (!surf || !span) {
        SDL_FreeSurface(surf);
        free(span);
        return false;
    }
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)surf->pixels + y * surf->pitch);
        for (int x = 0; x < size; x++) {
            Uint32 a = (Uint32)lround(coverage(e->kind, size, e->thickness, x, y) * 255.0);
            row[x] = (a << 24) | 0xFFFFFFu;
        }
        span[y] = row_span(row, size);
    }
    e->tex = SDL_CreateTextureFromSurface(r, surf);
    SDL_FreeSurface(surf);
    if (e->tex)
        SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    bool ok = e->tex && plan(e, span, 0) && plan(e, span, 1);
    free(span);
    if (!ok)
        entry_free(e);
    return ok;
}

static ShapeEntry *entry_for(Shapes *s, ShapeKind kind, int size, int thickness)
{
    if (size < 1 || !s->renderer)
        return NULL;
    if (kind != SHAPE_RING)
        thickness = 0;
    s->clock++;
    int victim = 0;
    for (int i = 0; i < s->n; i++) {
        ShapeEntry *e = &s->e[i];
        if (e->kind == kind && e->size == size && e->thickness == thickness) {
            e->used = s->clock;
            return e;
        }
        if (e->used < s->e[victim].used)
            victim = i;
    }
    ShapeEntry made = {kind, size, thickness, s->clock, NULL, {NULL, NULL}, {0, 0}};
    if (!make(s->renderer, &made))
        return NULL;
    ShapeEntry *e;
    if (s->n < SHAPES_MAX) {
        e = &s->e[s->n++];
    } else {
        e = &s->e[victim];
        entry_free(e);
    }
    *e = made;
    s->rasterized++;
    return e;
}

SDL_Texture *shapes_get(Shapes *s, ShapeKind kind, int size, int thickness)
{
    ShapeEntry *e = entry_for(s, kind, size, thickness);
    return e ? e->tex : NULL;
}

bool shapes_draw(Shapes *s, ShapeKind kind, int size, int thickness, int x, int y, SDL_Color c)
{
    ShapeEntry *e = entry_for(s, kind, size, thickness);
    if (!e)
        return false;
    SDL_Renderer *r = s->renderer;
    SDL_SetTextureColorMod(e->tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(e->tex, c.a);
    if (c.r == 255 && c.g == 255 && c.b == 255 && c.a == 255) {
        /* (unmodulated, SDL blends by another path, whose full coverage is not a fill) */
        SDL_Rect all = {x, y, size, size};
        SDL_RenderCopy(r, e->tex, NULL, &all);
        s->blended += (long)size * size;
        return true;
    }
    SDL_BlendMode mode;
    Uint8 cr, cg, cb, ca;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_GetRenderDrawColor(r, &cr, &cg, &cb, &ca);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    int fill = c.a == 255;
    for (int i = 0; i < e->nbands[fill]; i++) {
        const ShapeBand *b = &e->band[fill][i];
        int x0 = b->x, x1 = b->x + b->w, f0 = b->fw ? b->fx : x1, f1 = b->fw ? b->fx + b->fw : x1;
        SDL_Rect parts[2] = {{x0, b->y, f0 - x0, b->h}, {f1, b->y, x1 - f1, b->h}};
        for (int k = 0; k < 2; k++) {
            if (parts[k].w <= 0)
                continue;
            SDL_Rect to = {x + parts[k].x, y + parts[k].y, parts[k].w, parts[k].h};
            SDL_RenderCopy(r, e->tex, &parts[k], &to);
            s->blended += (long)parts[k].w * parts[k].h;
        }
        if (b->fw && b->fill) {
            SDL_Rect in = {x + b->fx, y + b->y, b->fw, b->h};
            SDL_RenderFillRect(r, &in);
            s->filled += (long)b->fw * b->h;
        }
    }
    SDL_SetRenderDrawBlendMode(r, mode);
    SDL_SetRenderDrawColor(r, cr, cg, cb, ca);
    return true;
}
