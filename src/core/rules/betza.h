/* betza.h - reads a Betza piece description (shared/BETZA.md) into move vectors. */
#ifndef MORPH_BETZA_H
#define MORPH_BETZA_H

#include <stdint.h>

#include "morphchess/variant.h" /* BETZA_MAX_TEXT */

#define BETZA_MAX_VECTORS 160 /* more is reported as an error */
#define BETZA_MAX_ATOMS 16    /* atom letters in one string */

/* Flags on one vector. Neither MOVE nor CAPTURE never happens: a vector with no
 * m/c modifier has both. */
enum {
    BETZA_MOVE = 1 << 0,    /* may move to an empty square */
    BETZA_CAPTURE = 1 << 1, /* may capture an enemy piece */
    BETZA_INITIAL = 1 << 2, /* 'i': only while the piece has not moved */
    BETZA_EP = 1 << 3,      /* 'e': may also capture en passant */
    BETZA_LAME = 1 << 4,    /* 'n': blocked by an occupied square on its path */
    BETZA_HOP = 1 << 5,     /* 'p': cannon, must jump exactly one piece */
    BETZA_GRASS = 1 << 6,   /* 'g': grasshopper, lands just past the first piece */
};

/* One direction of one atom, in White's frame (x towards file h, y towards
 * rank 8). range: 1 = a single leap, n > 1 = rider of at most n steps,
 * 0 = unlimited rider. Hoppers and grasshoppers have range 0 unless a number
 * limits them. atom: index into BetzaPiece.atoms of the atom that made it. */
typedef struct BetzaVector {
    int8_t dx, dy;
    uint8_t range;
    uint8_t flags;
    uint8_t atom;
} BetzaVector;

/* One atom occurrence as written: its canonical letter (W F D N A H C Z G;
 * L is read as C, J as Z; K, R, B, Q each give two atoms W and/or F) and the
 * 1-based column of the letter in the text. */
typedef struct BetzaAtom {
    char letter;
    int column;
} BetzaAtom;

typedef struct BetzaPiece {
    int nvec;
    BetzaVector vec[BETZA_MAX_VECTORS];
    int natoms;
    BetzaAtom atoms[BETZA_MAX_ATOMS];
} BetzaPiece;

typedef struct BetzaError {
    int column;        /* 1-based column of the offending character (len+1 for "unexpected end") */
    char message[200]; /* e.g. "unknown letter 'X' at column 3" */
} BetzaError;

/* Parses `text` into `out`. Returns 0 on success; on failure returns -1, fills
 * err (if non-NULL) and leaves `out` untouched. NULL text is an error.
 * Vectors are not de-duplicated: `WR` yields the W leaps and the R rides, each
 * tagged with its own atom (atomic Polypiece needs to know every atom that
 * can make a move). */
int betza_parse(const char *text, BetzaPiece *out, BetzaError *err);

#endif
