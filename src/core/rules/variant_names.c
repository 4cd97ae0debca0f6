/* variant_names.c - the words of the variant format that its reader and writer share. */
#include "variant_names.h"

#include <stddef.h>

const char *const VARIANT_ROLE_NAMES[] = {"man", "king", "pawn", NULL};
const char *const VARIANT_OUTCOME_NAMES[] = {"draw", "loss", "win", NULL};
const char *const VARIANT_KIND_NAMES[] = {
    "none", "type-cycle", "piece-cycle", "ladder", "move-up-take-down", "potential", NULL};
const char *const VARIANT_LAYOUT_NAMES[] = {"none", "two-sets", "one-set", NULL};
const char *const VARIANT_COLOUR_NAMES[] = {"white", "black", NULL};
const char VARIANT_ATOM_LETTERS[] = "WFDNAHCZG";

/* The table keys of each mutation kind, in table order (MutationDef.next). */
static const char *const TABLES_PIECE_CYCLE[] = {"on_move", NULL};
static const char *const TABLES_LADDER[] = {"odd", "even", NULL};
static const char *const TABLES_UP_DOWN[] = {"move", "capture", "move_no_pawn", "capture_no_pawn",
                                             NULL};
static const char *const NO_TABLES[] = {NULL};

const char *const *variant_tables_of(MutationKind kind)
{
    switch (kind) {
    case MUT_PIECE_CYCLE:
        return TABLES_PIECE_CYCLE;
    case MUT_LADDER:
        return TABLES_LADDER;
    case MUT_UP_DOWN:
        return TABLES_UP_DOWN;
    default:
        return NO_TABLES;
    }
}

const char *variant_name_of(const char *const *names, int count, int value)
{
    return value >= 0 && value < count ? names[value] : "?";
}
