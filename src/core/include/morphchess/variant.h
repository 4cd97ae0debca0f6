/* morphchess/variant.h - a chess variant: the definition a variant file
 * holds, as plain data (VariantDef), and the compiled, immutable Variant that
 * every match of it shares.
 *
 * Part of the public API of the morphchess engine (with match.h, error.h and
 * diagram.h). The engine reads no files: the host reads a variant file and
 * passes its text with the file's name (variant_load_text), so every error
 * names the file, line, column and JSON path. Ownership: whoever calls a
 * function ending in _new, _build or _load_text frees the result with the
 * matching _free; a Variant must outlive every Match made from it. */
#ifndef MORPHCHESS_VARIANT_H
#define MORPHCHESS_VARIANT_H

#include <stdbool.h>
#include <stdint.h>

#include "morphchess/error.h"

#define VAR_MAX_TYPES 8   /* piece types in one variant */
#define VAR_MAX_POWERS 12 /* entries in one power list */
#define VAR_MAX_ATOMS 12  /* atom lists in atomic Polypiece */
#define VAR_MAX_COMBOS                                                                             \
    64 /* compiled powers of one type and colour (atomic: one per                                  \
        * combination of the values of the atoms it uses) */
#define VAR_NAME_MAX 64
#define VAR_DESC_MAX 512
#define VAR_FEN_MAX 256

enum { WHITE = 0, BLACK = 1 };

#define BETZA_MAX_TEXT 64 /* longest accepted Betza string, excluding the NUL */

/* What a piece type is for the rules. */
typedef enum PieceRole {
    ROLE_MAN = 0,  /* any other man */
    ROLE_KING = 1, /* royal: check, castling, king capture */
    ROLE_PAWN = 2, /* promotes on its last rank, double step sets en passant */
} PieceRole;

/* How a game ends for the side that has no move (or is stalemated). */
typedef enum Outcome {
    OUTCOME_DRAW = 0,
    OUTCOME_LOSS = 1, /* the side with no move loses */
    OUTCOME_WIN = 2,  /* the side with no move wins */
} Outcome;

typedef enum MutationKind {
    MUT_NONE = 0,
    MUT_TYPE_CYCLE,  /* Polypiece: a move advances the mover's type's power list */
    MUT_PIECE_CYCLE, /* Revolving: a moved man changes type along one table */
    MUT_LADDER,      /* ProDem: table by turn parity (0 = odd turn, 1 = even) */
    MUT_UP_DOWN,     /* Move Up Take Down: 0 move, 1 capture, 2/3 the same with no pawn */
    MUT_POTENTIAL,   /* Potential Chess: sets of types per piece */
} MutationKind;

#define MUT_MAX_TABLES 4

typedef enum PortalLayout {
    PORTAL_NONE = 0,
    PORTAL_TWO_SETS, /* two 8x8 boards */
    PORTAL_ONE_SET,  /* one board split into two 4x8 halves */
} PortalLayout;

typedef struct PieceDef {
    char letter;   /* upper-case FEN letter, e.g. 'N' */
    char name[32]; /* "Knight" */
    PieceRole role;
    int npowers[2]; /* per colour; equal lists are stored twice */
    char powers[2][VAR_MAX_POWERS][BETZA_MAX_TEXT + 1];
    int start_index[2]; /* phased Polypiece: each colour's first index */
} PieceDef;

/* Atomic Polypiece: a list of values per atom letter. */
typedef struct AtomDef {
    char letter; /* W F D N A H C Z G */
    int nvalues[2];
    char values[2][VAR_MAX_POWERS][BETZA_MAX_TEXT + 1];
    int start_index[2];
} AtomDef;

typedef struct RulesDef {
    bool check;        /* a move may not leave the own king attacked */
    bool king_capture; /* capturing the king ends the game (won by the capturer) */
    bool castling;
    bool en_passant;
    int npromo;                /* 0: no promotion */
    char promo[VAR_MAX_TYPES]; /* type letters a pawn may promote to, e.g. "QRBN" */
    Outcome stalemate;         /* for the stalemated side (check on) */
    Outcome no_moves;          /* for a side with no move when check is off */
    bool first_rank_double;    /* a pawn on its first or second rank may step one or two */
    bool frozen_last_rank;     /* a pawn on its last rank cannot move */
    bool white_passes_first;   /* ProDem: White does not play on turn 1 */
    bool repetition;           /* automatic threefold repetition draw */
    bool fifty_move;           /* automatic fifty-move draw */
    bool insufficient_material;
} RulesDef;

typedef struct MutationDef {
    MutationKind kind;
    bool atomic; /* MUT_TYPE_CYCLE: lists per atom instead of per type */
    int natoms;
    AtomDef atoms[VAR_MAX_ATOMS];
    int ntables; /* MUT_PIECE_CYCLE 1, MUT_LADDER 2, MUT_UP_DOWN 4 */
    /* next[t][type] is a bitmask of the types (by index) a moved man of `type`
     * may become under table t; 0 means it stays as it is; more than one bit
     * is the mover's choice. */
    uint8_t next[MUT_MAX_TABLES][VAR_MAX_TYPES];
} MutationDef;

typedef struct PortalDef {
    PortalLayout layout;
} PortalDef;

/* Everything a variant file says, as plain data. */
typedef struct VariantDef {
    char id[VAR_NAME_MAX];   /* file stem, e.g. "fide" */
    char name[VAR_NAME_MAX]; /* "Orthodox chess" */
    char description[VAR_DESC_MAX];
    int files, ranks;
    int ntypes;
    PieceDef types[VAR_MAX_TYPES];
    char start_fen[VAR_FEN_MAX];
    RulesDef rules;
    MutationDef mutation;
    PortalDef portal;
} VariantDef;

/* A compiled variant (opaque): immutable after it is built, so any number
 * of matches may share it. */
typedef struct Variant Variant;

/* Initialises def with orthodox defaults (8x8, check on, castling, en
 * passant, promotion to QRBN, stalemate draw, automatic draws on, no pieces). */
void variant_def_defaults(VariantDef *def);

/* Compiles def into a new Variant. On failure returns -1, fills err with a
 * message naming the JSON path (e.g. "$.start: ...") in err->where, and sets
 * *out to NULL. The Betza strings must already be valid (the loader checks
 * them with their file positions); the start FEN is checked here, and its error's column
 * (err->column, err->span) is the FEN's (docs/fen.md). */
int variant_build(const VariantDef *def, Variant **out, Error *err);

/* variant_build of def read from the JSON text of doc: a build error is placed in that text
 * ("NAME:LINE:COL: $.start", a FEN's error at the byte it names, with "column N: " before its
 * words). */
struct JsonDoc;
int variant_build_in(const struct JsonDoc *doc, const VariantDef *def, Variant **out);

/* Frees a Variant from variant_build or variant_load_text; NULL is a no-op. */
void variant_free(Variant *v);

/* Reads the JSON text of a variant and builds it; `name` (the file's path,
 * given by the host that read it) is used in messages. On failure returns
 * -1 and fills err: err->where is "NAME:LINE:COL: PATH" (e.g.
 * "variants/x.json:12:7: $.pieces.N.powers[1]") and err->what the problem. */
int variant_load_text(const char *text, const char *name, Variant **out, Error *err);

/* Reads JSON text into def only (no compile): used by the loader and editor.
 * Error contract as variant_load_text. */
int variant_parse(const char *text, const char *name, VariantDef *def, Error *err);

/* Writes def as JSON text (malloc'd, caller frees); NULL on allocation failure.
 * variant_parse of the result gives back an equal def. */
char *variant_to_json(const VariantDef *def);

/* The definition the variant was built from (borrowed from v). */
const VariantDef *variant_def(const Variant *v);

/* The type index for an upper- or lower-case letter, or -1. */
int variant_type_of(const Variant *v, char letter);

/* Checks one Betza power as the engine reads it (shared/BETZA.md). Returns 0,
 * or -1 with err->where "column N" (1-based, where the reader stopped) and
 * err->what the reason, e.g. "unknown atom 'X'". */
int variant_check_power(const char *betza, Error *err);

#endif
