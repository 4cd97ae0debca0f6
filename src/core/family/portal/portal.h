/* portal.h - Portal Chess laid over a base variant: two boards (or one split
 * board), turns of two simultaneous actions, declarations and teleports. */
#ifndef MORPH_PORTAL_H
#define MORPH_PORTAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "morphchess/error.h"
#include "movegen.h"

/* Boards. In the one-set layout "board" A is the half of files a-d and B the
 * half of files e-h of the one board (each kept in its own Position). */
enum { PORTAL_A = 0, PORTAL_B = 1 };

#define PORTAL_MAX_ACTIONS (MOVEGEN_MAX + 8) /* moves, one declaration, teleports */
#define PORTAL_FEN_MAX 512
#define PORTAL_TEXT_MAX 32 /* text of one action, with its terminating NUL */

typedef enum PortalActionKind {
    PORTAL_MOVE = 0,  /* a move of the base variant on the acting board */
    PORTAL_DECLARE,   /* intent to teleport next turn; nothing moves */
    PORTAL_TELEPORT,  /* from a portal square of the other board to this board */
    PORTAL_LOST_TURN, /* no teleport possible after a declaration, or no action on the board;
                         never when that leaves the king in check */
} PortalActionKind;

/* One action of one player. Fields a kind does not use are GEO_NO_SQ and
 * MOVE_NONE, so two actions compare equal field by field. */
typedef struct PortalAction {
    uint8_t kind;   /* PortalActionKind */
    uint8_t colour; /* who acts */
    uint8_t board;  /* the board acted on; a teleport lands here */
    uint8_t from;   /* MOVE: from-square; TELEPORT: square on the other board */
    uint8_t to;     /* MOVE: to-square; TELEPORT: the corresponding square here */
    Move move;      /* MOVE: the base variant's move on `board` */
} PortalAction;

/* A PortalAction in one word (56 bits: kind, colour and board, from, to, the base variant's
 * move), as a MatchAction's payload and the line of a match keep it; and back. */
uint64_t portal_action_word(const PortalAction *a);
PortalAction portal_action_of_word(uint64_t w);

typedef struct PortalList {
    int count;
    PortalAction actions[PORTAL_MAX_ACTIONS];
} PortalList;

/* The whole state of a Portal game as a plain value (copy with `=`).
 * board[b] is board b at the start of the turn; its `stm` is the colour that
 * acts on it this turn, its `phase` (Polypiece) is the same on both boards,
 * its `fullmove` is the turn and its `halfmove` the clock below. A turn's
 * first entered action is kept in `first`, not yet applied: normal moves and
 * declarations are judged against the position at the start of the turn; a
 * teleport or lost turn entered after the opponent's normal move sees that
 * move (portal_view). */
typedef struct PortalPos {
    Position board[2];
    uint32_t turn;            /* 1, 2, ... (to POS_COUNTER_MAX): one action by each player */
    uint32_t halfmove;        /* fifty-move clock in actions: +2 a turn, 0 after a turn
                                 with a capture (landing too) or a pawn move (teleport too) */
    uint8_t white_board;      /* board White acts on this turn (Black on the other) */
    uint8_t must_teleport[2]; /* per colour: declared on the previous turn */
    uint8_t entered;          /* 0, or 1 + colour of the action entered first */
    PortalAction first;       /* that action when entered != 0 */
} PortalPos;

/* How a finished game ended, per colour (portal_status). */
typedef struct PortalEnd {
    bool mated[2];      /* no legal action on the acting board, in check there */
    bool stalemated[2]; /* set for both when both lose their turns in one turn */
    bool king_lost[2];  /* the king was captured */
} PortalEnd;

/* 0 when Portal Chess can be laid over v's rules; else -1 with err filled
 * (not a Portal variant, no royal piece, check off, king capture, White's
 * empty first turn, or a mutation other than none, type-cycle and
 * piece-cycle). Every other function assumes this holds. */
int portal_supported(const Variant *v, Error *err);

/* The start of a game: from v's `start` (two sets: board A, and board B
 * derived by turning it round: colours swapped and ranks mirrored, castling
 * rights too; one set: the whole board, split into its halves). Every piece
 * counts as unmoved.
 * Returns 0, or -1 with err filled (portal_supported, or a start that does
 * not fit the layout); *out is untouched on failure. */
int portal_start(const Variant *v, PortalPos *out, Error *err);

/* The board colour acts on this turn. */
int portal_board_of(const PortalPos *p, int colour);

/* The colour whose action is entered next: White, then Black, except that a
 * player who must teleport enters after an opponent who need not. */
int portal_to_enter(const PortalPos *p);

/* True when sq is a portal square of board b. */
bool portal_is_portal(const Variant *v, int b, int sq);

/* The square of the other board that portal square sq of board b
 * corresponds to, or -1 when sq is not a portal square of b. */
int portal_corresponding(const Variant *v, int b, int sq);

/* True when colour's king on board b is attacked by an enemy piece on b, or
 * stands on a portal square whose corresponding square holds an enemy piece
 * (false when colour has no king on b). Looks at p->board as it stands. */
bool portal_in_check(const Variant *v, const PortalPos *p, int colour, int b);

/* The legal actions of the player who enters next (portal_to_enter), in a
 * fixed order: moves (movegen's order), then the declaration; or teleports
 * by from-square; else the lost turn, unless in check. Returns the count: 0
 * when the position decides the game: a king captured, a player judged now
 * without a legal action (checkmated), or both players losing their turns in
 * this turn (stalemate). A player is judged when they act (RULES.md 6): the
 * player to enter; at the start of a turn the other one too, unless they
 * must teleport after this player's normal action (then they are judged
 * after it, seeing it). Draws (repetition, fifty moves, material) are
 * portal_status's. */
int portal_legal(const Variant *v, const PortalPos *p, PortalList *out);

/* Enters an action from portal_legal (not checked). The first of a turn is
 * stored in p->first; the second completes the turn: normal actions are
 * made, then teleporting pieces leave and then land, and the players swap
 * boards. */
void portal_apply(const Variant *v, PortalPos *p, const PortalAction *a);

/* portal_apply after checking that a is legal: returns 0, or -1 with err
 * filled and p untouched. */
int portal_play(const Variant *v, PortalPos *p, const PortalAction *a, Error *err);

/* True when the entered first action must be hidden from the player entering
 * next (both players teleport this turn). */
bool portal_hidden(const PortalPos *p);

/* The boards as a player sees them: p->board with the first entered action
 * made, unless it is hidden (or none was entered). */
void portal_view(const Variant *v, const PortalPos *p, Position out[2]);

/* The key for repetition: placements, who acts where, castling, en passant,
 * phases and declarations (the entered first action is not part of it). */
uint64_t portal_key(const Variant *v, const PortalPos *p);

/* How the game stands, with the players judged as portal_legal judges them.
 * repeated: how many earlier positions at the start of a turn are this one
 * (the same portal_key); its third occurrence (repeated 2) is a draw. Both
 * players checkmated in one turn is STATUS_CHECKMATE with RESULT_DRAW; both
 * losing their turns in one turn is STATUS_STALEMATE with RESULT_DRAW,
 * whatever the base variant's stalemate outcome. *result and *end may be
 * NULL. */
GameStatus portal_status(const Variant *v, const PortalPos *p, int repeated, GameResult *result,
                         PortalEnd *end);

/* Paths of `depth` entered actions from p (one ply is one entered action,
 * so one turn is two plies). Depth 0 counts 1. */
uint64_t portal_perft(const Variant *v, const PortalPos *p, int depth);

/* Reads the Portal FEN (docs/portal.md), which describes the start of a
 * turn. Returns 0, or -1 with err filled (where = "FEN", what names the
 * field); *out is untouched on failure. Fails also when v is not supported. */
int portal_fen_read(const Variant *v, const char *fen, PortalPos *out, Error *err);

/* Writes p as Portal FEN into buf (the boards at the start of the turn: an
 * entered first action is not written). Returns the length, or -1 (buf
 * untouched) if it did not fit; PORTAL_FEN_MAX is always enough. */
int portal_fen_write(const Variant *v, const PortalPos *p, char *buf, size_t size);

/* Writes legal action a of p (the player to enter) as text: the board, then
 * the base variant's notation without check marks ("A:e4", "B:Nf3(B)",
 * "A:Ng1-f3=WD"), "declare", "tp:Ra4-a4" (piece letter except pawns, the
 * square on the other board, the landing square; no capture mark) or "--"
 * (a lost turn): "B:declare", "A:tp:Ra4-a4", "B:--". Returns the length, or
 * -1 (buf untouched) if it did not fit; PORTAL_TEXT_MAX is always enough. */
int portal_action_write(const Variant *v, const PortalPos *p, const PortalAction *a, char *buf,
                        size_t size);

/* Reads the text of one action of the player to enter next and finds it
 * among the legal actions. Accepts the written form, an optional board
 * prefix, long algebraic (e2e4, e2-e4, e4xd5, e7e8q, e7-e8=Q), SAN (Nf3,
 * exd5, e8=Q, O-O), "declare", "tp:a4" / "tp:a4-h4", "--" / "lost".
 * Returns 0, or -1 with err->what saying why (err->where is ""); *out is
 * untouched on failure. */
int portal_action_read(const Variant *v, const PortalPos *p, const char *text, PortalAction *out,
                       Error *err);

#endif
