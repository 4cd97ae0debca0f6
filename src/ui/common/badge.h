/* badge.h - the text of a piece's power badge: a Betza power as short as it can be said
 * (atomic Polypiece composes powers such as "F0F0", which is simply a bishop). Window-free. */
#ifndef MORPH_UI_BADGE_H
#define MORPH_UI_BADGE_H

#include <stddef.h>

#include "morphchess/match.h"

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

/* The badge of piece mp of match m (its square read by match_piece_at) into out (size
 * bytes): the power it moves with now (match_power: in Portal Polypiece the phases move on
 * once both players have acted, so mid-turn a piece may still move with the power before
 * the one its type has reached) as badge_text says it; an atomic Polypiece pawn's as
 * badge_changed says it; "" for a type with one power. */
void badge_piece(const Match *m, const MatchPiece *mp, char *out, size_t size);

/* The move list's form of an atomic Polypiece move (the record keeps the full form,
 * docs/notation.md): the powers before the squares and after '=' said as the pieces' badges
 * say them, a pawn's power after the move (no power before its squares) as the parts its
 * usual pawn_base lacks, and no '=' at all when it moves as it always does:
 * "e7-e5=fmWfceFifmnD" is "e7-e5", "a7-a6=fmFfceFifmnD" "a7-a6=fmF", "Ke8-e7=F1F"
 * "Ke8-e7=F". The atom chosen to advance ("~W") and the marks after the power are kept; a text of
 * another shape is copied as it is. */
void badge_notation(const char *text, const char *pawn_base, char *out, size_t size);

/* The form the screen shows of the record's text of a move colour plays in match m's variant:
 * badge_notation's in atomic Polypiece (with that colour's usual pawn power), the text as it
 * is in every other variant. For the move list and every sentence that names a move. */
void badge_move(const Match *m, const char *text, int colour, char *out, size_t size);

/* badge_move of each move of a line (moves separated by single spaces, as the analysis'
 * lines are), the first played by colour and the colours alternating. */
void badge_line(const Match *m, const char *line, int colour, char *out, size_t size);

#endif
