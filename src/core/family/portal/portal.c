/* portal.c - Portal Chess rules: boards and portals, turns of two actions, check, status, perft. */
#include "portal.h"

#include <string.h>

#include "attack.h"
#include "bits.h"
#include "fen.h"

/* Portal squares of the two-set layout (a4, a5, h4, h5 on both boards). */
#define SQ_A4 24
#define SQ_A5 32
#define SQ_H4 31
#define SQ_H5 39

int portal_supported(const Variant *v, Error *err)
{
    const VariantDef *d = &v->def;
    if (d->portal.layout == PORTAL_NONE)
        return error_set(err, "$.portal", "not a Portal variant");
    if (d->files != 8 || d->ranks != 8)
        return error_set(err, "$.board", "Portal layouts need an 8x8 board");
    if (v->king_type < 0)
        return error_set(err, "$.pieces", "Portal Chess needs a royal piece (role \"king\")");
    if (!d->rules.check || d->rules.king_capture)
        return error_set(err, "$.rules", "Portal Chess needs check on and king capture off");
    if (d->rules.white_passes_first)
        return error_set(err, "$.rules.white_passes_first",
                         "Portal Chess cannot be laid over White's empty first turn");
    MutationKind k = d->mutation.kind;
    if (k != MUT_NONE && k != MUT_TYPE_CYCLE && k != MUT_PIECE_CYCLE)
        return error_set(err, "$.mutation.kind",
                         "Portal Chess can be laid over no mutation, type-cycle or piece-cycle");
    return 0;
}

bool portal_is_portal(const Variant *v, int b, int sq)
{
    return portal_corresponding(v, b, sq) >= 0;
}

int portal_corresponding(const Variant *v, int b, int sq)
{
    if (v->def.portal.layout == PORTAL_ONE_SET) {
        if (b == PORTAL_A)
            return sq == SQ_A4 ? SQ_H4 : sq == SQ_A5 ? SQ_H5 : -1;
        return sq == SQ_H4 ? SQ_A4 : sq == SQ_H5 ? SQ_A5 : -1;
    }
    return (sq == SQ_A4 || sq == SQ_A5 || sq == SQ_H4 || sq == SQ_H5) ? sq : -1;
}

/* The portal squares of board b as a bitboard. */
static Bitboard portal_mask(const Variant *v, int b)
{
    if (v->def.portal.layout == PORTAL_ONE_SET)
        return b == PORTAL_A ? geo_bit(SQ_A4) | geo_bit(SQ_A5) : geo_bit(SQ_H4) | geo_bit(SQ_H5);
    return geo_bit(SQ_A4) | geo_bit(SQ_A5) | geo_bit(SQ_H4) | geo_bit(SQ_H5);
}

int portal_board_of(const PortalPos *p, int colour)
{
    return colour == WHITE ? p->white_board : !p->white_board;
}

int portal_to_enter(const PortalPos *p)
{
    if (p->entered)
        return !(p->entered - 1);
    if (p->must_teleport[WHITE] && !p->must_teleport[BLACK])
        return BLACK;
    return WHITE;
}

bool portal_hidden(const PortalPos *p)
{
    return p->entered && p->must_teleport[WHITE] && p->must_teleport[BLACK];
}

/* colour's king on x in check: attacked on x, or on a portal square of board
 * b facing an enemy piece of y (the other board). */
static bool in_check(const Variant *v, const Position *x, const Position *y, int colour, int b)
{
    int k = position_king(v, x, colour);
    if (k < 0)
        return false;
    if (position_attackers(v, x, k, !colour, x->occ[0] | x->occ[1]))
        return true;
    int c = portal_corresponding(v, b, k);
    return c >= 0 && (y->occ[!colour] & geo_bit(c));
}

bool portal_in_check(const Variant *v, const PortalPos *p, int colour, int b)
{
    return in_check(v, &p->board[b], &p->board[!b], colour, b);
}

/* ------------------------------------------------------------------ */
/* Start                                                                */
/* ------------------------------------------------------------------ */

/* Gives every piece its unmoved bit and recomputes the key. */
static void finish_start(const Variant *v, Position *q, int stm)
{
    q->unmoved = q->occ[0] | q->occ[1];
    q->stm = (uint8_t)stm;
    q->ep = q->ep_victim = GEO_NO_SQ;
    q->king_captured = 0;
    q->halfmove = 0;
    q->fullmove = 1;
    q->hash = position_hash(v, q);
}

static void clear_pieces(Position *q)
{
    memset(q->pieces, 0, sizeof q->pieces);
    q->occ[0] = q->occ[1] = 0;
    q->castle = 0;
    memset(q->board, PIECE_NONE, sizeof q->board);
}

int portal_start(const Variant *v, PortalPos *out, Error *err)
{
    if (portal_supported(v, err) != 0)
        return -1;
    Position s;
    if (fen_read(v, v->def.start_fen, &s, err) != 0)
        return -1;
    PortalPos p;
    memset(&p, 0, sizeof p);
    Position *a = &p.board[PORTAL_A], *b = &p.board[PORTAL_B];
    *a = s;
    *b = s;
    clear_pieces(a);
    clear_pieces(b);
    int wk = position_king(v, &s, WHITE), bk = position_king(v, &s, BLACK);
    if (v->def.portal.layout == PORTAL_ONE_SET) {
        if (wk < 0 || bk < 0 || geo_file(wk) >= 4 || geo_file(bk) < 4)
            return error_set(err, "$.start",
                             "one-set Portal needs White's king on files a-d and Black's on e-h");
        for (int sq = 0; sq < 64; sq++)
            if (s.board[sq] != PIECE_NONE)
                position_put(v, geo_file(sq) < 4 ? a : b, sq, s.board[sq]);
    } else {
        if (wk < 0 || bk >= 0)
            return error_set(err, "$.start",
                             "two-set Portal starts from board A: White's king and no Black king");
        for (int sq = 0; sq < 64; sq++) {
            int code = s.board[sq];
            if (code == PIECE_NONE)
                continue;
            int mirror = geo_square(geo_file(sq), 7 - geo_rank(sq));
            position_put(v, a, sq, code);
            position_put(v, b, mirror, piece_code(!piece_colour(code), piece_type(code)));
            if (s.castle & geo_bit(sq)) {
                a->castle |= geo_bit(sq);
                b->castle |= geo_bit(mirror);
            }
        }
    }
    finish_start(v, a, WHITE);
    finish_start(v, b, BLACK);
    p.turn = 1;
    p.white_board = PORTAL_A;
    p.first.kind = PORTAL_MOVE;
    p.first.from = p.first.to = GEO_NO_SQ;
    p.first.move = MOVE_NONE;
    *out = p;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Phases (Polypiece): shared by both boards                            */
/* ------------------------------------------------------------------ */

static int phase_limit(const Variant *v, int colour, int i)
{
    if (i < v->def.ntypes)
        return v->def.types[i].npowers[colour];
    if (v->def.mutation.atomic && i - v->def.ntypes < v->def.mutation.natoms)
        return v->def.mutation.atoms[i - v->def.ntypes].nvalues[colour];
    return 1;
}

/* to's phases become from's; its key follows. */
static void copy_phases(const Variant *v, Position *to, const Position *from)
{
    if (v->def.mutation.kind != MUT_TYPE_CYCLE)
        return;
    memcpy(to->phase, from->phase, sizeof to->phase);
    to->hash = position_hash(v, to);
}

/* Phases after two simultaneous moves from `base`: m1 and m2 hold the
 * phases each move alone produced. */
static void merge_phases(const Variant *v, const Position *base, const Position *m1,
                         const Position *m2, uint8_t out[2][POS_PHASES])
{
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < POS_PHASES; i++) {
            int n = phase_limit(v, c, i);
            if (n < 1)
                n = 1;
            int d1 = (m1->phase[c][i] - base->phase[c][i] + n) % n;
            int d2 = (m2->phase[c][i] - base->phase[c][i] + n) % n;
            out[c][i] = (uint8_t)((base->phase[c][i] + d1 + d2) % n);
        }
}

/* ------------------------------------------------------------------ */
/* Views and legal actions                                              */
/* ------------------------------------------------------------------ */

void portal_view(const Variant *v, const PortalPos *p, Position out[2])
{
    out[0] = p->board[0];
    out[1] = p->board[1];
    if (!p->entered || portal_hidden(p) || p->first.kind != PORTAL_MOVE)
        return;
    int b = p->first.board;
    position_make(v, &out[b], p->first.move);
    copy_phases(v, &out[!b], &out[b]);
}

static void add_action(PortalList *out, int kind, int colour, int b, int from, int to, Move m)
{
    if (out->count >= PORTAL_MAX_ACTIONS)
        return;
    PortalAction *a = &out->actions[out->count++];
    a->kind = (uint8_t)kind;
    a->colour = (uint8_t)colour;
    a->board = (uint8_t)b;
    a->from = (uint8_t)from;
    a->to = (uint8_t)to;
    a->move = m;
}

/* Board x after piece `code` lands on `to` (capturing what is there). */
static void land(const Variant *v, Position *x, int to, int code)
{
    int old = x->board[to];
    if (old != PIECE_NONE) {
        if (piece_type(old) == v->king_type)
            x->king_captured = (uint8_t)(1 + piece_colour(old));
        if (x->castle & geo_bit(to))
            x->castle &= ~geo_bit(to);
        position_remove(v, x, to);
    }
    position_put(v, x, to, code);
    x->unmoved &= ~geo_bit(to);
}

static void leave(const Variant *v, Position *y, int from)
{
    position_remove(v, y, from);
    y->unmoved &= ~geo_bit(from);
    y->castle &= ~geo_bit(from);
}

/* Normal actions of `me` on board b: the base variant's legal moves minus
 * those leaving the king in portal check, then the declaration; the lost
 * turn when there is none and me is not in check on b (a player with no
 * king, or no piece at all, on b is never in check there). */
static void normal_actions(const Variant *v, const PortalPos *p, int me, PortalList *out)
{
    int b = portal_board_of(p, me);
    const Position *x = &p->board[b], *y = &p->board[!b];
    MoveList ml;
    int n = movegen_legal(v, x, &ml);
    int ksq = position_king(v, x, me);
    for (int i = 0; i < n; i++) {
        Move m = ml.moves[i];
        if (ksq >= 0) {
            int kdest = move_from(m) == ksq ? move_to(m) : ksq;
            int c = portal_corresponding(v, b, kdest);
            if (c >= 0 && (y->occ[!me] & geo_bit(c)))
                continue;
        }
        add_action(out, PORTAL_MOVE, me, b, move_from(m), move_to(m), m);
    }
    bool check = in_check(v, x, y, me, b);
    if ((x->occ[me] & portal_mask(v, b)) && !check)
        add_action(out, PORTAL_DECLARE, me, b, GEO_NO_SQ, GEO_NO_SQ, MOVE_NONE);
    if (out->count == 0 && !check)
        add_action(out, PORTAL_LOST_TURN, me, b, GEO_NO_SQ, GEO_NO_SQ, MOVE_NONE);
}

/* Teleports of `me` (who declared last turn) onto board b, judged in view
 * w; the lost turn when there is none and the king is not in check. */
static void teleport_actions(const Variant *v, const Position w[2], int b, int me, PortalList *out)
{
    const Position *x = &w[b], *y = &w[!b];
    int before = out->count;
    for (Bitboard src = y->occ[me] & portal_mask(v, !b); src;) {
        int from = bits_pop(&src);
        int to = portal_corresponding(v, !b, from);
        if (x->occ[me] & geo_bit(to))
            continue; /* a friendly piece on the target forbids it */
        Position nx = *x, ny = *y;
        int code = ny.board[from];
        leave(v, &ny, from);
        land(v, &nx, to, code);
        if (in_check(v, &nx, &ny, me, b))
            continue;
        add_action(out, PORTAL_TELEPORT, me, b, from, to, MOVE_NONE);
    }
    if (out->count == before && !in_check(v, x, y, me, b))
        add_action(out, PORTAL_LOST_TURN, me, b, GEO_NO_SQ, GEO_NO_SQ, MOVE_NONE);
}

/* The actions colour `me` has in view w (boards as me sees them). */
static void actions_of(const Variant *v, const PortalPos *p, const Position w[2], int me,
                       PortalList *out)
{
    if (p->must_teleport[me])
        teleport_actions(v, w, portal_board_of(p, me), me, out);
    else
        normal_actions(v, p, me, out);
}

static bool king_lost(const PortalPos *p)
{
    return p->board[0].king_captured || p->board[1].king_captured;
}

static bool only_lost_turn(const PortalList *l)
{
    return l->count == 1 && l->actions[0].kind == PORTAL_LOST_TURN;
}

/* Judges the players who act now (RULES.md 6, "When the end is judged"):
 * the player to enter, whose actions go to `mine`, and at the start of a
 * turn the other one too, unless that player must teleport after a normal
 * action of the first (then they are judged when they act, seeing it). A
 * normal action is judged against the start of the turn, and so are both
 * teleports of a turn in which both players teleport; a lost turn or no
 * action of the first changes nothing the second sees. Fills e->mated for
 * each judged player without a legal action (a lost turn is offered unless
 * in check), and e->stalemated for both when both lose their turns. Returns
 * true when the game ends here. */
static bool judge(const Variant *v, const PortalPos *p, PortalList *mine, PortalEnd *e)
{
    int me = portal_to_enter(p);
    Position w[2];
    portal_view(v, p, w);
    mine->count = 0;
    actions_of(v, p, w, me, mine);
    bool lost[2];
    e->mated[me] = mine->count == 0;
    lost[me] = only_lost_turn(mine);
    e->mated[!me] = false;
    lost[!me] = false;
    if (p->entered) {
        lost[!me] = p->first.kind == PORTAL_LOST_TURN;
    } else if (!(p->must_teleport[!me] && !p->must_teleport[me]) || mine->count == 0 || lost[me]) {
        PortalList other;
        other.count = 0;
        actions_of(v, p, w, !me, &other);
        e->mated[!me] = other.count == 0;
        lost[!me] = only_lost_turn(&other);
    }
    e->stalemated[WHITE] = e->stalemated[BLACK] = lost[WHITE] && lost[BLACK];
    return e->mated[WHITE] || e->mated[BLACK] || e->stalemated[WHITE];
}

int portal_legal(const Variant *v, const PortalPos *p, PortalList *out)
{
    out->count = 0;
    if (king_lost(p))
        return 0;
    PortalEnd e;
    if (judge(v, p, out, &e))
        out->count = 0;
    return out->count;
}

/* ------------------------------------------------------------------ */
/* Applying actions                                                     */
/* ------------------------------------------------------------------ */

static bool is_pawn_move(const Variant *v, const Position *x, const PortalAction *a)
{
    return a->kind == PORTAL_MOVE && piece_type(x->board[a->from]) == v->pawn_type;
}

/* Completes the turn with actions f (entered first) and s. */
static void complete_turn(const Variant *v, PortalPos *p, const PortalAction *f,
                          const PortalAction *s)
{
    const PortalAction *acts[2] = {f, s};
    Position start[2] = {p->board[0], p->board[1]};
    Position nb[2] = {p->board[0], p->board[1]};
    bool reset = false;
    /* normal moves, each against the start of the turn */
    for (int i = 0; i < 2; i++) {
        const PortalAction *a = acts[i];
        if (a->kind != PORTAL_MOVE)
            continue;
        const Position *x = &start[a->board];
        /* a castling king may land on its own rook (Chess960): no capture */
        if (is_pawn_move(v, x, a) || move_kind(a->move) == MOVE_EP ||
            (move_kind(a->move) != MOVE_CASTLE && x->board[move_to(a->move)] != PIECE_NONE))
            reset = true;
        position_make(v, &nb[a->board], a->move);
    }
    if (v->def.mutation.kind == MUT_TYPE_CYCLE) {
        uint8_t ph[2][POS_PHASES];
        merge_phases(v, &start[0], &nb[0], &nb[1], ph);
        for (int b = 0; b < 2; b++)
            memcpy(nb[b].phase, ph, sizeof ph);
    }
    /* teleports: every teleporting piece leaves, then every one lands */
    int codes[2] = {PIECE_NONE, PIECE_NONE};
    for (int i = 0; i < 2; i++) {
        const PortalAction *a = acts[i];
        if (a->kind != PORTAL_TELEPORT)
            continue;
        codes[i] = nb[!a->board].board[a->from];
        leave(v, &nb[!a->board], a->from);
    }
    for (int i = 0; i < 2; i++) {
        const PortalAction *a = acts[i];
        if (a->kind != PORTAL_TELEPORT)
            continue;
        if (nb[a->board].board[a->to] != PIECE_NONE || piece_type(codes[i]) == v->pawn_type)
            reset = true; /* a capture on landing, or a pawn teleported */
        land(v, &nb[a->board], a->to, codes[i]);
    }
    /* the en-passant right lapses on a board where no move was made */
    for (int i = 0; i < 2; i++) {
        const PortalAction *a = acts[i];
        if (a->kind != PORTAL_MOVE)
            nb[a->board].ep = GEO_NO_SQ;
    }
    p->white_board = (uint8_t)!p->white_board;
    p->turn = position_counter_add(p->turn, 1);
    p->halfmove = reset ? 0 : position_counter_add(p->halfmove, 2);
    for (int i = 0; i < 2; i++)
        p->must_teleport[acts[i]->colour] = acts[i]->kind == PORTAL_DECLARE;
    for (int b = 0; b < 2; b++) {
        Position *q = &nb[b];
        q->stm = (uint8_t)(b == p->white_board ? WHITE : BLACK);
        q->fullmove = p->turn;
        q->halfmove = p->halfmove;
        q->hash = position_hash(v, q);
        p->board[b] = *q;
    }
    p->entered = 0;
    p->first.kind = PORTAL_MOVE;
    p->first.colour = WHITE;
    p->first.board = PORTAL_A;
    p->first.from = p->first.to = GEO_NO_SQ;
    p->first.move = MOVE_NONE;
}

void portal_apply(const Variant *v, PortalPos *p, const PortalAction *a)
{
    if (!p->entered) {
        p->first = *a;
        p->entered = (uint8_t)(1 + a->colour);
        return;
    }
    PortalAction f = p->first;
    complete_turn(v, p, &f, a);
}

uint64_t portal_action_word(const PortalAction *a)
{
    return (uint64_t)a->kind | (uint64_t)a->colour << 2 | (uint64_t)a->board << 3 |
           (uint64_t)a->from << 8 | (uint64_t)a->to << 16 | (uint64_t)a->move << 24;
}

PortalAction portal_action_of_word(uint64_t w)
{
    PortalAction a;
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)(w & 3);
    a.colour = (uint8_t)(w >> 2 & 1);
    a.board = (uint8_t)(w >> 3 & 1);
    a.from = (uint8_t)(w >> 8);
    a.to = (uint8_t)(w >> 16);
    a.move = (Move)(w >> 24);
    return a;
}

static bool same_action(const PortalAction *x, const PortalAction *y)
{
    return x->kind == y->kind && x->colour == y->colour && x->board == y->board &&
           x->from == y->from && x->to == y->to && x->move == y->move;
}

int portal_play(const Variant *v, PortalPos *p, const PortalAction *a, Error *err)
{
    PortalList list;
    int n = portal_legal(v, p, &list);
    if (n == 0)
        return error_set(err, "", "no legal actions: the game is over");
    for (int i = 0; i < n; i++) {
        if (same_action(&list.actions[i], a)) {
            portal_apply(v, p, a);
            return 0;
        }
    }
    return error_set(err, "", "illegal action");
}

/* ------------------------------------------------------------------ */
/* Keys, status, perft                                                  */
/* ------------------------------------------------------------------ */

static uint64_t mix(uint64_t h)
{
    h ^= h >> 31;
    h *= 0x7fb5d329728ea185ull;
    h ^= h >> 27;
    h *= 0x81dadef4bc2dd44dull;
    h ^= h >> 33;
    return h;
}

uint64_t portal_key(const Variant *v, const PortalPos *p)
{
    (void)v;
    /* the two boards carry the same phases, so their keys are mixed, not xored */
    uint64_t k = mix(p->board[0].hash) ^ mix(p->board[1].hash + 0x9e3779b97f4a7c15ull);
    k ^= (uint64_t)p->white_board * 0x2545f4914f6cdd1dull;
    k ^= (uint64_t)p->must_teleport[WHITE] * 0x94d049bb133111ebull;
    k ^= (uint64_t)p->must_teleport[BLACK] * 0xbf58476d1ce4e5b9ull;
    return k;
}

/* Kings and at most one knight or bishop in all: no mate is possible. */
static bool insufficient(const Variant *v, const PortalPos *p)
{
    if (v->def.mutation.kind != MUT_NONE)
        return false;
    int minors = 0;
    for (int b = 0; b < 2; b++)
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < v->def.ntypes; t++) {
                if (t == v->king_type || !p->board[b].pieces[c][t])
                    continue;
                char l = v->def.types[t].letter;
                if (l != 'N' && l != 'B')
                    return false;
                minors += bits_count(p->board[b].pieces[c][t]);
            }
    return minors <= 1;
}

GameStatus portal_status(const Variant *v, const PortalPos *p, int repeated, GameResult *result,
                         PortalEnd *end)
{
    PortalEnd e;
    memset(&e, 0, sizeof e);
    GameStatus s = STATUS_ONGOING;
    GameResult r = RESULT_NONE;
    for (int b = 0; b < 2; b++)
        if (p->board[b].king_captured)
            e.king_lost[p->board[b].king_captured - 1] = true;
    if (e.king_lost[WHITE] || e.king_lost[BLACK]) {
        s = STATUS_KING_CAPTURED;
        r = e.king_lost[WHITE] && e.king_lost[BLACK] ? RESULT_DRAW
            : e.king_lost[WHITE]                     ? RESULT_BLACK
                                                     : RESULT_WHITE;
        goto done;
    }
    PortalList l;
    bool over = judge(v, p, &l, &e);
    if (e.mated[WHITE] || e.mated[BLACK]) {
        s = STATUS_CHECKMATE;
        r = e.mated[WHITE] && e.mated[BLACK] ? RESULT_DRAW
            : e.mated[WHITE]                 ? RESULT_BLACK
                                             : RESULT_WHITE;
    } else if (over) {
        s = STATUS_STALEMATE; /* both players lose their turns */
        r = RESULT_DRAW;
    } else if (v->def.rules.insufficient_material && insufficient(v, p)) {
        s = STATUS_INSUFFICIENT;
        r = RESULT_DRAW;
    } else if (v->def.rules.fifty_move && p->halfmove >= 100) {
        s = STATUS_FIFTY_MOVE;
        r = RESULT_DRAW;
    } else if (v->def.rules.repetition && !p->entered && repeated >= 2) {
        s = STATUS_REPETITION;
        r = RESULT_DRAW;
    }
done:
    if (result)
        *result = r;
    if (end)
        *end = e;
    return s;
}

uint64_t portal_perft(const Variant *v, const PortalPos *p, int depth)
{
    if (depth <= 0)
        return 1;
    PortalList list;
    int n = portal_legal(v, p, &list);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        PortalPos q = *p;
        portal_apply(v, &q, &list.actions[i]);
        total += portal_perft(v, &q, depth - 1);
    }
    return total;
}
