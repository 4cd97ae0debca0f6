/* power.h - a Betza power compiled into per-square attack tables for one colour. */
#ifndef MORPH_POWER_H
#define MORPH_POWER_H

#include <stddef.h>

#include "betza.h"
#include "geo.h"

/* One rider direction. full[s] is the unlimited ray from s (s excluded, stops
 * at the edge or region border); lim[s] the part the piece may ride (its range).
 * Along a vector the square index changes monotonically, so the first
 * blocker is the lowest set bit (ascending) or the highest (descending). */
typedef struct RayDir {
    Bitboard full[64];
    Bitboard lim[64];
    int8_t dx, dy;
    uint8_t flags; /* BETZA_MOVE / BETZA_CAPTURE / BETZA_INITIAL */
    uint8_t ascending;
    uint8_t atom;
} RayDir;

/* Two rider directions that make one line: opposite vectors, both
 * unlimited, the same flags, neither initial-only (a rook's file, a
 * bishop's diagonal, a nightrider's line). Their targets come from one
 * obstruction difference instead of two ray walks. */
typedef struct RayLine {
    uint8_t up, down; /* the ascending and the descending ray (indices in rays) */
    uint8_t flags;
} RayLine;

/* A lame single leap: to[s] is the landing square (0 if off the board),
 * block[s] the squares whose occupation blocks it. */
typedef struct LameLeap {
    Bitboard to[64];
    Bitboard block[64];
    uint8_t flags;
    uint8_t atom;
} LameLeap;

/* A move that is computed by stepping (hoppers, grasshoppers, lame riders):
 * rare in practice, so kept simple. */
typedef struct SlowDir {
    int8_t dx, dy;
    uint8_t range; /* 0 unlimited */
    uint8_t flags;
    uint8_t atom;
} SlowDir;

enum {
    POWER_HAS_RAYS = 1 << 0,
    POWER_HAS_SLOW = 1 << 1,    /* lame, hopper or grasshopper moves */
    POWER_HAS_INITIAL = 1 << 2, /* some move needs the piece unmoved */
    POWER_HAS_EP = 1 << 3,
    POWER_CAP_RAYS = 1 << 4, /* some rider direction captures */
    POWER_HAS_LAME = 1 << 5,
    POWER_LAME_CAP = 1 << 6, /* a lame leap captures: attacks are found forwards */
    POWER_PARTS = 1 << 7,    /* atomic: moves carry an aux (see Power.part) */
};

#define POWER_MAX_RAYS 24
#define POWER_MAX_SLOW 32
#define POWER_MAX_LAME 24
#define POWER_MAX_PARTS 16

typedef struct Power {
    Bitboard leap_move[64];  /* single leaps that may move (not initial-only) */
    Bitboard leap_cap[64];   /* single leaps that may capture */
    Bitboard ileap_move[64]; /* initial-only leaps */
    Bitboard ileap_cap[64];
    Bitboard ep_cap[64]; /* leaps that may capture en passant */
    /* every capturing rider direction's lim[s] together (initial-only ones
     * too): no piece there, no ray need be looked at */
    Bitboard ray_cap_reach[64];
    unsigned features;
    int nrays;
    int nslow;
    int nlame;
    RayDir rays[POWER_MAX_RAYS];
    /* the rays paired into lines, and the others (indices in rays) */
    int nlines, nsingle;
    RayLine line[POWER_MAX_RAYS / 2];
    uint8_t single[POWER_MAX_RAYS];
    LameLeap lame[POWER_MAX_LAME];
    SlowDir slow[POWER_MAX_SLOW];
    /* The same text compiled for the other colour's frame: the squares from
     * which a piece of this power attacks s are rev's capture targets from s
     * (for leaps and rides; slow moves are checked forwards). */
    const struct Power *rev;
    int colour;
    /* Atomic Polypiece (POWER_PARTS set): the power split by the atom list
     * that makes each move (part_aux[i] is the move's aux, see
     * variant_atom_cycles); a part may be this power itself. Parts have no
     * rev. Otherwise nparts is 0 and moves have aux 0. */
    int nparts;
    const struct Power *part[POWER_MAX_PARTS];
    uint8_t part_aux[POWER_MAX_PARTS];
} Power;

/* The lame-leap path of (dx, dy) as offsets: writes up to 2 (x, y) pairs
 * into path and returns how many. */
int power_lame_path(int dx, int dy, int path[4]);

/* Compiles a parsed piece for `colour` (0 White, 1 Black: vectors turned by
 * 180 degrees) on geometry g. Returns 0, or -1 when it has more rider or
 * slow directions than fit (message in err, which may be NULL). */
int power_compile(Power *out, const BetzaPiece *bp, int colour, const Geometry *g, char *err,
                  size_t errsize);

#endif
