/* fen.h - Forsyth-Edwards Notation in and out, with morphchess's extensions. */
#ifndef MORPH_FEN_H
#define MORPH_FEN_H

#include <stddef.h>

#include "position.h"

#define FEN_MAX 256

/* Reads fen into *out for variant v. Fields after the placement are
 * optional (defaults: w - - 0 1). Castling is read by fen_read_castling.
 * On error returns -1 and fills err (where = "FEN", what names the field and
 * character; err->column and err->span the bytes of fen it is about, column 0 for an
 * error of the position as a whole such as "White has no king"); *out is untouched. */
int fen_read(const Variant *v, const char *fen, Position *out, Error *err);

/* Writes p as FEN into buf (at least FEN_MAX bytes advised). Returns the
 * length, or -1 if it did not fit. */
int fen_write(const Variant *v, const Position *p, char *buf, size_t size);

/* Reads a counter of a FEN (halfmove clock, move or turn number) from text, which stands
 * at column col of the FEN: decimal digits only, from lo to hi (hi <= POS_COUNTER_MAX).
 * Returns 0 and sets *out, or -1 with err filled (where = "FEN", the column and span of
 * text, what = "<what> must be a number from <lo> to <hi>, not \"<text>\"") and *out
 * untouched. */
int fen_read_counter(const char *text, int col, const char *what, uint32_t lo, uint32_t hi,
                     uint32_t *out, Error *err);

/* Reads a castling field (RULES.md section 7) for the pieces placed on p: `-`, or
 * letters, upper case White's: a file letter names the rook on that file of the
 * king's rank (Shredder style, `HAha`), K and Q the outermost rook on the h or the a
 * side of the king (X-FEN). The king must stand on its first rank; each side of a king
 * castles with one rook. On success sets p->castle to the named rooks, adds each such
 * rook and its king to p->unmoved (a right says neither has moved) and returns 0; p->hash
 * is not updated. On error returns -1, fills err (where = "FEN", e.g. "castling right
 * 'B' without a White rook on b1", the column of that letter, text standing at column col
 * of the FEN) and leaves p untouched. */
int fen_read_castling(const Variant *v, const char *text, int col, Position *p, Error *err);

/* Writes p's castling rights as fen_read_castling reads them back: per colour from the
 * h side to the a side, K or Q for the outermost rook on its side of the king, else the
 * rook's file letter; `-` for none. Returns the length, or -1 if it did not fit in size
 * bytes (buf untouched). */
int fen_write_castling(const Variant *v, const Position *p, char *buf, size_t size);

/* The squares where a pawn of colour cannot stand: its last rank (it would
 * have promoted), and its first rank unless the variant lets pawns advance
 * from there (first_rank_double) or one of its pawn powers moves a pawn
 * towards its first rank (RULES.md 1: any Betza string; such a pawn may
 * come back to it). */
Bitboard fen_pawn_edge(const Variant *v, int colour);

#endif
