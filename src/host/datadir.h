/* datadir.h - where the shipped data (variants, assets) is found. */
#ifndef MORPH_DATADIR_H
#define MORPH_DATADIR_H

#include <stddef.h>

/* Finds the shipped data folder holding `variants/`: $MORPHCHESS_DATA_DIR if
 * set and non-empty, then `../share/morphchess` beside the running executable
 * (an installed or unpacked package, wherever its prefix), then the source
 * tree the program was built from, then the configured install location. Writes it into buf;
 * returns 0, or -1 if none holds a variants folder. */
int datadir_find(char *buf, size_t size);

/* Resolves a variant argument: a path (contains '/' or ends in ".json") is
 * used as it is; otherwise it is a shipped id, `<datadir>/variants/<id>.json`.
 * Returns 0, or -1 if an id names no shipped variant. */
int datadir_variant_path(const char *arg, char *buf, size_t size);

/* Whether id can name a file of a variants folder (a course's or tutorial's "variant"):
 * lower-case letters, digits, '-' and '_', 1 to 60 of them; never a path. */
int datadir_variant_name(const char *id);

/* The shipped variant named id, `<datadir>/variants/<id>.json`: 0, or -1 when id is not a
 * variant's name (datadir_variant_name) or names no shipped file. */
int datadir_shipped_variant(const char *id, char *buf, size_t size);

#endif
