/* test_ui_sfnt.c - advance widths read from a font file's tables (sfnt.c): DejaVu Sans as
 * shipped (cmap format 12), a small face built here (format 4), and every cut of it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fontfind.h"
#include "hostfile.h"
#include "sfnt.h"

static unsigned char face[512];
static size_t face_len;

static void put16(size_t at, unsigned v)
{
    face[at] = (unsigned char)(v >> 8);
    face[at + 1] = (unsigned char)v;
}

static void put32(size_t at, unsigned long v)
{
    put16(at, (unsigned)(v >> 16));
    put16(at + 2, (unsigned)(v & 0xFFFF));
}

/* A face of four tables: 1000 units per em; glyphs 1 and 2 with advances 500 and 600, and
 * glyph 3 after them with the last advance (600); cmap format 4: 'A'..'C' -> 1..3 by a
 * delta, U+2026 -> 2 through the glyph array. */
static void build_face(void)
{
    memset(face, 0, sizeof face);
    static const char *const tags[] = {"cmap", "head", "hhea", "hmtx"};
    size_t at[4] = {76, 200, 260, 300}, len[4] = {100, 54, 36, 12};
    put32(0, 0x00010000);
    put16(4, 4);
    for (int i = 0; i < 4; i++) {
        memcpy(face + 12 + i * 16, tags[i], 4);
        put32(12 + (size_t)i * 16 + 8, at[i]);
        put32(12 + (size_t)i * 16 + 12, len[i]);
    }
    put16(200 + 18, 1000); /* head.unitsPerEm */
    put16(260 + 34, 3);    /* hhea.numberOfHMetrics: glyphs 0..2 */
    put16(300 + 4, 500);   /* hmtx: glyph 1 */
    put16(300 + 8, 600);   /* glyph 2 */
    size_t c = 76, sub = c + 12;
    put16(c + 2, 1); /* one subtable: Windows, Unicode BMP */
    put16(c + 4, 3);
    put16(c + 6, 1);
    put32(c + 8, 12);
    put16(sub, 4); /* format 4, three segments */
    put16(sub + 6, 6);
    size_t ends = sub + 14, starts = ends + 8, deltas = starts + 6, ranges = deltas + 6;
    put16(ends, 'C');
    put16(ends + 2, 0x2026);
    put16(ends + 4, 0xFFFF);
    put16(starts, 'A');
    put16(starts + 2, 0x2026);
    put16(starts + 4, 0xFFFF);
    put16(deltas, (unsigned)(1 - 'A') & 0xFFFF);
    put16(deltas + 4, 1);
    put16(ranges + 2, 4); /* U+2026: the glyph array, two entries on */
    put16(ranges + 6, 2); /* glyphIdArray[0] */
    face_len = 312;       /* to the end of hmtx */
}

int main(void)
{
    /* the shipped font: 'A' is 1401 units of 2048, so 2802/64 px at 64 px and 875.6/64 at 20 */
    char path[1024], err[256];
    if (fontfind_default(FONTFIND_FILE, path, (int)sizeof path, err, (int)sizeof err) == 0) {
        const void *data;
        size_t size;
        Error e;
        CHECK_INT(host_map_file(path, HOST_CAP_FONT, &data, &size, &e), 0);
        SfntMetrics m;
        CHECK_INT(sfnt_open(&m, data, size), 0);
        CHECK_INT(m.upem, 2048);
        CHECK_INT(m.cmap_format, 12);
        CHECK_INT(sfnt_advance(&m, 'A', 64), 2802);
        CHECK_INT(sfnt_advance(&m, 'A', 20), 876);
        CHECK_INT(sfnt_advance(&m, 0x2026, 20), 1280); /* the ellipsis, a full em */
        CHECK_INT(sfnt_advance(&m, 0x10FFFF, 20), -1); /* no glyph: measured another way */
        host_unmap_file(data, size);
    } else {
        printf("no DejaVu Sans here (%s): the shipped font's checks skipped\n", err);
    }

    build_face();
    SfntMetrics m;
    CHECK_INT(sfnt_open(&m, face, face_len), 0);
    CHECK_INT(m.cmap_format, 4);
    CHECK_INT(sfnt_advance(&m, 'A', 10), 320);    /* 500 / 1000 em at 10 px: 5 px */
    CHECK_INT(sfnt_advance(&m, 'B', 10), 384);    /* 600: 6 px */
    CHECK_INT(sfnt_advance(&m, 'C', 10), 384);    /* past numberOfHMetrics: the last */
    CHECK_INT(sfnt_advance(&m, 0x2026, 10), 384); /* through the glyph array */
    CHECK_INT(sfnt_advance(&m, 'D', 10), -1);
    CHECK_INT(sfnt_advance(&m, 0x1F600, 10), -1); /* beyond the BMP in a format 4 table */
    CHECK_INT(sfnt_advance(&m, 'A', 0), -1);
    /* cut anywhere: an error or the right answer, never a read past the end (ASan) */
    for (size_t n = 0; n < face_len; n++) {
        unsigned char *cut = malloc(n ? n : 1);
        memcpy(cut, face, n);
        SfntMetrics c;
        if (sfnt_open(&c, cut, n) == 0) {
            int a = sfnt_advance(&c, 0x2026, 10);
            CHECK(a == 384 || a == -1);
        }
        free(cut);
    }
    face[0] = 'x'; /* not a font */
    CHECK_INT(sfnt_open(&m, face, face_len), -1);
    CHECK_INT(sfnt_advance(&m, 'A', 10), -1);
    CHECK_INT(sfnt_open(&m, NULL, 100), -1);
    return check_report("test_ui_sfnt");
}
