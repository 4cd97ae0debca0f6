/* match.h - one game of any variant behind one interface: actions, history,
 * status and what each square shows. The CLI and the desktop program use
 * this rather than the per-family modules. */
#ifndef MORPH_MATCH_H
#define MORPH_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "variant.h"

#define MATCH_TEXT_MAX 64
#define MATCH_MAX_ACTIONS 2048 /* Potential: one action per choice */

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

/* Plays one move written in any accepted notation; err->what says why not. */
int match_play_text(Match *m, const char *text, Error *err);

/* Plays a whole movetext (move numbers, comments, tags, result). An error
 * names the move: where = "move 12 (Black)", what = "\"Nf3\": reason". The
 * moves before the bad one stay played. A [FEN] tag is honoured only when
 * nothing has been played yet. */
int match_play_movetext(Match *m, const char *movetext, Error *err);

/* Steps back / forward one action; false when there is none. */
bool match_undo(Match *m);
bool match_redo(Match *m);

/* Number of actions played up to the shown position, and recorded in all. */
int match_ply(const Match *m);
int match_plies(const Match *m);

/* Shows the position after `ply` actions (0..match_plies). */
void match_goto(Match *m, int ply);

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

/* Current power index of each type per colour (for the legend): fills
 * phase[colour][type]. */
void match_phases(const Match *m, int phase[2][VAR_MAX_TYPES]);

/* Pieces captured so far: letters of each colour's lost pieces. */
void match_captured(const Match *m, char out[2][40]);

/* Portal Chess: the portal squares of board b as a mask (bit rank * 8 + file);
 * 0 for the other families. */
uint64_t match_portal_squares(const Match *m, int board);

/* Portal Chess: true when colour declared on the previous turn and must teleport in the
 * shown one; false for the other families. */
bool match_portal_must_teleport(const Match *m, int colour);

/* Potential Chess: one actualization of the game up to the shown position
 * (RULES.md 5, "Replay as orthodox"): the start array as an orthodox FEN and
 * the moves as numbered SAN of `ortho` (variants/potential-actualized.json).
 * Returns 0, or -1 with err (also for the other families). */
int match_actualize(const Match *m, const Variant *ortho, char *fen, size_t fen_size, char *text,
                    size_t text_size, Error *err);

#endif
