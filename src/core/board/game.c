/* game.c - the moves of a game, taken back one by one, and how games end. */
#include "game.h"

#include <stdlib.h>

#include "attack.h"
#include "bits.h"

Game *game_new(const Variant *v, const Position *start)
{
    Game *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->variant = v;
    g->cap = 64;
    g->moves = malloc(sizeof *g->moves * (size_t)g->cap);
    g->positions = malloc(sizeof *g->positions * (size_t)(g->cap + 1));
    g->last_capture = malloc(sizeof *g->last_capture * (size_t)(g->cap + 1));
    if (!g->moves || !g->positions || !g->last_capture) {
        game_free(g);
        return NULL;
    }
    g->positions[0] = *start;
    g->last_capture[0] = -1;
    if (keycount_add(&g->seen, start->hash, 1) != 0) {
        game_free(g);
        return NULL;
    }
    return g;
}

void game_free(Game *g)
{
    if (!g)
        return;
    free(g->moves);
    free(g->positions);
    free(g->last_capture);
    keycount_free(&g->seen);
    free(g);
}

const Position *game_position(const Game *g)
{
    return &g->positions[g->count];
}

static int grow(Game *g)
{
    int cap = g->cap * 2;
    Move *m = realloc(g->moves, sizeof *m * (size_t)cap);
    if (!m)
        return -1;
    g->moves = m;
    Position *p = realloc(g->positions, sizeof *p * (size_t)(cap + 1));
    if (!p)
        return -1;
    g->positions = p;
    int *l = realloc(g->last_capture, sizeof *l * (size_t)(cap + 1));
    if (!l)
        return -1;
    g->last_capture = l;
    g->cap = cap;
    return 0;
}

int game_victim(const Game *g, int i)
{
    const Position *before = &g->positions[i];
    Move mv = g->moves[i];
    int kind = move_kind(mv);
    if (kind == MOVE_PASS || kind == MOVE_CASTLE)
        return PIECE_NONE;
    return before->board[kind == MOVE_EP ? before->ep_victim : move_to(mv)];
}

int game_captures(const Game *g, int *out, int max)
{
    int n = 0;
    for (int i = g->last_capture[g->count]; i >= 0; i = g->last_capture[i]) {
        if (n == max)
            return -1;
        out[n++] = i;
    }
    for (int a = 0, b = n - 1; a < b; a++, b--) { /* oldest first */
        int t = out[a];
        out[a] = out[b];
        out[b] = t;
    }
    return n;
}

const MoveList *game_legal(Game *g)
{
    if (!g->legal_known) {
        movegen_legal(g->variant, game_position(g), &g->legal);
        g->legal_known = true;
    }
    return &g->legal;
}

const MoveList *game_legal_known(const Game *g)
{
    return g->legal_known ? &g->legal : NULL;
}

int game_push(Game *g, Move m)
{
    if (g->count == g->cap && grow(g) != 0)
        return -1;
    Position *next = &g->positions[g->count + 1]; /* made in place: no copy a ply */
    *next = g->positions[g->count];
    position_make(g->variant, next, m);
    if (keycount_add(&g->seen, next->hash, 1) != 0)
        return -1;
    g->moves[g->count] = m;
    g->last_capture[g->count + 1] =
        game_victim(g, g->count) != PIECE_NONE ? g->count : g->last_capture[g->count];
    g->count++;
    g->legal_known = false;
    return 0;
}

bool game_take_back(Game *g)
{
    if (g->count == 0)
        return false;
    keycount_add(&g->seen, game_position(g)->hash, -1); /* counted: no allocation */
    g->count--;
    g->legal_known = false;
    return true;
}

static bool same_colour_squares(Bitboard b)
{
    const Bitboard dark = 0xAA55AA55AA55AA55ull;
    return (b & dark) == b || (b & ~dark) == b;
}

/* FIDE's dead positions that are easy to recognise: K v K, K + minor v K,
 * and kings with bishops all on one colour of square. */
static bool insufficient(const Variant *v, const Position *p)
{
    Bitboard bishops = 0;
    int minors = 0, others = 0;
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < v->def.ntypes; t++) {
            if (t == v->king_type || !p->pieces[c][t])
                continue;
            char l = v->def.types[t].letter;
            int n = bits_count(p->pieces[c][t]);
            if (l == 'B') {
                bishops |= p->pieces[c][t];
                minors += n;
            } else if (l == 'N') {
                minors += n;
                others += n;
            } else {
                others += 100;
            }
        }
    }
    if (minors == 0 && others == 0)
        return true;
    if (minors == 1 && others <= 1)
        return true;
    return others == 0 && same_colour_squares(bishops);
}

static GameResult outcome(Outcome o, int side)
{
    if (o == OUTCOME_DRAW)
        return RESULT_DRAW;
    bool side_wins = o == OUTCOME_WIN;
    return (side == WHITE) == side_wins ? RESULT_WHITE : RESULT_BLACK;
}

/* The status of p by the move rules; legal: p's legal moves, or NULL to count them when the
 * status needs them. */
static GameStatus position_status(const Variant *v, const Position *p, const MoveList *legal,
                                  GameResult *result)
{
    GameResult r = RESULT_NONE;
    GameStatus s = STATUS_ONGOING;
    const RulesDef *rules = &v->def.rules;
    if (p->king_captured) {
        s = STATUS_KING_CAPTURED;
        r = p->king_captured - 1 == WHITE ? RESULT_BLACK : RESULT_WHITE;
    } else if (rules->king_capture && v->king_type >= 0 && !p->pieces[p->stm][v->king_type]) {
        s = STATUS_KING_CAPTURED;
        r = p->stm == WHITE ? RESULT_BLACK : RESULT_WHITE;
    } else if ((legal ? legal->count : movegen_count(v, p)) == 0) {
        if (!rules->check) {
            s = STATUS_NO_MOVES;
            r = outcome(rules->no_moves, p->stm);
        } else if (position_in_check(v, p, p->stm)) {
            s = STATUS_CHECKMATE;
            r = p->stm == WHITE ? RESULT_BLACK : RESULT_WHITE;
        } else {
            s = STATUS_STALEMATE;
            r = outcome(rules->stalemate, p->stm);
        }
    } else if (rules->insufficient_material && insufficient(v, p)) {
        s = STATUS_INSUFFICIENT;
        r = RESULT_DRAW;
    } else if (rules->fifty_move && p->halfmove >= 100) {
        s = STATUS_FIFTY_MOVE;
        r = RESULT_DRAW;
    }
    if (result)
        *result = r;
    return s;
}

int game_play(Game *g, Move m)
{
    /* the draw rules are the match's to apply (match_set_draw_end) */
    const MoveList *legal = game_legal(g);
    GameStatus st = position_status(g->variant, game_position(g), legal, NULL);
    if (st != STATUS_ONGOING && st != STATUS_FIFTY_MOVE && st != STATUS_INSUFFICIENT)
        return -1;
    int i = 0;
    while (i < legal->count && legal->moves[i] != m)
        i++;
    if (i == legal->count || game_push(g, m) != 0)
        return -1;
    game_legal(g); /* the new position's, which its status and the next move read */
    return 0;
}

GameStatus game_position_status(const Variant *v, const Position *p, GameResult *result)
{
    return position_status(v, p, NULL, result);
}

GameStatus game_status(const Game *g, GameResult *result)
{
    const Position *p = game_position(g);
    GameStatus s = position_status(g->variant, p, game_legal_known(g), result);
    if (s != STATUS_ONGOING || !g->variant->def.rules.repetition)
        return s;
    /* every earlier position of the line counts: where pieces change (a pawn may come back
     * by demotion) any of them may repeat, and in orthodox chess those before a capture or
     * pawn move differ anyway */
    if (keycount_get(&g->seen, p->hash) >= 3) {
        if (result)
            *result = RESULT_DRAW;
        return STATUS_REPETITION;
    }
    return s;
}

const char *game_status_name(GameStatus s)
{
    static const char *const names[] = {"ongoing",
                                        "checkmate",
                                        "stalemate",
                                        "king-captured",
                                        "repetition",
                                        "fifty-move",
                                        "insufficient-material",
                                        "no-moves",
                                        "time",
                                        "resignation",
                                        "agreement",
                                        "adjudication"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "ongoing";
}

const char *game_result_name(GameResult r)
{
    static const char *const names[] = {"*", "1-0", "0-1", "1/2-1/2"};
    return (unsigned)r < 4 ? names[r] : "*";
}
