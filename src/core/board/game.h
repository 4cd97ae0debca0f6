/* game.h - a game: start position, the moves played (taken back one by one), status and
 * result. */
#ifndef MORPH_GAME_H
#define MORPH_GAME_H

#include "keycount.h"
#include "morphchess/match.h" /* GameStatus, GameResult */
#include "movegen.h"

/* Owns its move and position arrays; borrows the Variant, which must
 * outlive it. */
typedef struct Game {
    const Variant *variant;
    int count; /* moves played up to the current position */
    int cap;
    Move *moves;         /* moves[i] leads from positions[i] to positions[i+1] */
    Position *positions; /* positions[0] is the start */
    /* last_capture[k]: the last move before position k that captured (its
     * index), -1 when none: the captures of a line are found without
     * walking it (game_captures) */
    int *last_capture;
    KeyCount seen; /* the hashes of positions[0..count]: repetition without a walk */
    /* legal: the legal moves of the current position when legal_known. game_play makes them
     * for the position it leads to, and its status, the reading and writing of the next move
     * and that move's check read them, one generation a ply where each made its own; a push
     * or take-back forgets them. Only calls given a Game * write them: a const Game may be
     * read by several threads at once (a search's helpers). */
    bool legal_known;
    MoveList legal;
} Game;

/* A new game from `start`. NULL on allocation failure. */
Game *game_new(const Variant *v, const Position *start);

/* Frees g; NULL is a no-op. */
void game_free(Game *g);

/* The current position. */
const Position *game_position(const Game *g);

/* Plays a legal move (checked: returns -1 and changes nothing if it is not
 * legal or the game is over by the move rules, or memory ran out; the draw
 * rules are the match's, match_set_draw_end). */
int game_play(Game *g, Move m);

/* The piece code move i of g captured (PIECE_NONE: none). */
int game_victim(const Game *g, int i);

/* The indices of the moves before the current position that captured, in
 * order, into out[0..max-1]; their count, or -1 when there are more than max. */
int game_captures(const Game *g, int *out, int max);

/* The legal moves of the current position, made now unless known: for a caller about to read
 * them more than once. */
const MoveList *game_legal(Game *g);

/* The legal moves of the current position when they are known, else NULL. */
const MoveList *game_legal_known(const Game *g);

/* Plays a move played before in this position (unchecked): 0, or -1 out of memory. */
int game_push(Game *g, Move m);

/* Takes back the last move and forgets it; false when there is none. */
bool game_take_back(Game *g);

/* Status of the current position; *result (if non-NULL) gets the result. */
GameStatus game_status(const Game *g, GameResult *result);

/* The status of a position with no history (no repetition is detectable). */
GameStatus game_position_status(const Variant *v, const Position *p, GameResult *result);

#endif
