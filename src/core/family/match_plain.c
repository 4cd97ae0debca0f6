/* match_plain.c - match over the plain Game: orthodox and mutation variants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attack.h"
#include "family.h"
#include "fen.h"
#include "notation.h"
#include "perft.h"

static Game *game(const Fam *m)
{
    return m->fam;
}
static const Position *cur(const Fam *m)
{
    return game_position(game(m));
}

static int plain_init(Fam *m, const char *fen, Error *err)
{
    Position start;
    if (fen_read(m->v, fen ? fen : m->v->def.start_fen, &start, err) != 0)
        return -1;
    Game *g = game_new(m->v, &start);
    if (!g)
        return error_set(err, "", "out of memory");
    m->fam = g;
    fen_write(m->v, &start, m->start_fen, sizeof m->start_fen);
    return 0;
}

static void plain_destroy(Fam *m)
{
    game_free(game(m));
}

/* a for move mv of p; legal: p's legal moves, or NULL to make them. */
static void fill_action(const Fam *m, const Position *p, const MoveList *legal, Move mv,
                        MatchAction *a)
{
    memset(a, 0, sizeof *a);
    a->kind = move_kind(mv) == MOVE_PASS ? ACTION_PASS : ACTION_MOVE;
    a->board = a->from_board = 0;
    a->from = a->kind == ACTION_PASS ? -1 : move_from(mv);
    a->to = a->kind == ACTION_PASS ? -1 : move_to(mv);
    notation_write_legal(m->v, p, legal, mv, a->text, sizeof a->text);
    int nt = move_new(mv);
    if (nt >= 0)
        snprintf(a->choice, sizeof a->choice, "%c", m->v->def.types[nt].letter);
    a->payload[0] = mv;
}

/* The current position's legal moves as game_play left them, else NULL. */
static const MoveList *known(const Fam *m)
{
    return game_legal_known(game(m));
}

static int plain_actions(const Fam *m, MatchAction *out, int max)
{
    const Position *p = cur(m);
    const MoveList *legal = known(m);
    MoveList made;
    if (!legal) {
        movegen_legal(m->v, p, &made);
        legal = &made;
    }
    int k = 0;
    for (int i = 0; i < legal->count && k < max; i++)
        fill_action(m, p, legal, legal->moves[i], &out[k++]);
    return k;
}

static int plain_read(const Fam *m, const char *text, MatchAction *out, Error *err)
{
    Move mv;
    if (notation_read_legal(m->v, cur(m), known(m), text, &mv, err) != 0)
        return -1;
    fill_action(m, cur(m), known(m), mv, out);
    return 0;
}

static int plain_play(Fam *m, const MatchAction *a, char *text, Error *err)
{
    Move mv = (Move)a->payload[0];
    if (!text) /* played here before */
        return game_push(game(m), mv) == 0 ? 0 : error_set(err, "", "out of memory");
    if (notation_write_legal(m->v, cur(m), game_legal(game(m)), mv, text, MATCH_TEXT_MAX) < 0)
        snprintf(text, MATCH_TEXT_MAX, "?");
    if (game_play(game(m), mv) != 0)
        return error_set(err, "", "illegal move");
    return 0;
}

static bool plain_take_back(Fam *m)
{
    return game_take_back(game(m));
}

static int plain_to_move(const Fam *m)
{
    return cur(m)->stm;
}

static int plain_acting_board(const Fam *m, int colour)
{
    (void)m;
    (void)colour;
    return 0;
}

static GameStatus plain_status(const Fam *m, GameResult *result)
{
    return game_status(game(m), result);
}

static int plain_fen(const Fam *m, char *buf, size_t size)
{
    return fen_write(m->v, cur(m), buf, size);
}

static int plain_boards(const Fam *m)
{
    return m->v->geo.nboards;
}

static void describe(const Variant *v, const Position *p, int code, MatchPiece *out)
{
    memset(out, 0, sizeof *out);
    int c = piece_colour(code), t = piece_type(code);
    out->letter = v->def.types[t].letter;
    out->colour = c;
    bool atomic_changes = false; /* atomic Polypiece: does an atom of this type have a list? */
    for (int a = 0; a < VAR_MAX_ATOMS; a++)
        atomic_changes |= v->atom_stride[t][0][a] != 0 || v->atom_stride[t][1][a] != 0;
    if (atomic_changes || v->def.types[t].npowers[c] > 1 || v->def.types[t].npowers[!c] > 1 ||
        strcmp(v->def.types[t].powers[0][0], v->def.types[t].powers[1][0]) != 0)
        snprintf(out->power, sizeof out->power, "%s", v->text[t][c][p->phase[c][t]]);
}

void family_plain_describe(const Variant *v, const Position *p, int code, MatchPiece *out)
{
    describe(v, p, code, out);
}

static bool plain_piece_at(const Fam *m, int board, int sq, MatchPiece *out)
{
    if (board != 0)
        return false;
    const Position *p = cur(m);
    int code = p->board[sq];
    if (code == PIECE_NONE)
        return false;
    describe(m->v, p, code, out);
    return true;
}

static int plain_check_square(const Fam *m, int board)
{
    const Position *p = cur(m);
    if (board != 0 || !position_in_check(m->v, p, p->stm))
        return -1;
    return position_king(m->v, p, p->stm);
}

static bool plain_king_attacked(const Fam *m)
{
    const Position *p = cur(m);
    int k = position_king(m->v, p, p->stm);
    return k >= 0 && position_attackers(m->v, p, k, !p->stm, p->occ[0] | p->occ[1]) != 0;
}

static bool plain_last_action(const Fam *m, MatchAction *out)
{
    int n = game(m)->count;
    if (n == 0)
        return false;
    fill_action(m, &game(m)->positions[n - 1], NULL, game(m)->moves[n - 1], out);
    return true;
}

static bool plain_preview(const Fam *m, const MatchAction *a, MatchPiece *out)
{
    if (a->kind != ACTION_MOVE)
        return false;
    Position q = *cur(m);
    position_make(m->v, &q, (Move)a->payload[0]);
    int code = q.board[a->to];
    if (code == PIECE_NONE)
        return false;
    describe(m->v, &q, code, out);
    return true;
}

static void plain_phases(const Fam *m, int phase[2][MATCH_PHASES])
{
    const Position *p = cur(m);
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < MATCH_PHASES && t < POS_PHASES; t++)
            phase[c][t] = p->phase[c][t];
}

static void plain_captured(const Fam *m, int from, char out[2][40])
{
    const Game *g = game(m);
    int caps[64], n = from == 0 ? game_captures(g, caps, 64) : -1;
    if (n >= 0) { /* the whole line's captures, linked: no walk of the game */
        for (int k = 0; k < n; k++) {
            int code = game_victim(g, caps[k]);
            family_add_captured(out[piece_colour(code)], m->v->def.types[piece_type(code)].letter);
        }
        return;
    }
    for (int i = from; i < g->count; i++) {
        int code = game_victim(g, i);
        if (code != PIECE_NONE)
            family_add_captured(out[piece_colour(code)], m->v->def.types[piece_type(code)].letter);
    }
}

static int plain_turn(const Fam *m)
{
    return cur(m)->fullmove;
}

static uint64_t plain_perft(const Fam *m, int depth)
{
    return perft(m->v, cur(m), depth);
}

static bool plain_in_check(const Fam *m, int colour)
{
    return position_in_check(m->v, cur(m), colour);
}

static const void *plain_state(const Fam *m)
{
    return cur(m);
}

static int plain_keys(const Fam *m, uint64_t *out, int max)
{
    const Game *g = game(m);
    int n = 0;
    for (int i = 0; i < g->count && n < max; i++)
        out[n++] = g->positions[i].hash;
    return n;
}

const FamilyOps family_ops_plain = {
    .init = plain_init,
    .destroy = plain_destroy,
    .actions = plain_actions,
    .read = plain_read,
    .play = plain_play,
    .take_back = plain_take_back,
    .to_move = plain_to_move,
    .acting_board = plain_acting_board,
    .status = plain_status,
    .fen = plain_fen,
    .boards = plain_boards,
    .piece_at = plain_piece_at,
    .check_square = plain_check_square,
    .last_action = plain_last_action,
    .preview = plain_preview,
    .phases = plain_phases,
    .captured = plain_captured,
    .hidden = NULL,
    .turn = plain_turn,
    .perft = plain_perft,
    .in_check = plain_in_check,
    .state = plain_state,
    .keys = plain_keys,
    .king_attacked = plain_king_attacked,
    .unit = "move",
    .start_from_number = true,
};
