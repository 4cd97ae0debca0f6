/* notation.h - moves as text: each variant's own notation, plain long algebraic, and a reader. */
#ifndef MORPH_NOTATION_H
#define MORPH_NOTATION_H

#include <stddef.h>

#include "movegen.h"

/* A buffer of this size holds any move text the writers produce. */
#define NOTATION_MAX 160

/* Writes legal move m of p in the variant's own notation (RULES.md):
 *
 * - Orthodox and the variants without type cycles: SAN. `Nf3`, `exd5`,
 *   `e8=Q`, `O-O`, `O-O-O`; a piece is disambiguated by its file, else its
 *   rank, else both (`Nbd2`, `R1a3`, `Qh4e1`); a pawn that needs more than
 *   its capture file gets its from-square (`e1e3`). `x` marks captures in
 *   orthodox chess, `:` in the mutating variants.
 * - Revolving, ProDem and Move Up Take Down: the type the moved piece has
 *   afterwards follows in parentheses whenever it differs from the type it
 *   had (`Nc3(B)`, `R:c8(Q)`, `c4(B)`, `e:f6(Q)`); castling names the
 *   rook's new type (`O-O(Q)`). An unchanged piece gets none (`Ke2`, a
 *   ProDem `e5` on an odd turn). A promotion is `e8=Q` (no parentheses).
 * - Polypiece: long algebraic. The moving piece's current power (its Betza
 *   string) comes first, then from, `-` or `x`, to, and `=` the piece's
 *   power after the move: `Ng1-f3=WD`, `WDg8-g6=N`, `Nf3xe5=WD`. Pawns have
 *   no prefix (`e2-e4`); a type whose list has one power (the king, the
 *   orthodox pawn) gets no `=` suffix. Castling is `O-O` / `O-O-O`. A
 *   promotion names the new type, then in parentheses the power that type
 *   has now when it is not just the type's letter: `e7-e8=Q`,
 *   `e7xd8=N(WD)` (the pawn type advances, so the promoted piece takes its
 *   new type's power as it stands).
 * - Atomic Polypiece: as Polypiece, `=` following any type whose power can
 *   change, and `~X` at the end when the same move could advance another
 *   atom list: X is the letter of the list that advances, `-` for none
 *   (`F1Fe1-d2=K~W`, `F1Fe1-d2=F1F~-`). LAN takes the same `~X`.
 * - A pass (MOVE_PASS) is `--` in every variant.
 * - `+` / `#` follow a move that checks / mates when the variant has check.
 *
 * Returns the length written (NUL excluded), or -1 (buf untouched) if m is
 * not a legal move of p or the text does not fit in size bytes. */
int notation_write(const Variant *v, const Position *p, Move m, char *buf, size_t size);

/* notation_write given legal, p's legal moves as movegen_legal makes them (NULL: made here). */
int notation_write_legal(const Variant *v, const Position *p, const MoveList *legal, Move m,
                         char *buf, size_t size);

/* Writes legal move m of p as plain long algebraic: `e2e4`, `e7e8q`,
 * castling as the king's move (`e1g1`), a pass as `--`, and, when the same
 * from and to squares allow several mutation choices, the chosen type in
 * lower case in parentheses (`b1c3(b)`). Return as notation_write. */
int notation_write_lan(const Variant *v, const Position *p, Move m, char *buf, size_t size);

/* Reads one move of p from text and stores it in *out. Accepted: the
 * variant's notation (above); SAN with `x`, `:` or no capture mark; long
 * algebraic `e2e4`, `e2-e4`, `e2xe4`, `e2:e4`, optionally with a piece
 * letter or (Polypiece) current power before it; promotions `e8=Q`, `e8Q`,
 * `e7e8q`; castling `O-O`, `O-O-O`, `0-0`, `0-0-0` or the king's move; a
 * pass `--`; trailing `+ # ! ?` and `e.p.` are ignored. A suffix (`(B)`,
 * `=WD`, `=Q`, `=Q(WAND)`) is checked against what the move does and
 * selects among moves that differ only by a choice; it may be needed.
 *
 * On failure returns -1, leaves *out untouched, and sets err->where to ""
 * (callers add "move N (White)") and err->what to one of:
 *   not a move                            the text is no move notation
 *   unknown piece 'Z'                     no such piece letter (or power)
 *   no legal moves: the game is over
 *   the only move is --                   (ProDem: White's first turn)
 *   no piece on e3 / the piece on e7 is Black's
 *   the piece on g1 is N, not B           piece letter against the from square
 *   the piece on g1 moves as WD, not NN   Polypiece power prefix
 *   illegal move: the king would be in check
 *   illegal move                          (full squares, castling or pass)
 *   no legal move matches                 (SAN that fits no legal move)
 *   ambiguous: Nbd2, Nfd2
 *   not a promotion / cannot promote to K
 *   the piece becomes B, not (R)          (`the rook becomes ...` for castling)
 *   the piece becomes WD, not =N
 *   needs a choice: (B) or (N)            / needs a choice: =Q, =R, =B or =N
 *   needs a choice: ~- or ~W              (atomic: the atom list that advances)
 *   the move cannot advance ~N            (atomic: no such choice) */
int notation_read(const Variant *v, const Position *p, const char *text, Move *out, Error *err);

/* notation_read given legal, p's legal moves as movegen_legal makes them (NULL: made here). */
int notation_read_legal(const Variant *v, const Position *p, const MoveList *legal,
                        const char *text, Move *out, Error *err);

#endif
