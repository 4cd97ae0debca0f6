/* sfnt.h - a font file's advance widths read from its tables (cmap, hmtx): measuring a
 * glyph this way costs a table look-up, where asking the font library loads and hints it. */
#ifndef MORPH_UI_SFNT_H
#define MORPH_UI_SFNT_H

#include <stddef.h>
#include <stdint.h>

/* Where the tables of one TrueType / OpenType face are in the caller's bytes (not owned:
 * the bytes must outlive it). */
typedef struct SfntMetrics {
    const uint8_t *data;
    size_t size;
    unsigned upem;   /* font units per em */
    unsigned nhm;    /* hmtx entries with their own advance */
    size_t hmtx;     /* offset of the hmtx table */
    size_t cmap;     /* offset of the chosen cmap subtable */
    int cmap_format; /* 4 (the Basic Multilingual Plane) or 12 (every plane) */
} SfntMetrics;

/* Finds the tables in the size bytes at data. Returns 0, or -1 (m zeroed) when they are not
 * a single face with head, hhea, hmtx and a Unicode cmap of format 4 or 12 (a collection,
 * a damaged file): the caller then measures another way. */
int sfnt_open(SfntMetrics *m, const void *data, size_t size);

/* The advance of code point cp at px pixels per em, in 64ths of a pixel (the font's own
 * width, unhinted, as a shaper adds it up); -1 when the face has no glyph for cp. */
int sfnt_advance(const SfntMetrics *m, uint32_t cp, int px);

#endif
