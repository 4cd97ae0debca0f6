/* pieces.c - loads the SVG piece set, rasterizes it once with IMG_LoadSizedSVG_RW at the
 * masters' size and scales the masters down to each size drawn. */
#include "pieces.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int type_index(char type)
{
    const char *p = strchr(PIECES_TYPES, type);
    return (type && p) ? (int)(p - PIECES_TYPES) : -1;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n > 0 && n < (1L << 24) && fseek(f, 0, SEEK_SET) == 0) {
            buf = malloc((size_t)n + 1);
            if (buf && fread(buf, 1, (size_t)n, f) == (size_t)n) {
                buf[n] = '\0';
                *len = (size_t)n;
            } else {
                free(buf);
                buf = NULL;
            }
        }
    }
    fclose(f);
    return buf;
}

SDL_Surface *pieces_rasterize(const PieceArt *a, char type, int colour, int size)
{
    int t = type_index(type);
    if (t < 0 || colour < 0 || colour > 1 || size < 1 || !a->svg[colour][t])
        return NULL;
    SDL_RWops *rw = SDL_RWFromConstMem(a->svg[colour][t], (int)a->len[colour][t]);
    if (!rw)
        return NULL;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, size, size);
    SDL_RWclose(rw);
    return s;
}

/* The weights of an area-weighted reduction from n source pixels to m (m <= n): target pixel
 * i covers sources [first[i], first[i] + count[i]), weight[i * stride + k] each, in 256ths. */
typedef struct Reduce {
    int first[PIECES_MASTER + 2], count[PIECES_MASTER + 2], stride;
    Uint32 weight[PIECES_MASTER * 4];
} Reduce;

static void reduce_init(Reduce *r, int n, int m)
{
    double step = (double)n / m;
    r->stride = (int)step + 2;
    for (int i = 0; i < m; i++) {
        double lo = i * step, hi = (i + 1) * step;
        int j0 = (int)lo, j1 = (int)hi < n ? (int)hi : n - 1, given = 0;
        r->first[i] = j0;
        r->count[i] = 0;
        for (int j = j0; j <= j1 && r->count[i] < r->stride; j++) {
            double a = lo > j ? lo : j, b = hi < j + 1 ? hi : j + 1;
            /* the last weight takes the rounding, so that the weights add up to 256 */
            int w = j == j1 ? 256 - given : (int)((b - a) / step * 256 + 0.5);
            r->weight[i * r->stride + r->count[i]++] = (Uint32)(w > 0 ? w : 0);
            given += w;
        }
    }
}

/* The master m reduced to size x size (size <= its side), averaged with premultiplied alpha
 * (so that the transparent border does not darken the edges), in integers. */
static SDL_Surface *reduce(const SDL_Surface *m, int size)
{
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    Reduce *r = malloc(sizeof *r);
    Uint32 *rows = malloc((size_t)size * (size_t)m->h * 4 * sizeof *rows); /* all written */
    if (!out || !r || !rows) {
        SDL_FreeSurface(out);
        free(r);
        free(rows);
        return NULL;
    }
    reduce_init(r, m->w, size);
    for (int y = 0; y < m->h; y++) { /* across: alpha and alpha-weighted colour, in 256ths */
        const Uint32 *src = (const Uint32 *)((const Uint8 *)m->pixels + y * m->pitch);
        Uint32 *row = &rows[(size_t)y * (size_t)size * 4];
        for (int x = 0; x < size; x++) {
            const Uint32 *p = &src[r->first[x]], *w = &r->weight[x * r->stride];
            Uint32 acc[4] = {0, 0, 0, 0};
            for (int k = 0; k < r->count[x]; k++) {
                Uint32 al = p[k] >> 24;
                if (!al)
                    continue;
                Uint32 aw = al * w[k];
                acc[0] += aw;
                acc[1] += ((p[k] >> 16) & 255) * aw >> 8;
                acc[2] += ((p[k] >> 8) & 255) * aw >> 8;
                acc[3] += (p[k] & 255) * aw >> 8;
            }
            memcpy(&row[x * 4], acc, sizeof acc);
        }
    }
    for (int y = 0; y < size; y++) { /* down */
        Uint32 *dst = (Uint32 *)((Uint8 *)out->pixels + y * out->pitch);
        const Uint32 *w = &r->weight[y * r->stride];
        for (int x = 0; x < size; x++) {
            Uint64 acc[4] = {0, 0, 0, 0};
            for (int k = 0; k < r->count[y]; k++) {
                const Uint32 *q = &rows[((size_t)(r->first[y] + k) * (size_t)size + (size_t)x) * 4];
                for (int i = 0; i < 4; i++)
                    acc[i] += (Uint64)q[i] * w[k];
            }
            Uint32 p = 0;
            if (acc[0] >= 32768) { /* at least half a unit of alpha */
                Uint64 al = (acc[0] + 32768) >> 16;
                p = (Uint32)(al > 255 ? 255 : al) << 24;
                for (int i = 1; i < 4; i++) {
                    Uint64 v = ((acc[i] << 8) + acc[0] / 2) / acc[0];
                    p |= (Uint32)(v > 255 ? 255 : v) << (8 * (3 - i));
                }
            }
            dst[x] = p;
        }
    }
    free(r);
    free(rows);
    return out;
}

/* One master: the piece rasterized at PIECES_MASTER, as ARGB8888; NULL on failure. */
static SDL_Surface *master(const PieceArt *a, char type, int colour)
{
    SDL_Surface *s = pieces_rasterize(a, type, colour, PIECES_MASTER);
    if (s && s->format->format != SDL_PIXELFORMAT_ARGB8888) {
        SDL_Surface *conv = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
        SDL_FreeSurface(s);
        s = conv;
    }
    return s;
}

/* The thread's work: every master, then the icon (reads only the SVG texts; writes only
 * the masters and the icon). */
static int make_masters(void *data)
{
    PieceArt *a = data;
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            a->master[c][t] = master(a, PIECES_TYPES[t], c);
    const SDL_Surface *n = a->master[0][type_index('N')];
    a->icon = n ? reduce(n, PIECES_ICON) : NULL;
    return 0;
}

/* Waits for the masters' thread (once). */
static void join_masters(PieceArt *a)
{
    if (a->thread)
        SDL_WaitThread(a->thread, NULL);
    a->thread = NULL;
}

static void free_slot(PieceSlot *s)
{
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            if (s->tex[c][t])
                SDL_DestroyTexture(s->tex[c][t]);
    memset(s, 0, sizeof *s);
}

void pieces_unload(PieceArt *a)
{
    join_masters(a);
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            SDL_FreeSurface(a->master[c][t]);
    SDL_FreeSurface(a->icon);
    for (int i = 0; i < PIECES_SLOTS; i++)
        free_slot(&a->slot[i]);
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            free(a->svg[c][t]);
    memset(a, 0, sizeof *a);
}

/* Reads dir/wK.svg ... dir/bP.svg into a (zeroed first); -1 with a message naming the file. */
static int read_svgs(PieceArt *a, const char *dir, char *err, int errn)
{
    memset(a, 0, sizeof *a);
    snprintf(a->dir, sizeof a->dir, "%s", dir);
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < PIECES_NTYPES; t++) {
            char path[1100];
            snprintf(path, sizeof path, "%s/%c%c.svg", dir, c ? 'b' : 'w', PIECES_TYPES[t]);
            a->svg[c][t] = read_all(path, &a->len[c][t]);
            if (!a->svg[c][t]) {
                snprintf(err, (size_t)errn, "%s: cannot read the piece image", path);
                pieces_unload(a);
                return -1;
            }
        }
    }
    return 0;
}

int pieces_start(PieceArt *a, const char *dir, char *err, int errn)
{
    if (read_svgs(a, dir, err, errn) != 0)
        return -1;
    /* without a thread the masters are made when first needed (pieces_check) */
    a->thread = SDL_CreateThread(make_masters, "pieces", a);
    return 0;
}

int pieces_check(PieceArt *a, SDL_Renderer *r, char *err, int errn)
{
    a->renderer = r;
    join_masters(a);
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < PIECES_NTYPES; t++) {
            if (!a->master[c][t]) { /* no thread, or it failed: made here */
                a->master[c][t] = master(a, PIECES_TYPES[t], c);
                a->made_here++;
            }
            if (!a->master[c][t]) {
                snprintf(err, (size_t)errn, "%s/%c%c.svg: cannot rasterize: %s", a->dir,
                         c ? 'b' : 'w', PIECES_TYPES[t], IMG_GetError());
                pieces_unload(a);
                return -1;
            }
        }
    }
    if (!a->icon)
        a->icon = reduce(a->master[0][type_index('N')], PIECES_ICON);
    return 0;
}

int pieces_load(PieceArt *a, SDL_Renderer *r, const char *dir, char *err, int errn)
{
    if (pieces_start(a, dir, err, errn) != 0)
        return -1;
    return pieces_check(a, r, err, errn);
}

SDL_Surface *pieces_surface(PieceArt *a, char type, int colour, int size)
{
    int t = type_index(type);
    if (t < 0 || colour < 0 || colour > 1 || size < 1)
        return NULL;
    if (size <= PIECES_MASTER) {
        join_masters(a);
        if (!a->master[colour][t]) { /* no thread, or it failed: made here */
            a->master[colour][t] = master(a, type, colour);
            a->made_here++;
        }
        SDL_Surface *m = a->master[colour][t];
        /* (the rasterizer may round the side up by a pixel) */
        if (m && m->format->format == SDL_PIXELFORMAT_ARGB8888 && m->w >= size && m->h == m->w &&
            m->w <= PIECES_MASTER + 2)
            return reduce(m, size);
    }
    return pieces_rasterize(a, type, colour, size);
}

static PieceSlot *slot_for(PieceArt *a, int size)
{
    PieceSlot *victim = &a->slot[0];
    for (int i = 0; i < PIECES_SLOTS; i++) {
        PieceSlot *s = &a->slot[i];
        if (s->size == size)
            return s;
        if (s->size == 0 || (victim->size != 0 && s->used < victim->used))
            victim = s;
    }
    free_slot(victim);
    victim->size = size;
    return victim;
}

SDL_Texture *pieces_texture(PieceArt *a, char type, int colour, int size)
{
    int t = type_index(type);
    if (t < 0 || colour < 0 || colour > 1 || size < 1 || !a->renderer)
        return NULL;
    PieceSlot *s = slot_for(a, size);
    s->used = ++a->clock;
    if (!s->tex[colour][t]) {
        SDL_Surface *surf = pieces_surface(a, type, colour, size);
        if (!surf)
            return NULL;
        s->tex[colour][t] = SDL_CreateTextureFromSurface(a->renderer, surf);
        SDL_FreeSurface(surf);
        if (!s->tex[colour][t])
            return NULL;
        SDL_SetTextureBlendMode(s->tex[colour][t], SDL_BLENDMODE_BLEND);
        a->rasterized++;
    }
    return s->tex[colour][t];
}
