/* badge.h - the text of a piece's power badge: a Betza power as short as it can be said
 * (atomic Polypiece composes powers such as "F0F0", which is simply a bishop). Window-free. */
#ifndef MORPH_UI_BADGE_H
#define MORPH_UI_BADGE_H

#include <stddef.h>

/* Writes power shortened into out (size bytes): a range of 1 is dropped ("F1" is "F"), a
 * repeated part is said once ("F0F0" is "F0"; a doubled letter stays a rider: "NN" is the
 * nightrider, "FF" F0), and the plain riders and the king by their letters (F0 B, W0 R,
 * W0F0 or F0W0 Q, WF or FW K). A power with brackets, or anything
 * else it does not take apart, is copied as it is. */
void badge_text(const char *power, char *out, size_t size);

/* The badge of a piece whose power `power` is its usual `base` with some parts changed (a
 * pawn in atomic Polypiece: base "fmWfceFifmnD", power "fmFfceFifmnD" while W is F): only
 * the parts of power that base lacks ("fmF"), "" when none; badge_text(power) when either
 * is not taken apart. */
void badge_changed(const char *power, const char *base, char *out, size_t size);

#endif
