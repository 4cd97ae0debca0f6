/* variant_names.h - the words of the variant format (docs/variant-format.md) that its reader
 * (variant_load.c) and writer (variant_json.c) share. */
#ifndef MORPH_VARIANT_NAMES_H
#define MORPH_VARIANT_NAMES_H

#include "variant.h"

/* Indexed by PieceRole, Outcome, MutationKind, PortalLayout and colour; NULL-terminated. */
extern const char *const VARIANT_ROLE_NAMES[];
extern const char *const VARIANT_OUTCOME_NAMES[];
extern const char *const VARIANT_KIND_NAMES[];
extern const char *const VARIANT_LAYOUT_NAMES[];
extern const char *const VARIANT_COLOUR_NAMES[];
/* The atom letters of atomic Polypiece. */
extern const char VARIANT_ATOM_LETTERS[];

/* One colour's power list of a piece, as written. */
typedef char PowerList[VAR_MAX_POWERS][BETZA_MAX_TEXT + 1];

/* The table keys of mutation kind `kind`, in table order (MutationDef.next). */
const char *const *variant_tables_of(MutationKind kind);

/* names[value] when 0 <= value < count, else "?". */
const char *variant_name_of(const char *const *names, int count, int value);

#endif
