/* setup_types.h - the set-up screen's state (a Setup and its pieces), apart from what works on
 * it: setup.c (the screen's model) and setup_pot.c (Potential's tokens, below it) both do. */
#ifndef MORPH_UI_SETUP_TYPES_H
#define MORPH_UI_SETUP_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "morphchess/error.h"
#include "morphchess/match.h"
#include "morphchess/variant.h"

#define SETUP_BADGE_MAX 24 /* a power badge (WAND, fmF) */

#define SETUP_TOKEN_MAX 16 /* one piece as its FEN writes it: "N", "x", "[!BN]'", "[N/P]" */
#define SETUP_FEN_MAX 600  /* a composed FEN */
#define SETUP_STATUS_MAX 600
#define SETUP_MAX_PALETTE 32
#define SETUP_MAX_PHASES 36 /* one base-36 digit per type or atom */
#define SETUP_NO_SQ (-1)

typedef enum SetupFamily {
    SETUP_PLAIN = 0, /* FEN of fen.c: placement, side, castling, ep, counters, phases */
    SETUP_POTENTIAL, /* docs/potential.md: sets, moved marks, captured pieces */
    SETUP_PORTAL,    /* docs/portal.md: two boards (or one set split in halves) */
} SetupFamily;

/* Potential's six types, in the order the sets are written. */
enum {
    SETUP_POT_K = 0,
    SETUP_POT_Q,
    SETUP_POT_R,
    SETUP_POT_B,
    SETUP_POT_N,
    SETUP_POT_P,
    SETUP_POT_TYPES
};
#define SETUP_POT_ALL 0x3fu

/* A piece of the palette: what it puts on a square. */
typedef struct SetupPiece {
    char token[SETUP_TOKEN_MAX];
    char letter; /* upper-case type letter ('X' for Potential's full set) */
    int colour;  /* WHITE or BLACK */
} SetupPiece;

/* A piece of Potential Chess as its token says: colour, current set, promoted (a pawn's
 * origin, one current type) and the moved mark. */
typedef struct SetupPot {
    int colour;
    unsigned set;
    bool promoted;
    bool moved;
} SetupPot;

/* The whole set-up state: a plain value (copies with =). */
typedef struct Setup {
    const Variant *variant; /* borrowed: must outlive the Setup */
    SetupFamily family;
    bool one_set; /* Portal's one-set layout: one board, halves a-d (A) and e-h (B) */
    int nboards;  /* boards drawn: 2 for Portal's two sets, else 1 */
    int files, ranks;
    char sq[2][64][SETUP_TOKEN_MAX];    /* "" for an empty square; square = rank * 8 + file */
    char start[2][64][SETUP_TOKEN_MAX]; /* the variant's start, for castling offers */
    char start_fen[SETUP_FEN_MAX];      /* the variant's start as its family's FEN */
    int to_move;                        /* plain, Potential: WHITE or BLACK */
    int white_board;         /* Portal: the board (half) White acts on this turn, 0 (A) or 1 (B) */
    uint64_t castle[2];      /* per board: the rook squares holding a right (both colours) */
    int ep[2];               /* per board (Portal: per half): en-passant square or SETUP_NO_SQ */
    int declared;            /* Portal: bit 0 White, bit 1 Black must teleport */
    long halfmove, fullmove; /* Portal: the turn number in fullmove */
    int nphases; /* Polypiece: digits per colour (types, or atoms when atomic); else 0 */
    int phase[2][SETUP_MAX_PHASES];
    char pot_captured[40]; /* Potential: the captured field the FEN gave ("" for none) */
    int npalette;
    SetupPiece palette[SETUP_MAX_PALETTE];
    /* What setup_check found: the composed FEN, whether the engine read it, and its message
     * (the engine's error as error_format writes it, or what the position is). */
    char fen[SETUP_FEN_MAX];
    bool ok;
    char badge[2][64][SETUP_BADGE_MAX]; /* each piece's power badge as the game shows it
                                           (badge_piece; all "" when the engine refused) */
    char status[SETUP_STATUS_MAX];
} Setup;

/* Whether (board, sq) is a square of the variant's board(s). */
static inline bool setup_valid_square(const Setup *s, int board, int sq)
{
    return board >= 0 && board < s->nboards && sq >= 0 && sq < 64 && sq % 8 < s->files &&
           sq / 8 < s->ranks;
}

#endif
