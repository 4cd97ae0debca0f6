/* pieces.c - loads the SVG piece set, rasterizes it once with IMG_LoadSizedSVG_RW at the
 * masters' size and scales the masters down to each size drawn. */
#include "pieces.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hostfile.h"

static int type_index(char type)
{
    const char *p = strchr(PIECES_TYPES, type);
    return (type && p) ? (int)(p - PIECES_TYPES) : -1;
}

/* The art file at path (through the host's safe reader: an asset that is a FIFO or a device
 * must not hang the pieces' thread), or NULL. */
static char *read_all(const char *path, size_t *len)
{
    char *text = NULL;
    Error err;
    error_clear(&err);
    size_t n = 0;
    if (host_read_file(path, 1L << 24, &text, &n, &err) != 0)
        return NULL;
    if (n == 0) {
        free(text);
        return NULL;
    }
    *len = n;
    return text;
}

/* Rasterizes one piece from its SVG into a new ARGB surface (caller frees), NULL on failure. */
static SDL_Surface *pieces_rasterize(const PieceArt *a, char type, int colour, int size)
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

enum { JOB_FREE, JOB_TAKEN, JOB_DONE, JOB_GONE }; /* PieceBatch.state */

/* The next piece of a batch nobody has taken, the batches in the order they were asked for
 * (the order the drawing needs them) and each from its last piece (the drawing asks from the
 * first): false when none. Under the lock. */
static bool next_job(PieceArt *a, PieceBatch **out, int *c, int *t)
{
    PieceBatch *best = NULL;
    for (int i = 0; i < PIECES_BATCHES; i++) {
        PieceBatch *b = &a->batch[i];
        if (b->size && (!best || b->born < best->born)) {
            for (int k = 2 * PIECES_NTYPES - 1; k >= 0; k--) {
                if (b->state[k / PIECES_NTYPES][k % PIECES_NTYPES] == JOB_FREE) {
                    best = b;
                    *c = k / PIECES_NTYPES;
                    *t = k % PIECES_NTYPES;
                    break;
                }
            }
        }
    }
    *out = best;
    return best != NULL;
}

/* The thread: every master, then the icon, then it reduces the masters to the sizes asked
 * for (pieces_prefetch, pieces_surface) until the set is unloaded; it reads the SVG texts
 * and the masters, and writes the masters, the icon and the batches' surfaces (those under
 * the lock). */
static int work(void *data)
{
    PieceArt *a = data;
    SDL_Surface *made[2][PIECES_NTYPES];
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            made[c][t] = master(a, PIECES_TYPES[t], c);
    const SDL_Surface *knight = made[0][type_index('N')];
    SDL_Surface *icon = knight ? reduce(knight, PIECES_ICON) : NULL;
    SDL_LockMutex(a->lock);
    memcpy(a->master, made, sizeof made);
    a->icon = icon;
    a->ready = true;
    SDL_CondBroadcast(a->cond);
    for (;;) {
        PieceBatch *b = NULL;
        int c = 0, t = 0;
        while (!a->quit && !next_job(a, &b, &c, &t))
            SDL_CondWait(a->cond, a->lock);
        if (a->quit)
            break;
        b->state[c][t] = JOB_TAKEN;
        const SDL_Surface *m = a->master[c][t];
        int size = b->size;
        SDL_UnlockMutex(a->lock);
        SDL_Surface *s = m ? reduce(m, size) : NULL;
        SDL_LockMutex(a->lock);
        b->surf[c][t] = s;
        b->state[c][t] = JOB_DONE;
        a->reduced_there++;
        SDL_CondBroadcast(a->cond);
    }
    SDL_UnlockMutex(a->lock);
    return 0;
}

/* A master the thread could not make, made by the caller (under the lock: the thread reads
 * the masters). */
static void make_here(PieceArt *a, int c, int t)
{
    SDL_Surface *s = master(a, PIECES_TYPES[t], c);
    if (a->lock)
        SDL_LockMutex(a->lock);
    a->master[c][t] = s;
    a->made_here++;
    if (a->lock)
        SDL_UnlockMutex(a->lock);
}

long pieces_reduced_there(PieceArt *a)
{
    if (!a->lock)
        return 0;
    SDL_LockMutex(a->lock);
    long n = a->reduced_there;
    SDL_UnlockMutex(a->lock);
    return n;
}

/* Waits for the thread's masters (when there is a thread). */
static void wait_ready(PieceArt *a)
{
    if (!a->thread)
        return;
    SDL_LockMutex(a->lock);
    while (!a->ready)
        SDL_CondWait(a->cond, a->lock);
    SDL_UnlockMutex(a->lock);
}

/* Empties batch b for another size: its pieces nobody took are dropped, one the thread is
 * reducing is waited for. Under the lock. The pieces not begun are given up first: while
 * this waits (the lock let go) the thread would else begin another of the old size, and
 * put it into the batch once it held the new size (a piece of the wrong size). */
static void empty_batch(PieceArt *a, PieceBatch *b)
{
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            if (b->state[c][t] == JOB_FREE)
                b->state[c][t] = JOB_GONE;
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < PIECES_NTYPES; t++) {
            while (b->state[c][t] == JOB_TAKEN)
                SDL_CondWait(a->cond, a->lock);
            SDL_FreeSurface(b->surf[c][t]);
        }
    }
    memset(b, 0, sizeof *b);
}

void pieces_prefetch(PieceArt *a, int size)
{
    if (!a->thread || size < 1 || size > PIECES_MASTER)
        return;
    SDL_LockMutex(a->lock);
    PieceBatch *victim = &a->batch[0];
    for (int i = 0; i < PIECES_BATCHES; i++) {
        PieceBatch *b = &a->batch[i];
        if (b->size == size) {
            SDL_UnlockMutex(a->lock);
            return;
        }
        if (b->born < victim->born)
            victim = b;
    }
    empty_batch(a, victim);
    victim->size = size;
    victim->born = ++a->clock;
    SDL_CondBroadcast(a->cond);
    SDL_UnlockMutex(a->lock);
}

/* The piece of size from its batch, reduced by the thread (waited for when it is at it),
 * or NULL: the caller reduces it (the batch gives it up either way). */
static SDL_Surface *from_batch(PieceArt *a, int colour, int t, int size)
{
    SDL_Surface *s = NULL;
    SDL_LockMutex(a->lock);
    for (int i = 0; i < PIECES_BATCHES; i++) {
        PieceBatch *b = &a->batch[i];
        if (b->size != size)
            continue;
        while (b->state[colour][t] == JOB_TAKEN)
            SDL_CondWait(a->cond, a->lock);
        s = b->surf[colour][t];
        b->surf[colour][t] = NULL;
        b->state[colour][t] = JOB_GONE;
    }
    SDL_UnlockMutex(a->lock);
    return s;
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
    if (a->thread) {
        SDL_LockMutex(a->lock);
        a->quit = true;
        SDL_CondBroadcast(a->cond);
        SDL_UnlockMutex(a->lock);
        SDL_WaitThread(a->thread, NULL);
    }
    for (int i = 0; i < PIECES_BATCHES; i++)
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < PIECES_NTYPES; t++)
                SDL_FreeSurface(a->batch[i].surf[c][t]);
    if (a->cond)
        SDL_DestroyCond(a->cond);
    if (a->lock)
        SDL_DestroyMutex(a->lock);
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
    a->lock = SDL_CreateMutex();
    a->cond = SDL_CreateCond();
    if (a->lock && a->cond)
        a->thread = SDL_CreateThread(work, "pieces", a);
    return 0;
}

int pieces_check(PieceArt *a, SDL_Renderer *r, char *err, int errn)
{
    a->renderer = r;
    wait_ready(a);
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < PIECES_NTYPES; t++) {
            if (!a->master[c][t]) /* no thread, or it failed: made here */
                make_here(a, c, t);
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
        wait_ready(a);
        pieces_prefetch(a, size); /* the rest of the set at this size, by the thread */
        SDL_Surface *done = from_batch(a, colour, t, size);
        if (done)
            return done;
        if (!a->master[colour][t]) /* no thread, or it failed: made here */
            make_here(a, colour, t);
        SDL_Surface *m = a->master[colour][t];
        /* (the rasterizer may round the side up by a pixel) */
        if (m && m->format->format == SDL_PIXELFORMAT_ARGB8888 && m->w >= size && m->h == m->w &&
            m->w <= PIECES_MASTER + 2) {
            a->reduced_here++;
            return reduce(m, size);
        }
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

/* The slot of size, or NULL (none made). */
static PieceSlot *slot_of(PieceArt *a, int size)
{
    for (int i = 0; i < PIECES_SLOTS; i++)
        if (a->slot[i].size == size)
            return &a->slot[i];
    return NULL;
}

/* Whether the thread has done every piece of the batch of size that a texture still lacks
 * (false when there is no batch of size). */
static bool batch_done(PieceArt *a, int size, const PieceSlot *s)
{
    bool done = false;
    SDL_LockMutex(a->lock);
    for (int i = 0; i < PIECES_BATCHES && !done; i++) {
        const PieceBatch *b = &a->batch[i];
        if (b->size != size)
            continue;
        done = true;
        for (int k = 0; k < 2 * PIECES_NTYPES; k++) {
            int c = k / PIECES_NTYPES, t = k % PIECES_NTYPES;
            if (!(s && s->tex[c][t]) && b->state[c][t] != JOB_DONE)
                done = false;
        }
    }
    SDL_UnlockMutex(a->lock);
    return done;
}

bool pieces_prepare(PieceArt *a, int size)
{
    if (!a->thread || !a->renderer || size < 1 || size > PIECES_MASTER)
        return false;
    PieceSlot *s = slot_of(a, size);
    bool all = s != NULL;
    for (int k = 0; all && k < 2 * PIECES_NTYPES; k++)
        all = s->tex[k / PIECES_NTYPES][k % PIECES_NTYPES] != NULL;
    if (all)
        return true;
    if (!batch_done(a, size, s)) {
        pieces_prefetch(a, size); /* (no-op when asked already) */
        return false;
    }
    for (int k = 0; k < 2 * PIECES_NTYPES; k++)
        pieces_texture(a, PIECES_TYPES[k % PIECES_NTYPES], k / PIECES_NTYPES, size);
    return true;
}

bool pieces_room(const PieceArt *a, int size, int spare)
{
    int free = 0;
    for (int i = 0; i < PIECES_SLOTS; i++) {
        if (a->slot[i].size == size)
            return true;
        free += a->slot[i].size == 0;
    }
    return free > spare;
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
