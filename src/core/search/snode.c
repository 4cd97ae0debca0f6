/* snode.c - one position of any family as the search sees it: moves packed
 * in 64 bits, copy-make, keys, the end of the game (snode.h). */
#include "snode.h"

#include <stdio.h>
#include <string.h>

#include "attack.h"
#include "game.h"
#include "match_impl.h"
#include "movegen.h"
#include "notation.h"

SFamily snode_family(const Variant *v)
{
    if (v->def.portal.layout != PORTAL_NONE)
        return SFAM_PORTAL;
    if (v->def.mutation.kind == MUT_POTENTIAL)
        return SFAM_POTENTIAL;
    return SFAM_PLAIN;
}

void snode_from_match(const Match *m, SFamily fam, SNode *out)
{
    const void *st = m->ops->state(m);
    if (fam == SFAM_PLAIN)
        out->u.plain = *(const Position *)st;
    else if (fam == SFAM_POTENTIAL) {
        out->u.pot = *(const PotPos *)st;
        pot_board(&out->u.pot, &out->pb);
    } else
        out->u.portal = *(const PortalPos *)st;
}

/* Portal actions: the base move in the low 32 bits, then kind (3 bits),
 * colour, board, from (7 bits) and to (7 bits). */
static SMove pack(const PortalAction *a)
{
    return (SMove)a->move | ((SMove)a->kind << 32) | ((SMove)a->colour << 35) |
           ((SMove)a->board << 36) | ((SMove)a->from << 37) | ((SMove)a->to << 44);
}

static PortalAction unpack(SMove m)
{
    PortalAction a;
    memset(&a, 0, sizeof a);
    a.move = (Move)(m & 0xffffffffu);
    a.kind = (uint8_t)((m >> 32) & 7);
    a.colour = (uint8_t)((m >> 35) & 1);
    a.board = (uint8_t)((m >> 36) & 1);
    a.from = (uint8_t)((m >> 37) & 127);
    a.to = (uint8_t)((m >> 44) & 127);
    return a;
}

SMove snode_from_action(SFamily fam, const MatchAction *a)
{
    if (fam != SFAM_PORTAL)
        return (SMove)(uint32_t)a->payload[0];
    PortalAction pa = portal_action_of_word(a->payload[0]);
    return pack(&pa);
}

int snode_moves(const Variant *v, SFamily fam, const SNode *n, SMove *out)
{
    int count = 0;
    if (fam == SFAM_PLAIN) {
        MoveList l;
        count = movegen_legal(v, &n->u.plain, &l);
        for (int i = 0; i < count; i++)
            out[i] = l.moves[i];
    } else if (fam == SFAM_POTENTIAL) {
        PotMoveList l;
        count = pot_legal_board(&n->u.pot, &n->pb, false, 0, &l);
        for (int i = 0; i < count; i++)
            out[i] = l.moves[i];
    } else {
        PortalList l;
        count = portal_legal(v, &n->u.portal, &l);
        for (int i = 0; i < count && i < SNODE_MAX_MOVES; i++)
            out[i] = pack(&l.actions[i]);
    }
    return count < SNODE_MAX_MOVES ? count : SNODE_MAX_MOVES;
}

int snode_captures(const Variant *v, const SNode *n, SMove *out)
{
    MoveList l;
    int count = movegen_legal_captures(v, &n->u.plain, &l);
    for (int i = 0; i < count; i++)
        out[i] = l.moves[i];
    return count;
}

int snode_pot_captures(const SNode *n, Bitboard victims, SMove *out)
{
    PotMoveList l;
    int count = pot_legal_board(&n->u.pot, &n->pb, true, victims, &l);
    for (int i = 0; i < count; i++)
        out[i] = l.moves[i];
    return count;
}

void snode_make(const Variant *v, SFamily fam, const SNode *n, SMove m, SNode *out)
{
    if (fam == SFAM_PLAIN) {
        out->u.plain = n->u.plain;
        position_make(v, &out->u.plain, (Move)m);
    } else if (fam == SFAM_POTENTIAL) {
        if (pot_apply_board(&n->u.pot, &n->pb, (PotMove)m, &out->u.pot, &out->pb) != 0) {
            out->u.pot = n->u.pot; /* not reached: moves come from potential_legal */
            out->pb = n->pb;
        }
    } else {
        PortalAction a = unpack(m);
        out->u.portal = n->u.portal;
        portal_apply(v, &out->u.portal, &a);
    }
}

int snode_stm(SFamily fam, const SNode *n)
{
    if (fam == SFAM_PLAIN)
        return n->u.plain.stm;
    if (fam == SFAM_POTENTIAL)
        return n->u.pot.stm;
    return portal_to_enter(&n->u.portal);
}

uint64_t snode_key(const Variant *v, SFamily fam, const SNode *n)
{
    if (fam == SFAM_PLAIN)
        return n->u.plain.hash;
    if (fam == SFAM_POTENTIAL)
        return n->u.pot.hash;
    const PortalPos *p = &n->u.portal;
    uint64_t k = portal_key(v, p);
    if (p->entered) /* the turn's first action, entered but not yet made */
        k ^= snode_mix(pack(&p->first) + p->entered);
    return k;
}

bool snode_in_check(const Variant *v, SFamily fam, const SNode *n)
{
    if (fam == SFAM_PLAIN)
        return position_in_check(v, &n->u.plain, n->u.plain.stm);
    if (fam == SFAM_POTENTIAL)
        return pot_board_in_check(&n->pb, n->u.pot.stm);
    int c = portal_to_enter(&n->u.portal);
    return portal_in_check(v, &n->u.portal, c, portal_board_of(&n->u.portal, c));
}

static int outcome_for(GameResult r, int stm)
{
    if (r == RESULT_WHITE)
        return stm == WHITE ? 1 : -1;
    if (r == RESULT_BLACK)
        return stm == BLACK ? 1 : -1;
    return 0;
}

int snode_end(const Variant *v, SFamily fam, const SNode *n)
{
    GameResult r = RESULT_DRAW;
    if (fam == SFAM_PLAIN) {
        game_position_status(v, &n->u.plain, &r);
    } else if (fam == SFAM_POTENTIAL) {
        if (!pot_board_in_check(&n->pb, n->u.pot.stm))
            return 0;
        r = n->u.pot.stm == WHITE ? RESULT_BLACK : RESULT_WHITE;
    } else {
        portal_status(v, &n->u.portal, 0, &r, NULL);
    }
    return outcome_for(r, snode_stm(fam, n));
}

bool snode_rule_draw(const Variant *v, SFamily fam, const SNode *n)
{
    if (!v->def.rules.fifty_move)
        return false;
    uint32_t h = fam == SFAM_PLAIN       ? n->u.plain.halfmove
                 : fam == SFAM_POTENTIAL ? n->u.pot.halfmove
                                         : n->u.portal.halfmove;
    return h >= 100;
}

static bool plain_capture(const Position *p, Move m, int *type)
{
    int kind = move_kind(m);
    if (kind == MOVE_PASS || kind == MOVE_CASTLE)
        return false;
    int sq = kind == MOVE_EP ? p->ep_victim : move_to(m);
    int code = p->board[sq];
    if (code == PIECE_NONE || piece_colour(code) == p->stm)
        return false;
    *type = piece_type(code);
    return true;
}

bool snode_capture(const Variant *v, SFamily fam, const SNode *n, SMove m, int *type)
{
    (void)v;
    if (fam == SFAM_PLAIN)
        return plain_capture(&n->u.plain, (Move)m, type);
    if (fam == SFAM_POTENTIAL) {
        int victim = pot_move_victim((PotMove)m);
        *type = victim;
        return victim >= 0;
    }
    PortalAction a = unpack(m);
    const Position *b = &n->u.portal.board[a.board];
    if (a.kind == PORTAL_MOVE) {
        Position q = *b;
        q.stm = a.colour;
        return plain_capture(&q, a.move, type);
    }
    if (a.kind == PORTAL_TELEPORT && a.to < 64 && b->board[a.to] != PIECE_NONE &&
        piece_colour(b->board[a.to]) != a.colour) {
        *type = piece_type(b->board[a.to]);
        return true;
    }
    return false;
}

int snode_mover(SFamily fam, const SNode *n, SMove m)
{
    if (fam == SFAM_PLAIN) {
        int code = n->u.plain.board[move_from((Move)m)];
        return code == PIECE_NONE ? -1 : piece_type(code);
    }
    if (fam == SFAM_POTENTIAL)
        return -1;
    PortalAction a = unpack(m);
    if (a.from >= 64)
        return -1;
    const Position *b = &n->u.portal.board[a.kind == PORTAL_TELEPORT ? 1 - a.board : a.board];
    int code = b->board[a.from];
    return code == PIECE_NONE ? -1 : piece_type(code);
}

SMove snode_group(SFamily fam, SMove m)
{
    return fam == SFAM_POTENTIAL ? m & ~(SMove)(0xfu << 20) : m;
}

int snode_text(const Variant *v, SFamily fam, const SNode *n, SMove m, char *buf, size_t size)
{
    if (fam == SFAM_PLAIN)
        return notation_write(v, &n->u.plain, (Move)m, buf, size);
    if (fam == SFAM_POTENTIAL)
        return potential_move_write(v, &n->u.pot, (PotMove)m, buf, size);
    PortalAction a = unpack(m);
    return portal_action_write(v, &n->u.portal, &a, buf, size);
}

void snode_null(const Variant *v, const SNode *n, SNode *out)
{
    if (v->def.mutation.kind == MUT_POTENTIAL) {
        pot_pass(&n->u.pot, &out->u.pot);
        out->pb = n->pb;
        return;
    }
    out->u.plain = n->u.plain;
    Position *p = &out->u.plain;
    p->stm = (uint8_t)!p->stm;
    p->ep = GEO_NO_SQ;
    p->hash = position_hash(v, p);
}

void snode_uci(const Variant *v, SMove m, char buf[8])
{
    Move mv = (Move)m;
    if (move_kind(mv) == MOVE_PASS) {
        memcpy(buf, "0000", 5);
        return;
    }
    geo_square_name(move_from(mv), buf);
    size_t n = strlen(buf);
    geo_square_name(move_to(mv), buf + n);
    n = strlen(buf);
    int nt = move_new(mv);
    if (nt >= 0) {
        char l = v->def.types[nt].letter;
        buf[n++] = (char)(l >= 'A' && l <= 'Z' ? l - 'A' + 'a' : l);
    }
    buf[n] = '\0';
}
