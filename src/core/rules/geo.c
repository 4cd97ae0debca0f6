/* geo.c - board shape, regions and square names. */
#include "geo.h"

int geo_init(Geometry *g, int files, int ranks, int nboards)
{
    if (files < 1 || files > GEO_MAX_FILES || ranks < 1 || ranks > GEO_MAX_RANKS || nboards < 1 ||
        nboards > 2)
        return -1;
    g->files = files;
    g->ranks = ranks;
    g->nboards = nboards;
    g->valid = 0;
    for (int r = 0; r < ranks; r++)
        for (int f = 0; f < files; f++)
            g->valid |= geo_bit(geo_square(f, r));
    g->nregions = 1;
    g->region[0] = g->valid;
    for (int i = 1; i < GEO_MAX_REGIONS; i++)
        g->region[i] = 0;
    for (int sq = 0; sq < 64; sq++)
        g->region_of[sq] = 0;
    return 0;
}

void geo_split_files(Geometry *g, int split_file)
{
    Bitboard left = 0;
    for (int sq = 0; sq < 64; sq++) {
        if ((g->valid & geo_bit(sq)) && geo_file(sq) < split_file)
            left |= geo_bit(sq);
    }
    g->nregions = 2;
    g->region[0] = left;
    g->region[1] = g->valid & ~left;
    for (int sq = 0; sq < 64; sq++)
        g->region_of[sq] = (left & geo_bit(sq)) ? 0 : 1;
}

int geo_step(const Geometry *g, int sq, int dx, int dy)
{
    int f = geo_file(sq) + dx, r = geo_rank(sq) + dy;
    if (f < 0 || f >= g->files || r < 0 || r >= g->ranks)
        return -1;
    int to = geo_square(f, r);
    if (g->region_of[to] != g->region_of[sq])
        return -1;
    return to;
}

void geo_square_name(int sq, char *buf)
{
    buf[0] = (char)('a' + geo_file(sq));
    buf[1] = (char)('1' + geo_rank(sq));
    buf[2] = '\0';
}

int geo_parse_square(const Geometry *g, const char *text, int *sq)
{
    if (!text || text[0] < 'a' || text[0] >= 'a' + g->files)
        return 0;
    if (text[1] < '1' || text[1] >= '1' + g->ranks)
        return 0;
    *sq = geo_square(text[0] - 'a', text[1] - '1');
    return 2;
}
