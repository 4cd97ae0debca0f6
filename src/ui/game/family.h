/* session_family.h - what the session does for the families beyond plain
 * chess: Portal's boards, portals, declarations, teleports and hidden first
 * teleport; Potential's sets, the choices asked of each player, and the
 * actualization. Window-free, like the rest of the session. */
#ifndef MORPH_UI_SESSION_FAMILY_H
#define MORPH_UI_SESSION_FAMILY_H

#include <stdbool.h>
#include <stddef.h>

#include "session_state.h"

/* Adds the family's marks and texts to a view session_refresh filled:
 * portal squares, what a Portal player may do, hidden actions in the move list, the sets
 * of the selected (or hovered) Potential piece, the actualized start array
 * at the end of a Potential game. */
void family_refresh(Session *s, View *v);

/* Amends the turn line session_refresh wrote for a Portal game under way: the half of
 * the board the player acts on (one-set layout), "must teleport", "cannot teleport".
 * Called once per rebuilt line; nothing for other games. */
void family_turn(const Session *s, ViewPanel *p);

/* The pointer is over (board, sq) with nothing held (sq -1: off the boards). Shows the
 * sets of a Potential piece there; true when the view changed. */
bool family_point(Session *s, View *v, int board, int sq);

/* Index into s->actions of the declaration of a teleport, -1 when it is not legal. */
int family_declare(const Session *s);

/* What s->choice_stage asks: anything, the promotion, the captured piece's type (Potential
 * Chess: its owner's decision). */
enum { CHOICE_ANY = 0, CHOICE_PROMOTION, CHOICE_VICTIM };

/* Whether the open choice is the captured piece's owner's (Potential Chess): the player
 * who did not move decides, among s->choices. */
bool family_owner_chooses(const Session *s);

/* s->choices holds the actions of one from/to (more than one): keeps the
 * first decision, the mover's promotion when they differ in it, else the
 * type the captured piece's owner gives it. Sets s->choice_stage. */
void family_narrow(Session *s);

/* The computer plays *a, a capture in Potential Chess of a person's piece: its owner, not the
 * computer, says what the piece was. s->choices gets *a's actions that differ only in that
 * (stage CHOICE_VICTIM); their number (below 2: nothing to ask). */
int family_owner_asked(Session *s, const MatchAction *a);

/* The player picked choice *a: true when another decision follows (then
 * s->choices holds it), false when *a is to be played. */
bool family_pick(Session *s, const MatchAction *a);

/* Rewrites the choice box show_choices filled for the current stage: who
 * chooses, and what each item means. */
void family_choice_modal(const Session *s, View *v);

/* One actualization of the Potential game on the board (match_actualize): the start array's
 * FEN and the numbered SAN of the orthodox moves, moves of the variant potential-actualized,
 * s->actual.variant (built from its file at the first call, s->actual.builds counting the
 * builds, and kept until session_clear). -1 with why for other games (or a variant file that
 * does not load), outputs untouched. */
/* Whether the game is a Potential one (which family_actualize actualizes). */
bool family_potential(const Session *s);

int family_actualize(Session *s, char *fen, size_t fn, char *moves, size_t mn, char *why,
                     size_t wn);

#endif
