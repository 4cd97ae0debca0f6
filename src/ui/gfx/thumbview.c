/* thumbview.c - a game's last position as a small picture, cached in a texture. */
#include "thumbview.h"

#include "hash.h"

#include <string.h>

static int imax(int a, int b)
{
    return a > b ? a : b;
}

/* The frame round a board and the gap between two boards, for squares of s pixels. */
static int frame_w(int s)
{
    return imax(1, s / 4);
}

void thumbview_size(const ViewThumb *t, int s, int *w, int *h)
{
    *w = *h = 0;
    if (t->nboards < 1)
        return;
    int f = frame_w(s), bw = t->files * s + 2 * f;
    *w = t->nboards * bw + (t->nboards - 1) * s;
    *h = t->ranks * s + 2 * f;
}

/* A piece the set has no art for (a type of its own, or Potential's unknown type): a disc of
 * its colour, as the board's token without its letter (too small to read). */
static void draw_disc_piece(Draw *d, int colour, UiRect r)
{
    int dia = r.w * 3 / 4, cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    bool black = colour == VIEW_BLACK;
    draw_disc(d, cx, cy, dia, black ? d->theme->frame_edge : d->theme->ink);
    draw_disc(d, cx, cy, dia - 2, black ? d->theme->ebony : d->theme->ivory);
}

/* Square (rank, file) of board b of the picture at (x, y): its colour, the last move's tint,
 * its piece. */
static void draw_square(Draw *d, PieceArt *art, const ViewThumb *t, int b, int rank, int file,
                        int x, int y, int s)
{
    int f = frame_w(s), bx = x + b * (t->files * s + 2 * f + s);
    int col = t->flipped ? t->files - 1 - file : file;
    int row = t->flipped ? rank : t->ranks - 1 - rank;
    UiRect r = {bx + f + col * s, y + f + row * s, s, s};
    draw_fill(d, r, (file + rank) % 2 ? d->theme->light : d->theme->dark);
    int sq = rank * 8 + file;
    if (b == 0 && (t->marked >> sq & 1))
        draw_fill(d, r, d->theme->last_move);
    char type = t->type[b][sq];
    if (!type)
        return;
    if (type == '?' || !draw_piece(d, art, type, t->colour[b][sq], r, 255))
        draw_disc_piece(d, t->colour[b][sq], r);
}

/* The picture at (x, y): each board's frame, squares and pieces. */
static void draw_boards(Draw *d, PieceArt *art, const ViewThumb *t, int x, int y, int s)
{
    int f = frame_w(s), bw = t->files * s + 2 * f;
    for (int b = 0; b < t->nboards; b++) {
        int bx = x + b * (bw + s);
        draw_fill(d, (UiRect){bx, y, bw, t->ranks * s + 2 * f}, d->theme->frame);
        for (int rank = 0; rank < t->ranks; rank++)
            for (int file = 0; file < t->files; file++)
                draw_square(d, art, t, b, rank, file, x, y, s);
        if (t->split_file > 0 && t->split_file < t->files) { /* Portal's one set: two halves */
            int col = t->flipped ? t->files - t->split_file : t->split_file, ww = imax(1, s / 6);
            draw_fill(d, (UiRect){bx + f + col * s - ww / 2, y + f, ww, t->ranks * s},
                      d->theme->wall);
        }
    }
}

/* The squares where t and shown differ: their piece, its colour or the last move's tint. */
static bool square_changed(const ViewThumb *t, const ViewThumb *shown, int b, int sq)
{
    bool tint = b == 0 && ((t->marked ^ shown->marked) >> sq & 1);
    return tint || t->type[b][sq] != shown->type[b][sq] ||
           (t->type[b][sq] && t->colour[b][sq] != shown->colour[b][sq]);
}

/* Draws t into texture tex with squares of s pixels: whole (cleared first) when shown is NULL,
 * else only its squares that differ from shown; the target and its clip are restored. The
 * squares drawn again, or -1 when tex cannot be drawn into. */
static long draw_into(Draw *d, PieceArt *art, SDL_Texture *tex, const ViewThumb *t, int s,
                      const ViewThumb *shown)
{
    SDL_Texture *target = SDL_GetRenderTarget(d->r);
    SDL_Rect clip;
    SDL_bool clipped = SDL_RenderIsClipEnabled(d->r);
    SDL_RenderGetClipRect(d->r, &clip);
    if (SDL_SetRenderTarget(d->r, tex) != 0)
        return -1;
    long n = 0;
    if (!shown) {
        SDL_SetRenderDrawBlendMode(d->r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(d->r, 0, 0, 0, 0);
        SDL_RenderClear(d->r);
        draw_boards(d, art, t, 0, 0, s);
    } else {
        for (int b = 0; b < t->nboards; b++)
            for (int rank = 0; rank < t->ranks; rank++)
                for (int file = 0; file < t->files; file++)
                    if (square_changed(t, shown, b, rank * 8 + file)) {
                        draw_square(d, art, t, b, rank, file, 0, 0, s);
                        n++;
                    }
    }
    SDL_SetRenderTarget(d->r, target);
    SDL_RenderSetClipRect(d->r, clipped ? &clip : NULL);
    return n;
}

/* The slot holding key, or the one to draw it in (free, else the least recently used). */
static ThumbSlot *find_slot(ThumbCache *c, unsigned long key, bool *hit)
{
    ThumbSlot *pick = &c->slot[0];
    for (int i = 0; i < THUMBS_MAX; i++) {
        ThumbSlot *sl = &c->slot[i];
        if (sl->key == key) {
            *hit = true;
            return sl;
        }
        if (pick->key && (!sl->key || sl->used < pick->used))
            pick = sl;
    }
    *hit = false;
    return pick;
}

/* Draws t into the slot's texture (made again when its size differs); false on failure. */
static bool fill_slot(Draw *d, PieceArt *art, ThumbSlot *sl, const ViewThumb *t, int s, int w,
                      int h)
{
    if (sl->tex && (sl->w != w || sl->h != h)) {
        SDL_DestroyTexture(sl->tex);
        sl->tex = NULL;
    }
    if (!sl->tex) {
        sl->tex = SDL_CreateTexture(d->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
        if (!sl->tex)
            return false;
        SDL_SetTextureBlendMode(sl->tex, SDL_BLENDMODE_BLEND); /* the gap between boards */
        sl->w = w;
        sl->h = h;
    }
    return draw_into(d, art, sl->tex, t, s, NULL) >= 0;
}

void thumbview_draw(Draw *d, PieceArt *art, ThumbCache *c, const ViewThumb *t, int x, int y, int s)
{
    int w, h;
    thumbview_size(t, s, &w, &h);
    if (w <= 0 || h <= 0)
        return;
    if (!c || !SDL_RenderTargetSupported(d->r)) {
        draw_boards(d, art, t, x, y, s);
        return;
    }
    unsigned long key = ui_hash(UI_HASH_START, t, sizeof *t);
    key = ui_hash(key, &s, sizeof s);
    key = ui_hash(key, &d->theme, sizeof d->theme);
    key += key == 0; /* 0 marks a free slot */
    bool hit;
    ThumbSlot *sl = find_slot(c, key, &hit);
    if (!hit) {
        sl->key = 0;
        if (!fill_slot(d, art, sl, t, s, w, h)) {
            draw_boards(d, art, t, x, y, s);
            return;
        }
        sl->key = key;
        c->made++;
    }
    sl->used = ++c->clock;
    SDL_Rect dst = {x, y, w, h};
    SDL_RenderCopy(d->r, sl->tex, NULL, &dst);
}

/* Whether the kept picture k can be brought to t square by square: the same size, colours,
 * boards and side (Portal's wall, drawn over two files, is drawn again whole). */
static bool same_frame(const ThumbKept *k, const ViewThumb *t, const Theme *theme, int s)
{
    const ViewThumb *o = &k->shown;
    return k->ok && k->s == s && k->theme == theme && o->nboards == t->nboards &&
           o->files == t->files && o->ranks == t->ranks && o->split_file == t->split_file &&
           o->flipped == t->flipped && !t->split_file;
}

/* Makes k's texture w x h for t (again when its size or format differs): false when it
 * cannot be made. One board covers its picture: it is copied as it is (much cheaper than
 * blending), from the window's own format when c has one (no conversion). */
static bool kept_texture(Draw *d, const ThumbCache *c, ThumbKept *k, const ViewThumb *t, int w,
                         int h)
{
    bool opaque = t->nboards <= 1;
    Uint32 format = opaque && c->opaque_kept ? c->opaque_kept : SDL_PIXELFORMAT_ARGB8888;
    if (k->tex && (k->w != w || k->h != h || k->format != format)) {
        SDL_DestroyTexture(k->tex);
        k->tex = NULL;
        k->ok = false;
    }
    if (!k->tex) {
        k->tex = SDL_CreateTexture(d->r, format, SDL_TEXTUREACCESS_TARGET, w, h);
        if (!k->tex)
            return false;
        k->format = format;
        k->w = w;
        k->h = h;
        k->ok = false;
    }
    SDL_SetTextureBlendMode(k->tex, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    return true;
}

bool thumbview_keep_ahead(Draw *d, ThumbCache *c, const ViewThumb *t, int s)
{
    int w, h;
    thumbview_size(t, s, &w, &h);
    return w > 0 && h > 0 && SDL_RenderTargetSupported(d->r) &&
           kept_texture(d, c, &c->kept, t, w, h);
}

/* Brings k's texture to t: whole, or only the squares whose piece or tint changed. */
static bool kept_update(Draw *d, PieceArt *art, ThumbCache *c, const ViewThumb *t, int s, int w,
                        int h)
{
    ThumbKept *k = &c->kept;
    bool whole = !same_frame(k, t, d->theme, s);
    if (whole && !kept_texture(d, c, k, t, w, h))
        return false;
    if (!whole && memcmp(&k->shown, t, sizeof *t) == 0)
        return true;
    long n = draw_into(d, art, k->tex, t, s, whole ? NULL : &k->shown);
    if (n < 0)
        return false;
    k->whole += whole;
    k->squares += n;
    k->shown = *t;
    k->s = s;
    k->theme = d->theme;
    k->ok = true;
    return true;
}

void thumbview_draw_kept(Draw *d, PieceArt *art, ThumbCache *c, const ViewThumb *t, int x, int y,
                         int s)
{
    int w, h;
    thumbview_size(t, s, &w, &h);
    if (w <= 0 || h <= 0)
        return;
    ThumbKept *k = &c->kept;
    if (!SDL_RenderTargetSupported(d->r) || !kept_update(d, art, c, t, s, w, h)) {
        k->ok = false;
        draw_boards(d, art, t, x, y, s);
        return;
    }
    SDL_Rect dst = {x, y, w, h};
    SDL_RenderCopy(d->r, k->tex, NULL, &dst);
}

void thumbview_invalidate(ThumbCache *c)
{
    c->kept.ok = false;
    for (int i = 0; i < THUMBS_MAX; i++)
        c->slot[i].key = 0;
}

void thumbview_unload(ThumbCache *c)
{
    if (c->kept.tex)
        SDL_DestroyTexture(c->kept.tex);
    for (int i = 0; i < THUMBS_MAX; i++)
        if (c->slot[i].tex)
            SDL_DestroyTexture(c->slot[i].tex);
    memset(c, 0, sizeof *c);
}
