/* match_impl.h - what the files of the match share: the Match itself over the family
 * interface (family.h), its tree of variations and records. Not for the families, nor
 * for the front ends. */
#ifndef MORPH_MATCH_IMPL_H
#define MORPH_MATCH_IMPL_H

#include "family.h"

/* What the search asks of a match (search.c, snode.c): one table for every family, the
 * answers the family's (match.c). */
typedef struct MatchOps {
    /* the family's rules state of the shown position (a const Position *, PotPos * or
     * PortalPos *, by family) */
    const void *(*state)(const Match *m);
    /* the repetition keys of the positions before the shown one, oldest first, at most max;
     * returns the count */
    int (*keys)(const Match *m, uint64_t *out, int max);
} MatchOps;

/* A MatchPiece with its texts as numbers of the match's MatchTexts. */
typedef struct PackedPiece {
    char letter;
    int8_t colour;
    uint16_t power, potential, origin;
} PackedPiece;

/* The pieces the events of a match name, each kept once (match_store.c): the texts (powers,
 * Potential sets) numbered in text (text[0] is "", NULL), the pieces numbered in piece; each
 * with an open-addressed index (slots entries, -1: free). */
typedef struct MatchTexts {
    char **text;
    int count;
    int *slot;
    int slots;
    PackedPiece *piece;
    int npieces;
    int *piece_slot;
    int piece_slots;
} MatchTexts;

/* MatchEvents in a few bytes (match_events_pack): the pieces as numbers of the match's
 * MatchTexts; its colour, status and result are the node's. */
typedef struct PackedEvents {
    uint16_t before, after;
    int8_t from, to, board, from_board; /* (squares < 64, boards < 2) */
    uint8_t kind;
    uint8_t bits; /* EV_CHANGED, EV_CHECK, the captures' count and each one's colour */
    char captured[MATCH_MAX_CAPTURES];
} PackedEvents;

enum {
    EV_CHANGED = 1,
    EV_CHECK = 2,
    EV_NCAPTURES = 4,      /* the count: (bits / EV_NCAPTURES) & 3 */
    EV_CAPTURED_BLACK = 16 /* << i: capture i's colour is Black */
};

/* The notation of the tree's actions, in blocks that never move (match_store_text). */
typedef struct MatchStore {
    char **block;
    int nblocks;
    size_t used; /* of the last block */
} MatchStore;

struct Match {
    Fam f; /* the variant, the family's state and the start (family.h) */
    const FamilyOps *family;
    const MatchOps *ops; /* for the search */
    int ply;             /* the history's cursor: the actions played of the line's ntexts */
    int start_turn, start_colour; /* the start's turn number and side to act (records) */
    bool no_draw_end;             /* the draw rules end nothing here (match_set_draw_end) */
    int ntexts, capline;          /* the recorded actions of the current line (match_action_text) */
    int *line; /* the node of each in the tree (match_tree.c): its text and events */
    MatchTexts piece_texts;
    int nnodes, capnodes;
    struct MatchNode *nodes; /* the tree; nodes[0], the start, once anything is played */
    MatchStore store;        /* the nodes' texts */
};

/* A node of the game's tree (match.h "Variations"). What every ply keeps, so its fields
 * are few and packed: a long game's tree is most of what it costs. */
typedef struct MatchNode {
    int parent, child, next; /* first child, next sibling; -1 for none. A node cut off (not a
                              * sibling any more) keeps in next the sibling it followed (-1:
                              * it was the first), for match_uncut */
    int ply;                 /* actions from the start */
    int turn;                /* the turn number it acted in */
    int8_t colour;           /* who acted */
    uint8_t status;          /* a GameStatus: after the action */
    uint8_t result;          /* a GameResult */
    uint8_t ended;           /* a GameStatus: match_end at this position (STATUS_ONGOING: none) */
    uint8_t ended_result;
    uint8_t flags;                        /* NODE_CUT, NODE_WRITTEN */
    PackedEvents events;                  /* of the action */
    uint64_t action[FAMILY_ACTION_WORDS]; /* its payload's first words: redo plays it */
    /* in m->store ("" at the root); with NODE_WRITTEN, the record's spelling follows it */
    const char *text;
    char *note;     /* NAGs and {comments} after the action (root: before the first), or NULL */
    long clock;     /* the mover's clock after the action, ms; -1 none (match_node_clock) */
    char *commands; /* "[%eval 0.2] [%emt 0:00:03]" (no clock), or NULL */
} MatchNode;

enum {
    NODE_CUT = 1,    /* taken off its parent's children by match_cut */
    NODE_WRITTEN = 2 /* a record spelled the action otherwise: its spelling follows text */
};

/* ev packed into *out, its texts added to m's table: 0, or -1 when out of memory. */
int match_events_pack(Match *m, const MatchEvents *ev, PackedEvents *out);

/* The MatchEvents of node n's action. */
void match_events_unpack(const Match *m, const MatchNode *n, MatchEvents *out);

/* Frees the texts of t and empties it. */
void match_texts_free(MatchTexts *t);

/* A copy of text (shorter than 64 KB) kept in s until match_store_free, followed by a copy
 * of then when not NULL; NULL when out of memory. */
const char *match_store_text(MatchStore *s, const char *text, const char *then);
void match_store_free(MatchStore *s);

/* The node for the action just recorded as text at ply of the current line
 * (a child of the line's previous node, found or added): m->line[ply] is
 * set. 0, or -1 when out of memory. */
int match_tree_record(Match *m, int ply, const char *text, const MatchEvents *ev, int turn);

/* The node of the current line's action i (0 <= i < m->ntexts). */
static inline MatchNode *match_line_at(const Match *m, int i)
{
    return &m->nodes[m->line[i]];
}

/* The end match_end gave the shown position (STATUS_ONGOING: none), its result in
 * *result. */
GameStatus match_tree_ended(const Match *m, GameResult *result);

/* The status at the end of the main line (the first children from the start). */
GameStatus match_tree_main_status(const Match *m, GameResult *result);

/* The tree's questions (match_nodes.c) for its moves (match_tree.c): whether node is a
 * node not cut off, whether it stands on the current line; the root made when the first
 * action is recorded (0, or -1 out of memory). */
bool match_tree_live(const Match *m, int node);
bool match_tree_on_line(const Match *m, int node);
int match_tree_root(Match *m);

/* Forgets the tree (a match started afresh). */
void match_tree_reset(Match *m);

/* Plays legal action a at the shown position as a new last action of the
 * current line (the redo list dropped), recording its text, events and node. */
int match_play_new(Match *m, const MatchAction *a, Error *err);

/* Plays legal action a: the line's next action is just stepped into (the
 * line stays); any other is played with match_play_new; follow: then also the main continuation of
 * its node when it has one, coming back to the position after a. */
int match_play_action(Match *m, const MatchAction *a, bool follow, Error *err);

/* Adds a note (warning: a warning) about action ply (-1: none) to notes
 * (NULL: none); past MATCH_NOTES_MAX it is only counted. */
void match_note_add(MatchNotes *notes, bool warning, int ply, const char *where, const char *what);

/* Splits a record's note into its [%...] commands and the rest: a %clk
 * command sets node's clock, the others go to its commands, the rest (NAGs
 * and comments left non-empty) to its note (match_clock.c). 0, or -1 with err
 * (out of memory). */
int match_node_take_note(Match *m, int node, const char *note, Error *err);

/* What a writer puts after node's action into *note: its note's NAGs, its commands and
 * clock in one comment, then its note's comments ("$1 {[%eval 0.2] [%clk 0:02:57]} {best}"); NULL
 * when it has none of them. *buf (caller frees) holds the text when it had to
 * be made. false when out of memory. */
bool match_node_written_note(const Match *m, int node, const char **note, char **buf);

/* Whether any node not cut off has a clock or commands. */
bool match_has_commands(const Match *m);

struct Movetext;
/* Plays every move of a parsed movetext in the order of the text, from the
 * shown node: the main line, and the variations (nodes of depth > 0) as
 * variations of the tree; then shows the main line's end. Each move is read
 * as people write it (match_read.c); a `+` or `#` that does not fit is a
 * warning in notes (may be NULL). A main-line move that cannot be played is
 * an error: where "move N (Colour)" ("turn" in Portal Chess), what "\"TEXT\":
 * reason", with the closest legal moves; the moves before it stay played. A
 * variation's move that cannot be played is an error too when strict (where
 * "move N (Colour), in a variation"), else a warning, and the rest of that
 * variation is skipped. Returns 0 or -1. */
int match_tree_play(Match *m, const struct Movetext *mt, bool strict, MatchNotes *notes,
                    Error *err);

/* Appends the whole tree as movetext (main continuations first, variations
 * in parentheses), numbered from the match's start, breaking lines before
 * column `width` (0: never); *column is the current column. */
struct TextBuf;
void match_tree_write(const Match *m, struct TextBuf *b, size_t *column, size_t width);

/* Appends the first `plies` actions of the current line as match_tree_write
 * writes a line. */
void match_line_write(const Match *m, int plies, struct TextBuf *b, size_t *column, size_t width);

/* Finds the legal action that text describes (match_read.c): the family's
 * reader first, then any description of exactly one legal move. On failure
 * err->what gives the reason and, when `closest`, the closest legal moves. */
int match_read_action(const Match *m, const char *text, MatchAction *out, bool closest, Error *err);

#endif
