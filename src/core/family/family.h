/* family.h - the family interface: what each rule family (plain, Potential, Portal)
 * fills for the match above it, and all a family sees of the match (a Fam). The match
 * (match_impl.h) dispatches to it; a family never reaches back into the match. */
#ifndef MORPH_FAMILY_H
#define MORPH_FAMILY_H

#include "game.h"
#include "morphchess/match.h"
#include "variant.h"

#define MATCH_FEN_MAX 640

#define MATCH_PHASES (VAR_MAX_TYPES + VAR_MAX_ATOMS)

/* The words of a MatchAction's payload that a family's action needs (the match keeps them
 * for redo). */
#define FAMILY_ACTION_WORDS 1

/* What a family's operations work on: the variant, the family's own state and the start. */
typedef struct Fam {
    const Variant *v;
    void *fam; /* the family's state, owned */
    char start_fen[MATCH_FEN_MAX];
} Fam;

typedef struct FamilyOps {
    /* Sets m->fam and m->start_fen from fen (NULL: the family's start). */
    int (*init)(Fam *m, const char *fen, Error *err);
    void (*destroy)(Fam *m);
    int (*actions)(const Fam *m, MatchAction *out, int max);
    /* Finds the legal action written as text; 0 or -1 with err->what. */
    int (*read)(const Fam *m, const char *text, MatchAction *out, Error *err);
    /* Plays legal action a (checked) on top of the actions played, and writes its notation
     * into text (MATCH_TEXT_MAX). 0 or -1 with err. text NULL: a is an action played here
     * before (the match's redo), only its first FAMILY_ACTION_WORDS payload words kept: no
     * notation, and the family may trust it. */
    int (*play)(Fam *m, const MatchAction *a, char *text, Error *err);
    /* Takes back the last action played and forgets it: false when none. The history's
     * cursor (undo, redo, the plies) is the match's. */
    bool (*take_back)(Fam *m);
    /* Room for n more actions taken at once, when a record's length is known ahead (NULL,
     * or memory short: the family grows as it plays). */
    void (*reserve)(Fam *m, int n);
    int (*to_move)(const Fam *m);
    int (*acting_board)(const Fam *m, int colour);
    GameStatus (*status)(const Fam *m, GameResult *result);
    int (*fen)(const Fam *m, char *buf, size_t size);
    int (*boards)(const Fam *m);
    bool (*piece_at)(const Fam *m, int board, int sq, MatchPiece *out);
    int (*check_square)(const Fam *m, int board);
    bool (*last_action)(const Fam *m, MatchAction *out);
    bool (*preview)(const Fam *m, const MatchAction *a, MatchPiece *out);
    /* each type's power index, then (atomic Polypiece) each atom's value index */
    void (*phases)(const Fam *m, int phase[2][MATCH_PHASES]);
    /* the letters of the pieces captured by the actions from ply `from` to the shown position
     * (a family whose walk does not grow with the game may give all of them) */
    void (*captured)(const Fam *m, int from, char out[2][40]);
    bool (*hidden)(const Fam *m, int i);
    int (*turn)(const Fam *m);
    bool (*in_check)(const Fam *m, int colour);
    bool (*must_teleport)(const Fam *m, int colour); /* NULL: never */
    uint64_t (*perft)(const Fam *m, int depth);      /* depth >= 1 */
    /* For the search: the family's rules state of the shown position (a
     * const Position *, PotPos * or PortalPos *, by family). */
    const void *(*state)(const Fam *m);
    /* For the search: the repetition keys of the positions before the shown
     * one, oldest first, at most max; returns the count. */
    int (*keys)(const Fam *m, uint64_t *out, int max);
    /* Whether a piece of the side that just moved attacks the king of the side to move: the
     * meaning of `+` where kings are not royal (NULL: `+` is check alone). */
    bool (*king_attacked)(const Fam *m);
    /* Potential Chess: the game actualized (match_actualize); NULL elsewhere. */
    int (*actualize)(const Fam *m, const Variant *ortho, char *fen, size_t fen_size, char *text,
                     size_t text_size, Error *err);
    /* Portal Chess: the portal squares of a board (match_portal_squares); NULL elsewhere. */
    uint64_t (*portal_squares)(const Fam *m, int board);
    const char *unit;       /* what a record numbers: "move", or Portal's "turn" */
    bool board_prefix;      /* actions may name their board ("A:e4", Portal) */
    bool set_suffix;        /* actions may name the mover's set (">QRP", Potential) */
    bool start_from_number; /* a record's first number and colour choose the start (plain) */
} FamilyOps;

extern const FamilyOps family_ops_plain;
extern const FamilyOps family_ops_potential;
extern const FamilyOps family_ops_portal;

/* Appends c to the letters of out (at most 39). */
void family_add_captured(char out[40], char c);

/* What a piece code of Position p shows (match_plain.c; Portal uses it too). */
void family_plain_describe(const Variant *v, const Position *p, int code, MatchPiece *out);

#endif
