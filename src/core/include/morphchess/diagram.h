/* morphchess/diagram.h - a move diagram: where one Betza power can move and
 * capture from a square of an otherwise empty board, with blockers.
 *
 * Part of the public API of the morphchess engine (with match.h, variant.h
 * and error.h). The power-list editor draws it live as the user types; it is
 * computed by the engine's own move generation, so the diagram shows what a
 * game would allow. Squares are numbered rank * 8 + file (stride 8 whatever
 * the board's width), rank 0 being White's first rank; a square mask is bit
 * (rank * 8 + file) of a uint64_t. */
#ifndef MORPHCHESS_DIAGRAM_H
#define MORPHCHESS_DIAGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "morphchess/error.h"

/* What a square is for the piece of the diagram. */
typedef enum DiagramClass {
    DIAGRAM_NONE = 0,    /* neither (also the piece's own square) */
    DIAGRAM_MOVE = 1,    /* it may move there, but not capture there */
    DIAGRAM_CAPTURE = 2, /* it may capture an enemy piece there, but not move there */
    DIAGRAM_BOTH = 3,    /* either */
} DiagramClass;

/* The set-up of a diagram: a board, the piece's square and colour, and
 * blockers. Blockers count as enemy pieces: a blocker's square is a capture
 * square when the piece could take an enemy standing there. Plain value. */
typedef struct MoveDiagram {
    int files, ranks;  /* board size, 1..8 each */
    int square;        /* where the piece stands */
    int colour;        /* WHITE or BLACK: Black uses every vector turned by 180 degrees */
    bool unmoved;      /* the piece has not moved yet: initial-only (i) moves count */
    uint64_t blockers; /* square mask; never holds `square` */
} MoveDiagram;

/* A files x ranks board (clamped to 1..8), the piece White's and unmoved on the
 * square nearest the middle towards a1 (d4 on 8x8), no blockers. */
void diagram_init(MoveDiagram *d, int files, int ranks);

/* Puts the piece on sq, taking away a blocker standing there. Returns 0, or
 * -1 (nothing changes) when sq is not on the board. */
int diagram_place(MoveDiagram *d, int sq);

/* Places a blocker on sq, or takes it away if one is there. Returns 1 when
 * a blocker stands on sq afterwards, 0 when none does, -1 (nothing changes)
 * when sq is off the board or is the piece's square. */
int diagram_toggle_blocker(MoveDiagram *d, int sq);

/* Classifies every square for a piece whose power is the Betza string `betza`
 * (cls[sq] is a DiagramClass; squares off the board are DIAGRAM_NONE). A
 * square is a move square when the piece could go there with the square empty
 * and the blockers as they are, a capture square when it could take an enemy
 * piece standing there (on an empty square: as if one were put there).
 * Returns 0, or -1 with err filled (err->where "column N" for a Betza error,
 * as variant_check_power) and cls untouched. */
int diagram_classify(const MoveDiagram *d, const char *betza, unsigned char cls[64], Error *err);

/* Names the squares of class `which` in cls, in square order (a1, b1, ...,
 * a2, ...), separated by spaces: "c4 e4 d5". Cut short at a whole name if buf
 * (size n) is small; "" when there are none. */
void diagram_list(const unsigned char cls[64], DiagramClass which, char *buf, size_t n);

#endif
