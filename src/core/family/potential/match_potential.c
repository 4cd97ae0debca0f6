/* match_potential.c - match over Potential Chess (potential.h): every piece
 * shows its current and origin sets; a move's choices are its promotion (or
 * "not a pawn") and the type the captured piece is actualized as. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"
#include "potential.h"

typedef struct PotState {
    PotGame *g;
} PotState;

static const char pot_letters[POT_NTYPES + 1] = "KQRBNP";

_Static_assert(POT_MAX_MOVES <= MATCH_MAX_ACTIONS, "every Potential move fits the actions");

static PotState *st(const Fam *m)
{
    return m->fam;
}
static const PotPos *cur(const Fam *m)
{
    return potential_game_pos(st(m)->g);
}

static int pot_init(Fam *m, const char *fen, Error *err)
{
    if (potential_check_variant(m->v, err) != 0)
        return -1;
    PotPos start;
    if (fen) {
        if (potential_fen_read(fen, &start, err) != 0)
            return -1;
    } else {
        potential_start(&start);
    }
    PotState *s = calloc(1, sizeof *s);
    if (!s || !(s->g = potential_game_new(&start))) {
        free(s);
        return error_set(err, "", "out of memory");
    }
    m->fam = s;
    if (potential_fen_write(&start, m->start_fen, sizeof m->start_fen) < 0)
        m->start_fen[0] = '\0';
    return 0;
}

static void pot_destroy(Fam *m)
{
    if (st(m))
        potential_game_free(st(m)->g);
    free(st(m));
}

static bool last_rank(int colour, int sq)
{
    return (sq >> 3) == (colour == WHITE ? 7 : 0);
}

/* The action of move mv of p; set: the moved piece's set after it, when
 * known (else -1: the move is written by playing it aside). */
static void fill_action(const Fam *m, const PotPos *p, PotMove mv, int set, MatchAction *a)
{
    memset(a, 0, sizeof *a);
    a->kind = ACTION_MOVE;
    a->from = pot_move_from(mv);
    a->to = pot_move_to(mv);
    if ((set >= 0 ? potential_move_write_set(p, mv, (unsigned)set, a->text, sizeof a->text)
                  : potential_move_write(m->v, p, mv, a->text, sizeof a->text)) < 0)
        snprintf(a->text, sizeof a->text, "?");
    int promo = pot_move_promo(mv), victim = pot_move_victim(mv);
    int id = p->board[a->from];
    /* the choice written by hand: a list's every action has one (snprintf
     * was a ninth of the list's time) */
    char *c = a->choice;
    if (promo >= 0) {
        a->promo = pot_letters[promo];
        *c++ = '=';
        *c++ = a->promo;
    } else if (id != POT_NONE && pot_move_kind(mv) == POT_MOVE_NORMAL &&
               (p->cur[id] & (1u << POT_P)) && last_rank(pot_colour(id), a->to)) {
        a->promo = '-';
        memcpy(c, "not a pawn", 10);
        c += 10;
    }
    if (victim >= 0) {
        a->victim = pot_letters[victim];
        if (c != a->choice)
            *c++ = ' ';
        *c++ = '(';
        *c++ = a->victim;
        *c++ = ')';
    }
    *c = '\0';
    a->payload[0] = mv;
}

static int pot_actions(const Fam *m, MatchAction *out, int max)
{
    PotMoveList *list = malloc(sizeof *list);
    uint8_t *sets = malloc(POT_MAX_MOVES);
    int k = 0;
    if (list && sets) {
        const PotPos *p = cur(m);
        int n = potential_legal_sets(m->v, p, list, sets);
        for (int i = 0; i < n && k < max; i++)
            fill_action(m, p, list->moves[i], sets[i], &out[k++]);
    }
    free(list);
    free(sets);
    return k;
}

static int pot_read(const Fam *m, const char *text, MatchAction *out, Error *err)
{
    PotMove mv;
    if (potential_move_read(m->v, cur(m), text, &mv, err) != 0)
        return -1;
    fill_action(m, cur(m), mv, -1, out);
    return 0;
}

static int pot_play(Fam *m, const MatchAction *a, char *text, Error *err)
{
    PotMove mv = (PotMove)a->payload[0];
    PotState *s = st(m);
    if ((text && potential_move_write(m->v, cur(m), mv, text, MATCH_TEXT_MAX) < 0) ||
        potential_game_play(m->v, s->g, mv) != 0)
        return error_set(err, "", "illegal move");
    return 0;
}

static bool pot_take_back(Fam *m)
{
    return potential_game_take_back(st(m)->g);
}

static int pot_to_move(const Fam *m)
{
    return cur(m)->stm;
}

static int pot_acting_board(const Fam *m, int colour)
{
    (void)m;
    (void)colour;
    return 0;
}

static GameStatus pot_status(const Fam *m, GameResult *result)
{
    const char *res = "*";
    PotStatus s = potential_game_status(m->v, st(m)->g, NULL, &res);
    if (result)
        *result = strcmp(res, "1-0") == 0       ? RESULT_WHITE
                  : strcmp(res, "0-1") == 0     ? RESULT_BLACK
                  : strcmp(res, "1/2-1/2") == 0 ? RESULT_DRAW
                                                : RESULT_NONE;
    switch (s) {
    case POT_CHECKMATE:
        return STATUS_CHECKMATE;
    case POT_STALEMATE:
        return STATUS_STALEMATE;
    case POT_REPETITION:
        return STATUS_REPETITION;
    case POT_FIFTY_MOVE:
        return STATUS_FIFTY_MOVE;
    default:
        return STATUS_ONGOING;
    }
}

static int pot_fen(const Fam *m, char *buf, size_t size)
{
    return potential_fen_write(cur(m), buf, size);
}

static int pot_boards(const Fam *m)
{
    (void)m;
    return 1;
}

static void describe(const PotPos *p, int id, MatchPiece *out)
{
    memset(out, 0, sizeof *out);
    int c = pot_colour(id);
    unsigned set = p->cur[id];
    out->colour = c;
    out->letter = '?';
    for (int t = 0; t < POT_NTYPES; t++)
        if (set == 1u << t)
            out->letter = pot_letters[t];
    potential_set_text(set, c, out->potential);
    potential_set_text(p->org[id], c, out->origin);
}

static bool pot_piece_at(const Fam *m, int board, int sq, MatchPiece *out)
{
    const PotPos *p = cur(m);
    if (board != 0 || p->board[sq] == POT_NONE)
        return false;
    describe(p, p->board[sq], out);
    return true;
}

static int pot_check_square(const Fam *m, int board)
{
    const PotPos *p = cur(m);
    int c = p->stm;
    if (board != 0 || !potential_in_check(m->v, p, c))
        return -1;
    /* every K-possible piece is attacked: mark the one that must be the king, or the first */
    int first = -1;
    for (int id = c * 16; id < c * 16 + 16; id++) {
        if (p->sq[id] == POT_NONE || !(p->cur[id] & (1u << POT_K)))
            continue;
        if (p->cur[id] == 1u << POT_K)
            return p->sq[id];
        if (first < 0)
            first = p->sq[id];
    }
    return first;
}

static bool pot_last_action(const Fam *m, MatchAction *out)
{
    const PotGame *g = st(m)->g;
    if (g->count == 0)
        return false;
    fill_action(m, &g->positions[g->count - 1], g->moves[g->count - 1], -1, out);
    return true;
}

static bool pot_preview(const Fam *m, const MatchAction *a, MatchPiece *out)
{
    PotPos q;
    if (a->kind != ACTION_MOVE || potential_apply(m->v, cur(m), (PotMove)a->payload[0], &q) != 0 ||
        q.board[a->to] == POT_NONE)
        return false;
    describe(&q, q.board[a->to], out);
    return true;
}

static void pot_phases(const Fam *m, int phase[2][MATCH_PHASES])
{
    (void)m;
    (void)phase;
}

static void pot_captured(const Fam *m, int from, char out[2][40])
{
    (void)from; /* the captured pieces are those off the board: all of them */
    const PotPos *p = cur(m);
    for (int id = 0; id < POT_PIECES; id++) {
        if (p->sq[id] != POT_NONE)
            continue;
        char c = '?';
        for (int t = 0; t < POT_NTYPES; t++)
            if (p->org[id] == 1u << t)
                c = pot_letters[t];
        family_add_captured(out[pot_colour(id)], c);
    }
}

static int pot_actualize(const Fam *m, const Variant *ortho, char *fen, size_t fen_size, char *text,
                         size_t text_size, Error *err)
{
    return potential_actualize(m->v, st(m)->g, ortho, fen, fen_size, text, text_size, err);
}

static int pot_turn(const Fam *m)
{
    return cur(m)->fullmove;
}

/* Counts paths with one move list per depth on the heap (a list is large). */
static uint64_t pot_count(const Variant *v, const PotPos *p, int depth)
{
    PotMoveList *list = malloc(sizeof *list);
    if (!list)
        return 0;
    int n = potential_legal(v, p, list);
    uint64_t total = 0;
    if (depth <= 1) {
        total = (uint64_t)n;
    } else {
        for (int i = 0; i < n; i++) {
            PotPos q;
            potential_apply(v, p, list->moves[i], &q);
            total += pot_count(v, &q, depth - 1);
        }
    }
    free(list);
    return total;
}

static uint64_t pot_perft(const Fam *m, int depth)
{
    return pot_count(m->v, cur(m), depth);
}

static bool pot_in_check(const Fam *m, int colour)
{
    return potential_in_check(m->v, cur(m), colour);
}

static const void *pot_state(const Fam *m)
{
    return cur(m);
}

static int pot_keys(const Fam *m, uint64_t *out, int max)
{
    const PotGame *g = st(m)->g;
    int n = 0;
    for (int i = 0; i < g->count && n < max; i++)
        out[n++] = g->positions[i].hash;
    return n;
}

const FamilyOps family_ops_potential = {
    .init = pot_init,
    .destroy = pot_destroy,
    .actions = pot_actions,
    .read = pot_read,
    .play = pot_play,
    .take_back = pot_take_back,
    .to_move = pot_to_move,
    .acting_board = pot_acting_board,
    .status = pot_status,
    .fen = pot_fen,
    .boards = pot_boards,
    .piece_at = pot_piece_at,
    .check_square = pot_check_square,
    .last_action = pot_last_action,
    .preview = pot_preview,
    .phases = pot_phases,
    .captured = pot_captured,
    .hidden = NULL,
    .turn = pot_turn,
    .perft = pot_perft,
    .in_check = pot_in_check,
    .state = pot_state,
    .keys = pot_keys,
    .actualize = pot_actualize,
    .unit = "move",
    .set_suffix = true,
};
