/* position.h - the rules state of one board as a plain value, and moves. */
#ifndef MORPH_POSITION_H
#define MORPH_POSITION_H

#include <stdbool.h>
#include <stdint.h>

#include "bits.h"
#include "variant.h"

/* A move packed in 32 bits.
 *   bits 0-5   from square       bits 6-11  to square
 *   bits 12-15 kind (MOVE_*)     bits 16-19 new type + 1 (0: none) - the
 *   promotion piece, or the mover's choice of mutation
 *   bits 20-23 aux (atomic Polypiece: which atom advances)
 *   bit  24    board (Portal)
 *   bits 25-30 castling: the square of the rook that castles
 */
typedef uint32_t Move;

enum {
    MOVE_NORMAL = 0,
    MOVE_DOUBLE = 1, /* a pawn's two-square step: sets the en-passant square */
    MOVE_EP = 2,     /* en-passant capture */
    MOVE_CASTLE = 3, /* king move: `to` is the king's destination, the rook is move_rook */
    MOVE_PROMO = 4,  /* pawn promotion to new type */
    MOVE_PASS = 5,   /* an empty turn (ProDem's White turn 1) */
};

#define MOVE_NONE ((Move)0xffffffffu)

static inline Move move_make(int from, int to, int kind)
{
    return (Move)from | ((Move)to << 6) | ((Move)kind << 12);
}
/* Castling of the king on `from` to `to` with the rook on `rook`, Chess960 style: the
 * rook stands anywhere on the king's rank, and `to` may be the king's or the rook's
 * square. */
static inline Move move_make_castle(int from, int to, int rook)
{
    return move_make(from, to, MOVE_CASTLE) | ((Move)rook << 25);
}
static inline Move move_with_new(Move m, int type)
{
    return (m & ~(0xfu << 16)) | ((Move)(type + 1) << 16);
}
static inline Move move_with_aux(Move m, int aux)
{
    return (m & ~(0xfu << 20)) | ((Move)aux << 20);
}
static inline int move_from(Move m)
{
    return (int)(m & 63);
}
static inline int move_to(Move m)
{
    return (int)((m >> 6) & 63);
}
static inline int move_kind(Move m)
{
    return (int)((m >> 12) & 15);
}
static inline int move_new(Move m)
{
    return (int)((m >> 16) & 15) - 1;
} /* -1: none */
static inline int move_aux(Move m)
{
    return (int)((m >> 20) & 15);
}
/* MOVE_CASTLE: the castling rook's square */
static inline int move_rook(Move m)
{
    return (int)((m >> 25) & 63);
}

/* piece codes on Position.board: 0 empty, else 1 + colour * VAR_MAX_TYPES + type */
#define PIECE_NONE 0
static inline int piece_code(int colour, int type)
{
    return 1 + colour * VAR_MAX_TYPES + type;
}
static inline int piece_colour(int code)
{
    return (code - 1) / VAR_MAX_TYPES;
}
static inline int piece_type(int code)
{
    return (code - 1) % VAR_MAX_TYPES;
}

#define POS_PHASES (VAR_MAX_TYPES + VAR_MAX_ATOMS)

/* Halfmove clocks and move (turn) numbers, of every family, lie in 0..POS_COUNTER_MAX:
 * each fits an int, a FEN with a larger one is an error (fen_read_counter), and
 * counting stops there rather than wrap. */
#define POS_COUNTER_MAX 2147483647u

/* n + k, or POS_COUNTER_MAX when that is more (k <= POS_COUNTER_MAX). */
static inline uint32_t position_counter_add(uint32_t n, uint32_t k)
{
    return n <= POS_COUNTER_MAX - k ? n + k : POS_COUNTER_MAX;
}

typedef struct Position {
    Bitboard pieces[2][VAR_MAX_TYPES];
    Bitboard occ[2];
    Bitboard unmoved; /* pieces that have not moved (initial moves, castling) */
    Bitboard castle;  /* rooks that keep a castling right */
    uint64_t hash;    /* Zobrist key of everything repetition compares */
    uint8_t board[64];
    uint8_t stm;                  /* side to move */
    uint8_t ep;                   /* en-passant target square or GEO_NO_SQ */
    uint8_t ep_victim;            /* square of the pawn an en-passant capture takes */
    uint8_t king_captured;        /* 1 + colour whose king was captured, else 0 */
    uint32_t halfmove;            /* fifty-move counter, in plies (to POS_COUNTER_MAX) */
    uint32_t fullmove;            /* turn number (to POS_COUNTER_MAX) */
    uint8_t phase[2][POS_PHASES]; /* Polypiece: current index per colour, type (then atom);
                                   * atomic: a type's entry is its power index */
} Position;

/* Puts `code` on sq (must be empty). */
void position_put(const Variant *v, Position *p, int sq, int code);

/* Removes whatever stands on sq. */
void position_remove(const Variant *v, Position *p, int sq);

/* Recomputes p->hash from scratch. */
uint64_t position_hash(const Variant *v, const Position *p);

/* The compiled power a piece of (colour, type) has now. */
static inline const struct Power *position_power(const Variant *v, const Position *p, int colour,
                                                 int type)
{
    return v->powers[type][colour][p->phase[colour][type]];
}

/* Square of colour's king, or -1 (none on the board, or no royal type). */
static inline int position_king(const Variant *v, const Position *p, int colour)
{
    if (v->king_type < 0)
        return -1;
    Bitboard k = p->pieces[colour][v->king_type];
    return k ? bits_lsb(k) : -1;
}

/* Applies a move produced by movegen for p (no legality check) in place,
 * including the variant's mutation of the moved piece and phase changes. */
void position_make(const Variant *v, Position *p, Move m);

/* Atomic Polypiece: sets each type's power index (phase[colour][type]) from
 * the atom phases (phase[colour][VAR_MAX_TYPES + a]). No-op otherwise. */
void position_sync_atoms(const Variant *v, Position *p);

/* Castling: the rook's from and to squares for a MOVE_CASTLE move: from move_rook(m) to
 * the square beside the king's destination towards the centre: the f-file on the king
 * side (the rook stood on the h side of the king), the d-file on the queen side. */
void position_castle_rook(const Variant *v, Move m, int *rook_from, int *rook_to);

#endif
