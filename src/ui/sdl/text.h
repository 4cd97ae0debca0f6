/* text.h - DejaVu Sans through SDL2_ttf, with a cache of text textures keyed by (text, size, style,
 * colour). */
#ifndef MORPH_UI_TEXT_H
#define MORPH_UI_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

#include "theme.h"

#define TEXT_MAX_FONTS 24 /* open (size, weight) faces */
#define TEXT_BUCKETS 512
#define TEXT_KEEP_FRAMES 240 /* an entry unused this many frames is freed */

typedef struct TextEntry {
    struct TextEntry *next;
    unsigned long hash;
    int px, bold;
    Uint32 rgba;
    int w, h;
    unsigned long used; /* frame of the last use */
    SDL_Texture *tex;   /* NULL for an empty string */
    char text[];        /* the key text, owned with the entry */
} TextEntry;

/* A remembered size: measuring is asked for every frame (fitting, wrapping, lining up), and
 * FreeType's shaping of the same text each time costs more than drawing it. */
#define TEXT_MEASURES 1024  /* slots, chosen by hash; a newer text takes the slot over */
#define TEXT_MEASURE_LEN 96 /* longer texts are measured each time */
typedef struct TextMeasure {
    unsigned long hash;
    int px, bold, w, h;
    char text[TEXT_MEASURE_LEN]; /* "" for an empty slot */
} TextMeasure;

typedef struct TextFont {
    int px, bold;
    TTF_Font *font;
} TextFont;

/* A font file in memory: FreeType reads a face's glyphs as it needs them, and through a
 * file each read is a seek and a read (about 1 ms a new face and size); mapped, the pages
 * are the system's file cache, not the program's heap. */
typedef struct TextFile {
    const void *data; /* NULL: not mapped (faces are opened from the path) */
    size_t size;
} TextFile;

typedef struct TextCache {
    SDL_Renderer *renderer; /* not owned */
    char path[1024];        /* DejaVuSans.ttf */
    char bold_path[1024];   /* DejaVuSans-Bold.ttf, or "" to embolden the regular face */
    TextFile file[2];       /* regular, bold */
    bool ttf_inited;        /* this cache called TTF_Init */
    int nfonts;
    TextFont fonts[TEXT_MAX_FONTS];
    TextEntry *bucket[TEXT_BUCKETS];
    TextMeasure measures[TEXT_MEASURES];
    int count;
    unsigned long frame;
    long rasterized; /* textures made so far (tests check that a frame makes none) */
} TextCache;

/* Finds the font (see fontfind.h: $MORPHCHESS_FONT, then the usual
 * directories), opens it once to check it, and prepares an empty cache for
 * renderer r. Returns 0, or -1 with a message in err (size errn) saying what
 * is missing; nothing stays allocated on failure. Pair with text_unload. */
int text_load(TextCache *t, SDL_Renderer *r, char *err, int errn);

/* Frees every texture and font (and ends SDL_ttf if text_load started it). */
void text_unload(TextCache *t);

/* The texture of UTF-8 text s at px pixels, bold or not, in colour c; made
 * on first use and then reused until unused for TEXT_KEEP_FRAMES frames.
 * *w, *h get its size. Returns NULL for "" (size 0) or on failure (size 0).
 * The texture belongs to the cache. */
SDL_Texture *text_get(TextCache *t, const char *s, int px, bool bold, UiColor c, int *w, int *h);

/* The size s would take, without making a texture. */
void text_measure(TextCache *t, const char *s, int px, bool bold, int *w, int *h);

/* The line height of the face at px. */
int text_line_height(TextCache *t, int px, bool bold);

/* Marks the end of a frame: counts frames and frees entries long unused. */
void text_end_frame(TextCache *t);

#endif
