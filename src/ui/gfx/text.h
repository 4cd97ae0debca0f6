/* text.h - DejaVu Sans through SDL2_ttf, drawn from a glyph atlas per face and size: each glyph
 * is rasterized once into one texture of its face, and a string is drawn glyph by glyph. */
#ifndef MORPH_UI_TEXT_H
#define MORPH_UI_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

#include "sfnt.h"
#include "theme.h"

#define TEXT_MAX_FONTS 24 /* open (size, weight) faces, each with its atlas */
#define TEXT_GLYPHS 512   /* glyph slots of a face (open addressing: at most half are used) */
#define TEXT_TINTS 6      /* colours of a face's atlas kept at once */

/* One glyph of a face: its advance, and where its image is in the face's atlas. */
typedef struct TextGlyph {
    Uint32 cp;  /* the code point; 0: an empty slot */
    short adv;  /* advance in 64ths of a pixel */
    short off;  /* the image's left edge from the pen (negative for a glyph reaching left) */
    short x, y; /* the image in the atlas; x < 0: not drawn into it yet */
    short w, h; /* 0 for a glyph without ink (a space) */
} TextGlyph;

/* The atlas in one colour: the software renderer blends a texture in its own colours
 * several times faster than one tinted by a colour modulation, so each colour drawn at a
 * size has its copy of the atlas, brought up to date from its coverage as glyphs join. */
typedef struct TextTint {
    Uint32 rgb;
    SDL_Texture *tex; /* NULL: a free slot */
    int filled;       /* glyphs (in the order they joined the atlas) copied into it */
    unsigned long used;
} TextTint;

/* A face of the font file opened once and set to each size in turn: FreeType's hinter
 * studies a face once, at a price, so a face per size paid that again
 * for each new size. */
typedef struct TextFace {
    TTF_Font *font; /* NULL until first needed */
    int px;         /* the size it is set to now */
} TextFace;

typedef struct TextFont {
    int px, bold;
    TextFace *face;          /* shared by every size of this weight (not owned) */
    int height;              /* the line height */
    const SfntMetrics *sfnt; /* the file's advances (NULL: measured by SDL_ttf, slower) */
    Uint8 *atlas; /* the glyphs' coverage, a byte a pixel (NULL until one is drawn): SDL_ttf
                   * draws them white, and a tint needs their alpha alone (a quarter of the
                   * memory of the ARGB surface it was) */
    int atlas_w, atlas_h;
    int pen_x, pen_y, row_h; /* where the next glyph goes (rows filled left to right) */
    int nglyphs, nplaced;
    short placed[TEXT_GLYPHS]; /* the glyphs in the atlas, in the order they joined it */
    TextTint tint[TEXT_TINTS];
    unsigned long used; /* frame of the last use, for eviction */
    TextGlyph glyph[TEXT_GLYPHS];
} TextFont;

/* A font file in memory: FreeType reads a face's glyphs as it needs them, and through a
 * file each read is a seek and a read (for each new face and size); mapped, the pages
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
    SfntMetrics sfnt[2];    /* their advance tables (cmap_format 0: not readable) */
    TextFace face[2];       /* regular, bold (owned) */
    bool ttf_inited;        /* this cache called TTF_Init */
    int nfonts;
    TextFont *fonts[TEXT_MAX_FONTS]; /* owned */
    unsigned long frame;
    long rasterized; /* glyphs drawn into atlases so far (tests check that a frame makes none) */
    long measured;   /* bytes of text measured so far (tests: a paragraph wrapped, about once) */
} TextCache;

/* Finds the font (see fontfind.h: $MORPHCHESS_FONT, then the usual
 * directories), opens it once to check it, and prepares an empty cache for
 * renderer r. Returns 0, or -1 with a message in err (size errn) saying what
 * is missing; nothing stays allocated on failure. Pair with text_unload. Until a
 * size is drawn or measured nothing points into *t, so the cache may be copied
 * to another place (render_load_started takes one opened on a thread). */
int text_load(TextCache *t, SDL_Renderer *r, char *err, int errn);

/* Frees every atlas and font (and ends SDL_ttf if text_load started it). */
void text_unload(TextCache *t);

/* Draws UTF-8 text s at px pixels, bold or not, in colour c, with its top left at (x, y);
 * glyphs not yet in the face's atlas are rasterized into it first. Returns the width drawn
 * (the width text_measure gives). Nothing for NULL or "". */
int text_draw(TextCache *t, const char *s, int px, bool bold, UiColor c, int x, int y);

/* The size s would take (the width the glyphs' advances and kerning add up to, the face's
 * line height), without drawing. */
void text_measure(TextCache *t, const char *s, int px, bool bold, int *w, int *h);

/* The advance of the first n bytes of s (up to its end) in 64ths of a pixel: the width
 * text_measure gives is the advance of the whole string >> 6, so a line can be measured a
 * word at a time, each word once. */
int text_advance(TextCache *t, const char *s, size_t n, int px, bool bold);

/* The line height of the face at px. */
int text_line_height(TextCache *t, int px, bool bold);

/* Marks the end of a frame (counts frames: faces long unused are closed first when the
 * limit of open faces is reached). */
void text_end_frame(TextCache *t);

#endif
