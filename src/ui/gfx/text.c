/* text.c - font loading and the glyph atlases: a face's glyphs are rasterized once, into one
 * texture per face and size, and strings are laid out from the glyphs' advances and kerning. */
#include "text.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fontfind.h"
#include "hostfile.h"

/* Maps the font file at path into f (host_map_file); f->data stays NULL when it cannot, and
 * faces are then opened from the path. */
static void file_load(TextFile *f, const char *path)
{
    Error err;
    memset(f, 0, sizeof *f);
    if (path[0] && host_map_file(path, HOST_CAP_FONT, &f->data, &f->size, &err) != 0)
        memset(f, 0, sizeof *f);
}

static void file_unload(TextFile *f)
{
    host_unmap_file(f->data, f->size);
    memset(f, 0, sizeof *f);
}

/* A face of the font in f (from its path when it is not in memory) at px pixels. */
static TTF_Font *open_face(const TextFile *f, const char *path, int px)
{
    if (f->data && f->size <= (size_t)INT_MAX) {
        SDL_RWops *rw = SDL_RWFromConstMem(f->data, (int)f->size);
        if (rw)
            return TTF_OpenFontRW(rw, 1, px);
    }
    return TTF_OpenFont(path, px);
}

int text_load(TextCache *t, SDL_Renderer *r, char *err, int errn)
{
    memset(t, 0, sizeof *t);
    t->renderer = r;
    if (fontfind_default(FONTFIND_FILE, t->path, (int)sizeof t->path, err, errn) != 0)
        return -1;
    if (fontfind_sibling(t->path, FONTFIND_BOLD_FILE, t->bold_path, (int)sizeof t->bold_path) != 0)
        t->bold_path[0] = '\0';
    if (!TTF_WasInit()) {
        if (TTF_Init() != 0) {
            snprintf(err, (size_t)errn, "SDL_ttf: %s", TTF_GetError());
            return -1;
        }
        t->ttf_inited = true;
    }
    file_load(&t->file[0], t->path);
    file_load(&t->file[1], t->bold_path);
    for (int i = 0; i < 2; i++)
        sfnt_open(&t->sfnt[i], t->file[i].data, t->file[i].size);
    TTF_Font *probe = open_face(&t->file[0], t->path, 12);
    if (!probe) {
        snprintf(err, (size_t)errn, "%s: cannot open the font: %s", t->path, TTF_GetError());
        text_unload(t);
        return -1;
    }
    TTF_CloseFont(probe);
    return 0;
}

static void tint_free(TextTint *tt)
{
    if (tt->tex)
        SDL_DestroyTexture(tt->tex);
    memset(tt, 0, sizeof *tt);
}

/* Empties f's atlas: its glyphs keep their advances and are drawn into it again when used. */
static void atlas_clear(TextFont *f)
{
    free(f->atlas);
    f->atlas = NULL;
    f->atlas_w = f->atlas_h = 0;
    for (int i = 0; i < TEXT_TINTS; i++)
        tint_free(&f->tint[i]);
    f->pen_x = f->pen_y = f->row_h = 0;
    f->nplaced = 0;
    for (int i = 0; i < TEXT_GLYPHS; i++)
        f->glyph[i].x = -1;
}

static void font_close(TextFont *f)
{
    if (!f)
        return;
    atlas_clear(f);
    free(f);
}

void text_unload(TextCache *t)
{
    for (int i = 0; i < t->nfonts; i++)
        font_close(t->fonts[i]);
    for (int i = 0; i < 2; i++)
        if (t->face[i].font)
            TTF_CloseFont(t->face[i].font);
    if (t->ttf_inited)
        TTF_Quit();
    file_unload(&t->file[0]);
    file_unload(&t->file[1]);
    memset(t, 0, sizeof *t);
}

/* f's face set to f's size. */
static TTF_Font *sized(TextFont *f)
{
    if (f->face->px != f->px && TTF_SetFontSize(f->face->font, f->px) == 0)
        f->face->px = f->px;
    return f->face->font;
}

/* The open face at px (at least 4), bold or not; NULL when it is not open. */
static TextFont *font_open(const TextCache *t, int px, bool bold)
{
    if (px < 4)
        px = 4;
    for (int i = 0; i < t->nfonts; i++)
        if (t->fonts[i]->px == px && t->fonts[i]->bold == (int)bold)
            return t->fonts[i];
    return NULL;
}

static TextFont *font_for(TextCache *t, int px, bool bold)
{
    TextFont *open = font_open(t, px, bold);
    if (open) {
        open->used = t->frame;
        return open;
    }
    if (px < 4)
        px = 4;
    bool own_bold = bold && t->bold_path[0];
    TextFace *face = &t->face[bold ? 1 : 0];
    if (!face->font) {
        face->font = open_face(&t->file[own_bold ? 1 : 0], own_bold ? t->bold_path : t->path, px);
        if (!face->font)
            return NULL;
        if (bold && !t->bold_path[0])
            TTF_SetFontStyle(face->font, TTF_STYLE_BOLD);
        TTF_SetFontHinting(face->font, TTF_HINTING_LIGHT);
        face->px = px;
    }
    TextFont *f = calloc(1, sizeof *f);
    if (!f)
        return NULL;
    f->px = px;
    f->bold = bold;
    f->face = face;
    if (!(bold && !t->bold_path[0]) && t->sfnt[own_bold ? 1 : 0].cmap_format)
        f->sfnt = &t->sfnt[own_bold ? 1 : 0]; /* not for an emboldened regular face */
    f->height = TTF_FontHeight(sized(f));
    f->used = t->frame;
    atlas_clear(f);
    if (t->nfonts == TEXT_MAX_FONTS) { /* close the face unused longest; its size is rare */
        int old = 0;
        for (int i = 1; i < t->nfonts; i++)
            if (t->fonts[i]->used < t->fonts[old]->used)
                old = i;
        font_close(t->fonts[old]);
        t->fonts[old] = t->fonts[--t->nfonts];
    }
    t->fonts[t->nfonts++] = f;
    return f;
}

/* The next code point of UTF-8 text at *p (advancing *p); U+FFFD for a malformed sequence. */
static Uint32 next_cp(const char **p)
{
    const unsigned char *s = (const unsigned char *)*p;
    Uint32 c = s[0];
    int n = c < 0x80             ? 0
            : (c & 0xE0) == 0xC0 ? 1
            : (c & 0xF0) == 0xE0 ? 2
            : (c & 0xF8) == 0xF0 ? 3
                                 : -1;
    if (n < 0) {
        *p += 1;
        return 0xFFFD;
    }
    if (n > 0)
        c &= 0x3Fu >> n;
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p += i;
            return 0xFFFD;
        }
        c = (c << 6) | (s[i] & 0x3Fu);
    }
    *p += n + 1;
    return c;
}

/* Writes code point c as UTF-8 into s (room for 4 bytes); the bytes written. */
static int utf8_put(Uint32 c, char *s)
{
    if (c < 0x80) {
        s[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        s[0] = (char)(0xC0 | (c >> 6));
        s[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        s[0] = (char)(0xE0 | (c >> 12));
        s[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        s[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    s[0] = (char)(0xF0 | (c >> 18));
    s[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    s[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    s[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* The advance of code point cp in f in 64ths, as SDL_ttf's shaping adds it up, and its left
 * bearing in *minx: a face whose file cannot be read is measured this way (far dearer than
 * the file's tables). */
static int measured_advance(TextFont *f, Uint32 cp, int *minx)
{
    int maxx = 0, miny = 0, maxy = 0, adv = 0;
    if (TTF_GlyphMetrics32(sized(f), cp, minx, &maxx, &miny, &maxy, &adv) != 0)
        adv = 0;
    /* (in 64ths: the whole-pixel advance the metrics give is up to half a pixel off, a few
     * pixels over a line): seventeen of the glyph measure sixteen advances more than one. */
    char one[8], row[17 * 4 + 1];
    int n = utf8_put(cp, one), w1 = 0, w17 = 0, h = 0;
    for (int k = 0; k < 17; k++)
        memcpy(row + k * n, one, (size_t)n);
    one[n] = row[17 * n] = '\0';
    if (TTF_SizeUTF8(sized(f), one, &w1, &h) == 0 &&
        TTF_SizeUTF8(f->face->font, row, &w17, &h) == 0)
        return (w17 - w1) * 4;
    return adv * 64;
}

/* The glyph of code point cp in f, its advance looked up the first time; NULL when the
 * table is full (then the table starts again) or the face has no metrics for it. */
static TextGlyph *glyph_for(TextFont *f, Uint32 cp)
{
    unsigned i = (unsigned)(cp * 2654435761u) % TEXT_GLYPHS;
    while (f->glyph[i].cp != 0) {
        if (f->glyph[i].cp == cp)
            return &f->glyph[i];
        i = (i + 1) % TEXT_GLYPHS;
    }
    if (f->nglyphs >= TEXT_GLYPHS / 2) { /* rare: hundreds of distinct characters at a size */
        memset(f->glyph, 0, sizeof f->glyph);
        f->nglyphs = 0;
        atlas_clear(f);
        i = (unsigned)(cp * 2654435761u) % TEXT_GLYPHS;
    }
    int minx = 0, adv = f->sfnt ? sfnt_advance(f->sfnt, cp, f->px) : -1;
    if (adv < 0)
        adv = measured_advance(f, cp, &minx);
    TextGlyph *g = &f->glyph[i];
    g->cp = cp;
    g->adv = (short)adv;
    g->off = (short)(minx < 0 ? minx : 0);
    g->x = -1;
    g->w = g->h = 0;
    f->nglyphs++;
    return g;
}

/* Makes f's atlas, or one twice as high holding the same glyphs when it is full; its width
 * is chosen from the size (about twenty glyphs a row), its first height holds one row. False
 * when out of memory. */
static bool atlas_grow(TextFont *f, int need_w, int need_h)
{
    int w = 128;
    while (w < f->px * 16 && w < 2048)
        w *= 2;
    int h = 16; /* a row of glyphs at first: most faces draw a few strings (memory) */
    while (h < f->height + 2)
        h *= 2;
    if (f->atlas)
        h = f->atlas_h * 2;
    if (f->atlas)
        w = f->atlas_w;
    while (w < need_w)
        w *= 2;
    while (h < need_h)
        h *= 2;
    Uint8 *a = calloc((size_t)w * (size_t)h, 1);
    if (!a)
        return false;
    for (int y = 0; f->atlas && y < f->atlas_h; y++) /* the glyphs keep their places */
        memcpy(a + (size_t)y * (size_t)w, f->atlas + (size_t)y * (size_t)f->atlas_w,
               (size_t)f->atlas_w);
    free(f->atlas);
    f->atlas = a;
    f->atlas_w = w;
    f->atlas_h = h;
    for (int i = 0; i < TEXT_TINTS; i++) /* made again at the new size */
        tint_free(&f->tint[i]);
    return true;
}

/* Draws glyph g's image into f's atlas (once); false when it has no ink or cannot be made. */
static bool glyph_rasterize(TextCache *t, TextFont *f, TextGlyph *g)
{
    if (g->x >= 0)
        return g->w > 0;
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = g->cp == ' ' ? NULL : TTF_RenderGlyph32_Blended(sized(f), g->cp, white);
    if (s && s->format->format != SDL_PIXELFORMAT_ARGB8888) { /* (SDL_ttf 2's is) */
        SDL_Surface *argb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
        SDL_FreeSurface(s);
        s = argb;
    }
    if (!s || s->w <= 0 || s->h <= 0 || f->nplaced >= TEXT_GLYPHS) {
        SDL_FreeSurface(s);
        g->x = 0;
        g->w = g->h = 0;
        return false;
    }
    const int pad = 1; /* between glyphs, so that scaling never blends a neighbour in */
    if (f->atlas && f->pen_x + s->w > f->atlas_w) {
        f->pen_x = 0;
        f->pen_y += f->row_h + pad;
        f->row_h = 0;
    }
    while (!f->atlas || f->pen_y + s->h > f->atlas_h || s->w > f->atlas_w) {
        if (!atlas_grow(f, s->w, s->h)) {
            SDL_FreeSurface(s);
            return false;
        }
    }
    int minx = 0, maxx, miny, maxy, adv; /* the glyph is loaded now: its metrics cost nothing */
    if (TTF_GlyphMetrics32(sized(f), g->cp, &minx, &maxx, &miny, &maxy, &adv) == 0)
        g->off = (short)(minx < 0 ? minx : 0);
    SDL_Rect at = {f->pen_x, f->pen_y, s->w, s->h};
    for (int y = 0; y < s->h; y++) { /* the coverage: the alpha of the white glyph */
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        Uint8 *to = f->atlas + (size_t)(at.y + y) * (size_t)f->atlas_w + at.x;
        for (int x = 0; x < s->w; x++)
            to[x] = (Uint8)(row[x] >> 24);
    }
    g->x = (short)at.x;
    g->y = (short)at.y;
    g->w = (short)s->w;
    g->h = (short)s->h;
    f->placed[f->nplaced++] = (short)(g - f->glyph);
    f->pen_x += s->w + pad;
    if (s->h > f->row_h)
        f->row_h = s->h;
    SDL_FreeSurface(s);
    t->rasterized++;
    return true;
}

/* The atlas of f in colour rgb, its glyphs copied in up to the last that joined; NULL when
 * it cannot be made. */
static SDL_Texture *tint_for(TextCache *t, TextFont *f, Uint32 rgb)
{
    TextTint *tt = NULL, *victim = &f->tint[0];
    for (int i = 0; i < TEXT_TINTS && !tt; i++) {
        if (f->tint[i].tex && f->tint[i].rgb == rgb)
            tt = &f->tint[i];
        else if (!f->tint[i].tex || (victim->tex && f->tint[i].used < victim->used))
            victim = &f->tint[i];
    }
    if (!tt) {
        tint_free(victim);
        victim->tex = SDL_CreateTexture(t->renderer, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_STATIC, f->atlas_w, f->atlas_h);
        if (!victim->tex)
            return NULL;
        SDL_SetTextureBlendMode(victim->tex, SDL_BLENDMODE_BLEND);
        victim->rgb = rgb;
        tt = victim;
    }
    tt->used = t->frame;
    for (; tt->filled < f->nplaced; tt->filled++) {
        const TextGlyph *g = &f->glyph[f->placed[tt->filled]];
        Uint32 px[64 * 64], *buf = px;
        size_t n = (size_t)g->w * (size_t)g->h;
        if (n > sizeof px / sizeof px[0] && !(buf = malloc(n * sizeof *buf)))
            continue;
        for (int y = 0; y < g->h; y++) {
            const Uint8 *row = f->atlas + (size_t)(g->y + y) * (size_t)f->atlas_w;
            for (int x = 0; x < g->w; x++)
                buf[y * g->w + x] = ((Uint32)row[g->x + x] << 24) | rgb;
        }
        SDL_Rect at = {g->x, g->y, g->w, g->h};
        SDL_UpdateTexture(tt->tex, &at, buf, g->w * 4);
        if (buf != px)
            free(buf);
    }
    return tt->tex;
}

/* Lays s out in f and, into tex when not NULL, draws each glyph at (x, y); the width. */
static int layout(TextFont *f, const char *s, SDL_Renderer *r, SDL_Texture *tex, int x, int y)
{
    int pen = 0; /* in 64ths of a pixel */
    for (const char *p = s; *p;) {
        TextGlyph *g = glyph_for(f, next_cp(&p));
        if (!g)
            continue;
        if (tex && g->w > 0 && g->x >= 0) {
            SDL_Rect src = {g->x, g->y, g->w, g->h};
            SDL_Rect dst = {x + (pen >> 6) + g->off, y, g->w, g->h};
            SDL_RenderCopy(r, tex, &src, &dst);
        }
        pen += g->adv;
    }
    return pen >> 6;
}

int text_draw(TextCache *t, const char *s, int px, bool bold, UiColor c, int x, int y)
{
    if (!s || !*s)
        return 0;
    TextFont *f = font_for(t, px, bold);
    if (!f)
        return 0;
    for (const char *p = s; *p;) { /* the glyphs not yet in the atlas go in first */
        TextGlyph *g = glyph_for(f, next_cp(&p));
        if (g)
            glyph_rasterize(t, f, g);
    }
    SDL_Texture *tex = NULL;
    if (f->atlas) {
        tex = tint_for(t, f, ((Uint32)c.r << 16) | ((Uint32)c.g << 8) | c.b);
        if (tex)
            SDL_SetTextureAlphaMod(tex, c.a);
    }
    return layout(f, s, t->renderer, tex, x, y);
}

void text_measure(TextCache *t, const char *s, int px, bool bold, int *w, int *h)
{
    *w = *h = 0;
    TextFont *f = font_for(t, px, bold);
    if (!f)
        return;
    *h = f->height;
    if (s && *s) {
        *w = layout(f, s, NULL, NULL, 0, 0);
        t->measured += (long)strlen(s);
    }
}

int text_advance(TextCache *t, const char *s, size_t n, int px, bool bold)
{
    TextFont *f = font_for(t, px, bold);
    const char *end = s + n, *p = s;
    int pen = 0;
    while (f && p < end && *p) {
        const char *q = p;
        Uint32 cp = next_cp(&q);
        if (q > end) { /* a character cut at n: malformed, as text_measure finds it at a NUL */
            cp = 0xFFFD;
            q = end;
        }
        TextGlyph *g = glyph_for(f, cp);
        if (g)
            pen += g->adv;
        p = q;
    }
    t->measured += p - s;
    return pen;
}

int text_line_height(TextCache *t, int px, bool bold)
{
    TextFont *f = font_for(t, px, bold);
    return f ? f->height : px;
}

void text_end_frame(TextCache *t)
{
    t->frame++;
}
