/* pieces.c - loads the SVG piece set and rasterizes it with IMG_LoadSizedSVG_RW per size. */
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

int pieces_load(PieceArt *a, SDL_Renderer *r, const char *dir, char *err, int errn)
{
    memset(a, 0, sizeof *a);
    a->renderer = r;
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < PIECES_NTYPES; t++) {
            char path[1024];
            snprintf(path, sizeof path, "%s/%c%c.svg", dir, c ? 'b' : 'w', PIECES_TYPES[t]);
            a->svg[c][t] = read_all(path, &a->len[c][t]);
            if (!a->svg[c][t]) {
                snprintf(err, (size_t)errn, "%s: cannot read the piece image", path);
                pieces_unload(a);
                return -1;
            }
        }
    }
    /* Fail now rather than at the first frame if the SVGs do not rasterize. */
    SDL_Surface *probe = pieces_rasterize(a, 'K', 0, 16);
    if (!probe) {
        snprintf(err, (size_t)errn, "%s/wK.svg: cannot rasterize: %s", dir, IMG_GetError());
        pieces_unload(a);
        return -1;
    }
    SDL_FreeSurface(probe);
    return 0;
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
    for (int i = 0; i < PIECES_SLOTS; i++)
        free_slot(&a->slot[i]);
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECES_NTYPES; t++)
            free(a->svg[c][t]);
    memset(a, 0, sizeof *a);
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
        SDL_Surface *surf = pieces_rasterize(a, type, colour, size);
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
