/* snode.h - the search's view of one position of any family: a plain
 * Position, a Potential PotPos or a Portal PortalPos, with moves packed in 64
 * bits, copy-make, keys and the end of the game. Internal to the core. */
#ifndef MORPH_SNODE_H
#define MORPH_SNODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "morphchess/match.h"
#include "portal.h"
#include "position.h"
#include "potential_impl.h"

typedef uint64_t SMove;
#define SMOVE_NONE UINT64_MAX
#define SNODE_MAX_MOVES 2048

typedef enum SFamily { SFAM_PLAIN = 0, SFAM_POTENTIAL, SFAM_PORTAL } SFamily;

typedef struct SNode {
    union {
        Position plain;
        PotPos pot;
        PortalPos portal;
    } u;
    PotBoard pb; /* Potential: u.pot's pieces as bitboards, kept by snode_make */
} SNode;

/* A 64-bit finaliser (splitmix64's): spreads the bits of x. */
static inline uint64_t snode_mix(uint64_t x)
{
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ull;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dull;
    return x ^ (x >> 33);
}

/* The family of variant v. */
SFamily snode_family(const Variant *v);

/* The shown position of m into *out. */
void snode_from_match(const Match *m, SFamily fam, SNode *out);

/* The packed move of a MatchAction of the same family. */
SMove snode_from_action(SFamily fam, const MatchAction *a);

/* Every legal move of the player to act into out (SNODE_MAX_MOVES); the count. */
int snode_moves(const Variant *v, SFamily fam, const SNode *n, SMove *out);

/* Plain family: the legal captures only (what quiescence searches); the
 * count. No move does not mean the game is over. */
int snode_captures(const Variant *v, const SNode *n, SMove *out);

/* Potential family: the legal captures of the pieces on `victims` only
 * (quiescence's). */
int snode_pot_captures(const SNode *n, Bitboard victims, SMove *out);

/* Makes legal move m of *n into *out. */
void snode_make(const Variant *v, SFamily fam, const SNode *n, SMove m, SNode *out);

/* The colour to act. */
int snode_stm(SFamily fam, const SNode *n);

/* The key of everything that decides the future (for the transposition
 * table and repetition). */
uint64_t snode_key(const Variant *v, SFamily fam, const SNode *n);

/* True when the player to act is in check on the board it acts on. */
bool snode_in_check(const Variant *v, SFamily fam, const SNode *n);

/* For a position with no legal move: +1 the player to act wins, -1 loses, 0 draw. */
int snode_end(const Variant *v, SFamily fam, const SNode *n);

/* True when a draw rule that needs no history ends the game here (fifty moves). */
bool snode_rule_draw(const Variant *v, SFamily fam, const SNode *n);

/* True when m captures, with the captured piece's type in *type (plain and
 * Portal: the type index; Potential: the POT_* type its owner chose). */
bool snode_capture(const Variant *v, SFamily fam, const SNode *n, SMove m, int *type);

/* The type index of the moving piece (Potential: -1; Portal teleports: the piece's). */
int snode_mover(SFamily fam, const SNode *n, SMove m);

/* Moves that differ only by a choice of the other player (Potential: the
 * captured piece's type) have the same group. */
SMove snode_group(SFamily fam, SMove m);

/* The notation of m in n, as the match writes it. */
int snode_text(const Variant *v, SFamily fam, const SNode *n, SMove m, char *buf, size_t size);

/* m (plain family) as UCI writes it: "e2e4", "e7e8q", "0000" for a pass. */
void snode_uci(const Variant *v, SMove m, char buf[8]);

/* The null move of the plain and Potential families (the side to move
 * passes), for null-move pruning. */
void snode_null(const Variant *v, const SNode *n, SNode *out);

#endif
