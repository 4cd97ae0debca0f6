/* atomic.h - atomic Polypiece: a piece's Betza string with its atoms replaced. */
#ifndef MORPH_ATOMIC_H
#define MORPH_ATOMIC_H

#include <stddef.h>

#define ATOMIC_ATOM_LETTERS "WFDNAHCZG"

/* Writes `text` (a valid Betza string) with every basic atom replaced by its
 * value: as[letter - 'A'] is the basic atom letter (W F D N A H C Z G) that
 * `letter` stands for, 0 for "itself". Shorthands are read as their parts
 * first, each part keeping the written modifiers and range (K = W + F,
 * R = W0, B = F0, Q = W0 + F0); a shorthand none of whose parts changes is
 * written as it was, and so is every unchanged atom (`fK` with W as D gives
 * `fDfF`, `R4` gives `D4`, `NN` with N as C gives `CC`). L and J are C and Z.
 * Returns the length, or -1 when it does not fit in size (out is then "").
 * The result may not be valid Betza (`nW`); betza_parse judges it. */
int atomic_substitute(const char *text, const char *as, char *out, size_t size);

#endif
