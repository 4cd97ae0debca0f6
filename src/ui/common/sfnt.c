/* sfnt.c - advance widths from a font file's cmap and hmtx tables (see sfnt.h). Every read
 * is checked against the file's size: a damaged file gives "no glyph", never a read past it. */
#include "sfnt.h"

#include <string.h>

static unsigned u16(const SfntMetrics *m, size_t at, int *ok)
{
    if (at > m->size || m->size - at < 2) {
        *ok = 0;
        return 0;
    }
    return (unsigned)m->data[at] << 8 | m->data[at + 1];
}

static uint32_t u32(const SfntMetrics *m, size_t at, int *ok)
{
    return (uint32_t)u16(m, at, ok) << 16 | u16(m, at + 2, ok);
}

/* The offset of table tag, or 0 when the file has none. */
static size_t table(const SfntMetrics *m, const char *tag, int *ok)
{
    unsigned n = u16(m, 4, ok);
    for (unsigned i = 0; i < n && *ok; i++) {
        size_t rec = 12 + (size_t)i * 16;
        if (rec + 16 <= m->size && memcmp(m->data + rec, tag, 4) == 0) {
            uint32_t off = u32(m, rec + 8, ok), len = u32(m, rec + 12, ok);
            if (off < m->size && len <= m->size - off)
                return off;
            *ok = 0;
        }
    }
    return 0;
}

int sfnt_open(SfntMetrics *m, const void *data, size_t size)
{
    memset(m, 0, sizeof *m);
    m->data = data;
    m->size = data ? size : 0;
    int ok = 1;
    uint32_t version = u32(m, 0, &ok);
    if (version != 0x00010000u && version != 0x4F54544Fu /* OTTO */ && version != 0x74727565u)
        ok = 0;
    size_t head = ok ? table(m, "head", &ok) : 0, hhea = ok ? table(m, "hhea", &ok) : 0;
    size_t cmap = ok ? table(m, "cmap", &ok) : 0;
    m->hmtx = ok ? table(m, "hmtx", &ok) : 0;
    if (!head || !hhea || !cmap || !m->hmtx)
        ok = 0;
    m->upem = ok ? u16(m, head + 18, &ok) : 0;
    m->nhm = ok ? u16(m, hhea + 34, &ok) : 0;
    if (m->upem < 16 || m->nhm == 0)
        ok = 0;
    /* a Unicode subtable: Windows full repertoire (format 12), then Windows BMP or Unicode */
    unsigned n = ok ? u16(m, cmap + 2, &ok) : 0;
    for (int pass = 0; pass < 2 && ok && !m->cmap_format; pass++) {
        for (unsigned i = 0; i < n && ok; i++) {
            size_t rec = cmap + 4 + (size_t)i * 8;
            unsigned platform = u16(m, rec, &ok), encoding = u16(m, rec + 2, &ok);
            size_t sub = cmap + u32(m, rec + 4, &ok);
            unsigned format = u16(m, sub, &ok);
            int unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10));
            if (ok && unicode && format == (pass == 0 ? 12u : 4u)) {
                m->cmap = sub;
                m->cmap_format = (int)format;
                break;
            }
        }
    }
    if (!ok || !m->cmap_format) {
        memset(m, 0, sizeof *m);
        return -1;
    }
    return 0;
}

/* The glyph index of cp in a format 4 subtable (segments of code points); 0 when none. */
static unsigned glyph4(const SfntMetrics *m, uint32_t cp, int *ok)
{
    if (cp > 0xFFFF)
        return 0;
    size_t s = m->cmap;
    unsigned segs = u16(m, s + 6, ok) / 2;
    size_t ends = s + 14, starts = ends + 2 * (size_t)segs + 2;
    size_t deltas = starts + 2 * (size_t)segs, ranges = deltas + 2 * (size_t)segs;
    unsigned lo = 0, hi = segs;
    while (lo < hi && *ok) { /* the first segment whose end is at or after cp */
        unsigned mid = (lo + hi) / 2;
        if (u16(m, ends + 2 * (size_t)mid, ok) < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == segs || !*ok)
        return 0;
    unsigned start = u16(m, starts + 2 * (size_t)lo, ok);
    unsigned delta = u16(m, deltas + 2 * (size_t)lo, ok);
    size_t range_at = ranges + 2 * (size_t)lo;
    unsigned range = u16(m, range_at, ok);
    if (cp < start || !*ok)
        return 0;
    if (range == 0)
        return (cp + delta) & 0xFFFF;
    unsigned g = u16(m, range_at + range + 2 * (cp - start), ok);
    return g ? (g + delta) & 0xFFFF : 0;
}

/* The glyph index of cp in a format 12 subtable (groups of code points); 0 when none. */
static unsigned glyph12(const SfntMetrics *m, uint32_t cp, int *ok)
{
    uint32_t groups = u32(m, m->cmap + 12, ok), lo = 0, hi = groups;
    while (lo < hi && *ok) {
        uint32_t mid = lo + (hi - lo) / 2;
        size_t g = m->cmap + 16 + (size_t)mid * 12;
        uint32_t first = u32(m, g, ok), last = u32(m, g + 4, ok);
        if (cp < first)
            hi = mid;
        else if (cp > last)
            lo = mid + 1;
        else
            return (unsigned)(u32(m, g + 8, ok) + (cp - first));
    }
    return 0;
}

int sfnt_advance(const SfntMetrics *m, uint32_t cp, int px)
{
    if (!m->cmap_format || px <= 0)
        return -1;
    int ok = 1;
    unsigned g = m->cmap_format == 12 ? glyph12(m, cp, &ok) : glyph4(m, cp, &ok);
    if (!ok || g == 0)
        return -1;
    unsigned i = g < m->nhm ? g : m->nhm - 1; /* the last advance serves the glyphs after it */
    unsigned aw = u16(m, m->hmtx + 4 * (size_t)i, &ok);
    if (!ok)
        return -1;
    /* FreeType's scale: 16.16 units to 26.6 pixels, rounded as FT_MulFix rounds */
    long long scale = ((long long)px * 64 * 65536 + m->upem / 2) / m->upem;
    return (int)(((long long)aw * scale + 0x8000) >> 16);
}
