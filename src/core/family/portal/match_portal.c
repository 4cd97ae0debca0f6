/* match_portal.c - match over Portal Chess (portal.h): two boards (the
 * one-set layout shows its two halves as one board), one entered action per
 * ply, the first teleport hidden when both players teleport. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"
#include "keycount.h"
#include "portal.h"

/* What the line keeps of position i: a few bytes, not the position (two boards): a
 * position is made again from the checkpoint at or before it (every PORTAL_EVERY plies). */
typedef struct PortalPly {
    PortalAction act; /* the action from it to position i + 1 (i < count) */
    int last_capture; /* the last turn (its first position) that captured and ended
                       * before it, -1 when none: the captures without walking the game */
    uint8_t took[2];  /* a turn starting here: the piece codes its two actions took */
    bool entered;     /* an action is entered: no turn starts here */
} PortalPly;

#define PORTAL_EVERY 64

typedef struct PortalState {
    int count, cap, ncheck;
    PortalPly *ply;      /* ply[0] the start's */
    PortalPos *check;    /* check[j]: position j * PORTAL_EVERY */
    PortalPos now, prev; /* positions count and count - 1 */
    KeyCount seen;
} PortalState;

_Static_assert(sizeof(PortalAction) <= FAMILY_ACTION_WORDS * sizeof(uint64_t),
               "a PortalAction fits a MatchAction's payload");

_Static_assert(PORTAL_MAX_ACTIONS <= MATCH_MAX_ACTIONS, "every Portal action fits the actions");

static PortalState *st(const Fam *m)
{
    return m->fam;
}
static const PortalPos *cur(const Fam *m)
{
    return &st(m)->now;
}
static bool one_set(const Fam *m)
{
    return m->v->def.portal.layout == PORTAL_ONE_SET;
}

static int grow(PortalState *s, int need)
{
    if (need >= s->cap) {
        int cap = s->cap ? s->cap * 2 : 64;
        while (cap <= need)
            cap *= 2;
        PortalPly *ply = realloc(s->ply, sizeof *ply * (size_t)cap);
        if (!ply)
            return -1;
        s->ply = ply;
        s->cap = cap;
    }
    int checks = need / PORTAL_EVERY + 1;
    if (checks > s->ncheck) {
        int n = s->ncheck ? s->ncheck * 2 : 4;
        while (n < checks)
            n *= 2;
        PortalPos *check = realloc(s->check, sizeof *check * (size_t)n);
        if (!check)
            return -1;
        s->check = check;
        s->ncheck = n;
    }
    return 0;
}

/* Counts (delta 1) or uncounts (-1) the shown position for repetition when it starts a
 * turn. */
static int count_shown(const Fam *m, int delta)
{
    const PortalPos *p = &st(m)->now;
    return p->entered ? 0 : keycount_add(&st(m)->seen, portal_key(m->v, p), delta);
}

/* Notes position i, now the line's position p, and keeps it when a checkpoint. */
static void note_position(const Fam *m, int i, const PortalPos *p)
{
    PortalState *s = st(m);
    s->ply[i].entered = p->entered != 0;
    s->ply[i].took[0] = s->ply[i].took[1] = PIECE_NONE;
    if (i % PORTAL_EVERY == 0)
        s->check[i / PORTAL_EVERY] = *p;
}

/* Position i of the line (i <= count), made again from the checkpoint before it. */
static void position_at(const Fam *m, int i, PortalPos *out)
{
    const PortalState *s = st(m);
    *out = s->check[i / PORTAL_EVERY];
    for (int k = i - i % PORTAL_EVERY; k < i; k++) {
        Error e;
        portal_play(m->v, out, &s->ply[k].act, &e); /* played before: legal */
    }
}

static void free_state(PortalState *s)
{
    if (s) {
        free(s->ply);
        free(s->check);
        keycount_free(&s->seen);
    }
    free(s);
}

static int portal_init(Fam *m, const char *fen, Error *err)
{
    PortalPos start;
    if (fen ? portal_fen_read(m->v, fen, &start, err) != 0 : portal_start(m->v, &start, err) != 0)
        return -1;
    PortalState *s = calloc(1, sizeof *s);
    m->fam = s;
    bool room = s && grow(s, 1) == 0;
    if (room) {
        s->now = s->prev = start;
        note_position(m, 0, &start);
        s->ply[0].last_capture = -1;
    }
    if (!room || count_shown(m, 1) != 0) {
        free_state(s);
        m->fam = NULL;
        return error_set(err, "", "out of memory");
    }
    if (portal_fen_write(m->v, &start, m->start_fen, sizeof m->start_fen) < 0)
        m->start_fen[0] = '\0';
    return 0;
}

static void portal_destroy(Fam *m)
{
    free_state(st(m));
}

static void fill_action(const Fam *m, const PortalPos *p, const PortalAction *pa, MatchAction *a)
{
    memset(a, 0, sizeof *a);
    static const ActionKind kinds[] = {ACTION_MOVE, ACTION_DECLARE, ACTION_TELEPORT,
                                       ACTION_LOST_TURN};
    a->kind = kinds[pa->kind];
    a->board = one_set(m) ? 0 : pa->board;
    a->from_board = a->board;
    a->from = a->to = -1;
    if (pa->kind == PORTAL_MOVE || pa->kind == PORTAL_TELEPORT) {
        a->from = pa->from;
        a->to = pa->to;
        if (pa->kind == PORTAL_TELEPORT && !one_set(m))
            a->from_board = 1 - pa->board;
    }
    if (portal_action_write(m->v, p, pa, a->text, sizeof a->text) < 0)
        snprintf(a->text, sizeof a->text, "?");
    if (pa->kind == PORTAL_MOVE) {
        int nt = move_new(pa->move);
        if (nt >= 0) {
            snprintf(a->choice, sizeof a->choice, "%c", m->v->def.types[nt].letter);
            a->promo = m->v->def.types[nt].letter;
        }
    } else if (pa->kind == PORTAL_DECLARE) {
        snprintf(a->choice, sizeof a->choice, "declare");
    }
    memcpy(a->payload, pa, sizeof *pa);
}

static int portal_actions_of(const Fam *m, MatchAction *out, int max)
{
    PortalList *l = malloc(sizeof *l);
    if (!l)
        return 0;
    const PortalPos *p = cur(m);
    int n = portal_legal(m->v, p, l);
    int k = 0;
    for (int i = 0; i < n && k < max; i++)
        fill_action(m, p, &l->actions[i], &out[k++]);
    free(l);
    return k;
}

static int portal_read(const Fam *m, const char *text, MatchAction *out, Error *err)
{
    PortalAction pa;
    if (portal_action_read(m->v, cur(m), text, &pa, err) != 0)
        return -1;
    fill_action(m, cur(m), &pa, out);
    return 0;
}

/* The piece action a (entered in the turn that starts at p) takes, or PIECE_NONE. A
 * teleport takes what stands on its landing square, unless that piece teleports away in
 * the same turn (other: the turn's other action, NULL if none). */
static int taken(const PortalPos *p, const PortalAction *a, const PortalAction *other)
{
    const Position *q = &p->board[a->board];
    int sq = a->to, code = PIECE_NONE;
    if (a->kind == PORTAL_MOVE && move_kind(a->move) != MOVE_CASTLE &&
        move_kind(a->move) != MOVE_PASS)
        code = q->board[move_kind(a->move) == MOVE_EP ? q->ep_victim : sq];
    else if (a->kind == PORTAL_TELEPORT)
        code = q->board[sq];
    if (code == PIECE_NONE || piece_colour(code) == a->colour)
        return PIECE_NONE;
    if (a->kind == PORTAL_TELEPORT && other && other->kind == PORTAL_TELEPORT &&
        other->board != a->board && other->from == sq)
        return PIECE_NONE; /* it leaves before this one lands */
    return code;
}

static int portal_play_action(Fam *m, const MatchAction *a, char *text, Error *err)
{
    PortalState *s = st(m);
    PortalAction pa;
    memcpy(&pa, a->payload, sizeof pa);
    if (grow(s, s->count + 1) != 0)
        return error_set(err, "", "out of memory");
    PortalPos next = s->now;
    if (text && portal_action_write(m->v, &next, &pa, text, MATCH_TEXT_MAX) < 0)
        snprintf(text, MATCH_TEXT_MAX, "?");
    if (portal_play(m->v, &next, &pa, err) != 0)
        return -1;
    if (!next.entered && keycount_add(&s->seen, portal_key(m->v, &next), 1) != 0)
        return error_set(err, "", "out of memory");
    int i = s->count;
    s->ply[i].act = pa;
    note_position(m, i + 1, &next);
    /* the action that ends a turn: ply[i - 1].act and ply[i].act are the turn's two, from
     * position i - 1 (prev) */
    bool took = false;
    if (i >= 1 && !s->ply[i - 1].entered)
        for (int k = 0; k < 2; k++) {
            int code = taken(&s->prev, &s->ply[i - 1 + k].act, &s->ply[i - k].act);
            s->ply[i - 1].took[k] = (uint8_t)code;
            took = took || code != PIECE_NONE;
        }
    s->ply[i + 1].last_capture = took ? i - 1 : s->ply[i].last_capture;
    s->prev = s->now;
    s->now = next;
    s->count = i + 1;
    return 0;
}

static bool portal_take_back(Fam *m)
{
    PortalState *s = st(m);
    if (s->count == 0)
        return false;
    count_shown(m, -1); /* (a key counted has its slot: no allocation) */
    s->count--;
    s->now = s->prev;
    if (s->count > 0)
        position_at(m, s->count - 1, &s->prev);
    return true;
}

static int portal_to_move(const Fam *m)
{
    return portal_to_enter(cur(m));
}

static int portal_acting(const Fam *m, int colour)
{
    return portal_board_of(cur(m), colour); /* one set: the half */
}

static GameStatus portal_state_status(const Fam *m, GameResult *result)
{
    const PortalPos *p = cur(m);
    int seen = p->entered ? 1 : keycount_get(&st(m)->seen, portal_key(m->v, p));
    return portal_status(m->v, p, seen - 1, result, NULL);
}

static int portal_fen_of(const Fam *m, char *buf, size_t size)
{
    return portal_fen_write(m->v, cur(m), buf, size);
}

static int portal_boards(const Fam *m)
{
    return one_set(m) ? 1 : 2;
}

/* The position that holds (board, sq) as shown, and its engine board. */
static const Position *shown(const Fam *m, const Position w[2], int board, int sq)
{
    if (one_set(m))
        return &w[(sq & 7) < 4 ? PORTAL_A : PORTAL_B];
    return &w[board];
}

static bool portal_piece_at(const Fam *m, int board, int sq, MatchPiece *out)
{
    Position w[2];
    portal_view(m->v, cur(m), w);
    const Position *q = shown(m, w, board, sq);
    int code = q->board[sq];
    if (code == PIECE_NONE)
        return false;
    family_plain_describe(m->v, q, code, out);
    return true;
}

static int portal_check_sq(const Fam *m, int board)
{
    const PortalPos *p = cur(m);
    for (int c = 0; c < 2; c++) {
        int b = portal_board_of(p, c);
        if (!one_set(m) && b != board)
            continue;
        if (portal_in_check(m->v, p, c, b))
            return position_king(m->v, &p->board[b], c);
    }
    return -1;
}

static bool portal_hidden_action(const Fam *m, int i)
{
    return i == st(m)->count - 1 && portal_hidden(cur(m));
}

static bool portal_last(const Fam *m, MatchAction *out)
{
    const PortalState *s = st(m);
    if (s->count == 0 || portal_hidden_action(m, s->count - 1))
        return false;
    fill_action(m, &s->prev, &s->ply[s->count - 1].act, out);
    return true;
}

static bool portal_preview(const Fam *m, const MatchAction *a, MatchPiece *out)
{
    PortalAction pa;
    memcpy(&pa, a->payload, sizeof pa);
    Position w[2];
    portal_view(m->v, cur(m), w);
    if (a->kind == ACTION_TELEPORT) {
        const Position *q = &w[1 - pa.board];
        if (q->board[pa.from] == PIECE_NONE)
            return false;
        family_plain_describe(m->v, q, q->board[pa.from], out);
        return true;
    }
    if (a->kind != ACTION_MOVE)
        return false;
    Position q = w[pa.board];
    position_make(m->v, &q, pa.move);
    if (q.board[pa.to] == PIECE_NONE)
        return false;
    family_plain_describe(m->v, &q, q.board[pa.to], out);
    return true;
}

static void portal_phases(const Fam *m, int phase[2][MATCH_PHASES])
{
    const Position *p = &cur(m)->board[0];
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < MATCH_PHASES && t < POS_PHASES; t++)
            phase[c][t] = p->phase[c][t];
}

/* The letters of the pieces taken in the turn that starts at position i. */
static void turn_captured(const Fam *m, int i, char out[2][40])
{
    for (int k = 0; k < 2; k++) {
        int code = st(m)->ply[i].took[k];
        if (code != PIECE_NONE)
            family_add_captured(out[piece_colour(code)], m->v->def.types[piece_type(code)].letter);
    }
}

static void portal_captured(const Fam *m, int from, char out[2][40])
{
    const PortalState *s = st(m);
    if (from == 0) { /* the turns that captured, linked: no walk of the game */
        int turns[64], n = 0;
        for (int i = s->ply[s->count].last_capture; i >= 0 && n < 64; i = s->ply[i].last_capture)
            turns[n++] = i;
        if (n < 64 || s->ply[turns[63]].last_capture < 0) {
            while (n > 0)
                turn_captured(m, turns[--n], out);
            return;
        }
    }
    for (int i = from > 0 ? from - 1 : 0; i + 1 < s->count; i++)
        if (!s->ply[i].entered) /* i starts a turn; its two actions are ply[i] and ply[i + 1] */
            turn_captured(m, i, out);
}

static uint64_t portal_squares(const Fam *m, int board)
{
    if (board < 0 || board >= portal_boards(m))
        return 0;
    uint64_t mask = 0;
    for (int sq = 0; sq < 64; sq++)
        for (int b = 0; b < 2; b++)
            if ((one_set(m) || b == board) && portal_is_portal(m->v, b, sq))
                mask |= (uint64_t)1 << sq;
    return mask;
}

static int portal_turn(const Fam *m)
{
    return cur(m)->turn;
}

static uint64_t portal_count(const Fam *m, int depth)
{
    return portal_perft(m->v, cur(m), depth);
}

static bool portal_checked(const Fam *m, int colour)
{
    return portal_in_check(m->v, cur(m), colour, portal_board_of(cur(m), colour));
}

static bool portal_must_teleport(const Fam *m, int colour)
{
    return cur(m)->must_teleport[colour] != 0;
}

static const void *portal_state_of(const Fam *m)
{
    return cur(m);
}

/* Only positions at the start of a turn count for repetition. */
static int portal_keys(const Fam *m, uint64_t *out, int max)
{
    const PortalState *s = st(m);
    int n = 0;
    PortalPos p;
    for (int i = 0; i < s->count && n < max; i++) {
        if (i % PORTAL_EVERY == 0) {
            p = s->check[i / PORTAL_EVERY];
        } else {
            Error e;
            portal_play(m->v, &p, &s->ply[i - 1].act, &e); /* played before: legal */
        }
        if (!s->ply[i].entered)
            out[n++] = portal_key(m->v, &p);
    }
    return n;
}

const FamilyOps family_ops_portal = {
    .init = portal_init,
    .destroy = portal_destroy,
    .actions = portal_actions_of,
    .read = portal_read,
    .play = portal_play_action,
    .take_back = portal_take_back,
    .to_move = portal_to_move,
    .acting_board = portal_acting,
    .status = portal_state_status,
    .fen = portal_fen_of,
    .boards = portal_boards,
    .piece_at = portal_piece_at,
    .check_square = portal_check_sq,
    .last_action = portal_last,
    .preview = portal_preview,
    .phases = portal_phases,
    .captured = portal_captured,
    .hidden = portal_hidden_action,
    .turn = portal_turn,
    .perft = portal_count,
    .in_check = portal_checked,
    .must_teleport = portal_must_teleport,
    .state = portal_state_of,
    .keys = portal_keys,
    .portal_squares = portal_squares,
    .unit = "turn",
    .board_prefix = true,
};
