/* setup.h - the position set-up screen's model, window-free: the squares of a variant's
 * board(s), the side to move, castling rights by rook, en passant, counters and the state
 * each family's FEN carries (Polypiece phases, Potential sets and moved marks, Portal's
 * boards and declarations), composed as the family's FEN and checked by the engine. */
#ifndef MORPH_UI_SETUP_H
#define MORPH_UI_SETUP_H

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

/* Starts s on variant v (borrowed) with the position fen (the family's FEN, e.g. the game's
 * match_fen), or the variant's start when fen is NULL, then checks it (setup_check).
 * Returns 0, or -1 with err when the variant has no start or fen is not of the variant's
 * family (s then holds the start). */
int setup_init(Setup *s, const Variant *v, const char *fen, Error *err);

/* What setup_init gives s of v's shape alone (s zeroed first): the family, the boards and
 * their files and ranks, the palette. Enough to lay the screen out (setlayout_compute) before
 * it is opened. */
void setup_shape(Setup *s, const Variant *v);

/* Reads a FEN of the family into the squares and fields (not checked: setup_check does).
 * Returns 0, or -1 with err on text it cannot take apart (s unchanged). */
int setup_load_fen(Setup *s, const char *fen, Error *err);

/* Empties every square; castling rights and en passant go with the pieces. */
void setup_clear_board(Setup *s);

/* The variant's start position. */
void setup_start_position(Setup *s);

/* Puts token on (board, sq), or empties it for "" or NULL. Rights and an en-passant
 * square the placement no longer allows are dropped. */
void setup_put(Setup *s, int board, int sq, const char *token);

/* Moves the piece of (board, from) to (to_board, to), over whatever stood there. */
void setup_move(Setup *s, int board, int from, int to_board, int to);

/* Whether (board, sq) is a square of the variant's board(s) (inline: setup.c and setup_pot.c
 * ask it, and neither calls the other for it). */
static inline bool setup_valid_square(const Setup *s, int board, int sq)
{
    return board >= 0 && board < s->nboards && sq >= 0 && sq < 64 && sq % 8 < s->files &&
           sq / 8 < s->ranks;
}

/* The side that moves on board b: to_move, or in Portal the colour acting on that board. */
int setup_side_on(const Setup *s, int b);

/* The rook squares of board b whose castling right the placement allows: the colour's king
 * on its start square and a rook on a start square of that rank. 0 without castling (and
 * in Potential Chess, where castling follows from the marks). */
uint64_t setup_castling_offered(const Setup *s, int b);

/* Gives or takes the right of the rook on (b, sq) (only an offered one). */
void setup_toggle_castling(Setup *s, int b, int sq);

/* The castling field of board b as the FEN writes it ("KQkq", "Bh", "-"). */
void setup_castling_text(const Setup *s, int b, char *buf, size_t size);

/* The en-passant squares the placement allows on board b (a pawn of the side not to move
 * just past them after a double step), at most 8; returns the count. */
int setup_ep_candidates(const Setup *s, int b, int out[8]);

/* Steps the en-passant square of board b through none and the candidates. */
void setup_cycle_ep(Setup *s, int b);

/* Polypiece: steps colour's index of phase digit i by delta (wrapping in its list). */
void setup_step_phase(Setup *s, int colour, int i, int delta);

/* The label of phase digit i (its type or atom letter) and colour's current power there. */
char setup_phase_letter(const Setup *s, int i);
const char *setup_phase_power(const Setup *s, int colour, int i);

/* Potential: a token read into its parts; false for an empty square or a token that is not
 * Potential's. */
bool setup_pot_read(const char *token, SetupPot *out);

/* Potential: p written as a token (the FEN writer's form) for a piece on square sq. */
void setup_pot_write(const SetupPot *p, int sq, char *buf, size_t size);

/* Potential: toggles type t (SETUP_POT_*) in the set of the piece on (0, sq), its moved
 * mark for t == SETUP_POT_TYPES, or for SETUP_POT_TYPES + 1 whether it is a promoted pawn
 * (a piece of one type other than K and P: "[N/P]"). No-op on an empty square, a set that
 * would be empty or a piece that cannot be a promoted pawn. */
void setup_pot_toggle(Setup *s, int sq, int t);

/* Potential: the captured field: the one the FEN gave while it still makes 16 pieces a side
 * with the board, else the one that completes each side to 16 pieces (1 K, 1 Q, 2 R, 2 B,
 * 2 N, 8 P by the pieces' origin sets); "-" for none. */
void setup_pot_captured(const Setup *s, char *buf, size_t size);

/* Composes the family's FEN of s into buf. */
void setup_compose(const Setup *s, char *buf, size_t size);

/* Composes s->fen and reads it with the engine (match_new): s->ok, and s->status gets the
 * engine's error as error_format writes it, or what the position is ("White to move."). */
bool setup_check(Setup *s);

#endif
