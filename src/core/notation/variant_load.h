/* variant_load.h - a variant read from a JSON value of a larger document (a save's). */
#ifndef MORPH_VARIANT_LOAD_H
#define MORPH_VARIANT_LOAD_H

#include "morphchess/json.h"
#include "variant.h"

/* Builds the variant defined by the JSON object node, a value of doc's text
 * (checked and parsed by the caller; doc->root its path there), with the
 * given id (NULL: none). Errors as variant_load_text, placed in doc's text.
 * 0 or -1. */
struct cJSON;
int variant_load_node(const JsonDoc *doc, const struct cJSON *node, const char *id, Variant **out);

#endif
