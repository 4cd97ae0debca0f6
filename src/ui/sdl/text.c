/* text.c - font loading and the text texture cache (nothing is rasterized twice while in use). */
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
    TTF_Font *probe = open_face(&t->file[0], t->path, 12);
    if (!probe) {
        snprintf(err, (size_t)errn, "%s: cannot open the font: %s", t->path, TTF_GetError());
        text_unload(t);
        return -1;
    }
    TTF_CloseFont(probe);
    return 0;
}

static void free_entries(TextCache *t, unsigned long older_than, bool all)
{
    for (int i = 0; i < TEXT_BUCKETS; i++) {
        TextEntry **link = &t->bucket[i];
        while (*link) {
            TextEntry *e = *link;
            if (all || e->used < older_than) {
                *link = e->next;
                if (e->tex)
                    SDL_DestroyTexture(e->tex);
                free(e);
                t->count--;
            } else {
                link = &e->next;
            }
        }
    }
}

void text_unload(TextCache *t)
{
    free_entries(t, 0, true);
    for (int i = 0; i < t->nfonts; i++)
        TTF_CloseFont(t->fonts[i].font);
    if (t->ttf_inited)
        TTF_Quit();
    file_unload(&t->file[0]);
    file_unload(&t->file[1]);
    memset(t, 0, sizeof *t);
}

static TTF_Font *font_for(TextCache *t, int px, bool bold)
{
    if (px < 4)
        px = 4;
    for (int i = 0; i < t->nfonts; i++)
        if (t->fonts[i].px == px && t->fonts[i].bold == (int)bold)
            return t->fonts[i].font;
    bool own_bold = bold && t->bold_path[0];
    TTF_Font *f = open_face(&t->file[own_bold ? 1 : 0], own_bold ? t->bold_path : t->path, px);
    if (!f)
        return NULL;
    if (bold && !t->bold_path[0])
        TTF_SetFontStyle(f, TTF_STYLE_BOLD);
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    if (t->nfonts == TEXT_MAX_FONTS) { /* drop the oldest face; its sizes are rare */
        TTF_CloseFont(t->fonts[0].font);
        memmove(&t->fonts[0], &t->fonts[1], sizeof t->fonts[0] * (TEXT_MAX_FONTS - 1));
        t->nfonts--;
    }
    t->fonts[t->nfonts].px = px;
    t->fonts[t->nfonts].bold = bold;
    t->fonts[t->nfonts].font = f;
    t->nfonts++;
    return f;
}

static unsigned long hash_key(const char *s, int px, bool bold, Uint32 rgba)
{
    unsigned long h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        h = (h ^ *p) * 16777619u;
    h = (h ^ (unsigned long)px) * 16777619u;
    h = (h ^ (unsigned long)bold) * 16777619u;
    h = (h ^ rgba) * 16777619u;
    return h;
}

SDL_Texture *text_get(TextCache *t, const char *s, int px, bool bold, UiColor c, int *w, int *h)
{
    *w = *h = 0;
    if (!s || !*s)
        return NULL;
    Uint32 rgba = ((Uint32)c.r << 24) | ((Uint32)c.g << 16) | ((Uint32)c.b << 8) | c.a;
    unsigned long hash = hash_key(s, px, bold, rgba);
    TextEntry **head = &t->bucket[hash % TEXT_BUCKETS];
    for (TextEntry *e = *head; e; e = e->next) {
        if (e->hash == hash && e->px == px && e->bold == (int)bold && e->rgba == rgba &&
            strcmp(e->text, s) == 0) {
            e->used = t->frame;
            *w = e->w;
            *h = e->h;
            return e->tex;
        }
    }
    TTF_Font *f = font_for(t, px, bold);
    if (!f)
        return NULL;
    SDL_Color opaque = {c.r, c.g, c.b, 255};
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, s, opaque);
    if (!surf)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(t->renderer, surf);
    int sw = surf->w, sh = surf->h;
    SDL_FreeSurface(surf);
    if (!tex)
        return NULL;
    size_t len = strlen(s);
    TextEntry *e = malloc(sizeof *e + len + 1);
    if (!e) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_SetTextureAlphaMod(tex, c.a);
    memcpy(e->text, s, len + 1);
    e->hash = hash;
    e->px = px;
    e->bold = bold;
    e->rgba = rgba;
    e->w = sw;
    e->h = sh;
    e->used = t->frame;
    e->tex = tex;
    e->next = *head;
    *head = e;
    t->count++;
    t->rasterized++;
    *w = sw;
    *h = sh;
    return tex;
}

void text_measure(TextCache *t, const char *s, int px, bool bold, int *w, int *h)
{
    *w = *h = 0;
    size_t len = s ? strlen(s) : 0;
    TextMeasure *m = NULL;
    if (len > 0 && len < TEXT_MEASURE_LEN) {
        unsigned long hash = hash_key(s, px, bold, 0);
        m = &t->measures[hash % TEXT_MEASURES];
        if (m->hash == hash && m->px == px && m->bold == (int)bold && strcmp(m->text, s) == 0) {
            *w = m->w;
            *h = m->h;
            return;
        }
        m->hash = hash;
    }
    TTF_Font *f = font_for(t, px, bold);
    if (f && len > 0)
        TTF_SizeUTF8(f, s, w, h);
    else if (f)
        *h = TTF_FontHeight(f);
    if (m && f) {
        m->px = px;
        m->bold = bold;
        m->w = *w;
        m->h = *h;
        memcpy(m->text, s, len + 1);
    } else if (m) {
        m->text[0] = '\0'; /* the slot holds nothing now */
    }
}

int text_line_height(TextCache *t, int px, bool bold)
{
    TTF_Font *f = font_for(t, px, bold);
    return f ? TTF_FontHeight(f) : px;
}

void text_end_frame(TextCache *t)
{
    t->frame++;
    if (t->frame % 60 == 0 && t->frame > TEXT_KEEP_FRAMES)
        free_entries(t, t->frame - TEXT_KEEP_FRAMES, false);
}
