/* potential.h - Potential Chess (RULES.md section 5): pieces with sets of possible types. */
#ifndef MORPH_POTENTIAL_H
#define MORPH_POTENTIAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "keycount.h"
#include "morphchess/error.h"
#include "variant.h"

/* The six orthodox types as bits of a set: K Q R B N P. */
enum { POT_K = 0, POT_Q, POT_R, POT_B, POT_N, POT_P, POT_NTYPES };
#define POT_ALL 0x3f
#define POT_PIECES 32 /* ids 0..15 White, 16..31 Black */
#define POT_NONE 0xff /* no piece (board) / captured (square of a piece) */
#define POT_FEN_MAX 512
#define POT_TEXT_MAX 48 /* a move's notation */

/* Piece id -> colour. */
static inline int pot_colour(int id)
{
    return id >= 16 ? 1 : 0;
}

/* The rules state of a Potential Chess game: a plain value (copy with =). */
typedef struct PotPos {
    uint8_t board[64];       /* piece id per square, POT_NONE if empty */
    uint8_t sq[POT_PIECES];  /* square of each piece, POT_NONE once captured */
    uint8_t cur[POT_PIECES]; /* current set */
    uint8_t org[POT_PIECES]; /* origin set ({P} after a promotion); captured: the type counted */
    uint32_t moved;          /* bit per id: the piece has moved */
    uint8_t stm;             /* side to move */
    uint8_t ep;              /* square passed by the last two-square advance, or 64 */
    uint8_t ep_victim;       /* square of the piece that made it */
    uint32_t halfmove, fullmove; /* to POS_COUNTER_MAX (position.h) */
    uint64_t hash;               /* of what repetition compares (see potential_hash) */
} PotPos;

/* A move with its choices, packed in 32 bits:
 *   bits 0-5 from, 6-11 to, 12-13 kind (POT_MOVE_*),
 *   bits 16-19 promotion type + 1 (0: none; a move onto the last rank
 *   without it drops P from the mover: "not a pawn"),
 *   bits 20-23 the captured piece's chosen type + 1 (0: no capture). */
typedef uint32_t PotMove;
enum { POT_MOVE_NORMAL = 0, POT_MOVE_EP = 1, POT_MOVE_CASTLE = 2 };

static inline PotMove pot_move_make(int from, int to, int kind, int promo, int victim)
{
    return (PotMove)from | ((PotMove)to << 6) | ((PotMove)kind << 12) |
           ((PotMove)(promo + 1) << 16) | ((PotMove)(victim + 1) << 20);
}
static inline int pot_move_from(PotMove m)
{
    return (int)(m & 63);
}
static inline int pot_move_to(PotMove m)
{
    return (int)((m >> 6) & 63);
}
static inline int pot_move_kind(PotMove m)
{
    return (int)((m >> 12) & 3);
}
static inline int pot_move_promo(PotMove m)
{
    return (int)((m >> 16) & 15) - 1;
} /* -1 none */
static inline int pot_move_victim(PotMove m)
{
    return (int)((m >> 20) & 15) - 1;
} /* -1 none */

#define POT_MAX_MOVES 2048

typedef struct PotMoveList {
    int count;
    PotMove moves[POT_MAX_MOVES];
} PotMoveList;

/* Checks that v can host Potential Chess: an 8x8 board whose types are
 * K Q R B N P (any order) with the orthodox powers. Returns 0 or -1 with err. */
int potential_check_variant(const Variant *v, Error *err);

/* The start array: 16 pieces per side on ranks 1-2 and 7-8, every set full. */
void potential_start(PotPos *p);

/* Recomputes the repetition hash of p (placement with sets and unmoved
 * flags, side to move, en passant). */
uint64_t potential_hash(const PotPos *p);

/* Every legal move of the side to move, one per choice (promotion or not,
 * the captured piece's type), ordered by from, to, kind and choices. */
int potential_legal(const Variant *v, const PotPos *p, PotMoveList *out);

/* potential_legal, and for each move the moved piece's set after it (every
 * narrowing done) into sets[0..count): what its notation shows. */
int potential_legal_sets(const Variant *v, const PotPos *p, PotMoveList *out, uint8_t *sets);

/* Whether the side to move has a legal move (stops at the first). */
bool potential_has_legal(const Variant *v, const PotPos *p);

/* The legal captures only (en passant and capturing promotions included),
 * in the order of potential_legal: what quiescence searches. */
int potential_captures(const Variant *v, const PotPos *p, PotMoveList *out);

/* True exactly when m is one of potential_legal's moves (without making the
 * list: one move checked and made aside). */
bool potential_is_legal(const Variant *v, const PotPos *p, PotMove m);

/* Applies move m with every narrowing of RULES.md 5 (steps 1-5). Returns 0
 * and stores the new state in *out when m is legal in p, else -1 (out
 * untouched). The from/to/kind must describe a move the geometry allows. */
int potential_apply(const Variant *v, const PotPos *p, PotMove m, PotPos *out);

/* True when side `colour` is in check: every one of its pieces whose set
 * holds K is attacked by some possible enemy attacker. */
bool potential_in_check(const Variant *v, const PotPos *p, int colour);

/* Squares attacked by side `by`, every type of each piece's current set
 * counting as a possible attacker, with the present occupancy. */
uint64_t potential_attacks(const Variant *v, const PotPos *p, int by);

/* Squares a piece of type t (POT_*) and colour on sq attacks with occupancy occ. */
uint64_t potential_type_attacks(const Variant *v, int t, int colour, int sq, uint64_t occ);

/* ---- counts (potential_count.c) ---- */

/* How many of each type a side has: 1 K, 1 Q, 2 R, 2 B, 2 N, 8 P. */
extern const int potential_quota[POT_NTYPES];

/* Exact filtering of one side: sets[0..n-1] (n <= 16 origin sets, a
 * captured piece given as its one type) are replaced by exactly the types
 * that occur in some assignment meeting the quotas. Returns false (sets
 * untouched) when there is none. n pieces fill at most n slots; the quota
 * is met exactly only when n == 16. */
bool potential_filter(uint8_t *sets, int n);

/* Whether one side's 16 origin sets (a captured piece given as its one
 * type) admit an assignment meeting the quotas (Hall's condition). */
bool potential_counts_ok(const uint8_t *sets);

/* The same with any quota per type (sum >= n): for tests on small cases. */
bool potential_filter_quota(uint8_t *sets, int n, const int *quota);

/* Filters both sides of p (origin sets; current sets of unpromoted pieces
 * follow). Returns false when a side has no assignment. */
bool potential_filter_pos(PotPos *p);

/* One assignment of each side's origin sets (types per id, in out[32]), the
 * preferred type of each piece tried first. Returns false if none exists. */
bool potential_assign(const PotPos *p, const int8_t *prefer, int8_t *out);

/* ---- text (potential_text.c) ---- */

/* Writes a set: `X` full, the listed types (`QRP`) or the excluded ones
 * (`!K`), whichever is shorter; lower case for Black. buf >= 8 bytes. */
void potential_set_text(unsigned set, int colour, char *buf);

/* Reads a set in either form (either case) at text; returns characters
 * used, 0 if none. */
int potential_set_read(const char *text, unsigned *set);

/* Writes legal move m of p: `d2-d4>QRP`, `a7:b5>n(p)`, `e7-e8=Q`,
 * `e5:d6>P(p) e.p.` is written `e5:d6>P(p)`, castling `O-O` / `O-O-O`.
 * Returns the length or -1 (m not legal, or buf too small). */
int potential_move_write(const Variant *v, const PotPos *p, PotMove m, char *buf, size_t size);

/* potential_move_write for a legal move whose piece's set after it is
 * known (potential_legal_sets): nothing is played. */
int potential_move_write_set(const PotPos *p, PotMove m, unsigned set, char *buf, size_t size);

/* Reads one move: long algebraic with `-`, `x` or `:` (or none), optional
 * `=Q` promotion, `>SET` (checked), `(T)` captured type (needed when the
 * owner has a choice), `O-O`, `O-O-O`. Returns 0, or -1 with err->what. */
int potential_move_read(const Variant *v, const PotPos *p, const char *text, PotMove *out,
                        Error *err);

/* The Potential FEN (docs/potential.md). Returns the length, -1 if too small. */
int potential_fen_write(const PotPos *p, char *buf, size_t size);

/* Reads a Potential FEN; the sets are narrowed by the counts. Returns 0 or
 * -1 with err (where "FEN"); *out untouched on failure. */
int potential_fen_read(const char *fen, PotPos *out, Error *err);

/* ---- games (potential_game.c) ---- */

typedef enum PotStatus {
    POT_ONGOING = 0,
    POT_CHECKMATE,
    POT_STALEMATE,
    POT_REPETITION,
    POT_FIFTY_MOVE,
} PotStatus;

/* A game: positions[0] is the start; moves[i] leads to positions[i+1]. */
typedef struct PotGame {
    int count, cap;
    PotMove *moves;
    PotPos *positions;
    KeyCount seen; /* the hashes of positions[0..count]: repetition without a walk */
} PotGame;

/* A new game from start, NULL on allocation failure. Free with potential_game_free. */
PotGame *potential_game_new(const PotPos *start);
void potential_game_free(PotGame *g);
const PotPos *potential_game_pos(const PotGame *g);

/* Plays a move (must be legal; the draw rules are the caller's): 0, or -1 unchanged. */
int potential_game_play(const Variant *v, PotGame *g, PotMove m);

/* Takes back the last move and forgets it (false: none). */
bool potential_game_take_back(PotGame *g);

/* Status and result names as game.h's ("checkmate", "1-0", ...). */
PotStatus potential_game_status(const Variant *v, const PotGame *g, const char **status,
                                const char **result);

/* Plays movetext (numbers, comments, results as movetext_parse) from
 * g's current position. Returns 0, or -1 with err->where "move N (White)". */
int potential_game_play_text(const Variant *v, PotGame *g, const char *text, Error *err);

/* One actualization of the game (RULES.md 5, "Replay as orthodox"): the
 * start array as an orthodox FEN into fen, and the moves as numbered SAN of
 * the orthodox variant `ortho` (FIDE plus first_rank_double) into text.
 * Returns 0, or -1 with err when something does not replay (a bug). */
int potential_actualize(const Variant *v, const PotGame *g, const Variant *ortho, char *fen,
                        size_t fen_size, char *text, size_t text_size, Error *err);

#endif
