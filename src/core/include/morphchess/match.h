/* morphchess/match.h - one game of any variant behind one interface.
 *
 * Part of the public API of the morphchess engine (with variant.h, error.h
 * and diagram.h): the CLI, the desktop program, the search and the tests use
 * only these headers. Every family of rules (plain boards with any mutation,
 * Potential Chess, Portal Chess) is an implementation behind this interface.
 *
 * A Match holds a start position and a history of actions with an undo/redo
 * cursor; "the shown position" is the one after match_ply() actions. An
 * action is one player's entry: a move, or in Portal Chess a declaration, a
 * teleport or a lost turn, or ProDem's empty first White turn.
 *
 * Ownership: match_new returns a Match the caller frees with match_free; it
 * borrows its Variant, which must outlive it. Strings returned by const
 * char * functions are owned by the match and valid until the next call that
 * changes it. Functions that read outside text (FEN, moves) return 0, or -1
 * with a caller-owned Error filled, and leave the match unchanged. */
#ifndef MORPHCHESS_MATCH_H
#define MORPHCHESS_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "morphchess/error.h"
#include "morphchess/variant.h"

#define MATCH_TEXT_MAX 64
#define MATCH_MAX_ACTIONS 2048 /* Potential: one action per choice */

typedef enum GameStatus {
    STATUS_ONGOING = 0,
    STATUS_CHECKMATE,
    STATUS_STALEMATE,
    STATUS_KING_CAPTURED,
    STATUS_REPETITION,
    STATUS_FIFTY_MOVE,
    STATUS_INSUFFICIENT,
    STATUS_NO_MOVES,
    STATUS_TIME,         /* a player's time ran out (match_end) */
    STATUS_RESIGNATION,  /* a player resigned (match_end) */
    STATUS_AGREEMENT,    /* the players agreed a draw (match_end) */
    STATUS_ADJUDICATION, /* decided outside the rules: an arbiter, a record's result (match_end) */
} GameStatus;

typedef enum GameResult {
    RESULT_NONE = 0, /* "*" */
    RESULT_WHITE,    /* "1-0" */
    RESULT_BLACK,    /* "0-1" */
    RESULT_DRAW,     /* "1/2-1/2" */
} GameResult;

/* Names for the CLI contract: "checkmate", "1-0", ... */
const char *game_status_name(GameStatus s);
const char *game_result_name(GameResult r);

typedef enum ActionKind {
    ACTION_MOVE = 0,  /* a move on one board */
    ACTION_PASS,      /* an empty turn (ProDem's White turn 1) */
    ACTION_DECLARE,   /* Portal: declare a teleport */
    ACTION_TELEPORT,  /* Portal: from a portal square of the other board */
    ACTION_LOST_TURN, /* Portal: the turn is lost (no teleport, or no action on the board) */
} ActionKind;

/* One legal action of the player to act. */
typedef struct MatchAction {
    ActionKind kind;
    int board;                   /* board it is played on */
    int from_board;              /* board of `from` (differs for a teleport) */
    int from, to;                /* squares, -1 when none */
    char text[MATCH_TEXT_MAX];   /* in the variant's notation */
    char choice[MATCH_TEXT_MAX]; /* what tells it from other actions with the same squares
                                    ("Q" promotion, "B" ladder choice, ">QRP(p)"), "" if none */
    char promo;                  /* promotion letter, '-' for Potential's "not a pawn", 0 none */
    char victim;                 /* Potential: what the captured piece is actualized as (a type
                                    letter its owner chooses), 0 when nothing is captured */
    uint64_t payload[4];         /* the family module's own move, opaque */
} MatchAction;

/* What a square shows. */
typedef struct MatchPiece {
    char letter;                    /* upper-case type letter; '?' for an undecided piece */
    int colour;                     /* WHITE or BLACK */
    char power[BETZA_MAX_TEXT + 1]; /* current Betza power when the type's list has more than
                                       one entry, else "" */
    char potential[MATCH_TEXT_MAX]; /* Potential Chess: current set, "" otherwise */
    char origin[MATCH_TEXT_MAX];    /* Potential Chess: origin set */
} MatchPiece;

/* The most pieces one action takes: Portal's action that ends a turn makes both players'
 * actions, and each may take. */
#define MATCH_MAX_CAPTURES 2

/* A piece an action took. */
typedef struct MatchCapture {
    char letter; /* as in the captured lists (match_captured) */
    int colour;  /* the side that lost it */
} MatchCapture;

/* What an action did: the events a screen animates and sounds. Filled when
 * the action is played and kept with the history (match_action_events). */
typedef struct MatchEvents {
    ActionKind kind;
    int colour;                      /* who acted */
    int board, from_board, from, to; /* as in MatchAction; -1 when none */
    MatchPiece before;               /* the moved piece before the action (letter 0: none) */
    MatchPiece after;                /* the same piece after it, where it landed */
    bool changed;                    /* its type, power or set changed (a mutation) */
    int ncaptures;                   /* the pieces it took, in captures[]: 0 when none */
    MatchCapture captures[MATCH_MAX_CAPTURES];
    bool check;        /* a king of the side to act next is in check after it */
    GameStatus status; /* the status after it (STATUS_ONGOING while the game goes on) */
    GameResult result;
} MatchEvents;

typedef struct Match Match;

/* A new match of v (borrowed; must outlive the match) from fen, or from the
 * variant's start when fen is NULL. NULL with err filled on a bad FEN or no
 * memory. */
Match *match_new(const Variant *v, const char *fen, Error *err);

/* Frees m; NULL is a no-op. */
void match_free(Match *m);

const Variant *match_variant(const Match *m);

/* The legal actions of the player to act, at most max; returns the count
 * (0 when the game is over). */
int match_actions(const Match *m, MatchAction *out, int max);

/* Plays an action from match_actions (checked again). Drops the redo list.
 * Returns 0, or -1 with err filled. */
int match_play(Match *m, const MatchAction *a, Error *err);

/* Plays one move written in any accepted notation: the variant's own, long
 * algebraic, and any description of exactly one legal move as published
 * records write them (docs/notation.md, "Reading records"); `+`, `#`, `!`
 * and `?` are not checked here. err->what says why not. */
int match_play_text(Match *m, const char *text, Error *err);

/* The action match_play_text would play for text, into *out, without playing it: 0, or -1
 * with err filled as match_play_text fills it. */
int match_read(const Match *m, const char *text, MatchAction *out, Error *err);

/* A warning or a note given while a record was read. */
typedef struct MatchNote {
    bool warning;   /* true: a warning (a `+`/`#` that does not fit), false: a note */
    int ply;        /* the action it is about (0-based), -1 when none */
    char where[64]; /* "move 12 (White)", "turn 3 (Black)" or "line 4, column 9" */
    char what[192]; /* "\"Nd6+\": the move does not give check" */
} MatchNote;

#define MATCH_NOTES_MAX 32

/* The notes of one reading; caller-owned storage, a plain value. */
typedef struct MatchNotes {
    int count;   /* notes kept in note[] */
    int dropped; /* notes past MATCH_NOTES_MAX, counted only */
    MatchNote note[MATCH_NOTES_MAX];
} MatchNotes;

/* Plays a whole record: tags (a [FEN] tag is honoured only when nothing has
 * been played yet), move numbers in every published form, comments, NAGs,
 * variations (skipped), the result, and moves in any form match_play_text
 * reads. Text after the result is ignored with a note; a `+` or `#` that
 * does not fit the position is a warning (RULES.md 7). notes (may be NULL)
 * is cleared, then filled.
 *
 * An error names the move: where = "move 12 (Black)" ("turn 12 (Black)" in
 * Portal Chess), what = "\"Nf3\": reason", and when no legal move fits the
 * reason ends with the legal moves that come closest (same destination or
 * same captured piece): "\"Nd6\": no legal move matches; closest: Nb5,
 * Bd6". Bad text gives where = "line L, column C". The moves before the bad
 * one stay played. Returns 0 or -1. */
int match_play_record(Match *m, const char *text, MatchNotes *notes, Error *err);

/* match_play_record without the notes. */
int match_play_movetext(Match *m, const char *movetext, Error *err);

/* Steps back / forward one action along the current line; false when there
 * is none. */
bool match_undo(Match *m);
bool match_redo(Match *m);

/* Number of actions played up to the shown position, and recorded in all. */
int match_ply(const Match *m);
int match_plies(const Match *m);

/* Shows the position after `ply` actions (0..match_plies). */
void match_goto(Match *m, int ply);

/* ---- Variations: the game as a tree ----
 *
 * Every action played in a match is a node of its tree; node 0 is the start
 * position. A node's children are the actions played from its position: the
 * first is its main continuation, the others are variations, in the order
 * they were first played. The recorded history above (match_plies,
 * match_action_text, undo, redo, goto) is one line of the tree, the current
 * line: from the start through the shown position on to a leaf. Playing an
 * action at an earlier position of the line discards nothing: the action
 * becomes a variation (or, when it was played there before, is found
 * again), and the current line follows it and then its main continuation.
 * Node numbers stay valid for the life of the match, through match_cut. */

#define MATCH_ROOT 0

/* The node of the shown position (MATCH_ROOT at the start). */
int match_node(const Match *m);

/* The node of action i (0-based, i < match_plies) of the current line, or -1. */
int match_line_node(const Match *m, int i);

/* A node's parent (-1 for the root or a bad node), number of actions from
 * the start (0 for the root), notation ("" for the root), and whether it was
 * cut (match_cut) with its subtree. */
int match_node_parent(const Match *m, int node);
int match_node_ply(const Match *m, int node);
const char *match_node_text(const Match *m, int node);
/* The node's action as the record it was read from wrote it (match_play_record; its
 * `!` and `?` left out: "Qxe5+", "e7e5", "Ne:N(P)"), else its notation. */
const char *match_node_written(const Match *m, int node);
bool match_node_cut(const Match *m, int node);

/* Who played node's action (WHITE or BLACK; -1 for the root) and the turn
 * number it was played in (as match_turn; 0 for the root). */
int match_node_colour(const Match *m, int node);
int match_node_turn(const Match *m, int node);

/* The children of node, main continuation first: their number (cut ones
 * left out), the first max of them in out (out may be NULL). */
int match_node_children(const Match *m, int node, int *out, int max);

/* Whether any node is off the current line (the game has variations). */
bool match_has_variations(const Match *m);

/* Annotations. A node's note is what a record says after its action (the
 * root's: before the first action), as PGN writes it: NAGs and comments in
 * their order, "$1 {the only move}". Records keep them (PGN, saves) and write
 * them back; "" when none. */
const char *match_node_note(const Match *m, int node);

/* Sets node's note ("" removes it). -1 with err for a bad node or a note
 * that is not NAGs ($ and digits) and {comments} separated by spaces. */
int match_set_note(Match *m, int node, const char *note, Error *err);

/* Whether any node not cut off has a note. */
bool match_has_notes(const Match *m);

/* Shows node: the current line becomes the path to it and on along the
 * main continuations. Actions are played again as needed. Returns 0, or -1
 * with err (a bad or cut node; the match is then as it was). */
int match_goto_node(Match *m, int node, Error *err);

/* Ends the game at the shown position for a reason the rules do not see (why:
 * STATUS_TIME, a flag fall; STATUS_RESIGNATION; STATUS_AGREEMENT, a draw;
 * STATUS_ADJUDICATION) with result. The end belongs to that position of
 * the tree: elsewhere the game goes on; there, match_status says why and no
 * action is offered or played. A saved game keeps it when it is on the
 * current line. Returns 0, or -1 with err when the game is over there
 * already, why is not such a reason, or the shown position is not the end of
 * the current line ("not the end of the game's line": moves after an end
 * could not be saved). */
int match_end(Match *m, GameStatus why, GameResult result, Error *err);

/* ---- Clocks and commands of a record ----
 *
 * A node keeps the clock of the player who played its action, read just after
 * it (its time left, any increment included), and the other commands a
 * record's comments carry in square brackets ([%eval 0.25], [%csl Ga4]):
 * PGN reads `{[%clk 0:02:57] [%eval 0.2] a comment}` after a move as clock
 * 177000, command "[%eval 0.2]" and note "{a comment}", and writes them back
 * in one comment before the note. Saved games keep them. */

/* The clock of node's player after its action in milliseconds, -1 when the
 * game does not say (the root, a game without clocks). */
long match_node_clock(const Match *m, int node);

/* Sets node's clock (ms >= 0; -1 removes it). -1 with err for a bad node. */
int match_set_node_clock(Match *m, int node, long ms, Error *err);

/* The commands of node other than its clock, as written: "[%eval 0.2] [%emt
 * 0:00:03]", "" when none. Owned by the match. */
const char *match_node_commands(const Match *m, int node);

/* The arguments of node's command `name` (without the %: "eval") into out
 * (size n; "0.2"), true when node has it. */
bool match_node_command(const Match *m, int node, const char *name, char *out, size_t n);

/* Sets node's command `name` to args (NULL or "" removes it; "clk" sets the
 * clock). -1 with err for a bad node, a name that is not letters and digits,
 * or args holding ']' or a line break. */
int match_set_node_command(Match *m, int node, const char *name, const char *args, Error *err);

/* "0:02:57" for 177000 ms (h:mm:ss, and a tenth of a second when ms has one:
 * "0:00:07.3"), as [%clk] writes it; into out (size n). */
void match_clock_text(long ms, char *out, size_t n);

/* Reads "h:mm:ss", "mm:ss" or either with a decimal fraction of a second;
 * the milliseconds, or -1 when text is not such a time. */
long match_clock_read(const char *text);

/* The status at the end of the main line (the first continuations from the start): the
 * rules' verdict there, or match_end's; the game's result, whatever position is shown. */
GameStatus match_main_status(const Match *m, GameResult *result);

/* Promotes the variation that holds node: the nearest of node and its
 * ancestors that is not a main continuation becomes the first child of its
 * parent. The current line stays. Returns 1 when the tree changed, else 0
 * (node already on the main line, or a bad node). */
int match_promote(Match *m, int node);

/* Cuts node (not the root) and everything after it out of the tree. When
 * the current line went through it, the line turns to the parent's main
 * continuation (if any) and a shown position past the parent moves to the
 * parent. Returns 0, or -1 with err for the root or a bad or cut node. */
int match_cut(Match *m, int node, Error *err);

/* Puts a node cut by match_cut back where it was among its siblings (the
 * current line stays). Returns 0, or -1 with err when node is not cut or its
 * parent is. */
int match_uncut(Match *m, int node, Error *err);

/* The events of action i (0-based, i < match_plies); false when i is out of
 * range. */
bool match_action_events(const Match *m, int i, MatchEvents *out);

/* The turn number of the shown position, as a FEN's move number: 1 for the
 * first turn. ProDem's ladder promotes on even turns and demotes on odd ones;
 * in Portal Chess a turn is one action by each player. */
int match_turn(const Match *m);

/* Counts the paths of `depth` actions from the shown position that the move
 * rules allow (RULES.md 7: draw rules do not stop it). depth 0 is 1. */
uint64_t match_perft(const Match *m, int depth);

/* The notation of action i (0-based) as it was written when played. */
const char *match_action_text(const Match *m, int i);

/* True when action i must not be shown to the player entering next: Portal's
 * first teleport of a turn in which both players teleport. Front ends write
 * "?" for it and draw the boards as match_piece_at shows them (without it). */
bool match_action_hidden(const Match *m, int i);

/* Colour whose action is next. */
int match_to_move(const Match *m);

/* Board the colour acts on next (0 unless Portal; in Portal's one-set layout,
 * shown as one board, the half: 0 for files a-d, 1 for e-h). */
int match_acting_board(const Match *m, int colour);

GameStatus match_status(const Match *m, GameResult *result);

/* Whether the draw rules (repetition, fifty moves, insufficient material)
 * end the game in m: on for a new match. A front end whose arbiter is
 * elsewhere (UCI: the GUI adjudicates, and the engine must move while it
 * has a legal move) turns it off: match_status then calls such a position
 * ongoing, and its actions are listed and played. The search still scores
 * the draws as draws; perft --divide lists the moves of such a root (RULES.md
 * 7: perft ignores the draw rules). */
void match_set_draw_end(Match *m, bool on);

/* FEN of the shown position (with the family's extension); -1 if too small. */
int match_fen(const Match *m, char *buf, size_t size);

/* FEN the match started from. */
const char *match_start_fen(const Match *m);

int match_boards(const Match *m);

/* What stands on (board, sq); false for an empty square. */
bool match_piece_at(const Match *m, int board, int sq, MatchPiece *out);

/* Square of a king in check on the board, or -1. */
int match_check_square(const Match *m, int board);

/* The last action's board and squares; false at the start. */
bool match_last_action(const Match *m, MatchAction *out);

/* What the moving piece is after the action (for previews). */
bool match_preview(const Match *m, const MatchAction *a, MatchPiece *out);

/* What a player faces in the shown position. */
typedef struct MatchSide {
    int board;          /* the board the colour acts on (as match_acting_board) */
    bool in_check;      /* its king is in check there */
    bool must_teleport; /* Portal: it declared last turn, so it teleports now */
} MatchSide;

/* Fills out for colour (WHITE or BLACK). */
void match_side(const Match *m, int colour, MatchSide *out);

/* The Betza power that pieces of type index `type` (0..ntypes-1 of the
 * variant's definition) of `colour` move with in the shown position: the
 * Polypiece power in force (atomic: with the atoms' current values), else the
 * type's only power. "" for a bad index. Owned by the variant. */
const char *match_power(const Match *m, int colour, int type);

/* Current power index of each type per colour (for the legend): fills
 * phase[colour][type]. */
void match_phases(const Match *m, int phase[2][VAR_MAX_TYPES]);

/* Atomic Polypiece: the current value index of each atom per colour, fills
 * phase[colour][atom] (atoms in the order of the variant's mutation.atoms);
 * zeros in other variants. */
void match_atom_phases(const Match *m, int phase[2][VAR_MAX_ATOMS]);

/* Pieces captured so far: letters of each colour's lost pieces. */
void match_captured(const Match *m, char out[2][40]);

/* Portal Chess: the portal squares of board b as a mask (bit rank * 8 + file);
 * 0 for the other families. */
uint64_t match_portal_squares(const Match *m, int board);

/* Potential Chess: one actualization of the game up to the shown position
 * (RULES.md 5, "Replay as orthodox"): the start array as an orthodox FEN and
 * the moves as numbered SAN of `ortho` (variants/potential-actualized.json).
 * Returns 0, or -1 with err (also for the other families). */
int match_actualize(const Match *m, const Variant *ortho, char *fen, size_t fen_size, char *text,
                    size_t text_size, Error *err);

#endif
