/* fen.h - Forsyth-Edwards Notation in and out, with morphchess's extensions. */
#ifndef MORPH_FEN_H
#define MORPH_FEN_H

#include <stddef.h>

#include "position.h"

#define FEN_MAX 256

/* Reads fen into *out for variant v. Fields after the placement are
 * optional (defaults: w - - 0 1). Castling is KQkq or the rook files
 * (X-FEN/Shredder style). On error returns -1 and fills err (where = "FEN",
 * what names the field and character); *out is untouched. */
int fen_read(const Variant *v, const char *fen, Position *out, Error *err);

/* Writes p as FEN into buf (at least FEN_MAX bytes advised). Returns the
 * length, or -1 if it did not fit. */
int fen_write(const Variant *v, const Position *p, char *buf, size_t size);

#endif
