/* json_impl.h - what json.c shares with json_read.c. */
#ifndef MORPH_JSON_IMPL_H
#define MORPH_JSON_IMPL_H

#include "morphchess/json.h"

/* Fills err: where = "NAME:LINE:COL: PATH" at the value at path, or at its
 * member name (want_key, occurrence nth), or at decoded byte char_index
 * (1-based, when > 0) of the string there; what = the message. Returns -1. */
int json_vfail_at(Error *err, const char *text, size_t len, const char *name, const char *path,
                  int want_key, int nth, int char_index, const char *fmt, va_list ap)
    JSON_PRINTF(9, 0);

#endif
