/* uci.h - the UCI engine behind `morphchess-cli uci` (docs/search.md, "UCI"):
 * one command line at a time, the search in a thread of its own, answers on
 * a stream. cmd_uci.c feeds it standard input; the fuzz target
 * tests/fuzz/fuzz_uci.c feeds it random command streams. */
#ifndef MORPH_UCI_H
#define MORPH_UCI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define UCI_LINE_MAX (16u << 20) /* longer lines are read whole and refused */

typedef struct Uci Uci;

/* A new engine (the fide variant, its start position, a table of hash_mb
 * megabytes: option Hash) answering on out. NULL when memory runs out or the
 * variant cannot be loaded (an "info string" on out says why). */
Uci *uci_new(FILE *out, size_t hash_mb);

/* Runs one command line (without its line end; any bytes). Returns false
 * once the command was "quit". A search it starts runs on in its thread. */
bool uci_command(Uci *u, const char *line);

/* Tells the engine that a line of `length` bytes was dropped: too long, or
 * (nul) holding a NUL byte. */
void uci_line_dropped(Uci *u, size_t length, bool nul);

/* Runs the command lines of in (uci_read_line, lines of at most max_line
 * bytes; after `lines` of them when lines > 0) until its end or "quit". */
void uci_run(Uci *u, FILE *in, size_t max_line, int lines);

/* Stops a running search (its bestmove written) and frees u; NULL is a no-op. */
void uci_free(Uci *u);

/* Reads one line of any length from in, without its "\n" (or "\r\n"), into
 * *buf (grown as needed; the caller frees it). Returns its length, -1 at the
 * end of the input, or -2 for a line over max bytes: it is read to its end
 * and dropped, and *dropped gets its length. */
long uci_read_line(FILE *in, char **buf, size_t *cap, size_t max, size_t *dropped);

#endif
