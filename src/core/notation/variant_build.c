/* variant_build.c - a variant compiled, then its start array read as FEN: FEN reads
 * positions of a compiled variant, so the start array is read above both. */
#include <string.h>

#include "fen.h"
#include "variant.h"

int variant_build(const VariantDef *def, Variant **out, Error *err)
{
    Variant *v;
    *out = NULL;
    if (variant_compile(def, &v, err) != 0)
        return -1;
    /* The start array: read with an empty start board, so that every
     * piece of it counts as unmoved afterwards. */
    Position start;
    Error fe;
    if (fen_read(v, def->start_fen, &start, &fe) != 0) {
        variant_free(v); /* the place in the string at $.start: the FEN's column */
        return error_set_at(err, "$.start", fe.column, fe.span, "%s", fe.what);
    }
    memcpy(v->start_board, start.board, sizeof v->start_board);
    *out = v;
    return 0;
}
