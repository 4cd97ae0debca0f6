/* geo.h - board shape as data: size, regions nothing crosses, square names. */
#ifndef MORPH_GEO_H
#define MORPH_GEO_H

#include <stdbool.h>
#include <stdint.h>

/* Squares are numbered rank * 8 + file on every board (stride 8 whatever the
 * width), so a board holds at most 8 files and 8 ranks and a bitboard is one
 * uint64_t. A Portal game with two boards keeps one Position per board. */
#define GEO_MAX_FILES 8
#define GEO_MAX_RANKS 8
#define GEO_MAX_REGIONS 4
#define GEO_NO_SQ 64

typedef uint64_t Bitboard;

typedef struct Geometry {
    int files, ranks; /* of each board */
    int nboards;      /* 1, or 2 for two-board Portal */
    Bitboard valid;   /* squares that exist */
    int nregions;     /* the board is split into regions that no move crosses */
    Bitboard region[GEO_MAX_REGIONS];
    uint8_t region_of[64];
} Geometry;

static inline int geo_square(int file, int rank)
{
    return rank * 8 + file;
}
static inline int geo_file(int sq)
{
    return sq & 7;
}
static inline int geo_rank(int sq)
{
    return sq >> 3;
}
static inline Bitboard geo_bit(int sq)
{
    return (Bitboard)1 << sq;
}

/* Fills g with one region covering a files x ranks board (1..8 each) and
 * nboards boards. Returns 0, or -1 for sizes out of range. */
int geo_init(Geometry *g, int files, int ranks, int nboards);

/* Splits the board between file `split_file - 1` and `split_file` into two
 * regions that nothing crosses (Portal one-set: split_file = 4). */
void geo_split_files(Geometry *g, int split_file);

/* The square reached from sq by (dx, dy), or -1 if off the board or in
 * another region. */
int geo_step(const Geometry *g, int sq, int dx, int dy);

/* Writes the square name ("e4") into buf (at least 4 bytes). */
void geo_square_name(int sq, char *buf);

/* Reads a square name at text; returns the number of characters used (2) and
 * sets *sq, or 0 if text does not start with a square of g. */
int geo_parse_square(const Geometry *g, const char *text, int *sq);

#endif
