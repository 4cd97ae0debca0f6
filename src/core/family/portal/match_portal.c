/* match_portal.c - match over Portal Chess (portal.h): two boards (the
 * one-set layout shows its two halves as one board), one entered action per
 * ply, the first teleport hidden when both players teleport. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"
#include "keycount.h"
#include "portal.h"

/* What the line keeps of position i is one word, not the position (two boards): the action
 * from it to position i + 1 packed (bits 0-55, i < count) and PLY_ENTERED when an action is
 * entered at it (no turn starts there). A position is made again from the checkpoint at or
 * before it (every PORTAL_EVERY plies). */
#define PLY_ENTERED ((uint64_t)1 << 63)

#define PORTAL_EVERY 128

/* A turn that took: the action that ended it (the turn's second) and the piece codes its
 * two actions took (PIECE_NONE: none). The captures without walking the game. */
typedef struct PortalTake {
    int end;
    uint8_t took[2];
} PortalTake;

typedef struct PortalState {
    int count, cap, ncheck, ntakes, captakes;
    uint64_t *ply;       /* ply[0] the start's */
    PortalPos *check;    /* check[j]: position j * PORTAL_EVERY */
    PortalTake *takes;   /* the turns that took, in order */
    PortalPos now, prev; /* positions count and count - 1 */
    KeyCount seen;
} PortalState;

_Static_assert(FAMILY_ACTION_WORDS >= 1, "a packed PortalAction fits a MatchAction's payload");

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

/* The action from position i of the line. */
static PortalAction act_at(const PortalState *s, int i)
{
    return portal_action_of_word(s->ply[i] & ~PLY_ENTERED);
}

static bool entered_at(const PortalState *s, int i)
{
    return (s->ply[i] & PLY_ENTERED) != 0;
}

/* Room for positions 0..need: grown by doubling, or to need exactly (a record's length
 * known ahead: no room left over). */
static int grow(PortalState *s, int need, bool exact)
{
    if (need >= s->cap) {
        int cap = exact ? need + 1 : s->cap ? s->cap * 2 : 64;
        while (cap <= need)
            cap *= 2;
        uint64_t *ply = realloc(s->ply, sizeof *ply * (size_t)cap);
        if (!ply)
            return -1;
        s->ply = ply;
        s->cap = cap;
    }
    int checks = need / PORTAL_EVERY + 1;
    if (checks > s->ncheck) {
        int n = exact ? checks : s->ncheck ? s->ncheck * 2 : 4;
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
    s->ply[i] = p->entered ? PLY_ENTERED : 0;
    if (i % PORTAL_EVERY == 0)
        s->check[i / PORTAL_EVERY] = *p;
}

/* Position i of the line (i <= count), made again from the checkpoint before it with the
 * actions played since (legal: played before). */
static void position_at(const Fam *m, int i, PortalPos *out)
{
    const PortalState *s = st(m);
    *out = s->check[i / PORTAL_EVERY];
    for (int k = i - i % PORTAL_EVERY; k < i; k++) {
        PortalAction a = act_at(s, k);
        portal_apply(m->v, out, &a);
    }
}

static void free_state(PortalState *s)
{
    if (s) {
        free(s->ply);
        free(s->check);
        free(s->takes);
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
    bool room = s && grow(s, 1, false) == 0;
    if (room) {
        s->now = s->prev = start;
        note_position(m, 0, &start);
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
    a->payload[0] = portal_action_word(pa);
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

/* Keeps the captures of the turn that action i, its second, ended (from position i - 1, prev). */
static int note_takes(PortalState *s, int i, const PortalAction *second)
{
    PortalAction first = act_at(s, i - 1);
    PortalTake t = {
        i, {(uint8_t)taken(&s->prev, &first, second), (uint8_t)taken(&s->prev, second, &first)}};
    if (t.took[0] == PIECE_NONE && t.took[1] == PIECE_NONE)
        return 0;
    if (s->ntakes == s->captakes) {
        int cap = s->captakes ? 2 * s->captakes : 16;
        PortalTake *takes = realloc(s->takes, sizeof *takes * (size_t)cap);
        if (!takes)
            return -1;
        s->takes = takes;
        s->captakes = cap;
    }
    s->takes[s->ntakes++] = t;
    return 0;
}

static int portal_play_action(Fam *m, const MatchAction *a, char *text, Error *err)
{
    PortalState *s = st(m);
    PortalAction pa = portal_action_of_word(a->payload[0]);
    if (grow(s, s->count + 1, false) != 0)
        return error_set(err, "", "out of memory");
    PortalPos next = s->now;
    if (text && portal_action_write(m->v, &next, &pa, text, MATCH_TEXT_MAX) < 0)
        snprintf(text, MATCH_TEXT_MAX, "?");
    if (portal_play(m->v, &next, &pa, err) != 0)
        return -1;
    int i = s->count;
    /* the action that ends a turn: its first is action i - 1, from position i - 1 (prev) */
    bool ends = i >= 1 && !entered_at(s, i - 1);
    if ((ends && note_takes(s, i, &pa) != 0) ||
        (!next.entered && keycount_add(&s->seen, portal_key(m->v, &next), 1) != 0)) {
        if (ends && s->ntakes > 0 && s->takes[s->ntakes - 1].end == i)
            s->ntakes--;
        return error_set(err, "", "out of memory");
    }
    s->ply[i] = (s->ply[i] & PLY_ENTERED) | portal_action_word(&pa);
    note_position(m, i + 1, &next);
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
    if (s->ntakes > 0 && s->takes[s->ntakes - 1].end == s->count)
        s->ntakes--;
    s->now = s->prev;
    if (s->count > 0)
        position_at(m, s->count - 1, &s->prev);
    return true;
}

/* Room for n more actions, taken at once (a record about to be played). */
static void portal_reserve(Fam *m, int n)
{
    if (n > 0)
        grow(st(m), st(m)->count + n, true); /* (short of memory: grown as played) */
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
    PortalAction a = act_at(s, s->count - 1);
    fill_action(m, &s->prev, &a, out);
    return true;
}

static bool portal_preview(const Fam *m, const MatchAction *a, MatchPiece *out)
{
    PortalAction pa = portal_action_of_word(a->payload[0]);
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

static void portal_captured(const Fam *m, int from, char out[2][40])
{
    const PortalState *s = st(m);
    int k = s->ntakes; /* the turns that took, ended by action `from` or later */
    while (k > 0 && s->takes[k - 1].end >= from)
        k--;
    for (; k < s->ntakes; k++)
        for (int j = 0; j < 2; j++) {
            int code = s->takes[k].took[j];
            if (code != PIECE_NONE)
                family_add_captured(out[piece_colour(code)],
                                    m->v->def.types[piece_type(code)].letter);
        }
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
            PortalAction a = act_at(s, i - 1);
            portal_apply(m->v, &p, &a); /* played before: legal */
        }
        if (!entered_at(s, i))
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
    .reserve = portal_reserve,
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
